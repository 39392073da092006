package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// The seventeenth round (issue 13): Spanish and English compound number
// words read as one number ("ciento ochenta" was 100 and 80; "ciento
// veinte grados" rotated 20), a colour cast said with "less" ("menos
// amarilla", "less blue" were refused), platform shapes ("crop for
// youtube", "para el perfil" asked for a shape) and a side said as a wish
// ("que tenga 1080 de ancho" was refused). Each plan row failed on the
// coffee photo (256x171) before its rule; the guards held already.

// TestPhoto17NumberWords: the lexer, shared with the video planner, reads
// a compound as one number, a time or an angle included.
func TestPhoto17NumberWords(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"ciento ochenta grados", "D:180"},
		{"ciento veinte segundos", "T:120"},
		{"doscientos setenta", "N:270"},
		{"mil ochocientos", "N:1800"},
		{"ciento ochenta y cinco", "N:185"},
		{"one hundred twenty seconds", "T:120"},
		{"two hundred and fifty", "N:250"},
		{"dos mil", "N:2000"},
		// guards: what was one number stays one; two numbers stay two
		{"noventa y cinco", "N:95"},
		{"veintidós", "N:22"},
		{"a hundred percent", "P:100"},
		{"veinte por ciento", "P:20"},
		{"from ten to twenty", "from N:10 to N:20"},
		{"cien y veinte", "N:100 y N:20"},
	} {
		if got := show(lex(tc.in, nil)); got != tc.want {
			t.Errorf("lex(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// seventeenthNumberCases: a compound number word in a photo request.
var seventeenthNumberCases = []p9case{
	{ppcase{"rotala ciento ochenta grados", "document.rotate", []string{"document.rotate:angle=180"}}, "256x171", [2]float64{}, 0},
	{ppcase{"rotala ciento veinte grados", "document.rotate", []string{"document.rotate:angle=120"}}, "", [2]float64{}, 0},
	{ppcase{"giralo doscientos setenta grados", "document.rotate", []string{"document.rotate:angle=270"}}, "171x256", [2]float64{}, 0},
	{ppcase{"que tenga mil ochocientos de ancho", "document.resize", []string{"document.resize:width=1800"}}, "1800x1202", [2]float64{}, 0},
	{ppcase{"resize to one hundred twenty px wide", "document.resize", []string{"document.resize:width=120"}}, "120x80", [2]float64{}, 0},
	// guards
	{ppcase{"giralo noventa grados", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
	{ppcase{"saturacion noventa y cinco", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0.95"}}, "", [2]float64{}, 0},
	{ppcase{"ponele veintidos de brillo", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=22"}}, "", [2]float64{}, 0},
	{ppcase{"achicala al cincuenta por ciento", "document.resize", []string{"document.resize:width=128"}}, "128x86", [2]float64{}, 0},
}

func TestPhoto17Numbers(t *testing.T) {
	runNinthTable(t, seventeenthNumberCases)
}

// seventeenthCastCases: a colour cast said with "less" is the white
// balance the other way, by a bit (half of what "cooler" moves).
var seventeenthCastCases = []p9case{
	{ppcase{"menos amarilla", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}}, "", [2]float64{}, 0},
	{ppcase{"not so yellow", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}}, "", [2]float64{}, 0},
	{ppcase{"less yellow", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}}, "", [2]float64{}, 0},
	{ppcase{"no tan amarilla", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}}, "", [2]float64{}, 0},
	{ppcase{"less blue", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	{ppcase{"menos azul", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}}, "", [2]float64{}, 0},
	// guards: a cast complained of, and the plain words
	{ppcase{"too yellow", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-30"}}, "", [2]float64{}, 0},
	{ppcase{"make it cooler", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-30"}}, "", [2]float64{}, 0},
	{ppcase{"menos saturada", "adjustments.desaturate", []string{"adjustments.desaturate:amount=40"}}, "", [2]float64{}, 0},
}

func TestPhoto17Casts(t *testing.T) {
	runNinthTable(t, seventeenthCastCases)
}

// seventeenthPlatformCases: a platform's shape (platformShape says why
// each): they asked "say the shape to crop to".
var seventeenthPlatformCases = []p9case{
	{ppcase{"crop for youtube", "document.crop", []string{"document.crop:w=256", "document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"crop for a youtube thumbnail", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"recortala para youtube", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"crop for twitter", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"recortala para x", "document.crop", []string{"document.crop:h=144"}}, "256x144", [2]float64{}, 0},
	{ppcase{"crop for a twitter header", "document.crop", []string{"document.crop:h=85"}}, "256x85", [2]float64{}, 0},
	{ppcase{"crop for a facebook cover", "document.crop", []string{"document.crop:h=94"}}, "256x94", [2]float64{}, 0},
	{ppcase{"crop for a facebook post", "document.crop", []string{"document.crop:h=134"}}, "256x134", [2]float64{}, 0},
	{ppcase{"recortala para el perfil", "document.crop", []string{"document.crop:w=171"}}, "171x171", [2]float64{}, 0},
	{ppcase{"crop it for my profile picture", "document.crop", []string{"document.crop:w=171"}}, "171x171", [2]float64{}, 0},
	// guards: Instagram alone has two feed shapes (asked); a shape said wins
	{ppcase{"crop for instagram", "", nil}, "", [2]float64{}, 0},
	{ppcase{"crop to square for youtube", "document.crop", []string{"document.crop:w=171"}}, "171x171", [2]float64{}, 0},
	{ppcase{"crop to 4:5 for instagram", "document.crop", []string{"document.crop:w=136"}}, "136x171", [2]float64{}, 0},
}

func TestPhoto17Platforms(t *testing.T) {
	runNinthTable(t, seventeenthPlatformCases)
}

// seventeenthSideCases: a side said as a wish ("que tenga", "que mida")
// is the size (the verb was left out and the request refused).
var seventeenthSideCases = []p9case{
	{ppcase{"que tenga 1080 de ancho", "document.resize", []string{"document.resize:width=1080"}}, "1080x721", [2]float64{}, 0},
	{ppcase{"que mida 800 de alto", "document.resize", []string{"document.resize:height=800"}}, "1198x800", [2]float64{}, 0},
	// guards
	{ppcase{"ponele 500 px de alto", "document.resize", []string{"document.resize:height=500"}}, "", [2]float64{}, 0},
	{ppcase{"que tenga", "", nil}, "", [2]float64{}, 0},
}

func TestPhoto17Sides(t *testing.T) {
	runNinthTable(t, seventeenthSideCases)
}

// TestPhoto17LookOff: "sacale el blanco y negro", "remove the sepia": a
// look is pixels, so the reply says so and how to take it off (undo), or
// that the photo has no edits at all; nothing is planned. They were "say
// which layer to delete".
func TestPhoto17LookOff(t *testing.T) {
	edited := func(t testing.TB) *photoops.Editor {
		ed := coffeePhoto(t)
		if _, err := photoRegistry.Call(context.Background(), ed, "adjustments.applyMasked", []byte(`{"saturation":0}`)); err != nil {
			t.Fatal(err)
		}
		return ed
	}
	for _, tc := range []struct {
		prompt string
		open   func(testing.TB) *photoops.Editor
		want   string
	}{
		{"sacale el blanco y negro", coffeePhoto, "no black and white on it"},
		{"remove the black and white", coffeePhoto, "no black and white on it"},
		{"quitá el sepia", coffeePhoto, "no sepia on it"},
		{"sacale el blanco y negro", edited, `say "undo"`},
		{"remove the black and white", edited, `say "undo"`},
		{"quita el sepia", edited, `say "undo"`},
		// guard: a layer named that is not there
		{"delete the logo", coffeePhoto, `there is no layer "the logo"`},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, tc.open(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.want) {
			t.Errorf("%q: %s %s, want a reply saying %q", tc.prompt, opNames(plan.Steps), plan.Reply, tc.want)
		}
	}
}

// TestPhoto17NoLook: an HDR look or a decade's style, which no look of
// the catalog is, is refused with the looks there are named (it was "no
// edit I know"); the looks by their names are still planned.
func TestPhoto17NoLook(t *testing.T) {
	for _, p := range []string{"hdr", "make it hdr", "efecto hdr", "80s style", "estilo años 80", "make it look 70s", "quiero un look de los 90"} {
		plan := BasicPhoto(context.Background(), p, stateOf(t, coffeePhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "Not understood") || !strings.Contains(plan.Reply, "the looks are sepia, vintage") {
			t.Errorf("%q: %s %s, want a refusal naming the looks", p, opNames(plan.Steps), plan.Reply)
		}
	}
	runNinthTable(t, []p9case{
		{ppcase{"vintage", "looks.apply", []string{"looks.apply:name=vintage"}}, "", [2]float64{}, 0},
		{ppcase{"rotala 90 grados", "document.rotate", []string{"document.rotate:angle=90"}}, "171x256", [2]float64{}, 0},
		{ppcase{"resize to 80 px wide", "document.resize", []string{"document.resize:width=80"}}, "80x53", [2]float64{}, 0},
	})
}
