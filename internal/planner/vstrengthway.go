package planner

import "slices"

// An effect taken down or up: "the vignette is too strong, take it down to
// 20", "bring the blur up a bit", "knock the saturation down to 10". An
// effect has no picture to place, so "down" and "up" said of effects only
// are the way its strength goes, as "lower" and "raise" say it (it was
// read as a place and refused: "vignette effect has no picture to place").
// A place said with more than the particle ("to the bottom left") stays a
// place, and a thing with a picture among the targets keeps the reading.

// effectWayOfPlace plans a place said of effects only as their strength
// going down or up; ok is false when the clause is not one.
func effectWayOfPlace(s *sim, f *frame, r *resolver, ts []target) (string, error, bool) {
	if len(ts) == 0 || slices.ContainsFunc(ts, func(t target) bool { return t.el.Effect == nil }) || len(f.pos) > 0 {
		return "", nil, false
	}
	down, up := f.has("down"), f.has("up")
	if down == up {
		return "", nil, false
	}
	if !contains(wayVerbs, f.verbSaid) {
		return "", nil, false // "move the vignette down": not a strength
	}
	g := *f
	g.verb = "raise"
	if down {
		g.verb = "lower"
	}
	g.bareNumberAsStrength()
	if len(g.times) > 0 {
		return "", nil, false // a time said: not the strength it goes to
	}
	line, err := planUpdateEffect(s, &g, r)
	f.times, f.amounts = nil, g.amounts // the number said is the strength, never a time too
	return line, err, true
}

// wayVerbs take a strength down or up with the particle; "" is no verb
// ("the vignette down to 20").
var wayVerbs = []string{"", "take", "bring", "turn", "knock", "dial", "crank", "tone", "push", "pump", "ramp", "get"}

// effectStrengthSteps: the steps only changed effects' strength (a place read as
// one by effectWayOfPlace), so the number said is no time to move to.
func effectStrengthSteps(steps []Step) bool {
	return len(steps) > 0 && !slices.ContainsFunc(steps, func(s Step) bool { return s.Tool != "update_effect" })
}
