package photoops

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerHistory(r *Registry) {
	registry.Add(r, registry.Spec{Name: "history.undo", Effect: registry.History,
		Description: "Undo the last change (one op, or a collapsed group of ops)."}, undo)
	registry.Add(r, registry.Spec{Name: "history.redo", Effect: registry.History,
		Description: "Redo the last undone change."}, redo)
	registry.Add(r, registry.Spec{Name: "history.mark",
		Description: "Return the current undo depth, to collapse everything after it into one step later."}, mark)
	registry.Add(r, registry.Spec{Name: "history.collapse", Effect: registry.History,
		Description: "Fold every undo entry above mark into one entry with label (undoing it returns to the state at the mark)."}, collapse)
	registry.Add(r, registry.Spec{Name: registry.BatchName, Effect: registry.Edit,
		Description: "Run several ops all-or-nothing as one undo step: every step applies or none does. A later step can use a value from an earlier result: a string \"$N.path\" (N counts from 0, path like layerId) is replaced by that value."}, batch)
}

type BatchIn struct {
	Steps []Step `json:"steps" minItems:"1" jsonschema:"the ops to run, in order" invalid:"Invalid batch steps"`
}

type BatchOut struct {
	OK      bool  `json:"ok"`
	Results []any `json:"results" jsonschema:"each step's result"`
}

func batch(ctx context.Context, ed *Editor, in BatchIn) (BatchOut, error) {
	if len(in.Steps) == 0 {
		return BatchOut{}, fail("Invalid batch steps")
	}
	steps := make([]registry.Step, len(in.Steps))
	for i, s := range in.Steps {
		steps[i] = registry.Step{Name: s.Op, Input: s.Params}
	}
	results, err := registry.Batch(ctx, ed.Tools, ed, steps)
	if err != nil {
		return BatchOut{}, err
	}
	return BatchOut{OK: true, Results: results}, nil
}

type HistoryOut struct {
	Label     string `json:"label,omitempty" jsonschema:"the change undone or redone"`
	UndoDepth int    `json:"undoDepth"`
	RedoDepth int    `json:"redoDepth"`
}

func undo(_ context.Context, ed *Editor, _ NoIn) (HistoryOut, error) {
	label, ok := ed.Undo()
	if !ok {
		return HistoryOut{}, fail("Nothing to undo")
	}
	return HistoryOut{label, len(ed.History.Undo), len(ed.History.Redo)}, nil
}

func redo(_ context.Context, ed *Editor, _ NoIn) (HistoryOut, error) {
	label, ok := ed.Redo()
	if !ok {
		return HistoryOut{}, fail("Nothing to redo")
	}
	return HistoryOut{label, len(ed.History.Undo), len(ed.History.Redo)}, nil
}

type MarkOut struct {
	Mark int `json:"mark" jsonschema:"the undo depth now"`
}

func mark(_ context.Context, ed *Editor, _ NoIn) (MarkOut, error) {
	return MarkOut{ed.History.Mark()}, nil
}

type CollapseIn struct {
	Mark  *int   `json:"mark" minimum:"0" jsonschema:"a value history.mark returned" invalid:"Invalid mark"`
	Label string `json:"label,omitempty" jsonschema:"name of the folded step"`
}

type CollapseOut struct {
	Collapsed bool `json:"collapsed" jsonschema:"false when nothing happened since the mark"`
	Folded    int  `json:"folded" jsonschema:"entries folded into one"`
	UndoDepth int  `json:"undoDepth"`
}

func collapse(_ context.Context, ed *Editor, in CollapseIn) (CollapseOut, error) {
	if in.Mark == nil || *in.Mark < 0 || *in.Mark > len(ed.History.Undo) {
		return CollapseOut{}, fail("Invalid mark: must be between 0 and the undo depth (%d)", len(ed.History.Undo))
	}
	label := in.Label
	if label == "" {
		label = "collapsed edit"
	}
	n := len(ed.History.Undo) - *in.Mark
	ok := ed.History.Collapse(*in.Mark, label)
	if !ok {
		n = 0
	}
	return CollapseOut{ok, n, len(ed.History.Undo)}, nil
}
