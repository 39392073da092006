package planner

import (
	"fmt"
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

// newLookOfAClipAtALevel: a look said of a clip with the level it goes to
// where no effect of that look lies over it ("la saturación del clip de la
// cocina a 50", "el brillo de la ciudad a 20") is a new look over the
// clip at that level: the words read as one span from the clip back to
// the number (saturation 50s–82s). Only a span that would run backwards
// is read so: "blur from the city clip to 80" is a time. It reports
// whether it read the clause so.
func newLookOfAClipAtALevel(f *frame, r *resolver) bool {
	if _, _, ok := lookOfALevel(f); !ok || slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) {
		return false
	}
	n, level, ok := thingThenLevel(f)
	if !ok || introOrOutro(n) != 0 {
		return false
	}
	clips, err := r.elements(n)
	if err != nil || len(clips) == 0 {
		return false
	}
	start, _ := extent(clips)
	te := f.times[0]
	of := te.first > 0 && te.first <= len(f.c.toks) && f.c.toks[te.first-1].has(cEffect) &&
		slices.Contains([]string{"de", "del", "of"}, strings.Fields(te.said)[0])
	if !of && level.v > start.Seconds() || slices.ContainsFunc(clips, func(t target) bool { return !fillsFrame(r.p, t) }) {
		return false // a span that runs forward from the clip, or not a picture a look covers
	}
	f.targets = []np{n}
	f.times = nil
	f.amounts = []amount{level}
	return true
}

// looksOfThingsAtLevels: one clause that gives two things each its look's
// level ("la saturación de la cocina a 50 y la de la ciudad a 20", "el
// contraste de la cocina a 30 y el brillo de la ciudad a 20") is asked:
// each was read as a span from the thing to the number (50s–82s and
// 20s–70s), one look over both.
func looksOfThingsAtLevels(f *frame) error {
	if len(f.effects) == 0 || len(f.times) < 2 {
		return nil
	}
	var said []string
	for _, te := range f.times {
		if te.kind == "range" && te.a.anchor != nil && te.b.anchor == nil && te.b.span == "" && bareNumberLast(te.said, te.b.sec) {
			said = append(said, fmt.Sprintf("%q", te.said))
		}
	}
	if len(said) < 2 {
		return nil
	}
	return &question{fmt.Sprintf("Which look goes where, and how strong? %s read as times; say each on its own, e.g. \"put the saturation of the kitchen clip at 50%%\".", strings.Join(said, " and "))}
}
