package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// ppcase is a photo request with the ops its plan must hold, in order
// ("" : a refusal), and conditions on the params of named ops ("op:key>v").
type ppcase struct {
	prompt string
	ops    string
	conds  []string
}

// layeredPhoto is the astronaut with a title text layer and an empty
// raster layer named "logo" above it.
func layeredPhoto(t testing.TB) *photoops.Editor {
	ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128)) // small: segmentation runs for every request
	for _, c := range []struct{ op, in string }{
		{"layers.addRaster", `{"name":"logo"}`},
		{"text.add", `{"text":"Hello","y":20,"color":"#ffffff"}`},
		{"layers.select", `{"index":2}`}, // the photo is the active layer
	} {
		if _, err := photoRegistry.Call(context.Background(), ed, c.op, json.RawMessage(c.in)); err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
	}
	return ed
}

// issue15Cases are the planner's vocabulary for issue 15's ops (document
// rotate and flip, vignette, sepia and film looks, colour ranges,
// desaturate steps), English and Spanish.
var issue15Cases = []ppcase{
	{"rotate 90 degrees clockwise", "document.rotate", []string{"document.rotate:angle=90"}},
	{"rotate it to the left", "document.rotate", []string{"document.rotate:angle=-90"}},
	{"girala 90 grados a la izquierda", "document.rotate", []string{"document.rotate:angle=-90"}},
	{"rotá la foto 180 grados", "document.rotate", []string{"document.rotate:angle=180"}},
	{"straighten it 2 degrees to the left", "document.rotate", []string{"document.rotate:angle=-2"}},
	{"flip it upside down", "document.flip", []string{"document.flip:axis=vertical"}},
	{"flip it horizontally", "document.flip", []string{"document.flip:axis=horizontal"}},
	{"espejala", "document.flip", []string{"document.flip:axis=horizontal"}},
	{"add a dark vignette", "adjustments.apply", []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount<-40"}},
	{"add a subtle vignette", "adjustments.apply", []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount>-40"}},
	{"ponele una viñeta oscura", "adjustments.apply", []string{"adjustments.apply:type=vignette", "adjustments.apply:params.amount<0"}},
	{"ponele efecto sepia tipo foto vieja", sepiaOp(), []string{sepiaCond()}},
	{"make it look vintage", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"slightly desaturate it", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}},
	{"desaturate it a lot", "adjustments.desaturate", []string{"adjustments.desaturate:amount=60"}},
	{"desaturala un poco", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}},
	{"quitale mucho color", "adjustments.desaturate", []string{"adjustments.desaturate:amount=60"}},
	{"desaturate it completely", "adjustments.desaturate", []string{"adjustments.desaturate:amount=100"}},
	{"make the colours a bit more vibrant", "adjustments.vibrance", []string{"adjustments.vibrance:amount=20"}},
	{"subile la vibrancia", "adjustments.vibrance", []string{"adjustments.vibrance:amount=40"}},
	{"make the grass greener", "adjustments.apply", []string{"adjustments.apply:type=hue-saturation", "adjustments.apply:params.range=greens", "adjustments.apply:params.saturation>0"}},
	{"hacé el pasto más verde", "adjustments.apply", []string{"adjustments.apply:params.range=greens", "adjustments.apply:params.saturation>0"}},
	{"make the sky bluer", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	{"hacé el cielo más azul", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation>0"}},
	{"make the sky a lot bluer", "adjustments.apply", []string{"adjustments.apply:params.range=blues", "adjustments.apply:params.saturation=50"}},
	{"give it a teal and orange look", "looks.apply", []string{"looks.apply:name=teal-orange"}},
	{"dale un look de película vieja", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"faded film look", "looks.apply", []string{"looks.apply:name=faded"}},
}

func sepiaOp() string {
	if hasOp("looks.apply") {
		return "looks.apply"
	}
	return "adjustments.apply"
}

func sepiaCond() string {
	if hasOp("looks.apply") {
		return "looks.apply:name=sepia"
	}
	return "adjustments.apply:type=gradient-map"
}

// photoPatternCases: the five failure patterns, in photo requests.
var photoPatternCases = []ppcase{
	// element (layer) edits
	{"hide the logo layer", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}},
	{"set the logo layer opacity to 40%", "layers.select layers.setOpacity", []string{"layers.setOpacity:opacity=0.4"}},
	{"duplicate the layer", "layers.duplicate", nil},
	{"add a new layer", "layers.addRaster", nil},
	{"make the title red", "text.update", []string{"text.update:color=#ff0000"}},
	{"move the title to the bottom", "text.update", []string{"text.update:y>75"}},
	{"delete the title", "layers.select layers.delete", nil},
	{"ocultá la capa del logo", "layers.select layers.setVisible", []string{"layers.setVisible:visible=false"}},
	// references
	{"blur everything except the face", "selection.face selection.invert filters.applyMasked", nil},
	{"brighten the person", "selection.subject adjustments.applyMasked", []string{"selection.subject:label=person"}},
	{"darken what's behind the dog", "selection.subject selection.invert adjustments.applyMasked", []string{"selection.subject:label=dog"}},
	{"select the sky", "selection.sky", nil},
	{"select everything", "selection.selectAll", nil},
	{"invert the selection", "selection.invert", nil},
	// multi-part
	{"warmer, more contrast and a bit sharper", "adjustments.applyMasked filters.applyMasked", []string{"adjustments.applyMasked:warmth>0", "adjustments.applyMasked:contrast>0"}},
	{`crop to 4:5 and add a title "Hola"`, "document.crop text.add", []string{"document.crop:w=102", "text.add:text=Hola"}},
	{"blur the background and make the face brighter", "selection.subject selection.invert filters.applyMasked selection.face adjustments.applyMasked", nil},
	{"qwerty and make it warmer", "", nil},
	{"hacela más cálida y ponele una viñeta", "adjustments.applyMasked adjustments.apply", []string{"adjustments.apply:type=vignette"}},
	// greedy words
	{`add the title "Top of the world" at the bottom`, "text.add", []string{"text.add:text=Top of the world", "text.add:position=bottom"}},
	{`add a title "Left behind"`, "text.add", []string{"text.add:text=Left behind", "text.add:position=top"}},
	{"make it pop", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	// brittle forms
	{"make it warmr", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"blakc and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"black and wihte", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"rotate it ninety degrees", "document.rotate", []string{"document.rotate:angle=90"}},
	{"girala noventa grados", "document.rotate", []string{"document.rotate:angle=90"}},
	{"crop it 16 by 9", "document.crop", []string{"document.crop:h=72"}},
	{"crop the left half", "document.crop", []string{"document.crop:x=0", "document.crop:w=64"}},
	{"make it look like a polaroid", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"pixelate the face", "selection.face filters.applyMasked", []string{"filters.applyMasked:id=pixelate"}},
	{"darken the corners", "adjustments.apply", []string{"adjustments.apply:type=vignette"}},
	{"make the water bluer", "adjustments.apply", []string{"adjustments.apply:params.range=blues"}},
	{"más cálida pero no tanto", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=15"}},
	{"dale más vida a los colores", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"tone down the colors", "adjustments.desaturate", nil},
	{"remove the background", "", nil},
}

// TestIssue15PlannerVocabulary: the planner turns issue 15's requests
// (and Spanish equivalents) into those ops, and they run on a real photo.
func TestIssue15PlannerVocabulary(t *testing.T) {
	runPhotoTable(t, issue15Cases)
}

// TestPhotoFailurePatterns: the five failure patterns in photo requests.
func TestPhotoFailurePatterns(t *testing.T) {
	runPhotoTable(t, photoPatternCases)
}

func runPhotoTable(t *testing.T, cases []ppcase) {
	runPhotoTableOn(t, layeredPhoto, cases)
}

// runPhotoTableOn runs the table on a fresh document from open for each
// request; it returns the plans, in the order of the cases.
func runPhotoTableOn(t *testing.T, open func(testing.TB) *photoops.Editor, cases []ppcase) []Plan {
	var plans []Plan
	for _, tc := range cases {
		ed := open(t)
		if strings.Contains(tc.ops, "selection.face") {
			ed = photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 256)) // the face detector reads the photo alone
		}
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		plans = append(plans, plan)
		if tc.ops == "" {
			if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "Not understood") {
				t.Errorf("%q: want a refusal naming the clause, got %s: %s", tc.prompt, opNames(plan.Steps), plan.Reply)
			}
			continue
		}
		if got := opNames(plan.Steps); got != tc.ops {
			t.Errorf("%q: ops %q, want %q (%s)", tc.prompt, got, tc.ops, plan.Reply)
			continue
		}
		for _, c := range tc.conds {
			if why := paramCond(plan.Steps, c); why != "" {
				t.Errorf("%q: %s", tc.prompt, why)
			}
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: run: %v", tc.prompt, err)
		}
	}
	return plans
}

// paramCond checks "op:key=v", "op:key<v", "op:key>v" (key may be a.b).
func paramCond(steps []Step, cond string) string {
	name, rest, _ := strings.Cut(cond, ":")
	i := strings.IndexAny(rest, "<>=")
	key, opr, val := rest[:i], rest[i], rest[i+1:]
	for _, s := range steps {
		if s.Name() != name {
			continue
		}
		var p map[string]any
		json.Unmarshal(s.Params, &p)
		var v any = p
		for _, k := range strings.Split(key, ".") {
			m, _ := v.(map[string]any)
			v = m[k]
		}
		if v == nil {
			return fmt.Sprintf("%s has no %s: %s", name, key, s.Params)
		}
		f, isNum := v.(float64)
		var want float64
		_, numErr := fmt.Sscan(val, &want)
		switch {
		case opr == '=' && (!isNum || numErr != nil):
			if fmt.Sprint(v) != val {
				return fmt.Sprintf("%s %s=%v, want %s", name, key, v, val)
			}
		case !isNum:
			return fmt.Sprintf("%s %s=%v is not a number", name, key, v)
		case opr == '=' && f != want, opr == '<' && !(f < want), opr == '>' && !(f > want):
			return fmt.Sprintf("%s %s=%v, want %s", name, key, v, cond)
		}
		return ""
	}
	return "no " + name + " step"
}
