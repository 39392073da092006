package planner

import (
	"bytes"
	"context"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// The photo planner on wording it had not seen (issue 13, session 42,
// helper b5): requests written fresh, each group with what it was read as
// before. An empty ops asks or refuses and changes nothing.

// cupPhoto is the coffee photo imported from "cup.png": its layer is
// named "cup", as the thing it shows is.
func cupPhoto(t testing.TB) *photoops.Editor {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, loadPhoto(t, "testdata/coffee.png", 160)); err != nil {
		t.Fatal(err)
	}
	ed := photoops.NewEditor(photo.NewDoc(photo.NewState(16, 16)), photoRegistry)
	ed.Segmenter = segment.Builtin()
	url := "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
	if _, err := photoRegistry.Call(context.Background(), ed, "document.importImage", mustJSON(map[string]any{"dataUrl": url, "name": "cup.png"})); err != nil {
		t.Fatalf("import: %v", err)
	}
	return ed
}

// cupWithText is cupPhoto with the title "SALE" at the top.
func cupWithText(t testing.TB) *photoops.Editor {
	ed := cupPhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", mustJSON(map[string]any{"text": "SALE", "position": "top"})); err != nil {
		t.Fatal(err)
	}
	return ed
}

type b5case struct {
	open   func(testing.TB) *photoops.Editor
	prompt string
	ops    string
	conds  []string // as paramCond; "2:" first checks the second step of that op
}

