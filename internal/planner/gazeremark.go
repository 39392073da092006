package planner

import "slices"

// gazeVerbs say where people look or what they cannot see: "no me deja
// ver las manos" after "el cuadrito es enorme" says why it is too big.
var (
	gazeVerbs = []string{"stare", "stares", "staring", "miras", "mira", "mirar", "mirando", "se mira", "te fijas"}
	seeVerbs  = []string{"ves", "ver", "see", "distinguir", "leer", "read"}
	notSeen   = []string{"no", "not", "cant", "can't", "cannot", "barely", "hardly", "apenas", "casi"}
)

// gazeRemarkDropped drops a remark on where people look said after a
// comma at the end of a complaint: "the logo is way too big, it's all you
// look at", "el logo es enorme, es lo único que mirás", "el cuadrito es
// enorme, no me deja ver las manos". It says why the complaint matters
// and asks for nothing more; read on its own, "look"
// was an effect's look and the vignette was weakened too (silent). The
// tail goes only when it holds a verb of looking ("look at", "stare",
// "mirar") and no edit of its own: no effect, place, time, number or
// quote, and no verb that edits.
func gazeRemarkDropped(toks []token) []token {
	c := -1
	for i, t := range toks {
		if t.kind == tPunct && t.text == "," {
			c = i
		}
	}
	if c <= 0 || c+1 >= len(toks) {
		return toks
	}
	gaze := false
	tail := toks[c+1:]
	for j, t := range tail {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return toks // a number, time or quote: an edit
		case t.has(cEffect), t.has(cPos), t.has(cColor), t.has(cSpan):
			return toks
		case t.word("look", "looks", "looking") && j+1 < len(tail) && tail[j+1].word("at"),
			t.word(gazeVerbs...):
			gaze = true
		case t.word(seeVerbs...):
			// "see", "ver" only denied: "…, see you soon", "es Gracias por
			// ver" are words of a text
			gaze = gaze || slices.ContainsFunc(tail[:j], func(t token) bool { return t.word(notSeen...) })
		case t.has(cVerb) && !t.word("is", "are", "es", "it's", "its", "keep", "keeps", "deja", "dejan", "let", "lets", "can", "puedo", "podes"):
			if !t.word("look", "looks", "looking") {
				return toks
			}
		}
	}
	if !gaze {
		return toks
	}
	return toks[:c]
}
