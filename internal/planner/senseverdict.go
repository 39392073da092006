package planner

import "slices"

// senseVerdict: a clause that only judges the edit before it as sensible
// ("…, it makes more sense", "…, makes sense", "…, so it makes sense",
// "…, así tiene más sentido", "…, tendría más sentido"): why, not an edit
// (it was refused: "basic mode does not know the word sense", or merged
// into the command and "sentido" left out). Nothing but an opener of a
// reason, a pronoun, the verb, a degree and the noun may be said: "make
// the title make sense" or "…, it makes sense to cut the end" say more.
func senseVerdict(toks []token) bool {
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	verbs := []string{"makes", "make", "made", "has", "tiene", "tendria", "tenga", "tendra", "cobra"}
	i := 0
	for i < len(c) && !c[i].word(verbs...) && (isFiller(c[i]) || c[i].has(cConn)) || i < len(c) && c[i].word(append([]string{"it", "that", "this", "eso", "esto", "ya", "now", "ahora", "asi", "then", "just", "also", "tambien", "would", "it'd", "itd",
		"really", "realmente", "probably", "probablemente", "way"}, reasonOpeners...)...) {
		i++
	}
	if i >= len(c) || !c[i].word(verbs...) {
		return false
	}
	i++
	for i < len(c) && c[i].word("more", "much more", "a lot more", "way more", "mas", "mucho mas", "much", "mucho", "a lot", "way", "lot", "a", "lots", "total", "perfect", "complete") {
		i++
	}
	if i >= len(c) || !c[i].word("sense", "sentido") {
		return false
	}
	i++
	for i < len(c) && (isFiller(c[i]) || c[i].has(cConn)) || i < len(c) && c[i].word("now", "ahora", "asi", "that way", "imo", "lol", "too", "tambien", "to me", "para mi", "i think", "creo") {
		i++
	}
	return i == len(c)
}
