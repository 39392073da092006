package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// coachLabelFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18,
// the music 0-18, "Welcome" 0-3 at the top) with a label naming Tomás,
// the coach, at 5-9 at the bottom.
func coachLabelFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "coach label", ed, []testCall{
		{"add_text", map[string]any{"text": "Tomás · coach", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
	})
	return ed
}

// TestStartAlongWithVideo: a piece after a start that is only "along with
// the video" says the start again, the video's own: the label comes in
// with the video and keeps its end ("junto con el video" was read as the
// whole video and stretched the label over it). A start that is not the
// video's is asked; a clause that says how long keeps its reading.
func TestStartAlongWithVideo(t *testing.T) {
	runFixtureTable(t, "start along with the video", coachLabelFixture, map[string][]vcase{
		"the start said again: from the video's start, its end kept": {
			{"el cartel de tomás que arranque desde el segundo 0, junto con el video", textIs("Tomás · coach", 0, 9, "bottom", "label")},
			{"make the coach label start at 0, along with the video", textIs("Tomás · coach", 0, 9, "bottom", "label")},
			{"make the coach label start at second 0, with the video", textIs("Tomás · coach", 0, 9, "bottom", "label")},
		},
		"another start than the video's: asked": {
			{"que el cartel de tomás arranque en el 2, junto con el video", nil},
			{"make the coach label start at 3, along with the video", nil},
		},
		"how long said: as before": {
			{"el cartel de tomás que arranque en el 0, que dure todo el video", textIs("Tomás · coach", 0, 18, "bottom", "label")},
			{"make the coach label start at 0 and last for the whole video", textIs("Tomás · coach", 0, 18, "bottom", "label")},
			{"make the coach label start at 0", textIs("Tomás · coach", 0, 4, "bottom", "label")},
		},
	})
}
