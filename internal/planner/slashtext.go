package planner

import (
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A text whose words hold a slash, said unquoted: "make the ANTES /
// DESPUÉS title last 6 seconds", "duplicá el texto ANTES / DESPUÉS". The
// slash with spaces round it parts the request ("make the ANTES": say
// what to change), and "antes" alone is the ANTES photo's name; said
// quoted, or with no spaces ("ANTES/DESPUÉS"), the same request was read.
// slashTextQuoted quotes such a text where the request says it whole,
// in any case, with or without its accents and spaces by the slash.
// ("que el texto "ANTES / DESPUÉS" salga en el 32" is then refused, as
// it is typed with the quotes: before, "el texto ANTES" moved and the
// rest hid the ANTES photo.)

// slashTextQuoted puts the project's slashed texts said in the prompt in
// quotes.
func slashTextQuoted(prompt string, p *timeline.Project) string {
	for _, t := range all(p) {
		if t.el.Text == nil || !strings.Contains(t.el.Text.Content, "/") {
			continue
		}
		re := slashTextPattern(t.el.Text.Content)
		if re == nil {
			continue
		}
		loc := re.FindStringIndex(prompt)
		if loc == nil || loc[0] > 0 && strings.ContainsAny(prompt[loc[0]-1:loc[0]], "\"'“”‘’«") {
			continue
		}
		// the text's own words in quotes, as the resolver matches a quote
		prompt = prompt[:loc[0]] + "\"" + t.el.Text.Content + "\"" + prompt[loc[1]:]
	}
	return prompt
}

// slashTextPattern matches s whole, case and accents aside, with any
// spaces by its slashes; nil for a text of one word.
func slashTextPattern(s string) *regexp.Regexp {
	parts := strings.Split(s, "/")
	var b strings.Builder
	b.WriteString(`(?i)`)
	words := 0
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			return nil
		}
		words++
		if i > 0 {
			b.WriteString(`\s*/\s*`)
		}
		for _, r := range part {
			if f := foldRune(r); f != r && f < 128 {
				b.WriteString("[" + string(r) + string(f) + "]") // (?i) takes the other case
				continue
			}
			b.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	if words < 2 {
		return nil
	}
	return regexp.MustCompile(b.String())
}
