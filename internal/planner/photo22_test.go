package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// The twenty-second round (issue 13): one side after a crop to a part,
// sizes said "de W por H", half as small, and a layer put in a place or
// at "half" with no verb.

// twentySecondOneSideCases: one side in pixels after a crop to a part
// ("crop to the face then make it 1200 pixels wide") was "the document
// size is unknown". document.resize given one side keeps the aspect, so
// the crop keeps its shape and ends that side long. side is "width" or
// "height", n its length; n 0: still refused (a factor needs the crop's
// size, which is known only when it runs).
var twentySecondOneSideCases = []struct {
	prompt string
	side   string
	n      int
}{
	{"crop to the face then make it 1200 pixels wide", "width", 1200},
	{"crop to the face and make it 600 px tall", "height", 600},
	{"crop to her face, then resize it to 800 pixels wide", "width", 800},
	{"crop to the face then make it 500 pixels tall", "height", 500},
	{"recortá la cara y ponela de 1000 de ancho", "width", 1000},
	{"recortá la cara y después hacela de 800 de ancho", "width", 800},
	{"recortá a la cara y redimensionala a 900 px de ancho", "width", 900},
	{"recortá la cara y después hacela de 700 píxeles de alto", "height", 700},
	// guards: a factor or a limit needs the crop's size
	{"crop to the face then make it 50%", "", 0},
	{"recortá la cara y después achicala a la mitad", "", 0},
}

