package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// marksFixture is the workshop project with a question text and an hours
// label: "Who baked it?" 30-34 top, "Open daily · 9 to 18 h" 40-44 bottom.
func marksFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "marks", ed, []testCall{
		{"add_text", map[string]any{"text": "Who baked it?", "start": 30, "end": 34, "position": "top"}},
		{"add_text", map[string]any{"text": "Open daily · 9 to 18 h", "start": 40, "end": 44, "position": "bottom", "style": "label"}},
	})
	return ed
}

// TestWholeTextSaidWithoutItsMark: a text named by all its words but its
// closing mark is the whole text, deleted ("delete the 'what did tomi find'
// text" left "?" in it, textwords.go); some of its words are still taken
// out.
func TestWholeTextSaidWithoutItsMark(t *testing.T) {
	runFixtureTable(t, "whole text without its mark", marksFixture, map[string][]vcase{
		"all the words but the mark: the text goes": {
			{"delete the 'who baked it' text", textGone("Who baked it?")},
			{"borrá el texto 'who baked it'", textGone("Who baked it?")},
		},
		"no text noun: asked, never left as its mark": {
			{"remove 'who baked it'", nil},
		},
		"some of the words: only they go": {
			{"delete the word 'daily' from the hours text", textIs("Open · 9 to 18 h", 40, 44, "bottom", "")},
		},
	})
}
