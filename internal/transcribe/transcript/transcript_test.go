package transcript

import (
	"math"
	"strings"
	"testing"
)

func TestWordErrorRate(t *testing.T) {
	for _, tc := range []struct {
		ref, hyp string
		want     float64
	}{
		{"the quick brown fox", "the quick brown fox", 0},
		{"the quick brown fox", "the quick brown box", 0.25},
		{"the quick brown fox", "quick brown fox", 0.25},
		{"the quick brown fox", "the very quick brown fox", 0.25},
		{"the quick brown fox", "", 1},
		{"", "", 0},
		{"Hello, World!", "hello world", 0},
	} {
		if got := WordErrorRate(Tokens(tc.ref), Tokens(tc.hyp)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("WER(%q, %q) = %v, want %v", tc.ref, tc.hyp, got, tc.want)
		}
	}
}

func TestFillSpreadsSegmentWords(t *testing.T) {
	tr := Transcript{Segments: []Segment{{Start: 1, End: 3, Text: " one two three four "}, {Words: []Word{{Start: 4, End: 4.5, Word: "five"}}}}}
	tr.Fill()
	ws := tr.Words()
	if len(ws) != 5 || ws[1].Start != 1.5 || ws[3].End != 3 || tr.Segments[1].Text != "five" || tr.Segments[1].Start != 4 {
		t.Errorf("%+v", tr)
	}
	if got := tr.Text(); !strings.HasPrefix(got, "one two") || !strings.HasSuffix(got, "five") {
		t.Errorf("text %q", got)
	}
}
