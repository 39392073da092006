package planner

import (
	"context"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// The ninth round of fresh photo requests (issue 13), written to hunt
// plans that ran and reported success with the wrong document: sizes said
// by how much ("scale down by 25%", "reducí el tamaño en un 30%"),
// fractions ("a un cuarto"), shapes stood up ("16:9 vertical"), two flips
// in one clause, and looks at part strength or taken away ("un poco
// blanco y negro", "sin saturación", "contraste al mínimo"). Each row
// runs on the coffee photo (256x171) and checks the document the plan
// leaves, not only the plan.

// p9case is a request, its plan (as ppcase), and what the document must
// be after the plan ran.
type p9case struct {
	ppcase
	size     string     // "WxH" of the document after, "" unchecked
	sat      [2]float64 // the range of mean saturation after / before; zero: unchecked
	contrast int        // the luminance spread: -1 fell, 1 rose, 0 unchecked
}

// ninthGeometryCases: sizes, shapes and turns.
var ninthGeometryCases = []p9case{
	// a size said by how much, with the way said by "down"/"up" or the
	// verb (it was that percent of the size: "scale down by 25%" was 64 wide)
	{ppcase{"scale down by 25%", "document.resize", []string{"document.resize:width=192"}}, "192x128", [2]float64{}, 0},
	{ppcase{"scale up by 25%", "document.resize", []string{"document.resize:width=320"}}, "320x214", [2]float64{}, 0},
	{ppcase{"reducí el tamaño en un 30%", "document.resize", []string{"document.resize:width=179"}}, "179x120", [2]float64{}, 0},
	{ppcase{"bajale 20% el tamaño", "document.resize", []string{"document.resize:width=205"}}, "205x137", [2]float64{}, 0},
	{ppcase{"scale it down to 50%", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	// a fraction is that part of the size (it was a plain "smaller": 60%)
	{ppcase{"reducila a un cuarto", "document.resize", []string{"document.resize:width=64"}}, "64x43", [2]float64{}, 0},
	{ppcase{"make it a third of the size", "document.resize", []string{"document.resize:width=85"}}, "85x57", [2]float64{}, 0},
	{ppcase{"reducila en un cuarto", "document.resize", []string{"document.resize:width=192"}}, "192x128", [2]float64{}, 0},
	// three times (it was fixed to "replica": twice)
	{ppcase{"triplicá el tamaño", "document.resize", []string{"document.resize:width=768"}}, "768x513", [2]float64{}, 0},
	{ppcase{"triple the size", "document.resize", []string{"document.resize:width=768"}}, "768x513", [2]float64{}, 0},
	// a shape said with the way it stands is stood that way (it was cut landscape)
	{ppcase{"crop to 3:2 vertical", "document.crop", []string{"document.crop:w=114", "document.crop:h=171"}}, "114x171", [2]float64{}, 0},
	{ppcase{"recortá 16:9 vertical", "document.crop", []string{"document.crop:w=96", "document.crop:h=171"}}, "96x171", [2]float64{}, 0},
	{ppcase{"crop to 9:16 landscape", "document.crop", []string{"document.crop:w=256", "document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"crop to 2:3 portrait", "document.crop", []string{"document.crop:w=114"}}, "114x171", [2]float64{}, 0},
	{ppcase{"formato historia de Instagram 9:16", "document.crop", []string{"document.crop:w=96"}}, "96x171", [2]float64{}, 0},
	// both flips (the horizontal one was dropped)
	{ppcase{"flip it horizontally and vertically", "document.flip document.flip", []string{"document.flip:axis=horizontal"}}, "256x171", [2]float64{}, 0},
	// "dar vuelta" with an angle is a turn (it was a mirror)
	{ppcase{"dala vuelta 180", "document.rotate", []string{"document.rotate:angle=180"}}, "256x171", [2]float64{}, 0},
	// a bare number after "to"/"a" is the angle (it was read as a time: 90)
	{ppcase{"rotate it to 45", "document.rotate", []string{"document.rotate:angle=45"}}, "120x121", [2]float64{}, 0},
	{ppcase{"girala a 30 grados a la izquierda", "document.rotate", []string{"document.rotate:angle=-30"}}, "", [2]float64{}, 0},
	{ppcase{"dala vuelta a 180", "document.rotate", []string{"document.rotate:angle=180"}}, "256x171", [2]float64{}, 0},
	// a fraction is no angle ("1/4 turn" was 4 degrees); a shape said with a slash is a shape
	{ppcase{"rotate by 1/4 turn", "", nil}, "", [2]float64{}, 0},
	{ppcase{"recortala formato 4/5", "document.crop", []string{"document.crop:w=136"}}, "136x171", [2]float64{}, 0},
	// a shape said with a size was dropped
	{ppcase{"make it 1080 wide and 4:5", "", nil}, "", [2]float64{}, 0},
	{ppcase{"crop to 4:5 and make it 1080 px wide", "document.crop document.resize", []string{"document.resize:width=1080"}}, "1080x1358", [2]float64{}, 0},
	// a shape with nothing cut away is no crop (it was cropped)
	{ppcase{"make the canvas square", "", nil}, "", [2]float64{}, 0},
	{ppcase{"lienzo 16:9", "", nil}, "", [2]float64{}, 0},
	{ppcase{"hacela cuadrada sin recortar", "", nil}, "", [2]float64{}, 0},
	{ppcase{"crop the canvas to square", "document.crop", []string{"document.crop:w=171"}}, "171x171", [2]float64{}, 0},
	// a tilt described is straightened the other way (it turned further over)
	{ppcase{"enderezá la foto, está torcida 3 grados a la izquierda", "document.rotate", []string{"document.rotate:angle=3"}}, "", [2]float64{}, 0},
	{ppcase{"it's tilted 2 degrees to the right", "document.rotate", []string{"document.rotate:angle=-2"}}, "", [2]float64{}, 0},
	{ppcase{"está inclinada 2 grados", "", nil}, "", [2]float64{}, 0},
	{ppcase{"straighten it 2 degrees to the left", "document.rotate", []string{"document.rotate:angle=-2"}}, "", [2]float64{}, 0},
	// a number with no side was dropped (it was made 60%)
	{ppcase{"reduce it to 800", "", nil}, "", [2]float64{}, 0},
	{ppcase{"reducila a 100", "", nil}, "", [2]float64{}, 0},
	// a factor said smaller is that much smaller (it was twice as big)
	{ppcase{"make it 2x smaller", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
	{ppcase{"make it 2x bigger", "document.resize", []string{"document.resize:width=512"}}, "512x342", [2]float64{}, 0},
	// a turn whose size or way is not said (a tiny bit was 90; the other way was right)
	{ppcase{"rotate a tiny bit to the left", "", nil}, "", [2]float64{}, 0},
	{ppcase{"turn it 90 degrees the other way", "", nil}, "", [2]float64{}, 0},
	// "the right way up" is no place (the right half went vivid)
	{ppcase{"turn it the right way up", "", nil}, "", [2]float64{}, 0},
	// two angles in one clause: one was planned, the other dropped
	{ppcase{"girá 90 a la derecha y después 90 más", "", nil}, "", [2]float64{}, 0},
	{ppcase{"rotate it 90 and then 90 more", "", nil}, "", [2]float64{}, 0},
}

// ninthStyleCases: looks at part strength, and looks taken away.
var ninthStyleCases = []p9case{
	// black and white "a bit" is part of the colour out (it was all of it)
	{ppcase{"un poco blanco y negro", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"en blanco y negro pero no tanto", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"slightly black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	// "medio" before a look is half of it (only the middle of the frame went grey)
	{ppcase{"medio blanco y negro", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.5"}}, "", [2]float64{0.3, 0.7}, 0},
	// a half that is a place is no strength
	{ppcase{"the top half warmer and the bottom half cooler", "selection.rectangle adjustments.applyMasked selection.rectangle adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=30"}}, "", [2]float64{}, 0},
	{ppcase{"la mitad de arriba en blanco y negro", "selection.rectangle adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0.3, 0.7}, 0},
	{ppcase{"very black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	// a look said "without" or "at its minimum" is taken away (they were raised)
	{ppcase{"sin saturación", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"saturación al mínimo", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0, 0.02}, 0},
	{ppcase{"contraste al minimo", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<-30"}}, "", [2]float64{}, -1},
	{ppcase{"sin tanto contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"not so saturated", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	{ppcase{"no tan saturada", "adjustments.desaturate", nil}, "", [2]float64{0.3, 0.9}, 0},
	// a look said alone after a described part is more of that description
	// (the whole photo went grey)
	{ppcase{"make the background blurry and black and white", "selection.subject selection.invert filters.applyMasked adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}}, "", [2]float64{0.2, 0.8}, 0},
	{ppcase{"fondo desenfocado y en blanco y negro", "selection.subject selection.invert filters.applyMasked adjustments.applyMasked", nil}, "", [2]float64{0.2, 0.8}, 0},
	{ppcase{"make the subject warmer and a bit brighter", "selection.subject adjustments.applyMasked adjustments.applyMasked", nil}, "", [2]float64{}, 0},
	// after an action on a part, a look alone is the whole photo's
	{ppcase{"blur the background and black and white", "selection.subject selection.invert filters.applyMasked selection.deselect adjustments.applyMasked", nil}, "", [2]float64{0, 0.02}, 0},
	// "then a bit more" is more after the look, not a weaker look (it was
	// sepia at 50%, warmth 15)
	{ppcase{"sepia y después un poco más", "", nil}, "", [2]float64{}, 0},
	{ppcase{"make it warmer and then a bit more", "", nil}, "", [2]float64{}, 0},
	// a look said as what is wrong asks for its opposite (they raised it)
	{ppcase{"demasiado contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"too much contrast", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"está muy saturada", "adjustments.desaturate", nil}, "", [2]float64{0.2, 0.8}, 0},
	{ppcase{"it looks very saturated", "adjustments.desaturate", nil}, "", [2]float64{0.2, 0.8}, 0},
	{ppcase{"se ve re oscura", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}}, "", [2]float64{}, 0},
	{ppcase{"hacela muy saturada", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}}, "", [2]float64{1.2, 3}, 0},
	// another colour for a part is no look (the grass went vivid; the red cup redder)
	{ppcase{"el pasto más amarillo", "", nil}, "", [2]float64{}, 0},
	{ppcase{"the sky more red", "", nil}, "", [2]float64{}, 0},
	// soft colours are muted, soft light is less contrast (both were a blur)
	{ppcase{"colores suaves", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}}, "", [2]float64{0.6, 0.95}, 0},
	{ppcase{"soft tones", "adjustments.desaturate", nil}, "", [2]float64{0.6, 0.95}, 0},
	{ppcase{"soft light", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}}, "", [2]float64{}, -1},
	{ppcase{"make it softer", "filters.applyMasked", []string{"filters.applyMasked:id=blur-gaussian"}}, "", [2]float64{}, 0},
	// a stronger look is a strong one (the strength was dropped)
	{ppcase{"viñeta más fuerte", "adjustments.apply", []string{"adjustments.apply:params.amount=-80"}}, "", [2]float64{}, 0},
	{ppcase{"a stronger vignette", "adjustments.apply", []string{"adjustments.apply:params.amount=-80"}}, "", [2]float64{}, 0},
	{ppcase{"más contraste, más fuerte", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast=48"}}, "", [2]float64{}, 1},
	// "casi" was fixed to "cali" (calar, feather): a feather of no selection
	{ppcase{"casi blanco y negro", "", nil}, "", [2]float64{}, 0},
	// the second look of the clause was dropped, and "less" with it
	{ppcase{"vintage but less faded", "", nil}, "", [2]float64{}, 0},
	{ppcase{"no tan vintage", "", nil}, "", [2]float64{}, 0},
}

func TestNinthRoundPhotoGeometry(t *testing.T) {
	runNinthTable(t, ninthGeometryCases)
}

func TestNinthRoundPhotoStyles(t *testing.T) {
	runNinthTable(t, ninthStyleCases)
}

// runNinthTable runs each row through runPhotoTableOn (plan and params),
// then measures the document it left.
func runNinthTable(t *testing.T, cases []p9case) {
	before := composite(coffeePhoto(t))
	for _, tc := range cases {
		var ed *photoops.Editor
		open := func(t testing.TB) *photoops.Editor { ed = coffeePhoto(t); return ed }
		plans := runPhotoTableOn(t, open, []ppcase{tc.ppcase})
		if tc.ops == "" || !plans[0].OK() {
			continue
		}
		after := composite(ed)
		if got := fmt.Sprintf("%dx%d", after.Bounds().Dx(), after.Bounds().Dy()); tc.size != "" && got != tc.size {
			t.Errorf("%q: the document is %s, want %s", tc.prompt, got, tc.size)
		}
		if tc.sat != [2]float64{} {
			if r := meanSat(after) / meanSat(before); r < tc.sat[0] || r > tc.sat[1] {
				t.Errorf("%q: saturation is %.2f of what it was, want %.2f..%.2f", tc.prompt, r, tc.sat[0], tc.sat[1])
			}
		}
		if tc.contrast != 0 {
			d := stdLum(after, nil, nil) - stdLum(before, nil, nil)
			if d*float64(tc.contrast) < 3 {
				t.Errorf("%q: the luminance spread changed by %.1f, want %+d direction by 3 or more", tc.prompt, d, tc.contrast)
			}
		}
	}
}

// ninthTitleCases run on the layered photo (a title "Hello", a logo
// layer): a style said of the title there is was a new title saying it.
var ninthTitleCases = []ppcase{
	{"make the title italic", "", nil},
	{"make the title cursiva", "", nil},
	{"make the title underlined", "", nil},
	{"make the title green", "text.update", []string{"text.update:color=#00c000"}},
	{"make the title say Hello", "text.update", []string{"text.update:text=Hello"}},
}

// TestNinthRoundTitleStyles: no title is added, and the layers stay as
// they were, when a title style no op makes is asked for.
func TestNinthRoundTitleStyles(t *testing.T) {
	runPhotoTable(t, ninthTitleCases)
	before := len(stateOf(t, layeredPhoto(t)).Layers)
	ed := layeredPhoto(t)
	plan := BasicPhoto(context.Background(), "make the title italic", stateOf(t, ed))
	if err := runPhotoPlan(ed, plan); err != nil || len(stateOf(t, ed).Layers) != before {
		t.Errorf("make the title italic: %d layers after (%v), want %d", len(stateOf(t, ed).Layers), err, before)
	}
}

// TestNinthRoundSquareTurn: a square photo turned "to portrait" stays
// square, so the turn is refused (it turned it).
func TestNinthRoundSquareTurn(t *testing.T) {
	for _, prompt := range []string{"rotate it to portrait", "girala a horizontal"} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, layeredPhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "square") {
			t.Errorf("%q: %s %s, want a refusal saying the photo is square", prompt, opNames(plan.Steps), plan.Reply)
		}
	}
}

// TestNinthRoundBackToOriginal: "go back to the original" after three
// edits undoes all three (it undid one): the pixels are the photo's own.
func TestNinthRoundBackToOriginal(t *testing.T) {
	ed := coffeePhoto(t)
	before := composite(ed)
	for _, p := range []string{"make it warmer", "black and white", "add a vignette", "go back to the original"} {
		plan := BasicPhoto(context.Background(), p, stateOf(t, ed))
		if err := runPhotoPlan(ed, plan); err != nil || !plan.OK() {
			t.Fatalf("%q: %s: %v", p, plan.Reply, err)
		}
	}
	if d := meanAbsDiff(composite(ed), before, nil, nil); d > 0 {
		t.Errorf("go back to the original: the photo differs from the original by %.1f", d)
	}
}

// TestNinthRoundHalfTurn: both flips, and "dala vuelta 180", leave the
// photo turned half round: each pixel holds the opposite one's.
func TestNinthRoundHalfTurn(t *testing.T) {
	for _, prompt := range []string{"flip it horizontally and vertically", "dala vuelta 180"} {
		ed := coffeePhoto(t)
		before := composite(ed)
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if err := runPhotoPlan(ed, plan); err != nil || !plan.OK() {
			t.Fatalf("%q: %s: %v", prompt, plan.Reply, err)
		}
		after := composite(ed)
		b := before.Bounds()
		for _, p := range []image.Point{{0, 0}, {b.Dx() - 1, 0}, {10, 20}, {b.Dx() / 2, b.Dy() / 3}} {
			q := image.Pt(b.Dx()-1-p.X, b.Dy()-1-p.Y)
			if after.NRGBAAt(p.X, p.Y) != before.NRGBAAt(q.X, q.Y) {
				t.Errorf("%q: pixel %v is %v, want the opposite pixel %v's %v", prompt, p, after.NRGBAAt(p.X, p.Y), q, before.NRGBAAt(q.X, q.Y))
			}
		}
	}
}

// TestNinthRoundReplies: an orientation said of a photo that has it is
// refused ("apaisada" was fixed to "apagada": a desaturation), and a
// partial black and white says how much.
func TestNinthRoundReplies(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		ok     bool
		want   string
	}{
		{"ponela apaisada", false, "already landscape"},
		{"vintage but less faded", false, "faded"},
		{"girá 90 a la derecha y después 90 más", false, "one angle"},
		{"un poco blanco y negro", true, "Black and white at 50% on the whole image"},
		{"rotate it to portrait", true, "Rotate the photo 90 degrees"},
		{"girala a horizontal", false, "already landscape"}, // it turned a landscape photo to portrait
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, coffeePhoto(t)))
		if plan.OK() != tc.ok || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: ok=%v %q, want ok=%v and %q", tc.prompt, plan.OK(), plan.Reply, tc.ok, tc.want)
		}
	}
}
