package planner

import (
	"slices"
	"strings"
)

// strengthWords name how strong a look is: "the tint strength", "la
// intensidad del filtro", "half strength".
var strengthWords = []string{"strength", "intensity", "intensidad", "fuerza", "potencia"}

// effectStrengthSaid: a look's strength said by name ("lower the tint
// strength to 10", "bajale la intensidad al filtro cálido", "make the
// black and white half strength", "subile la fuerza al tinte") where that
// look is on the timeline is a change to that effect: the word was read
// as a thing the project lacks ("there is no 'la intensidad'") or left
// out. The word goes; the effect named, or the one effect of the look
// said, is the target (a clip said with it must lie under it); a bare
// number said after to/a is its level, not a time. A strength said with
// no way or number ("la intensidad del tinte") is not this, nor is one
// of several effects of the look (which one is not guessed). It reports
// whether it did.
func effectStrengthSaid(f *frame, r *resolver) bool {
	at := slices.IndexFunc(f.c.toks, func(t token) bool { return t.kind == tWord && contains(strengthWords, t.text) })
	if at < 0 || f.neg || f.nounIs("music", "audio", "voice") || f.hasProp("volume") || len(f.pos) > 0 {
		return false
	}
	switch f.verb {
	case "lower", "raise", "set", "make", "change", "":
	default:
		return false
	}
	targets := slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool {
		return n.kind == "" && len(n.names) > 0 && !slices.ContainsFunc(n.names, func(w string) bool { return !contains(strengthWords, w) })
	})
	var effects, others []np
	for _, n := range targets {
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 {
			return false
		}
		if !slices.ContainsFunc(ts, func(t target) bool { return t.el.Effect == nil }) {
			effects = append(effects, n)
		} else {
			others = append(others, n)
		}
	}
	switch {
	case len(effects) > 0 && len(f.effects) == 0:
	case len(effects) == 0 && len(f.effects) == 1:
		n, ok := oneEffectOfLook(f, r, f.effects[0])
		if !ok {
			return false
		}
		effects = []np{n}
	case len(effects) == 0 && len(f.effects) == 0 && len(others) == 0:
		n, ok := effectMeant(f, r)
		if !ok {
			return false
		}
		effects = []np{n}
	default:
		return false
	}
	for _, n := range others {
		// a clip said with the effect says where it is ("the black and
		// white on the backstage bit"): it must lie under it
		if !effectOnItsClips(&frame{targets: append(effects[:1:1], n)}, r) {
			return false
		}
	}
	level, levelSaid := amount{}, false
	var times []timeExpr
	for _, te := range f.times {
		if !levelSaid && len(f.amounts) == 0 && te.bare && te.kind == "point" && (te.prep == "to" || te.prep == "at") && te.a.sec > 0 && te.a.sec <= 100 {
			level, levelSaid = amount{"number", te.a.sec, "to"}, true
			continue
		}
		times = append(times, te)
	}
	if !levelSaid && len(f.amounts) == 0 && f.verb != "lower" && f.verb != "raise" &&
		!f.has("more", "less", "bit", "lot", "half", "double", "bigger", "smaller", "louder", "quieter") {
		return false
	}
	if f.has("louder") {
		f.mods = append(f.mods, "more") // "más fuerte": stronger, not louder
	}
	if f.has("quieter") {
		f.mods = append(f.mods, "less")
	}
	f.targets = effects
	f.effects = nil
	f.times = times
	if levelSaid {
		f.amounts = []amount{level}
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return contains(strengthWords, w) })
	return true
}

// effectLoweredToALevel: an effect on the timeline lowered or raised "to"
// a number ("tone the tint down to 10", "el tinte bajalo a 10", "the
// brightness boost, crank it to 40") goes to that level: the number was
// read as a time ("from 10s until when?"). Only a bare number from 1 to
// 100 with no other time is this, and only when every thing said is an
// effect, or "it" with the look said when one effect of that look is on
// the timeline.
func effectLoweredToALevel(f *frame, r *resolver) bool {
	lowered := f.verb == "lower" || f.verb == "raise" || f.verb == "" && f.has("down", "up")
	if !lowered || len(f.times) != 1 || len(f.amounts) > 0 || len(f.targets)+len(f.effects) == 0 || len(f.effects) > 1 || len(f.pos) > 0 {
		return false
	}
	te := f.times[0]
	if !te.bare || te.kind != "point" || te.prep != "to" && te.prep != "at" || te.a.sec <= 0 || te.a.sec > 100 {
		return false
	}
	if f.nounIs("music", "audio", "voice") || f.hasProp("volume") {
		return false
	}
	if len(f.effects) == 1 {
		key := f.effects[0]
		of := func(t target) bool { return t.el.Effect != nil && effectMatches(key, t.el.Effect.Type) }
		if slices.ContainsFunc(f.targets, func(n np) bool {
			ts, err := r.elements(n)
			return !n.pron && (err != nil || len(ts) == 0 || slices.ContainsFunc(ts, func(t target) bool { return !of(t) }))
		}) {
			return false // "the tint" is that look's effect; "it" is read as it
		}
		n, ok := oneEffectOfLook(f, r, key)
		if !ok {
			return false
		}
		f.targets = []np{n}
		f.effects = nil
	} else if !effectsNamed(f, r) {
		return false
	}
	f.times = nil
	f.amounts = []amount{{"number", te.a.sec, "to"}}
	return true
}

// stayedLook: "que el logo quede semitransparente", "el logo que quede
// más chico", "the logo should stay see-through": a verb of staying with
// how the thing looks and no time is that look, made now (it asked "say
// how long"). With a time ("que quede transparente hasta el 10") or a
// length it is as before; "que quede oculto" is a hide (hideSaid). It
// reports whether it read the look.
func stayedLook(f *frame) bool {
	if f.verb != "last" || len(f.times) > 0 || len(f.targets) == 0 || f.hasProp("duration", "visible", "invisible") {
		return false
	}
	said := fold(f.verbSaid)
	if !strings.HasPrefix(said, "qued") && !contains([]string{"stay", "stays", "remain", "remains"}, said) {
		return false
	}
	if slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "number" }) {
		return false // "que quede 5": a length
	}
	look := slices.ContainsFunc(f.props, func(p string) bool {
		return contains([]string{"transparent", "opaque", "opacity", "upsidedown", "sideways", "size", "tilted"}, p)
	})
	if !look && !f.has("bigger", "smaller") {
		return false
	}
	f.reread("last", "make")
	return true
}
