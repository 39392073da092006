package planner

import (
	"fmt"
	"regexp"
	"strings"
)

// A word of command the lexicon does not know, said after a text that is
// there: "el texto de los horarios fletalo", "the schedule text yeet it".
// With no verb read, the word after the text's noun was taken as the
// words of a new text, and a text "fletalo" was added: an order never
// becomes a text's words. It is asked.

// imperativeClitic: a Spanish imperative with its object glued on
// ("fletalo", "rajame", "bajámelas"): a vowel, then the pronoun.
var imperativeClitic = regexp.MustCompile(`^\p{L}{2,}[aei](?:lo|la|los|las|le|les|me|melo|mela|melos|melas)$`)

// commandTrail: the words after the text's noun, when they are an order
// the lexicon does not know rather than a text's words; "" otherwise.
func commandTrail(f *frame) string {
	if len(f.quotes) > 0 || f.text != "" {
		return ""
	}
	for _, n := range f.targets {
		if n.kind != "text" || n.trail == "" || n.det != "the" {
			continue
		}
		w := strings.Fields(fold(n.trail))
		switch {
		case len(w) == 1 && imperativeClitic.MatchString(w[0]) && !known(w[0]):
			return n.trail
		case len(w) == 2 && !known(w[0]) && contains([]string{"it", "them", "that", "this"}, w[1]):
			return n.trail
		}
	}
	return ""
}

// commandTrailAsked is the question for such a word.
func commandTrailAsked(said string) error {
	return &question{fmt.Sprintf("What should happen to that text? I do not know %q as an edit: say e.g. \"borralo\", \"delete it\" or \"change it to 'new words'\".", said)}
}
