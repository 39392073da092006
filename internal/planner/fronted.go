package planner

// frontedThing: the words of the clause before i name a thing and say
// nothing else, an article first and no verb, property or value among
// them ("el cartel del gato pasalo al 52", "el texto de paso 3 pasalo al
// 40"): the object said before its verb, which a clitic on the verb
// takes up. "El brillo pasalo al 50" names a property, not a thing.
func frontedThing(toks []token, i int) bool {
	start := i
	for start > 0 && toks[start-1].kind != tPunct && !toks[start-1].has(cConn) {
		start--
	}
	head := toks[start:i]
	if len(head) < 2 || !head[0].word("el", "la", "los", "las", "ese", "esa", "este", "esta") {
		return false
	}
	for k, t := range head {
		// a verb's form after "de" is a noun of the name ("el texto de paso 3")
		verb := t.has(cVerb) && !(k > 0 && head[k-1].word("de", "del"))
		if t.kind == tPercent || t.kind == tTime || t.kind == tWord && (verb || t.has(cProp) || t.has(cEffect)) {
			return false
		}
	}
	return true
}

// toMoment: the words after the verb are "al"/"a los" and a number, and
// nothing else: a second of the video ("pasalo al 52").
func toMoment(toks []token) bool {
	if len(toks) < 2 || !toks[0].word("al", "a los", "a", "hasta el") {
		return false
	}
	if toks[1].word("segundo", "seg") && len(toks) > 2 {
		toks = toks[1:]
	}
	if toks[1].kind != tNumber && toks[1].kind != tTime {
		return false
	}
	return len(toks) == 2 || toks[2].kind == tPunct
}
