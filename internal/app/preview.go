package app

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/preview"
	"github.com/neuralcut/neuralcut/internal/proxy"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// JobProxy makes the small copy of uploaded media that previews read (internal/proxy).
const JobProxy = "proxy"

// ProxyPath is where media's proxy is kept (a 360p all-intra MP4 for a video, a JPEG for an
// image).
func (a *App) ProxyPath(sha string, kind timeline.AssetType) string {
	return filepath.Join(a.Data.DerivedDir(), sha, "proxy"+proxy.Ext(kind))
}

// makeProxy writes media's proxy.
func (a *App) makeProxy(ctx context.Context, m store.Media) error {
	kind := timeline.AssetType(m.Type)
	if proxy.Ext(kind) == "" {
		return &Permanent{proxy.ErrNoProxy}
	}
	out := a.ProxyPath(m.SHA256, kind)
	if err := os.MkdirAll(filepath.Dir(out), 0o700); err != nil {
		return err
	}
	return proxy.Make(ctx, "", kind, m.Path, out)
}

// storedSHA is the content hash naming an asset's file when it is kept in the data folder.
func (a *App) storedSHA(path string) (string, bool) {
	if a.Data == nil || filepath.Dir(filepath.Dir(path)) != a.Data.MediaDir() {
		return "", false
	}
	return filepath.Base(path), true
}

// proxied returns p with its assets reading their proxies where they have been made (audio and
// media without a proxy keep their originals); p is not changed.
func (a *App) proxied(p *timeline.Project) *timeline.Project {
	return proxy.Swap(p, func(id string) (string, bool) {
		as, ok := p.Asset(id)
		if !ok {
			return "", false
		}
		sha, ok := a.storedSHA(as.Path)
		if !ok {
			return "", false
		}
		path := a.ProxyPath(sha, as.Type)
		_, err := os.Stat(path)
		return path, err == nil
	})
}

// newPreview makes the server's preview cache in the data folder (nil when it cannot: previews
// then compose every frame on demand).
func (a *App) newPreview(log *slog.Logger) *preview.Cache {
	if a.Renderer == nil {
		return nil
	}
	c, err := preview.New(preview.Config{Dir: filepath.Join(a.Data.Dir, "cache", "preview"), Renderer: a.Renderer,
		Proxied: a.proxied, Load: a.snapshot, Log: log,
		Notify: func(k store.Key, st preview.Status) {
			if a.PreviewEvents != nil {
				a.PreviewEvents(k, st)
			}
		}})
	if err != nil {
		log.Warn("preview cache unavailable", "err", err)
		return nil
	}
	return c
}

// snapshot reads project k's current state and version.
func (a *App) snapshot(ctx context.Context, k store.Key) (*timeline.Project, int64, error) {
	var p *timeline.Project
	res, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
		p = ed.Project
		return nil
	})
	return p, res.Version, err
}

// PreviewStatus says how far project k's preview segments and playback file are, and has the
// missing ones made in the background.
func (a *App) PreviewStatus(ctx context.Context, k store.Key) (preview.Status, error) {
	if a.Preview == nil {
		return preview.Status{}, registry.Errorf("Previews are not available here")
	}
	p, v, err := a.snapshot(ctx, k)
	if err != nil {
		return preview.Status{}, err
	}
	return a.Preview.Status(k, p, v), nil
}

// PlaybackFile is the path of project k's playback file called name, when name is the
// playback of the project as it is now.
func (a *App) PlaybackFile(ctx context.Context, k store.Key, name string) (string, error) {
	st, err := a.PreviewStatus(ctx, k)
	if err != nil {
		return "", err
	}
	if st.Playback == "" || st.Playback != name {
		return "", store.Missing("no such preview")
	}
	return a.Preview.PlaybackPath(name), nil
}

// PosterTime is the time a project's picture is taken at: the middle of the first thing shown
// on the main track, else of the first visual element anywhere; ok is false for a project that
// shows nothing.
func PosterTime(p *timeline.Project) (float64, bool) {
	best, found := timeline.Ticks(0), false
	for i, tr := range p.Tracks {
		if tr.Kind == timeline.TrackAudio || tr.Kind == timeline.TrackEffect || tr.Hidden {
			continue
		}
		for _, el := range tr.Elements {
			if el.Hidden {
				continue
			}
			mid := el.Start + min(el.Duration/2, timeline.TicksPerSecond)
			if i == 0 {
				return mid.Seconds(), true
			}
			if !found || mid < best {
				best, found = mid, true
			}
			break
		}
	}
	return best.Seconds(), found
}

// Poster renders project k's picture for a list of projects, width pixels wide (JPEG, cached
// like any frame); a project that shows nothing is missing.
func (a *App) Poster(ctx context.Context, k store.Key, width int, known string) ([]byte, string, error) {
	p, _, err := a.snapshot(ctx, k)
	if err != nil {
		return nil, "", err
	}
	t, ok := PosterTime(p)
	if !ok {
		return nil, "", store.Missing("the project shows nothing yet")
	}
	return a.Frame(ctx, k, t, width, "jpeg", a.Data.FramesDir(), known)
}
