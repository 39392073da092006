package planner

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// oldQuoteSaid: of two quotes, the clause says which are the words there
// now, so that a verb of putting or writing swaps them in: "poné 'km 45'
// en vez de 'km 42'", "write 'Hola' instead of 'Hi'" (newAfterOld put the
// old first), "donde dice 'se apaga' poné 'se apagó'", "where it says
// 'sunrise' write 'sunset'". The whole text became the new words.
func oldQuoteSaid(f *frame) bool {
	if f.verb != "put" && f.verb != "write" && f.verb != "add" && f.verb != "" || len(f.quotes) != 2 {
		return false
	}
	var at []int
	for i, t := range f.c.toks {
		if t.kind == tQuote {
			at = append(at, i)
		}
	}
	if len(at) != 2 {
		return false
	}
	// the tokens count from the start of the whole prompt, not the
	// clause's: "add the heart at 20 and 'Hi' instead of 'Welcome'"
	raw := f.prompt
	if f.c.toks[at[1]].pos > len(raw) {
		return false
	}
	between := " " + strings.Join(strings.Fields(fold(raw[f.c.toks[at[0]].end:f.c.toks[at[1]].pos])), " ") + " "
	for _, w := range insteadJoins {
		if between == w {
			return true
		}
	}
	before := " " + strings.Join(strings.Fields(fold(raw[f.c.toks[0].pos:f.c.toks[at[0]].pos])), " ")
	for _, w := range whereItSays {
		if strings.HasSuffix(before, " "+w) {
			return true
		}
	}
	return false
}

// insteadJoins say the words before them replace the words after them.
var insteadJoins = []string{" instead of ", " rather than ", " in place of ", " en vez de ", " en lugar de ", " y no ", " and not "}

// whereItSays name the words there now before a quote.
var whereItSays = []string{"donde dice", "donde pone", "donde esta escrito", "where it says", "where it reads", "where it said", "where it has"}

// textSays: some text holds the words ("Welcome" of "Welcome to the
// Workshop").
func textSays(r *resolver, words string) bool {
	word := wordPattern(strings.TrimSpace(words))
	for _, t := range all(r.p) {
		if t.el.Text != nil && word.MatchString(t.el.Text.Content) {
			return true
		}
	}
	return false
}

// whereItSaysRead marks the words of "donde dice", "where it says" read:
// they name the words there now.
func whereItSaysRead(f *frame) {
	said := strings.Fields(strings.Join(whereItSays, " "))
	f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return contains(said, w) })
}

// quotedWhole: s is one quote and nothing else ("'Welcome!!'"); its words,
// verbatim.
func quotedWhole(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if m := quotedLead.FindString(s); m != "" && len(m) == len(s) {
		_, open := utf8.DecodeRuneInString(s)
		_, shut := utf8.DecodeLastRuneInString(s)
		if in := strings.TrimSpace(s[open : len(s)-shut]); in != "" {
			return in, true
		}
	}
	return "", false
}
