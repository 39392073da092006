package planner

import (
	"fmt"
	"slices"
)

// A closing element (one that ends where the video does: "Thanks for
// watching!", an outro card) told to start earlier keeps closing the
// video: "make the thanks text start 2 seconds earlier", "que el cartel
// de gracias aparezca un segundo antes". It was moved whole, so it now
// ended before the video did (the lead's rule for "make X start at N"
// on a closing element, said by how much instead of where).

// closingStartsEarlier: the clause moves one closing element's start
// earlier (a verb of starting or showing, none of ending or lasting), and
// keeping its end would not show more than its file has.
func closingStartsEarlier(f *frame, ts []target, start, total float64) bool {
	if len(ts) != 1 || contains(f.verbs, "end") || contains(f.verbs, "last") {
		return false
	}
	t := ts[0]
	end := t.el.End().Seconds()
	if !closing(t, total) || pastEndKept(t, start, end) {
		return false
	}
	if shownFromOn(f) {
		return start < end-1e-6 // "que el texto de gracias se vea desde el 80": from then on, to the end (it was moved whole)
	}
	return f.has("earlier") && contains(f.verbs, "start") && start < t.el.Start.Seconds()-1e-6
}

// shownFromOn: the clause's one time is "from N" on, said with a wish
// that the thing shows ("que se vea desde el 60", "show it from 1:00"),
// no verb of moving and no length.
func shownFromOn(f *frame) bool {
	if f.verb == "move" || len(f.times) != 1 || f.times[0].kind != "from" || f.times[0].prep == "after" {
		return false
	}
	return f.hasProp("visible") || f.verb == "show" || contains(f.verbs, "start")
}

// timedByItself: the clause times a thing by "it" ("…and stay until it
// ends", "y que dure hasta que termina") and "it" is read as that same
// thing: a thing that lasts until it ends says nothing, so the "it" is
// the thing the clause before was timed by ("make the price show up when
// the test drive starts and stay until it ends": the test drive's end).
// With none, which is asked, never read as the thing itself (it kept
// its end: silent).
func timedByItself(s *sim, f *frame, r *resolver, sp span, ts []target) (span, error) {
	pron, until := "", false
	for _, te := range f.times {
		for _, v := range []timeVal{te.a, te.b} {
			if v.anchor != nil && v.anchor.pron {
				pron, until = te.said, te.kind == "until" && len(f.times) == 1
			}
		}
	}
	if pron == "" || len(sp.anchors) == 0 {
		return sp, nil
	}
	mine := ids(ts)
	for _, a := range sp.anchors {
		if !slices.Contains(mine, a.id) {
			return sp, nil
		}
	}
	var before []target
	if r.ctx != nil {
		for _, id := range r.ctx.anchorsBefore {
			if t, ok := s.target(id); ok && !slices.Contains(mine, id) {
				before = append(before, t)
			}
		}
	}
	if len(before) > 0 && len(sp.ranges) == 1 && len(sp.points) == 0 {
		a, b := extent(before)
		if until && sp.until {
			sp.ranges = []rng{{sp.ranges[0].a, b.Seconds()}}
		} else {
			sp.ranges = []rng{{a.Seconds(), b.Seconds()}} // "appear with the logo and disappear with it"
		}
		sp.anchors = before
		return sp, nil
	}
	return sp, &question{fmt.Sprintf("In %q, what is \"it\"? %s cannot be timed by itself; say the thing, e.g. \"until the music ends\".", pron, describe(ts))}
}
