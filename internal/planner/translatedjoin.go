package planner

import "strings"

// translatedJoin reads two words said side by side in the other language
// of a file named by two words joined into one: "la canción del primer
// baile" is firstdance.mp3 ("first" and "dance" said in Spanish), "el
// cielo azul" a bluesky.mp4. joinedNames (lexer.go) joins the two words
// when they are said as the name has them ("the first dance song"); said
// in Spanish the request was refused ("would leave out baile", in three
// sets). The words are read through their translations, the glossary and
// the vocabulary (sameNames), and an ordinal through its word in either
// language, in both orders (a Spanish noun comes before its adjective).
// It demands the evidence: neither word names anything of the project
// alone, the joined word is a word of a file's own name (not of a
// description), and only one such word is made.
func translatedJoin(toks []token, ix nameIndex) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) {
			if w, ok := joinedInTranslation(toks[i], toks[i+1], ix); ok {
				if out == nil {
					out = append(make([]token, 0, len(toks)), toks[:i]...)
				}
				out = append(out, token{kind: tWord, text: w, pos: toks[i].pos, end: toks[i+1].end})
				i++
				continue
			}
		}
		if out != nil {
			out = append(out, toks[i])
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// joinedInTranslation: the one own name word that a and b make, joined
// in either order, through their other words (at least one of them
// translated: the words as said are joinedNames' work).
func joinedInTranslation(a, b token, ix nameIndex) (string, bool) {
	if a.kind != tWord || b.kind != tWord || strings.Contains(a.text, " ") || strings.Contains(b.text, " ") {
		return "", false
	}
	if ix.hasOwn(a) || ix.hasOwn(b) || len(b.text) < 3 {
		return "", false
	}
	found := ""
	for _, x := range joinForms(a) {
		for _, y := range joinForms(b) {
			if x == a.text && y == b.text {
				continue
			}
			for _, w := range [2]string{x + y, y + x} {
				if !ix[w] || ix[describedMark+w] {
					continue
				}
				switch {
				case found == "" || len(w) < len(found) && pluralOf(found, w):
					found = w
				case found != w && !pluralOf(w, found):
					return "", false // two names made: not this reader's to choose
				}
			}
		}
	}
	return found, found != ""
}

// joinForms: the words that name what t names, and an ordinal's words in
// both languages ("primer" is "first").
func joinForms(t token) []string {
	out := sameNames(t.text)
	for _, l := range t.lex {
		if l.cat == cOrd {
			for _, o := range ordinalJoinWords[l.num] {
				if !contains(out, o) {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// ordinalJoinWords: the ordinals a file's name is made with, by place.
var ordinalJoinWords = map[float64][]string{
	1: {"first", "primer", "primera", "primero"}, 2: {"second", "segunda", "segundo"},
	3: {"third", "tercera", "tercer", "tercero"}, -1: {"last", "final", "ultima", "ultimo"},
}

// pluralOf: w is p said in the plural ("firstdances" of "firstdance"): the
// index holds a name's plural too.
func pluralOf(w, p string) bool {
	return w == p+"s" || w == p+"es"
}
