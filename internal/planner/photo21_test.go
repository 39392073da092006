package planner

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// The twenty-first round (issue 13): a crop to a part said with a
// platform, a size in pixels after a crop to a part, and a shape around a
// part the canvas cannot hold.

// twentyFirstPlatformCases: a crop to a part "for instagram" had no shape
// at all (Instagram's feed takes 1:1 and 4:5, so "crop for instagram"
// alone asks for the shape): it asks which, naming both. want is "ask"
// for a question, else the aspect the crop must have ("" none).
var twentyFirstPlatformCases = []struct {
	prompt string
	want   string
}{
	{"crop to the face for instagram", "ask"},
	{"crop her face for an instagram post", "ask"},
	{"crop to the face for my instagram", "ask"},
	{"crop around the face for insta", "ask"},
	{"recortá la cara para instagram", "ask"},
	{"recortá a la cara para insta", "ask"},
	{"recortala alrededor de la cara para un post de instagram", "ask"},
	// guards: a shape said, a platform with one shape, a story, no platform
	{"crop the face 4:5 for instagram", "4:5"},
	{"crop the face square for instagram", "1:1"},
	{"recortá la cara para una historia de instagram", "9:16"},
	{"crop to the face for youtube", "16:9"},
	{"crop to the face for my profile", "1:1"},
	{"crop to the face", ""},
}

