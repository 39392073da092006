package planner

// A value said after a look, in a phrase of its own: "make the logo
// see-through, like 40% opacity", "dejá el logo casi transparente, como
// 10%". The value belongs to the look before it.

// hedgeWords lead a value given as an example or a rough figure.
// ("for around 12 seconds", ", like brightness 40", "como 10%").
var hedgeWords = []string{"like", "say", "about", "around", "roughly", "approximately", "approx", "maybe", "some", "something like",
	"como", "tipo", "unos", "unas", "aprox", "aproximadamente", "mas o menos", "algo asi como", "onda", "digamos", "alrededor de",
	"cerca de"}

// hedgedValue: the fragment is a hedge word, one percent and at most a
// property word ("like 40% opacity", "como 10%", "tipo 30% de opacidad",
// "tipo al 50%"), or a hedge and "half" ("like half transparent", "como
// a la mitad").
func hedgedValue(toks []token) bool {
	toks = hedgeValueToks(toks)
	if len(toks) < 2 || !toks[0].word(hedgeWords...) || toks[1].kind != tPercent && !halfWord(toks[1]) {
		return false
	}
	for _, t := range toks[2:] {
		if !t.has(cProp) && !t.word("de", "of") {
			return false
		}
	}
	return true
}

// hedgeValueToks are the fragment's content with a "to"/"al" before the
// value dropped ("tipo al 50%", "like to 50%").
func hedgeValueToks(toks []token) []token {
	toks = contentTokens(toks)
	if len(toks) > 2 && toks[1].kind == tWord && toks[1].word("al", "a", "a la", "to", "at") {
		toks = append(toks[:1:1], toks[2:]...)
	}
	return toks
}

// halfWord: "half", "mitad", "medio".
func halfWord(t token) bool {
	return t.kind == tWord && t.word("half", "mitad", "la mitad", "medio", "media")
}

// seeThroughValueOK: a hedged value joins a see-through look before it.
// Said with its property ("like 40% opacity") it is that property's. Bare
// ("como 10%") it joins only "nearly transparent", where one reading
// keeps the element nearly gone, or where it is half way ("like 50%",
// "like half transparent"), where the opacity and the transparency
// readings agree; after any other look it could be the opacity or the
// transparency, and the fragment is read as before (a faded colour is
// not see-through: "faded, say 25% opacity" stays apart).
func seeThroughValueOK(prev, frag []token) bool {
	if !saysSeeThrough(prev) {
		return false
	}
	return propertyNamed(frag) || saysNearlyGone(prev) || halfWay(frag)
}

// halfWay: the hedged value is 50% or "half".
func halfWay(frag []token) bool {
	toks := hedgeValueToks(frag)
	return len(toks) > 1 && (toks[1].kind == tPercent && toks[1].num == 50 || halfWord(toks[1]))
}

// seeThroughValue is the clause before with the value joined: bare after
// "nearly transparent", the opacity at most half (10% is the opacity, 90%
// the transparency); "half" is 50% opacity.
func seeThroughValue(prev, frag []token) []token {
	rest := hedgeValueToks(frag)[1:]
	if halfWord(rest[0]) {
		h := rest[0]
		rest = []token{{kind: tPercent, text: "50%", num: 50, pos: h.pos, end: h.end},
			{kind: tWord, text: "opacity", pos: h.pos, end: h.end, lex: []lexeme{{cat: cProp, val: "opacity"}}}}
	} else if !propertyNamed(frag) {
		pct := rest[0]
		pct.num = min(pct.num, 100-pct.num)
		rest = []token{pct, {kind: tWord, text: "opacity", pos: pct.pos, end: pct.end, lex: []lexeme{{cat: cProp, val: "opacity"}}}}
	}
	return append(append([]token{}, prev...), rest...)
}

// propertyNamed: the fragment says which property its value is.
func propertyNamed(toks []token) bool {
	for _, t := range toks {
		if t.has(cProp) {
			return true
		}
	}
	return false
}

// saysNearlyGone: the tokens say an element should be barely seen
// ("casi transparente", "almost invisible").
func saysNearlyGone(toks []token) bool {
	for i, t := range toks {
		if nearlyInvisible[t.text] || i+1 < len(toks) && nearlyInvisible[t.text+" "+toks[i+1].text] {
			return true
		}
	}
	return false
}

// saysSeeThrough: the tokens say how see-through a thing is.
func saysSeeThrough(toks []token) bool {
	for _, t := range toks {
		if t.has(cProp, "transparent", "opacity", "invisible") {
			return true
		}
	}
	return false
}
