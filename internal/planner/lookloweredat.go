package planner

// lookLoweredWhereItIs: "bajá la nitidez al final", "lower the brightness
// at the start", "subile la saturación al final" where one effect of that
// look is on the timeline and lies over the time said: that effect is
// made weaker or stronger. A new effect of the look was laid over the time
// instead, at its default strength: lowering the sharpness added
// sharpening (a silent wrong edit). Only one effect of the look, said the
// same way as it is (sharper of a sharpened part), no number, no thing,
// and one time that holds the effect or that is the edge of the video the
// effect reaches ("al final" of a sharpen from 48 to the end) is this;
// anything else is planned as before.
func lookLoweredWhereItIs(f *frame, r *resolver) bool {
	if len(f.targets) != 0 || len(f.times) != 1 {
		return false
	}
	n, e, ok := theEffectToChange(f, r)
	if !ok {
		return false
	}
	sp, err := r.times(f)
	if err != nil || len(sp.ranges)+len(sp.points) != 1 || sp.whole {
		return false
	}
	total := r.total()
	var lo, hi float64
	if len(sp.points) == 1 {
		// "al final", "at the start" read as a moment: only the edge of
		// the video itself says which effect
		lo, hi = sp.points[0], sp.points[0]
		if lo > 0.5 && hi < total-0.5 {
			return false
		}
	} else {
		lo, hi = sp.ranges[0].a, sp.ranges[0].b
	}
	es, ee := e.Start.Seconds(), e.End().Seconds()
	within := es >= lo-1 && ee <= hi+1
	atStart := lo < 0.5 && es < 0.5 && ee < total-0.5
	atEnd := hi > total-0.5 && ee > total-0.5 && es > 0.5
	if !within && !atStart && !atEnd {
		// the look said where there is none, or over a part of a longer
		// one ("bajá el brillo al final" of a brightness over the whole
		// video): planned as before
		return false
	}
	f.targets = []np{n}
	f.effects = nil
	f.times = nil
	return true
}
