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
type History interface {
	// Mark returns the current undo depth.
	Mark() int
	// Collapse folds every entry above mark into one entry.
	Collapse(mark int, label string) bool
	// RevertTo undoes back to mark and forgets what it undid.
	RevertTo(mark int) bool
}

// Target is a document with its tools, as the agent sees it.
type Target[D any] struct {
	Kind     string // "video" or "photo": picks the system prompt
	StepKey  string // "tool" (video) or "op" (photo): how plan steps name calls
	Registry *registry.Registry[D]
	Doc      D
	History  History
	// State describes the document as it is now, as JSON. It is called
	// before every model turn, so the model never works from a stale copy.
	State func(ctx context.Context) (json.RawMessage, error)
	// Look shows the result of the steps run so far, as images for the
	// self-check (preview frames, a screenshot). Nil disables the check.
	Look func(ctx context.Context, steps []Step) ([]llm.Part, error)
}

// Attachment is implemented by tool outputs that carry media the model
// should see in its next turn (load_asset_context's uploaded file).
type Attachment interface {
	Attachment() (uri, mimeType string, ok bool)
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
	return out
}

// writes reports whether calling name may change the document.
func (t Target[D]) writes(name string) bool {
	tool, ok := t.Registry.Lookup(name)
	return !ok || tool.Effect != registry.Read
}
