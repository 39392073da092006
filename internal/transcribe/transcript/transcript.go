// Package transcript is the shape of a transcription result: segments of
// text with word timings. It is plain data shared by the transcription
// engines (internal/transcribe) and the transcribe_video tool
// (internal/videotools), so the tool package need not import the engines.
package transcript

import (
	"strings"
	"unicode"
)

// Transcript is what transcribe_video returns. Times are seconds: source
// seconds for an asset, timeline seconds for the timeline's mix.
type Transcript struct {
	Language string    `json:"language" jsonschema:"the language spoken (ISO 639-1 code), as detected or as requested; never auto"`
	Engine   string    `json:"engine" jsonschema:"the engine that transcribed it (pocketsphinx is the offline, low-accuracy, English-only one)"`
	Model    string    `json:"model"`
	Duration float64   `json:"duration" jsonschema:"seconds of audio transcribed"`
	Segments []Segment `json:"segments"`
	Cached   bool      `json:"cached,omitempty" jsonschema:"served from the transcript cache"`
}

// Segment is a phrase or utterance.
type Segment struct {
	Start float64 `json:"start"`
	End   float64 `json:"end"`
	Text  string  `json:"text"`
	Words []Word  `json:"words"`
}

// Word is one recognised word with its timing.
type Word struct {
	Start      float64  `json:"start"`
	End        float64  `json:"end"`
	Word       string   `json:"word"`
	Confidence *float64 `json:"confidence,omitempty" jsonschema:"0..1 where the engine reports one"`
}

// Words lists every word of every segment in order.
func (t *Transcript) Words() []Word {
	var out []Word
	for _, s := range t.Segments {
		out = append(out, s.Words...)
	}
	return out
}

// Text is the whole transcript as one string.
func (t *Transcript) Text() string {
	parts := make([]string, 0, len(t.Segments))
	for _, s := range t.Segments {
		if s := strings.TrimSpace(s.Text); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " ")
}

// Normalize lower-cases a word and strips the punctuation around it, for
// comparisons (filler lists, phrase search, word error rate).
func Normalize(w string) string {
	return strings.ToLower(strings.TrimFunc(w, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}))
}

// Tokens splits text into normalised words.
func Tokens(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		if n := Normalize(f); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// Fill derives whatever an engine left out: segment text from words,
// segment bounds from words, and a segment's words spread evenly over it
// when the engine gave only segment timings (so flows that need word
// times still work, at segment precision).
func (t *Transcript) Fill() {
	for i := range t.Segments {
		s := &t.Segments[i]
		s.Text = strings.TrimSpace(s.Text)
		if s.Text == "" && len(s.Words) > 0 {
			ws := make([]string, len(s.Words))
			for j, w := range s.Words {
				ws[j] = strings.TrimSpace(w.Word)
			}
			s.Text = strings.Join(ws, " ")
		}
		if len(s.Words) == 0 && s.Text != "" && s.End > s.Start {
			fields := strings.Fields(s.Text)
			step := (s.End - s.Start) / float64(len(fields))
			for j, f := range fields {
				s.Words = append(s.Words, Word{Start: s.Start + float64(j)*step, End: s.Start + float64(j+1)*step, Word: f})
			}
		}
		if s.Words == nil {
			s.Words = []Word{}
		}
		if n := len(s.Words); n > 0 && s.End <= s.Start {
			s.Start, s.End = s.Words[0].Start, s.Words[n-1].End
		}
	}
	if t.Segments == nil {
		t.Segments = []Segment{}
	}
}

// WordErrorRate is the word-level Levenshtein distance between reference
// and hypothesis divided by the reference length.
func WordErrorRate(reference, hypothesis []string) float64 {
	if len(reference) == 0 {
		if len(hypothesis) == 0 {
			return 0
		}
		return 1
	}
	prev := make([]int, len(hypothesis)+1)
	cur := make([]int, len(hypothesis)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(reference); i++ {
		cur[0] = i
		for j := 1; j <= len(hypothesis); j++ {
			cost := 1
			if reference[i-1] == hypothesis[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return float64(prev[len(hypothesis)]) / float64(len(reference))
}
