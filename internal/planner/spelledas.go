package planner

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// "spell tyre as tire in the title", "escribí colour como color en el
// título": a word of a text said as it should be spelled, which is the swap
// "change tyre to tire". Read word by word, "tire" was a verb (Spanish
// "tirá", delete) and the request was refused. spelledAsSwap says it as the
// swap before the request is read, only where a text holds the first words
// and the second are a few plain words (not "as the title", "como
// subtítulo": those name a thing, not a spelling).
var spelledAsLead = regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}_])((?:spell|respell|write|escrib[ií]|escribe)\s+)(["'“‘]?[\p{L}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’-]*){0,2}["'”’]?)\s+(as|como)\s+(["'“‘]?[\p{L}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’-]*){0,2}?["'”’]?)(?:\s+(?:in|on|en)\s|[,.;!?]|$)`)

func spelledAsSwap(prompt string, p *timeline.Project) string {
	m := spelledAsLead.FindStringSubmatchIndex(prompt)
	if m == nil || quotedAt(prompt, m[2]) {
		return prompt
	}
	verb := strings.ToLower(strings.TrimSpace(prompt[m[2]:m[3]]))
	a, b := prompt[m[4]:m[5]], prompt[m[8]:m[9]]
	bare := func(s string) string { return strings.Trim(s, "\"'“”‘’") }
	if bare(a) == "" || bare(b) == "" || startsWithDet.MatchString(bare(b)+" ") || startsWithDet.MatchString(bare(a)+" ") {
		return prompt
	}
	if verb != "spell" && verb != "respell" && !spelledWords(bare(b)) {
		return prompt // "write Hola as a title", "escribí Hola como título": a new text
	}
	held := false
	word := wordPattern(bare(a))
	for _, t := range all(p) {
		if t.el.Text != nil && word.MatchString(t.el.Text.Content) && !strings.EqualFold(strings.TrimSpace(t.el.Text.Content), bare(a)) {
			held = true
		}
	}
	if !held {
		return prompt
	}
	swap, join := "change", "to"
	if strings.EqualFold(prompt[m[6]:m[7]], "como") {
		swap, join = "cambiá", "por"
	}
	return prompt[:m[2]] + swap + " " + a + " " + join + " " + b + prompt[m[9]:]
}

// spelledWords: b is not a kind of thing ("title", "subtítulo") but words
// as written, which a plain "write A as B" spells.
func spelledWords(b string) bool {
	for _, w := range strings.Fields(strings.ToLower(b)) {
		switch w {
		case "title", "titles", "text", "caption", "subtitle", "label", "título", "titulo", "texto", "subtítulo", "subtitulo", "cartel", "leyenda":
			return false
		}
	}
	return true
}

// sameCaseAs writes with as part is written in the text where it is
// swapped: "change tyre to tire" on "FLAT TYRE?" is "FLAT TIRE?" (it was
// "FLAT tire?"), on "Tyre shop" "Tire shop". Words said in capitals of
// their own ("cambiá salad por ENSALADA") stay as said.
func sameCaseAs(found, with string) string {
	if with != strings.ToLower(with) || !hasLetter(found) {
		return with
	}
	if found == strings.ToUpper(found) && len([]rune(found)) > 1 {
		return strings.ToUpper(with)
	}
	r := []rune(found)
	if unicode.IsUpper(r[0]) && string(r[1:]) == strings.ToLower(string(r[1:])) {
		w := []rune(with)
		w[0] = unicode.ToUpper(w[0])
		return string(w)
	}
	return with
}

func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// swapInCase puts with in place of each whole-word part in old, in the
// case the text has it (sameCaseAs); "$" in with is literal.
func swapInCase(old, part, with string) string {
	word := wordPattern(part)
	return word.ReplaceAllStringFunc(old, func(m string) string {
		sub := word.FindStringSubmatch(m)
		found := m[len(sub[1]) : len(m)-len(sub[2])]
		return sub[1] + sameCaseAs(found, with) + sub[2]
	})
}
