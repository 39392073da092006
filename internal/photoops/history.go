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
