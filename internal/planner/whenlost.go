package planner

import "strings"

// whenLost: a new sticker or text whose clause says when ("mientras
// aparece lo de seguinos", "during the reading corner") but no time and no
// element was read from it: the moment is asked, never dropped (the sticker
// went over the whole video, the text at the start: silent). Words after
// the text's own intro are its words ("que diga Smile while you can").
func whenLost(f *frame, sp span) *question {
	if len(f.times) > 0 || len(sp.ranges) > 0 || len(sp.points) > 0 || sp.duration > 0 {
		return nil
	}
	toks := f.c.toks
	for j, t := range toks {
		if f.saysAt >= 0 && j > f.saysAt {
			break
		}
		if t.kind == tQuote {
			continue
		}
		if eventOpener(toks, j) || t.word("during", "durante") && j+1 < len(toks) && toks[j+1].kind == tWord {
			return eventQuestion(strings.TrimSpace(f.prompt[t.pos:toks[len(toks)-1].end]))
		}
	}
	return nil
}
