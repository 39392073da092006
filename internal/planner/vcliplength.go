package planner

import "slices"

// A clip of the main track is said with a number of seconds: "make the
// second clip 6 seconds", "make the after photo 5 seconds instead of 8".
// Its start is where the clip before it ends, so the seconds can only be
// how long it lasts (it asked "start at 6s, or last 6s?"). Said of a
// thing over the video ("make the logo 6 seconds") both fit, and it is
// still asked.

// mainClipLength: the clause makes one clip of the main track some
// seconds long, with no "at" and no other value; the time becomes that
// length.
func mainClipLength(f *frame, r *resolver) bool {
	if f.verb != "make" || slices.ContainsFunc(f.verbs, func(v string) bool { return v != "make" }) {
		return false // "make the city clip start 6 seconds": a start or an end, not a length (read as its last 6 s)
	}
	if _, ok := startOrLength(f, r); !ok {
		return false
	}
	main := r.p.MainTrack()
	if main == nil {
		return false
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 || ts[0].trackID != main.ID {
		return false
	}
	t := f.times[0]
	if !endsInAUnit(t.said) {
		return false // "make the second clip 6": a bare number stays asked
	}
	f.times[0] = timeExpr{kind: "duration", dur: t.a.sec, said: t.said, first: t.first}
	return true
}
