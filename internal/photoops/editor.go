// Package photoops is the photo editor's op catalog (EDITOR_AGENT_API.md
// section 1): document, layers, selection, adjustments, filters, text,
// transform, history, export and screenshot ops on a photo.Doc, declared
// once in a registry that the CLI, the MCP server and the planner read.
//
// The control API is three thin functions over the registry: Invoke (one
// op), Run (a sequence that stops at the first failure) and List (the
// catalog with generated parameter schemas). Each mutating op runs in a
// transaction: one undo entry on success, the document untouched on
// failure.
//
//	r := photoops.NewRegistry()
//	ed := photoops.NewEditor(photo.NewDoc(photo.NewState(640, 480)), r)
//	res := photoops.Invoke(ctx, ed, "selection.ellipse", json.RawMessage(`{"x":10,"y":10,"w":200,"h":120}`))
package photoops

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// Editor is what the ops work on: a document with its history plus the
// services some ops need.
type Editor struct {
	*photo.Doc
	// Name is the document's name (default gallery picture names).
	Name string
	// Media gives document.importImage the bytes of an asset by id; nil:
	// only data URLs import.
	Media MediaSource
	// Exports takes the PNGs export.png (with save) and export.gallery
	// produce; nil: exports come back as data URLs only. Ops never choose
	// a host path: the surface decides where an export goes.
	Exports ExportSink
	// Segmenter produces region masks (selection.face, sky, subject,
	// samText).
	Segmenter segment.Segmenter
	// Tools is the registry the ops live in.
	Tools *Registry
}

// Registry is the photo op registry.
type Registry = registry.Registry[*Editor]

// NewRegistry returns a registry holding every photo op.
func NewRegistry() *Registry {
	r := registry.New[*Editor]()
	registerDocument(r)
	registerTurn(r)
	registerLayers(r)
	registerSelection(r)
	registerRegions(r)
	registerAdjustments(r)
	registerLooks(r)
	registerFilters(r)
	registerText(r)
	registerTransform(r)
	registerHistory(r)
	registerExport(r)
	return r
}

// NewEditor wraps a document for the ops in r, with the segmenter the
// environment selects.
func NewEditor(d *photo.Doc, r *Registry) *Editor {
	return &Editor{Doc: d, Tools: r, Segmenter: segment.FromEnv()}
}

// Response is the result of one op: {ok, op, result} or {ok:false, op, error}.
type Response struct {
	OK     bool   `json:"ok"`
	Op     string `json:"op"`
	Result any    `json:"result,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Invoke runs one op.
func Invoke(ctx context.Context, ed *Editor, op string, params json.RawMessage) Response {
	if _, ok := ed.Tools.Lookup(op); !ok {
		return Response{Op: op, Error: "Unknown op: " + op}
	}
	out, err := ed.Tools.Call(ctx, ed, op, params)
	if err != nil {
		return Response{Op: op, Error: err.Error()}
	}
	return Response{OK: true, Op: op, Result: out}
}

// Step is one op of a Run.
type Step struct {
	Op     string          `json:"op"`
	Params json.RawMessage `json:"params,omitempty"`
}

// RunResult reports a Run: every step's response up to and including
// the first failure, whose index is FailedStep.
type RunResult struct {
	OK         bool       `json:"ok"`
	Results    []Response `json:"results"`
	FailedStep *int       `json:"failedStep,omitempty"`
	Error      string     `json:"error,omitempty"`
}

// Run runs steps in order and stops at the first failure; the steps
// before it stay applied, each its own undo entry (the planner marks and
// collapses around a run to make it one).
func Run(ctx context.Context, ed *Editor, steps []Step) RunResult {
	res := RunResult{OK: true, Results: []Response{}}
	for i, s := range steps {
		r := Invoke(ctx, ed, s.Op, s.Params)
		res.Results = append(res.Results, r)
		if !r.OK {
			i := i
			res.OK, res.FailedStep = false, &i
			res.Error = "step " + itoa(i) + " (" + s.Op + "): " + r.Error
			break
		}
	}
	return res
}

// OpInfo describes an op for List.
type OpInfo struct {
	Op          string             `json:"op"`
	Description string             `json:"description"`
	Params      *jsonschema.Schema `json:"params"`
	Mutates     bool               `json:"mutates"`
}

// List is the catalog.
func List(r *Registry) []OpInfo {
	var out []OpInfo
	for _, t := range r.Tools() {
		out = append(out, OpInfo{Op: t.Name, Description: t.Description, Params: t.Input, Mutates: t.Effect != registry.Read})
	}
	return out
}

func fail(format string, args ...any) error { return registry.Errorf(format, args...) }

// wrap turns a photo package error into a tool error.
func wrap(err error) error {
	if err == nil {
		return nil
	}
	return registry.Errorf("%s", err.Error())
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }
