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

// clipDestination: a thing over the video put "on" a clip of the main
// track ("put the sparkles sticker on the display photo", "the crown
// should go on the judge interview", "ponelo en la vitrina") shows from
// where that clip starts, as a copy sent there does (copyDestination); it
// was "say where to move it". Only a clip of the main track is a place
// in time this way, and only for things that are not on it. Returns the
// clip and the things to move without it.
func clipDestination(f *frame, r *resolver, ts []target) (target, []target, bool) {
	main := r.p.MainTrack()
	if main == nil || len(ts) == 0 || len(f.targets) < 2 {
		return target{}, nil, false
	}
	to, ok := copyDestination(f, r)
	if !ok || to.trackID != main.ID {
		return target{}, nil, false
	}
	rest := slices.DeleteFunc(slices.Clone(ts), func(t target) bool { return t.id == to.id })
	if len(rest) == 0 || slices.ContainsFunc(rest, func(t target) bool { return t.trackID == main.ID }) {
		return target{}, nil, false
	}
	if slices.ContainsFunc(rest, func(t target) bool { return t.el.Start >= to.el.Start && t.el.End() <= to.el.End() }) {
		// "put the heart on the interview" with the heart already over
		// it: not a move to where the clip starts (it was moved to 0 s);
		// it stays asked where to move it
		return target{}, nil, false
	}
	return to, rest, true
}
