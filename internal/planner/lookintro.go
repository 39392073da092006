package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// introAsFirstClip reads "the intro", said as where a look goes ("blur
// the intro", "the intro is a bit overexposed, make it darker"), as the
// first clip of the main track, when that clip is short beside the video:
// it opens the video and is what people call its intro (it asked "Which
// part is intro?"). A first clip that is a large part of the video, or a
// video of one or two clips, stays asked. Only "intro": the closing
// stretch is read elsewhere, and other edits than looks keep asking.
func introAsFirstClip(f *frame, r *resolver, intent, which string) bool {
	if intent != "effect" && intent != "update effect" || which != "intro" || len(f.times) > 0 || f.has("outro") {
		return false
	}
	var main []target
	for _, t := range all(r.p) {
		if t.track == timeline.TrackMain {
			main = append(main, t)
		}
	}
	if len(main) < 3 {
		return false
	}
	sortByTime(main)
	a, b := main[0].el.Start.Seconds(), main[0].el.End().Seconds()
	if a > 0.05 || b-a > 15 || b-a > 0.25*r.total() {
		return false
	}
	f.times = append(f.times, timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: "the intro"})
	return true
}
