package planner

import (
	"fmt"
	"slices"
	"strings"
)

// A new look said of a clip with a bare number after "a", "al" or "at" ("blur de la entrevista a 40", "sepia a la foto al 30", "blur the
// interview at 40") is that look over the clip at that level: the number
// was read as a time (blur 0–40 s from "de la entrevista a 40", or "from
// 40 s until when?"). "hasta 40", "until 40", a unit or a length keep the
// time; a clip under a look of that kind already is read by the readers
// of a level of the one there (lookOfAClipToALevel).

// newLookAtALevel rewrites such a frame: the clip becomes the target, the
// number the level, and the time is dropped. It reports whether it did.
func newLookAtALevel(f *frame, r *resolver) bool {
	if len(f.effects) != 1 || len(f.amounts) > 0 || len(f.times) != 1 || len(f.pos) > 0 {
		return false
	}
	if contains([]string{"move", "extend", "start", "end", "split", "delete", "keep", "duplicate", "replace", "last", "trim", "cut", "undo"}, f.verb) {
		return false // "mové el blur de la entrevista a 40": a time
	}
	if f.verb == "raise" || f.verb == "lower" || f.has("up", "down") {
		return false // "el brillo del invernadero subilo a 40": the one there, raised (none there is refused)
	}
	if _, ok := lookParam(f.effects[0]); !ok {
		return false
	}
	te := f.times[0]
	var clip np
	var level amount
	switch {
	case te.kind == "range":
		// "de la entrevista a 40": "de" is "of" as much as "from"; "desde
		// la entrevista hasta 40" stays a time
		n, lv, ok := thingThenLevel(f)
		if !ok || introOrOutro(n) != 0 || te.first >= len(f.c.toks) || !f.c.toks[te.first].word("de", "del") || !levelWordBeforeLast(te.said) {
			return false
		}
		clip, level = n, lv
	case te.kind == "point" && te.bare && te.a.set && te.a.anchor == nil && te.a.span == "" && te.a.sec > 0 && te.a.sec <= 100 &&
		(te.prep == "to" || te.prep == "at") && levelWordBeforeLast(te.said):
		named := slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.pron })
		if len(named) != 1 || len(f.targets) != 1 {
			return false
		}
		clip, level = named[0], amount{"number", te.a.sec, "to"}
	default:
		return false
	}
	ts, err := r.elements(clip)
	if err != nil || len(ts) == 0 {
		return false
	}
	key := f.effects[0]
	for _, t := range ts {
		if t.el.Effect != nil || t.el.Visual == nil || !fillsFrame(r.p, t) {
			return false
		}
		if slices.ContainsFunc(all(r.p), func(e target) bool {
			return e.el.Effect != nil && effectMatches(key, e.el.Effect.Type) && e.el.Start < t.el.End() && t.el.Start < e.el.End()
		}) {
			return false
		}
	}
	f.targets = []np{clip}
	f.times = nil
	f.amounts = []amount{level}
	return true
}

// levelWordBeforeLast: the time said ends in "a N", "al N" or "at N", the
// way a level is said.
func levelWordBeforeLast(said string) bool {
	fs := strings.Fields(fold(said))
	return len(fs) >= 2 && contains([]string{"a", "al", "at"}, fs[len(fs)-2]) // "blur the garden to 40" may be until 40 s
}

// effectInTheRemovedOnesPlace: a look added with nothing said of where or
// when, right after a clause that removed one effect ("el blanco y negro
// de la foto sacalo y poné sepia", "remove the vignette and add a blur"),
// may go where that effect was or over the whole video (it went over the
// whole video): which is asked. "en su lugar", "instead" say its place
// (inItsPlace), "the whole video" says the video.
func effectInTheRemovedOnesPlace(s *sim, f *frame, r *resolver, sp span) *question {
	if r.ctx == nil || r.ctx.intent != "delete" || !r.ctx.hasSpan || len(r.ctx.last) != 1 || s.origin == nil {
		return nil
	}
	if len(f.targets) > 0 || len(f.times) > 0 || len(sp.ranges) > 0 || len(sp.points) > 0 || sp.duration > 0 || itsPlaceSaid(f) != "" {
		return nil
	}
	if !slices.ContainsFunc(all(s.origin), func(t target) bool { return t.id == r.ctx.last[0] && t.el.Effect != nil }) {
		return nil
	}
	a, b := r.ctx.lastSpan.a, r.ctx.lastSpan.b
	if a <= 0 && b >= s.total()-1e-6 {
		return nil // the one removed covered the video: the same either way
	}
	what := f.effects[0]
	if e, ok := videoEffects[what]; ok {
		what = e.id
	}
	return &question{fmt.Sprintf("Put %s over %s–%s, where the effect you removed was, or over the whole video? Say \"in its place\" or \"on the whole video\".",
		what, secs(a), secs(b))}
}
