package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// MediaFile is a media file to import into a project: where it is and the
// name the asset shows (empty: the file's own).
type MediaFile struct {
	Path string
	Name string
}

// ImportAssets probes each file and adds it to project k as an asset, all
// in one undo entry ("import assets"); one unreadable file imports none.
// It returns the new asset ids in order.
func (a *App) ImportAssets(ctx context.Context, k store.Key, files []MediaFile, expect int64) ([]string, Result, error) {
	var ids []string
	res, err := a.WithVideo(ctx, k, true, expect, "import assets", func(ed *videotools.Editor) error {
		ids = nil
		ed.Begin()
		for _, f := range files {
			id, err := media.ImportAs(ctx, ed.Project, f.Path, f.Name)
			if err != nil {
				ed.Rollback()
				return err
			}
			ids = append(ids, id)
		}
		ed.Commit("import assets")
		return nil
	})
	return ids, res, err
}

// RenderOptions turns a render_video input into the renderer's options.
func RenderOptions(in videotools.RenderIn, progress func(render.Progress)) render.Options {
	o := render.Options{Preset: in.Preset, Progress: progress}
	if in.From != nil {
		o.From = *in.From
	}
	if in.To != nil {
		o.To = *in.To
	}
	return o
}

// Render exports p to out (its extension picks MP4 or WebM) through the
// app's renderer: a temporary file renamed at the end, so a failure or a
// cancellation leaves no file at out.
func (a *App) Render(ctx context.Context, p *timeline.Project, out string, opt render.Options) error {
	if a.Renderer == nil {
		return fmt.Errorf("rendering is not available")
	}
	return a.Renderer.Render(ctx, p, out, opt)
}

// Frame renders project k's frame at t seconds, width pixels wide, in
// format ("png" or "jpeg"), from a snapshot (no lock held while ffmpeg
// runs). It returns the frame and its key (render.FrameKey: what the frame
// depends on); when the key is known (a client's cached copy), it renders
// nothing and returns no bytes. With cacheDir set, frames are kept there by
// key, so a frame is rendered once until something it shows changes.
func (a *App) Frame(ctx context.Context, k store.Key, t float64, width int, format, cacheDir, known string) ([]byte, string, error) {
	var img []byte
	var key string
	_, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
		if a.Renderer == nil {
			return fmt.Errorf("rendering is not available")
		}
		if !timeline.ValidSeconds(t) {
			return registry.Errorf("Invalid time")
		}
		// a scrubbing-size frame of a segment rendered ahead of time is a file read
		if a.Preview != nil && format == "jpeg" && width == preview.Width {
			if b, tag, ok := a.Preview.Frame(ed.Project, t); ok {
				if key = tag; key != known {
					img = b
				}
				return nil
			}
			a.Preview.Watch(k)
		}
		key = render.FrameKey(ed.Project, t, width, format)
		if key == known {
			return nil
		}
		var path string
		if cacheDir != "" {
			path = filepath.Join(cacheDir, key[:2], key+"."+format)
			if b, err := os.ReadFile(path); err == nil {
				img = b
				return nil
			}
		}
		src := ed.Project
		if width > 0 && width <= preview.Width {
			src = a.proxied(src) // small frames read the assets' proxies where made
		}
		imgs, err := a.Renderer.FramesAs(ctx, src, []float64{t}, width, format)
		if err != nil {
			return err
		}
		img = imgs[0]
		if path != "" {
			// a cache: written after the answer (an atomic write syncs to
			// disk), and a failed write only costs a render later
			go func(b []byte) {
				if err := os.MkdirAll(filepath.Dir(path), 0o700); err == nil {
					fsutil.WriteAtomic(path, b, fsutil.DefaultPerm)
				}
			}(img)
		}
		return nil
	})
	return img, key, err
}

// besideProject renders render_video's output next to the project file
// (the CLI): the tool never names a path, the CLI decides where it goes.
type besideProject struct {
	a    *App
	path string
}

func (b besideProject) StartRender(ctx context.Context, p *timeline.Project, in videotools.RenderIn) (videotools.RenderOut, error) {
	base := filepath.Base(b.path)
	base = base[:len(base)-len(filepath.Ext(base))]
	out := filepath.Join(filepath.Dir(b.path), fmt.Sprintf("%s-%s.%s", base, time.Now().Format("20060102-150405"), in.Format))
	if err := b.a.Render(ctx, p, out, RenderOptions(in, nil)); err != nil {
		return videotools.RenderOut{}, err
	}
	return videotools.RenderOut{State: "done", Output: out}, nil
}

// folderExports saves a file-based photo document's exports: export.png
// into the document's own folder (exports/), gallery pictures into the
// gallery folder (NEURALCUT_GALLERY, else gallery/ next to the document).
// A gallery picture never replaces one that exists.
type folderExports struct{ doc string }

// EnvGallery names the CLI's gallery folder.
const EnvGallery = "NEURALCUT_GALLERY"

func (f folderExports) SaveExport(_ context.Context, e photoops.Export) (string, error) {
	var path string
	switch e.Kind {
	case photoops.ExportGallery:
		dir := envLookup(EnvGallery)
		if dir == "" {
			dir = filepath.Join(filepath.Dir(filepath.Clean(f.doc)), "gallery")
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", err
		}
		path = filepath.Join(dir, e.Name)
		if _, err := os.Stat(path); err == nil {
			return "", fmt.Errorf("%s already exists", path)
		}
	default:
		// the document's own folder: a link planted there is refused
		dir := filepath.Join(f.doc, "exports")
		if err := fsutil.PlainDir(dir); err != nil {
			return "", err
		}
		path = filepath.Join(dir, e.Name)
	}
	if err := fsutil.WriteAtomic(path, e.Data, fsutil.DefaultPerm); err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path, nil
}

// FileExport saves export.png to one file the CLI was told to write (and
// gallery pictures as the CLI always does, beside document Doc).
type FileExport struct{ Path, Doc string }

func (f FileExport) SaveExport(ctx context.Context, e photoops.Export) (string, error) {
	if e.Kind != photoops.ExportFile {
		return folderExports{f.Doc}.SaveExport(ctx, e)
	}
	if err := fsutil.WriteAtomic(f.Path, e.Data, fsutil.DefaultPerm); err != nil {
		return "", err
	}
	return f.Path, nil
}

// NewCLI is the CLI's app: file stores, the environment's services, renders
// written beside the project file, photo exports into the document's
// folder and the gallery folder.
func NewCLI() *App {
	a := New(Files(), FromEnv())
	a.Renders = func(k store.Key) videotools.Renders { return besideProject{a, k.ID} }
	a.Exports = func(k store.Key) photoops.ExportSink { return folderExports{k.ID} }
	return a
}
