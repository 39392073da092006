package planner

import (
	"context"
	"encoding/json"
	"fmt"
)

// photoFactCorrected: a photo's text corrected by a fact, read as the
// video's texts are (textfact.go): "corregí el texto, es Día 61 no 60",
// "the caption is wrong, it's 2025 not 2024". Only the words the fact
// corrects change; the reading must name one text layer, and the request
// must hold no other edit. It runs only after the request was refused.
func photoFactCorrected(ctx context.Context, prompt string, info PhotoState, opt Options) (Plan, bool) {
	var texts []string
	for _, l := range info.Layers {
		if l.Kind == "text" && l.Text != nil {
			texts = append(texts, l.Text.Text)
		}
	}
	if len(texts) == 0 {
		return Plan{}, false
	}
	fix, said, ok := factFix(prompt, texts)
	if ok {
		fix, ok = wholeText(fix, texts)
	}
	if ok {
		fix[1], ok = dayFollows(prompt, fix[0], fix[1])
	}
	if !ok || factOtherEdit(prompt, said, photoNames(info)) {
		return Plan{}, false
	}
	plan := planPhoto(ctx, fmt.Sprintf("replace %q with %q", fix[0], fix[1]), info, opt)
	if !plan.OK() || len(plan.Steps) != 1 || plan.Steps[0].Op != "text.update" {
		return Plan{}, false
	}
	var p struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(plan.Steps[0].Params, &p) != nil || p.Text != fix[1] {
		return Plan{}, false
	}
	plan.Reply = fmt.Sprintf("Replaced %q with %q.", fix[0], fix[1])
	return plan, true
}
