package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// introEdgeCut reads "the first 2 seconds of the intro", "lose the last
// second of the intro", "sacale los últimos 2 segundos a la intro": an
// edge of the intro (or outro) cut when no element is called so, as that
// edge of the video's first (or last) short clip, the one people call
// its intro (it asked "Which part is intro?", though the clip that opens
// the video is what is meant: sets 16, 17, 31). Only a first or last
// stretch with its length, shorter than the clip: a stretch as long as
// the clip or longer, a bare "cut the intro", or a video with no short
// opening clip stays asked.
func introEdgeCut(f *frame, r *resolver, intent, which string) bool {
	if intent != "delete" && intent != "remove range" && intent != "trim edge" || len(f.times) != 1 {
		return false
	}
	te := f.times[0]
	if te.kind != "first" && te.kind != "last" || te.a.anchor != nil && !te.a.anchor.pron || te.dur <= 0 || te.except {
		return false // ("the intro is too long, chop off the last 3 secs of it": "it" is the intro)
	}
	for _, n := range f.targets {
		if !n.pron {
			return false // another thing named: its edge, read elsewhere
		}
	}
	a, b, ok := sectionClip(r, which)
	if !ok || te.dur >= b-a-0.05 {
		return false
	}
	if te.kind == "last" {
		a = b - te.dur
	} else {
		b = a + te.dur
	}
	if shownOnlyWithin(r, a, b) {
		// the cut would take a text or sticker away whole, which a later
		// clause may still name ("…: cut the first 5 seconds and make the
		// title start at 0 again" then took another text for the title):
		// asked, as before
		return false
	}
	f.times[0] = timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: te.said + " of the " + which, first: te.first}
	return true
}

// shownOnlyWithin: a text or sticker shows only between a and b.
func shownOnlyWithin(r *resolver, a, b float64) bool {
	for _, t := range all(r.p) {
		if t.track != timeline.TrackMain && (t.el.Text != nil || t.el.Sticker != nil) &&
			t.el.Start.Seconds() >= a-0.05 && t.el.End().Seconds() <= b+0.05 {
			return true
		}
	}
	return false
}
