// Package app is the application layer under every surface: the CLI, MCP
// (stdio and HTTP), the HTTP API and the agent open, lock, change and save
// documents through it, and the editors it hands out are wired here, in
// one place (renderer, transcriber, asset context, skills, segmenter,
// renders, media and exports). A surface decodes its input, calls the app
// and encodes the answer; flows such as natural-language edits, frames and
// renders live here so that every surface serves them without a copy.
//
//	a := app.New(app.Files(), app.FromEnv())
//	res, err := a.CallVideo(ctx, store.Key{ID: "my.json"}, "split", json.RawMessage(`{"times":[2]}`), 0)
package app

import (
	"context"
	"sync"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/segment"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Stores are where the two kinds of document live.
type Stores struct {
	Projects store.Docs[*timeline.Doc]
	Photos   store.Docs[*photo.Doc]
}

// Files are the CLI's stores: a project is a JSON file, a photo a
// directory; a key's ID is the path.
func Files() Stores {
	return Stores{Projects: &store.ProjectFiles{Cache: true}, Photos: store.PhotoFiles{}}
}

// Services are what editors need beyond their document. Per-document
// services (renders, media, exports) are functions of the document's key.
type Services struct {
	Renderer     *render.Renderer
	Transcriber  videotools.Transcriber
	AssetContext videotools.AssetContextLoader
	Segmenter    segment.Segmenter
	// LLM is the configured model, nil when none is (basic mode); LLMErr
	// says why a configured one could not be built.
	LLM    llm.Provider
	LLMErr error
	// Renders starts render_video for a project (nil: unavailable).
	Renders func(k store.Key) videotools.Renders
	// PhotoMedia gives document.importImage its assets (nil: data URLs only).
	PhotoMedia func(k store.Key) photoops.MediaSource
	// Exports takes a photo's saved exports (nil: data URLs only).
	Exports func(k store.Key) photoops.ExportSink
}

// FromEnv builds the services the environment configures: ffmpeg for
// frames, the transcription engine (built on first use), the LLM and the
// multimodal asset context when a provider is set, the segmenter. Nothing
// here makes a network call.
func FromEnv() Services {
	s := Services{Renderer: render.New(), Transcriber: &lazyTranscriber{cfg: transcribe.ConfigFromEnv()},
		Segmenter: segment.FromEnv()}
	cfg := llm.FromEnv(envLookup)
	if !cfg.Configured() {
		s.LLMErr = cfg.Validate()
		return s
	}
	p, err := llm.New(context.Background(), cfg)
	if err != nil {
		s.LLMErr = err
		return s
	}
	s.LLM = p
	if files, ok := p.(llm.FileStore); ok {
		s.AssetContext = &agent.ContextCache{Path: agent.DefaultCachePath(), Files: files, Provider: p.Name(), Describer: p}
	}
	return s
}

// App is the application: registries, stores and services.
type App struct {
	Video *videotools.Registry
	Photo *photoops.Registry
	Stores
	Services
	// Events hears every committed change (nil: nobody listens).
	Events func(Change)
	// The server's data folder, catalog and job queue (nil for the CLI).
	Data    *Data
	Catalog store.Catalog
	Jobs    Jobs
	// Preview renders the server's preview segments ahead of time (nil: frames are composed
	// on demand); PreviewEvents hears a project's preview status as segments are made.
	Preview       *preview.Cache
	PreviewEvents func(store.Key, preview.Status)
}

// Change is a committed change of a document.
type Change struct {
	Kind    string // "project" or "photo"
	Key     store.Key
	Version int64
	Cause   string // the tool, op or flow that made it
}

// New assembles the app. The registries are built once per process.
func New(st Stores, sv Services) *App {
	return &App{Video: VideoRegistry(), Photo: PhotoRegistry(), Stores: st, Services: sv}
}

// With returns a copy of the app with other services (the CLI's engine
// flags choose a transcriber; a command names the files it reads and
// writes). The stores and registries are shared.
func (a *App) With(sv Services) *App {
	c := *a
	c.Services = sv
	return &c
}

// VideoRegistry is the video registry with every tool wired in: the
// videotools catalog, the planner's skills and the transcript flows.
var VideoRegistry = sync.OnceValue(func() *videotools.Registry {
	r := videotools.NewRegistry()
	planner.RegisterSkillTools(r)
	transcribe.RegisterTools(r)
	return r
})

// PhotoRegistry is the photo op catalog.
var PhotoRegistry = sync.OnceValue(photoops.NewRegistry)

// videoEditor wraps a project for the tools with every service.
func (a *App) videoEditor(d *timeline.Doc, k store.Key) *videotools.Editor {
	e := videotools.NewEditor(d, a.Video)
	if a.Renderer != nil {
		e.Frames = a.Renderer
	}
	e.Transcriber = a.Transcriber
	e.Context = a.AssetContext
	if a.Renders != nil {
		e.Renders = a.Renders(k)
	}
	return e
}

// photoEditor wraps a photo document for the ops with every service.
func (a *App) photoEditor(d *photo.Doc, k store.Key) *photoops.Editor {
	e := photoops.NewEditor(d, a.Photo)
	e.Segmenter = a.Segmenter
	if e.Segmenter == nil {
		e.Segmenter = segment.Builtin()
	}
	if a.PhotoMedia != nil {
		e.Media = a.PhotoMedia(k)
	}
	if a.Exports != nil {
		e.Exports = a.Exports(k)
	}
	return e
}

// lazyTranscriber builds the configured engine on first use, so a process
// that never transcribes never probes for engines, and a missing engine is
// the tool's error (it says how to configure one), not a start-up failure.
type lazyTranscriber struct {
	cfg  transcribe.Config
	once sync.Once
	svc  *transcribe.Service
	err  error
}

func (l *lazyTranscriber) Transcribe(ctx context.Context, p *timeline.Project, in videotools.TranscribeIn) (*transcript.Transcript, error) {
	l.once.Do(func() { l.svc, l.err = transcribe.NewService(l.cfg) })
	if l.err != nil {
		return nil, registry.Errorf("%s", l.err.Error())
	}
	return l.svc.Transcribe(ctx, p, in)
}

// ToolListing describes a video tool for listings (`tools list --json`,
// GET /api/projects/{id}/tools).
type ToolListing struct {
	Name         string `json:"name"`
	Description  string `json:"description"`
	Effect       string `json:"effect" jsonschema:"read, edit or history"`
	Slow         bool   `json:"slow,omitempty"`
	Hidden       bool   `json:"hidden,omitempty"`
	InputSchema  any    `json:"inputSchema"`
	OutputSchema any    `json:"outputSchema"`
}

// EffectName names a tool's effect.
func EffectName(e registry.Effect) string {
	return [...]string{"read", "edit", "history"}[e]
}

// VideoTools lists the video tools.
func (a *App) VideoTools() []ToolListing {
	list := make([]ToolListing, 0, len(a.Video.Tools()))
	for _, t := range a.Video.Tools() {
		list = append(list, ToolListing{t.Name, t.Description, EffectName(t.Effect), t.Slow, t.Hidden, t.Input, t.Output})
	}
	return list
}
