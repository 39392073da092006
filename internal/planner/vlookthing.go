package planner

// lookNamedAt: a look said as a thing, with its article ("el tinte
// naranja está muy fuerte, bajalo a 10", "the black and white at the
// start is too much, remove it", "that orange wash looks weird, make it
// grayscale"): the effect of that look is what the command after it
// refers to ("lo" was the sound of the whole video). A look with no
// article ("it looks too dark", "quedó oscuro") is how a thing looks,
// not a thing, nor one said with "a" ("starts with a blurry bit"); a
// colour right after it ("el tinte naranja") is part of
// its name.
func lookNamedAt(toks []token, k int) bool {
	t := toks[k]
	if t.kind != tWord {
		return false
	}
	if t.has(cColor) && k > 0 && lookNamedAt(toks, k-1) {
		return true
	}
	return (t.has(cEffect) || t.has(cKind, "effect")) && k > 0 && toks[k-1].word(definiteWords...) && !estaAfterThing(toks, k-1)
}

// estaAfterThing: "esta"/"este" right after a thing is the verb "está"/
// "esté" with its accent folded away ("el título está borroso, borralo":
// how the title looks, so "lo" is the title; it was read as a look named,
// two things, and refused).
func estaAfterThing(toks []token, k int) bool {
	return toks[k].word("esta", "este", "estan", "estas", "estos") && k > 0 && (toks[k-1].has(cKind) || toks[k-1].has(cSticker))
}

// definiteWords point at one thing already there: a look said with "a"
// ("starts with a blurry bit") is how a thing is, not the effect.
var definiteWords = []string{"the", "el", "la", "los", "las", "this", "that", "these", "those",
	"este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "aquel", "aquella"}

// ofWordAt: "de"/"of" joins two words of one thing ("el título de
// bienvenida"); "del" only after a look said as a thing ("el filtro
// naranja del living": the filter over the living clip), which names
// where that look is.
func ofWordAt(toks []token, k int) bool {
	return toks[k].word("de", "of") || toks[k].word("del") && k > 0 && lookNamedAt(toks, k-1)
}
