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
