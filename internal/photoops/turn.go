package photoops

import (
	"context"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerTurn(r *Registry) {
	registry.Add(r, registry.Spec{Name: "document.rotate", Effect: registry.Edit,
		Description: "Rotate the whole document by angle degrees clockwise (negative: counter-clockwise): canvas, every layer, layer masks, the selection and text layers (which stay editable) turn together, one undo step. " +
			"90, 180 and 270 (or -90) turn exactly (pixels moved, the canvas swaps width and height for 90 and 270). " +
			"Any other angle straightens a tilted horizon, resampling: expand false (default) crops to the largest upright rectangle inside the rotated picture (no empty corners); expand true grows the canvas to hold all of it (transparent corners)."}, rotateDocument)
	registry.Add(r, registry.Spec{Name: "document.flip", Effect: registry.Edit,
		Description: "Mirror the whole document: axis horizontal (left and right swap) or vertical (top and bottom swap). Canvas, every layer, layer masks, the selection and text layers (which stay editable) flip together, exactly; one undo step."}, flipDocument)
}

type RotateIn struct {
	Angle  *float64 `json:"angle" jsonschema:"degrees clockwise: 90, 180, 270 (or -90) turn exactly; any other angle straightens" invalid:"Invalid angle: give degrees clockwise (90, 180, 270, or a small angle to straighten)"`
	Expand bool     `json:"expand,omitempty" jsonschema:"for angles that are not a multiple of 90: true grows the canvas to hold the whole rotated picture; false (default) crops to the largest upright rectangle inside it" invalid:"Invalid expand"`
}

type TurnOut struct {
	Width  int     `json:"width"`
	Height int     `json:"height"`
	Angle  float64 `json:"angle,omitempty" jsonschema:"the rotation done, degrees clockwise in (-180, 180]"`
	Axis   string  `json:"axis,omitempty"`
	Exact  bool    `json:"exact" jsonschema:"pixels moved without resampling"`
}

// maxStraighten bounds a canvas grown by a rotation (as a transform's
// result is bounded).
const maxStraighten = photo.MaxPixels

func rotateDocument(_ context.Context, ed *Editor, in RotateIn) (TurnOut, error) {
	if in.Angle == nil {
		return TurnOut{}, fail("Invalid angle: give degrees clockwise (90, 180, 270, or a small angle to straighten)")
	}
	a := *in.Angle
	if !finite(a) || a < -360 || a > 360 {
		return TurnOut{}, fail("Invalid angle: must be between -360 and 360 degrees")
	}
	if ed.Pending != nil {
		return TurnOut{}, fail("A transform is pending: apply or cancel it first")
	}
	// in (-180, 180]
	a = math.Mod(a, 360)
	if a > 180 {
		a -= 360
	} else if a <= -180 {
		a += 360
	}
	if a == 0 {
		return TurnOut{}, fail("Nothing to rotate: angle %g is a whole turn", *in.Angle)
	}
	s := ed.S()
	if t, ok := photo.TurnOf(false, a); ok {
		*s = *photo.TurnState(s, t)
		return TurnOut{Width: s.Width, Height: s.Height, Angle: a, Exact: true}, nil
	}
	c := photo.RotatedCanvas(s.Width, s.Height, a, in.Expand)
	if c.Empty() {
		return TurnOut{}, fail("Cannot straighten by %g degrees: no upright rectangle fits inside the rotated %dx%d canvas; use expand true", a, s.Width, s.Height)
	}
	if int64(c.Dx())*int64(c.Dy()) > maxStraighten {
		return TurnOut{}, fail("Invalid angle: the rotated canvas would be %dx%d pixels (at most %d)", c.Dx(), c.Dy(), maxStraighten)
	}
	*s = *photo.RotateState(s, a, in.Expand)
	return TurnOut{Width: s.Width, Height: s.Height, Angle: a}, nil
}

type FlipIn struct {
	Axis string `json:"axis" enum:"horizontal,vertical" jsonschema:"horizontal: left and right swap; vertical: top and bottom swap" invalid:"Invalid axis: use horizontal or vertical"`
}

func flipDocument(_ context.Context, ed *Editor, in FlipIn) (TurnOut, error) {
	var t photo.Turn
	switch strings.ToLower(strings.TrimSpace(in.Axis)) {
	case "horizontal":
		t = photo.FlipHorizontal
	case "vertical":
		t = photo.FlipVertical
	default:
		return TurnOut{}, fail("Invalid axis: %q (use horizontal or vertical)", in.Axis)
	}
	if ed.Pending != nil {
		return TurnOut{}, fail("A transform is pending: apply or cancel it first")
	}
	s := ed.S()
	*s = *photo.TurnState(s, t)
	return TurnOut{Width: s.Width, Height: s.Height, Axis: strings.ToLower(strings.TrimSpace(in.Axis)), Exact: true}, nil
}
