package planner

import "slices"

// A thing said with the one it goes with: "delete the slam clip and the
// OUCH text that goes with it", "borrá la foto del gato y el corazón que
// va con ella", "y el corazón que la acompaña". The relative only says
// why the thing is named; the thing is named already. It was read as a
// thing of its own ("there is no that goes on the timeline").

// withItDropped makes such a relative fillers: "that"/"which"/"que", a
// verb of going with, "with"/"to"/"con" and a pronoun (or "lo/la" and
// "acompaña"), right after a word and ending its part ("que va con el
// clip" keeps its words).
func withItDropped(toks []token) []token {
	out := toks
	for i := 1; i < len(toks); i++ {
		if toks[i-1].kind != tWord || !toks[i].word("that", "which", "que") {
			continue
		}
		end := 0
		switch j := i + 1; {
		case j+1 < len(toks) && toks[j].word("lo", "la", "los", "las") && toks[j+1].word("acompana", "acompanan", "acompaña", "acompañan") && partEnd(toks, j+2):
			end = j + 2
		case j+2 < len(toks) && toks[j].word("goes", "go", "belongs", "belong", "comes", "come", "va", "van", "viene", "vienen") &&
			toks[j+1].word("with", "to", "con") && toks[j+2].word("it", "that", "this", "them", "eso", "ese", "esa", "el", "ella", "ellos") &&
			partEnd(toks, j+3):
			end = j + 3
		}
		if end == 0 {
			continue
		}
		if len(out) > 0 && &out[0] == &toks[0] {
			out = slices.Clone(toks)
		}
		for k := i; k < end; k++ {
			out[k].lex = []lexeme{{cat: cFiller}}
		}
	}
	return out
}
