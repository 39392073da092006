package planner

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// logoPhoto is the astronaut (128 wide) with a 32x16 opaque logo layer
// centred on it by document.importImage, and a title text; the photo is the
// active layer.
func logoPhoto(t testing.TB) *photoops.Editor {
	ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
	logo := image.NewNRGBA(image.Rect(0, 0, 32, 16))
	for i := range logo.Pix {
		logo.Pix[i] = 255
	}
	logo.SetNRGBA(0, 0, color.NRGBA{200, 0, 0, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, logo); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ op, in string }{
		{"document.importImage", string(mustJSON(map[string]any{"dataUrl": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}))},
		{"layers.rename", `{"name":"logo"}`},
		{"text.add", `{"text":"Hello","y":20,"color":"#ffffff"}`},
		{"layers.select", `{"index":2}`},
	} {
		if _, err := photoRegistry.Call(context.Background(), ed, c.op, json.RawMessage(c.in)); err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
	}
	return ed
}

// logoBounds is where the logo layer is now.
func logoBounds(t testing.TB, ed *photoops.Editor) (x, y, w, h float64) {
	for _, l := range stateOf(t, ed).Layers {
		if l.Name == "logo" && l.Bounds != nil {
			return l.Bounds.X, l.Bounds.Y, l.Bounds.W, l.Bounds.H
		}
	}
	t.Fatal("no logo layer with bounds")
	return
}

// twentyThirdPlaceCases: a place named by itself is that place, "a bit
// up"/"más arriba" is a step from where it is, as the video planner reads
// them. The logo (32x16 at 48,56 on a 128x128 canvas) ends: "top" inside
// the canvas within 5% of its top edge, x unchanged; "step" higher than it
// was but not at the top.
var twentyThirdPlaceCases = []struct{ prompt, ends string }{
	{"el logo arriba", "top"},
	{"move the logo to the top", "top"},
	{"poné el logo arriba", "top"},
	{"the logo at the top", "top"},
	{"put the logo at the top", "top"},
	{"move the logo up a bit", "step"},
	{"poné el logo más arriba", "step"},
	{"mové el logo un poco más arriba", "step"},
	{"move the logo a little higher", "step"},
	// moved here from the tables on layeredPhoto, whose logo is empty (its
	// bounds the canvas): there they were nudged a tenth of the canvas, and
	// are now refused (TestPhoto23NoRoomForPlace)
	{"move the logo layer down", "bottom"},
	{"poné el logo abajo a la derecha", "bottom-right"},
	{"hacé el logo más chico y ponelo abajo a la derecha", "bottom-right"},
	{"el logo abajo a la izquierda", "bottom-left"},
	{"the logo at the bottom left", "bottom-left"},
}

