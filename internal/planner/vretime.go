package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// effectLevelSaidAsTime: an effect on the timeline "set to", "put at" a
// bare number ("set the vignette to 10", "poné la viñeta en 40", "la
// viñeta al 40%") where the effect has a strength: that strength, not a
// move to 10 s (it was moved) nor "say where to move it". "Move the
// vignette to 10", "poné la viñeta en el 40" and a number with its unit
// stay a time. It reports whether it read the number so.
func effectLevelSaidAsTime(f *frame, r *resolver) (bool, error) {
	if !contains([]string{"", "put", "set", "make", "change"}, f.verb) || f.neg || len(f.targets) != 1 || len(f.pos) > 0 ||
		len(f.effects) > 0 || f.hasTextContent() || f.has("later", "earlier", "more", "less") {
		return false, nil
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) == 0 || slices.ContainsFunc(ts, func(t target) bool { return !hasStrength(t) }) {
		return false, nil
	}
	switch {
	case len(f.times) == 0 && len(f.amounts) == 1 && f.amounts[0].kind == "percent" && f.amounts[0].prep != "by":
		return true, nil // "poné la viñeta al 40%": already an amount
	case len(f.times) == 0 && len(f.amounts) == 1 && f.amounts[0].kind == "number" && f.amounts[0].prep == "" && f.amounts[0].v > 0 &&
		f.amounts[0].v < r.total() && (f.verb == "make" || f.verb == "put" || f.verb == ""):
		// "make the vignette 5": a strength or a moment (see below)
		return false, strengthOrMoment(f.targets[0].said, f.amounts[0].v)
	case len(f.times) == 1 && len(f.amounts) == 0:
		te := f.times[0]
		said := " " + fold(te.said) + " "
		if te.kind != "point" || !te.bare || te.a.anchor != nil || te.a.span != "" || te.a.sec <= 0 || te.a.sec > 100 ||
			strings.Contains(said, " el ") || strings.Contains(said, " the ") || strings.Contains(said, " second") || strings.Contains(said, " segundo") {
			return false, nil
		}
		// "put the vignette at 75", "make the vignette 5": "at" or no
		// word before a bare number below the video's length may be a
		// moment as well as a strength (the vignette of 70–82 s got
		// intensity 75: silent if a moment was meant), so it is asked,
		// as muteThenLevel does; "to N", "al N", "en N", "N%" stay the
		// strength (Spanish says a moment "en el N", "a los N")
		if w := strings.Fields(fold(te.said)); len(w) > 0 && (w[0] == "at" || w[0][0] >= '0' && w[0][0] <= '9') && te.a.sec < r.total() {
			return false, strengthOrMoment(f.targets[0].said, te.a.sec)
		}
		f.amounts = append(f.amounts, amount{"number", te.a.sec, "to"})
		f.times = nil
		return true, nil
	}
	return false, nil
}

// strengthOrMoment asks whether a bare number v said of the effect n is
// its strength or a moment.
func strengthOrMoment(n string, v float64) *question {
	return &question{fmt.Sprintf("Set the strength of %s to %g, or move it to %s? Say \"set %s to %g%%\" or \"move %s to %s\".",
		n, v, secs(v), n, v, n, secs(v))}
}

// hasStrength: an effect with a number to set (a vignette's intensity).
func hasStrength(t target) bool {
	if t.el.Effect == nil {
		return false
	}
	for _, v := range t.el.Effect.Params {
		if _, ok := v.(float64); ok {
			return true
		}
	}
	_, ok := lookParam(t.el.Effect.Type)
	return ok
}

// effectOnOneClip: an effect on the timeline said to be on a clip ("the
// vignette should only be on the kitchen clip", "que la viñeta esté solo
// en el clip de la cocina", "put the vignette only on the kitchen clip"):
// it runs while that clip plays (refused: "no verb", or "say where to
// move it"). "The vignette of the city clip" only says which.
func effectOnOneClip(f *frame, r *resolver) (bool, error) {
	if !contains([]string{"", "put", "move", "make", "keep"}, f.verb) || f.neg || len(f.targets) != 2 || len(f.times) > 0 ||
		len(f.pos) > 0 || len(f.amounts) > 0 || len(f.effects) > 0 || f.hasTextContent() || f.has("more", "less", "later", "earlier") {
		return false, nil
	}
	// a complaint ("the vignette on the city clip is too strong", "la
	// viñeta del clip de la ciudad está muy fuerte") says which vignette
	// and how it looks, not where it goes (it answered "nothing to
	// change" as if it had been moved: silent)
	if degreeBeforeWord(f.c.toks) {
		return false, nil
	}
	// with no verb, only "only"/"solo" or "should be"/"que esté" says
	// where it belongs ("the vignette should only be on the kitchen clip")
	if f.verb == "" && !hasWord(f, "only", "solo", "sólo", "just", "solamente", "unicamente", "únicamente", "should", "must", "debe", "deberia", "debería", "este", "esté", "esten", "estén") {
		return false, nil
	}
	fx, clip := f.targets[0], f.targets[1]
	if clip.pron || clip.det == "a" || !contains([]string{"on", "in", "at", "to", "over", "onto", "during"}, clip.prep) {
		return false, nil
	}
	effects, err := r.elements(fx)
	if err != nil || len(effects) == 0 || slices.ContainsFunc(effects, func(t target) bool { return t.el.Effect == nil }) {
		return false, nil
	}
	under, err := r.elements(clip)
	if err != nil || len(under) == 0 || slices.ContainsFunc(under, func(t target) bool {
		return t.el.Effect != nil || t.track != timeline.TrackMain && t.el.Visual == nil
	}) {
		return false, nil
	}
	// "also put the vignette on the kitchen clip", "…too", "también":
	// on that clip as well, not moved off the one it is on (it was moved:
	// silent), so it is asked
	if f.c.also || alsoSaid(f.c.toks) {
		if a, b, ok := effectAlsoOver(effects, under); ok && f.verb != "move" {
			f.times = []timeExpr{rangeOf(a, b, clip.said, clip.first)}
			f.targets = f.targets[:1]
			return true, nil
		}
		return false, &question{fmt.Sprintf("Keep %s where it is and add another on %s, or move it there? Say \"move %s to %s\" to move it.",
			fx.said, clip.said, fx.said, clip.said)}
	}
	anchor := clip
	f.times = []timeExpr{{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: clip.said, first: clip.first}}
	f.targets = f.targets[:1]
	return true, nil
}

