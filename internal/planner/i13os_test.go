package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// osFixture is the workshop project with a price label and two images that
// are not on the timeline: card.png as big as the frame, badge.png small.
//
//	main     interview.mp4 0-70 | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	text     … | "Sourdough kit $39 · 1 kg" 20-24 bottom
//	sticker  heart 6-9 (over the interview) | effect vignette 70-82
func osFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	addTestAsset(ed.Project, "card.png", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(ed.Project, "badge.png", timeline.AssetImage, 0, 400, 400, false)
	playCalls(t, "os", ed, []testCall{
		{"add_text", map[string]any{"text": "Sourdough kit $39 · 1 kg", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
	})
	return ed
}

// osStickerRotation checks every sticker of an id is turned that much.
func osStickerRotation(id string, deg float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Visual == nil || !near(e.Visual.Rotation, deg) {
				return fmt.Sprintf("%s sticker rotation %v, want %v", id, e.Visual, deg)
			}
		}
		return ""
	}
}

// osAdded checks the asset is on the track kind from start for dur seconds.
func osAdded(asset string, kind timeline.TrackKind, start, dur float64) check {
	return mediaIs(asset, kind, start, start+dur)
}

// osSilentCases: the rules behind the silent wrongs of the development
// sets (their shapes, in our own words). A nil check wants a question or a
// refusal that names the clause.
var osSilentCases = map[string][]vcase{
	// "pop" alone says no look on a video (saturation went over all of it)
	"pop says no look": {
		{"make it pop", nil},
		{"make the video pop a bit", nil},
		{"make it pop more", nil},
	},
	"guards: colours that pop": {
		{"make the colors pop", effectIs("saturation", 0, 92, "", 0)},
	},
	// a remark naming a clip, then a look with no scope: the look is for
	// that clip (it went over the whole video)
	"a look after a remark on a clip": {
		{"the city clip looks dull, make the colours pop a bit", effectIs("saturation", 70, 82, "", 0)},
		{"el clip de la ciudad se ve apagado, hacé que los colores resalten", effectIs("saturation", 70, 82, "", 0)},
	},
	// "dar vuelta" with degrees is a turn, not a mirror (it was flipped)
	"a turn in degrees": {
		{"dale vuelta al logo 180°", rotationIs("logo.png", 180)},
		{"dale vuelta al logo 90 grados", rotationIs("logo.png", 90)},
		{"flip the logo 180 degrees", rotationIs("logo.png", 180)},
	},
	"guards: a flip": {
		{"dale vuelta al logo", flippedH("logo.png")},
		{"flip the logo", flippedH("logo.png")},
	},
	// "the heart of the interview": the sticker shown while the clip plays
	// (the clip was rotated with it)
	"a sticker of a clip": {
		{"rotate the heart of the interview 20 degrees", both(osStickerRotation("heart", 20), rotationIs("interview.mp4", 0))},
		{"al corazón de la entrevista giralo 20 grados", both(osStickerRotation("heart", 20), rotationIs("interview.mp4", 0))},
		{"rotate the heart of the kitchen clip 20 degrees", nil}, // none there
	},
	// a picture as big as the frame "at the end" is an end card after the
	// last clip (it covered the last seconds as an overlay)
	"an end card": {
		{"add card.png at the end for 4 seconds", both(osAdded("card.png", timeline.TrackMain, 92, 4), durIs(96))},
		{"agregá card.png al final, 3 segundos", both(osAdded("card.png", timeline.TrackMain, 92, 3), durIs(95))},
	},
	"guards: a small image or over the end": {
		{"add badge.png at the end for 4 seconds", both(osAdded("badge.png", timeline.TrackOverlay, 88, 4), durIs(92))},
		{"add card.png over the end for 4 seconds", both(osAdded("card.png", timeline.TrackOverlay, 88, 4), durIs(92))},
	},
	// a new thing "on the title at the start": that title's time (the
	// start read as the whole video, and 5 s given)
	"a sticker on a text picked by its edge": {
		{"poné unas estrellitas en el título del principio", stickerTimes("sparkles", "0-4")},
		{"put a star on the text at the start", stickerTimes("star", "0-4")},
		{"poné un corazón en el texto del final", stickerTimes("heart", "6-9 87-92")},
	},
	// words to be spoken in someone's voice: no tool (a text was added)
	"a voice saying words": {
		{"hacé que Ana diga buenos días con su voz al final", nil},
		{"make Ana say good morning in her voice at the end", nil},
	},
	"guards: a text that says": {
		{"que el título de bienvenida diga 'Hola'", textIs("Hola", 0, 4, "", "")},
	},
	// a stretch of time after a comma is the time of the edit before (the
	// music was muted whole, then every sound of the stretch)
	"a time after a comma": {
		{"mute the music, from 10 to 20", volumesAre("music.mp3", 0.8, 0, 0.8)},
		{"silenciá la música, del 10 al 20", volumesAre("music.mp3", 0.8, 0, 0.8)},
	},
	"guards: the same without the comma": {
		{"mute the music from 10 to 20", volumesAre("music.mp3", 0.8, 0, 0.8)},
	},
}

func TestI13osSilent(t *testing.T) {
	runFixtureTable(t, "i13os silent", osFixture, osSilentCases)
}
