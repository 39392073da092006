package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f3FerryFixture: a ferry trip, muelle.mp4 0–10, lancha.mp4 10–22 and
// faro.mp4 22–30 on the main track, and the texts "Salidas 8-18 h" (0–3,
// top) and "Tarifa $9.000 ida y vuelta" (12–15, bottom).
func f3FerryFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		name string
		dur  float64
	}{{"muelle.mp4", 10}, {"lancha.mp4", 12}, {"faro.mp4", 8}} {
		addTestAsset(p, a.name, timeline.AssetVideo, a.dur, 1920, 1080, true)
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"muelle.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"lancha.mp4","startTime":10,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"faro.mp4","startTime":22,"trackType":"main","duration":8}`},
		{"add_text", `{"text":"Salidas 8-18 h","start":0,"end":3,"position":"top"}`},
		{"add_text", `{"text":"Tarifa $9.000 ida y vuelta","start":12,"end":15,"position":"bottom"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f3 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestF3LengthUntilAThing: a complaint that a thing goes by too fast, then
// a command for "it" whose length another thing says ("step 3 text is too
// short, keep it up for the whole patch clip", "the price text goes by too
// fast, keep it up until the tasting clip ends"; set 38 v38-009, set 39
// v39-017): the complaint was planned alone and asked how much longer.
// The "until" is the amount (lengthremedy.go: lengthUntilThing).
func TestF3LengthUntilAThing(t *testing.T) {
	fare := "Tarifa $9.000 ida y vuelta"
	runFixtureTable(t, "length until a thing", f3FerryFixture, map[string][]vcase{
		"the until is the amount": {
			{"the tarifa text goes by too fast, keep it up until the lancha clip ends", textIs(fare, 12, 22, "bottom", "")},
			{"the tarifa text is too short, keep it up for the whole lancha clip", textIs(fare, 10, 22, "bottom", "")},
			{"el texto de la tarifa dura muy poco, dejalo hasta que termine el clip de la lancha", textIs(fare, 12, 22, "bottom", "")},
		},
		// neighbours keep their readings: a number said is the amount, and
		// the complaint alone still gets 2 s more (lengthdefault.go)
		"neighbours": {
			{"the tarifa text goes by too fast, keep it up until 20", textIs(fare, 12, 20, "bottom", "")},
			{"the tarifa text goes by too fast", textIs(fare, 12, 17, "bottom", "")},
			{"el texto de la tarifa dura muy poco", textIs(fare, 12, 17, "bottom", "")},
		},
	})
}
