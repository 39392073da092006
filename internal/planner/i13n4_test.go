package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13n4Fixture: a bakery's reel: horno.mp4 0–20 (the oven) and
// jardin.mp4 20–40 (the garden) on the main track, and texts that carry
// facts: a weekday and a date, a role, a labelled day, a tip, a deal, a
// web address, an alias, a price, two ages, a labelled km and a trick.
func i13n4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "horno.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
	addTestAsset(p, "jardin.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	calls := []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"horno.mp4","startTime":0,"trackType":"main","duration":20}`},
		{"add_media_to_timeline", `{"assetId":"jardin.mp4","startTime":20,"trackType":"main","duration":20}`},
	}
	for i, tx := range []string{"PANADERÍA SOL", "Grand reopening · Monday 3/11", "Rosa · head baker", "Día 40: masa madre",
		"Day 12", "Tip: water at sunrise", "2x1 en medialunas", "Visit panaderiasol.com", "Doná: alias SOL.PAN",
		"$499 · 1 kg", "Luna · 2 años", "Toby · 8 meses", "Km 42: la subida", "Nico · 50-50 grind", "Bar Sol · 14.03.2025"} {
		calls = append(calls, struct{ tool, in string }{"add_text",
			fmt.Sprintf(`{"text":%q,"start":%d,"end":%d,"position":"bottom"}`, tx, 2*i, 2*i+2)})
	}
	for _, c := range calls {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13n4 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13n4Swap wants the text was gone and exactly one text now.
func i13n4Swap(was, now string) check {
	return both(textGone(was), func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil && e.Text.Content == now }); len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), now)
		}
		return ""
	})
}

var i13n4Cases = map[string][]vcase{
	"the old value said beside the new one": {
		// refused: "no verb or edit I know", "basic mode does not act on not"
		{"the reopening is on tuesday, not monday. fix the text", i13n4Swap("Grand reopening · Monday 3/11", "Grand reopening · Tuesday 3/11")},
		{"the tip is wrong, water at sunset, not sunrise", i13n4Swap("Tip: water at sunrise", "Tip: water at sunset")},
		{"Rosa is the owner, not the head baker", i13n4Swap("Rosa · head baker", "Rosa · owner")},
		{"el grind de nico no es un 50-50, es un boardslide. cambialo", i13n4Swap("Nico · 50-50 grind", "Nico · boardslide grind")},
		{"nico no hizo un 50-50, fue un crooked", i13n4Swap("Nico · 50-50 grind", "Nico · crooked grind")},
		{"en el texto de la subida poné km 45 en vez de km 42", i13n4Swap("Km 42: la subida", "Km 45: la subida")},
		{"en vez de medialunas es facturas, corregí el texto", i13n4Swap("2x1 en medialunas", "2x1 en facturas")},
		{"the website is wrong, it should be sol.bakery not panaderiasol.com", i13n4Swap("Visit panaderiasol.com", "Visit sol.bakery")},
	},
	"a mistake told as what was written and what is true": {
		// "puse día 40 pero en realidad fue el 41": refused ("move"); "fue el
		// 13" wrote "el 13" into the text, and "fue el 16" for a date wrote
		// "el 16" for all of it (silent)
		{"en el de la masa puse dia 40 pero en realidad fue el 41", i13n4Swap("Día 40: masa madre", "Día 41: masa madre")},
		{"puse 14.03.2025 pero el show fue el 16, corregilo", i13n4Swap("Bar Sol · 14.03.2025", "Bar Sol · 16.03.2025")},
		{"i wrote toby is 8 but he's actually 9", i13n4Swap("Toby · 8 meses", "Toby · 9 meses")},
	},
	"a new value of a kind only one text holds": {
		// refused: "no verb or edit I know", "say what to change"
		{"the website is wrong, it's panaderiasol.com.ar", i13n4Swap("Visit panaderiasol.com", "Visit panaderiasol.com.ar")},
		{"cambia el alias de donacion, ahora es SOL.PANES", i13n4Swap("Doná: alias SOL.PAN", "Doná: alias SOL.PANES")},
		{"el precio cambió, poné $449 · 1 kg", i13n4Swap("$499 · 1 kg", "$449 · 1 kg")},
		{"la promo cambió, ahora es 3x2", i13n4Swap("2x1 en medialunas", "3x2 en medialunas")},
	},
	"a number labelled by a word the request says": {
		// refused: "41 of what: the volume, the opacity or the size?"
		{"la subida fue en el km 44, corregilo", i13n4Swap("Km 42: la subida", "Km 44: la subida")},
		{"Day 12 should be day 14", i13n4Swap("Day 12", "Day 14")},
		{"luna tiene 3 años", i13n4Swap("Luna · 2 años", "Luna · 3 años")},
	},
	"a weekday said follows into the text": {
		// "es el martes 4/11" wrote "Monday 4/11" (silent)
		{"la reapertura es el martes 4/11, corregilo", i13n4Swap("Grand reopening · Monday 3/11", "Grand reopening · Tuesday 4/11")},
	},
	"guards: the fact must name one text, and a value to put": {
		// the old value in no text, or in two; no new value; a quote
		// read as a quote; a number with no label; another edit beside
		{"tomi hizo un drop in, no un ollie", nil},
		{"el dia esta mal, es 50", nil},
		{"the price is wrong, it's $5 and $7", nil},
		{"the website is wrong", nil},
		{"el texto del dia 40 esta mal", nil},
		{"change 'Grand reopening' to english: 'Big reopening'", nil},
		{"the race was on saturday and sunday", nil},
		{"bajá la música, el precio es $449", nil},
	},
}

func TestI13n4Cases(t *testing.T) {
	runFixtureTable(t, "i13n4 table", i13n4Fixture, i13n4Cases)
}
