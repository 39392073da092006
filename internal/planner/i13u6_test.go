package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u6Fixture: a garden vlog with no sticker and no text: weather.mp4
// 0–10 and riego-manana.mp4 10–20 (watering with a can) on the main track,
// and huerta-logo.png 0–20 over them.
func i13u6Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "weather.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "riego-manana.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "huerta-logo.png", timeline.AssetImage, 0, 600, 600, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"weather.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"riego-manana.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"huerta-logo.png","startTime":0,"trackType":"overlay","duration":20}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13u6 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestI13u6ThingOfOneKind: a name of a thing of one kind (a sticker, a map,
// a picture, a sign) never picks an element of another kind: it is not
// found, or asked. Guards keep the names that do fit.
func TestI13u6ThingOfOneKind(t *testing.T) {
	workshop := func(t *testing.T) *videotools.Editor { return workshopFixture(t) }
	heartKept := countIs(timeline.ElementSticker, 1)
	runFixtureTable(t, "i13u6 workshop", workshop, map[string][]vcase{
		"a kind word with a clip's name": {
			{"remove the city map", nil}, // was: the city clip deleted
			{"borrá el mapa de la ciudad", nil},
			{"delete the kitchen sign", nil},
			{"get rid of the city pin", nil}, // a pin sticker, not the city clip
			{"quitá el pin de la cocina", nil},
		},
		"a sticker of something that is not there": {
			{"delete the dog sticker", nil}, // was: the heart deleted
			{"make the dog sticker bigger", nil},
			{"move the cat sticker to the left", nil},
			{"sacá el sticker del perro", nil},
		},
		"a picture of something no file is": {
			{"add the photo of the cake at 30", nil}, // was: logo.png added
			{"agregá la foto de la torta", nil},
			{"put the cake picture at the end", nil},
		},
		"a word spelt right is no typo": {
			{"borra el cartel de la panaderia", nil}, // was: Ana's "Head Baker" label deleted
		},
		"where it is, said in a relative clause, says which": {
			{"sacá el corazón ese que aparece abajo a la derecha", countIs(timeline.ElementSticker, 0)},
			{"delete the heart that shows in the bottom right", countIs(timeline.ElementSticker, 0)},
			{"sacá el logo que aparece arriba a la derecha", goneIs("logo.png")},
			{"hacé más grande el corazón que aparece abajo a la derecha", i13u6StickerScale("heart", 1.5)},
			// a place where it is not: refused, never another thing
			{"sacá el logo que aparece abajo a la izquierda", nil},
			{"delete the heart that shows at the top", nil},
			{"borrá el corazón que sale arriba", nil},
		},
		"guards": {
			{"delete the heart", countIs(timeline.ElementSticker, 0)},
			{"remove the heart sticker", countIs(timeline.ElementSticker, 0)},
			{"quitá el corazoncito", countIs(timeline.ElementSticker, 0)},
			{"make the heart sticker smaller", both(heartKept, i13u6StickerScale("heart", 0.6))},
			{"delete the city clip", both(heartKept, mainIs("interview:0-70 broll-kitchen:70-80"))},
			{"delete the city footage", mainIs("interview:0-70 broll-kitchen:70-80")},
			{"remove the logo image", goneIs("logo.png")},
			{"borrá la foto del logo", goneIs("logo.png")},
			{"add the city footage at 30", mediaIs("broll-city.mp4", timeline.TrackOverlay, 30, 42)},
			{"add a map sticker at 10", stickerTimes("location-pin", "10-15")},
			{"turn down the background music", volumeIs("music.mp3", 0.4)},
			{"borrá el cartel con el nombre de ana", i13u6TextGone("Ana Pérez · Head Baker")},
		},
	})
	runFixtureTable(t, "i13u6 garden", i13u6Fixture, map[string][]vcase{
		"none of that kind there": {
			{"delete the weather sticker", nil}, // was: weather.mp4 deleted
			{"quitá el sticker del clima", nil},
			{"delete the weather text", nil},
			{"borrá la regadera del riego", nil}, // the can in the clip, not the clip
		},
		"guards": {
			{"delete the weather clip", timesIs("riego-manana.mp4", "0-10")},
			{"borrá el clip del riego", timesIs("weather.mp4", "0-10")},
			{"remove the logo", goneIs("huerta-logo.png")},
		},
	})
}

// i13u6StickerScale checks every sticker of an id is drawn at that scale.
func i13u6StickerScale(id string, want float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Visual == nil || !near(e.Visual.Scale, want) {
				return fmt.Sprintf("%s sticker visual %+v, want scale %v", id, e.Visual, want)
			}
		}
		return ""
	}
}

// i13u6TextGone wants no text that says content.
func i13u6TextGone(content string) check {
	return func(p *timeline.Project) string {
		if len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})) > 0 {
			return fmt.Sprintf("text %q is still there", content)
		}
		return ""
	}
}
