package planner

import (
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A text is named by a number and the word after it that it says: "el
// texto de las 6 horas" is "6 horas de armado en 12 segundos", "the 3
// years title" is "Seasoned 3 years". The lexer reads "6 horas" as a
// time, so the phrase was a text with a duration of six hours: which text
// was asked among all, and "el título de las 6 horas movelo al 45" moved
// the video's first title (silent). A time said right after a text noun
// and "de"/"of", or right before the noun, whose words a text says one
// after the other, is that text's name, unless another text is on screen
// at that time (then it may be the time, and it is left as it was).

// numberWordPairs are a text's numbers joined with the word after them:
// "6 horas de armado" is "6horas".
func numberWordPairs(content string) []string {
	ws := strings.FieldsFunc(fold(content), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	var out []string
	for i := 0; i+1 < len(ws); i++ {
		if strings.Trim(ws[i], "0123456789") == "" && isPlainWord(ws[i+1]) {
			out = append(out, ws[i]+ws[i+1])
		}
	}
	return out
}

// textNamedByNumber turns such a time into a word that names the text.
func textNamedByNumber(toks []token, prompt string, p *timeline.Project, names nameIndex) []token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.pos < 0 || t.end > len(prompt) {
			continue
		}
		switch {
		case t.kind == tTime && !t.clock && textNounAround(toks, i, i):
			key := nameKey(prompt[t.pos:t.end])
			if names[key] && !otherTextShownAt(p, key, t.num) {
				toks[i] = token{kind: tWord, text: fold(prompt[t.pos:t.end]), pos: t.pos, end: t.end}
			}
		case t.kind == tNumber && i+1 < len(toks) && toks[i+1].kind == tWord && toks[i+1].end <= len(prompt) && textNounAround(toks, i, i+1):
			// "el texto de los 3 años": a number and a word no unit reads
			said := prompt[t.pos:toks[i+1].end]
			if names[nameKey(said)] {
				toks = merge(toks, i, 2, token{kind: tWord, text: fold(said), pos: t.pos, end: toks[i+1].end})
			}
		}
	}
	return toks
}

// textNounAround: the words from i to last are said after a text noun and
// "de"/"of" (an article between them allowed), or right before a text
// noun.
func textNounAround(toks []token, i, last int) bool {
	if last+1 < len(toks) && toks[last+1].has(cKind, "text") {
		return true
	}
	j := i - 1
	if j >= 0 && toks[j].word("la", "las", "los", "el", "the") {
		j--
	}
	return j >= 1 && toks[j].word("de", "del", "of") && toks[j-1].has(cKind, "text")
}

// otherTextShownAt: a text that does not say the pair key is on screen at
// the time at (seconds).
func otherTextShownAt(p *timeline.Project, key string, at float64) bool {
	for _, tr := range p.Tracks {
		for _, el := range tr.Elements {
			if el.Text == nil || at < el.Start.Seconds() || at >= el.End().Seconds() {
				continue
			}
			if !contains(numberWordPairs(el.Text.Content), key) {
				return true
			}
		}
	}
	return false
}
