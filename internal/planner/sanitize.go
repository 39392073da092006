package planner

import (
	"encoding/json"
	"strings"
)

// maskedOps edit the pixels inside the selection (the whole layer when
// there is none), so a plan that forgot to select leaks over everything.
var maskedOps = map[string]bool{"adjustments.applyMasked": true, "filters.applyMasked": true}

// Sanitize cleans a plan before it runs (EDITOR_AGENT_API.md section 2):
// it drops steps that would do nothing and export steps (a plan edits; the
// user exports), and when a masked op has no selection.* step before it,
// inserts the selection of the region the prompt implies (face, sky,
// background, subject). A prompt that implies no region leaves the op
// whole-image. It works on LLM plans and basic ones alike.
func Sanitize(prompt string, steps []Step) []Step {
	regions := regionsIn(prompt)
	out := make([]Step, 0, len(steps))
	selected := false // a selection.* step came before
	inserted := false // ...and it was one inserted here
	next := 0         // the next region of the prompt to insert
	maskedSince := 0  // masked ops since the last selection step
	for _, s := range steps {
		name := s.Name()
		if name == "" || isExport(name) || isNoOp(s) {
			continue
		}
		if strings.HasPrefix(name, "selection.") {
			selected, inserted, maskedSince = true, false, 0
		}
		if maskedOps[name] && next < len(regions) && (!selected || inserted && maskedSince > 0) {
			// "blur the background and brighten the face": each masked op
			// that lacks a selection gets the next region the prompt names
			out = append(out, selectOps(regions[next])...)
			next++
			selected, inserted, maskedSince = true, true, 0
		}
		if maskedOps[name] {
			maskedSince++
		}
		if len(s.Params) == 0 {
			s.Params = json.RawMessage(`{}`)
		}
		out = append(out, s)
	}
	return out
}

func isExport(name string) bool {
	return strings.HasPrefix(name, "export.") || strings.HasPrefix(name, "export_") || name == "export" ||
		name == "render" || strings.HasPrefix(name, "render_")
}

// isNoOp recognises steps whose params change nothing.
func isNoOp(s Step) bool {
	var p map[string]any
	if len(s.Params) > 0 && json.Unmarshal(s.Params, &p) != nil {
		return false // not ours to judge; the registry will report it
	}
	num := func(k string, neutral float64) bool {
		v, ok := p[k]
		if !ok || v == nil {
			return true
		}
		f, isNum := v.(float64)
		return isNum && f == neutral
	}
	switch s.Name() {
	case "adjustments.applyMasked":
		inv, _ := p["invert"].(bool)
		return num("brightness", 0) && num("contrast", 0) && num("warmth", 0) && num("saturation", 1) && !inv
	case "filters.applyMasked":
		_, hasRadius := p["radius"]
		_, hasAmount := p["amount"]
		return (hasRadius || hasAmount) && num("radius", 0) && num("amount", 0)
	case "split":
		t, _ := p["times"].([]any)
		return len(t) == 0
	}
	return false
}

// regionsIn lists the regions a request names, in the order it names them.
func regionsIn(prompt string) []region {
	toks := lex(prompt, nil)
	var out []region
	for _, t := range toks {
		// the parts segmentation selects; grass and water are colour
		// ranges a plan names itself, not regions to insert
		if l, ok := t.get(cRegion); ok && t.kind == tWord && l.val != "grass" && l.val != "water" {
			out = append(out, regionOf(np{region: l.val}, toks))
		}
	}
	return out
}
