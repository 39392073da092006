package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead26Cases run on the workshop project: the lead's own wording of the
// twenty-sixth session, with variants (none from a held-out set).
var lead26Cases = map[string][]vcase{
	// a text or sticker added "at the end of" a clip shows over that
	// clip's last seconds (it began where the clip ends: over the next
	// clip, or past the video's end after the last one)
	"at the end of a thing": {
		{`add "Bye" at the end of the city clip`, textIs("Bye", 77, 82, "", "")},
		{`poné "Chau" al final del clip de la cocina`, textIs("Chau", 87, 92, "", "")},
		{`add "Bye" at the end of the city clip for 3 seconds`, textIs("Bye", 79, 82, "", "")},
		{`add "Bye" at the end`, textIs("Bye", 87, 92, "", "")},                    // guard: the video's end
		{`add "Bye" after the city clip`, textIs("Bye", 82, 87, "", "")},           // guard: after it
		{`add "Bye" at the start of the city clip`, textIs("Bye", 70, 75, "", "")}, // guard: its start
	},
	// a text put above or below another text goes to the row next to
	// that one ("instead" of the new place became a new text "instead";
	// "arriba de los nombres en vez de abajo" moved the other text)
	"a text against another": {
		{"put the name label above the welcome title", both(textPosIs("Ana Pérez · Head Baker", "top"), textPosIs("Welcome to the Workshop", "center"))},
		{"put the name label above the welcome instead of below it", both(textPosIs("Ana Pérez · Head Baker", "top"), countIs(timeline.ElementText, 5))},
		{"poné el nombre arriba del welcome en vez de abajo", both(textPosIs("Ana Pérez · Head Baker", "top"), textPosIs("Welcome to the Workshop", "center"))},
		{"put the thanks text below the name label", nil},                                                   // the label is at the bottom: nothing below it
		{"put the name label at the top instead of the bottom", textPosIs("Ana Pérez · Head Baker", "top")}, // guard
	},
	// "dar vuelta" with degrees is a turn (it was flipped, and the reply
	// said "rotated 180°" too)
	"a turn said with degrees": {
		{"dale vuelta al logo 180°", both(rotationIs("logo.png", 180), logoVisual(func(v *timeline.Visual) bool { return !v.FlipH && !v.FlipV }))},
		{"dale vuelta al logo 90 grados", rotationIs("logo.png", 90)},
		{"dale vuelta al logo", logoVisual(func(v *timeline.Visual) bool { return v.FlipH && v.Rotation == 0 })},       // guard: a flip
		{"flip the logo upside down", logoVisual(func(v *timeline.Visual) bool { return v.FlipV && v.Rotation == 0 })}, // guard
	},
	// "bring it back up" after an earlier clause lowered a sound is the
	// level it had (it went to 100%); "it … for the kitchen" after a
	// sound is while the kitchen clip plays (the lowered piece itself was
	// raised again, and the kitchen clip taken as a second thing)
	"back up after a lowering": {
		{"lower the music to 20% during the city clip and raise it for the kitchen", volumesAre("music.mp3", 0.8, 0.2, 1)},
		{"lower the music to 20% during the city clip and bring it up for the kitchen", volumesAre("music.mp3", 0.8, 0.2, 1)},
		{"lower the music to 20% during the interview and bring it back up for the city clip", volumesAre("music.mp3", 0.2, 0.8, 0.8)},
		{"mute the music during the city clip and bring it back up for the kitchen", volumesAre("music.mp3", 0.8, 0, 0.8)},
		{"bring the music back up", volumeIs("music.mp3", 1)}, // guard: nothing lowered before, louder
	},
	// "N more seconds at the end": the end is where it grows (it was made
	// to last N seconds)
	"more seconds at the end": {
		{"hold the logo 2 more secs at the end pls", timesIs("logo.png", "2-12")},
		{"keep the logo on 3 more seconds at the end", timesIs("logo.png", "2-13")},
		{"dejá el logo 2 segundos más al final", timesIs("logo.png", "2-12")},
		{"keep the logo 2 more seconds", timesIs("logo.png", "2-12")}, // guard
	},
	// a title said as a song's or a thing's title is asked: which text
	// that is (the video's one hook title was changed)
	"a song's title": {
		{"move the song title to the bottom", nil},
		{"change the track name to 'Hi'", nil},
		{"cambiá el título de la música a 'Hola'", nil},
	},
}

func TestLead26Cases(t *testing.T) {
	runFixtureTable(t, "lead26", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead26Cases)
}

// lead26Price: a price label with a second number in it.
var lead26Price = map[string][]vcase{
	// the new words said whole, with the number that stays: the number of
	// the new one's shape changes (the 128 became "$449": "$499 · $449 GB")
	"a price said whole": {
		{"change it to $449 · 128 GB", textIs("$449 · 128 GB", 20, 24, "", "")},
		{"it's 256 GB, not 128", textIs("$499 · 256 GB", 20, 24, "", "")}, // guard: the old said, same shape
	},
}

func TestLead26Price(t *testing.T) {
	runFixtureTable(t, "lead26 price", func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		playCalls(t, "lead26Price", ed, []testCall{
			{"add_text", map[string]any{"text": "$499 · 128 GB", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
		})
		return ed
	}, lead26Price)
}
