package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v5Fixture: a family's lake holiday vlog whose files are named in
// Spanish: llegada-lago.mp4 0–8, kayak-lago.mp4 8–18, fogata-noche.mp4
// 18–28, perro-playa.jpg 28–33 and cena-familia.mp4 33–43 on the main
// track; mapa-viaje.png 8–14 and cartel-camping.png 18–22 over them;
// guitarra-fogon.mp3 0–43; the texts "VACACIONES 2026" (0–3) and "Día 2:
// el río" (9–13); a sun sticker (0–4). amanecer-carpa.mp4 and
// abuela-saludo.mp4 are imported, not placed.
func i13v5Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		name string
		typ  timeline.AssetType
		dur  float64
	}{
		{"llegada-lago.mp4", timeline.AssetVideo, 12}, {"kayak-lago.mp4", timeline.AssetVideo, 14},
		{"fogata-noche.mp4", timeline.AssetVideo, 15}, {"perro-playa.jpg", timeline.AssetImage, 0},
		{"cena-familia.mp4", timeline.AssetVideo, 12}, {"mapa-viaje.png", timeline.AssetImage, 0},
		{"cartel-camping.png", timeline.AssetImage, 0}, {"guitarra-fogon.mp3", timeline.AssetAudio, 90},
		{"amanecer-carpa.mp4", timeline.AssetVideo, 12}, {"abuela-saludo.mp4", timeline.AssetVideo, 10},
	} {
		addTestAsset(p, a.name, a.typ, a.dur, 1920, 1080, a.typ != timeline.AssetImage)
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"llegada-lago.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"kayak-lago.mp4","startTime":8,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"fogata-noche.mp4","startTime":18,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"perro-playa.jpg","startTime":28,"trackType":"main","duration":5}`},
		{"add_media_to_timeline", `{"assetId":"cena-familia.mp4","startTime":33,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"mapa-viaje.png","startTime":8,"trackType":"overlay","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"cartel-camping.png","startTime":18,"trackType":"overlay","duration":4}`},
		{"add_media_to_timeline", `{"assetId":"guitarra-fogon.mp3","startTime":0,"trackType":"audio","duration":43}`},
		{"add_text", `{"text":"VACACIONES 2026","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Día 2: el río","start":9,"end":13,"position":"bottom","style":"label"}`},
		{"add_sticker", `{"stickerId":"sun","start":0,"end":4,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13v5 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13v5Cases name the files in the other language, by a synonym or by
// what they show (vocabulary.go); a two-word name one word of which names
// nothing is read by the other (partlyNamed). Guards: a word that names an
// imported file, or one of no concept, keeps the name unread; two things
// named ask which.
var i13v5Cases = map[string][]vcase{
	"other language": {
		{"delete the campfire clip", goneIs("fogata-noche.mp4")},
		{"make the dog pic black and white", effectIs("grayscale", 28, 33, "", 0)},
		{"get rid of the trip map", goneIs("mapa-viaje.png")},
		{"remove the travel map pls", goneIs("mapa-viaje.png")},
		{"mute the guitar", mutedIs("guitarra-fogon.mp3", true)},
		{"borra el clip de la canoa", goneIs("kayak-lago.mp4")},
		{"hide the camping sign", hiddenIs("cartel-camping.png", true)},
		{"hide the campsite poster", hiddenIs("cartel-camping.png", true)},
		{"make the family dinner clip 5 seconds long", timesIs("cena-familia.mp4", "33-38")},
		{"add the grandma greeting clip at the end", mediaIs("abuela-saludo.mp4", timeline.TrackMain, 43, 53)},
		{"add the sunrise clip at the end", mediaIs("amanecer-carpa.mp4", timeline.TrackMain, 43, 55)},
		{"sacale el sonido a la guitarrita", mutedIs("guitarra-fogon.mp3", true)},
		{"el clip de la llegada, hacelo de 6 segundos", timesIs("llegada-lago.mp4", "0-6")},
		{"delete the arrival video", goneIs("llegada-lago.mp4")},
	},
	"a word of the name that names nothing": {
		{"delete the arrival drone clip", goneIs("llegada-lago.mp4")},
		{"hide the camping banner", hiddenIs("cartel-camping.png", true)},
		// "lake" names two clips: which?
		{"delete the lake drone clip", nil},
		// "dawn" names amanecer-carpa.mp4, which is not placed: not read as the arrival
		{"delete the dawn arrival clip", nil},
		// a word of no concept keeps the name unread
		{"delete the zorblax arrival clip", nil},
	},
	"guards": {
		{"delete the kitchen clip", nil},
		{"borrá la foto del perro", goneIs("perro-playa.jpg")},
		// "solo en el clip": when, not a second thing to hide
		{"ocultá el mapa solo en el clip del kayak", nil},
		{"hide the map in the kayak clip", nil},
		{"hide the map and the camping sign", both(hiddenIs("mapa-viaje.png", true), hiddenIs("cartel-camping.png", true))},
		// "and a half" after a unit is a half of it, not a clause
		{"cut the first second and a half of the arrival clip", timesIs("llegada-lago.mp4", "0-6.5")},
		{"cortá el primer segundo y medio de la llegada", timesIs("llegada-lago.mp4", "0-6.5")},
	},
}

func TestI13v5Naming(t *testing.T) {
	runFixtureTable(t, "i13v5 naming table", i13v5Fixture, i13v5Cases)
}

// TestI13v5NamingWorkshop: the workshop's files said by what they show
// in other words; a word of no file stays refused.
func TestI13v5NamingWorkshop(t *testing.T) {
	runFixtureTable(t, "i13v5 workshop naming", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"synonyms": {
			{"make the town footage black and white", effectIs("grayscale", 70, 82, "", 0)},
			{"delete the street clip", nil},
			{"borra el clip del horno", nil},
			{"ocultá el logo solo en el clip de la cocina", nil},
		},
	})
}

// TestI13v5TookSaid: a name read by one of its words says so in the reply.
func TestI13v5TookSaid(t *testing.T) {
	plan := BasicVideo(context.Background(), "delete the arrival drone clip", i13v5Fixture(t))
	if !strings.Contains(plan.Reply, `Took "the arrival drone clip" to be llegada-lago.mp4`) {
		t.Fatalf("reply %q does not say how the name was read", plan.Reply)
	}
	plan = BasicVideo(context.Background(), "delete the lake drone clip", i13v5Fixture(t))
	if !strings.Contains(plan.Reply, "llegada-lago.mp4") || !strings.Contains(plan.Reply, "kayak-lago.mp4") || len(plan.Steps) > 0 {
		t.Fatalf("reply %q does not ask between the two lake clips", plan.Reply)
	}
}
