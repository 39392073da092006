package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// partOnMainTrack: "en la parte de las salinas", "the kayaks part", "el
// momento del faro": a part of the video named by a thing is the stretch
// where the main track shows it. When the name finds a picture on an
// overlay, a main-track clip the name fits as well (by its own name, or
// by what its description says it shows) is the part meant, and the
// overlay only a piece over it (a text said for that part went over the
// photo's few seconds instead of the clip's). Where no main clip fits,
// or several fit only by their descriptions, the reading is kept.
func (r *resolver) partOnMainTrack(n np, cands, pool []target) []target {
	if !n.part || !slices.ContainsFunc(cands, func(t target) bool { return t.track == timeline.TrackOverlay }) {
		return cands
	}
	onMain := func(t target) bool { return t.track == timeline.TrackMain }
	if main := filter(cands, onMain); len(main) > 0 {
		return main
	}
	if main := r.describedNamed(n, filter(pool, onMain)); len(main) == 1 {
		return main
	}
	return cands
}
