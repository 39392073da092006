package videotools

import (
	"context"
	"encoding/json"

	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerBatch(r *Registry) {
	registry.Add(r, registry.Spec{Name: registry.BatchName, Effect: registry.Edit,
		Description: "Run several tool calls all-or-nothing as one undo entry. A later call can use a value from an earlier result: a string \"$N.path\" (N counts from 0, path like elementId or createdElements.0) is replaced by that value."},
		runBatch)
}

type BatchCall struct {
	Tool  string          `json:"tool" jsonschema:"tool name"`
	Input json.RawMessage `json:"input,omitempty" jsonschema:"the tool's input object"`
}

type BatchIn struct {
	Calls []BatchCall `json:"calls" minItems:"1" invalid:"Invalid batch calls"`
}

type BatchOut struct {
	Success bool  `json:"success"`
	Results []any `json:"results"`
}

func runBatch(ctx context.Context, e *Editor, in BatchIn) (BatchOut, error) {
	if len(in.Calls) == 0 {
		return BatchOut{}, fail("Invalid batch calls")
	}
	if e.Tools == nil {
		return BatchOut{}, fail("Batch is not available here")
	}
	steps := make([]registry.Step, len(in.Calls))
	for i, c := range in.Calls {
		steps[i] = registry.Step{Name: c.Tool, Input: c.Input}
	}
	results, err := registry.Batch(ctx, e.Tools, e, steps)
	if err != nil {
		return BatchOut{}, err
	}
	return BatchOut{Success: true, Results: results}, nil
}
