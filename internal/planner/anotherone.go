package planner

import "slices"

// One more sticker said after a first one, with no verb: "add a star on
// the robot and another one on the plants", "agregá una estrella en el
// robot y otra en las plantas", "poné un check en el podio y uno de
// estrella en las plantas". The second clause was refused ("another one on
// the plants": no verb or edit I know), so the whole request did nothing.
// It is an add of its own, of the same sticker ("another", "otra") or of
// the one it names ("uno de estrella"), at its own time or place.

// anotherStickerClause is the clause after an add of a sticker that adds
// one more: its tokens with the sticker said first; ok is false when the
// clause is no such one.
func anotherStickerClause(prev, toks []token) ([]token, bool) {
	c := contentTokens(prev)
	if len(c) == 0 || !c[0].has(cVerb, "add", "put") || hasVerb(toks) || len(toks) < 2 {
		return nil, false
	}
	k := slices.IndexFunc(c, stickerNamed)
	if k < 0 {
		return nil, false
	}
	said := c[k]
	one := func(t token) bool { return t.kind == tNumber && t.num == 1 || t.word("uno", "una", "one") }
	if !toks[0].word("another", "another one", "otro", "otra") && !toks[0].has(cMod, "another") && !one(toks[0]) {
		return nil, false
	}
	i := 1
	for i < len(toks) && (toks[i].word("one", "mas", "more") || one(toks[i])) {
		i++
	}
	if i+1 < len(toks) && toks[i].word("de", "of") && stickerNamed(toks[i+1]) {
		return toks[i+1:], true // "uno de estrella en las plantas"
	}
	if one(toks[0]) && i == 1 {
		return nil, false // "una en las plantas": one what is not said
	}
	rest := toks[i:]
	if slices.ContainsFunc(rest, stickerNamed) || !slices.ContainsFunc(rest, func(t token) bool { return t.kind != tPunct }) {
		return nil, false
	}
	// the same sticker, said where "another one" was
	said.pos, said.end = toks[0].pos, toks[i-1].end
	return append([]token{said}, rest...), true
}

// isSecondSticker: toks add one more sticker after prev's.
func isSecondSticker(prev, toks []token) bool {
	_, ok := anotherStickerClause(prev, toks)
	return ok
}