func TestPhoto21PlatformAroundPart(t *testing.T) {
	ctx := context.Background()
	for _, tc := range twentyFirstPlatformCases {
		ed := astronautPhoto(t)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if tc.want == "ask" {
			if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "1:1") || !strings.Contains(plan.Reply, "4:5") {
				t.Errorf("%q: %s %s %q, want a question naming 1:1 and 4:5", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if got := opNames(plan.Steps); got != "selection.face document.cropToSelection selection.deselect" {
			t.Errorf("%q: %q %s, want a crop to the face", tc.prompt, got, plan.Reply)
			continue
		}
		var p struct{ Aspect string }
		json.Unmarshal(plan.Steps[1].Params, &p)
		if p.Aspect != tc.want {
			t.Errorf("%q: aspect %q, want %q", tc.prompt, p.Aspect, tc.want)
		}
	}
}

// twentyFirstSizeCases: a size in pixels after a crop to a part ("crop to
// the face then make it 500x500") was "the document size is unknown": the
// crop takes the size's shape and the photo is resized to it, so it ends
// that size, unstretched. aspect is the crop's shape; w, h the size the
// photo must end at (0: the plan must be refused, nothing applied).
var twentyFirstSizeCases = []struct {
	prompt string
	aspect string
	w, h   int
}{
	{"crop to the face then make it 500x500", "1:1", 500, 500},
	{"crop to the face and resize to 800x800", "1:1", 800, 800},
	{"crop to the face, then resize it to 300 by 300", "1:1", 300, 300},
	{"crop to the face then make it 1080x1350", "4:5", 1080, 1350},
	{"crop to the face then make it 1920x1080", "16:9", 1920, 1080},
	{"crop the face square then resize it to 600x600", "1:1", 600, 600},
	{"recortá la cara y después hacela de 500x500", "1:1", 500, 500},
	{"recortá a la cara y redimensionala a 400x500", "4:5", 400, 500},
	{"recortá la cara y después cambiale el tamaño a 600x600", "1:1", 600, 600},
	// guards: a crop given another shape is not stretched to the size
	{"crop the face 16:9 then make it 500x500", "", 0, 0},
	{"recortá la cara en 4:5 y después hacela de 500x500", "", 0, 0},
}

func TestPhoto21SizeAfterPartCrop(t *testing.T) {
	ctx := context.Background()
	for _, tc := range twentyFirstSizeCases {
		ed := astronautPhoto(t)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if tc.w == 0 {
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "would stretch") {
				t.Errorf("%q: %s %q, want it refused as a stretch", tc.prompt, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if got := opNames(plan.Steps); got != "selection.face document.cropToSelection selection.deselect document.resize" {
			t.Errorf("%q: %q %s", tc.prompt, got, plan.Reply)
			continue
		}
		var p struct{ Aspect string }
		json.Unmarshal(plan.Steps[1].Params, &p)
		if p.Aspect != tc.aspect {
			t.Errorf("%q: the crop is %q, want %q", tc.prompt, p.Aspect, tc.aspect)
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
		if s := ed.S(); s.Width != tc.w || s.Height != tc.h {
			t.Errorf("%q: ends %dx%d, want %dx%d", tc.prompt, s.Width, s.Height, tc.w, tc.h)
		}
		// not stretched: the crop had the size's shape, to a pixel
		if d := float64(box.W)/float64(box.H) - float64(tc.w)/float64(tc.h); d*d > 1/float64(min(box.W, box.H)) {
			t.Errorf("%q: the crop %dx%d was stretched to %dx%d", tc.prompt, box.W, box.H, tc.w, tc.h)
		}
	}
}

// twentyFirstUnfitCases: a shape around a part the canvas cannot hold
// in that shape ("a square around the coffee cup" on a landscape photo
// whose cup is wider than the photo is tall) shrank the square to the
// canvas and cut the cup's sides in silence: the crop fails, saying so,
// and the photo is as it was. fits: the shape does hold it (guards).
var twentyFirstUnfitCases = []struct {
	prompt string
	open   func(testing.TB) *photoops.Editor
	fits   bool
}{
	{"a square around the coffee cup", coffeePhoto, false},
	{"crop a square around the cup", coffeePhoto, false},
	{"crop to the cup as a square", coffeePhoto, false},
	{"crop to the cup in portrait", coffeePhoto, false},
	{"crop to the cup in 16:9", coffeePhoto, false},
	{"recortá un cuadrado alrededor de la taza", coffeePhoto, false},
	{"recortá la taza en cuadrado", coffeePhoto, false},
	{"recortá la taza en vertical", coffeePhoto, false},
	{"recortala cuadrada dejando la taza en el centro", coffeePhoto, false},
	// from photo20_test.go, where the square was cut to the canvas
	{"crop to the subject as a square", coffeePhoto, false},
	{"recortá al sujeto en cuadrado", coffeePhoto, false},
	// guards: a shape that holds the cup or the selection, no shape
	{"crop to the selection, square", selectedCoffee, true},
	{"recortá a la selección en cuadrado", selectedCoffee, true},
	{"crop to the cup in 4:3", coffeePhoto, true},
	{"crop to the cup", coffeePhoto, true},
	{"recortá a la taza", coffeePhoto, true},
}

func TestPhoto21ShapeCannotHoldPart(t *testing.T) {
	ctx := context.Background()
	for _, tc := range twentyFirstUnfitCases {
		ed := tc.open(t)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if !strings.Contains(opNames(plan.Steps), "document.cropToSelection") {
			t.Errorf("%q: %s %q, want a crop to the cup", tc.prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		W, H := ed.S().Width, ed.S().Height
		var err error
		var cropped bool
		for _, s := range plan.Steps {
			before := ed.S()
			if _, err = photoRegistry.Call(ctx, ed, s.Op, s.Params); err != nil {
				if ed.S() != before {
					t.Errorf("%q: the failing %s changed the document", tc.prompt, s.Op)
				}
				break
			}
			cropped = cropped || s.Op == CropToSelectionOp
		}
		switch {
		case tc.fits && err != nil:
			t.Errorf("%q: %v", tc.prompt, err)
		case !tc.fits && (err == nil || !strings.Contains(err.Error(), "does not fit in a")):
			t.Errorf("%q: ran to %dx%d (%v), want the crop to fail: the shape cannot hold the cup", tc.prompt, ed.S().Width, ed.S().Height, err)
		case !tc.fits && (cropped || ed.S().Width != W || ed.S().Height != H):
			t.Errorf("%q: the photo was cut to %dx%d", tc.prompt, ed.S().Width, ed.S().Height)
		}
	}
}

// twentyFirstHalfCases: "a la mitad" said of a layer or a text is half
// its size or the middle of the photo; a verb or the words after it
// decide ("achicá" half, "mové" or "a la mitad de la foto" the middle),
// and with nothing deciding it is asked ("el logo a la mitad" was refused
// as no edit; "el texto a la mitad" moved the text to the middle, and
// "poné el logo a la mitad" the logo, which the video planner asks).
// want: "ask", "half" (scaled to 0.5) or "middle".
var twentyFirstHalfCases = []struct {
	prompt string
	want   string
}{
	{"el logo a la mitad", "ask"},
	{"el texto a la mitad", "ask"},
	{"el título a la mitad", "ask"},
	{"poné el logo a la mitad", "ask"},
	{"poné el texto a la mitad", "ask"},
	{"el logo a la mitad de la foto", "ask"},
	// decided by the verb or the words after "mitad"
	{"achicá el logo a la mitad", "half"},
	{"reducí el logo a la mitad", "half"},
	{"el logo a la mitad del tamaño", "half"},
	{"hacé el logo la mitad de grande", "half"},
	{"poné el logo a la mitad de la foto", "middle"},
	{"poné el texto a la mitad de la imagen", "middle"},
	{"mové el logo a la mitad", "middle"},
}

func TestPhoto21HalfOrMiddle(t *testing.T) {
	for _, tc := range twentyFirstHalfCases {
		ed := layeredPhoto(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		ops := opNames(plan.Steps)
		switch tc.want {
		case "ask":
			if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "Half its size, or in the middle?") {
				t.Errorf("%q: %s %s %q, want it asked", tc.prompt, plan.Status, ops, plan.Reply)
			}
		case "half":
			if why := paramCond(plan.Steps, "transform.start:scale=0.5"); why != "" {
				t.Errorf("%q: %s %q: %s", tc.prompt, ops, plan.Reply, why)
			}
		case "middle":
			// the empty logo layer is centred already: it says so
			centred := strings.Contains(plan.Reply, "already at the center") || strings.Contains(plan.Reply, "in the centre")
			if !centred || strings.Contains(ops, "transform.start") && paramCond(plan.Steps, "transform.start:scale=0.5") == "" {
				t.Errorf("%q: %s %q, want it put in the middle", tc.prompt, ops, plan.Reply)
			}
		}
	}
}

// twentyFirstStraightenCases: "straighten it" asks how many degrees and
// which way, as a question (it was refused as not understood, asking the
// degrees alone), and "straighten it 3 degrees" asks which way (it turned
// it clockwise: a tilt turned the wrong way is doubled). angle: the turn
// planned when both are said (0: asked).
var twentyFirstStraightenCases = []struct {
	prompt string
	angle  float64
}{
	{"straighten it", 0},
	{"straighten the photo", 0},
	{"straighten the horizon", 0},
	{"enderezala", 0},
	{"enderezá el horizonte", 0},
	{"straighten it 3 degrees", 0},
	{"straighten it by 2°", 0},
	{"enderezala 3 grados", 0},
	// guards: both said
	{"straighten it 2 degrees to the left", -2},
	{"straighten it 3 degrees clockwise", 3},
	{"enderezala 3 grados a la derecha", 3},
	{"enderezala 2 grados hacia la izquierda", -2},
}

func TestPhoto21Straighten(t *testing.T) {
	for _, tc := range twentyFirstStraightenCases {
		ed := coffeePhoto(t)
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if tc.angle == 0 {
			if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "to the left (counter-clockwise)") {
				t.Errorf("%q: %s %s %q, want asked which way", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if why := paramCond(plan.Steps, "document.rotate:angle="+fmtAngle(tc.angle)); why != "" {
			t.Errorf("%q: %q: %s", tc.prompt, plan.Reply, why)
		}
	}
}

func fmtAngle(a float64) string { return strconv.FormatFloat(a, 'g', -1, 64) }

// twentyFirstLookOffCases: a look baked into the pixels ("black and
// white", "warmer") is taken off by undoing the request that put it on
// when the history names that request (the agent labels each request's
// undo step "edit: " and its words); it was always "basic mode does not
// know which edit that was". Edits after it, or other changes in it, are
// refused, named (undoing would take them off too). before: the requests
// made first, each one undo step as the agent makes it; want: "undo" or
// a phrase of the refusal.
var twentyFirstLookOffCases = []struct {
	before []string
	prompt string
	want   string
}{
	{[]string{"black and white"}, "remove the black and white", "undo"},
	{[]string{"black and white"}, "quitá el blanco y negro", "undo"},
	{[]string{"blanco y negro"}, "sacale el blanco y negro", "undo"},
	{[]string{"make it warmer"}, "remove the warmth", "undo"},
	{[]string{"add a title 'Hi'", "hacela más cálida"}, "sacale lo cálido", "undo"},
	{[]string{"make it black and white"}, "take off the black and white", "undo"},
	// guards: edits after it, other changes in it, another look, no look
	{[]string{"black and white", "add a title 'Hi'"}, "remove the black and white", `was put on by "black and white", and 1 edit came after it`},
	{[]string{"make it warmer", "sharpen it", "add a title 'Hi'"}, "quitá lo cálido", "2 edits came after it"},
	{[]string{"black and white and add a title 'Hi'"}, "remove the black and white", "with other changes"},
	{[]string{"make the sky black and white"}, "remove the black and white", "with other changes"},
	{[]string{"make it warmer"}, "remove the black and white", "basic mode does not know which edit"},
	{nil, "remove the black and white", "the photo has no edits"},
}

func TestPhoto21LookOffByHistory(t *testing.T) {
	ctx := context.Background()
	for _, tc := range twentyFirstLookOffCases {
		ed := coffeePhoto(t)
		for _, said := range tc.before {
			mark := len(ed.History.Undo)
			plan := BasicPhoto(ctx, said, stateOf(t, ed))
			if err := runPhotoPlan(ed, plan); err != nil || !plan.OK() {
				t.Fatalf("%q: %v %s", said, err, plan.Reply)
			}
			in, _ := json.Marshal(map[string]any{"mark": mark, "label": "edit: " + said})
			if _, err := photoRegistry.Call(ctx, ed, "history.collapse", in); err != nil {
				t.Fatal(err)
			}
		}
		before := composite(ed)
		plan := BasicPhoto(ctx, tc.prompt, stateOf(t, ed))
		if tc.want != "undo" {
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
				t.Errorf("%v then %q: %s %q, want it refused saying %q", tc.before, tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
			}
			continue
		}
		if opNames(plan.Steps) != "history.undo" {
			t.Errorf("%v then %q: %s %q, want the last edit undone", tc.before, tc.prompt, opNames(plan.Steps), plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatal(err)
		}
		if composite(ed).Pix[0] == before.Pix[0] && string(composite(ed).Pix) == string(before.Pix) {
			t.Errorf("%v then %q: the photo did not change", tc.before, tc.prompt)
		}
	}
}
