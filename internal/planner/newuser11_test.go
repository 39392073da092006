package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// styleSessionCases run on the workshop project (workshopFixture):
// requests in styles not tried before (Spain, Mexican and rioplatense
// Spanish, chat spelling, Spanglish, terse and chatty) whose plans were
// confident and wrong. A nil check wants a question or a refusal that
// names the clause.
var styleSessionCases = map[string][]vcase{
	"element": {
		// "mete" (Spain) puts the thing there is somewhere (a second logo,
		// a second heart was added)
		{"mete el logo abajo", both(countIs(timeline.ElementImage, 1), timesIs("logo.png", "2-10"), visualOf("logo.png", below))},
		{"mete el corazón arriba a la izquierda", both(countIs(timeline.ElementSticker, 1), stickerTimes("heart", "6-9"), stickerVisual("heart", topLeft))},
		// "fuera el …": out with it (a second heart was added)
		{"fuera el corazón", countIs(timeline.ElementSticker, 0)},
		{"fuera la musica", countIs(timeline.ElementAudio, 0)},
		// clear requests that were refused: a greeting before them, vosotros
		// imperatives, "pa", "en medio", "flojita", "xfa"
		{"vale, quita la música", countIs(timeline.ElementAudio, 0)},
		{"hola! podés sacar el corazón?", countIs(timeline.ElementSticker, 0)},
		{"hola que tal, necesito que el texto del final diga Gracias por ver", both(countIs(timeline.ElementText, 5), textIs("Gracias por ver", 87, 92, "", ""))},
		{"quitad el logo", countIs(timeline.ElementImage, 0)},
		{"poned el corazón más grande", stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 1.5) {
				return fmt.Sprintf("scale %v, want 1.5", v.Scale)
			}
			return ""
		})},
		{"bajad la música", volumeIs("music.mp3", 0.4)},
		{"pon la musica mas flojita", volumeIs("music.mp3", 0.4)},
		{"el logo en medio", logoAt(0, 0)},
		{"el logo mas pa la derecha", logoAt(825, -365)}, // i13v21: a step stops at the frame's edge (it was x 977, out of the frame)
		{"xfa ocultame el corazon", stickerHidden("heart")},
		// "N segundos más/menos" said of a thing there: longer or shorter
		// by that (it was "moved" to 2 s, where it is: nothing changed)
		{"el logo 2 segundos más", timesIs("logo.png", "2-12")},
		{"el logo 2 segundos menos", timesIs("logo.png", "2-8")},
		// deleted "on" a clip: there, not the clip with it (the city clip,
		// the logo were deleted too)
		{"delete the vignette on the city clip", both(countIs(timeline.ElementEffect, 0), durIs(92), mainIs2("interview:0-70 broll-city:70-82 broll-kitchen:82-92"))},
		{"remove the heart on the logo", both(countIs(timeline.ElementSticker, 0), countIs(timeline.ElementImage, 1))},
		// seen less, less opaque, more opacity: from where it is (nothing
		// changed; fully opaque; lowered to 50%)
		{"el logo que se vea menos", opacityIs("logo.png", 0.5)},
		{"el logo menos opaco", opacityIs("logo.png", 0.75)},
		{"subile la opacidad al logo", opacityIs("logo.png", 1)},
		// another of the one there is: a copy (the logo was moved, or
		// stretched past the end)
		{"otro logo al final", timesIs("logo.png", "2-10 84-92")},
		// the overlay blend mode said in Spanish; taking the mode away (a
		// second logo was added; the logo was deleted)
		{"poné el logo en modo superposición", both(countIs(timeline.ElementImage, 1), visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.Blend != "overlay" {
				return "blend " + e.Visual.Blend + ", want overlay"
			}
			return ""
		}))},
		{"sacale el modo de fusión al logo", both(countIs(timeline.ElementImage, 1), timesIs("logo.png", "2-10"))},
		// two settings with no comma between (both were set to 70%)
		{"the interview 70% the music 25%", both(volumeIs("interview.mp4", 0.7), volumeIs("music.mp3", 0.25))},
		{"la entrevista 70% la música 25%", both(volumeIs("interview.mp4", 0.7), volumeIs("music.mp3", 0.25))},
		// "unrotate": no rotation (it was read as "rotate": 90°)
		{"unrotate the logo", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.Rotation != 0 {
				return fmt.Sprintf("rotation %v, want 0", e.Visual.Rotation)
			}
			return ""
		})},
	},
	"reference": {
		// ending N seconds earlier or later is from where it ends (the
		// music ended at 5 s, at 2 s)
		{"que la música termine 5 segundos antes", timesIs("music.mp3", "0-87")},
		{"the music should end 2 seconds earlier", timesIs("music.mp3", "0-90")},
		{"que el logo termine 2 segundos después", timesIs("logo.png", "2-12")},
		{"end the logo 2 seconds earlier", timesIs("logo.png", "2-8")},
		// "lo del principio" is what is at the start: how much? (all of the
		// video was removed, "del principio" read as "from the start on")
		{"borrá lo del principio", nil},
		{"sacá lo del principio", nil},
		// a thing and the first or last seconds, with no verb: it shows then
		// (moved to start at 92 s, past the end, or at 10 s)
		{"la viñeta en los ultimos 20 segundos", effectSpans("vignette", "72-92")},
		{"the vignette in the last 20 seconds", effectSpans("vignette", "72-92")},
		{"el logo en los ultimos 5 segundos", timesIs("logo.png", "87-92")},
		{"la viñeta en los primeros 10 segundos", effectSpans("vignette", "0-10")},
		// "del 80 en adelante": from 80 s on (80 was read as the volume:
		// "already at 80%", nothing changed)
		{"bajá la música del 80 en adelante", volumesAre("music.mp3", 0.8, 0.4)},
		// music there under the whole video: a second copy over it would
		// double the sound (music.mp3 was added again, 0-120 s, making the
		// video 120 s long)
		{"ponele musica", nil},
		{"add music", nil},
	},
	"ambiguous": {
		// "al 50" on a thing with no sound: 50 s or 50 % (opacity, size)?
		// (the heart, the logo were moved to 50 s)
		{"el corazón al 50", nil},
		{"pon el logo al 50", nil},
		{"set the logo to 50", nil},
		// "a la mitad" on an overlay: half its size or halfway? (the heart
		// was moved to 46 s)
		{"el corazon a la mitad", nil},
		{"poné el logo a la mitad", nil},
		// a fade: no tool makes one (the music was added a second time)
		{"add a fade to the music", nil},
		// earlier or later, by how much? (a second heart was added)
		{"el corazón antes", nil},
		{"heart earlier", nil},
	},
}

// styleSessionTripCases run on the trip project (tripFixture).
var styleSessionTripCases = map[string][]vcase{
	"reference": {
		{"add music", nil}, // the song there plays under all of it
		{"que la cancion termine 2 segundos antes", timesIs("song.mp3", "0-22")},
	},
	"element": {
		{"el título 2 segundos más", textIs("Summer 2024", 0, 5, "", "")},
	},
}

func below(e *timeline.Element) string {
	if e.Visual.Y <= 0 {
		return fmt.Sprintf("at y %v, want the lower half", e.Visual.Y)
	}
	return ""
}

func topLeft(v *timeline.Visual) string {
	if v.X >= 0 || v.Y >= 0 {
		return fmt.Sprintf("at (%v,%v), want the top left", v.X, v.Y)
	}
	return ""
}

func TestStyleSessionCases(t *testing.T) {
	runFixtureTable(t, "style-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, styleSessionCases)
	runFixtureTable(t, "style-session trip table", tripFixture, styleSessionTripCases)
}
