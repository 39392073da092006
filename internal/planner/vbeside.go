package planner

import (
	"fmt"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A new sticker said beside a thing on screen: "add a star next to the
// heart", "poné una estrella al lado del logo", "a heart to the left of the
// title". It goes in the thing's row, clear of it, on the side said or else
// towards the middle of the frame (it went on the thing's own corner,
// covering it, or "to the left of" was read as the frame's left corner).

// besideSaid is the thing a new sticker is put beside, and the side said
// ("left", "right"; "" for none): a thing led by "next to", "beside", "al
// lado de", "junto a", or a thing led by "of"/"de" right after a left or
// right word ("to the left of the heart", "a la derecha del logo").
func besideSaid(f *frame) (n np, side string, ok bool) {
	toks := f.c.toks
	for _, t := range f.targets {
		if t.det == "a" || t.pron || t.plural || t.first <= 0 {
			continue
		}
		if t.prep == "next" {
			return t, besideWayBefore(toks, t.first), true
		}
		if t.prep == "of" {
			k := t.first - 1
			for k >= 0 && (toks[k].has(cDet) || toks[k].has(cPrep, "of")) {
				k--
			}
			if k >= 0 && toks[k].has(cPos, "left", "right") {
				return t, posWord(toks[k]), true
			}
		}
	}
	return np{}, "", false
}

// besideWayBefore is a left or right word said just before "next to" ("on the
// left next to the heart"); "" when none.
func besideWayBefore(toks []token, first int) string {
	for k := first - 1; k >= 0 && k >= first-4; k-- {
		if toks[k].has(cPos, "left", "right") {
			return posWord(toks[k])
		}
	}
	return ""
}

// posWord is "left" or "right" for a position token that says one.
func posWord(t token) string {
	if t.has(cPos, "left") {
		return "left"
	}
	return "right"
}

// box is a thing's place on the canvas, as offsets of its centre from the
// frame's centre and its size, in canvas pixels.
type box struct{ x, y, w, h float64 }

// shownBox is where el shows: a sticker or a picture by its fitted size and
// scale, a text by an estimate of its lines (libass draws it; the planner
// has no font metrics, so a glyph is taken as 0.55 of the size: DejaVu Sans
// sets a mixed-case line at about 0.5, so the estimate errs wide; a
// sticker beside it is clear of it). ok is false for a thing that fills the
// frame (a clip): beside it is nowhere.
func shownBox(p *timeline.Project, el *timeline.Element) (box, bool) {
	v := el.Visual
	if v == nil {
		v = timeline.DefaultVisual()
	}
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	if t := el.Text; t != nil {
		size := t.FontSize
		if size <= 0 {
			size = H * 0.06
		}
		size *= v.Scale
		lines := strings.Split(t.Content, "\n")
		longest := 0
		for _, l := range lines {
			longest = max(longest, len([]rune(l)))
		}
		b := box{x: v.X, y: v.Y, w: float64(longest) * size * 0.55, h: float64(len(lines)) * size * 1.25}
		b.w = min(b.w, W)
		switch t.Align {
		case "left":
			b.x += b.w / 2
		case "right":
			b.x -= b.w / 2
		}
		switch t.VAlign {
		case "top":
			b.y += b.h / 2
		case "bottom":
			b.y -= b.h / 2
		}
		return b, true
	}
	w, h := fitted(p, el)
	w, h = w*v.Scale, h*v.Scale
	if w >= W*0.9 && h >= H*0.9 {
		return box{}, false
	}
	return box{x: v.X, y: v.Y, w: w, h: h}, true
}

// besidePlace is the centre of a new sticker of the given side length put
// beside b: on the side said, or else on the side towards the frame's
// middle, with a gap of a quarter of the sticker. ok is false when it
// would not fit inside the frame there.
func besidePlace(p *timeline.Project, b box, side float64, said string) (x, y float64, where string, ok bool) {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	if said == "" {
		said = "right"
		if b.x > 0 {
			said = "left"
		}
	}
	off := b.w/2 + side*0.25 + side/2
	x = b.x + off
	if said == "left" {
		x = b.x - off
	}
	y = b.y
	if math.Abs(x)+side/2 > W/2 || math.Abs(y)+side/2 > H/2 {
		return 0, 0, said, false
	}
	return x, y, said, true
}

// nearestStickerPlace is the named sticker position whose quarter of the
// frame holds x, y: what add_sticker is given before the sticker is moved
// to x, y.
func nearestStickerPlace(x, y float64) string {
	v, h := "top", "left"
	if y > 0 {
		v = "bottom"
	}
	if x > 0 {
		h = "right"
	}
	return v + "-" + h
}

// placeBeside adds sticker id beside the thing n names, from start to end,
// and says where. It asks when the thing is not one element or leaves no
// room on that side. It adds nothing and says nothing (el "") when beside
// is only a time: a clip that fills the frame, a picture of unknown size, a
// text whose row's corner (corner) is already clear of it.
func placeBeside(s *sim, r *resolver, n np, sideSaid, id, corner string, start, end, scale float64) (el string, where string, err error) {
	ts, err := r.elements(n)
	if err != nil {
		return "", "", err
	}
	if len(ts) != 1 {
		return "", "", &question{r.whichOf(n, group(ts))}
	}
	b, ok := shownBox(r.p, ts[0].el)
	if !ok {
		return "", "", nil // a clip, or a picture of unknown size: its time only
	}
	side := float64(r.p.Settings.Height) * timeline.StickerBaseSize * scale
	if ts[0].el.Text != nil && sideSaid == "" {
		// "a star next to the subtitle": the corner of the text's row
		// is beside it when the text leaves it clear
		if x, y, ok := videotools.StickerAnchor(corner, r.p.Settings); ok && !b.covers(box{x, y, side, side}) {
			return "", "", nil
		}
	}
	x, y, way, ok := besidePlace(r.p, b, side, sideSaid)
	if !ok {
		return "", "", &cannot{fmt.Sprintf("the %s sticker cannot go to the %s of %s: there is no room inside the frame there; say the other side or a corner", id, way, describe(ts[:1]))}
	}
	out, err := s.call("add_sticker", map[string]any{"stickerId": id, "start": start, "end": end, "position": nearestStickerPlace(x, y)})
	if err != nil {
		return "", "", err
	}
	el = out.(videotools.PlacedOut).ElementID
	s.touch(el)
	args := map[string]any{"elementId": el, "x": math.Round(x), "y": math.Round(y)}
	if scale != 1 {
		args["scale"] = scale
	}
	if _, err := s.call("update_clip", args); err != nil {
		return "", "", err
	}
	return el, fmt.Sprintf("to the %s of %s", way, describe(ts[:1])), nil
}

// covers: boxes a and b share some of the frame.
func (a box) covers(b box) bool {
	return math.Abs(a.x-b.x) < (a.w+b.w)/2 && math.Abs(a.y-b.y) < (a.h+b.h)/2
}

// besideTail: a clause ends with a thing led by "next to", "beside", "al
// lado de", "junto a" or "to the left of" ("add a star next to the heart"):
// nothing after that thing but its own words.
func besideTail(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	for k := len(c) - 1; k >= 0; k-- {
		t := c[k]
		switch {
		case t.kind == tWord && t.has(cPrep, "next"):
			return k < len(c)-1
		case t.kind == tWord && t.has(cPrep, "of") && k > 0 && (c[k-1].has(cPos, "left", "right") || c[k-1].has(cDet) && k > 1 && c[k-2].has(cPos, "left", "right")):
			return k < len(c)-1
		case t.kind == tWord && (t.has(cDet) || t.has(cKind) || t.has(cSticker) || names(t)):
		default:
			return false
		}
	}
	return false
}

// theThingOnly: the words name one thing there is, led by "the"/"el"/"la"
// ("the logo", "el título"), not a new one ("a moon").
func theThingOnly(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	if len(c) < 2 || !c[0].has(cDet, "the") {
		return false
	}
	for _, t := range c[1:] {
		if t.kind != tWord || !(t.has(cKind) || t.has(cSticker) || names(t)) {
			return false
		}
	}
	return true
}

// secondBeside is a thing there is said after the one a new sticker goes
// beside, joined to it ("next to the heart and the logo"): beside which one
// is asked (a copy of the logo was added).
func secondBeside(f *frame, n np) (np, bool) {
	for _, t := range f.targets {
		if t.first > n.first && t.det == "the" && !t.pron {
			return t, true
		}
	}
	return np{}, false
}
