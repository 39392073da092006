package planner

import "slices"

// textWordsMeant reads "the words", "las letras", "the lettering" said
// as what to delete or hide as the photo's text: "get rid of the words",
// "sacale las letras de arriba" asked which layer to delete. Only when
// the photo has one text layer, so the words can be no other.
func textWordsMeant(f *frame, info PhotoState) {
	if f.verb != "delete" && f.verb != "hide" || len(f.targets)+len(f.regions)+len(f.effects)+len(f.quotes) > 0 || f.text != "" {
		return
	}
	texts := 0
	for _, l := range info.Layers {
		if l.Kind == "text" {
			texts++
		}
	}
	if texts != 1 {
		return
	}
	i := slices.IndexFunc(f.c.toks, func(t token) bool {
		return t.word("words", "the words", "letters", "the letters", "letras", "las letras", "palabras", "las palabras",
			"letritas", "las letritas", "writing", "the writing", "lo escrito")
	})
	if i < 0 {
		return
	}
	f.targets = append(f.targets, np{said: f.c.toks[i].text, det: "the", kind: "text", noun: "text", first: i, end: i + 1})
}

// textLevelMoved reads "bajá el texto a la parte de abajo", "raise the
// title to the top": the verbs that lower or raise a setting, said of the
// text with a place to go to, move it there (it was refused as a look on
// a title).
func textLevelMoved(f *frame, info PhotoState) {
	if f.verb != "lower" && f.verb != "raise" || len(f.pos) == 0 || len(f.effects)+len(f.props) > 0 || !hasTextLayer(info) {
		return
	}
	if !slices.ContainsFunc(f.targets, func(n np) bool { return n.kind == "text" }) {
		return
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.word("hasta", "de todo", "del todo", "al fondo", "all the way", "to the very")
	}) {
		return // "bajá el texto hasta abajo": the stack's bottom or the canvas's, asked
	}
	f.verb = "move"
}

// lettersLookKept: "poné las letras claras", "letters darker" say the
// colour of the text, not a brighter or darker photo; the plural forms
// the lexicon reads as looks ("claras", "oscuras") are left unknown there,
// so the request is asked as before they were known.
func lettersLookKept(f *frame) {
	if !f.hasEffect("brighter", "darker") || len(f.regions) > 0 {
		return
	}
	letters := slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.word("letras", "las letras", "letters", "the letters", "letra", "la letra", "lettering", "font", "fuente", "tipografia")
	})
	if !letters {
		return
	}
	for _, t := range f.c.toks {
		if t.word("claras", "claros", "oscuras", "oscuros", "mas claras", "mas claros", "mas oscuras", "mas oscuros") {
			f.unknown = append(f.unknown, t.text)
		}
	}
}
