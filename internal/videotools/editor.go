// Package videotools is the video agent's tool catalog: small, validated,
// undoable operations on a timeline.Doc, declared once in a registry that
// the CLI, the MCP server and the LLM loop all read.
//
// Every tool validates everything before it changes anything and answers a
// failure with the spec's exact message (agent-tool-specs.md); the registry
// runs each Edit tool in a transaction, so a failure leaves the project
// byte-for-byte unchanged and a success is one undo entry.
package videotools

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// FrameRenderer renders preview frames of a project (the renderer
// implements it; tools do not import the renderer).
type FrameRenderer interface {
	// Frames returns one PNG per time (seconds), each at most width pixels
	// wide (0: the canvas width).
	Frames(ctx context.Context, p *timeline.Project, times []float64, width int) ([][]byte, error)
}

// Editor is the document the video tools work on: a project with its
// history, plus the services some tools need.
type Editor struct {
	*timeline.Doc
	// Frames renders preview_frame; nil leaves that tool reporting that
	// rendering is unavailable.
	Frames FrameRenderer
	// Transcriber runs transcribe_video; nil leaves that tool reporting
	// that transcription is unavailable.
	Transcriber Transcriber
	// Context loads assets into a multimodal model's context for
	// load_asset_context; nil leaves that tool reporting that no provider
	// is configured.
	Context AssetContextLoader
	// Renders runs render_video; nil leaves that tool reporting that
	// rendering is unavailable.
	Renders Renders
	// Tools is the registry this editor's tools live in (batch calls back
	// into it).
	Tools *Registry
}

// Registry is the video tool registry.
type Registry = registry.Registry[*Editor]

// NewRegistry returns a registry holding every video tool.
func NewRegistry() *Registry {
	r := registry.New[*Editor]()
	registerContext(r)
	registerAssetContext(r)
	registerDescribe(r)
	registerEditing(r)
	registerTrim(r)
	registerMedia(r)
	registerText(r)
	registerStickers(r)
	registerEffects(r)
	registerClip(r)
	registerHistory(r)
	registerMarks(r)
	registerBatch(r)
	registerPreview(r)
	registerRender(r)
	registerTranscribe(r)
	return r
}

// NewEditor wraps a document for the tools in r.
func NewEditor(d *timeline.Doc, r *Registry) *Editor { return &Editor{Doc: d, Tools: r} }

// Begin, Commit and Rollback make the editor the registry's transactor.
// They guard a missing document so an edit tool called with no project
// loaded answers "No active project" instead of crashing in Begin.
func (e *Editor) Begin() {
	if e.Doc != nil {
		e.Doc.Begin()
	}
}

func (e *Editor) Commit(label string) {
	if e.Doc != nil {
		e.Doc.Commit(label)
	}
}

func (e *Editor) Rollback() {
	if e.Doc != nil {
		e.Doc.Rollback()
	}
}

var _ registry.Transactor = (*Editor)(nil)

// P is the project being edited (the working copy inside a transaction).
func (e *Editor) P() *timeline.Project { return e.Project }

// latestEnd is the latest time an element may end: the model refuses
// elements past timeline.MaxSeconds, so a tool whose start and duration are
// each valid must still check their sum.
const latestEnd = timeline.Ticks(timeline.MaxSeconds * timeline.TicksPerSecond)

// fail is the common spelling of a tool error.
func fail(format string, args ...any) error { return registry.Errorf(format, args...) }

// round rounds seconds for output so 2.4999999 prints as 2.5.
func secs(t timeline.Ticks) float64 {
	return float64(int64(t.Seconds()*1e6+sign(t)*0.5)) / 1e6
}

func sign(t timeline.Ticks) float64 {
	if t < 0 {
		return -1
	}
	return 1
}
