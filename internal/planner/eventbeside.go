package planner

import (
	"fmt"
	"slices"
	"strings"
)

// timeBesideEvent: a moment said by what happens and by its time, side
// by side: "add NEW PB! when the boss dies, like at 55 seconds", "los
// aplausos que arranquen en el 44, cuando el nene cruza de verdad". The
// event's words past its subject cannot be placed ("dies", "cruza de
// verdad"), so the event alone was asked ("When is …?") though the time
// was said. The time is the moment, checked against the thing the event
// names: inside its span (a second of slack either side), the event is
// set aside and the time kept; outside, which one is asked; a subject the
// project has nothing of leaves the time to say it alone.
func timeBesideEvent(f *frame, r *resolver) *question {
	if f.eventUnsaid == "" {
		return eventAgreesWithTime(f, r)
	}
	ev, at := -1, -1
	for i, te := range f.times {
		switch {
		case te.prep == "during" && te.a.anchor != nil && !te.a.anchor.pron && (te.kind == "anchor" || te.kind == "point"):
			if ev >= 0 {
				return nil
			}
			ev = i
		case te.kind == "point" && te.a.set && te.a.anchor == nil && !te.bare || te.kind == "point" && te.a.set && te.a.anchor == nil && te.bare && te.prep != "":
			if at >= 0 {
				return nil
			}
			at = i
		case te.kind == "duration":
		default:
			return nil
		}
	}
	if at < 0 {
		return nil
	}
	sec := f.times[at].a.sec
	if ev >= 0 {
		lo, hi, _, err := r.anchorSpan(f.times[ev].a.anchor)
		if err == nil && (sec < lo-1 || sec > hi+1) {
			return &question{fmt.Sprintf("%q is at %s–%s, and %s is not in it: which time do you mean? Say it once, e.g. \"at %s\".",
				f.eventUnsaid, secs(lo), secs(hi), secs(sec), secs(lo))}
		}
		f.times = slices.Delete(slices.Clone(f.times), ev, ev+1)
	}
	f.eventUnsaid = ""
	return nil
}

// eventAfterTimeJoins: a clause of when said after a comma, beside the
// time of the edit before it ("los aplausos que arranquen en el 44,
// cuando el nene cruza de verdad", "el texto de los precios que dure
// hasta el 43, cuando termina lo del parche", "put the star at 12, when
// she jumps"). The event only describes the time said in numbers: it is
// read in the same clause, where timeBesideEvent checks the two agree.
// As a clause of its own it took the verb before and was asked ("When is
// …?") or refused ("say how long"). The event must say nothing more:
// no time, number, place, quote or pronoun of its own ("…, when she
// jumps make it bigger" is an edit of its own).
func eventAfterTimeJoins(prev *clause, conn, toks []token) bool {
	if !commaOnly(conn) || len(toks) < 2 || !eventOpener(toks, 0) {
		return false
	}
	toks = slices.Clone(toks)
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.word("lo") && i+1 < len(toks) && toks[i+1].word("del") {
			// "cuando termina lo del parche": the patch, as "el parche"
			// (it was read as "it", a second thing to change)
			toks[i].text, toks[i].lex = "el", lookup("el")
			toks = slices.Delete(toks, i+1, i+2)
			continue
		}
		if t.kind != tWord || t.has(cPos) || t.has(cPron) {
			return false
		}
	}
	numbered := false
	for _, t := range prev.toks {
		if t.kind == tQuote {
			continue
		}
		if t.timeLike() {
			numbered = true
		}
	}
	if !numbered {
		return false
	}
	prev.toks = append(append(prev.toks, conn...), toks...)
	return true
}

