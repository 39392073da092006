package videotools

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerHistory(r *Registry) {
	registry.Add(r, registry.Spec{Name: "undo", Effect: registry.History,
		Description: "Undo the last change (a tool call, a batch or a whole natural-language request)."}, undo)
	registry.Add(r, registry.Spec{Name: "redo", Effect: registry.History,
		Description: "Redo the last undone change."}, redo)
}

type HistoryIn struct{}

type HistoryOut struct {
	Success   bool   `json:"success"`
	Label     string `json:"label" jsonschema:"the change undone or redone"`
	UndoDepth int    `json:"undoDepth"`
	RedoDepth int    `json:"redoDepth"`
}

func undo(_ context.Context, e *Editor, _ HistoryIn) (HistoryOut, error) {
	if _, err := e.active(); err != nil {
		return HistoryOut{}, err
	}
	label, ok := e.Undo()
	if !ok {
		return HistoryOut{}, fail("Nothing to undo")
	}
	return HistoryOut{true, label, len(e.History.Undo), len(e.History.Redo)}, nil
}

func redo(_ context.Context, e *Editor, _ HistoryIn) (HistoryOut, error) {
	if _, err := e.active(); err != nil {
		return HistoryOut{}, err
	}
	label, ok := e.Redo()
	if !ok {
		return HistoryOut{}, fail("Nothing to redo")
	}
	return HistoryOut{true, label, len(e.History.Undo), len(e.History.Redo)}, nil
}

// history_mark and history_collapse group many calls into one undo step,
// as the photo ops history.mark and history.collapse do: an agent marks
// the history, makes its calls, and folds them into one entry.
func registerMarks(r *Registry) {
	registry.Add(r, registry.Spec{Name: "history_mark",
		Description: "Return the current undo depth, to fold every change made after it into one undo step later with history_collapse."}, historyMark)
	registry.Add(r, registry.Spec{Name: "history_collapse", Effect: registry.History,
		Description: "Fold every undo entry above mark (a value history_mark returned) into one entry with label; undoing it returns to the state at the mark."}, historyCollapse)
}

type MarkOut struct {
	Mark int `json:"mark" jsonschema:"the undo depth now"`
}

func historyMark(_ context.Context, e *Editor, _ HistoryIn) (MarkOut, error) {
	if _, err := e.active(); err != nil {
		return MarkOut{}, err
	}
	return MarkOut{e.History.Mark()}, nil
}

type CollapseIn struct {
	Mark  *int   `json:"mark" minimum:"0" jsonschema:"a value history_mark returned" invalid:"Invalid mark"`
	Label string `json:"label,omitempty" jsonschema:"name of the folded step"`
}

type CollapseOut struct {
	Collapsed bool `json:"collapsed" jsonschema:"false when nothing happened since the mark"`
	Folded    int  `json:"folded" jsonschema:"entries folded into one"`
	UndoDepth int  `json:"undoDepth"`
}

func historyCollapse(_ context.Context, e *Editor, in CollapseIn) (CollapseOut, error) {
	if _, err := e.active(); err != nil {
		return CollapseOut{}, err
	}
	if in.Mark == nil || *in.Mark < 0 || *in.Mark > len(e.History.Undo) {
		return CollapseOut{}, fail("Invalid mark: must be between 0 and the undo depth (%d)", len(e.History.Undo))
	}
	label := in.Label
	if label == "" {
		label = "collapsed edit"
	}
	n := len(e.History.Undo) - *in.Mark
	if !e.History.Collapse(*in.Mark, label) {
		n = 0
	}
	return CollapseOut{n > 0, n, len(e.History.Undo)}, nil
}
