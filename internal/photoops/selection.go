package photoops

import (
	"context"
	"math"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func registerSelection(r *Registry) {
	add := func(name, desc string, h registry.Handler[*Editor, SelectionIn, SelectionOut]) {
		registry.Add(r, registry.Spec{Name: name, Effect: registry.Edit, Description: desc}, h)
	}
	add("selection.selectAll", "Select the whole canvas.", func(_ context.Context, ed *Editor, _ SelectionIn) (SelectionOut, error) {
		s := ed.S()
		return setSelection(s, photo.FullMask(s.Width, s.Height)), nil
	})
	add("selection.deselect", "Clear the selection (masked ops then edit the whole layer).", func(_ context.Context, ed *Editor, _ SelectionIn) (SelectionOut, error) {
		return setSelection(ed.S(), nil), nil
	})
	add("selection.invert", "Invert the selection (with none, everything becomes selected).", func(_ context.Context, ed *Editor, _ SelectionIn) (SelectionOut, error) {
		s := ed.S()
		if s.Selection == nil {
			return setSelection(s, photo.FullMask(s.Width, s.Height)), nil
		}
		return setSelection(s, photo.InvertMask(s.Selection)), nil
	})
	registry.Add(r, registry.Spec{Name: "selection.rectangle", Effect: registry.Edit,
		Description: "Select a rectangle x,y,w,h in document pixels (mode: replace, add, subtract, intersect)."},
		func(_ context.Context, ed *Editor, in ShapeIn) (SelectionOut, error) {
			return shape(ed, in, photo.RectMask)
		})
	registry.Add(r, registry.Spec{Name: "selection.ellipse", Effect: registry.Edit,
		Description: "Select the ellipse inscribed in x,y,w,h, document pixels, anti-aliased (mode: replace, add, subtract, intersect)."},
		func(_ context.Context, ed *Editor, in ShapeIn) (SelectionOut, error) {
			return shape(ed, in, photo.EllipseMask)
		})
	registry.Add(r, registry.Spec{Name: "selection.colorRange", Effect: registry.Edit,
		Description: "Select pixels of the composite close to a colour; fuzziness 0..200 (default 40) is the colour distance where the selection fades out."}, colorRange)
	registry.Add(r, registry.Spec{Name: "selection.background", Effect: registry.Edit,
		Description: "Select the background: pixels close to the common border colours (fuzziness 0..200, default 32) and connected to the border, then cut along the picture's edges (GrabCut) so the subject's own colours stay out. Reports the method."}, background)
	registry.Add(r, registry.Spec{Name: "selection.feather", Effect: registry.Edit,
		Description: "Soften the selection edge by radius pixels (gaussian)."}, feather)
	registry.Add(r, registry.Spec{Name: "selection.grow", Effect: registry.Edit,
		Description: "Expand the selection by pixels."}, func(_ context.Context, ed *Editor, in GrowIn) (SelectionOut, error) { return grow(ed, in, 1) })
	registry.Add(r, registry.Spec{Name: "selection.shrink", Effect: registry.Edit,
		Description: "Contract the selection by pixels."}, func(_ context.Context, ed *Editor, in GrowIn) (SelectionOut, error) { return grow(ed, in, -1) })
	registry.Add(r, registry.Spec{Name: "selection.hasMask",
		Description: "Whether a selection is active, and its coordinate space, coverage and bounding box."},
		func(_ context.Context, ed *Editor, _ SelectionIn) (SelectionInfo, error) {
			return selectionInfo(ed.S().Selection), nil
		})
}

type SelectionIn struct{}

type SelectionOut struct {
	SelectionInfo
}

func setSelection(s *photo.State, m *photo.Mask) SelectionOut {
	s.Selection = m
	return SelectionOut{selectionInfo(m)}
}

type ShapeIn struct {
	X    *float64 `json:"x" jsonschema:"left, document pixels" invalid:"Invalid x"`
	Y    *float64 `json:"y" jsonschema:"top, document pixels" invalid:"Invalid y"`
	W    *float64 `json:"w" exclusiveMinimum:"0" jsonschema:"width" invalid:"Invalid w"`
	H    *float64 `json:"h" exclusiveMinimum:"0" jsonschema:"height" invalid:"Invalid h"`
	Mode string   `json:"mode,omitempty" enum:"replace,add,subtract,intersect" jsonschema:"default replace"`
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

func shape(ed *Editor, in ShapeIn, mk func(cw, ch int, x, y, w, h float64) *photo.Mask) (SelectionOut, error) {
	for _, f := range []struct {
		name string
		v    *float64
	}{{"x", in.X}, {"y", in.Y}, {"w", in.W}, {"h", in.H}} {
		if f.v == nil || !finite(*f.v) {
			return SelectionOut{}, fail("Invalid %s: give x, y, w and h in document pixels", f.name)
		}
	}
	if *in.W <= 0 || *in.H <= 0 {
		return SelectionOut{}, fail("Invalid size: w and h must be positive")
	}
	s := ed.S()
	if *in.X >= float64(s.Width) || *in.Y >= float64(s.Height) || *in.X+*in.W <= 0 || *in.Y+*in.H <= 0 {
		return SelectionOut{}, fail("Invalid region: %gx%g at %g,%g is outside the %dx%d canvas", *in.W, *in.H, *in.X, *in.Y, s.Width, s.Height)
	}
	return combine(s, mk(s.Width, s.Height, *in.X, *in.Y, *in.W, *in.H), in.Mode)
}

func combine(s *photo.State, m *photo.Mask, mode string) (SelectionOut, error) {
	out, err := photo.Combine(s.Selection, m, mode)
	if err != nil {
		return SelectionOut{}, wrap(err)
	}
	return setSelection(s, out), nil
}

type ColorRangeIn struct {
	Color     string   `json:"color" jsonschema:"#rrggbb, rgb(r,g,b) or a colour name"`
	Fuzziness *float64 `json:"fuzziness,omitempty" minimum:"0" maximum:"200" jsonschema:"default 40" invalid:"Invalid fuzziness"`
	Mode      string   `json:"mode,omitempty" enum:"replace,add,subtract,intersect"`
}

func fuzz(v *float64, def float64) (float64, error) {
	if v == nil {
		return def, nil
	}
	if !finite(*v) || *v < 0 || *v > 200 {
		return 0, fail("Invalid fuzziness: must be between 0 and 200")
	}
	return *v, nil
}

func colorRange(_ context.Context, ed *Editor, in ColorRangeIn) (SelectionOut, error) {
	c, err := photo.ParseColor(in.Color)
	if err != nil {
		return SelectionOut{}, wrap(err)
	}
	f, err := fuzz(in.Fuzziness, 40)
	if err != nil {
		return SelectionOut{}, err
	}
	s := ed.S()
	return combine(s, photo.ColorRangeMask(photo.Composite(s, nil), c, f), in.Mode)
}

type BackgroundIn struct {
	Fuzziness *float64 `json:"fuzziness,omitempty" minimum:"0" maximum:"200" jsonschema:"default 32" invalid:"Invalid fuzziness"`
}

// background seeds the cut with the border-colour rule at regionSide:
// the rule alone leaks into a subject that shares a border colour and
// stops at a background colour that is not on the border; the cut fixes
// both where the picture has an edge.
func background(ctx context.Context, ed *Editor, in BackgroundIn) (RegionOut, error) {
	f, err := fuzz(in.Fuzziness, 32)
	if err != nil {
		return RegionOut{}, err
	}
	s := ed.S()
	comp := regionComposite(s)
	seed := photo.BackgroundMask(photo.RasterFromImage(comp), f)
	m, err := segment.RefineBackground(ctx, comp, seed.Gray())
	if err != nil {
		return RegionOut{}, segmentError(err, "background")
	}
	s.Selection = photo.MaskFromGrayScaled(m.Alpha, s.Width, s.Height)
	return RegionOut{SelectionInfo: selectionInfo(s.Selection), Method: m.Method}, nil
}

type FeatherIn struct {
	Radius *float64 `json:"radius" exclusiveMinimum:"0" maximum:"250" jsonschema:"pixels" invalid:"Invalid radius"`
}

func feather(_ context.Context, ed *Editor, in FeatherIn) (SelectionOut, error) {
	if in.Radius == nil || !finite(*in.Radius) || *in.Radius <= 0 || *in.Radius > 250 {
		return SelectionOut{}, fail("Invalid radius: must be above 0 and at most 250")
	}
	s := ed.S()
	if s.Selection == nil {
		return SelectionOut{}, fail("No active selection")
	}
	return setSelection(s, photo.FeatherMask(s.Selection, *in.Radius)), nil
}

type GrowIn struct {
	Pixels *int `json:"pixels" minimum:"1" maximum:"500" invalid:"Invalid pixels"`
}

func grow(ed *Editor, in GrowIn, sign int) (SelectionOut, error) {
	if in.Pixels == nil || *in.Pixels < 1 || *in.Pixels > 500 {
		return SelectionOut{}, fail("Invalid pixels: must be 1..500")
	}
	s := ed.S()
	if s.Selection == nil {
		return SelectionOut{}, fail("No active selection")
	}
	return setSelection(s, photo.GrowMask(s.Selection, sign**in.Pixels)), nil
}
