package planner

import (
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// edgeLocatesClip: a look put on a named clip "at the start" or "at the
// end" of the video, where that clip is the video's first or last: the
// time says where the clip is, not a stretch of its own ("add a black and
// white effect on the storefront at the start" went on 0–5 s, over a
// storefront clip of 0–6 s: silent). The clip's time is the look's. A
// clip that is not at that edge keeps the time as said.
func edgeLocatesClip(f *frame, r *resolver) {
	if len(f.times) != 1 || len(f.targets) != 1 {
		return
	}
	te := f.times[0]
	if te.a.anchor != nil || te.b.set || te.b.anchor != nil || te.dur != 0 {
		return
	}
	said := fold(te.said)
	start, end := contains(videoStartSaid, said), contains(videoEndSaid, said)
	if !start && !end {
		return
	}
	n := f.targets[0]
	if n.pron || len(n.names) == 0 {
		return
	}
	ts, err := r.elements(n)
	if err != nil || len(group(ts)) != 1 || ts[0].track != timeline.TrackMain {
		return
	}
	t := ts[0]
	if start && t.el.Start.Seconds() > 0.05 || end && math.Abs(t.el.End().Seconds()-r.total()) > 0.05 {
		return
	}
	f.times = nil
}

// videoStartSaid and videoEndSaid are the times said of the video's edge
// with no length of their own.
var (
	videoStartSaid = []string{"at the start", "at the beginning", "at the very start", "al principio", "al inicio", "al comienzo", "en el inicio", "en el principio"}
	videoEndSaid   = []string{"at the end", "at the very end", "al final", "en el final", "al cierre"}
)
