package planner

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var (
	smallerRe = words(`smaller`, `shrink`, `mas chic\w*`, `mas pequen\w*`, `achic\w*`, `reduc\w* (?:el )?tamano`)
	biggerRe  = words(`bigger`, `larger`, `enlarge`, `grow`, `mas grande`, `agrand\w*`)
)

// CornerScale is the size a visual gets when it is sent to a corner at
// full frame size (a logo or a picture-in-picture).
const CornerScale = 0.25

// visualTargets keeps the elements that draw (not text: text has its own
// positions).
func visualTargets(ts []target) []target {
	return filter(ts, func(t target) bool { return t.el.Visual != nil && t.el.Text == nil })
}

// fitted is a media element's size at scale 1: its asset fitted inside
// the canvas (stickers are StickerBaseSize of the height, square).
func fitted(p *timeline.Project, el *timeline.Element) (w, h float64) {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	if el.Sticker != nil {
		side := H * timeline.StickerBaseSize
		return side, side
	}
	a, ok := p.Asset(el.AssetID)
	if !ok || a.Width <= 0 || a.Height <= 0 {
		return W, H
	}
	k := math.Min(W/float64(a.Width), H/float64(a.Height))
	return float64(a.Width) * k, float64(a.Height) * k
}

// planPlace puts visuals in a corner or the centre, or makes them smaller
// or bigger, with update_clip ("put the logo in the top right corner",
// "poné el logo abajo a la izquierda", "make the logo smaller").
func planPlace(s *sim, c clause, ts []target) (string, error) {
	p := s.p()
	pos := corner(c)
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	margin := H * videotools.StickerMargin
	for _, t := range ts {
		v := t.el.Visual
		in := map[string]any{"elementId": t.id}
		scale := v.Scale
		switch {
		case c.has(smallerRe):
			scale = v.Scale * 0.6
		case c.has(biggerRe):
			scale = math.Min(20, v.Scale*1.5)
		case pos != "" && pos != "center" && v.Scale >= 1 && t.el.Sticker == nil:
			scale = CornerScale
		}
		if scale != v.Scale {
			in["scale"] = round3(scale)
		}
		if pos != "" {
			fw, fh := fitted(p, t.el)
			dx := math.Max(0, W/2-margin-fw*scale/2)
			dy := math.Max(0, H/2-margin-fh*scale/2)
			x, y := 0.0, 0.0
			switch pos {
			case "top-left":
				x, y = -dx, -dy
			case "top-right":
				x, y = dx, -dy
			case "bottom-left":
				x, y = -dx, dy
			case "bottom-right":
				x, y = dx, dy
			}
			in["x"], in["y"] = round3(x), round3(y)
		}
		if len(in) == 1 {
			return "", errNotUnderstood
		}
		if _, err := s.call("update_clip", in); err != nil {
			return "", err
		}
	}
	what := "Resized"
	if pos != "" {
		what = "Placed " + pos + ":"
	}
	return fmt.Sprintf("%s %s.", what, describe(ts)), nil
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }
