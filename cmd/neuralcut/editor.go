package main

import (
	"sync"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Other command files add to these in init(): registryHooks register tools
// that live outside videotools (skills, transcription), editorHooks give
// the editor its services (the renderer for preview_frame, providers).
var (
	registryHooks []func(*videotools.Registry)
	editorHooks   []func(*videotools.Editor)
)

// videoRegistry is the one video tool registry of this process.
var videoRegistry = sync.OnceValue(func() *videotools.Registry {
	r := videotools.NewRegistry()
	for _, h := range registryHooks {
		h(r)
	}
	return r
})

// newEditor wraps a loaded project for the tools.
func newEditor(d *timeline.Doc) *videotools.Editor {
	e := videotools.NewEditor(d, videoRegistry())
	for _, h := range editorHooks {
		h(e)
	}
	return e
}