// eventAgreesWithTime: an event the time reader placed, and a time in
// numbers said beside it that agrees with it ("add an exclamation sticker
// at 0:24 when the nail shows up" where the nail photo starts at 24, "que
// dure hasta el 43, cuando termina el clip del parche" where it ends at
// 43, "when gus waves at the end, around 61" inside the clip he waves in):
// one moment said twice. Both were kept ("Invalid time range", or "the
// request says it twice"). The numbers win and the event is dropped only
// where they agree (its edge within a second, or inside its span); times
// that disagree are asked ("at 0:40 when the nail shows up" where it shows
// at 24 was "Invalid time range"; "add a heart at 30, when he sands the
// patch" went over the sanding clip, 33-43). A stretch said with "while"
// beside a moment in numbers is read the same way ("fire emoji at second
// 12 while she's churning": the churning's span, 10-22, was the time and
// the 12 was lost); "while" beside "from"/"until" or a bare number is
// left as it was (the event still gives the other end there; "to 0.2
// while laura talks" is a level).
func eventAgreesWithTime(f *frame, r *resolver) *question {
	ev, at := -1, -1
	while := false
	for i, te := range f.times {
		switch {
		case te.prep == "during" && te.a.anchor != nil && !te.a.anchor.pron && (eventSaidAt(te.said) || eventSaidWhile(te.said)):
			if ev >= 0 {
				return nil
			}
			ev, while = i, !eventSaidAt(te.said)
		case numbersOnly(te):
			if at >= 0 {
				return nil
			}
			at = i
		}
	}
	if ev < 0 || at < 0 || while && (f.times[at].kind != "point" || f.times[at].bare) {
		// with "while" only a moment said as one ("at second 12"): "lower
		// the music to 0.2 while laura talks" is a level, and was asked
		return nil
	}
	lo, hi, _, err := r.anchorSpan(f.times[ev].a.anchor)
	if err != nil || hi < lo {
		return nil
	}
	drop := []int{ev}
	if k := ev + 1; k < len(f.times) && k != at && f.times[k].kind == "span" && f.times[k].a.anchor == nil {
		// "when gus waves at the end": the end of the event's own span
		switch f.times[k].a.span {
		case "end":
			lo = (lo + hi) / 2
		case "start":
			hi = (lo + hi) / 2
		default:
			return nil
		}
		drop = append(drop, k)
	}
	switch f.times[ev].a.edge {
	case "start":
		hi = lo
	case "end":
		lo = hi
	case "whole", "":
	default:
		return nil
	}
	te := f.times[at]
	v := te.a.sec
	if te.kind == "until" {
		v = te.b.sec
	}
	if v < lo-1 || v > hi+1 {
		if lo == hi {
			return &question{fmt.Sprintf("%q is at %s, and %s is another time: which one do you mean? Say it once, e.g. \"at %s\".",
				f.times[ev].said, secs(lo), secs(v), secs(lo))}
		}
		return &question{fmt.Sprintf("%q is at %s–%s, and %s is not in it: which time do you mean? Say it once, e.g. \"at %s\".",
			f.times[ev].said, secs(lo), secs(hi), secs(v), secs(lo))}
	}
	times := slices.Clone(f.times)
	for i := len(drop) - 1; i >= 0; i-- {
		times = slices.Delete(times, drop[i], drop[i]+1)
	}
	f.times = times
	if at := f.c.restatedAt; at > 0 && !slices.ContainsFunc(times, func(te timeExpr) bool { return te.first >= at }) {
		f.c.restatedAt = 0 // the event said again was the one dropped (restated.go)
	}
	return nil
}

// eventSaidAt: a time's words open with a word of when ("when the nail
// shows up", "cuando termina el clip", "as soon as he starts").
func eventSaidAt(said string) bool {
	w := fold(said)
	for _, o := range eventPointWords {
		if strings.HasPrefix(w, o+" ") {
			return true
		}
	}
	return false
}

// eventSaidWhile: a time's words open with a word of a stretch ("while
// she's churning", "mientras bate").
func eventSaidWhile(said string) bool {
	w := fold(said)
	for _, o := range eventSpanWords {
		if strings.HasPrefix(w, o+" ") {
			return true
		}
	}
	return false
}

// numbersOnly: a time said in numbers alone, a moment or one end ("at
// 0:24", "hasta el 43", "around 61", "from 12").
func numbersOnly(te timeExpr) bool {
	if te.except || te.a.anchor != nil || te.b.anchor != nil || te.a.span != "" || te.a.edge != "" {
		return false
	}
	switch te.kind {
	case "point", "from":
		return te.a.set && (!te.bare || te.prep != "")
	case "until":
		return te.b.set && !te.a.set
	}
	return false
}
