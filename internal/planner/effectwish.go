package planner

import "strings"

// effectWishOpen: the fragment before "also"/"también" names a look and
// opens a wish for it that the verb after "also" finishes: "que el
// tinte azul también abarque el plank", "el filtro vintage quiero que
// también abarque la foto del cole", "the blue tint should also cover
// the plank". They are one clause (the look was cut off from its verb:
// "no verb or edit I know").
func effectWishOpen(toks []token) bool {
	if len(toks) < 2 {
		return false
	}
	last := toks[len(toks)-1]
	opens := toks[0].word("que") || last.kind == tWord && (last.text == "que" || strings.HasSuffix(last.text, " que")) || endsInModal(toks)
	if !opens {
		return false
	}
	for _, t := range toks {
		if t.kind == tWord && t.has(cEffect) {
			return true
		}
	}
	return false
}

// coverWord: the word is "cover" or "cubrir", or "abarcar" ("que el
// filtro también abarque la foto": the effect's stretch reaching it), in
// any form.
func coverWord(w string) bool {
	for _, p := range []string{"cover", "cubr", "abarc", "abarqu"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// reachedNotHidden: "abarcar" is read as "cover" only for an effect's
// stretch; said of anything else it hides nothing (a text "que abarque
// toda la pantalla" is a size), so it is refused, not hidden.
func reachedNotHidden(f *frame) bool {
	said := fold(f.verbSaid)
	return strings.HasPrefix(said, "abarc") || strings.HasPrefix(said, "abarqu")
}
