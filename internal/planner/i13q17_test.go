package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// q17Car: a 34 s listing for a used car, its files named mostly in
// Spanish: hola.mp4 0-5 | frente-auto.mp4 5-10 | lateral.mp4 10-16 |
// tablero.mp4 16-21 | baul-abierto.mp4 21-26 | libreta.jpg 26-30 |
// wheels.mp4 30-34 on the main track, logo.png 0-34 on top, musica.mp3
// 0-34 at 0.5, the text "$9,500" 5-9 at the top.
func q17Car(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, f := range []struct {
		name string
		dur  float64
	}{{"hola.mp4", 8}, {"frente-auto.mp4", 8}, {"lateral.mp4", 8}, {"tablero.mp4", 8}, {"baul-abierto.mp4", 8}, {"wheels.mp4", 6}} {
		addTestAsset(p, f.name, timeline.AssetVideo, f.dur, 1920, 1080, true)
	}
	addTestAsset(p, "libreta.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	calls := []testCall{}
	start := 0.0
	for _, c := range []struct {
		name string
		dur  float64
	}{{"hola.mp4", 5}, {"frente-auto.mp4", 5}, {"lateral.mp4", 6}, {"tablero.mp4", 5}, {"baul-abierto.mp4", 5}, {"libreta.jpg", 4}, {"wheels.mp4", 4}} {
		calls = append(calls, testCall{"add_media_to_timeline", map[string]any{"assetId": c.name, "startTime": start, "trackType": "main", "duration": c.dur}})
		start += c.dur
	}
	calls = append(calls,
		testCall{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 34}},
		testCall{"add_media_to_timeline", map[string]any{"assetId": "musica.mp3", "startTime": 0, "trackType": "audio", "duration": 34}},
		testCall{"set_volume", map[string]any{"elementId": "musica.mp3", "volume": 0.5}},
		testCall{"add_text", map[string]any{"text": "$9,500", "start": 5, "end": 9, "position": "top"}},
	)
	playCalls(t, "q17Car", ed, calls)
	return ed
}

// flippedVIs wants name flipped upside down and not mirrored.
func flippedVIs(name string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if !e.Visual.FlipV || e.Visual.FlipH {
			return fmt.Sprintf("flipH %v flipV %v, want a vertical flip", e.Visual.FlipH, e.Visual.FlipV)
		}
		return ""
	})
}

func q17Kept(p *timeline.Project) string {
	return both(durIs(34), countIs(timeline.ElementImage, 2))(p)
}

var q17Cases = map[string][]vcase{
	// a car's parts said in the other language name its files
	// (tablero.mp4, lateral.mp4, baul-abierto.mp4, libreta.jpg): "there
	// is no the dashboard clip", or it asked which of all the files
	"a car's parts said in the other language": {
		{"remove the dashboard clip", goneIs("tablero.mp4")},
		{"flip the side clip horizontally", flippedH("lateral.mp4")},
		{"make the booklet photo black and white", effectIs("grayscale", 26, 30, "intensity", 100)},
		{"put a star sticker in the top left while the trunk clip plays", stickerIs("star", "top-left", 21, 26)},
		{"sacá el clip de las ruedas", goneIs("wheels.mp4")},
		{"make the dash shot a bit see-through", opacityIs("tablero.mp4", 0.75)},
		// guards: "the side" alone is a place in the frame (the logo was
		// moved to the side clip's time), and a word no file has stays
		// refused
		{"put the logo on the side", nil},
		{"put a heart on the side", nil},
		{"mute the engine sound", nil},
	},
	// the way of a turn said in a remark after it: a vertical flip, not
	// the mirror sideways it was
	"the way of a turn said after it": {
		{"el clip del tablero dalo vuelta, esta cabeza abajo", flippedVIs("tablero.mp4")},
		{"flip the side clip, it's upside down", flippedVIs("lateral.mp4")},
		{"rotate the booklet photo, it's sideways", rotationIs("libreta.jpg", 90)},
		{"flip the dashboard clip, it looks weird", flippedH("tablero.mp4")},
	},
	// a level said after an added thing, of a thing already there: its
	// setting, not the thing added a second time (a second logo was
	// added at full opacity)
	"a level after an add": {
		{"agregá 'Oferta' arriba entre 2 y 4, y el logo al 50% de opacidad", both(textIs("Oferta", 2, 4, "top", "plain"), opacityIs("logo.png", 0.5), countIs(timeline.ElementImage, 2))},
		{"add a heart sticker and the logo at 40% opacity", both(opacityIs("logo.png", 0.4), countIs(timeline.ElementImage, 2))},
		{"agregá un corazón y la música al 20%", volumeIs("musica.mp3", 0.2)},
		{"add a blur from 2 to 4 and the logo at 50%", nil},
	},
}

func TestI13q17Cases(t *testing.T) {
	runFixtureTable(t, "i13q17", q17Car, q17Cases)
}

// TestI13q17BackWish: a wish to have a thing back, beside an undo, is
// what the undo is for (the star was added again after the undo brought
// it back); alone it is no edit.
func TestI13q17BackWish(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		want   check
	}{
		{"deshacé, quiero el logo de vuelta", q17Kept},
		{"undo, I want the logo back", q17Kept},
		{"I want the logo back", nil},
		{"quiero el logo de vuelta", nil},
	} {
		ed := q17Car(t)
		if plan := BasicVideo(context.Background(), "delete the logo", ed); !plan.OK() {
			t.Fatalf("setup: %s", plan.Reply)
		}
		if ok, why := runCase(t, ed, vcase{tc.prompt, tc.want}); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}
