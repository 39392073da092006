package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13b3Fixture: a pottery class: intro.mp4 0–6, glazing.mp4 6–20,
// firing.mp4 20–36, artist-interview.mp4 36–50 and celebration.mp4
// 50–60 on the main track, music.mp3 under all of it, the text
// "Pottery 101" (0–3, top); kiln-broll.mp4 is in the project, not on the
// timeline. No sticker and no effect, so each check finds the one added.
func i13b3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		name string
		dur  float64
	}{{"intro.mp4", 12}, {"glazing.mp4", 20}, {"firing.mp4", 20}, {"artist-interview.mp4", 20}, {"celebration.mp4", 15}, {"kiln-broll.mp4", 20}} {
		addTestAsset(p, a.name, timeline.AssetVideo, a.dur, 1920, 1080, true)
	}
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"intro.mp4","startTime":0,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"glazing.mp4","startTime":6,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"firing.mp4","startTime":20,"trackType":"main","duration":16}`},
		{"add_media_to_timeline", `{"assetId":"artist-interview.mp4","startTime":36,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"celebration.mp4","startTime":50,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":60}`},
		{"add_text", `{"text":"Pottery 101","start":0,"end":3,"position":"top"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13b3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var i13b3Cases = map[string][]vcase{
	// "When is "while the artist is interviewed"?": the subject was placed
	// and its doing asked; "while they celebrate" left "celebrate" out and
	// the request with it; "while I do the glazing" was asked
	"a doing said by the word a clip is named by": {
		{"throw a heart sticker in the top right while the artist is interviewed", stickerIs("heart", "top-right", 36, 50)},
		{"put a star top left while they celebrate", stickerIs("star", "top-left", 50, 60)},
		{"add a star sticker top right when the glazing happens", stickerIs("star", "top-right", 6, 20)},
		{"put the kiln broll small in the bottom right corner while I do the glazing", pipOf("kiln-broll.mp4", 6, 20)},
	},
	// the end's bare "it" was the whole video: 20–60 (silent)
	"from when a thing starts to when it ends": {
		{"black and white from when the firing starts to when it ends", effectIs("grayscale", 20, 36, "", 0)},
		{"blur from when the glazing starts to when it ends", effectIs("blur", 6, 20, "", 0)},
	},
	// the first seconds were the video's: 0–2 (silent)
	"the first seconds beside a moment are its thing's": {
		{"poné una estrella arriba a la derecha cuando arranca el firing, los primeros 2 segundos", stickerIs("star", "top-right", 20, 22)},
	},
	// the event was asked ("When is …?") though its time was said beside it
	"a time said beside an event": {
		{"add 'WOW' at the top when the firing goes wrong, like at 25, for 2 seconds", textIs("WOW", 25, 27, "top", "")},
		{"add 'WOW' at the top when the firing goes wrong at 10", nil},
	},
	// "The rest of what?" though the stretch was just said
	"the rest of a stretch said before it": {
		{"keep only the firing part, toss the rest", both(durIs(16), mainIs("firing:0-16"))},
		{"after the glazing, make the rest black and white", effectIs("grayscale", 20, 60, "", 0)},
		{"después del glazing, poné el resto en blanco y negro", effectIs("grayscale", 20, 60, "", 0)},
		{"add 'Day one' at the top for 3 secs then black and white the rest", both(textIs("Day one", 0, 3, "top", ""), effectIs("grayscale", 3, 60, "", 0))},
		{"después del firing, bajale la música a 0.3 al resto", volumeDuring("music.mp3", 36, 60, 0.3)},
		{"black and white the rest", nil},
		{"muteá el resto", nil},
	},
	// "What does "instead" refer to?" though the clause said the thing and
	// its new time
	"instead of a thing's own time": {
		{"make 'Pottery 101' show up at 2 instead", msTextStarts("Pottery 101", 2)},
		{"make it start at 30 instead", nil},
		{"add a star at 30 instead", nil},
	},
	// guards: an event the project cannot place stays asked
	"events the project cannot place": {
		{"add a heart when the artist laughs", nil},
		{"poné un corazón cuando el perro ladra", nil},
		{"add a star when they celebrate the award", nil},
	},
}

func TestI13b3Cases(t *testing.T) { runFixtureTable(t, "i13b3", i13b3Fixture, i13b3Cases) }
