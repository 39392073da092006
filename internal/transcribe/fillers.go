package transcribe

import (
	"sort"
	"strings"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Filler words by language. "Sure" ones are almost never content; the
// "maybe" ones (like, so, bueno, este) often are, so they are removed
// only when asked.
var (
	fillersSure = map[string][]string{
		"en": {"um", "umm", "uh", "uhm", "uhh", "er", "erm", "ah", "hmm", "mm", "mhm", "you know", "i mean"},
		"es": {"eh", "ehm", "em", "mmm", "mm", "este eh", "o sea", "pues eh", "bueno eh"},
	}
	fillersMaybe = map[string][]string{
		"en": {"like", "so", "basically", "actually", "well", "kind of", "sort of"},
		"es": {"este", "bueno", "pues", "digamos", "tipo", "o sea que"},
	}
)

// FillerWords lists the filler phrases for a language ("" or unknown:
// English and Spanish together), with the ambiguous ones when aggressive.
func FillerWords(language string, aggressive bool) [][]string {
	langs := []string{language}
	if _, ok := fillersSure[language]; !ok {
		langs = []string{"en", "es"}
	}
	var out [][]string
	for _, l := range langs {
		lists := [][]string{fillersSure[l]}
		if aggressive {
			lists = append(lists, fillersMaybe[l])
		}
		for _, list := range lists {
			for _, f := range list {
				out = append(out, strings.Fields(f))
			}
		}
	}
	return out
}

// Match is where a phrase is said.
type Match struct {
	Start float64 `json:"start"`
	End   float64 `json:"end"`
	Text  string  `json:"text"`
	// Approximate matches differ from the phrase by a word or so (a
	// low-accuracy engine misheard it); read them before cutting.
	Approximate bool `json:"approximate,omitempty"`
}

// FindFillers returns the filler words and phrases in a transcript, longest
// phrase first at each position.
func FindFillers(t *transcript.Transcript, aggressive bool) []Match {
	phrases := FillerWords(t.Language, aggressive)
	words := t.Words()
	norm := normalizedWords(words)
	var out []Match
	for i := 0; i < len(words); {
		best := 0
		for _, ph := range phrases {
			if len(ph) > best && matchAt(norm, i, ph) {
				best = len(ph)
			}
		}
		if best == 0 {
			i++
			continue
		}
		out = append(out, span(words[i:i+best]))
		i += best
	}
	return out
}

// FindPhrase returns every place the phrase is said, comparing words
// without case and punctuation.
func FindPhrase(t *transcript.Transcript, phrase string) []Match {
	want := transcript.Tokens(phrase)
	out := []Match{}
	if len(want) == 0 {
		return out
	}
	words := t.Words()
	norm := normalizedWords(words)
	for i := 0; i+len(want) <= len(words); i++ {
		if matchAt(norm, i, want) {
			out = append(out, span(words[i:i+len(want)]))
		}
	}
	return out
}

// FindPhraseApprox finds where a phrase of three or more words is said
// with at most one word in four misheard, missing or extra: what the
// offline engine needs, since it gets about one word in four wrong. Best
// matches win; matches never overlap.
func FindPhraseApprox(t *transcript.Transcript, phrase string) []Match {
	want := transcript.Tokens(phrase)
	out := []Match{}
	if len(want) < 3 {
		return out
	}
	maxEdits := len(want) / 4
	if maxEdits == 0 {
		maxEdits = 1
	}
	words := t.Words()
	norm := normalizedWords(words)
	type cand struct{ start, n, edits int }
	var cands []cand
	for i := range norm {
		for n := len(want) - maxEdits; n <= len(want)+maxEdits; n++ {
			if n <= 0 || i+n > len(norm) {
				continue
			}
			// anchor on the first or the last word so a window is not
			// just the phrase's middle with noise around it
			if norm[i] != want[0] && norm[i+n-1] != want[len(want)-1] {
				continue
			}
			if e := edits(want, norm[i:i+n]); e <= maxEdits {
				cands = append(cands, cand{i, n, e})
			}
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if cands[a].edits != cands[b].edits {
			return cands[a].edits < cands[b].edits
		}
		return cands[a].start < cands[b].start
	})
	used := make([]bool, len(words))
	for _, c := range cands {
		free := true
		for k := c.start; k < c.start+c.n; k++ {
			free = free && !used[k]
		}
		if !free {
			continue
		}
		for k := c.start; k < c.start+c.n; k++ {
			used[k] = true
		}
		m := span(words[c.start : c.start+c.n])
		m.Approximate = c.edits > 0
		out = append(out, m)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return out
}

// edits is the word-level edit distance.
func edits(a, b []string) int {
	return int(transcript.WordErrorRate(a, b)*float64(len(a)) + 0.5)
}

func normalizedWords(ws []transcript.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = transcript.Normalize(w.Word)
	}
	return out
}

func matchAt(words []string, i int, phrase []string) bool {
	if i+len(phrase) > len(words) {
		return false
	}
	for j, p := range phrase {
		if words[i+j] != p {
			return false
		}
	}
	return true
}

func span(ws []transcript.Word) Match {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Word
	}
	return Match{Start: ws[0].Start, End: ws[len(ws)-1].End, Text: strings.Join(parts, " ")}
}

// MatchRanges turns matches into ranges to cut.
func MatchRanges(ms []Match) []Range {
	out := make([]Range, len(ms))
	for i, m := range ms {
		out[i] = Range{Start: m.Start, End: m.End}
	}
	return out
}
