// Package agent turns a request in plain language into edits: the tool
// loop (a model calling registry tools, one iteration at a time, against the
// document's current state), the LLM planner with its self-check, and the
// asset-context cache that gives a multimodal model the project's media.
//
// It works on any registry.Registry[D]: the video tools for a project, the
// photo ops for a photo document. A whole request is one undo entry: the
// agent marks the history before it starts and collapses everything above
// the mark when it ends; on failure or cancellation it reverts to the mark.
//
//	t := agent.VideoTarget(ed, renderer)
//	res, err := agent.Edit(ctx, provider, t, "remove 2 to 4 s", agent.Options{OnStep: print})
package agent

import (
	"context"
	"encoding/json"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/registry"
)

// History is what the agent needs from a document's undo stack.
type History[D any] interface {
	// Mark returns the current undo depth.
	Mark(doc D) int
	// Collapse folds every entry above mark into one entry.
	Collapse(doc D, mark int, label string) bool
	// RevertTo undoes back to mark and forgets what it undid.
	RevertTo(doc D, mark int) bool
}

// Target is a document with its tools, as the agent sees it.
//
// The document is either held in memory (Doc) or reached through With and
// Call, which a store provides: then every step opens the document, runs
// and saves on its own, so the model's turns and a person deciding whether
// to allow a change never hold the document's lock.
type Target[D any] struct {
	Kind     string // "video" or "photo": picks the system prompt
	StepKey  string // "tool" (video) or "op" (photo): how plan steps name calls
	Registry *registry.Registry[D]
	Doc      D
	// With runs fn with the document, to read it (write false: fn may get
	// a snapshot) or to change it (saved when fn succeeds). Nil runs fn on
	// Doc.
	With func(ctx context.Context, write bool, fn func(doc D) error) error
	// Call runs one tool call. Nil calls Registry through With.
	Call    func(ctx context.Context, name string, args json.RawMessage) (any, error)
	History History[D]
	// State describes the document as it is now, as JSON. It is called
	// before every model turn, so the model never works from a stale copy.
	State func(ctx context.Context, doc D) (json.RawMessage, error)
	// Look shows the result of the steps run so far, as images for the
	// self-check (preview frames, a screenshot). Nil disables the check.
	Look func(ctx context.Context, doc D, steps []Step) ([]llm.Part, error)
	// Extra are tools offered beside the registry's that do not reach the
	// document through it (the bridge's editor_command drives an editor
	// page the user has open). They run with no lock held.
	Extra []Extra
}

// Extra is a tool the model may call beside the document's registry.
type Extra struct {
	Name, Description string
	Input             json.RawMessage // its JSON Schema
	Writes            bool            // asks for approval as an edit does
	Call              func(ctx context.Context, args json.RawMessage) (any, error)
}

// ExtraTools offers the tools of another registry, each run on doc (a
// caller bound to its identity), as Extra tools.
func ExtraTools[D any](r *registry.Registry[D], doc D) []Extra {
	var out []Extra
	for _, tool := range r.Tools() {
		if tool.Hidden {
			continue
		}
		schema, err := json.Marshal(tool.Input)
		if err != nil {
			continue
		}
		name := tool.Name
		out = append(out, Extra{Name: name, Description: tool.Description, Input: schema, Writes: tool.Writes(),
			Call: func(ctx context.Context, args json.RawMessage) (any, error) { return r.Call(ctx, doc, name, args) }})
	}
	return out
}

func (t Target[D]) extra(name string) (Extra, bool) {
	for _, e := range t.Extra {
		if e.Name == name {
			return e, true
		}
	}
	return Extra{}, false
}

func (t Target[D]) with(ctx context.Context, write bool, fn func(D) error) error {
	if t.With != nil {
		return t.With(ctx, write, fn)
	}
	return fn(t.Doc)
}

// call runs one tool call on the document.
func (t Target[D]) call(ctx context.Context, name string, args json.RawMessage) (any, error) {
	if e, ok := t.extra(name); ok {
		return e.Call(ctx, args)
	}
	if t.Call != nil {
		return t.Call(ctx, name, args)
	}
	var out any
	err := t.with(ctx, t.writes(name), func(d D) error {
		var err error
		out, err = t.Registry.Call(ctx, d, name, args)
		return err
	})
	return out, err
}

func (t Target[D]) mark(ctx context.Context) (int, error) {
	var m int
	err := t.with(ctx, false, func(d D) error { m = t.History.Mark(d); return nil })
	return m, err
}

// revert undoes everything since mark; it runs even when ctx is done (a
// cancelled request must not leave half its edits).
func (t Target[D]) revert(ctx context.Context, mark int) {
	t.with(context.WithoutCancel(ctx), true, func(d D) error { t.History.RevertTo(d, mark); return nil })
}

func (t Target[D]) collapse(ctx context.Context, mark int, label string) error {
	return t.with(context.WithoutCancel(ctx), true, func(d D) error { t.History.Collapse(d, mark, label); return nil })
}

func (t Target[D]) look(ctx context.Context, steps []Step) ([]llm.Part, error) {
	var parts []llm.Part
	err := t.with(ctx, false, func(d D) error {
		var err error
		parts, err = t.Look(ctx, d, steps)
		return err
	})
	return parts, err
}

func (t Target[D]) state(ctx context.Context) (json.RawMessage, error) {
	var st json.RawMessage
	err := t.with(ctx, false, func(d D) error {
		var err error
		st, err = t.State(ctx, d)
		return err
	})
	return st, err
}

// Attachment is implemented by tool outputs that carry media the model
// should see in its next turn (load_asset_context's uploaded file).
type Attachment interface {
	Attachment() (uri, mimeType string, ok bool)
}

// Picture is implemented by tool outputs that carry an image the model
// should see in its next turn (editor_command's screenshot).
type Picture interface {
	Picture() (mimeType string, data []byte, ok bool)
}

// tools lists the registry's tools for the model, without hidden ones.
func (t Target[D]) tools() []llm.Tool {
	var out []llm.Tool
	for _, tool := range t.Registry.Tools() {
		if tool.Hidden {
			continue
		}
		schema, err := json.Marshal(tool.Input)
		if err != nil {
			continue
		}
		out = append(out, llm.Tool{Name: tool.Name, Description: tool.Description, Schema: schema})
	}
	for _, e := range t.Extra {
		out = append(out, llm.Tool{Name: e.Name, Description: e.Description, Schema: e.Input})
	}
	return out
}

// writes reports whether calling name may change the document.
func (t Target[D]) writes(name string) bool {
	if e, ok := t.extra(name); ok {
		return e.Writes
	}
	tool, ok := t.Registry.Lookup(name)
	return !ok || tool.Effect != registry.Read
}