var i13b5Cases = map[string][]b5case{
	// a part said before "look": "make the sky look more dramatic" was
	// the whole photo, the reply said so (silent on the sky)
	"a part before look is the part": {
		{onePhoto, "make the sky look more dramatic", "selection.sky adjustments.applyMasked", nil},
		{onePhoto, "que el cielo se vea más dramático", "selection.sky adjustments.applyMasked", nil},
		{onePhoto, "make the sky look darker", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
		{onePhoto, "everything but the sky look warmer", "selection.sky selection.invert adjustments.applyMasked", nil},
	},
	// the photo's own layer name after "except": the cup was desaturated
	// with the rest, or alone grey (silent)
	"the photo's layer name after except is the part left out": {
		{cupPhoto, "desaturate everything except the cup", "selection.subject selection.invert adjustments.desaturate", nil},
		{cupPhoto, "black and white except the cup", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
		{cupPhoto, "blur everything except the cup", "selection.subject selection.invert filters.applyMasked", nil},
		{cupPhoto, "desenfocá todo menos la taza", "selection.subject selection.invert filters.applyMasked", nil},
		// guards: the cup itself, and the photo's layer
		{cupPhoto, "make the cup brighter", "selection.subject adjustments.applyMasked", nil},
		{cupPhoto, "delete the cup", "", nil},
	},
	// a title's new words end before the ones they replace: "Hello
	// instead", "OFERTA en vez de SALE" (added as a second title),
	// "DESPEGUE, no LIFTOFF" were the new words (silent)
	"new words end before instead of the old": {
		{cupWithText, "que diga OFERTA en vez de SALE", "text.update", []string{"text.update:text=OFERTA"}},
		{cupWithText, "change the text to OFFER rather than SALE", "text.update", []string{"text.update:text=OFFER"}},
		{cupWithText, "el texto tiene que decir OFERTA, no SALE", "text.update", []string{"text.update:text=OFERTA"}},
		{cupWithText, "change the caption so it says Hello instead", "text.update", []string{"text.update:text=Hello"}},
	},
	// words after a colon after a text noun: "say the text in quotes"
	"the words after a title's colon are its text": {
		{onePhoto, "add a caption at the top: We have liftoff", "text.add", []string{"text.add:text=We have liftoff"}},
		{onePhoto, "titulo abajo: Lanzamiento 2026", "text.add", []string{"text.add:text=Lanzamiento 2026", "text.add:position=bottom"}},
		{onePhoto, "add a title: We're live! and make it warmer", "text.add layers.select adjustments.applyMasked", []string{"text.add:text=We're live!"}},
		// guard: a verb after the colon says what to do to the title
		{cupWithText, "the title: make it bigger", "text.update", []string{"text.update:size>20"}},
	},
	// "the words", "las letras" of the only text: "say which layer to delete"
	"the words are the only text": {
		{cupWithText, "get rid of the words", "layers.delete", nil},
		{cupWithText, "borrá las letras", "layers.delete", nil},
		{cupWithText, "bajá el texto a la parte de abajo", "text.update", []string{"text.update:y>60"}}, // was "a look changes the picture"
		// guard: a light or dark letter is the text's colour, not the photo's
		{cupWithText, "poné las letras claras", "", nil},
		{cupPhoto, "las letras mas oscuras", "", nil},
	},
	// a bare "bring it down" after a complaint: "say what to lower", or
	// "take it down" moved the photo
	"a remedy with no setting lowers what the complaint named": {
		{onePhoto, "too bright, bring it down a notch", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
		{onePhoto, "still too bright, take it down a bit more", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
		{onePhoto, "too dark, bring it up a bit", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
		// guards: the way against the complaint, and no complaint
		{onePhoto, "too bright, bring it up", "", nil},
		{onePhoto, "bring it down a notch", "", nil},
	},
	// a raise or lower with no setting after one that named it: "subile
	// al pasto" made the grass vivid (silent), "less on the grass" refused
	"the setting said before is carried, the way is the clause's own": {
		{onePhoto, "bajale el brillo al cielo y subile al pasto", "selection.sky adjustments.applyMasked selection.colorRange adjustments.applyMasked",
			[]string{"adjustments.applyMasked:brightness<0", "2:adjustments.applyMasked:brightness>0"}},
		{onePhoto, "more contrast on the sky and less on the grass", "selection.sky adjustments.applyMasked selection.colorRange adjustments.applyMasked",
			[]string{"adjustments.applyMasked:contrast>0", "2:adjustments.applyMasked:contrast<0"}},
	},
	// a gerund after a comma says how: the photo was turned twice
	"a gerund after a comma is the manner of the edit before": {
		{onePhoto, "ponela de costado, girando a la derecha", "document.rotate", []string{"document.rotate:angle=90"}},
		{onePhoto, "ponela de costado, girándola a la izquierda", "document.rotate", []string{"document.rotate:angle=-90"}},
		{onePhoto, "rotate it 90, then flip it", "document.rotate document.flip", nil}, // guard: two edits
	},
	// a cut of a side's share: "say which layer to delete"
	"a cut of a side's share is a crop": {
		{cupPhoto, "cut off the bottom third", "document.crop", []string{"document.crop:y=0"}},
		{cupPhoto, "cortale la mitad de la derecha", "document.crop", []string{"document.crop:x=0"}},
		{cupPhoto, "cortá un cuarto de arriba", "document.crop", []string{"document.crop:y>0"}},
		{cupWithText, "delete the bottom text", "layers.delete", nil}, // guard: a layer
	},
	// plural adjectives and "todavía": unknown words, refused
	"plural lighter and darker, and todavía": {
		{cupPhoto, "poné más oscuras las esquinas", "adjustments.apply", []string{"adjustments.apply:type=vignette"}},
		{cupPhoto, "un poco mas oscura todavia", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
		{cupPhoto, "las sombras mas claras", "adjustments.apply", []string{"adjustments.apply:params.shadows>0"}},
	},
}

func TestI13b5PhotoUnseen(t *testing.T) {
	for group, cases := range i13b5Cases {
		for _, tc := range cases {
			plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, tc.open(t)))
			if tc.ops == "" {
				if plan.OK() || len(plan.Steps) > 0 {
					t.Errorf("%s: %q: want a question, got %s: %s", group, tc.prompt, opNames(plan.Steps), plan.Reply)
				}
				continue
			}
			if got := opNames(plan.Steps); got != tc.ops {
				t.Errorf("%s: %q: ops %q, want %q (%s)", group, tc.prompt, got, tc.ops, plan.Reply)
				continue
			}
			for _, c := range tc.conds {
				steps := plan.Steps
				if rest, ok := strings.CutPrefix(c, "2:"); ok {
					name, _, _ := strings.Cut(rest, ":")
					for i, s := range steps {
						if s.Name() == name {
							steps = steps[i+1:]
							break
						}
					}
					c = rest
				}
				if why := paramCond(steps, c); why != "" {
					t.Errorf("%s: %q: %s", group, tc.prompt, why)
				}
			}
		}
	}
}
