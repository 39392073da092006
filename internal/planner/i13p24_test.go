package planner

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// i13p24Run plans prompt on ed and runs the plan when it planned.
func i13p24Run(t *testing.T, ed *photoops.Editor, prompt string) Plan {
	t.Helper()
	plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
	if plan.OK() {
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", prompt, err)
		}
	}
	return plan
}

// logoActivePhoto is logoPhoto with the logo the active layer.
func logoActivePhoto(t *testing.T) *photoops.Editor {
	ed := logoPhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "layers.select", json.RawMessage(`{"index":1}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// A size in pixels said of "it" with several layers: the photo when it is
// the active layer (the document is resized), a question naming the
// layers when another layer is; a size in pixels said of a named layer
// scales it to that side. It was "say the look".
func TestI13p24PixelSizeOfIt(t *testing.T) {
	for _, tc := range []struct {
		prompt     string
		logoActive bool
		w, h       int // the document after; 0: asked
	}{
		{"make it 640 px wide", false, 640, 640},
		{"ponela de 300 de alto", false, 300, 300},
		{"hacela de 256 píxeles de ancho", false, 256, 256},
		{"cambiá el tamaño de la foto a 200 de ancho", false, 200, 200},
		{"change the size to 384 pixels tall", false, 384, 384},
		{"make it 300 pixels tall", true, 0, 0},
		{"hacela de 500 de ancho", true, 0, 0},
	} {
		ed := logoPhoto(t)
		if tc.logoActive {
			ed = logoActivePhoto(t)
		}
		plan := i13p24Run(t, ed, tc.prompt)
		if tc.w == 0 {
			if plan.Status != StatusQuestion || !strings.Contains(plan.Reply, `"logo"`) || !strings.Contains(plan.Reply, "photo") {
				t.Errorf("%q: %s %q, want a question naming the photo and the layer \"logo\"", tc.prompt, plan.Status, plan.Reply)
			}
			continue
		}
		if st := stateOf(t, ed); !plan.OK() || st.Width != tc.w || st.Height != tc.h {
			t.Errorf("%q: %s %q, document %dx%d, want %dx%d", tc.prompt, plan.Status, plan.Reply, st.Width, st.Height, tc.w, tc.h)
		}
	}
}

func TestI13p24LayerToPixelSide(t *testing.T) {
	for _, tc := range []struct {
		prompt   string
		w, h     float64 // the logo after (it is 32x16)
		wasAsked bool
	}{
		{"make the logo 48 px wide", 48, 24, false},
		{"hacé el logo de 24 píxeles de alto", 48, 24, false},
		{"set the logo to 16 pixels wide", 16, 8, false},
		{"poné el logo de 64 de ancho", 64, 32, false},
	} {
		ed := logoPhoto(t)
		plan := i13p24Run(t, ed, tc.prompt)
		_, _, w, h := logoBounds(t, ed)
		if !plan.OK() || math.Abs(w-tc.w) > 1 || math.Abs(h-tc.h) > 1 {
			t.Errorf("%q: %s %q, logo %gx%g, want %gx%g", tc.prompt, plan.Status, plan.Reply, w, h, tc.w, tc.h)
		}
	}
}

// A size in pixels that disagrees with the way said ("shrink it to 900 px
// wide" on a 128 px photo) is refused, not grown.
func TestI13p24SizeAgainstWay(t *testing.T) {
	for _, p := range []string{"shrink it to 900 px wide", "achicala a 300 de alto", "make it bigger, 64 pixels wide"} {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := i13p24Run(t, ed, p)
		if st := stateOf(t, ed); plan.OK() || st.Width != 128 {
			t.Errorf("%q: %s %q, document %dx%d, want it refused", p, plan.Status, plan.Reply, st.Width, st.Height)
		}
	}
}

// Fractional size changes of the photo and of a layer: "by a quarter" is
// 75%, "to a quarter"/"a quarter of the size" 25%; "a quarter smaller" is
// by a quarter ("a" is the English article, not the Spanish "to").
func TestI13p24Fractions(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		w      int // the photo after (it is 128 wide)
	}{
		{"make it a third smaller", 85},
		{"make it bigger by a third", 171},
		{"enlarge it by a quarter", 160},
		{"shrink it to a third of its size", 43},
		{"dejala en un cuarto del tamaño", 32},
		{"agrandala un cuarto", 160},
		{"hacela un tercio más grande", 171},
		{"make the photo smaller by a quarter", 96},
	} {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := i13p24Run(t, ed, tc.prompt)
		if st := stateOf(t, ed); !plan.OK() || st.Width != tc.w {
			t.Errorf("%q: %s %q, photo %d wide, want %d", tc.prompt, plan.Status, plan.Reply, st.Width, tc.w)
		}
	}
	for _, tc := range []struct {
		prompt string
		w      float64 // the logo after (it is 32 wide)
	}{
		{"make the logo a quarter smaller", 24},
		{"make the logo a quarter bigger", 40},
		{"make the logo a quarter of its size", 8},
		{"achicá el logo un cuarto", 24},
	} {
		ed := logoPhoto(t)
		plan := i13p24Run(t, ed, tc.prompt)
		if _, _, w, _ := logoBounds(t, ed); !plan.OK() || math.Abs(w-tc.w) > 1 {
			t.Errorf("%q: %s %q, logo %g wide, want %g", tc.prompt, plan.Status, plan.Reply, w, tc.w)
		}
	}
}

// "arriba de todo" with a verb that moves a thing across the picture is
// the top of the canvas; "al frente", "adelante de todo", "por encima de
// todo" are the stack; "poner ... arriba de todo" is asked.
func TestI13p24TopOfAll(t *testing.T) {
	for _, tc := range []struct{ prompt, ends string }{
		{"mové el logo arriba de todo", "canvas"},
		{"mandá el logo arriba de todo", "canvas"},
		{"movelo al logo arriba de todo", "canvas"},
		{"traé el logo adelante de todo", "stack"},
		{"poné el logo por encima de todo", "stack"},
		{"llevá el logo al frente", "stack"},
		{"put the logo above everything", "stack"},
		{"poné el logo arriba de todo", "asked"},
	} {
		ed := logoPhoto(t)
		_, y0, _, _ := logoBounds(t, ed)
		plan := i13p24Run(t, ed, tc.prompt)
		st := stateOf(t, ed)
		_, y, _, _ := logoBounds(t, ed)
		top := st.Layers[0].Name
		switch tc.ends {
		case "canvas":
			if !plan.OK() || y > 128*0.05 || top == "logo" {
				t.Errorf("%q: %s %q, logo at y=%g (from %g), top layer %q; want it at the top of the picture, the stack as it was", tc.prompt, plan.Status, plan.Reply, y, y0, top)
			}
		case "stack":
			if !plan.OK() || top != "logo" || y != y0 {
				t.Errorf("%q: %s %q, top layer %q, logo at y=%g; want it first in the stack, where it was", tc.prompt, plan.Status, plan.Reply, top, y)
			}
		case "asked":
			if plan.Status != StatusQuestion {
				t.Errorf("%q: %s %q, want a question (the picture's top or the stack's)", tc.prompt, plan.Status, plan.Reply)
			}
		}
	}
}

// A place said after a size in one request is measured from the size the
// layer will have then: the corner's margin is the usual one (4 px on the
// 128 px canvas), and a layer grown first stays inside the canvas.
func TestI13p24PlaceAfterSize(t *testing.T) {
	for _, tc := range []struct{ prompt, corner string }{
		{"make the logo twice as big and move it to the bottom right", "bottom-right"},
		{"make the logo half the size then put it in the bottom right corner", "bottom-right"},
		{"agrandá el logo un 50% y llevalo arriba a la derecha", "top-right"},
		{"achicá el logo a la mitad y ponelo abajo a la izquierda", "bottom-left"},
		{"make the logo 1.5 times bigger, then move it to the bottom left", "bottom-left"},
	} {
		ed := logoPhoto(t)
		plan := i13p24Run(t, ed, tc.prompt)
		x, y, w, h := logoBounds(t, ed)
		gapX, gapY := x, y
		if strings.HasSuffix(tc.corner, "right") {
			gapX = 128 - (x + w)
		}
		if strings.HasPrefix(tc.corner, "bottom") {
			gapY = 128 - (y + h)
		}
		if !plan.OK() || math.Abs(gapX-4) > 1 || math.Abs(gapY-4) > 1 {
			t.Errorf("%q: %s %q, logo at %g,%g %gx%g: margins %g,%g, want 4 from the %s corner", tc.prompt, plan.Status, plan.Reply, x, y, w, h, gapX, gapY, tc.corner)
		}
	}
}

// A size said as a part of the photo after a crop to a part: the crop's
// size is known only when it runs and the resize op takes pixels, so it
// is refused saying so (it was "say the look", or "the document size is
// unknown").
func TestI13p24PartAfterRegionCrop(t *testing.T) {
	for _, p := range []string{
		"crop to the face and then make it 25%",
		"recortá la cara y hacela al 50%",
		"crop to the sky then shrink it by half",
		"recortá a la cara y después duplicá el tamaño",
	} {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := i13p24Run(t, ed, p)
		if plan.Status != StatusCannot || !strings.Contains(plan.Reply, "only when it runs") || !strings.Contains(plan.Reply, "pixels") {
			t.Errorf("%q: %s %q, want it refused saying the crop's size is known only when it runs", p, plan.Status, plan.Reply)
		}
	}
}

// Two neighbouring letters swapped win a tie with another one-letter
// edit ("grnade" is grande, not grade); a real word is still not fixed.
func TestI13p24Transposition(t *testing.T) {
	voc := newVocabulary(nil)
	for _, tc := range []struct{ typed, want string }{
		{"grnade", "grande"},
	} {
		if got, ok := voc.closest(tc.typed); !ok || got != tc.want {
			t.Errorf("closest(%q) = %q %v, want %q", tc.typed, got, ok, tc.want)
		}
	}
	for _, p := range []string{"hacé el logo mas grnade", "hace el logo más grnade", "poné el logo mas grnade"} {
		ed := logoPhoto(t)
		plan := i13p24Run(t, ed, p)
		if _, _, w, _ := logoBounds(t, ed); !plan.OK() || w <= 32 {
			t.Errorf("%q: %s %q, logo %g wide, want it bigger than 32", p, plan.Status, plan.Reply, w)
		}
	}
}

// "la capa del logo arriba de todo": said as a layer, the stack.
func TestI13p24TopOfAllLayerSaid(t *testing.T) {
	for _, p := range []string{"mové la capa del logo arriba de todo", "poné la capa del logo arriba de todo"} {
		ed := logoPhoto(t)
		plan := i13p24Run(t, ed, p)
		if st := stateOf(t, ed); !plan.OK() || st.Layers[0].Name != "logo" {
			t.Errorf("%q: %s %q, want the logo layer first in the stack", p, plan.Status, plan.Reply)
		}
	}
}

// After a crop the layers are where the crop leaves them: "crop 32 px from
// the left and put the logo bottom right" keeps the usual margin on the
// cropped canvas; after a crop to a part, where the logo is is known only
// when it runs, so placing it is refused (it was placed from the bounds
// before the crop).
func TestI13p24PlaceAfterCrop(t *testing.T) {
	ed := logoPhoto(t)
	plan := i13p24Run(t, ed, "crop 32 px from the left and put the logo in the bottom right corner")
	st := stateOf(t, ed)
	x, y, w, h := logoBounds(t, ed)
	if !plan.OK() || st.Width != 96 || math.Abs(float64(st.Width)-(x+w)-3) > 1.5 || math.Abs(float64(st.Height)-(y+h)-3) > 1.5 {
		t.Errorf("%s %q: canvas %dx%d, logo at %g,%g %gx%g, want it 3 px in from the bottom right (3%% of 96)", plan.Status, plan.Reply, st.Width, st.Height, x, y, w, h)
	}
	ed = logoPhoto(t)
	if plan := i13p24Run(t, ed, "crop to the face and then put the logo in the top left corner"); plan.OK() {
		t.Errorf("%s %q: want it refused (where the logo is after the crop is known only when it runs)", plan.Status, plan.Reply)
	}
}
