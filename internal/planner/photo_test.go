package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"strings"
	"testing"
)

// pcase is a photo prompt with the ops its plan must hold, in order, and
// a condition on the params of the last pixel op ("" : none).
type pcase struct {
	prompt string
	ops    string // space separated; "" : must not be understood
	cond   string // "key>v", "key<v", "key=v" on the last adjustments/filters op
	state  PhotoState
}

var selectedState = func() PhotoState {
	s := PhotoState{Width: 800, Height: 600}
	s.Selection.Active = true
	return s
}()

var photoCases = []pcase{
	// English
	{prompt: "make it black and white", ops: "adjustments.applyMasked", cond: "saturation=0"},
	{prompt: "make it warmer", ops: "adjustments.applyMasked", cond: "warmth>0"},
	{prompt: "cooler tones please", ops: "adjustments.applyMasked", cond: "warmth<0"},
	{prompt: "give it a cinematic look", ops: "adjustments.applyMasked", cond: "contrast>0"},
	{prompt: "more vivid", ops: "adjustments.applyMasked", cond: "saturation>1"},
	{prompt: "make it sharper", ops: "filters.applyMasked", cond: "id=unsharp-mask"},
	{prompt: "softer please", ops: "filters.applyMasked", cond: "id=blur-gaussian"},
	{prompt: "blur the background", ops: "selection.subject selection.invert filters.applyMasked", cond: "radius>3"},
	{prompt: "brighten the face", ops: "selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "make the sky dramatic", ops: "selection.sky adjustments.applyMasked", cond: "contrast>0"},
	{prompt: "dramatic sky", ops: "selection.sky adjustments.applyMasked", cond: "contrast>0"},
	{prompt: `add a title "Summer 2026"`, ops: "text.add", cond: "text=Summer 2026"},
	{prompt: "crop to square", ops: "document.crop", cond: "w=600"},
	{prompt: "rotate 90 degrees", ops: "document.rotate", cond: "angle=90"},
	{prompt: "warm cinematic", ops: "adjustments.applyMasked", cond: "warmth>0"},
	{prompt: "sharper and more vivid", ops: "adjustments.applyMasked filters.applyMasked", cond: "amount>0"},
	{prompt: "blur the background and brighten the face", ops: "selection.subject selection.invert filters.applyMasked selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "black and white", ops: "selection.deselect adjustments.applyMasked", cond: "saturation=0", state: selectedState},
	{prompt: "undo", ops: "history.undo"},
	{prompt: "make it slightly darker", ops: "adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "crop to 16:9", ops: "document.crop", cond: "h=450"},
	{prompt: "make the person brighter", ops: "selection.subject adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "turn it into a black & white photo", ops: "adjustments.applyMasked", cond: "saturation=0"},
	{prompt: "boost the sky", ops: "selection.sky adjustments.applyMasked", cond: "saturation>1"},
	{prompt: "darken the background", ops: "selection.subject selection.invert adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "flip it horizontally", ops: "document.flip", cond: "axis=horizontal"},
	{prompt: "make it warmer and brighten the face", ops: "selection.deselect adjustments.applyMasked selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "make it look like a Wes Anderson film", ops: ""},
	// Español
	{prompt: "pasala a blanco y negro", ops: "adjustments.applyMasked", cond: "saturation=0"},
	{prompt: "hacela más cálida", ops: "adjustments.applyMasked", cond: "warmth>0"},
	{prompt: "tonos más fríos", ops: "adjustments.applyMasked", cond: "warmth<0"},
	{prompt: "dale un look cinematográfico", ops: "adjustments.applyMasked", cond: "contrast>0"},
	{prompt: "colores más vívidos", ops: "adjustments.applyMasked", cond: "saturation>1"},
	{prompt: "hacela más nítida", ops: "filters.applyMasked", cond: "id=unsharp-mask"},
	{prompt: "más suave", ops: "filters.applyMasked", cond: "id=blur-gaussian"},
	{prompt: "desenfocá el fondo", ops: "selection.subject selection.invert filters.applyMasked", cond: "radius>3"},
	{prompt: "iluminá la cara", ops: "selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "cielo dramático", ops: "selection.sky adjustments.applyMasked", cond: "contrast>0"},
	{prompt: "hacé el cielo más dramático", ops: "selection.sky adjustments.applyMasked", cond: "contrast>0"},
	{prompt: `agregá un título "Verano 2026"`, ops: "text.add", cond: "text=Verano 2026"},
	{prompt: "recortá a cuadrado", ops: "document.crop", cond: "w=600"},
	{prompt: "girá 90 grados", ops: "document.rotate", cond: "angle=90"},
	{prompt: "más nítida y más vívida", ops: "adjustments.applyMasked filters.applyMasked", cond: "id=unsharp-mask"},
	{prompt: "desenfocá el fondo y aclará la cara", ops: "selection.subject selection.invert filters.applyMasked selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "blanco y negro", ops: "selection.deselect adjustments.applyMasked", cond: "saturation=0", state: selectedState},
	{prompt: "deshacé", ops: "history.undo"},
	{prompt: "un poco más oscura", ops: "adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "recortá a 16:9", ops: "document.crop", cond: "h=450"},
	{prompt: "iluminá a la persona", ops: "selection.subject adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "hacé la foto más luminosa", ops: "adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "oscurecé el cielo", ops: "selection.sky adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "desenfocá lo que está detrás de la persona", ops: "selection.subject selection.invert filters.applyMasked", cond: "radius>3"},
	{prompt: "poné un título \"Hola\" abajo", ops: "text.add", cond: "position=bottom"},
	{prompt: "hacela más cálida y aclará la cara", ops: "selection.deselect adjustments.applyMasked selection.face adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "que parezca una película de Wes Anderson", ops: ""},
}

// executePhotoCase runs the plan on a real photo (a synthetic landscape
// for sky requests, the astronaut otherwise) through the real op
// registry: every op name and param must be accepted.
func executePhotoCase(tc pcase, plan Plan) string {
	var img image.Image
	if rs := regionsIn(tc.prompt); len(rs) > 0 && rs[0].name == "sky" || strings.Contains(fold(tc.prompt), "sky") {
		img = skyScene()
	} else {
		img = loadPhoto(photoT{}, "testdata/astronaut.png", 256)
	}
	ed := photoEditor(photoT{}, img)
	if tc.state.Selection.Active {
		photoRegistry.Call(context.Background(), ed, "selection.rectangle", mustJSON(map[string]any{"x": 0, "y": 0, "w": 50, "h": 50}))
	}
	if err := runPhotoPlan(ed, plan); err != nil {
		return "execute: " + err.Error()
	}
	return ""
}

// photoT lets the table helpers (outside a *testing.T) use the loaders;
// their failures are setup bugs and panic.
type photoT struct{ testing.TB }

func (photoT) Helper()                   {}
func (photoT) Fatal(args ...any)         { panic(fmt.Sprint(args...)) }
func (photoT) Fatalf(f string, a ...any) { panic(fmt.Sprintf(f, a...)) }

func runPhotoCase(tc pcase) (bool, string) {
	st := tc.state
	if st.Width == 0 {
		st = PhotoState{Width: 800, Height: 600}
	}
	plan := BasicPhoto(context.Background(), tc.prompt, st)
	if plan.Planner != Basic {
		return false, "planner " + plan.Planner
	}
	if tc.ops == "" {
		if plan.Understood || len(plan.Steps) > 0 {
			return false, "expected not understood, got " + plan.Reply
		}
		return true, ""
	}
	if _, ok := photoOps().Lookup(CropOp); tc.ops == CropOp && !ok {
		// no crop op in the catalog yet: the honest answer is "cannot"
		if !plan.Understood || len(plan.Steps) != 0 || !strings.Contains(plan.Reply, "no "+CropOp) {
			return false, "crop without a crop op: " + plan.Reply
		}
		return true, ""
	}
	if !plan.Understood {
		return false, plan.Reply
	}
	var names []string
	for _, s := range plan.Steps {
		names = append(names, s.Op)
	}
	if got := strings.Join(names, " "); got != tc.ops {
		return false, fmt.Sprintf("ops %q, want %q", got, tc.ops)
	}
	if why := executePhotoCase(tc, plan); why != "" {
		return false, why
	}
	if tc.cond == "" {
		return true, ""
	}
	var p map[string]any
	json.Unmarshal(plan.Steps[len(plan.Steps)-1].Params, &p)
	i := strings.IndexAny(tc.cond, "<>=")
	key, op, val := tc.cond[:i], tc.cond[i], tc.cond[i+1:]
	v, ok := p[key]
	if !ok {
		return false, fmt.Sprintf("no %s in %v", key, p)
	}
	var want float64
	_, numErr := fmt.Sscan(val, &want)
	f, isNum := v.(float64)
	switch {
	case op == '=' && (!isNum || numErr != nil):
		if fmt.Sprint(v) != val {
			return false, fmt.Sprintf("%s=%v, want %s", key, v, val)
		}
	case !isNum:
		return false, fmt.Sprintf("%s=%v is not a number", key, v)
	case op == '=' && f != want, op == '<' && !(f < want), op == '>' && !(f > want):
		return false, fmt.Sprintf("%s=%v, want %s", key, v, tc.cond)
	}
	return true, ""
}