func TestPhoto22OneSideAfterPartCrop(t *testing.T) {
	ctx := context.Background()
	for _, tc := range twentySecondOneSideCases {
		ed := astronautPhoto(t)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if tc.n == 0 {
			if plan.OK() || len(plan.Steps) > 0 {
				t.Errorf("%q: %s %q, want it refused (the crop's size is unknown)", tc.prompt, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if got := opNames(plan.Steps); got != "selection.face document.cropToSelection selection.deselect document.resize" || !strings.Contains(plan.Reply, "keeping the crop's shape") {
			t.Errorf("%q: %s %q, want the crop then one side", tc.prompt, got, plan.Reply)
			continue
		}
		if why := paramCond(plan.Steps, "document.resize:"+tc.side+"="+fmtAngle(float64(tc.n))); why != "" {
			t.Errorf("%q: %s", tc.prompt, why)
		}
		var box photoops.Box
		for _, s := range plan.Steps {
			out, err := photoRegistry.Call(ctx, ed, s.Op, s.Params)
			if err != nil {
				t.Fatalf("%q: %s: %v", tc.prompt, s.Op, err)
			}
			if res, ok := out.(photoops.CropToSelectionOut); ok {
				box = res.Box
			}
		}
		w, h := ed.S().Width, ed.S().Height
		if got := map[string]int{"width": w, "height": h}[tc.side]; got != tc.n {
			t.Errorf("%q: ends %dx%d, want the %s %d", tc.prompt, w, h, tc.side, tc.n)
		}
		// the crop's shape kept, to a pixel of rounding
		if d := float64(w)/float64(h) - float64(box.W)/float64(box.H); d*d > 4/float64(min(w, h)*min(w, h)) {
			t.Errorf("%q: the %dx%d crop became %dx%d", tc.prompt, box.W, box.H, w, h)
		}
	}
}

// twentySecondSidesCases: a size said "de W por H" ("hacela de 640 por
// 640") was refused leaving out "de 640": the time reader took "de 640
// por" as "from 640 for". The size is read in both languages with any of
// "x", "by", "por", after "de", "a" or nothing. w: the width the photo
// ends at; 0: refused as a stretch (both sides read, none dropped).
var twentySecondSidesCases = []struct {
	prompt string
	open   func(testing.TB) *photoops.Editor
	w      int
}{
	{"hacela de 640 por 640", astronautPhoto, 640},
	{"ponela de 512 por 512", astronautPhoto, 512},
	{"cambiale el tamaño de 400 por 400", astronautPhoto, 400},
	{"hacela de 384 por 256", coffeePhoto, 384},
	{"redimensionala de 384 por 256 píxeles", coffeePhoto, 384},
	{"la foto de 128 por 85", coffeePhoto, 128},
	// already read: guards
	{"hacela 384 por 256", coffeePhoto, 384},
	{"hacela de 384 x 256", coffeePhoto, 384},
	{"pasala a 384 por 256", coffeePhoto, 384},
	{"make it 384 by 256", coffeePhoto, 384},
	{"resize it to 640 by 640", astronautPhoto, 640},
	{"hacela de 640 por 480", coffeePhoto, 0},
	{"make it 640 by 480", coffeePhoto, 0},
	{"hacela de 256 por 384", coffeePhoto, 0},
}

func TestPhoto22SidesSaid(t *testing.T) {
	for _, tc := range twentySecondSidesCases {
		ed := tc.open(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if tc.w == 0 {
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "would stretch") {
				t.Errorf("%q: %s %q, want it refused as a stretch", tc.prompt, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if opNames(plan.Steps) != "document.resize" {
			t.Errorf("%q: %s %q, want a resize", tc.prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", tc.prompt, err)
		}
		if ed.S().Width != tc.w {
			t.Errorf("%q: ends %dx%d, want %d wide", tc.prompt, ed.S().Width, ed.S().Height, tc.w)
		}
	}
}

// twentySecondPartSidesCases: the same sizes after a crop to a part take
// the size's shape (TestPhoto21SizeAfterPartCrop) once "de W" is read.
var twentySecondPartSidesCases = []string{
	"recortá la cara y después hacela de 640 por 640",
	"recortá a la cara y ponela de 500 por 500",
	"recortá la cara y cambiale el tamaño de 600 por 600",
}

func TestPhoto22SidesAfterPartCrop(t *testing.T) {
	for _, prompt := range twentySecondPartSidesCases {
		ed := astronautPhoto(t)
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if why := paramCond(plan.Steps, "document.cropToSelection:aspect=1:1"); why != "" || !strings.HasSuffix(opNames(plan.Steps), "document.resize") {
			t.Errorf("%q: %s %q: %s", prompt, opNames(plan.Steps), plan.Reply, why)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatalf("%q: %v", prompt, err)
		}
		if s := ed.S(); s.Width != s.Height || s.Width < 500 {
			t.Errorf("%q: ends %dx%d, want a square of the size said", prompt, s.Width, s.Height)
		}
	}
}

// twentySecondLayerCases: a layer's size and place said with no verb or
// with a comparison. want: "scale=K" (scaled by K), "middle" (put in the
// middle: the empty logo is there already, so it says so), "moved dx dy"
// (signs of the move), "ask" (half its size or the middle?), "opacity",
// or "place" (refused, naming the place left out), "refused".
var twentySecondLayerCases = []struct {
	prompt string
	want   string
}{
	// half as small: half the size ("chico" after "de" was a boy)
	{"el logo la mitad de chico", "scale=0.5"},
	{"hacé el logo la mitad de chico", "scale=0.5"},
	{"poné el logo la mitad de pequeño", "scale=0.5"},
	// "el doble de chico": smaller by two, as "twice as small" and "dos
	// veces más chico" are read (it is never bigger)
	{"el logo el doble de chico", "scale=0.5"},
	{"make the logo half as small", "scale=0.5"},
	{"el logo la mitad de grande", "scale=0.5"},
	// a layer and a place, no verb: put there (as a text is)
	{"el logo al medio", "middle"},
	{"el logo en el medio", "middle"},
	{"el logo al centro", "middle"},
	{"the logo in the middle", "middle"},
	{"the logo in the center", "middle"},
	// "at half": its size or the middle?
	{"the logo at half", "ask"},
	{"logo to half", "ask"},
	{"the logo half", "ask"},
	{"el logo a la mitad", "ask"},
	// guards: what "half" is of is said
	{"the logo at half opacity", "opacity"},
	{"el logo a la mitad de opacidad", "opacity"},
	{"make the logo half the size", "scale=0.5"},
	{"the photo at the top", "refused"},
	// a size and a place in one clause: the place was dropped in silence
	{"the logo in the center, half the size", "place"},
	{"el logo al medio y la mitad de grande", "place"},
	{"agrandá el logo arriba a la derecha", "place"},
	{"make the logo bigger at the top", "place"},
}

func TestPhoto22LayerSizeAndPlace(t *testing.T) {
	for _, tc := range twentySecondLayerCases {
		ed := layeredPhoto(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		ops := opNames(plan.Steps)
		bad := func(want string) { t.Errorf("%q: %s %s %q, want %s", tc.prompt, plan.Status, ops, plan.Reply, want) }
		switch kind, arg, _ := strings.Cut(tc.want, "="); kind {
		case "scale":
			if why := paramCond(plan.Steps, "transform.start:scale="+arg); why != "" || !strings.Contains(ops, "layers.select") {
				bad("scaled by " + arg)
			}
		case "middle":
			if len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "\"logo\" is already at the center") {
				bad("the logo put in the middle (it is there already)")
			}
		case "ask":
			if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "Half its size, or in the middle?") {
				bad("it asked")
			}
		case "opacity":
			if why := paramCond(plan.Steps, "layers.setOpacity:opacity=0.5"); why != "" {
				bad("the opacity halved")
			}
		case "place":
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "would leave out the place") {
				bad("refused naming the place")
			}
		case "refused":
			if plan.OK() || len(plan.Steps) > 0 {
				bad("refused")
			}
		default: // "moved dx dy": signs
			f := strings.Fields(tc.want)
			sign := map[string]string{"-": "<0", "+": ">0", "0": "=0"}
			if why := paramCond(plan.Steps, "transform.start:translateX"+sign[f[1]]) + paramCond(plan.Steps, "transform.start:translateY"+sign[f[2]]); why != "" || !strings.HasPrefix(ops, "layers.select") {
				bad(tc.want + ": " + why)
			}
		}
	}
}

// twentySecondTimesCases: a number after "text" or "logo" followed by
// "times"/"veces" is how many times, not which one: "hacé el texto 3
// veces más grande" added a new title "veces más grande" (the noun read
// "texto 3" as the third text), "make the text 3 times bigger" was
// refused. size: the title's new size (it is 48), scale: the logo's.
var twentySecondTimesCases = []struct {
	prompt string
	cond   string
}{
	{"hacé el texto 3 veces más grande", "text.update:size=144"},
	{"make the text 3 times bigger", "text.update:size=144"},
	{"make the text 2 times bigger", "text.update:size=96"},
	{"hacé el título 2 veces más grande", "text.update:size=96"},
	{"el texto 2 veces más chico", "text.update:size=24"},
	{"hacé el logo 3 veces más grande", "transform.start:scale=3"},
	{"make the logo 3 times bigger", "transform.start:scale=3"},
}

func TestPhoto22SizeTimes(t *testing.T) {
	for _, tc := range twentySecondTimesCases {
		ed := layeredPhoto(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if why := paramCond(plan.Steps, tc.cond); why != "" || strings.Contains(opNames(plan.Steps), "text.add") {
			t.Errorf("%q: %s %q: %s", tc.prompt, opNames(plan.Steps), plan.Reply, why)
		}
	}
}
