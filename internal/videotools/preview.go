package videotools

import (
	"context"
	"encoding/base64"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerPreview(r *Registry) {
	registry.Add(r, registry.Spec{Name: "preview_frame", Slow: true,
		Description: "Render the composed frame at a timeline time (seconds) as a PNG image, to look at the result of an edit."},
		previewFrame)
}

type PreviewIn struct {
	Time  *float64 `json:"time" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid time"`
	Width int      `json:"width,omitempty" minimum:"16" maximum:"3840" jsonschema:"image width in pixels (default 640)" invalid:"Invalid width"`
}

// PreviewOut carries the PNG; surfaces that can show images (MCP) send
// it as image content, others as base64 JSON.
type PreviewOut struct {
	MIMEType string  `json:"mimeType"`
	Data     string  `json:"data" jsonschema:"base64 PNG"`
	Time     float64 `json:"time"`
	Width    int     `json:"width"`
}

// Image returns the decoded picture for surfaces that show images.
func (o PreviewOut) Image() (mime string, data []byte) {
	b, _ := base64.StdEncoding.DecodeString(o.Data)
	return o.MIMEType, b
}

func previewFrame(ctx context.Context, e *Editor, in PreviewIn) (PreviewOut, error) {
	if in.Time == nil || !timeline.ValidSeconds(*in.Time) {
		return PreviewOut{}, fail("Invalid time")
	}
	width := in.Width
	if width == 0 {
		width = 640
	}
	if width < 16 || width > 3840 {
		return PreviewOut{}, fail("Invalid width")
	}
	p, err := e.timeline()
	if err != nil {
		return PreviewOut{}, err
	}
	if e.Frames == nil {
		return PreviewOut{}, fail("Preview rendering is not available")
	}
	pngs, err := e.Frames.Frames(ctx, p, []float64{*in.Time}, width)
	if err != nil {
		return PreviewOut{}, fail("Failed to render frame: %s", err.Error())
	}
	return PreviewOut{MIMEType: "image/png", Data: base64.StdEncoding.EncodeToString(pngs[0]), Time: *in.Time, Width: width}, nil
}
