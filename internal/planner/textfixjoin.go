package planner

import (
	"regexp"
	"strings"
)

// fixThenWords: a clause that only says to fix a text ("corregí el
// título", "fix the title", "arreglá el cartel") and, after a comma, the
// words it should say ("tiene que decir X", "it should say X", "should
// read X"): one edit, the text's new words ("corregí el título" was
// refused on its own: "say what to change").
func fixThenWords(prev, next []token, prompt string) bool {
	c := contentTokens(prev)
	if len(c) < 2 || len(next) == 0 || !fixVerb(c[0]) {
		return false
	}
	text := false
	for _, t := range c[1:] {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cKind, "text"):
			text = true
		case t.has(cDet) || t.has(cFiller) || t.word("typo", "typos", "error", "errata", "in", "en", "of", "de", "del"):
		default:
			return false
		}
	}
	if !text {
		return false
	}
	if next[0].kind == tWord && next[0].has(cTextIntro) && !next[0].has(cTextIntro, "wrong") {
		return true // "tiene que decir X", "should read X"
	}
	return next[0].pos < len(prompt) && sayRemedy.MatchString(prompt[next[0].pos:])
}

// sayRemedy opens the words a text should say: "it should say", "it has
// to read", "should be" ("it's" and "es" may be remarks, and stay apart).
var sayRemedy = regexp.MustCompile(`(?i)^(?:(?:it|that|this)\s+)?(?:should|must|needs to|has to|ought to)\s+(?:say|read|be)\s+|` +
	`^(?:tiene|tendr[ií]a|deber[ií]a|debe)\s+(?:que\s+)?(?:decir|ser)\s+`)

// fixVerb: a verb of correcting said of a text.
func fixVerb(t token) bool {
	if t.kind != tWord {
		return false
	}
	for _, p := range []string{"fix", "correct", "correg", "corrij", "arregl"} {
		if strings.HasPrefix(t.text, p) {
			return true
		}
	}
	return false
}
