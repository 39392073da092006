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
	a, b, ok := sectionClip(r, which)
	if !ok {
		return false
	}
	f.times = append(f.times, timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: "the intro"})
	return true
}

// sectionClip is the clip of the main track that people call the video's
// intro (its first clip) or outro (its last), when that clip is short
// beside the video; a video of one or two clips has no such clip.
func sectionClip(r *resolver, which string) (float64, float64, bool) {
	var main []target
	for _, t := range all(r.p) {
		if t.track == timeline.TrackMain {
			main = append(main, t)
		}
	}
	if len(main) < 3 {
		return 0, 0, false
	}
	sortByTime(main)
	clip := main[0]
	if which == "outro" {
		clip = main[len(main)-1]
	}
	a, b := clip.el.Start.Seconds(), clip.el.End().Seconds()
	if which == "intro" && a > 0.05 || which == "outro" && b < r.total()-0.05 || b-a > 15 || b-a > 0.25*r.total() {
		return 0, 0, false
	}
	return a, b, true
}
