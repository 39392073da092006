package planner

import (
	"errors"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// soundDuring: a name shared by several things ("mute rosa during the
// oven clip": her voice-over, her closing clip and the text "Rosa ·
// head baker") picks the one thing among them that sounds during the
// one stretch said; it asked which. Several that sound then, or none,
// still ask.
func soundDuring(f *frame, r *resolver, sp span, err error) ([]target, bool) {
	var q *question
	if !errors.As(err, &q) || len(sp.ranges) != 1 || sp.whole {
		return nil, false
	}
	x := sp.ranges[0]
	A, B := timeline.FromSeconds(x.a), timeline.FromSeconds(x.b)
	var out []target
	for _, n := range f.targets {
		if n.kind == "part" || n.prep == "without" {
			continue
		}
		ts, err := r.elements(n)
		if !errors.As(err, &q) {
			if err != nil {
				return nil, false
			}
			out = append(out, ts...)
			continue
		}
		n.plural = true
		all, aerr := r.elements(n)
		if aerr != nil {
			return nil, false
		}
		hit := filter(all, func(t target) bool { return t.el.Audio != nil && t.el.Start < B && t.el.End() > A })
		if len(hit) == 0 || hit[0].el.AssetID == "" {
			return nil, false
		}
		for _, t := range hit {
			if t.el.AssetID != hit[0].el.AssetID {
				return nil, false
			}
		}
		out = append(out, hit...)
	}
	return out, len(out) > 0
}