func TestPhoto23LayerToPlace(t *testing.T) {
	for _, tc := range twentyThirdPlaceCases {
		ed := logoPhoto(t)
		x0, y0, w0, h0 := logoBounds(t, ed)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if !plan.OK() {
			t.Errorf("%q: %s %q, want it moved", tc.prompt, plan.Status, plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
		x, y, w, h := logoBounds(t, ed)
		if x < 0 || y < 0 || x+w > 128 || y+h > 128 {
			t.Errorf("%q: logo at %g,%g %gx%g, want it inside the canvas", tc.prompt, x, y, w, h)
		}
		if strings.Contains(tc.ends, "-") {
			if right := strings.HasSuffix(tc.ends, "right"); y < 96 || right && x < 80 || !right && x > 16 {
				t.Errorf("%q: logo at %g,%g, want the %s corner", tc.prompt, x, y, tc.ends)
			}
			continue
		}
		if x != x0 || w != w0 || h < h0 || h > h0+1 { // a step of 12.8 px resamples a row
			t.Errorf("%q: logo at %g,%g %gx%g, want only y changed from %g,%g %gx%g", tc.prompt, x, y, w, h, x0, y0, w0, h0)
		}
		switch tc.ends {
		case "top":
			if y < 0 || y > 128*0.05 {
				t.Errorf("%q: logo top at y=%g, want it at the top (0..6.4) (%q)", tc.prompt, y, plan.Reply)
			}
		case "bottom":
			if y+h < 128-128*0.05 {
				t.Errorf("%q: logo bottom at %g, want it at the bottom (%q)", tc.prompt, y+h, plan.Reply)
			}
		case "step":
			if y >= y0 || y <= 128*0.05 {
				t.Errorf("%q: logo top at y=%g from %g, want a step up, not the top (%q)", tc.prompt, y, y0, plan.Reply)
			}
		}
	}
}

// An empty layer's bounds are the canvas: it has no room to go to the top,
// and a step of a tenth of the canvas would not end there (it was nudged,
// "Move the layer \"logo\"."). Refused, saying why.
func TestPhoto23NoRoomForPlace(t *testing.T) {
	for _, p := range []string{"el logo arriba", "move the logo to the top", "poné el logo abajo a la izquierda", "move the logo to the right"} {
		ed := layeredPhoto(t)
		plan := BasicPhoto(context.Background(), p, stateOf(t, ed))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "no room to move") {
			t.Errorf("%q: %s %s %q, want it refused: no room", p, plan.Status, opNames(plan.Steps), plan.Reply)
		}
	}
}

// A corner not named asks which one (it was refused "say which way to move
// it"); a corner named is planned.
func TestPhoto23WhichCorner(t *testing.T) {
	for _, p := range []string{"poné el logo en la esquina", "put the logo in the corner", "move the logo to a corner", "mové el logo a una esquina", "el logo en una esquina"} {
		ed := logoPhoto(t)
		plan := BasicPhoto(context.Background(), p, stateOf(t, ed))
		if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "top left, top right, bottom left or bottom right") {
			t.Errorf("%q: %s %s %q, want which corner asked", p, plan.Status, opNames(plan.Steps), plan.Reply)
		}
	}
	for _, p := range []string{"put the logo in the top right corner", "poné el logo en la esquina de abajo a la izquierda"} {
		ed := logoPhoto(t)
		plan := BasicPhoto(context.Background(), p, stateOf(t, ed))
		if !plan.OK() {
			t.Errorf("%q: %s %q, want it moved", p, plan.Status, plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatal(err)
		}
		x, y, _, _ := logoBounds(t, ed)
		if right := strings.Contains(p, "right"); right && x < 80 || !right && (x > 16 || y < 96) {
			t.Errorf("%q: logo at %g,%g, want the corner named", p, x, y)
		}
	}
}

// twentyThirdFractionCases: a layer's or a text's size said as a fraction
// (it was refused leaving out "un tercio", or "say the look"). k: the
// factor its width (a text: its size) ends at.
var twentyThirdFractionCases = []struct {
	prompt string
	k      float64
}{
	{"achicá el logo a un tercio", 1.0 / 3},
	{"make the logo a third of the size", 1.0 / 3},
	{"make the logo a quarter of the size", 0.25},
	{"hacé el logo un cuarto del tamaño", 0.25},
	{"dejá el logo a un cuarto de su tamaño", 0.25},
	{"shrink the logo to a third", 1.0 / 3},
	{"make the logo smaller by a quarter", 0.75},
	{"achicá el logo un tercio", 2.0 / 3},
	{"achicá el texto a un tercio", 1.0 / 3},
	{"make the text a quarter of the size", 0.25},
	{"hacé el texto un cuarto del tamaño", 0.25},
	// guard: already read
	{"make the logo half the size", 0.5},
}

func TestPhoto23LayerFraction(t *testing.T) {
	for _, tc := range twentyThirdFractionCases {
		ed := logoPhoto(t)
		text := strings.Contains(tc.prompt, "text")
		before := layerSize(t, ed, text)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if !plan.OK() {
			t.Errorf("%q: %s %q, want it scaled by %.3f", tc.prompt, plan.Status, plan.Reply, tc.k)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
		if got, want := layerSize(t, ed, text), before*tc.k; got < want-1.5 || got > want+1.5 { // bounds round out to whole pixels
			t.Errorf("%q: %s ends %g from %g, want %g (%q)", tc.prompt, map[bool]string{true: "text size", false: "logo width"}[text], got, before, want, plan.Reply)
		}
	}
	// the photo keeps its own reading: a fraction of the photo is a resize
	// ("smaller by a quarter" was read "to a quarter": 32 wide, not 96)
	for _, tc := range []struct {
		prompt string
		w      int
	}{{"make the photo a third of the size", 43}, {"achicala en un cuarto", 96}, {"reducila a un cuarto", 32}} {
		ed := astronautPhoto(t)
		w0 := ed.S().Width
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if opNames(plan.Steps) != "document.resize" {
			t.Errorf("%q: %s %q, want a resize", tc.prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatal(err)
		}
		if w := ed.S().Width; w*128 < (tc.w-1)*w0 || w*128 > (tc.w+1)*w0 {
			t.Errorf("%q: %d wide from %d, want %d/128 of it", tc.prompt, w, w0, tc.w)
		}
	}
}

// layerSize is the text's size, or the logo's width.
func layerSize(t testing.TB, ed *photoops.Editor, text bool) float64 {
	for _, l := range stateOf(t, ed).Layers {
		if text && l.Text != nil {
			return l.Text.Size
		}
	}
	_, _, w, _ := logoBounds(t, ed)
	return w
}

// "high" is a height as "tall" is ("make it 500 px high" did not know the
// word "high"): the photo ends that many pixels high, its shape kept.
func TestPhoto23HighIsHeight(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		h      int
	}{
		{"make it 500 px high", 500},
		{"make it 100 pixels high", 100},
		{"resize it to 120 px high", 120},
		{"resize the photo to 200 pixels high", 200},
		// guards: already read
		{"make it 500 pixels tall", 500},
		{"hacela de 300 px de alto", 300},
		{"ponele 200 píxeles de altura", 200},
	} {
		ed := astronautPhoto(t)
		w0, h0 := ed.S().Width, ed.S().Height
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if opNames(plan.Steps) != "document.resize" {
			t.Errorf("%q: %s %q, want a resize", tc.prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatal(err)
		}
		if w, h := ed.S().Width, ed.S().Height; h != tc.h || w*h0 < (w0*h-w0) || w*h0 > (w0*h+w0) {
			t.Errorf("%q: ends %dx%d from %dx%d, want %d high, shape kept", tc.prompt, w, h, w0, h0, tc.h)
		}
	}
	// "high" beside a look is no height
	ed := astronautPhoto(t)
	if plan := BasicPhoto(context.Background(), "high contrast black and white", stateOf(t, ed)); strings.Contains(opNames(plan.Steps), "document.resize") || !plan.OK() {
		t.Errorf("high contrast: %s %q, want a look", opNames(plan.Steps), plan.Reply)
	}
}
