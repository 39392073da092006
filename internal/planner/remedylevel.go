package planner

// A bare "lower it" or "raise it" after a complaint that already says the
// edit: "la música está re fuerte, bajale un poco", "los colores están
// muy fuertes, bajalos", "it's too dark, raise it a bit". The command
// asks for the complaint's remedy, the way the complaint mends. It was
// planned as a second edit of its own: "bajale" with no object lowered
// every clip after the music (silent), "bajalos" was refused ("say what to
// lower"). A command the other way ("está muy oscura, bajale") says
// something else and is left as it was.

// lowerRemedies are the remedies that take something down; raiseRemedies
// those that take it up.
var (
	lowerRemedies = []string{"quieter", "smaller", "shorter", "darker", "desaturate", "cool", "flat", "soft", "slower"}
	raiseRemedies = []string{"louder", "bigger", "longer", "brighter", "saturate", "warm", "contrast", "sharpen", "faster"}
)

// levelWayOnly: the clause only says to take "it" down or up ("bajale un
// poco", "lower them", "subilo", "bring them down"), with no object,
// amount or time of its own; way is "lower" or "raise". A pronoun with a
// degree ("subila un poco", "turn it down a bit") is left to the pronoun's
// own reading: it says how far.
func levelWayOnly(toks []token) (way string, ok bool) {
	c := contentTokens(toks)
	if len(c) == 0 || len(c) > 4 {
		return "", false
	}
	switch {
	case c[0].has(cVerb, "lower"):
		way = "lower"
	case c[0].has(cVerb, "raise"):
		way = "raise"
	case c[0].word("turn", "bring", "tone", "take"):
		// the way is the particle after: "bring them down"
	default:
		return "", false
	}
	pron, degree := c[0].has(cPron), false
	for _, t := range c[1:] {
		switch {
		case t.word("down") && (way == "" || way == "lower"):
			way = "lower"
		case t.word("up") && (way == "" || way == "raise"):
			way = "raise"
		case t.has(cPron, "it") || t.word("them", "it", "lo", "la", "los", "las", "le", "les"):
			pron = true
		case t.word("a bit", "a little", "un poco", "un poquito", "un toque", "un cachito", "algo", "some", "slightly", "a touch", "mas", "more") || t.has(cMod, "bit"):
			degree = true
		default:
			return "", false // an object, an amount, a time: its own edit
		}
	}
	if pron && degree {
		// "subila un poco": the thing "la" stands for, by the amount said,
		// is an edit of its own (the complaint's remedy took it to 100%)
		return "", false
	}
	return way, way != ""
}

// complaintWay is the way the clause's complaint mends ("está re fuerte":
// lower, "too dark": raise); "" when it says no complaint or two ways.
func complaintWay(toks []token) string {
	way := ""
	for i, t := range toks {
		remedy := ""
		switch {
		case (t.has(cMod) || t.has(cEffect)) && complaintPhrase(t.text):
			if l, ok := t.get(cMod); ok {
				remedy = l.val
			} else if l, ok := t.get(cEffect); ok {
				remedy = l.val
			}
		case t.has(cEffect) && complaintAt(toks, i):
			remedy = remedyOf(t) // "muy saturada": desaturate
		default:
			continue
		}
		w := ""
		switch {
		case contains(lowerRemedies, remedy):
			w = "lower"
		case contains(raiseRemedies, remedy):
			w = "raise"
		default:
			return ""
		}
		if way != "" && way != w {
			return ""
		}
		way = w
	}
	return way
}

// levelAsksRemedy: toks only take "it" the way the complaint in the clause
// before mends.
func levelAsksRemedy(toks []token, before []clause) bool {
	if len(before) == 0 {
		return false
	}
	way, ok := levelWayOnly(toks)
	return ok && way == complaintWay(before[len(before)-1].toks)
}