// anchorIsAll: an edge said of nothing, of everything or of the video
// ("al principio de todo", "at the beginning of everything", "at the very
// start of the video"): the video's edge (a clip put "al principio de
// todo" was moved over the first clip and refused as an overlap).
func anchorIsAll(n *np) bool {
	return n == nil || !n.pron && len(n.names) == 0 && n.ord == 0 && (n.kind == "everything" || n.kind == "video")
}

// elidedOneAfter: "antes del de la ciudad", "después del de la cocina":
// "del" closes "antes"/"después" and the noun after it is left out ("the
// one of the city"), so the "de" after it belongs to the thing named (it
// was no time, and the clip was "moved" nowhere: refused).
func elidedOneAfter(toks []token, i int) bool {
	t := toks[i]
	if !t.has(cPrep, "before") && !t.has(cPrep, "after") || !strings.HasSuffix(t.text, " del") && !strings.HasSuffix(t.text, " de la") {
		return false
	}
	j := i + 1
	return j+1 < len(toks) && toks[j].word("de", "del") && !toks[j+1].timeLike()
}

// partBesideCut: after a split at one time of one clip ("dividí las
// plantas en el 41"), a removal of "la parte de después", "the part
// after", "lo que viene después de ese corte" (or "de antes", "before")
// with no time of its own is the piece of that clip after (or before) the
// cut (refused: "say what to remove", or asked which time "the" was).
func partBesideCut(f *frame, prevIntent string, rc *refContext) {
	if prevIntent != "split" || len(rc.cuts) != 3 || len(f.times) > 0 || !contains(removalVerbs, f.verb) && f.verb != "drop" && f.verb != "kill" {
		return
	}
	for _, n := range f.targets {
		said := " " + fold(n.said) + " "
		if len(n.names) > 0 && !strings.Contains(said, " corte ") || n.kind != "part" && !n.pron && !strings.Contains(said, " corte ") && !strings.Contains(said, " cut ") {
			return
		}
	}
	way, at := "", -1
	for i, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		switch w := strings.Fields(fold(t.text)); {
		case len(w) > 0 && contains([]string{"despues", "after", "afterwards"}, w[0]):
			way, at = "after", i
		case len(w) > 0 && contains([]string{"antes", "before"}, w[0]):
			way, at = "before", i
		}
	}
	if at >= 0 && at < len(f.used) {
		f.used[at] = true
	}
	a, b := rc.cuts[1], rc.cuts[2]
	switch way {
	case "after":
	case "before":
		a, b = rc.cuts[0], rc.cuts[1]
	default:
		return
	}
	f.times = []timeExpr{{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: "the part " + way + " the cut"}}
	f.targets = nil
}

// degreeBeforeWord: "too", "muy", "demasiado", "re" right before another word
// ("too strong", "muy fuerte"): a complaint of degree (lead policy 4).
func degreeBeforeWord(toks []token) bool {
	for i, t := range toks {
		if t.kind == tWord && i+1 < len(toks) && toks[i+1].kind == tWord {
			if w := strings.Fields(fold(t.text)); len(w) > 0 && contains([]string{"too", "muy", "demasiado", "demasiada", "re"}, w[len(w)-1]) {
				return true
			}
		}
	}
	return false
}

// alsoSaid: "also", "también", "as well", or "too" closing the clause
// ("put it on the kitchen clip too"): one more place, not another place.
func alsoSaid(toks []token) bool {
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		if alsoWord(t) {
			return true
		}
		if w := strings.Fields(fold(t.text)); len(w) > 0 && w[len(w)-1] == "too" && !slices.ContainsFunc(toks[i+1:], func(u token) bool { return u.kind == tWord }) {
			return true
		}
	}
	return false
}
