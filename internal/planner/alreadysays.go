package planner

import "slices"

// alreadySaysVerbs say what a thing of the footage already shows or
// reads, in the third person.
var alreadySaysVerbs = []string{"says", "reads", "shows", "has", "displays", "dice", "muestra", "tiene", "lleva", "pone"}

// alreadySays reads a clause after a removal that says a thing seen in
// the video already says or shows what the removed one did ("hide the
// logo over the drone shot, the sign already says patitas", "sacá el
// logo en la toma de la puerta, el cartel ya dice el nombre", "…, the
// banner shows the name already"): why it goes, not a second edit. The
// subject ("the sign") was resolved against the clips' descriptions and
// hidden as well, taking over the verb before. The clause is a subject
// (a determiner and words that name a thing, or "it"), "already"/"ya"
// before or after one of alreadySaysVerbs, then what it says: no number,
// time, place, look, size, sticker or verb a second edit could use.
func alreadySays(toks, edit []token, names func(token) bool) bool {
	if !slices.ContainsFunc(edit, func(t token) bool { return t.has(cVerb, "delete", "hide", "mute", "cut") }) {
		return false
	}
	w := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	for len(w) > 0 && w[0].word(remarkOpeners...) && !w[0].word("ya") {
		w = w[1:]
	}
	verb := slices.IndexFunc(w, func(t token) bool { return t.word(alreadySaysVerbs...) })
	if verb < 1 || verb+1 >= len(w) {
		return false
	}
	subject := w[:verb]
	already := false
	if last := len(subject) - 1; subject[last].word("already", "ya") {
		already, subject = true, subject[:last]
	}
	if len(subject) == 0 || !subject[0].word(subjectDeterminers...) && !(len(subject) == 1 && subject[0].word("it", "eso", "esto")) {
		return false
	}
	for _, t := range subject[1:] {
		if t.kind != tWord || t.has(cVerb) || t.has(cPos) || t.has(cEffect) || t.has(cColor) || t.has(cProp) || t.has(cSpan) ||
			t.has(cTextIntro) || t.has(cConn) || sizeWord(t) || stickerNamed(t) || t.has(cPrep) && !t.word("of", "de", "del", "on", "en") {
			return false
		}
	}
	said := w[verb+1:]
	if n := len(said); n > 0 && said[n-1].word("already", "ya") {
		already, said = true, said[:n-1]
	}
	if !already || len(said) == 0 {
		return false
	}
	return !slices.ContainsFunc(said, func(t token) bool {
		return t.kind != tWord && t.kind != tQuote || t.has(cPos) || t.has(cEffect) || t.has(cColor) || t.has(cSpan) || t.has(cVerb) ||
			sizeWord(t) || stickerNamed(t) || t.has(cPrep, "until", "from", "after", "before", "during", "between", "since")
	})
}
