package photoops

import (
	"context"
	"errors"
	"image"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// regionSide is the longest side of the composite the region detectors
// see. Every built-in decides and refines its edge at 1024 px or less and
// a SAM server is sent 1024 px, so compositing the document straight to
// that size (averaged in blocks as the bands come) costs one streaming
// pass instead of a full-size 8-bit copy that would be shrunk again; the
// mask is then scaled to the canvas in one pass.
const regionSide = 1024

func registerRegions(r *Registry) {
	registry.Add(r, registry.Spec{Name: "selection.subject", Effect: registry.Edit,
		Description: "Select the main subject: every person when there are faces (head with hair, neck, body), else what stands out; the edge follows the picture (GrabCut). " +
			"Optional label (a hint for a SAM provider), points (clicks on the subject) and box (the subject lies inside), in document pixels. Reports the method that made the mask."},
		func(ctx context.Context, ed *Editor, in SubjectIn) (RegionOut, error) {
			req := segment.Request{Target: segment.TargetSubject, Label: in.Label}
			if err := prompts(ed.S(), in.Points, in.Box, &req); err != nil {
				return RegionOut{}, err
			}
			return region(ctx, ed, req)
		})
	registry.Add(r, registry.Spec{Name: "selection.face", Effect: registry.Edit,
		Description: "Select the faces in the picture: region face (default) an oval over each face, head the face with its hair and ears, cut from the picture. Reports the method that made the mask."},
		func(ctx context.Context, ed *Editor, in FaceIn) (RegionOut, error) {
			switch strings.ToLower(strings.TrimSpace(in.Region)) {
			case "", segment.RegionFace:
				return region(ctx, ed, segment.Request{Target: segment.TargetFace})
			case segment.RegionHead:
				return region(ctx, ed, segment.Request{Target: segment.TargetFace, Region: segment.RegionHead})
			}
			return RegionOut{}, fail("Invalid region: %s (use face or head)", in.Region)
		})
	registry.Add(r, registry.Spec{Name: "selection.sky", Effect: registry.Edit,
		Description: "Select the sky. Reports the method that made the mask."},
		func(ctx context.Context, ed *Editor, _ SelectionIn) (RegionOut, error) {
			return region(ctx, ed, segment.Request{Target: segment.TargetSky})
		})
	registry.Add(r, registry.Spec{Name: "selection.samText", Effect: registry.Edit,
		Description: "Select what a text prompt describes; needs a SAM provider (NEURALCUT_SAM_URL) and fails without one."},
		func(ctx context.Context, ed *Editor, in SamTextIn) (RegionOut, error) {
			if strings.TrimSpace(in.Text) == "" {
				return RegionOut{}, fail("Invalid text: give what to select")
			}
			return region(ctx, ed, segment.Request{Target: segment.TargetText, Text: in.Text})
		})
}

type SubjectIn struct {
	Label  string      `json:"label,omitempty" jsonschema:"what the subject is, e.g. dog"`
	Points [][]float64 `json:"points,omitempty" jsonschema:"clicks on the subject, [[x,y],...] in document pixels" invalid:"Invalid points"`
	Box    []float64   `json:"box,omitempty" jsonschema:"[x,y,w,h] in document pixels: the subject lies inside" invalid:"Invalid box"`
}

type FaceIn struct {
	Region string `json:"region,omitempty" enum:"face,head" jsonschema:"face (default): an oval over each face; head: each face with its hair and ears"`
}

type SamTextIn struct {
	Text string `json:"text" jsonschema:"what to select, e.g. the red car"`
}

type RegionOut struct {
	SelectionInfo
	Method   string `json:"method" jsonschema:"what produced the mask: model-grabcut, person-model-grabcut, focus-model-grabcut, person-grabcut, saliency-grabcut, haar-cascade, head-grabcut, sky-region-grow, sam-http"`
	Fallback string `json:"fallback,omitempty" jsonschema:"why the SAM provider was not used"`
}

// prompts checks clicks and a box in document pixels and puts them in req.
func prompts(s *photo.State, points [][]float64, box []float64, req *segment.Request) error {
	canvas := image.Rect(0, 0, s.Width, s.Height)
	for _, p := range points {
		if len(p) != 2 {
			return fail("Invalid points: give each as [x,y] in document pixels")
		}
		if !finite(p[0]) || !finite(p[1]) || p[0] < 0 || p[1] < 0 || p[0] >= float64(s.Width) || p[1] >= float64(s.Height) {
			return fail("Invalid points: %g,%g is outside the %dx%d canvas", p[0], p[1], s.Width, s.Height)
		}
		req.Points = append(req.Points, image.Pt(int(p[0]), int(p[1])))
	}
	if box == nil {
		return nil
	}
	if len(box) != 4 {
		return fail("Invalid box: give [x,y,w,h] in document pixels")
	}
	for _, v := range box {
		if !finite(v) {
			return fail("Invalid box: give [x,y,w,h] in document pixels")
		}
	}
	if box[2] <= 0 || box[3] <= 0 {
		return fail("Invalid box: w and h must be positive")
	}
	r := image.Rect(int(math.Floor(box[0])), int(math.Floor(box[1])), int(math.Ceil(box[0]+box[2])), int(math.Ceil(box[1]+box[3])))
	if r.Intersect(canvas).Empty() {
		return fail("Invalid box: %gx%g at %g,%g is outside the %dx%d canvas", box[2], box[3], box[0], box[1], s.Width, s.Height)
	}
	req.Box = r.Intersect(canvas)
	return nil
}

// scaleRequest maps the prompts from the canvas to a w x h copy of it.
func scaleRequest(req segment.Request, cw, ch, w, h int) segment.Request {
	if cw == w && ch == h {
		return req
	}
	fx, fy := float64(w)/float64(cw), float64(h)/float64(ch)
	out := req
	out.Points = nil
	for _, p := range req.Points {
		out.Points = append(out.Points, image.Pt(min(int((float64(p.X)+0.5)*fx), w-1), min(int((float64(p.Y)+0.5)*fy), h-1)))
	}
	if !req.Box.Empty() {
		out.Box = image.Rect(int(float64(req.Box.Min.X)*fx), int(float64(req.Box.Min.Y)*fy),
			int(math.Ceil(float64(req.Box.Max.X)*fx)), int(math.Ceil(float64(req.Box.Max.Y)*fy))).Intersect(image.Rect(0, 0, w, h))
		if out.Box.Empty() {
			out.Box = image.Rect(0, 0, 1, 1).Add(image.Pt(int(float64(req.Box.Min.X)*fx), int(float64(req.Box.Min.Y)*fy)))
		}
	}
	return out
}

func region(ctx context.Context, ed *Editor, req segment.Request) (RegionOut, error) {
	if ed.Segmenter == nil {
		return RegionOut{}, fail("Region selection is not available here")
	}
	s := ed.S()
	comp := regionComposite(s)
	w, h := comp.Rect.Dx(), comp.Rect.Dy()
	m, err := ed.Segmenter.Segment(ctx, comp, scaleRequest(req, s.Width, s.Height, w, h))
	if err != nil {
		return RegionOut{}, segmentError(err, req.Target)
	}
	if m.Alpha == nil {
		return RegionOut{}, fail("Segmentation failed: empty mask")
	}
	s.Selection = photo.MaskFromGrayScaled(m.Alpha, s.Width, s.Height)
	return RegionOut{SelectionInfo: selectionInfo(s.Selection), Method: m.Method, Fallback: m.Fallback}, nil
}

// regionComposite is the document flattened to about regionSide: whole
// blocks averaged as the bands are composited (the detectors scale it the
// rest of the way themselves).
func regionComposite(s *photo.State) *image.NRGBA {
	img, _, _ := photo.CompositeThumbnail(s, nil, regionSide)
	return img
}

func segmentError(err error, target string) error {
	switch {
	case errors.Is(err, segment.ErrNoProvider):
		return fail("selection.samText needs a SAM provider: set %s", segment.EnvSAMURL)
	case errors.Is(err, segment.ErrNoRegion):
		return fail("No %s found in the picture; the selection is unchanged", target)
	}
	return fail("Segmentation failed: %s", err.Error())
}
