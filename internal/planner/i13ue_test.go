package planner

import (
	"context"
	"encoding/json"
	"testing"
)

// ueCases: a state with no degree said of the photo ("it's dark"), a second
// state after "and"/"y", a look said by what it is like, the state of the
// part edited in a relative clause, a remark after the edit, what is not
// wanted after it, everything behind someone, "only the sky" after a
// second comma. ops "" is a refusal whose reply holds refusal.
var ueCases = []photoRow{
	// a fault with no degree after "is": its remedy (it was darkened: silent)
	{prompt: "it's dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "the picture is dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "this photo is dim", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "the sky is dark", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "its cold", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	// guards: asked for, it is the look
	{prompt: "make it dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "make the sky dark", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "la imagen está oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// a second state after "and"/"y": its remedy too (it was its own
	// request: "fría" cooled, "oscura" darkened: silent)
	// (the second op's sign: TestI13ueBothStates)
	{prompt: "esta apagada y oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1", "adjustments.applyMasked:brightness>0"}},
	{prompt: "it's sort of dark and dull", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0", "adjustments.applyMasked:saturation>1"}},
	// guard: a look with no opposite stays refused
	{prompt: "it's dark and moody", refusal: "dramatic"},
	// a look by what it is like: the look it names (refused: "old", "peli", "tarde")
	{prompt: "sepia like an old magazine", ops: "looks.apply", conds: []string{"looks.apply:name=sepia"}},
	{prompt: "ponelo noir, estilo peli antigua", ops: "looks.apply", conds: []string{"looks.apply:name=noir"}},
	{prompt: "make it look like an old postcard", ops: "looks.apply", conds: []string{"looks.apply:name=vintage"}},
	{prompt: "warmer, like late afternoon", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "un poco más cálida, como a la tarde", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "dale un aire retro", ops: "looks.apply", conds: []string{"looks.apply:name=vintage"}},
	{prompt: "quiero un look de cine negro", ops: "looks.apply", conds: []string{"looks.apply:name=noir"}},
	// guards: no thing an old look is taken from; the film look
	{prompt: "make her look like an old lady", refusal: "old"},
	{prompt: "dale un look de cine", ops: "adjustments.applyMasked"},
	// the state of the part edited in a relative clause: why, not a second
	// look (refused: "sombra" left out; brighter and darker cancelled out)
	{prompt: "iluminá la cara que está en la sombra", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "brighten the face that is in shadow", ops: "selection.face adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "aclará el cielo que quedó oscuro", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "sharpen the photo that came out blurry", ops: "filters.applyMasked", conds: []string{"filters.applyMasked:id=unsharp-mask"}},
	// a remark after the edit: why (refused: "theyre", "suit", "cafe" left out)
	{prompt: "lower the saturation, the colours are way too much", ops: "adjustments.desaturate"},
	{prompt: "warm it up a bit, its a cozy kitchen pic", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth>0"}},
	{prompt: "more contrast pls, it's for my portfolio", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "make it cooler, her jacket is screaming yellow", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "menos color, que la remera roja no grite tanto", ops: "adjustments.desaturate"},
	{prompt: "quitale color, que se vea más apagada", ops: "adjustments.desaturate"},
	{prompt: "quitale un poco de color, que no quede gris del todo", ops: "adjustments.desaturate"},
	// guards: a remark against the edit, or a second complaint, is kept
	{prompt: "more saturation, they're too much", refusal: "theyre"},
	// "más saturación, que no quede gris del todo" is more saturation since
	// the forty-fourth session (e4: "del todo" is "completely"), no refusal
	{prompt: "tone it down, the title is too big", refusal: "no title"},
	// what is not wanted, after the edit: another edit, or a part a text
	// put in its own place does not cover (refused: "not")
	{prompt: "flip it vertically, not rotate it", ops: "document.flip", conds: []string{"document.flip:axis=vertical"}},
	{prompt: "write SALE across the top, not over his face", ops: "text.add", conds: []string{"text.add:text=SALE", "text.add:position=top"}},
	// guards: a part the edit would touch stays refused
	{prompt: "brighten it, not the face", refusal: "not"},
	{prompt: "add the title 'Hi', not on her face", refusal: "not"},
	// everything behind someone, with "that is": the background (refused)
	{prompt: "oscurecé todo lo que está detrás de él", ops: "selection.subject selection.invert adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "blur everything that's behind her", ops: "selection.subject selection.invert filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
	// "only the sky" after a second comma (it was refused)
	{prompt: "the sky looks flat, give it more contrast, only the sky", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	// the clause before names no part: "only the sky" says where it goes
	// (photoonlypart.go; it was refused, and before that the whole photo
	// was given contrast: silent)
	{prompt: "the sky looks flat, add some contrast, only the sky", ops: "selection.sky adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	// the whole photo said "entera" (refused: "entera" left out)
	{prompt: "desenfocá la imagen entera", ops: "filters.applyMasked", conds: []string{"filters.applyMasked:id=blur-gaussian"}},
}

func TestI13uePhotoRequests(t *testing.T) { runPhotoRows(t, ueCases) }

// TestI13ueBothStates: each op of a plan of several, its setting's sign
// (runPhotoRows reads the first op of a name only).
func TestI13ueBothStates(t *testing.T) {
	for _, tc := range []struct {
		prompt, ops string
		signs       []map[string]int // per op: setting -> +1 / -1
	}{
		// a second state after "y"/"and": its remedy (it was its own request: silent)
		{"la foto está oscura y fría", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"brightness": 1}, {"warmth": 1}}},
		{"la imagen está apagada y oscura", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"saturation": 1}, {"brightness": 1}}},
		{"the image is dim and cold", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"brightness": 1}, {"warmth": 1}}},
		{"the pic is dark and dull, fix it pls", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"brightness": 1}, {"saturation": 1}}},
		// guards: asked for, both are the looks; a second complaint after a remedy
		{"make it dark and cold", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"brightness": -1}, {"warmth": -1}}},
		{"dejala oscura y fría", "adjustments.applyMasked adjustments.applyMasked", []map[string]int{{"brightness": -1}, {"warmth": -1}}},
		{"cool it down, the sky is too dark", "selection.deselect adjustments.applyMasked selection.sky adjustments.applyMasked", []map[string]int{nil, {"warmth": -1}, nil, {"brightness": 1}}},
	} {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if got := opNames(plan.Steps); got != tc.ops {
			t.Errorf("%q: ops %q, want %q (%s)", tc.prompt, got, tc.ops, plan.Reply)
			continue
		}
		for k, want := range tc.signs {
			var p map[string]float64
			json.Unmarshal(plan.Steps[k].Params, &p)
			for key, sign := range want {
				v := p[key]
				if key == "saturation" {
					v-- // a factor: 1 is no change
				}
				if v*float64(sign) <= 0 {
					t.Errorf("%q: op %d %s=%v, want sign %d", tc.prompt, k, key, p[key], sign)
				}
			}
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: run: %v", tc.prompt, err)
		}
	}
}
