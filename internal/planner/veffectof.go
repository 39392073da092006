package planner

import (
	"fmt"
	"slices"
	"strings"
)

// effectOfAClip: an effect on the timeline said of a clip ("la viñeta del
// clip de la ciudad subila a 60", "set the vignette over the city clip to
// 20", "delete the blur on the kitchen clip", "la viñeta del intro subila a
// 60") is the effect lying over that clip: the clip says which effect and
// is not a second thing to change (the clip's volume was set to 60, the
// vignette moved to 20 s, or retimed from the clip to the number). One
// effect there is that one; none there, or several, is asked, naming where
// the effects are. A verb that places the effect ("put the vignette on the
// city clip", "move the blur over the interview", "extend it over …")
// keeps its reading, as does "set"/"make" with nothing else said. It
// reports an error to ask, or nil (the frame narrowed, or left as it was).
func effectOfAClip(f *frame, r *resolver) error {
	effects := effectsNamedFirst(f, r)
	if effects == nil {
		return nil
	}
	head := f.targets[0]
	var clip np
	rest := f.targets[1:]
	times, amounts := f.times, f.amounts
	switch {
	case len(rest) > 0 && f.verb != "" && rest[0].first == head.end+1 && qualifierAt(f.c.toks, head.end) && !rest[0].pron:
		clip, rest = rest[0], rest[1:]
	case len(rest) == 0:
		n, level, ok := thingThenLevel(f)
		if !ok {
			return nil
		}
		clip, times, amounts = n, nil, []amount{level}
	default:
		return nil
	}
	var over []target
	if edge := introOrOutro(clip); edge != 0 {
		// "la viñeta del intro": the effect at the video's start (or end)
		n := head
		n.edge = edge
		over, _ = atEdge(n, effects, r.total())
	} else {
		clips, err := r.elements(clip)
		if err != nil || len(clips) == 0 || slices.ContainsFunc(clips, func(t target) bool { return t.el.Effect != nil || t.el.Visual == nil && t.el.Text == nil }) {
			return nil // not a picture an effect lies over: as before
		}
		over = filter(effects, func(e target) bool {
			return slices.ContainsFunc(clips, func(c target) bool { return e.el.Start < c.el.End() && c.el.Start < e.el.End() })
		})
	}
	if len(over) != 1 {
		var where []string
		for _, e := range effects {
			where = append(where, fmt.Sprintf("%s–%s", secs(e.el.Start.Seconds()), secs(e.el.End().Seconds())))
		}
		place := "over " + clip.said
		if edge := introOrOutro(clip); edge != 0 {
			place = map[int]string{1: "at the start of the video", -1: "at the end of the video"}[edge]
		}
		if len(over) == 0 {
			return &question{fmt.Sprintf("There is no %s %s: %s runs %s. Which one do you mean? Say its times, e.g. \"%s at %s\".",
				bare(head), place, head.said, strings.Join(where, ", "), head.said, secs(effects[0].el.Start.Seconds()))}
		}
		return &question{fmt.Sprintf("Which %s %s: the one at %s? Say its times.", bare(head), place, strings.Join(where, ", the one at "))}
	}
	e := over[0]
	at := (e.el.Start.Seconds() + e.el.End().Seconds()) / 2
	head.shownAt = &at
	head.edge = 0
	f.targets = append([]np{head}, rest...)
	f.times, f.amounts = times, amounts
	return nil
}

// placesEffect: the verb puts the effect somewhere ("put the vignette on
// the city clip", "apply it over the interview", "move the blur to the
// kitchen clip", "extend the tint over the whole clip"), or "set"/"make"
// with nothing but the clip said ("set the vignette over the intro").
func placesEffect(f *frame) bool {
	switch f.verb {
	case "add", "move", "apply", "place", "duplicate", "extend", "keep", "start", "end", "split", "replace":
		return true
	case "put", "set", "make", "change":
		return len(f.times)+len(f.amounts) == 0 && !f.has("more", "less", "bit", "lot", "half", "double", "louder", "quieter", "bigger", "smaller")
	}
	return false
}

// qualifierAt: the word at i joins a thing to the one it lies over ("of",
// "over", "on", "del", "sobre", "en", "in"; "al" after "bajale": "bajale
// la viñeta al clip de la ciudad").
func qualifierAt(toks []token, i int) bool {
	return i >= 0 && i < len(toks) && toks[i].word("of", "over", "on", "on top of", "in", "de", "del", "de la", "sobre", "encima de", "en", "al", "a la", "a")
}

