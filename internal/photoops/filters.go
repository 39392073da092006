package photoops

import (
	"context"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerFilters(r *Registry) {
	ids := strings.Join(photo.FilterIDs, ", ")
	params := " Params by id: blur-gaussian {radius: sigma in pixels, default 2}; sharpen {amount default 0.6, radius 1}; " +
		"unsharp-mask {radius default 1, amount default 1 (above 5 read as percent), threshold 0..255}; " +
		"motion-blur {angle degrees, distance pixels default 10}; median, denoise {radius 1..5}; pixelate {size pixels default 8}."
	registry.Add(r, registry.Spec{Name: "filters.apply", Effect: registry.Edit,
		Description: "Run a filter over the whole active layer. id: " + ids + "." + params}, func(_ context.Context, ed *Editor, in FilterIn) (FilterOut, error) {
		return filter(ed, in, false)
	})
	registry.Add(r, registry.Spec{Name: "filters.applyMasked", Effect: registry.Edit,
		Description: "Run a filter over the active layer through the selection (the whole layer when there is none); invert filters outside the selection instead. id: " + ids + "." + params},
		func(_ context.Context, ed *Editor, in FilterIn) (FilterOut, error) { return filter(ed, in, true) })
}

type FilterIn struct {
	ID        string   `json:"id" jsonschema:"filter id"`
	Radius    *float64 `json:"radius,omitempty" invalid:"Invalid radius"`
	Amount    *float64 `json:"amount,omitempty" invalid:"Invalid amount"`
	Threshold *float64 `json:"threshold,omitempty" invalid:"Invalid threshold"`
	Angle     *float64 `json:"angle,omitempty" invalid:"Invalid angle"`
	Distance  *float64 `json:"distance,omitempty" invalid:"Invalid distance"`
	Size      *float64 `json:"size,omitempty" invalid:"Invalid size"`
	Invert    bool     `json:"invert,omitempty" jsonschema:"applyMasked: filter outside the selection" invalid:"Invalid invert"`
}

type FilterOut struct {
	LayerID string `json:"layerId"`
	Filter  string `json:"filter"`
	Masked  bool   `json:"masked"`
}

func filter(ed *Editor, in FilterIn, masked bool) (FilterOut, error) {
	if in.ID == "" {
		return FilterOut{}, fail("Invalid id: give a filter id (%s)", strings.Join(photo.FilterIDs, ", "))
	}
	id, err := photo.NormalizeFilterID(in.ID)
	if err != nil {
		return FilterOut{}, wrap(err)
	}
	if in.Invert && !masked {
		return FilterOut{}, fail("Invalid invert: only filters.applyMasked takes invert")
	}
	s := ed.S()
	l, err := pixelLayer(s)
	if err != nil {
		return FilterOut{}, err
	}
	if masked && s.Selection == nil && in.Invert {
		// inverting "no selection" (everything) leaves nothing to filter
		return FilterOut{}, fail("Nothing to filter: invert with no selection selects nothing")
	}
	p := photo.FilterParams{Radius: in.Radius, Amount: in.Amount, Threshold: in.Threshold, Angle: in.Angle, Distance: in.Distance, Size: in.Size}
	out, err := photo.ApplyFilter(id, l.Raster, p)
	if err != nil {
		return FilterOut{}, wrap(err)
	}
	sel := s.Selection
	if !masked {
		sel = nil
	}
	out = photo.MixMasked(l.Raster, out, l.X, l.Y, sel, in.Invert)
	edit(s, l, func(l *photo.Layer) {
		l.Raster = out
		if l.Kind == photo.KindText {
			l.Kind, l.Text = photo.KindRaster, nil // its pixels no longer follow the text
		}
	})
	return FilterOut{LayerID: l.ID, Filter: id, Masked: sel != nil}, nil
}
