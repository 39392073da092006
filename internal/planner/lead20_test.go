package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// rainFixture: a 20 s cycling clip with a rain ambience under it.
func rainFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	p.Assets = append(p.Assets,
		timeline.Asset{ID: "a1", Name: "cycling.mp4", Type: timeline.AssetVideo, Path: "/media/cycling.mp4", Duration: timeline.FromSeconds(20),
			Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}},
		timeline.Asset{ID: "a2", Name: "ambient-rain.mp3", Type: timeline.AssetAudio, Path: "/media/ambient-rain.mp3", Duration: timeline.FromSeconds(20), HasAudio: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"a1","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"a2","startTime":0,"trackType":"audio"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestLead20ProjectNameStems: a common word that shares a long start with
// a word of a project name is that thing ("the ambience" for
// ambient-rain.mp3): the real-word
// guard kept them as said, and nothing in the project matched (refused).
// The lead saw one case of the third held-out set with this shape, when
// the guard made it fail.
func TestLead20ProjectNameStems(t *testing.T) {
	for _, tc := range []vcase{
		{"mute the ambience", mutedIs("ambient-rain.mp3", true)},
		{"turn the ambience down to 30%", volumeIs("ambient-rain.mp3", 0.3)},
	} {
		if ok, why := runCase(t, rainFixture(t), tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// lead20Cases run on the workshop project: four wrong plans the lead found
// with his own wording after reading the third held-out set's silent
// shapes (that set is a development set for them from this session on).
var lead20Cases = map[string][]vcase{
	// a quoted part swapped inside a named text (the whole text became the
	// new words)
	"swap": {
		{"cambiá 'Workshop' por 'Taller' en el título de bienvenida", both(textIs("Welcome to the Taller", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{"replace 'Workshop' with 'Class' in the welcome text", textIs("Welcome to the Class", 0, 4, "", "")},
		{"change 'Head Baker' to 'Chef' in the Ana text", textIs("Ana Pérez · Chef", 5, 9, "", "")},
		{"replace 'Workshop' with 'Class' in the thanks text", nil}, // it does not say it
	},
	// quoted words put into a text of the project are its words (a second
	// text was added over it); a subtitle named by its words is that text
	"into": {
		{"put 'Hi all' in the welcome text", both(textIs("Hi all", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{"write 'Hi all' on the welcome title", both(textIs("Hi all", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{"poné 'Gracias' en el texto del final", both(textIs("Gracias", 87, 92, "", ""), countIs(timeline.ElementText, 5))},
		{"el subtitulo de Ana ponele 'Ana López'", both(textIs("Ana López", 5, 9, "", ""), countIs(timeline.ElementText, 5))},
		{"cambiá el subtítulo de Ana por 'Ana López'", both(textIs("Ana López", 5, 9, "", ""), countIs(timeline.ElementText, 5))},
		{"add a text 'Hi' at 20", countIs(timeline.ElementText, 6)}, // guards: a new one
		{"add the text 'THE END' at the end for 3 seconds", both(textIs("THE END", 89, 92, "", ""), countIs(timeline.ElementText, 6))},
	},
	// how long, as a multiple of how long it lasts (its size was doubled)
	"multiple": {
		{"make the welcome title last twice as long", timesIs("Welcome to the Workshop", "0-8")},
		{"make the logo stay on screen three times as long", timesIs("logo.png", "2-26")},
		{"make the thanks text last half as long", timesIs("Thanks for watching!", "87-89.5")},
		{"make the logo last 1.5x as long", timesIs("logo.png", "2-14")},
		{"make the logo twice as big", scaleIs("logo.png", 0.5)}, // guard: a size
	},
	// what "only" is heard is kept (both were muted)
	"only heard": {
		{"mute the interview so only the music is heard", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		{"mute the music so that only the interview can be heard", both(mutedIs("music.mp3", true), mutedIs("interview.mp4", false))},
		{"silenciá la entrevista así solo se escucha la música", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		{"silenciá la música para que solo se escuche la entrevista", both(mutedIs("music.mp3", true), mutedIs("interview.mp4", false))},
		{"mute the interview and the music", both(mutedIs("music.mp3", true), mutedIs("interview.mp4", true))}, // guard
	},
	// softer said of an effect is weaker (raised to 75, or a second
	// vignette over the whole video)
	"softer": {
		{"el viñeteado más suavecito", both(effectIs("vignette", 70, 82, "intensity", 30), countIs(timeline.ElementEffect, 1))},
		{"el viñeteado más suave", both(effectIs("vignette", 70, 82, "intensity", 30), countIs(timeline.ElementEffect, 1))},
		{"make the vignette softer", both(effectIs("vignette", 70, 82, "intensity", 30), countIs(timeline.ElementEffect, 1))},
		{"make the vignette stronger", effectIs("vignette", 70, 82, "intensity", 75)}, // guard
	},
}

func TestLead20Cases(t *testing.T) {
	runFixtureTable(t, "lead20", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead20Cases)
}
