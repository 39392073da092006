package planner

import (
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// One drawn thing said to cover another ("the logo is covering the fire
// sticker", "la dirección tapa el mapa", "el QR tapa el texto"): the one
// said first is in the way, so it moves to a place of the frame where
// neither the covered thing nor another drawn thing is while it shows: a
// text to another row, a picture or a sticker to a free corner. It asked
// "what should change?" though the remedy people mean is the move (the
// dev sets' v20-131 and v21-128 want one of the two moved). Two things
// that never show at the same time or sit in different places of the frame
// ("the logo covers the title": a corner and the centre), a sound ("el
// logo tapa la música"), a centred picture, or a frame with no free place
// still ask.

// drawnCoverMoved moves the thing that covers (f's one target) away from
// the drawn thing covered; ok is false where the note still asks.
func drawnCoverMoved(s *sim, f *frame, r *resolver, covered []target) (string, bool, error) {
	if len(covered) != 1 || len(f.targets) != 1 {
		return "", false, nil
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 {
		return "", false, nil
	}
	t, c := ts[0], covered[0]
	if t.track == timeline.TrackMain || c.track == timeline.TrackMain || t.el.Visual == nil || c.el.Visual == nil || t.el == c.el ||
		!showTogether(t.el, c.el) || !samePlace(t.el, c.el) {
		return "", false, nil
	}
	pos := freePlaceFor(r.p, t, c)
	if pos == "" {
		return "", false, nil
	}
	g := *f
	g.verb, g.pos, g.mods, g.effects, g.amounts, g.times = "move", strings.Fields(strings.ReplaceAll(pos, "-", " ")), nil, nil, nil, nil
	line, err := planPlace(s, &g, r)
	if err != nil {
		return "", false, nil
	}
	return fmt.Sprintf("%s covers %s, so it was moved to the %s: %s", describe(ts), describe(covered), strings.ReplaceAll(pos, "-", " "), line), true, nil
}

// showTogether: the two elements are on screen at some same moment.
func showTogether(a, b *timeline.Element) bool {
	return a.Start.Seconds() < b.End().Seconds() && b.Start.Seconds() < a.End().Seconds()
}

// rowOf is the row of the frame an element sits in: a text's position, a
// picture's by the sign of its offset (negative y is up).
func rowOf(e *timeline.Element) string {
	if e.Text != nil {
		return e.Text.Position
	}
	if e.Visual == nil {
		return ""
	}
	switch {
	case e.Visual.Y < -1:
		return "top"
	case e.Visual.Y > 1:
		return "bottom"
	}
	return "center"
}

// cornerOf is a picture's corner ("top-left"), or "" when it is centred
// on either axis.
func cornerOf(e *timeline.Element) string {
	if e.Text != nil || e.Visual == nil {
		return ""
	}
	row := rowOf(e)
	if row == "center" {
		return ""
	}
	switch {
	case e.Visual.X < -1:
		return row + "-left"
	case e.Visual.X > 1:
		return row + "-right"
	}
	return ""
}

// freePlaceFor is where t goes so that it no longer covers c: for a text,
// the other edge first, then the centre, never c's row; for a picture, the
// other corner of its row, then the corners of the other row, none that c
// or another drawn thing holds while t shows. "" when none is free.
func freePlaceFor(p *timeline.Project, t, c target) string {
	if t.el.Text != nil {
		own, held := t.el.Text.Position, rowOf(c.el)
		for _, row := range map[string][]string{"top": {"bottom", "center"}, "bottom": {"top", "center"}, "center": {"top", "bottom"}}[own] {
			if row != held {
				return row
			}
		}
		return ""
	}
	here := cornerOf(t.el)
	if here == "" {
		return "" // a centred picture: where it goes is asked
	}
	row, side, _ := strings.Cut(here, "-")
	other := map[string]string{"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
	held := map[string]bool{cornerOf(c.el): true}
	for _, o := range all(p) {
		if o.el != t.el && o.track != timeline.TrackMain && o.el.Text == nil && showTogether(o.el, t.el) {
			held[cornerOf(o.el)] = true
		}
	}
	if c.el.Text != nil {
		// a text spans its row: both corners of that row are taken
		held[c.el.Text.Position+"-left"], held[c.el.Text.Position+"-right"] = true, true
	}
	for _, corner := range []string{row + "-" + other[side], other[row] + "-" + side, other[row] + "-" + other[side]} {
		if !held[corner] {
			return corner
		}
	}
	return ""
}

// samePlace: the two sit where one can cover the other: two pictures in
// one corner, a text and a picture in one row, two texts at one position.
func samePlace(a, b *timeline.Element) bool {
	if a.Text != nil || b.Text != nil {
		return rowOf(a) == rowOf(b)
	}
	return cornerOf(a) != "" && cornerOf(a) == cornerOf(b)
}
