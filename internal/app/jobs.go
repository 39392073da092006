package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// renderJob is a render job's input: the project as it was when the render
// was asked for (what the person saw), and the render's settings.
type renderJob struct {
	Project json.RawMessage     `json:"project"`
	Render  videotools.RenderIn `json:"render"`
}

// renderJobs starts render_video as a background job (the server).
type renderJobs struct {
	a *App
	k store.Key
}

func (r renderJobs) StartRender(ctx context.Context, p *timeline.Project, in videotools.RenderIn) (videotools.RenderOut, error) {
	if r.a.Jobs == nil {
		return videotools.RenderOut{}, registry.Errorf("Rendering is not available here")
	}
	pj, err := json.Marshal(p)
	if err != nil {
		return videotools.RenderOut{}, err
	}
	input, _ := json.Marshal(renderJob{Project: pj, Render: in})
	j, err := r.a.Jobs.Enqueue(ctx, r.k.Owner, JobRender, r.k.ID, input)
	if err != nil {
		return videotools.RenderOut{}, err
	}
	return videotools.RenderOut{JobID: j.ID, State: j.State, Output: "/api/jobs/" + j.ID + "/output"}, nil
}

// TranscriptionIn asks for a transcription job.
type TranscriptionIn struct {
	AssetID  string `json:"assetId,omitempty" jsonschema:"asset to transcribe; omit for the timeline's mixed audio"`
	Language string `json:"language,omitempty" jsonschema:"ISO 639-1 code; omit to detect"`
}

type transcriptionJob struct {
	TranscriptionIn
	ProjectID string `json:"projectId"`
}

// StartTranscription queues transcribe_video on project k as a job; the
// request is checked now (the project and asset exist, the asset has
// sound), the engine runs later.
func (a *App) StartTranscription(ctx context.Context, k store.Key, in TranscriptionIn) (store.Job, error) {
	if a.Jobs == nil {
		return store.Job{}, registry.Errorf("Transcription jobs are not available here")
	}
	if _, err := a.WithVideo(ctx, k, false, 0, "", func(ed *videotools.Editor) error {
		if in.AssetID == "" {
			if ed.Project.ElementCount() == 0 {
				return registry.Errorf("No timeline content")
			}
			return nil
		}
		as, ok := ed.Project.Asset(in.AssetID)
		if !ok {
			return registry.Errorf("Asset not found")
		}
		if as.Type == timeline.AssetImage || !as.HasAudio && as.Type != timeline.AssetAudio {
			return registry.Errorf("Asset has no audio")
		}
		return nil
	}); err != nil {
		return store.Job{}, err
	}
	input, _ := json.Marshal(transcriptionJob{TranscriptionIn: in, ProjectID: k.ID})
	return a.Jobs.Enqueue(ctx, k.Owner, JobTranscribe, k.ID, input)
}

// mediaJob names the media a thumbnail or waveform job derives from.
type mediaJob struct {
	SHA256 string `json:"sha256"`
}

// derive queues the thumbnail, the waveform and the proxy of new media (each once per
// content: a second upload of the same bytes finds them made).
func (a *App) derive(ctx context.Context, owner int64, m store.Media) {
	if a.Jobs == nil {
		return
	}
	input, _ := json.Marshal(mediaJob{m.SHA256})
	if m.Type != string(timeline.AssetAudio) {
		if _, err := os.Stat(a.ThumbnailPath(m.SHA256)); err != nil {
			a.Jobs.Enqueue(ctx, owner, JobThumbnail, "", input)
		}
	}
	if m.Type != string(timeline.AssetImage) {
		if _, err := os.Stat(a.WaveformPath(m.SHA256)); err != nil {
			a.Jobs.Enqueue(ctx, owner, JobWaveform, "", input)
		}
	}
	if kind := timeline.AssetType(m.Type); kind == timeline.AssetVideo || kind == timeline.AssetImage {
		if _, err := os.Stat(a.ProxyPath(m.SHA256, kind)); err != nil {
			a.Jobs.Enqueue(ctx, owner, JobProxy, "", input)
		}
	}
}

// Permanent marks a job failure that a retry cannot fix (a bad request, a
// missing document); other failures are retried.
type Permanent struct{ Err error }

func (p *Permanent) Error() string { return p.Err.Error() }
func (p *Permanent) Unwrap() error { return p.Err }

func permanent(err error) error {
	var te *registry.Error
	if errors.As(err, &te) && !te.Internal || errors.Is(err, store.ErrNotFound) || errors.Is(err, ErrUnsupportedMedia) || errors.Is(err, render.ErrEmpty) {
		return &Permanent{err}
	}
	return err
}

// JobDir is where a job's output goes.
func (a *App) JobDir(id string) string { return filepath.Join(a.Data.JobsDir(), id) }

// RunJob does one job's work (the queue calls it, perhaps again after a
// failure or a restart: it starts over and leaves nothing of an earlier
// try). progress hears 0..1. It returns the output file.
func (a *App) RunJob(ctx context.Context, j store.Job, progress func(float64)) (string, error) {
	dir := a.JobDir(j.ID)
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	out, err := a.runJob(ctx, j, dir, progress)
	if err != nil {
		os.RemoveAll(dir)
		return "", permanent(err)
	}
	return out, nil
}

func (a *App) runJob(ctx context.Context, j store.Job, dir string, progress func(float64)) (string, error) {
	switch j.Kind {
	case JobRender:
		var in renderJob
		if err := json.Unmarshal(j.Input, &in); err != nil {
			return "", &Permanent{fmt.Errorf("bad render job: %w", err)}
		}
		var p timeline.Project
		if err := json.Unmarshal(in.Project, &p); err != nil {
			return "", &Permanent{fmt.Errorf("bad render job: %w", err)}
		}
		out := filepath.Join(dir, "output."+in.Render.Format)
		opt := RenderOptions(in.Render, func(pr render.Progress) { progress(pr.Percent / 100) })
		return out, a.Render(ctx, &p, out, opt)
	case JobTranscribe:
		var in transcriptionJob
		if err := json.Unmarshal(j.Input, &in); err != nil {
			return "", &Permanent{fmt.Errorf("bad transcription job: %w", err)}
		}
		raw, _ := json.Marshal(videotools.TranscribeIn{AssetID: in.AssetID, Language: in.Language})
		res, err := a.CallVideo(ctx, store.Key{Owner: j.Owner, ID: in.ProjectID}, "transcribe_video", raw, 0)
		if err != nil {
			return "", err
		}
		b, _ := json.MarshalIndent(res.Out, "", " ")
		out := filepath.Join(dir, "transcript.json")
		return out, fsutil.WriteAtomic(out, b, fsutil.DefaultPerm)
	case JobThumbnail, JobWaveform, JobProxy:
		var in mediaJob
		if err := json.Unmarshal(j.Input, &in); err != nil {
			return "", &Permanent{fmt.Errorf("bad media job: %w", err)}
		}
		m, err := a.Catalog.MediaBySHA(ctx, in.SHA256)
		if err != nil {
			return "", err
		}
		switch j.Kind {
		case JobThumbnail:
			return a.ThumbnailPath(m.SHA256), a.makeThumbnail(ctx, m)
		case JobProxy:
			return a.ProxyPath(m.SHA256, timeline.AssetType(m.Type)), a.makeProxy(ctx, m)
		}
		return a.WaveformPath(m.SHA256), a.makeWaveform(ctx, m)
	}
	return "", &Permanent{fmt.Errorf("unknown job kind %q", j.Kind)}
}
