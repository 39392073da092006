package transcribe

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// checkCues asserts every readability rule and that no word was lost.
func checkCues(t interface {
	Helper()
	Fatalf(string, ...any)
}, words []transcript.Word, cues []Cue) {
	t.Helper()
	const eps = 1e-6
	var said []string
	for _, w := range words {
		said = append(said, strings.Fields(w.Word)...)
	}
	var shown []string
	for i, c := range cues {
		lines := strings.Split(c.Text, "\n")
		if len(lines) > MaxLines {
			t.Fatalf("cue %d has %d lines: %q", i, len(lines), c.Text)
		}
		for _, l := range lines {
			if n := utf8.RuneCountInString(l); n > MaxLineChars || strings.TrimSpace(l) == "" {
				t.Fatalf("cue %d line of %d characters: %q", i, n, l)
			}
		}
		if d := c.End - c.Start; d < MinCueSeconds-eps || d > MaxCueSeconds+eps {
			t.Fatalf("cue %d lasts %.3f s: %+v", i, d, c)
		}
		if i > 0 && c.Start < cues[i-1].End-eps {
			t.Fatalf("cue %d overlaps the previous: %+v %+v", i, cues[i-1], c)
		}
		shown = append(shown, strings.Fields(c.Text)...)
	}
	if strings.Join(shown, "") != strings.Join(said, "") {
		t.Fatalf("text changed:\nsaid  %q\nshown %q", strings.Join(said, " "), strings.Join(shown, " "))
	}
}

func TestChunkRulesProperty(t *testing.T) {
	vocab := []string{"a", "I", "the", "editor", "timeline", "subtitle", "internationalization", "ok,", "right.", "why?",
		"supercalifragilisticexpialidocious-and-then-some-more-letters", "días", "niño,", "así.", "—"}
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 120).Draw(rt, "n")
		at := rapid.Float64Range(0, 5).Draw(rt, "start")
		words := make([]transcript.Word, n)
		for i := range words {
			gap := rapid.SampledFrom([]float64{0, 0.02, 0.1, 0.3, 0.6, 2}).Draw(rt, "gap")
			length := rapid.Float64Range(0.05, 1.2).Draw(rt, "len")
			if rapid.IntRange(0, 50).Draw(rt, "long") == 0 {
				length = 8 // a word held far longer than a caption may stay
			}
			at += gap
			words[i] = transcript.Word{Start: at, End: at + length, Word: rapid.SampledFrom(vocab).Draw(rt, "w")}
			at += length
		}
		checkCues(rt, words, Chunk(words))
	})
}

// A word held past MaxCueSeconds from a start that rounds down: the cue
// still lasts MaxCueSeconds once both ends are rounded to milliseconds
// (it lasted 6.001 s; found by TestChunkRulesProperty).
func TestChunkLongWordRounded(t *testing.T) {
	words := []transcript.Word{{Start: 4.0825, End: 12.0825, Word: "a"}}
	checkCues(t, words, Chunk(words))
}

// Real transcripts: breaks fall at sentence ends and pauses.
func TestChunkBreaksAtSentencesAndPauses(t *testing.T) {
	words := wordsAt(0, 0.3, "Hello there. This is a caption that keeps going for quite a while, with a comma in it and more words after")
	words = append(words, wordsAt(words[len(words)-1].End+1.0, 0.3, "After a pause.")...)
	cues := Chunk(words)
	checkCues(t, words, cues)
	if cues[0].Text != "Hello there." {
		t.Errorf("first cue %q, want the first sentence alone", cues[0].Text)
	}
	if last := cues[len(cues)-1]; last.Text != "After a pause." || math.Abs(last.Start-(words[len(words)-3].Start)) > 1e-9 {
		t.Errorf("last cue %+v", last)
	}
	for _, c := range cues {
		if strings.Contains(c.Text, "with a comma in it") && strings.HasPrefix(c.Text, "This") && strings.Contains(c.Text, "after") {
			t.Errorf("a long cue ignored the comma: %q", c.Text)
		}
	}
}

func wordsAt(start, each float64, text string) []transcript.Word {
	var out []transcript.Word
	for _, f := range strings.Fields(text) {
		out = append(out, transcript.Word{Start: start, End: start + each, Word: f})
		start += each + 0.05
	}
	return out
}

func TestSubtitlesRoundTrip(t *testing.T) {
	cues := []Cue{
		{Start: 0.5, End: 2.25, Text: "Hola, ¿qué tal?"},
		{Start: 2.25, End: 4.001, Text: "A two-line caption\nwith <angle> & ampersand"},
		{Start: 3661.2, End: 3663.9, Text: "An hour later."},
	}
	dir := t.TempDir()
	for _, ext := range []string{FormatSRT, FormatWebVTT} {
		var buf bytes.Buffer
		if err := WriteSubtitles(&buf, cues, ext); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "subs"+ext)
		os.WriteFile(path, buf.Bytes(), 0o644)
		back, err := ReadSubtitles(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(back) != len(cues) {
			t.Fatalf("%s: %d cues back, want %d:\n%s", ext, len(back), len(cues), buf.String())
		}
		for i := range cues {
			if back[i].Text != cues[i].Text || math.Abs(back[i].Start-cues[i].Start) > 0.0011 || math.Abs(back[i].End-cues[i].End) > 0.0011 {
				t.Errorf("%s cue %d: got %+v, want %+v", ext, i, back[i], cues[i])
			}
		}
	}
	if err := WriteSubtitles(&bytes.Buffer{}, cues, ".txt"); err == nil {
		t.Error(".txt accepted")
	}
}

// Captions go in as subtitle text elements in one undo entry, and export
// gives back what went in.
func TestAddCaptionsOneUndoAndExport(t *testing.T) {
	ed := project(t, tone(t, t.TempDir(), "12"))
	words := wordsAt(0.2, 0.35, "Captions are added in one batch. Every line is short, and each one stays long enough to read. Then we export them.")
	cues := Chunk(words)
	undo := len(ed.History.Undo)
	res, err := AddCaptions(context.Background(), ed, cues)
	if err != nil {
		t.Fatal(err)
	}
	if res.Captions != len(cues) || len(res.ElementIDs) != len(cues) || len(ed.History.Undo) != undo+1 {
		t.Fatalf("result %+v, undo %d -> %d", res, undo, len(ed.History.Undo))
	}
	for _, id := range res.ElementIDs {
		ref, _ := ed.Project.FindElement(id)
		el := ed.Project.Element(ref)
		if el.Text.Style != "subtitle" || el.Text.Position != "bottom" || ed.Project.Tracks[ref.Track].Kind != timeline.TrackText {
			t.Errorf("element %s: %+v", id, el.Text)
		}
	}
	got := SubtitleCues(ed.Project)
	if len(got) != len(cues) {
		t.Fatalf("exported %d cues", len(got))
	}
	for i := range cues {
		if got[i].Text != cues[i].Text || math.Abs(got[i].Start-cues[i].Start) > 1e-5 {
			t.Errorf("cue %d: %+v vs %+v", i, got[i], cues[i])
		}
	}
	call(t, ed, "undo", map[string]any{})
	if len(SubtitleCues(ed.Project)) != 0 {
		t.Error("undo left captions behind")
	}
	if _, err := AddCaptions(context.Background(), ed, nil); err == nil {
		t.Error("no cues accepted")
	}
}
