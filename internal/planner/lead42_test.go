package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead42Fixture: a listing video with a title, a price and a date.
func lead42Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "fachada.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "living.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"fachada.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"living.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_text", `{"text":"JUST LISTED","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"$849,000","start":3,"end":7,"position":"bottom"}`},
		{"add_text", `{"text":"Open house 14.03","start":12,"end":16,"position":"top"}`},
		{"add_text", `{"text":"Living room","start":10,"end":12,"position":"bottom"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("lead42 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// TestLead42NewFigureText: a new text said without quotes ends where the
// reason for it starts ("… a $17.500 que el dueño lo bajó" pasted the
// reason into the price: silent), and a figure alone said as a price's
// new value is its text ("cambiá el precio por 799.000" made the price
// last 799 s: silent; "to 799,000" asked for a time).
func TestLead42NewFigureText(t *testing.T) {
	runFixtureTable(t, "lead42", lead42Fixture, map[string][]vcase{
		"the reason after a new text": {
			{"cambiá el precio a $17.500 que el dueño lo bajó", textIs("$17.500", 3, 7, "bottom", "")},
			{"change the price to $820,000 because the owner dropped it", textIs("$820,000", 3, 7, "bottom", "")},
			{"change the price to $799,000 because the seller is in a hurry", textIs("$799,000", 3, 7, "bottom", "")},
			{"cambiá el precio a 820.000 porque lo rebajaron", textIs("820.000", 3, 7, "bottom", "")},
			{"cambia el precio por 799.000 ya que bajo", textIs("799.000", 3, 7, "bottom", "")},
		},
		"a figure alone as a price's new value": {
			{"cambia el precio por 799.000", textIs("799.000", 3, 7, "bottom", "")},
			{"change the price to 799,000", textIs("799,000", 3, 7, "bottom", "")},
		},
		"guards: a text that holds 'que'; a length said with its unit": {
			{"change the title to Hasta que el cuerpo aguante", textIs("Hasta que el cuerpo aguante", 0, 3, "center", "")},
			{"make the price last 5 seconds", textIs("$849,000", 3, 8, "bottom", "")},
		},
	})
}

// TestLead42PlacedThing: a relative clause that says where texts are now
// picks them ("todos los textos que están abajo mandalos arriba" asked
// "Where: the bottom or the top?").
func TestLead42PlacedThing(t *testing.T) {
	bothUp := both(textIs("$849,000", 3, 7, "top", ""), textIs("Living room", 10, 12, "top", ""), textIs("JUST LISTED", 0, 3, "center", ""))
	runFixtureTable(t, "lead42", lead42Fixture, map[string][]vcase{
		"where they are now picks them": {
			{"todos los textos que estan abajo mandalos arriba", bothUp},
			{"move the texts that are at the bottom to the top", bothUp},
			{"los textos que están en la parte de abajo subilos arriba", bothUp},
			{"el texto que está arriba ponelo abajo", textIs("Open house 14.03", 12, 16, "bottom", "")},
		},
		"guards: one of several is asked; what a text says is not a place": {
			{"move the text that is at the bottom to the top", nil},
			{"delete the text that says Living room", countIs(timeline.ElementText, 3)},
		},
	})
}
