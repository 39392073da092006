package planner

import "slices"

// A sound changed over a stretch, then said to stay as it was around it:
// "durante el saludo bajá la música al 20 por ciento, después que siga
// igual", "lower the music under the whole voiceover and let it come back
// up after", "mute the music during the intro, keep it as is after that".
// A change over a stretch leaves the rest as it is, so the clause restates
// it: a remark, not a second edit (it was refused for "igual", or read as
// a volume change of its own with no amount: "would leave out come,
// after"). Only words of staying, of the same state, of before/after and
// the thing the edit named are allowed; anything else (a value, another
// thing, a verb of an edit) leaves the clause to be read as before.

// restStayVerbs say the thing stays or comes back; restStateWords say how
// (as it is, the same, back up) or when (after, before that, the rest).
var restStayVerbs = []string{"keep", "leave", "let", "stay", "stays", "remain", "remains", "come", "comes", "return", "returns", "go", "goes",
	"siga", "sigue", "seguir", "quede", "queda", "quedar", "deja", "dejala", "dejalo", "dejar", "vuelva", "vuelve", "volver"}
var restStateWords = []string{"igual", "as is", "as it is", "as it was", "same", "the same", "normal", "back", "back up", "como esta",
	"como estaba", "como", "estaba", "was", "asi", "after", "afterwards", "after that", "before", "before that", "despues", "antes", "luego", "then", "rest",
	"the rest", "resto", "el resto", "de ahi en mas"}
var restGlueWords = []string{"it", "la", "lo", "que", "se", "up", "and", "y", "that", "eso", "to", "a"}

// outsideStays: toks says the thing changed in edit stays as it is outside
// the stretch edit changed it over.
func outsideStays(toks, edit []token, names func(token) bool) bool {
	if !soundOverStretch(edit) {
		return false
	}
	verb, state := false, false
	for _, t := range toks {
		switch {
		case t.kind != tWord:
			if t.kind != tPunct {
				return false
			}
		case t.word(restStayVerbs...):
			verb = true
		case t.word(restStateWords...):
			state = true
		case t.word(restGlueWords...) || t.has(cDet) || t.has(cFiller):
		case names(t) && slices.ContainsFunc(edit, func(e token) bool { return e.text == t.text }):
			// the thing the edit named, named again
		default:
			return false
		}
	}
	return verb && state
}

// soundOverStretch: toks changes a sound ("lower", "mute", "bajá", "music
// down to 10%") over a stretch said with "during", "while", "under".
func soundOverStretch(toks []token) bool {
	sound := slices.ContainsFunc(toks, func(t token) bool {
		return t.has(cVerb, "lower", "raise", "mute", "unmute") || t.has(cProp, "volume")
	})
	stretch := slices.ContainsFunc(toks, func(t token) bool {
		ok, point := eventWord(t)
		return t.has(cPrep, "during", "under") || ok && !point
	})
	return sound && stretch
}
