package planner

import (
	"context"
	"strings"
	"testing"
)

// qpCases: how people say what is wrong with a photo in chat (a hedge on
// the state, what it lacks, a question with "le das", "tone it down" after
// a complaint) and a part basic mode cannot select, in English and
// Spanish. ops "" is a refusal whose reply holds refusal.
var qpCases = []photoRow{
	// a hedge between "it is" and the state: a complaint, its remedy planned
	{prompt: "it's sort of dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "the photo is kinda bright", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "la foto está medio oscura", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "quedó medio borrosa", ops: "filters.applyMasked", conds: []string{"filters.applyMasked:id=unsharp-mask"}},
	{prompt: "it is kinda dark and flat", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0", "adjustments.applyMasked:contrast>0"}},
	{prompt: "it is too bright and contrasty", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0", "adjustments.applyMasked:contrast<0"}},
	{prompt: "it's a little too dark", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	// what it lacks is wanted more
	{prompt: "it lacks contrast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "le falta brillo", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness>0"}},
	{prompt: "le hace falta contraste y la quiero más cálida", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0", "adjustments.applyMasked:warmth>0"}},
	// a question or a present with "dar": "dale"
	{prompt: "¿me das un poco más de contraste?", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	{prompt: "le podés dar más saturación", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:saturation>1"}},
	// "tone it down" after a complaint: the complaint's remedy
	{prompt: "it's way too warm, tone it down", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:warmth<0"}},
	{prompt: "too saturated, tone it down please", ops: "adjustments.desaturate"},
	// guards: a hedge in an order is no complaint; "medio" after an article is the centre
	{prompt: "make it a bit darker", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "oscurecé el medio", ops: "selection.rectangle adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	{prompt: "tone it down", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:brightness<0"}},
	// a part with no selection: refused, named, with the selections there are
	{prompt: "brighten the bed a bit", refusal: `cannot select "the bed"`},
	{prompt: "aclará un poco la pared", refusal: `cannot select "la pared"`},
	{prompt: "make the old tree greener", refusal: `cannot select "the old tree"`},
	{prompt: "subile el brillo solo al árbol", refusal: `cannot select "árbol"`},
	{prompt: "darken the road", refusal: "the bottom half"},
}

func TestI13qpPhotoWording(t *testing.T) { runPhotoRows(t, qpCases) }

// photoRow is a photo request on the astronaut and what it must give: ops
// "" is a refusal whose reply holds refusal; otherwise the plan's ops, in
// order, and conditions on their params (shared by the helpers' tables).
type photoRow struct {
	prompt, ops string
	conds       []string
	refusal     string
}

// runPhotoRows plans each row on a fresh document, checks it, and runs
// the plan through the real ops.
func runPhotoRows(t *testing.T, rows []photoRow) {
	t.Helper()
	for _, tc := range rows {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, ed))
		if tc.ops == "" {
			if len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.refusal) {
				t.Errorf("%q: want a refusal saying %q, got %s: %s", tc.prompt, tc.refusal, opNames(plan.Steps), plan.Reply)
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
}
