package planner

// A look said with the level it goes to ("el brillo bajalo a 10", "set the
// brightness to 10", "lower the contrast to 20%") where an effect of that
// look is already on the timeline is a change to that effect: a new look
// would pile on the one there (a second brightness effect was laid over
// the whole video, or from 10 s on with "a 10" read as a time).

// lookToALevel rewrites the frame of such a clause into a change to the
// effect there: the look becomes the effect named, the number its level,
// and "del principio", "at the end" say which effect, not when. It reports
// whether it did. The verb must move a level (lower, raise, set, make or
// none): "add brightness, 10" stays a new look.
func lookToALevel(f *frame, r *resolver) bool {
	key, param, ok := lookOfALevel(f)
	if !ok {
		return false
	}
	for _, n := range f.targets {
		if !n.pron {
			return false // "the brightness of the city clip": over that clip, as before
		}
	}
	level, edge, ok := levelAndEdge(f)
	if !ok {
		return false
	}
	n := np{said: f.saidFor(cEffect, key), det: "the", kind: "effect", effect: key, edge: edge}
	there := filter(all(r.p), func(t target) bool {
		x, isNum := effectParam(t, param)
		return t.el.Effect != nil && effectMatches(key, t.el.Effect.Type) && isNum && x != 0
	})
	if len(there) == 0 {
		return false
	}
	if edge != 0 {
		if ts, err := atEdge(n, there, r.total()); err != nil || len(ts) == 0 {
			return false // none of that look at that end: not this reading
		}
	}
	f.targets = []np{n}
	f.effects = nil
	f.times = nil
	f.amounts = []amount{level}
	return true
}

// lookParam is the one setting a look changes ("brighter": brightness,
// "contrast": contrast); false for looks with several or none.
func lookParam(key string) (string, bool) {
	e, ok := videoEffects[key]
	if !ok || len(e.params) != 1 {
		return "", false
	}
	for k, v := range e.params {
		if _, num := v.(float64); num {
			return k, true
		}
	}
	return "", false
}

// effectParam is an effect's numeric setting of that name.
func effectParam(t target, param string) (float64, bool) {
	if t.el.Effect == nil {
		return 0, false
	}
	x, ok := t.el.Effect.Params[param].(float64)
	return x, ok
}

// levelAndEdge finds the level a look goes to: one number said after
// to/a/en/at (a bare number read as a time, or an amount), with at most
// the video's start or end said besides (which effect: edge 1 or -1).
func levelAndEdge(f *frame) (amount, int, bool) {
	var level amount
	found, edge := false, 0
	for _, a := range f.amounts {
		if found || a.prep != "to" && a.prep != "at" || a.kind != "percent" && a.kind != "number" {
			return amount{}, 0, false
		}
		level, found = a, true
	}
	for _, te := range f.times {
		switch {
		case te.a.anchor == nil && !te.b.set && (te.a.span == "start" || te.a.span == "end") && edge == 0:
			edge = map[string]int{"start": 1, "end": -1}[te.a.span]
		case !found && te.bare && te.kind == "point" && (te.prep == "to" || te.prep == "at") && te.a.sec > 0 && te.a.sec <= 100:
			level, found = amount{"number", te.a.sec, "to"}, true
		default:
			return amount{}, 0, false
		}
	}
	if !found {
		return amount{}, 0, false
	}
	return level, edge, true
}

// settingNamed is the one setting of the effect t that the clause names by
// its look ("the contrast", "el brillo") when the effect has several
// (brightness-contrast): only that one changes. "" when none is named.
func settingNamed(f *frame, t target) string {
	if t.el.Effect == nil || len(t.el.Effect.Params) < 2 {
		return ""
	}
	for _, n := range f.targets {
		if param, ok := lookParam(n.effect); ok && effectMatches(n.effect, t.el.Effect.Type) {
			if _, has := t.el.Effect.Params[param]; has {
				return param
			}
		}
		for _, w := range n.names {
			// "the contrast" named by a word of the effect's own name
			// (brightness-contrast): the setting of that name
			if _, has := t.el.Effect.Params[w]; has {
				return w
			}
		}
	}
	return ""
}

// lookOfALevel: the clause says one look, not of a sound, with a verb that
// moves a level (lower, raise, set, make, change or none): the look's key
// and the parameter its level is.
func lookOfALevel(f *frame) (key, param string, ok bool) {
	if len(f.effects) != 1 || f.neg || f.nounIs("music", "audio", "voice") {
		return "", "", false
	}
	switch f.verb {
	case "lower", "raise", "set", "make", "change", "":
	default:
		return "", "", false
	}
	key = f.effects[0]
	param, ok = lookParam(key)
	return key, param, ok
}
