// Package registry declares tools once: a name, a description, typed input
// and output structs and a handler. JSON Schemas are generated from the Go
// types; the CLI, the MCP server, the HTTP server and the LLM loop all read
// the same registry, so no surface lists tools a second time.
//
// A registry is generic over the document its tools edit (a video project
// editor, a photo document). It imports no tool package: tools are wired in
// at start-up.
//
//	r := registry.New[*Editor]()
//	registry.Add(r, registry.Spec{Name: "split", Description: "..."}, split)
//	out, err := r.Call(ctx, ed, "split", json.RawMessage(`{"times":[2.5]}`))
package registry

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"reflect"
	"runtime/debug"
	"sort"

	"github.com/google/jsonschema-go/jsonschema"
)

// Effect says what a tool does to its document.
type Effect int

const (
	// Read tools never change the document.
	Read Effect = iota
	// Edit tools change it inside a transaction: one undo entry on success,
	// nothing at all on failure.
	Edit
	// History tools (undo, redo) move through the history themselves.
	History
)

// Spec is everything about a tool but its types and handler.
type Spec struct {
	Name        string
	Description string
	Effect      Effect
	// Hidden tools are callable but not offered to a language model
	// (deprecated forms kept for compatibility).
	Hidden bool
	// Slow tools (rendering, transcription, uploads to a provider) take
	// seconds or more. A surface that serializes writers runs them on a
	// snapshot of the document outside its lock, and commits what an Edit
	// tool changed only if nobody else changed the document meanwhile.
	Slow bool
}

// Handler is a tool's implementation.
type Handler[D, In, Out any] func(ctx context.Context, doc D, in In) (Out, error)

// Transactor is implemented by documents whose Edit tools must be
// all-or-nothing and undoable. Begin may nest (a batch runs tools inside its
// own transaction); only the outermost Commit records an undo entry.
type Transactor interface {
	Begin()
	Commit(label string)
	Rollback()
}

// Tool is a registered tool.
type Tool[D any] struct {
	Spec
	Input  *jsonschema.Schema
	Output *jsonschema.Schema
	call   func(ctx context.Context, doc D, raw json.RawMessage) (any, error)
}

// Writes reports whether calling the tool may change the document.
func (t *Tool[D]) Writes() bool { return t.Effect != Read }

// Registry holds the tools for one kind of document.
type Registry[D any] struct {
	byName map[string]*Tool[D]
	list   []*Tool[D]
}

// New returns an empty registry.
func New[D any]() *Registry[D] { return &Registry[D]{byName: map[string]*Tool[D]{}} }

// Add declares a tool. A duplicate name or a type the schema generator
// cannot describe is a programming error and panics at start-up.
func Add[D, In, Out any](r *Registry[D], spec Spec, h Handler[D, In, Out]) {
	if spec.Name == "" || r.byName[spec.Name] != nil {
		panic(fmt.Sprintf("registry: empty or duplicate tool name %q", spec.Name))
	}
	in, err := schemaFor(reflect.TypeFor[In]())
	if err != nil {
		panic(fmt.Sprintf("registry: %s input: %v", spec.Name, err))
	}
	if in.Type != "object" {
		panic(fmt.Sprintf("registry: %s input must be a struct", spec.Name))
	}
	out, err := schemaFor(reflect.TypeFor[Out]())
	if err != nil {
		panic(fmt.Sprintf("registry: %s output: %v", spec.Name, err))
	}
	fields := fieldsOf(reflect.TypeFor[In]())
	check, err := newValidator(in, fields)
	if err != nil {
		panic(fmt.Sprintf("registry: %s input schema: %v", spec.Name, err))
	}
	t := &Tool[D]{Spec: spec, Input: in, Output: out}
	t.call = func(ctx context.Context, doc D, raw json.RawMessage) (any, error) {
		var v In
		obj, err := decode(raw, reflect.ValueOf(&v).Elem(), fields)
		if err != nil {
			return nil, err
		}
		if err := check(obj); err != nil {
			return nil, err
		}
		return h(ctx, doc, v)
	}
	r.byName[spec.Name] = t
	r.list = append(r.list, t)
}

// Tools lists the tools in registration order.
func (r *Registry[D]) Tools() []*Tool[D] { return r.list }

// Names lists tool names sorted, for messages.
func (r *Registry[D]) Names() []string {
	names := make([]string, 0, len(r.list))
	for _, t := range r.list {
		names = append(names, t.Name)
	}
	sort.Strings(names)
	return names
}

// Lookup finds a tool by name.
func (r *Registry[D]) Lookup(name string) (*Tool[D], bool) {
	t, ok := r.byName[name]
	return t, ok
}

// Call decodes raw into the tool's input, checks it against the tool's
// input schema and runs it. An Edit tool runs in a transaction when doc is
// a Transactor: it leaves the document untouched when it fails.
//
// Call guards the boundary: a failure meant for the caller (an *Error) and
// a cancellation come back as they are; any other error and any panic in a
// handler is logged with a reference and comes back as a generic *Error
// naming only that reference, so no internal detail (a path, a provider's
// answer) reaches a client.
func (r *Registry[D]) Call(ctx context.Context, doc D, name string, raw json.RawMessage) (out any, err error) {
	t, ok := r.byName[name]
	if !ok {
		return nil, Errorf("Unknown tool: %s", name)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	tx, transactional := any(doc).(Transactor)
	transactional = transactional && t.Effect == Edit
	if transactional {
		tx.Begin()
	}
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, Internal(name, fmt.Errorf("panic: %v\n%s", p, debug.Stack()))
		} else if err != nil {
			err = guard(ctx, name, err)
		}
		if transactional {
			if err != nil {
				tx.Rollback()
			} else {
				tx.Commit(name)
			}
		}
	}()
	return t.call(ctx, doc, raw)
}

// guard lets tool errors and cancellations through and hides the rest.
func guard(ctx context.Context, name string, err error) error {
	var te *Error
	switch {
	case errors.As(err, &te):
		return err
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		if ctx.Err() != nil {
			return err
		}
	}
	return Internal(name, err)
}

// Internal logs err under a fresh reference and returns the error a client
// sees instead: "Internal error in NAME (ref R)". The log line carries the
// same reference, so an operator can find what happened.
func Internal(name string, err error) error {
	ref := newRef()
	Logger.Error("internal error", "tool", name, "ref", ref, "err", err.Error())
	return &Error{Message: fmt.Sprintf("Internal error in %s (ref %s)", name, ref), Internal: true}
}

func newRef() string {
	var b [6]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Logger receives internal errors (the server points it at its log).
var Logger = slog.Default()

// Error is a tool failure meant for the caller (a person or a model): its
// message is shown verbatim as {"error": message}.
type Error struct {
	Message string
	// Internal marks the generic answer to a failure that was not the
	// tool's (see Internal): surfaces answer it as their server error,
	// and job queues may retry it.
	Internal bool
}

func (e *Error) Error() string { return e.Message }

// Errorf builds an Error.
func Errorf(format string, args ...any) error {
	return &Error{Message: fmt.Sprintf(format, args...)}
}

// ErrorResult is the JSON shape of every tool failure.
type ErrorResult struct {
	Error string `json:"error"`
}

// ResultOf renders a call's outcome as the JSON object a surface returns.
func ResultOf(out any, err error) any {
	if err != nil {
		return ErrorResult{Error: err.Error()}
	}
	return out
}

func asError(err error, te **Error) bool { return errors.As(err, te) }
