package planner

import "slices"

// trackOfThings: "mute the clips on the main track", "el audio de los
// clips de la pista principal": a track said after the things, with "on",
// "in" or "of", says where they are, not a second thing to edit ("there is
// no the main track"). It is dropped when the track holds every element
// the things before it name; otherwise it stays (and is refused or asked
// as before).
func (f *frame) trackOfThings(r *resolver) {
	k := len(f.targets) - 1
	if k < 1 {
		return
	}
	last := f.targets[k]
	if last.kind != "track" || !slices.Contains([]string{"on", "in", "of", "at", "from"}, last.prep) {
		return
	}
	tr, err := r.track(last)
	if err != nil {
		return
	}
	for _, n := range f.targets[:k] {
		if n.kind == "track" || n.pron {
			return
		}
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 || slices.ContainsFunc(ts, func(t target) bool { return t.trackID != tr.ID }) {
			return
		}
	}
	f.targets = f.targets[:k]
}
