package planner

import (
	"slices"
	"strconv"
	"strings"
)

// lookOfAClipToALevel: a look said of a clip with the level it goes to
// ("el brillo del intro subilo a 40", "la saturación de las plantas
// subila a 60", "the brightness boost on the hello part: crank it to
// 40", "set the contrast of the city clip to 20") where one effect of
// that look lies over that clip is a change to that effect: the clip
// says which effect, the number its level. It was a new look from the
// clip to the number ("del intro … a 40": 0s–40s) or the number a time
// ("from 40s until when?"). With no effect of that look over the clip,
// or several, it is as before. It reports whether it read the clause so.
func lookOfAClipToALevel(f *frame, r *resolver) bool {
	if f.hasProp("volume") || len(f.pos) > 0 {
		return false
	}
	key, param, ok := lookOfALevel(f)
	if !ok {
		return false
	}
	var clips []np
	for _, n := range f.targets {
		if !n.pron {
			clips = append(clips, n)
		}
	}
	g := *f
	var level amount
	found := false
	if len(clips) == 0 {
		// "del intro subilo a 40": read as a span from the clip to 40
		if n, lv, ok := thingThenLevel(f); ok {
			level, found = lv, true
			if edge := introOrOutro(n); edge != 0 {
				// "el brillo del intro": the look's effect at that end
				return lookAtEdgeToLevel(f, r, key, param, edge, level)
			}
			clips = []np{n} // "del intro subilo": the "lo" glued to the verb is the look's, not the clip's
			g.times = nil
		}
	}
	if len(clips) == 0 {
		return false
	}
	if !found {
		var edge int
		level, edge, found = levelAndEdge(&g)
		if !found || edge != 0 {
			return false
		}
	}
	var over []target
	var at float64
	for _, n := range clips {
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 {
			return false
		}
		for _, c := range ts {
			if c.el.Effect != nil || c.el.Visual == nil && c.el.Text == nil {
				return false // an effect or a sound is not where a look is
			}
			for _, e := range all(r.p) {
				x, isNum := effectParam(e, param)
				if !isNum || x == 0 || !effectMatches(key, e.el.Effect.Type) || !(e.el.Start < c.el.End() && c.el.Start < e.el.End()) {
					continue
				}
				if !slices.ContainsFunc(over, func(o target) bool { return o.el.ID == e.el.ID }) {
					over = append(over, e)
					from, to := max(e.el.Start, c.el.Start).Seconds(), min(e.el.End(), c.el.End()).Seconds()
					at = (from + to) / 2
				}
			}
		}
	}
	if len(over) != 1 {
		return false // none there, or which of several is not guessed
	}
	f.targets = []np{{said: f.saidFor(cEffect, key), det: "the", kind: "effect", effect: key, shownAt: &at}}
	f.effects = nil
	f.times = nil
	f.amounts = []amount{level}
	return true
}

// bareNumberLast: the words said end with the number v, with no unit
// ("a 40", not "a 40s" nor "a 0:40").
func bareNumberLast(said string, v float64) bool {
	fs := strings.Fields(said)
	if len(fs) == 0 {
		return false
	}
	x, err := strconv.ParseFloat(strings.ReplaceAll(fs[len(fs)-1], ",", "."), 64)
	return err == nil && x == v && v > 0 && v <= 100
}

// introOrOutro: a thing said only as "the intro" (1) or "the outro" (-1);
// 0 otherwise.
func introOrOutro(n np) int {
	if n.kind != "" || len(n.names) > 0 || len(n.mods) != 1 {
		return 0
	}
	return map[string]int{"intro": 1, "outro": -1}[n.mods[0]]
}

// lookAtEdgeToLevel sets the one effect of the look key at the video's
// start (edge 1) or end (-1) to level, as lookToALevel does for "el
// brillo del principio a 40".
func lookAtEdgeToLevel(f *frame, r *resolver, key, param string, edge int, level amount) bool {
	n := np{said: f.saidFor(cEffect, key), det: "the", kind: "effect", effect: key, edge: edge}
	there := filter(all(r.p), func(t target) bool {
		x, isNum := effectParam(t, param)
		return isNum && x != 0 && effectMatches(key, t.el.Effect.Type)
	})
	if ts, err := atEdge(n, there, r.total()); err != nil || len(ts) != 1 {
		return false
	}
	f.targets = []np{n}
	f.effects = nil
	f.times = nil
	f.amounts = []amount{level}
	return true
}
