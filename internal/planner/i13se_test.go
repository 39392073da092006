package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// seCases: the reasons and remarks said beside an edit in development sets
// 10-13 (issue 13), each family in the user's own words. A nil check
// wants a question or a refusal.
var seCases = map[string][]vcase{
	// a Spanish "que …" (or "porque …") inside the clause that says what
	// the thing does not give, or what cannot be heard or seen, is why the
	// edit is asked (its words refused the edit; two were set aside as
	// context and nothing was left)
	"que reason inside the clause": {
		{"borrá el logo que no aporta nada", msGone("logo.png")},
		{"sacá la ciudad que no me gusta", mainIs("interview:0-20")},
		{"borrá el logo porque no me convence", msGone("logo.png")},
		{"la música más bajita que no se entiende la entrevista", volumeIs("music.mp3", 0.4)},
		{"bajá la música que casi no se me ve la cara", volumeIs("music.mp3", 0.4)},
		{"la música más bajita que no se escucha la entrevista", volumeIs("music.mp3", 0.4)},
		// guards: a relative clause that names the thing keeps doing so
		{"borrá el texto que dice Intro", textGone("Intro")},
	},
}

func TestI13seReasons(t *testing.T) {
	runFixtureTable(t, "i13se reasons", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, seCases)
}

// seDeferredCases: what the user will do on their own later, naming the
// thing just edited, is why, not a second edit (refused for the thing's
// name or the unknown verb).
var seDeferredCases = map[string][]vcase{
	"user's own later doing": {
		{"mute the music, we're gonna re-record that track", mutedIs("music.mp3", true)},
		{"hide the logo for now, I'll fix the wording later", hiddenIs("logo.png", true)},
		{"borrá el título Intro, lo voy a rehacer después", textGone("Intro")},
		// guard: an edit verb with "too" stays an edit of its own
		{"mute the music, I'll delete the logo too", both(mutedIs("music.mp3", true), msGone("logo.png"))},
	},
}

func TestI13seDeferred(t *testing.T) {
	runFixtureTable(t, "i13se deferred", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, seDeferredCases)
}
