package planner

import (
	"fmt"
	"math"
	"slices"
)

// A clause after a removal that says a thing should end or start "there"
// ("cortá los últimos 2 segundos del drone y que el horario termine ahí
// también", "cut the last 3 seconds of the city clip and make the title
// end there too"): the stretch is gone, but where it was cut is one
// moment, the cut clip's new end (or start), since the gap closed there.
// That moment is the time (it was asked which time "ahí" was, the
// timeline having changed).

// closedCut is where a removal of a thing's first or last seconds closed
// its gap: the stretch's start, when the main track got shorter by the
// stretch (before and after are its ends); nil when it removed several
// stretches, or left a gap. A stretch said by its times ("cortá del 10 al
// 12 y que la música termine ahí") is left to be asked: the music is cut
// there too, and which piece ends was not said.
func closedCut(f *frame, sp span, before, after float64) *float64 {
	if len(sp.ranges) != 1 || len(f.times) != 1 || f.times[0].kind != "first" && f.times[0].kind != "last" || f.times[0].a.anchor == nil {
		return nil
	}
	x := sp.ranges[0]
	if x.b <= x.a || math.Abs(before-after-(min(x.b, before)-x.a)) > 1e-6 {
		return nil
	}
	at := x.a
	return &at
}

// endsAtTheCut gives a clause that makes something end or start at a word
// of place ("que el horario termine ahí", "make the title end there"),
// and says no time of its own, the moment the removal before closed its
// gap at.
func endsAtTheCut(f *frame, cut *float64) {
	edge := f.verb == "end" || f.verb == "start" || f.verb == "make" && (slices.Contains(f.verbs, "end") || slices.Contains(f.verbs, "start"))
	if cut == nil || len(f.times) > 0 || !edge {
		return
	}
	at, part, ok := spanBackAt(f)
	if !ok || part >= 0 {
		return
	}
	f.times = []timeExpr{{kind: "point", prep: "at", a: timeVal{sec: *cut, set: true},
		said: fmt.Sprintf("%s (%s)", f.c.toks[at].text, secs(*cut)), first: at}}
}
