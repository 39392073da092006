package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13y6Cases: adding things and several-part requests on the workshop
// project (see workshopFixture).
var i13y6Cases = map[string][]vcase{
	"a wish before a new thing is that new thing": {
		// asked which of the texts "un texto" was (a new one was wished)
		{"quiero un texto en el centro en el segundo 40 que diga 'hola mundo'", textIs("hola mundo", 40, 45, "center", "")},
		{"I want a text in the middle at 40 that says 'hola'", textIs("hola", 40, 45, "center", "")},
		{"we need a text at the top that says \"open 7 am\" for the last 5 seconds", textIs("open 7 am", 87, 92, "top", "")},
		{"necesito una estrella arriba a la derecha en el 20", both(stickerTimes("star", "20-25"), countIs(timeline.ElementSticker, 2))},
		{"yo quiero un titulo abajo que diga 'buen provecho' en el 30", textIs("buen provecho", 30, 35, "bottom", "")},
		{"i'd like a fire sticker bottom left at 50", both(stickerTimes("fire", "50-55"), countIs(timeline.ElementSticker, 2))},
		{"queremos un texto q diga 'gracias' al final", textIs("gracias", 87, 92, "", "")},
		// guards: no words for a new text, or the text named, stays asked
		{"quiero un texto más grande", nil},
		{"quiero el texto en el centro", nil},
	},
	"caption or label a picture with words: a new text while it shows": {
		// it asked for transcription, or rewrote the label already there
		{"caption the kitchen clip with \"our menu\"", textIs("our menu", 82, 92, "", "")},
		{"label the logo with 'our menu'", textIs("our menu", 2, 10, "", "")},
		{"subtitulá el clip de la cocina con 'nuestro menú'", textIs("nuestro menú", 82, 92, "", "")},
		{"etiquetá el logo con 'pan casero'", textIs("pan casero", 2, 10, "", "")},
		{"captoin the city clip with 'downtown'", textIs("downtown", 70, 82, "", "")},
		{"tag the city b-roll with \"downtown\"", textIs("downtown", 70, 82, "", "")},
		// guards: no words is transcription or nothing; a text is no picture
		{"caption the interview", nil},
		{"label the logo", nil},
		{"caption the label with 'hi'", nil},
	},
	"picture in picture of a file not on the timeline: it is put over": {
		// "there is no guest-cam.mp4 on the timeline" (read as a move)
		{"picture in picture: guest-cam.mp4 bottom right from 20 to 28", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 20, 28)},
		{"pip: guest-cam.mp4 arriba a la izquierda del 10 al 15", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 10, 15)},
		{"picture-in-picture of the guest cam bottom left from 30 to 40", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 30, 40)},
		{"pic in pic guest-cam.mp4 top right from 50 to 55", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 50, 55)},
		// guards: no picture-in-picture word, or a sound, stays refused
		{"guest-cam.mp4 bottom right from 20 to 28", nil},
		{"picture in picture: music.mp3 bottom right from 20 to 28", nil},
	},
}

func TestI13y6Cases(t *testing.T) {
	runFixtureTable(t, "i13y6", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y6Cases)
	runFixtureTable(t, "i13y6 names", i13y6Fixture, i13y6NameCases)
}

// i13y6Fixture: a bakery video where one name is said of several things:
// rosa-intro.mp4 0–10, oven.mp4 10–20 and rosa-outro.mp4 20–30 on the
// main track, rosa-vo.wav 5–25, the text "Rosa · baker" (2–5, bottom).
func i13y6Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "rosa-intro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "oven.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "rosa-outro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "rosa-vo.wav", timeline.AssetAudio, 20, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"rosa-intro.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"oven.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"rosa-outro.mp4","startTime":20,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"rosa-vo.wav","startTime":5,"trackType":"audio"}`},
		{"add_text", `{"text":"Rosa · baker","start":2,"end":5,"position":"bottom"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13y6 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var i13y6NameCases = map[string][]vcase{
	"a name said of several: the one heard during the stretch said": {
		// asked which rosa (her clips and her text have her name too)
		{"mute rosa during the oven clip", both(volumesAre("rosa-vo.wav", 1, 0, 1), volumesAre("rosa-intro.mp4", 1))},
		{"silenciá a rosa durante el horno", volumesAre("rosa-vo.wav", 1, 0, 1)},
		{"lower rosa to 20% during the oven clip", volumesAre("rosa-vo.wav", 1, 0.2, 1)},
		{"bajá a rosa al 30% mientras se ve el horno", volumesAre("rosa-vo.wav", 1, 0.3, 1)},
		{"mute rosa during the oven clip, mirror the oven clip and put HOT in the center", both(volumesAre("rosa-vo.wav", 1, 0, 1), flippedH("oven.mp4"))},
		// guards: no stretch, or two of hers heard then, still ask
		{"mute rosa", nil},
		{"mute rosa from 0 to 8", nil},
		{"silenciá a rosa entre el 6 y el 9", nil},
	},
}
