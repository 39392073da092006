package planner

import "slices"

// groupThenList: "hide both overlays for now, the logo and the before
// pic", "ocultá la pista de los overlays, la del mapa y la gopro", "mute
// the two clips, the intro and the outro": a plural said of a kind, then
// after a comma the list of the ones it means. The list names them; the
// plural only says what they are. Read as two things, "both overlays" was
// refused ("say what to hide") and "la pista de los overlays" asked which
// of three tracks. The plural (and a track or layer said of it) is
// dropped, and the list becomes what the verb acts on, only when the list
// is sure to restate it: the plural was counted ("both", "the two", "los
// dos") as many as the list holds, or the list's first item is an
// ellipsis of it ("la del mapa", "el de la intro"). A list that
// adds more things ("delete the texts, the logo and the sticker") is left
// as it was.

// listSeparators join the items of a list.
var listSeparators = []string{"and", "y", "e"}

// groupThenList drops a counted plural (or one that the list's first item
// elides) said just before a comma and a list of its members.
func groupThenList(toks []token) []token {
	for c := 1; c < len(toks); c++ {
		if toks[c].kind != tPunct || toks[c].text != "," {
			continue
		}
		items, ok := listAfter(toks, c)
		if !ok {
			continue
		}
		g := c - 1
		for g > 0 && toks[g].kind == tWord && isFiller(toks[g]) && !toks[g].has(cKind) {
			g-- // "both overlays for now, …"
		}
		start, count, ok := groupStart(toks, g)
		if !ok || start < 1 || !slices.ContainsFunc(toks[:start], func(t token) bool { return t.kind == tWord }) {
			continue // the plural must be what a verb before it acts on
		}
		if !(count > 0 && count == items || elidedItem(toks[c+1:])) {
			continue
		}
		out := slices.Clone(toks[:start])
		out = append(out, toks[g+1:c]...)
		return append(out, toks[c+1:]...)
	}
	return toks
}

// listAfter counts the items of a list that runs from after the comma at
// c to the end of the sentence: two or more, joined by commas and a last
// "and"/"y", none with a verb, a number or a time of its own.
func listAfter(toks []token, c int) (int, bool) {
	items, size, joined := 0, 0, false
	for k := c + 1; k < len(toks); k++ {
		t := toks[k]
		switch {
		case t.kind == tPunct && t.text != ",":
			if k+1 < len(toks) {
				return 0, false // the list must end the request
			}
		case t.kind == tPunct || t.word(listSeparators...):
			if size == 0 {
				return 0, false
			}
			items, size = items+1, 0
			joined = joined || t.kind == tWord
		case t.kind != tWord || t.has(cVerb) || t.has(cConn, "then") || t.has(cTextIntro):
			return 0, false
		default:
			size++
		}
	}
	if size == 0 || !joined {
		return 0, false
	}
	return items + 1, items+1 >= 2
}

// groupStart finds where the plural ending at g starts ("both overlays",
// "the two clips", "los overlays", "la pista de los overlays") and how
// many it counts (0: not counted).
func groupStart(toks []token, g int) (int, int, bool) {
	if g < 1 || toks[g].kind != tWord || !slices.ContainsFunc(toks[g].lex, func(l lexeme) bool { return l.cat == cKind && l.plural }) {
		return 0, 0, false
	}
	start, count := g, 0
	switch p := toks[g-1]; {
	case p.word("both", "ambos", "ambas"):
		start, count = g-1, 2
	case p.kind == tNumber && p.num >= 2 && p.num <= 4 && p.num == float64(int(p.num)) && g >= 2 && toks[g-2].word("the", "los", "las"):
		start, count = g-2, int(p.num)
	case p.word("the", "los", "las"):
		start = g - 1
	default:
		return 0, 0, false
	}
	// "la pista de los overlays", "the track of the overlays": the track
	// that holds them, said of them
	if start >= 3 && toks[start-1].word("de", "of") && toks[start-2].has(cKind, "track", "layer") && toks[start-3].word("the", "la", "el") {
		start -= 3
	}
	return start, count, true
}

// elidedItem: the list's first item leaves out the noun it shares with
// the plural before it ("la del mapa", "el de la intro").
func elidedItem(list []token) bool {
	return len(list) >= 3 && list[0].word("la", "el", "las", "los") && list[1].word("del", "de", "con")
}
