package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f7s54Fixture: a café's reel (60 s): saludo-barista.mp4 0–12 (Lola, the
// barista, says hello at the bar), espresso.mp4 12–28 (the espresso pours
// into the cup), brindis-mesa.mp4 28–44 (the customers at the table clink
// their cups and laugh), vereda.mp4 44–60 (the street outside the café); the
// logo logo-tostado.png 0–60 bottom-left at 0.15; a hook text 0–3 and the
// call to order "Pedí tu café: Instagram 22 4444-0137" 53–60 at the bottom;
// musica-jazz.mp3 0–60 and tazas.wav 36–38 (cups clinking).
func f7s54Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, n := range []string{"saludo-barista.mp4", "espresso.mp4", "brindis-mesa.mp4", "vereda.mp4"} {
		addTestAsset(p, n, timeline.AssetVideo, 20, 1920, 1080, true)
	}
	addTestAsset(p, "logo-tostado.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "musica-jazz.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "tazas.wav", timeline.AssetAudio, 2, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "f7s54", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "saludo-barista.mp4", "startTime": 0, "trackType": "main", "duration": 12}},
		{"add_media_to_timeline", map[string]any{"assetId": "espresso.mp4", "startTime": 12, "trackType": "main", "duration": 16}},
		{"add_media_to_timeline", map[string]any{"assetId": "brindis-mesa.mp4", "startTime": 28, "trackType": "main", "duration": 16}},
		{"add_media_to_timeline", map[string]any{"assetId": "vereda.mp4", "startTime": 44, "trackType": "main", "duration": 16}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo-tostado.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
		{"update_clip", map[string]any{"elementId": "logo-tostado.png", "scale": 0.15, "x": -760, "y": 380}},
		{"add_text", map[string]any{"text": "CAFÉ DE ESPECIALIDAD", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "Pedí tu café: Instagram 22 4444-0137", "start": 53, "end": 60, "position": "bottom", "style": "label"}},
		{"add_media_to_timeline", map[string]any{"assetId": "musica-jazz.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
		{"add_media_to_timeline", map[string]any{"assetId": "tazas.wav", "startTime": 36, "trackType": "audio"}},
	})
	describe := map[string]string{
		"saludo-barista.mp4": "Lola, the barista, says hello at the bar",
		"espresso.mp4":       "the espresso pours into the cup",
		"brindis-mesa.mp4":   "the customers at the table clink their cups and laugh",
		"vereda.mp4":         "the street outside the café",
		"logo-tostado.png":   "the café's logo",
		"musica-jazz.mp3":    "a soft jazz tune",
		"tazas.wav":          "cups clinking",
	}
	describeAssets(ed, describe)
	return ed
}

// f7s54LogoBiggerInPlace wants the logo bigger than 0.15 where it was.
func f7s54LogoBiggerInPlace(p *timeline.Project) string {
	es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo-tostado.png" })
	if len(es) != 1 {
		return fmt.Sprintf("%d logos, want 1", len(es))
	}
	v := es[0].Visual
	if v.Scale <= 0.16 || !near(v.X, -760) || !near(v.Y, 380) {
		return fmt.Sprintf("logo at scale %v (%v, %v), want bigger at (-760, 380)", v.Scale, v.X, v.Y)
	}
	return ""
}

const f7s54Call = "Pedí tu café: Instagram 22 4444-0137"

// TestF7S54SilentOnTheCallToBook: requests that ran and did the wrong thing
// on set 38's bike shop and set 39's vineyard, each now done or asked.
func TestF7S54SilentOnTheCallToBook(t *testing.T) {
	runFixtureTable(t, "f7s54 table", f7s54Fixture, map[string][]vcase{
		// "should end 2 seconds later" of a text that ends with the video:
		// past the end, asked (the "end" was read as the video's end and the
		// text moved to 113 s; set 38 v38-003)
		"end later": {
			{"the instagram text at the end should end 2 seconds later", nil},
			{"el texto de instagram del final que termine 2 segundos después", nil},
			// neighbour: earlier is inside the video, by that much
			{"the instagram text at the end should end 2 seconds earlier", textIs(f7s54Call, 53, 58, "bottom", "")},
		},
		// "should start at 51": the start, never a number of the text
		// rewritten (its "22" became "51"; set 38 v38-003)
		"start at": {
			{"the instagram text at the end should start at 51", textIs(f7s54Call, 51, 60, "bottom", "")},
			// not met yet: "del final … en el 51" answers "Invalid time
			// range"; asked, no longer the text rewritten
			{"el texto de instagram del final tiene que empezar en el 51", nil},
			// neighbour: new words for the text are still its words
			{"change the instagram text to 'Pedí tu café: Instagram 22 4444-0138'", textIs("Pedí tu café: Instagram 22 4444-0138", 53, 60, "bottom", "")},
		},
		// "the clinking sound": the sound file, never the clip whose
		// description has clinking in it (both were muted; set 39 v39-096)
		"clinking sound": {
			{"remove the clinking sound", both(goneIs("tazas.wav"), mutedIs("brindis-mesa.mp4", false))},
			{"sacá el sonido de las tazas", both(goneIs("tazas.wav"), mutedIs("brindis-mesa.mp4", false))},
			// neighbour: the clip's sound by the clip
			{"mute brindis-mesa.mp4", mutedIs("brindis-mesa.mp4", true)},
		},
		// "X... no, mejor Y": the self-correction keeps only Y (both ran;
		// set 38 v38-083)
		"self-correction": {
			{"poné el logo en el centro y grande al principio, tipo presentacion... no, mejor dejalo donde esta pero mas grande", f7s54LogoBiggerInPlace},
			// English "leave it where it is but bigger" is not read yet: asked
			{"put the logo in the middle and big at the start, like an intro... no, actually leave it where it is but bigger", nil},
			// neighbour: a plain bigger logo stays where it is
			{"make the logo bigger", f7s54LogoBiggerInPlace},
		},
	})
}
