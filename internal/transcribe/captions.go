package transcribe

import (
	"strings"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Readability rules for captions, the common broadcast and platform
// guidance (BBC, Netflix): short lines, at most two of them, on screen
// long enough to read and not so long they go stale.
const (
	MaxLineChars   = 42
	MaxLines       = 2
	MinCueSeconds  = 1.0
	MaxCueSeconds  = 6.0
	pauseBreak     = 0.5  // a silence this long ends a caption
	lingerSeconds  = 0.25 // a caption stays a little after its last word
	softBreakChars = 30   // after a comma, break once a caption is this long
)

// Cue is one caption: up to MaxLines lines joined by "\n".
type Cue struct {
	Start float64 `json:"start"`
	End   float64 `json:"end"`
	Text  string  `json:"text"`
}

// Chunk groups words into readable captions: a caption ends at a pause,
// at the end of a sentence, after a comma once it is long enough, or
// when the next word would not fit in MaxLines lines of MaxLineChars or
// would keep it on screen past MaxCueSeconds. Then timings are laid out
// so captions never overlap and last MinCueSeconds..MaxCueSeconds (a
// caption may start a little late after a very fast one; it never starts
// early).
func Chunk(words []transcript.Word) []Cue {
	var groups [][]transcript.Word
	var cur []transcript.Word
	for _, w := range words {
		w.Word = strings.Join(strings.Fields(w.Word), " ")
		if w.Word == "" {
			continue
		}
		if len(cur) > 0 && breakBefore(cur, w) {
			groups = append(groups, cur)
			cur = nil
		}
		cur = append(cur, w)
	}
	if len(cur) > 0 {
		groups = append(groups, cur)
	}
	cues := make([]Cue, 0, len(groups))
	for _, g := range groups {
		cues = append(cues, Cue{Start: g[0].Start, End: g[len(g)-1].End, Text: wrap(joinWords(g))})
	}
	return layout(cues)
}

func breakBefore(cur []transcript.Word, next transcript.Word) bool {
	last := cur[len(cur)-1]
	text := joinWords(cur)
	switch {
	case next.Start-last.End >= pauseBreak:
		return true
	case endsWithAny(last.Word, ".?!…。？！"):
		return true
	case endsWithAny(last.Word, ",;:—") && utf8.RuneCountInString(text) >= softBreakChars:
		return true
	case next.End-cur[0].Start > MaxCueSeconds:
		return true
	}
	return !fits(text + " " + next.Word)
}

func endsWithAny(w, marks string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(w, "\"'»”)"))
	return strings.ContainsRune(marks, r)
}

func joinWords(ws []transcript.Word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Word
	}
	return strings.Join(parts, " ")
}

// fits reports whether text wraps into MaxLines lines of MaxLineChars.
func fits(text string) bool {
	return len(strings.Split(wrap(text), "\n")) <= MaxLines
}

// wrap breaks text into lines of at most MaxLineChars runes; two lines
// are balanced (the break that makes the longer line shortest), which
// reads better than a full line over a stub. A word longer than a line
// is cut.
func wrap(text string) string {
	words := strings.Fields(text)
	var pieces []string
	for _, w := range words {
		for utf8.RuneCountInString(w) > MaxLineChars {
			r := []rune(w)
			pieces = append(pieces, string(r[:MaxLineChars]))
			w = string(r[MaxLineChars:])
		}
		pieces = append(pieces, w)
	}
	one := strings.Join(pieces, " ")
	if utf8.RuneCountInString(one) <= MaxLineChars {
		return one
	}
	best, bestLen := -1, 1<<30
	for i := 1; i < len(pieces); i++ {
		a := utf8.RuneCountInString(strings.Join(pieces[:i], " "))
		b := utf8.RuneCountInString(strings.Join(pieces[i:], " "))
		if a <= MaxLineChars && b <= MaxLineChars && max(a, b) < bestLen {
			best, bestLen = i, max(a, b)
		}
	}
	if best > 0 {
		return strings.Join(pieces[:best], " ") + "\n" + strings.Join(pieces[best:], " ")
	}
	// more than two lines: greedy fill (the caller splits such text)
	var lines []string
	line := ""
	for _, p := range pieces {
		switch {
		case line == "":
			line = p
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(p) <= MaxLineChars:
			line += " " + p
		default:
			lines = append(lines, line)
			line = p
		}
	}
	return strings.Join(append(lines, line), "\n")
}

// layout enforces the timing rules in one pass: no caption starts before
// the previous one ends, each lasts at least MinCueSeconds and at most
// MaxCueSeconds, and each lingers briefly after its last word when the
// next one leaves room.
func layout(cues []Cue) []Cue {
	const eps = 1e-6
	for i := range cues {
		c := &cues[i]
		if i > 0 && c.Start < cues[i-1].End {
			c.Start = cues[i-1].End
		}
		end := c.End + lingerSeconds
		if i+1 < len(cues) {
			end = min(end, cues[i+1].Start)
		}
		end = max(end, c.End, c.Start+MinCueSeconds)
		c.End = min(end, c.Start+MaxCueSeconds)
		c.Start, c.End = round3(c.Start), round3(c.End)
		// rounded apart, a start and an end MaxCueSeconds apart can end
		// up a millisecond further (4.0825 and 10.0825: 4.082, 10.083)
		if d := c.End - c.Start; d < MinCueSeconds-eps || d > MaxCueSeconds+eps {
			c.End = round3(c.Start + min(max(d, MinCueSeconds), MaxCueSeconds))
		}
	}
	return cues
}

// round3 rounds to milliseconds, the precision of SRT and WebVTT.
func round3(v float64) float64 {
	return float64(int64(v*1000+0.5)) / 1000
}
