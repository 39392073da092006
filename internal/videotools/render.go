package videotools

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Renders starts exports of a project (the application layer implements
// it: a background job on the server, a file beside the project in the
// CLI). The tools never choose where the file goes.
type Renders interface {
	StartRender(ctx context.Context, p *timeline.Project, in RenderIn) (RenderOut, error)
}

func registerRender(r *Registry) {
	registry.Add(r, registry.Spec{Name: "render_video", Slow: true,
		Description: "Export the timeline (or the from..to range, seconds) as a video file: MP4 (H.264/AAC) or WebM (VP9/Opus), with the fast, balanced or quality preset. Returns the render's job id and state, or where the file was written."},
		renderVideo)
}

type RenderIn struct {
	Preset string   `json:"preset,omitempty" enum:"fast,balanced,quality" jsonschema:"encoder speed and quality (default balanced)" invalid:"Invalid preset: use fast, balanced or quality"`
	Format string   `json:"format,omitempty" enum:"mp4,webm" jsonschema:"mp4 (default) or webm" invalid:"Invalid format: use mp4 or webm"`
	From   *float64 `json:"from,omitempty" minimum:"0" jsonschema:"start of the range, timeline seconds (default 0)" invalid:"Invalid range"`
	To     *float64 `json:"to,omitempty" minimum:"0" jsonschema:"end of the range, timeline seconds (default the end)" invalid:"Invalid range"`
}

type RenderOut struct {
	JobID  string `json:"jobId,omitempty" jsonschema:"the render job, to follow and download"`
	State  string `json:"state" jsonschema:"queued, running or done"`
	Output string `json:"output,omitempty" jsonschema:"where the file is (a download URL or a path)"`
}

// Normalize fills the defaults and checks the range against p.
func (in RenderIn) Normalize(p *timeline.Project) (RenderIn, error) {
	if in.Preset == "" {
		in.Preset = "balanced"
	}
	if in.Format == "" {
		in.Format = "mp4"
	}
	switch in.Preset {
	case "fast", "balanced", "quality":
	default:
		return in, fail("Invalid preset: use fast, balanced or quality")
	}
	if in.Format != "mp4" && in.Format != "webm" {
		return in, fail("Invalid format: use mp4 or webm")
	}
	end := p.End().Seconds()
	if end == 0 {
		return in, fail("No timeline content")
	}
	from, to := 0.0, end
	if in.From != nil {
		from = *in.From
	}
	if in.To != nil && *in.To > 0 {
		to = min(*in.To, end)
	}
	if !timeline.ValidSeconds(from) || !timeline.ValidSeconds(to) || from >= to {
		return in, fail("Invalid range: from must be before to, inside the timeline (%.3f s long)", end)
	}
	in.From, in.To = &from, &to
	return in, nil
}

func renderVideo(ctx context.Context, e *Editor, in RenderIn) (RenderOut, error) {
	p, err := e.active()
	if err != nil {
		return RenderOut{}, err
	}
	if in, err = in.Normalize(p); err != nil {
		return RenderOut{}, err
	}
	if e.Renders == nil {
		return RenderOut{}, fail("Rendering is not available here")
	}
	return e.Renders.StartRender(ctx, p, in)
}
