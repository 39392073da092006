package planner

import (
	"strings"
	"unicode"
)

// someoneWords stand for a person made to do something ("make her
// smile", "que sonría").
// Spanish "él" is told from the article "el" by its accent, as typed.
var someoneWords = []string{"her", "him", "them", "me", "us", "everyone", "everybody", "ella", "ellos", "ellas", "todos", "que"}

// doneBySomeone: the sticker's word is said as what a person does, right
// after the person or "que", with no article or number of its own: "make
// her smile", "make Ana laugh", "haz que Ana sonría", "que sonría". A
// sticker is said as a thing ("add a smile", "poné una sonrisa").
func doneBySomeone(f *frame) bool {
	toks := f.c.toks
	for j, t := range toks {
		if t.kind != tWord || !t.has(cSticker) {
			continue
		}
		if j == 0 {
			return false
		}
		prev := toks[j-1]
		if prev.kind != tWord {
			return false
		}
		if prev.word(someoneWords...) || strings.EqualFold(f.prompt[prev.pos:min(prev.end, len(f.prompt))], "él") {
			return true
		}
		// a name no word of the lexicon knows, typed capitalised ("Ana")
		return len(prev.lex) == 0 && prev.pos < len(f.prompt) && unicode.IsUpper(rune(f.prompt[prev.pos]))
	}
	return false
}
