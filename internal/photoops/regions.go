package photoops

import (
	"context"
	"errors"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func registerRegions(r *Registry) {
	registry.Add(r, registry.Spec{Name: "selection.subject", Effect: registry.Edit,
		Description: "Select the main subject (optional label such as dog: a hint for a SAM provider). Reports the method that made the mask."},
		func(ctx context.Context, ed *Editor, in SubjectIn) (RegionOut, error) {
			return region(ctx, ed, segment.Request{Target: segment.TargetSubject, Label: in.Label})
		})
	registry.Add(r, registry.Spec{Name: "selection.face", Effect: registry.Edit,
		Description: "Select the faces in the picture. Reports the method that made the mask."},
		func(ctx context.Context, ed *Editor, _ SelectionIn) (RegionOut, error) {
			return region(ctx, ed, segment.Request{Target: segment.TargetFace})
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
	Label string `json:"label,omitempty" jsonschema:"what the subject is, e.g. dog"`
}

type SamTextIn struct {
	Text string `json:"text" jsonschema:"what to select, e.g. the red car"`
}

type RegionOut struct {
	SelectionInfo
	Method   string `json:"method" jsonschema:"what produced the mask: haar-cascade, sky-region-grow, saliency, sam-http"`
	Fallback string `json:"fallback,omitempty" jsonschema:"why the SAM provider was not used"`
}

func region(ctx context.Context, ed *Editor, req segment.Request) (RegionOut, error) {
	if ed.Segmenter == nil {
		return RegionOut{}, fail("Region selection is not available here")
	}
	s := ed.S()
	comp := photo.CompositeNRGBA(s, nil)
	m, err := ed.Segmenter.Segment(ctx, comp, req)
	if err != nil {
		switch {
		case errors.Is(err, segment.ErrNoProvider):
			return RegionOut{}, fail("selection.samText needs a SAM provider: set %s", segment.EnvSAMURL)
		case errors.Is(err, segment.ErrNoRegion):
			return RegionOut{}, fail("No %s found in the picture; the selection is unchanged", req.Target)
		}
		return RegionOut{}, fail("Segmentation failed: %s", err.Error())
	}
	if m.Alpha == nil {
		return RegionOut{}, fail("Segmentation failed: empty mask")
	}
	s.Selection = photo.MaskFromGray(m.Alpha, s.Width, s.Height)
	return RegionOut{SelectionInfo: selectionInfo(s.Selection), Method: m.Method, Fallback: m.Fallback}, nil
}
