package videotools

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerBatch(r *Registry) {
	registry.Add(r, registry.Spec{Name: "batch", Effect: registry.Edit,
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

var refPattern = regexp.MustCompile(`^\$(\d+)((?:\.[A-Za-z0-9_]+)+)$`)

func runBatch(ctx context.Context, e *Editor, in BatchIn) (BatchOut, error) {
	if len(in.Calls) == 0 {
		return BatchOut{}, fail("Invalid batch calls")
	}
	if e.Tools == nil {
		return BatchOut{}, fail("Batch is not available here")
	}
	results := make([]any, 0, len(in.Calls))
	for i, c := range in.Calls {
		t, ok := e.Tools.Lookup(c.Tool)
		if !ok {
			return BatchOut{}, fail("Batch call %d: Unknown tool: %s", i, c.Tool)
		}
		if c.Tool == "batch" || t.Effect == registry.History {
			return BatchOut{}, fail("Batch call %d: %s cannot run inside a batch", i, c.Tool)
		}
		input, err := substitute(c.Input, results)
		if err != nil {
			return BatchOut{}, fail("Batch call %d: %s", i, err.Error())
		}
		out, err := e.Tools.Call(ctx, e, c.Tool, input)
		if err != nil {
			return BatchOut{}, fail("Batch call %d (%s): %s", i, c.Tool, err.Error())
		}
		// keep results as plain JSON values so later paths can walk them
		var v any
		b, _ := json.Marshal(out)
		json.Unmarshal(b, &v)
		results = append(results, v)
	}
	return BatchOut{Success: true, Results: results}, nil
}

// substitute replaces "$N.path" strings anywhere in raw with earlier results.
func substitute(raw json.RawMessage, results []any) (json.RawMessage, error) {
	if len(raw) == 0 {
		return raw, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, registry.Errorf("Invalid input: expected a JSON object")
	}
	v, err := walk(v, results)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

func walk(v any, results []any) (any, error) {
	switch x := v.(type) {
	case string:
		m := refPattern.FindStringSubmatch(x)
		if m == nil {
			return x, nil
		}
		n, _ := strconv.Atoi(m[1])
		if n >= len(results) {
			return nil, registry.Errorf("reference %s points past the calls before it", x)
		}
		cur := results[n]
		for _, key := range strings.Split(m[2][1:], ".") {
			switch c := cur.(type) {
			case map[string]any:
				next, ok := c[key]
				if !ok {
					return nil, registry.Errorf("reference %s: no %q in result %d", x, key, n)
				}
				cur = next
			case []any:
				i, err := strconv.Atoi(key)
				if err != nil || i < 0 || i >= len(c) {
					return nil, registry.Errorf("reference %s: no index %q in result %d", x, key, n)
				}
				cur = c[i]
			default:
				return nil, registry.Errorf("reference %s: cannot walk into %q", x, key)
			}
		}
		return cur, nil
	case []any:
		for i := range x {
			r, err := walk(x[i], results)
			if err != nil {
				return nil, err
			}
			x[i] = r
		}
	case map[string]any:
		for k := range x {
			r, err := walk(x[k], results)
			if err != nil {
				return nil, err
			}
			x[k] = r
		}
	}
	return v, nil
}
