package registry

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// Step is one call of a batch: a tool (or op) and its input.
type Step struct {
	Name  string
	Input json.RawMessage
}

// BatchName is the name both document kinds give their batch tool; a
// batch cannot run inside a batch.
const BatchName = "batch"

var refPattern = regexp.MustCompile(`^\$(\d+)((?:\.[A-Za-z0-9_]+)+)$`)

// Batch runs steps in order through r on doc and returns their results as
// plain JSON values. A later step can use a value from an earlier result:
// a string "$N.path" (N counts from 0, path like elementId or
// createdElements.0) anywhere in its input is replaced by that value. It
// stops at the first failure, naming the step. Run it inside an Edit tool
// (the registry's transaction) and the batch is all-or-nothing and one
// undo entry; history tools cannot run inside it.
func Batch[D any](ctx context.Context, r *Registry[D], doc D, steps []Step) ([]any, error) {
	if len(steps) == 0 {
		return nil, Errorf("Invalid batch calls")
	}
	results := make([]any, 0, len(steps))
	for i, c := range steps {
		t, ok := r.Lookup(c.Name)
		if !ok {
			return nil, Errorf("Batch call %d: Unknown tool: %s", i, c.Name)
		}
		if c.Name == BatchName || t.Effect == History {
			return nil, Errorf("Batch call %d: %s cannot run inside a batch", i, c.Name)
		}
		input, err := substitute(c.Input, results)
		if err != nil {
			return nil, Errorf("Batch call %d: %s", i, err.Error())
		}
		out, err := r.Call(ctx, doc, c.Name, input)
		if err != nil {
			var te *Error
			if !asError(err, &te) {
				return nil, err // a cancellation stays one
			}
			return nil, Errorf("Batch call %d (%s): %s", i, c.Name, err.Error())
		}
		// keep results as plain JSON values so later paths can walk them
		var v any
		b, _ := json.Marshal(out)
		json.Unmarshal(b, &v)
		results = append(results, v)
	}
	return results, nil
}

// substitute replaces "$N.path" strings anywhere in raw with earlier results.
func substitute(raw json.RawMessage, results []any) (json.RawMessage, error) {
	if len(raw) == 0 {
		return raw, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, Errorf("Invalid input: expected a JSON object")
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
			return nil, Errorf("reference %s points past the calls before it", x)
		}
		cur := results[n]
		for _, key := range strings.Split(m[2][1:], ".") {
			switch c := cur.(type) {
			case map[string]any:
				next, ok := c[key]
				if !ok {
					return nil, Errorf("reference %s: no %q in result %d", x, key, n)
				}
				cur = next
			case []any:
				i, err := strconv.Atoi(key)
				if err != nil || i < 0 || i >= len(c) {
					return nil, Errorf("reference %s: no index %q in result %d", x, key, n)
				}
				cur = c[i]
			default:
				return nil, Errorf("reference %s: cannot walk into %q", x, key)
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
