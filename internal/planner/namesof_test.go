package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// bandNamesFixture: a band's clip (ensayo.mp4, 0–30) with the texts "GIRA
// 2026" (0–2, centre), "Inés · bajo" (2–6) and "Bruno · batería" (10–14),
// both at the bottom.
func bandNamesFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "ensayo.mp4", timeline.AssetVideo, 40, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"ensayo.mp4","startTime":0,"trackType":"main","duration":30}`},
		{"add_text", `{"text":"GIRA 2026","start":0,"end":2,"position":"center"}`},
		{"add_text", `{"text":"Inés · bajo","start":2,"end":6,"position":"bottom"}`},
		{"add_text", `{"text":"Bruno · batería","start":10,"end":14,"position":"bottom"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("band fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestNamesOfOwners: names said in the plural, of people, are every text
// that is a name; animals' names are not read.
func TestNamesOfOwners(t *testing.T) {
	namesTop := both(textIs("Inés · bajo", 2, 6, "top", ""), textIs("Bruno · batería", 10, 14, "top", ""), textIs("GIRA 2026", 0, 2, "center", ""))
	runFixtureTable(t, "names of owners", bandNamesFixture, map[string][]vcase{
		"names in the plural": {
			{"los nombres de los participantes ponelos arriba", namesTop},
			{"move the players names to the top", namesTop},
			{"que los nombres de los invitados aparezcan arriba", namesTop},
		},
		"left as it was": {
			{"move the dogs names to the top", nil},
		},
	})
}
