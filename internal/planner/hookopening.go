package planner

import (
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The hook of a short video is its opening line, the text on screen in its
// first seconds ("change the hook to 'Your first mug in 8 classes'", "put
// the hook at the top", "cambiá el gancho a …"). "hook" was only the big
// bold style of a new text, so a hook named with an article was refused
// ("say what to change", "say what to add"). Said with an article and no
// new words of its own, it is read as the opening text, which the
// resolver already knows ("the opening text", "el texto de apertura").
// A hook said as a new one ("add a hook 'Hi'") keeps the style.

// hookNamed: the hook said as a thing there is ("the hook", "el gancho"),
// not followed by its own words in quotes.
var hookNamed = regexp.MustCompile(`(?i)\b(the|el|al|del)\s+(hook|gancho)\b(\s+(text|title|caption|line|texto|titulo|título))?`)

// hookStyleAfter: the hook named as a style ("the hook style").
var hookStyleAfter = regexp.MustCompile(`(?i)^(style|look|format|estilo|formato)\b`)

// hookTexts reads the hook as the opening text, where the project has a
// text in its first seconds and no file or element named after a hook.
func hookTexts(prompt string, ed *videotools.Editor) string {
	locs := hookNamed.FindAllStringSubmatchIndex(prompt, -1)
	if len(locs) == 0 || !openingTextThere(ed) {
		return prompt
	}
	var b strings.Builder
	last := 0
	for _, m := range locs {
		rest := strings.TrimLeft(prompt[m[1]:], " ")
		if strings.IndexAny(rest, "\"'“‘«") == 0 || hookStyleAfter.MatchString(rest) {
			continue // "the hook 'Hi'", "the hook style": the style's
		}
		b.WriteString(prompt[last:m[0]])
		det := prompt[m[2]:m[3]]
		switch strings.ToLower(det) {
		case "the":
			b.WriteString(det + " opening text")
		default:
			b.WriteString(det + " texto de apertura")
		}
		last = m[1]
	}
	b.WriteString(prompt[last:])
	if last == 0 {
		return prompt
	}
	return capsRunQuoted(b.String())
}

// capsRun: new words in capitals said after a verb of saying, unquoted
// ("make the hook say BOB IN ONE HOUR and move it"): read plainly, "IN ONE
// HOUR" was a time and the text became "BOB" (silent).
var capsRun = regexp.MustCompile(`\b(say|says|to|read|diga|dice|a|por)\s+((?:[\p{Lu}\d][\p{Lu}\d'’!?.,&·:-]*\s+)+[\p{Lu}\d][\p{Lu}\d'’!?.&-]*)`)

// twoCapitals: a word in capitals, not a capital initial.
var twoCapitals = regexp.MustCompile(`\p{Lu}{2}`)

// capsRunQuoted quotes such words, in a request that names the hook.
func capsRunQuoted(prompt string) string {
	return capsRun.ReplaceAllStringFunc(prompt, func(m string) string {
		sub := capsRun.FindStringSubmatch(m)
		if !twoCapitals.MatchString(sub[2]) {
			return m
		}
		words := strings.TrimRight(sub[2], ",.")
		return sub[1] + " \"" + words + "\"" + sub[2][len(words):]
	})
}

// openingTextThere: a text starts in the video's first three seconds, and
// nothing of the project is named after a hook.
func openingTextThere(ed *videotools.Editor) bool {
	if ed == nil || ed.Project == nil {
		return false
	}
	opening := false
	for _, t := range all(ed.Project) {
		if n := strings.ToLower(t.el.Name); strings.Contains(n, "hook") || strings.Contains(n, "gancho") {
			return false
		}
		if t.el.Text != nil && t.el.Start.Seconds() <= 3 {
			opening = true
		}
	}
	for _, a := range ed.Project.Assets {
		if n := strings.ToLower(a.Name); strings.Contains(n, "hook") || strings.Contains(n, "gancho") {
			return false
		}
	}
	return opening
}
