package planner

import "strings"

// onlyKeptWords open new words that keep part of the old ones: "que diga solo
// PUPPY 101", "should only say SEED TO SALAD".
var onlyKeptWords = []string{"solo", "solamente", "unicamente", "nomas", "only", "just"}

// onlyPartKept: the new words are "solo X" / "only X" where X is part of
// the text's words now: X alone is the text ("el título del principio que
// diga solo PUPPY 101" on "PUPPY 101 · 3 comandos básicos"; the text had
// become "solo PUPPY 101"). A text whose new words begin with "Solo" and
// are not part of the old ones ("que diga Solo hoy 2x1") keeps them all.
func onlyPartKept(f *frame, newText string, ts []target) (string, bool) {
	if len(f.quotes) > 0 || len(ts) != 1 || ts[0].el.Text == nil {
		return "", false
	}
	first, rest, ok := strings.Cut(strings.TrimSpace(newText), " ")
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || !contains(onlyKeptWords, fold(first)) {
		return "", false
	}
	if !strings.Contains(fold(ts[0].el.Text.Content), fold(rest)) {
		return "", false
	}
	return rest, true
}