// thingThenLevel: "del intro subilo a 40" read as one span from a thing
// to a bare number: the thing said (with "lo" glued to the verb left to
// what was fronted) and the number as the level it goes to.
func thingThenLevel(f *frame) (np, amount, bool) {
	if len(f.times) != 1 || len(f.amounts) != 0 {
		return np{}, amount{}, false
	}
	te := f.times[0]
	if te.kind != "range" || te.a.anchor == nil || te.a.edge != "" || te.b.anchor != nil || te.b.span != "" || !bareNumberLast(te.said, te.b.sec) {
		return np{}, amount{}, false
	}
	n := *te.a.anchor
	if n.kind == "" && len(n.names) == 0 && len(n.mods) == 0 {
		return np{}, amount{}, false
	}
	n.pron = false
	return n, amount{"number", te.b.sec, "to"}, true
}

// lookAtAnEdgeMissing: a look said of the intro or outro with the level it
// goes to ("el brillo del intro subilo a 40") where no effect of that look
// lies at that end is asked: the words were read as a new look from the
// video's start to the number (brightness 0s–40s).
func lookAtAnEdgeMissing(f *frame, r *resolver) error {
	key, param, ok := lookOfALevel(f)
	if !ok || slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) {
		return nil
	}
	n, level, ok := thingThenLevel(f)
	edge := introOrOutro(n)
	if !ok || edge == 0 {
		return nil
	}
	if g := *f; lookAtEdgeToLevel(&g, r, key, param, edge, level) {
		return nil // there is one: lookOfAClipToALevel sets it
	}
	where := map[int]string{1: "start", -1: "end"}[edge]
	return &question{fmt.Sprintf("There is no %s look at the %s of the video to set to %g. Add one there? Say its times, e.g. \"%s %g from %s to %s\".",
		f.saidFor(cEffect, key), where, level.v, f.saidFor(cEffect, key), level.v, secs(0), secs(min(10, r.total())))}
}

// levelOverADrawing: an effect there said with a level and over a thing
// it cannot lie over alone ("set the vignette to 80 over the title", "la
// viñeta sobre el corazón a 60", "la viñeta de la música a 30") is asked:
// an effect covers the whole picture, not a text, a sticker or a sound
// (the vignette was moved to 80 s, or made to run 0–30 s).
func levelOverADrawing(f *frame, r *resolver) error {
	effects := effectsNamedFirst(f, r)
	if effects == nil {
		return nil
	}
	head := f.targets[0]
	var thing np
	var level amount
	switch rest := f.targets[1:]; {
	case len(rest) == 1 && !rest[0].pron:
		lv, edge, ok := levelAndEdge(f)
		if !ok || edge != 0 {
			return nil
		}
		thing, level = rest[0], lv
	case len(rest) == 0:
		n, lv, ok := thingThenLevel(f)
		if !ok {
			return nil
		}
		thing, level = n, lv
	default:
		return nil
	}
	things, err := r.elements(thing)
	if err != nil || len(things) == 0 || slices.ContainsFunc(things, func(t target) bool { return t.el.Effect != nil || fillsFrame(r.p, t) }) {
		return nil // a clip: effectOfAClip's
	}
	return &question{fmt.Sprintf("%s covers the whole picture, not %s alone: set it to %g where it is (say \"set %s to %g\"), or over %s's time (say \"while %s shows\")?",
		head.said, thing.said, level.v, head.said, level.v, thing.said, thing.said)}
}

// effectsNamedFirst: the effects there that the clause's first thing names
// ("the vignette", "el desenfoque"), when the clause does not place an
// effect, deny, or add a new one ("a blur"); nil otherwise.
func effectsNamedFirst(f *frame, r *resolver) []target {
	if len(f.targets) == 0 || f.neg || placesEffect(f) {
		return nil
	}
	head := f.targets[0]
	if head.pron || head.det == "a" {
		return nil
	}
	effects, err := r.elements(head)
	if err != nil || len(effects) == 0 || slices.ContainsFunc(effects, func(t target) bool { return t.el.Effect == nil }) {
		return nil
	}
	return effects
}
