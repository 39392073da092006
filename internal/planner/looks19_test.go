package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Every part of a verbless request happens, a start said with a length
// ends that long after it, a picture given a new size stays inside the
// frame, "tan" is a degree (i13v23). The workshop logo is 270 px square
// at 785,-365 (40 px from the right and top edges); the heart 216 px at
// 798,378; the label at the bottom (y 453.6).
var looks19WorkshopCases = map[string][]vcase{
	"a place or a way joined by and to a look is one of the things asked": {
		// the place was read as which logo and dropped (it only grew)
		{"the logo at the top and bigger", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"the logo on the right and smaller", placedAt("logo.png", 0.15, 825, -365)},
		{"the heart at the bottom and bigger", both(stickerScaleIs("heart", 1.5), stickerAt("heart", 798, 324))},
		// "lower" with a colour: only the colour changed
		{"the label a bit lower and yellow", both(textColorIs("Ana Pérez · Head Baker", "#ffe600"), textAt("Ana Pérez · Head Baker", 0, 486))},
		// the way after "and" lowered every volume
		{"the label yellow and a bit lower", both(textColorIs("Ana Pérez · Head Baker", "#ffe600"), textAt("Ana Pérez · Head Baker", 0, 486), volumeIs("music.mp3", 0.8))},
		{"the logo bigger and a bit lower", both(placedAt("logo.png", 0.3, 785, -257), volumeIs("music.mp3", 0.8))},
		// guards: "de" says which one; a step with a size; two things; alone
		{"the heart smaller and a bit higher", both(stickerScaleIs("heart", 0.8), stickerAt("heart", 798, 270), volumeIs("music.mp3", 0.8))},
		{"el logo de arriba y más grande", scaleIs("logo.png", 0.375)},
		{"the logo up a bit and bigger", placedAt("logo.png", 0.3, 785, -378)},
		{"the logo and the heart bigger", both(scaleIs("logo.png", 0.375), stickerScaleIs("heart", 1.5))},
		{"the label a bit lower", textAt("Ana Pérez · Head Baker", 0, 486)},
		{"the music a bit lower", volumeIs("music.mp3", 0.6)},
		{"la etiqueta en amarillo", textColorIs("Ana Pérez · Head Baker", "#ffe600")},
	},
	"a picture given a new size ends inside the frame": {
		// the size first, then an edge: 27 px past the right edge
		{"make the logo bigger and move it to the top", placedAt("logo.png", 0.375, 757.5, -283.5)},
		{"hacé el logo mucho más grande y ponelo abajo", placedAt("logo.png", 0.5, 690, 216)},
		// a step with a new size kept the other axis (135 px out)
		{"the logo up a bit and much bigger", placedAt("logo.png", 0.5, 690, -270)},
		// a resize alone grew past two edges
		{"make the logo bigger", placedAt("logo.png", 0.375, 757.5, -337.5)},
		{"make the heart much bigger", both(stickerScaleIs("heart", 2), stickerAt("heart", 744, 324))},
		{"agrandá el logo un 50%", placedAt("logo.png", 0.375, 757.5, -337.5)},
		// guards: a distance said is done as said; a smaller size; a place at the new size
		{"make the logo bigger and move it 100 px right", placedAt("logo.png", 0.375, 885, -365)},
		{"make the logo smaller", placedAt("logo.png", 0.15, 785, -365)},
		{"move the logo to the top and make it bigger", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"make the logo full screen", placedAt("logo.png", 1, 0, 0)},
	},
	"tan before a size is a degree": {
		// refused: "tan" was an unknown word
		{"el corazón tan grande", stickerScaleIs("heart", 2)},
		{"hacé el corazón tan chico", stickerScaleIs("heart", 0.3)},
		{"el logo tan grande", scaleIs("logo.png", 0.5)},
		{"poné el logo tan chico", scaleIs("logo.png", 0.075)},
		// guards
		{"el corazón muy grande", stickerScaleIs("heart", 2)},
		{"hacé el logo tan grande como el corazón", nil},
	},
}

func TestLooks19WorkshopCases(t *testing.T) {
	runFixtureTable(t, "looks19 workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, looks19WorkshopCases)
}

// A start said with a length (the interview: "Intro" 0–3, 28 s long).
var looks19InterviewCases = map[string][]vcase{
	"a start said with a length ends that long after it": {
		// "por" read as "to": 3s–12s
		{"agregá otro b-roll en el segundo 12 por 3 segundos", mediaIs("broll.mp4", timeline.TrackOverlay, 12, 15)},
		{"agregá el logo en el 12 por 3 segundos", mediaIs("logo.png", timeline.TrackOverlay, 12, 15)},
		{"agregá el logo a los 12 segundos por 3 segundos", mediaIs("logo.png", timeline.TrackOverlay, 12, 15)},
		{"agregá el logo desde el 5 por 2 segundos", mediaIs("logo.png", timeline.TrackOverlay, 5, 7)},
		// the length was dropped: to the end of the video
		{"poné sepia desde el 10 por 5 segundos", effectIs("sepia", 10, 15, "", 0)},
		{"sepia from 10 for 5 seconds", effectIs("sepia", 10, 15, "", 0)},
		{"add sepia after the intro for 5 seconds", effectIs("sepia", 3, 8, "", 0)},
		{"poné blanco y negro después del segundo 10 por 4 segundos", effectIs("grayscale", 10, 14, "", 0)},
		// a cut from a start with a length was read as "cut to": 5s–28s went
		{"cut from 10 for 5 seconds", durIs(23)},
		// guards: English forms; a range; an open start; a cut to a length
		{"borrá desde el segundo 10 durante 5 segundos", durIs(23)},
		{"add another b-roll at second 12 for 3 seconds", mediaIs("broll.mp4", timeline.TrackOverlay, 12, 15)},
		{"add another b-roll at 0:12 for 3s", mediaIs("broll.mp4", timeline.TrackOverlay, 12, 15)},
		{"agregá otro b-roll en el segundo 12 durante 3 segundos", mediaIs("broll.mp4", timeline.TrackOverlay, 12, 15)},
		{"poné sepia del 10 al 15", effectIs("sepia", 10, 15, "", 0)},
		{"add sepia from 10", effectIs("sepia", 10, 28, "", 0)},
		{"cut the video to 20 seconds", durIs(20)},
		{"cut from 10", durIs(10)},
	},
}

func TestLooks19InterviewCases(t *testing.T) {
	runFixtureTable(t, "looks19 interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, looks19InterviewCases)
}

// TestLooks19Replies: the reply says the size and the pull back inside.
func TestLooks19Replies(t *testing.T) {
	checkRepliesHave(t, map[string]string{
		"make the logo bigger and move it to the top": "Kept logo.png (e12) inside the frame at its new size (moved 27.5 px left).",
		"the logo bigger and a bit lower":             "Resized logo.png (e12) to scale 0.3.",
		"the label a bit lower and yellow":            "moved 32.4 px down, as far as the edge of the frame, colour yellow",
		// guard
		"make the logo smaller": "logo.png (e12): scale 0.15.",
	})
}
