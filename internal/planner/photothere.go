package planner

import (
	"slices"
	"strings"
)

// thereWords say "there" of the place a complaint is about ("too dark
// down there", "muy oscuro ahí abajo"): the part the clause before named.
var thereWords = [][2]string{{"down", "there"}, {"up", "there"}, {"over", "there"}, {"in", "there"}, {"ahi", "abajo"},
	{"ahi", "arriba"}, {"alla", "abajo"}, {"alla", "arriba"}}

// thereSaid drops "down there", "ahí abajo" after a complaint ("lighten
// the ground a bit, too dark down there"): the place is the part edited
// before, and the complaint the reason for it. "down" was read as the
// way the look goes (the whole photo was darkened after the ground was
// brightened: silent).
func thereSaid(toks []token) []token {
	for k := 1; k+1 < len(toks); k++ {
		if !slices.ContainsFunc(thereWords, func(p [2]string) bool { return toks[k].word(p[0]) && toks[k+1].word(p[1]) }) {
			continue
		}
		if k+2 < len(toks) && toks[k+2].kind == tWord {
			continue // more said after it
		}
		if !complaintBefore(toks, k) {
			continue
		}
		if !partBeforeThere(toks, k, toks[k+1].word("arriba") || toks[k].word("up")) {
			// no part edited before lies there: the words stay, meaning
			// nothing basic mode knows, so the request is refused naming
			// them ("down" was read as the way the look goes)
			toks = slices.Clone(toks)
			toks[k] = token{kind: tWord, text: toks[k].text + " " + toks[k+1].text, pos: toks[k].pos, end: toks[k+1].end}
			toks = slices.Delete(toks, k+1, k+2)
			continue
		}
		toks = slices.Delete(slices.Clone(toks), k, k+2)
	}
	return toks
}

// complaintBefore: the words of the clause before k say a look is too
// much or too little ("too dark", "se ve muy oscuro").
func complaintBefore(toks []token, k int) bool {
	for i := k - 1; i >= 0 && !isComma(toks[i]); i-- {
		t := toks[i]
		if !t.has(cEffect) {
			continue
		}
		for _, p := range []string{"too ", "way too ", "demasiado ", "muy ", "se ve ", "esta ", "looks "} {
			if strings.HasPrefix(t.text, p) {
				return true
			}
		}
		// the degree or the copula a word apart ("muy oscuro ahí abajo",
		// "re oscuro ahí abajo", "is so dark down there"): the grass was
		// brightened and the bottom darkened (silent)
		if i > 0 && toks[i-1].word(complaintLeads...) {
			return true
		}
	}
	return false
}

// partBeforeThere: a part of the photo is named before k, one that lies
// the way "there" says: up there the sky or the top, down there anything
// else named below (the ground, the grass, the bottom). With none, "down
// there" is no part edited before ("lighten it, too dark down there"
// brightened the whole photo; "brighten the top, too dark down there"
// only the top): it is refused, naming the words.
func partBeforeThere(toks []token, k int, up bool) bool {
	for i := 0; i < k; i++ {
		t := toks[i]
		if !t.has(cRegion) && !t.has(cPos, "top", "bottom") && !t.word("ground", "floor", "suelo", "piso", "grass", "pasto", "cesped",
			"césped", "water", "agua", "sea", "mar", "sand", "arena", "road", "street", "calle", "field", "campo", "lawn", "path", "camino") {
			continue
		}
		high := t.has(cRegion, "sky") || t.has(cPos, "top") || t.word("sky", "cielo", "top", "arriba")
		if high == up {
			return true
		}
	}
	return false
}

// complaintLeads, just before a look, make it a complaint.
var complaintLeads = []string{"too", "way too", "so", "very", "really", "super", "muy", "demasiado", "tan", "re", "bien", "bastante",
	"is", "its", "it's", "looks", "esta", "está", "se ve", "quedo", "quedó"}

// faultRestated: the words after the edit only say, with a degree ("muy
// oscuro", "so dark", "re oscuro"), the fault its look mends ("aclará el
// pasto, muy oscuro ahí abajo", "brighten the grass, so dark down
// there"): the reason, no second edit (the whole photo was darkened
// after the grass was brightened: silent). c are the content words of
// tail.
func faultRestated(c, tail []token, looks []string) bool {
	if len(looks) == 0 || !slices.ContainsFunc(tail, func(t token) bool { return t.word(complaintLeads...) }) {
		return false
	}
	fault := false
	for _, t := range c {
		l, ok := t.get(cEffect)
		switch {
		case ok && contains(looks, oppositeLook(l.val)):
			fault = true
		case ok || t.kind != tWord:
			return false
		case !t.word(complaintLeads...) && !t.word("quite", "a bit", "kinda", "medio", "un poco", "algo", "que", "so", "there", "ahi", "alla"):
			return false
		}
	}
	return fault
}
