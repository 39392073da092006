package photoops

import (
	"context"
	"math"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerTransform(r *Registry) {
	// start and cancel change only the pending transform, which is not in
	// the undo history: they are History ops (no transaction, no entry).
	registry.Add(r, registry.Spec{Name: "transform.start", Effect: registry.History,
		Description: "Start (or update) a pending transform of the active layer: scale (or scaleX/scaleY), rotate (degrees clockwise), translateX/translateY (pixels), flipH, flipV. It shows in screenshot; transform.apply commits it as one undo step, transform.cancel drops it."}, startTransform)
	registry.Add(r, registry.Spec{Name: "transform.apply", Effect: registry.Edit,
		Description: "Apply the pending transform to its layer (one undo step)."}, applyTransform)
	registry.Add(r, registry.Spec{Name: "transform.cancel", Effect: registry.History,
		Description: "Drop the pending transform (no undo step)."}, cancelTransform)
}

type TransformIn struct {
	Scale      *float64 `json:"scale,omitempty" exclusiveMinimum:"0" maximum:"20" invalid:"Invalid scale"`
	ScaleX     *float64 `json:"scaleX,omitempty" exclusiveMinimum:"0" maximum:"20" invalid:"Invalid scaleX"`
	ScaleY     *float64 `json:"scaleY,omitempty" exclusiveMinimum:"0" maximum:"20" invalid:"Invalid scaleY"`
	Rotate     float64  `json:"rotate,omitempty" jsonschema:"degrees clockwise" invalid:"Invalid rotate"`
	TranslateX float64  `json:"translateX,omitempty" invalid:"Invalid translateX"`
	TranslateY float64  `json:"translateY,omitempty" invalid:"Invalid translateY"`
	FlipH      bool     `json:"flipH,omitempty" invalid:"Invalid flipH"`
	FlipV      bool     `json:"flipV,omitempty" invalid:"Invalid flipV"`
}

type TransformOut struct {
	Pending *photo.Transform `json:"pending,omitempty"`
	Bounds  *Box             `json:"bounds,omitempty" jsonschema:"where the layer's pixels land"`
	Applied bool             `json:"applied,omitempty"`
	Cancel  bool             `json:"cancelled,omitempty"`
}

func startTransform(_ context.Context, ed *Editor, in TransformIn) (TransformOut, error) {
	s := ed.S()
	l, err := pixelLayer(s)
	if err != nil {
		return TransformOut{}, err
	}
	t := photo.Transform{LayerID: l.ID, ScaleX: 1, ScaleY: 1, Rotate: in.Rotate, TranslateX: in.TranslateX,
		TranslateY: in.TranslateY, FlipH: in.FlipH, FlipV: in.FlipV}
	for _, p := range []struct {
		name string
		v    *float64
		dst  []*float64
	}{{"scale", in.Scale, []*float64{&t.ScaleX, &t.ScaleY}}, {"scaleX", in.ScaleX, []*float64{&t.ScaleX}}, {"scaleY", in.ScaleY, []*float64{&t.ScaleY}}} {
		if p.v == nil {
			continue
		}
		if !finite(*p.v) || *p.v <= 0 || *p.v > 20 {
			return TransformOut{}, fail("Invalid %s: must be above 0 and at most 20", p.name)
		}
		for _, d := range p.dst {
			*d = *p.v
		}
	}
	if !finite(t.Rotate) || !finite(t.TranslateX) || !finite(t.TranslateY) ||
		math.Abs(t.TranslateX) > photo.MaxCoord || math.Abs(t.TranslateY) > photo.MaxCoord {
		return TransformOut{}, fail("Invalid transform")
	}
	if b := photo.TransformBounds(l.Raster.W, l.Raster.H, l.X, l.Y, t); int64(b.Dx())*int64(b.Dy()) > photo.MaxPixels {
		return TransformOut{}, fail("Invalid scale: the layer would be %dx%d pixels (at most %d)", b.Dx(), b.Dy(), photo.MaxPixels)
	}
	ed.Pending = &t
	return TransformOut{Pending: &t, Bounds: transformedBounds(l, t)}, nil
}

// transformedBounds is where the transformed layer lands, computed from
// its corners (no pixels touched).
func transformedBounds(l *photo.Layer, t photo.Transform) *Box {
	b := photo.TransformBounds(l.Raster.W, l.Raster.H, l.X, l.Y, t)
	return &Box{b.Min.X, b.Min.Y, b.Dx(), b.Dy()}
}

type NoIn struct{}

func applyTransform(_ context.Context, ed *Editor, _ NoIn) (TransformOut, error) {
	t := ed.Pending
	if t == nil {
		return TransformOut{}, fail("No pending transform: call transform.start first")
	}
	s := ed.S()
	l := s.Find(t.LayerID)
	if l == nil || l.Raster == nil {
		return TransformOut{}, fail("Unknown layer: %s", t.LayerID)
	}
	if l.Kind == photo.KindText && l.Text != nil {
		// a text layer keeps its words: the transform goes into its
		// parameters and the glyphs are drawn again, crisp
		if ti, ok := transformText(l, *t); ok {
			r, x, y, err := drawText(&ti)
			if err != nil {
				return TransformOut{}, err
			}
			edit(s, l, func(l *photo.Layer) { l.Raster, l.X, l.Y, l.Text = r, x, y, &ti })
			ed.Pending = nil
			return TransformOut{Applied: true, Bounds: &Box{x, y, r.W, r.H}}, nil
		}
	}
	r, x, y := photo.TransformRaster(l.Raster, l.X, l.Y, *t)
	edit(s, l, func(l *photo.Layer) {
		l.Raster, l.X, l.Y = r, x, y
		if l.Kind == photo.KindText {
			// stretched: glyphs from a font cannot follow, pixels do
			l.Kind, l.Text = photo.KindRaster, nil
		}
	})
	// Commit keeps the pending transform unless its layer went away; an
	// applied transform is no longer pending.
	ed.Pending = nil
	return TransformOut{Applied: true, Bounds: &Box{x, y, r.W, r.H}}, nil
}

func cancelTransform(_ context.Context, ed *Editor, _ NoIn) (TransformOut, error) {
	had := ed.Pending != nil
	ed.Pending = nil
	return TransformOut{Cancel: had}, nil
}
