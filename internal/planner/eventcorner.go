package planner

import "strings"

// cornerBeforeEvent: "in the top right while the clip plays", "bottom
// right when the solo starts": the lexicon's phrases "right while",
// "right when", "right as" and "right where" (a sharp moment) took the
// "right" of a corner, and the thing went to the top or bottom middle.
// After "top", "bottom", "upper" or "lower" the "right" is the corner's,
// and the moment is a plain "while"/"when"/"as"/"where".
func cornerBeforeEvent(toks []token) []token {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		before := strings.Fields(toks[i-1].text)
		if t.kind != tWord || toks[i-1].kind != tWord || len(before) == 0 || !contains([]string{"top", "bottom", "upper", "lower"}, before[len(before)-1]) {
			continue
		}
		var moment string
		switch t.text {
		case "right while":
			moment = "while"
		case "right when":
			moment = "when"
		case "right as":
			moment = "as"
		case "right where":
			moment = "where"
		default:
			continue
		}
		cut := t.pos + len("right")
		if corner, ok := theLexicon().phrases[toks[i-1].text+" right"]; ok {
			toks[i-1] = token{kind: tWord, text: toks[i-1].text + " right", pos: toks[i-1].pos, end: cut, lex: corner}
			toks[i] = token{kind: tWord, text: moment, pos: cut + 1, end: t.end}
			continue
		}
		// the corner is read from its two words ("top", "right")
		right := token{kind: tWord, text: "right", pos: t.pos, end: cut}
		toks[i] = token{kind: tWord, text: moment, pos: cut + 1, end: t.end}
		toks = append(toks[:i], append([]token{right}, toks[i:]...)...)
		i++
	}
	return toks
}
