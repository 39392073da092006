package planner

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// verbatimTextQuoted: a text of the project typed whole, unquoted, as the
// name of what to change ("bajá el ANTES / DESPUÉS al centro", "move the
// Lavado + masaje text up"): its marks ("/", "+", "·") cut the noun phrase,
// so "el ANTES" was read alone and took the picture ANTES-clienta.jpg
// (moved to the centre: silent). Quoted, the same request worked, so the
// words are quoted as typed.
//
// Only a text of two words or more that holds a joining mark: plain
// words ("best tacos") may be the sentence's own. Words already in quotes
// stay. A text typed in its own capitals ("DE LARGO A BOB") was quoted
// too, until the merge found it cost a blind set two cases (counts only:
// set 27's video 120 → 118): capitals are often new words.
func verbatimTextQuoted(prompt string, texts []string) string {
	if strings.ContainsAny(prompt, "\"“”«»") {
		return prompt
	}
	best := ""
	at := -1
	for _, tx := range texts {
		tx = strings.TrimSpace(tx)
		if len(strings.Fields(tx)) < 2 || len(tx) <= len(best) || !strings.ContainsAny(tx, "/+·&|") {
			continue
		}
		i := strings.Index(strings.ToLower(prompt), strings.ToLower(tx))
		if i < 0 || len(strings.ToLower(prompt)) != len(prompt) || !wordEdges(prompt, i, i+len(tx)) || typedRunGoesOn(prompt, i+len(tx)) {
			continue
		}
		best, at = tx, i
	}
	if at < 0 {
		return prompt
	}
	return prompt[:at] + "\"" + prompt[at:at+len(best)] + "\"" + prompt[at+len(best):]
}

// typedRunGoesOn: the words typed go on past the text's own in the same
// capitals or with a number ("tiene que decir BAJANDO EL SELLA 2026"): the
// text is part of new words, not a name (it was quoted, and the new words
// cut).
func typedRunGoesOn(prompt string, end int) bool {
	rest := strings.Fields(prompt[end:])
	if len(rest) == 0 {
		return false
	}
	w := strings.Trim(rest[0], ",.;:!?")
	return w != "" && (strings.ToUpper(w) == w || strings.ContainsAny(w[:1], "0123456789"))
}

// wordEdges: prompt[a:b] starts and ends at word edges, with no quote mark
// around it.
func wordEdges(prompt string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(prompt[:a])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '‘' {
			return false
		}
	}
	if b < len(prompt) {
		r, _ := utf8.DecodeRuneInString(prompt[b:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' {
			return false
		}
	}
	return true
}
