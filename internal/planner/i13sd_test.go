package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// sdCases: a remark beside an edit that is only why it is asked (issue
// 13, development sets 1-3 and 7-9): a state said with a degree and a
// word basic mode does not know after a removal ("…, queda demasiado
// chillón"), and a thing said to be more than is wanted before the
// command that says what to do with it ("el whoosh sobra, silencialo").
// A nil check wants a question or a refusal that names the clause.
var sdCases = map[string][]vcase{
	"a complaint with an unknown word after a removal": {
		{"quitá la viñeta, queda demasiado chillona", countIs(timeline.ElementEffect, 0)},
		{"remove the vignette, it's way too cringe", countIs(timeline.ElementEffect, 0)},
		{"sacá la viñeta, queda muy cringe", countIs(timeline.ElementEffect, 0)},
		{"sacá los subtítulos que quedan muy cringe", both(textGone("today we bake sourdough"), textGone("first, the starter"))},
		// guard: a complaint alone asks for its own edit
		{"queda demasiado chillona", nil},
		{"remove the subtitles, they're so cringe", both(textGone("today we bake sourdough"), textGone("first, the starter"))},
	},
	// "her title" is the text that is her name; "su título" may be the
	// video's and is asked about; "the title" is the opening one
	"a person's title": {
		{"change her title to 'Ana P · Master Baker'", textIs("Ana P · Master Baker", 5, 9, "", "")},
		{"delete his title", textGone("Ana Pérez · Head Baker")},
		{"move her title to the top", textIs("Ana Pérez · Head Baker", 5, 9, "top", "")},
		{"borrá su título", nil},
		{"change the title to 'Hi'", textIs("Hi", 0, 4, "center", "")}, // policy 10: "the title" of several texts is the one opening the video
	},
	"a thing that is more than wanted, then its command": {
		{"la música sobra, silenciala", mutedIs("music.mp3", true)},
		{"el logo sobra, borralo", countIs(timeline.ElementImage, 0)},
		{"the music is unnecessary, mute it", mutedIs("music.mp3", true)},
		// the remark alone removes the thing (gonesaid.go, lead40): it
		// was refused
		{"la música sobra", msGone("music.mp3")},
	},
}

func TestI13sdRemarks(t *testing.T) {
	runFixtureTable(t, "i13sd remarks", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, sdCases)
}
