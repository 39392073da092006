package planner

import "strings"

// whenLost: a new sticker or text whose clause says when ("mientras
// aparece lo de seguinos", "during the reading corner") but no time and no
// element was read from it: the moment is asked, never dropped (the sticker
// went over the whole video, the text at the start: silent). Words after
// the text's own intro are its words ("que diga Smile while you can").
// stretchOpeners are the words of "during" that the lexer joins with
// the verb after them ("mientras aparece", "mientras se ve"): eventOpener
// knows only the bare "while"/"mientras", so the moment of "mientras
// aparece lo de seguinos" was dropped and the sticker covered the video.
var stretchOpeners = []string{"during", "durante", "whilst", "a lo largo de", "mientras dure", "mientras esta",
	"mientras se ve", "mientras aparece", "at the same time as", "al mismo tiempo que", "for as long as", "right while"}

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
		if eventOpener(toks, j) || t.word(stretchOpeners...) && j+1 < len(toks) && toks[j+1].kind == tWord {
			return eventQuestion(strings.TrimSpace(f.prompt[t.pos:toks[len(toks)-1].end]))
		}
	}
	return nil
}
