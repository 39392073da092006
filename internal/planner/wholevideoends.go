package planner

import "strings"

// wholeVideoEnds reads "the whole video" said as the subject of a verb of
// ending or starting, after a purpose ("so the whole video ends at 1:00",
// "para que todo el video termine en el 60"), as the video itself, not as
// a span of time: the words only say which thing ends there. Read as a
// span, "trim dani's part at the end so the whole video ends at 1:00"
// removed 0–64 s, the whole timeline (set 42 v42-019); "so the video ends
// at 1:00" was already read as where what is left ends.
func wholeVideoEnds(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		words := strings.Fields(t.text)
		if t.kind != tWord || t.fixed != "" || !t.has(cSpan, "whole") || len(words) < 2 {
			continue
		}
		if noun := words[len(words)-1]; noun != "video" && noun != "clip" && noun != "reel" {
			continue
		}
		if !toks[i+1].word(endMomentVerbs...) && !toks[i+1].word(startMomentVerbs...) && !toks[i+1].word("finish", "terminar", "finaliza") {
			continue
		}
		if !toks[i-1].word("so", "so that", "para que", "para", "que", "asi que") {
			continue
		}
		det := "the"
		if words[0] == "todo" || words[0] == "toda" {
			det = "el"
		}
		noun := words[len(words)-1]
		split := []token{
			{kind: tWord, text: det, pos: t.pos, end: t.end - len(noun) - 1},
			{kind: tWord, text: noun, pos: t.end - len(noun), end: t.end},
		}
		out := append(toks[:i:i], split...)
		toks = append(out, toks[i+1:]...)
		i++
	}
	return toks
}
