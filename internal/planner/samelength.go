package planner

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// "Que la corona aparezca un segundo después y dure lo mismo", "show the
// title a second later and keep it the same length": the length kept is
// how the move is done, not an edit of its own ("dure lo mismo" was
// refused: "say how long"). The request is planned without it, and taken
// only when the plan moves and changes no length (a start said alone may
// trim instead: then it stays refused, never a length changed against
// what was said).

var keptLengthWords = []string{"y dure lo mismo", "dure lo mismo", "que dure lo mismo", "y que dure lo mismo", "durando lo mismo",
	"con la misma duracion", "sin cambiar la duracion", "sin cambiar cuanto dura", "manteniendo la duracion", "y que siga durando lo mismo",
	"and last the same", "last the same", "and keep the same length", "keep the same length", "same length", "and the same length",
	"keep its length", "and keep its length", "without changing its length", "without changing the length", "for the same time",
	"and last just as long", "keep the duration", "and keep the duration", "same duration"}

// lengthChangers are the steps that change how long a thing lasts.
var lengthChangers = []string{"update_timeline_element_timing", "trim_element", "split", "delete_timeline_elements"}

func sameLengthPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	low := strings.ToLower(prompt)
	if len(low) != len(prompt) {
		return Plan{}, false
	}
	f := fold(prompt)
	cut := ""
	for _, s := range keptLengthWords {
		if strings.HasSuffix(strings.TrimRight(f, " .!"), " "+s) && len(s) > len(cut) {
			cut = s
		}
	}
	if cut == "" {
		return Plan{}, false
	}
	// the prompt as said up to the phrase (folding keeps byte offsets
	// only without accents: "después" is left to the folded words)
	at := strings.LastIndex(f, " "+cut)
	said := strings.TrimRight(strings.TrimSpace(f[:at]), " ,y")
	if len(f) == len(prompt) {
		said = strings.TrimRight(strings.TrimSpace(prompt[:at]), " ,y")
	}
	plan := planVideo(ctx, said, ed, opt)
	if !plan.OK() || !slices.ContainsFunc(plan.Steps, func(s Step) bool { return s.Tool == "move_timeline_elements" }) ||
		slices.ContainsFunc(plan.Steps, func(s Step) bool { return slices.Contains(lengthChangers, s.Tool) }) {
		return Plan{}, false
	}
	plan.Reply += fmt.Sprintf(" (Its length is kept, as %q asked.)", strings.TrimSpace(prompt[min(at, len(prompt)):]))
	return plan, true
}
