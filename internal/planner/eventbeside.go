package planner

import (
	"fmt"
	"slices"
)

// timeBesideEvent: a moment said by what happens and by its time, side
// by side: "add NEW PB! when the boss dies, like at 55 seconds", "los
// aplausos que arranquen en el 44, cuando el nene cruza de verdad". The
// event's words past its subject cannot be placed ("dies", "cruza de
// verdad"), so the event alone was asked ("When is …?") though the time
// was said. The time is the moment, checked against the thing the event
// names: inside its span (a second of slack either side), the event is
// set aside and the time kept; outside, which one is asked; a subject the
// project has nothing of leaves the time to say it alone.
func timeBesideEvent(f *frame, r *resolver) *question {
	if f.eventUnsaid == "" {
		return nil
	}
	ev, at := -1, -1
	for i, te := range f.times {
		switch {
		case te.prep == "during" && te.a.anchor != nil && !te.a.anchor.pron && (te.kind == "anchor" || te.kind == "point"):
			if ev >= 0 {
				return nil
			}
			ev = i
		case te.kind == "point" && te.a.set && te.a.anchor == nil && !te.bare || te.kind == "point" && te.a.set && te.a.anchor == nil && te.bare && te.prep != "":
			if at >= 0 {
				return nil
			}
			at = i
		case te.kind == "duration":
		default:
			return nil
		}
	}
	if at < 0 {
		return nil
	}
	sec := f.times[at].a.sec
	if ev >= 0 {
		lo, hi, _, err := r.anchorSpan(f.times[ev].a.anchor)
		if err == nil && (sec < lo-1 || sec > hi+1) {
			return &question{fmt.Sprintf("%q is at %s–%s, and %s is not in it: which time do you mean? Say it once, e.g. \"at %s\".",
				f.eventUnsaid, secs(lo), secs(hi), secs(sec), secs(lo))}
		}
		f.times = slices.Delete(slices.Clone(f.times), ev, ev+1)
	}
	f.eventUnsaid = ""
	return nil
}
