package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A clause after one with a time of its own can point back at that time:
// "mute the music while the logo shows and blur it there too", "bajá la
// música del 4 al 8 y poné un viñeteado en esa parte". The word of place
// ("there", "ahí") or "that part" is the clause before's time, never the
// whole video (the second edit ran over all of it).

// spanBackWords are the words of place that name a time said before.
var spanBackWords = []string{"there", "ahi", "alli", "alla"}

// timingIntents change where things sit on the timeline: after them the
// time the clause before said no longer holds what it held.
var timingIntents = []string{"remove range", "delete", "split", "keep", "move", "timing", "trim edge", "close gaps",
	"reorder", "stack", "remove silences", "remove fillers", "replace media", "add media", "duplicate", "undo", "redo", "captions"}

// addedOver is the intent a clause after reads its time back through: a
// thing added or copied on a track of its own, which moved nothing that was
// there, leaves the time said before as it was ("put the photo in the top
// left while grandma talks, and lower the song there too" asked which time
// "there" was). The intent as planned otherwise.
func addedOver(intent string, before, after *timeline.Project) string {
	if intent != "add media" && intent != "duplicate" {
		return intent
	}
	for _, t := range all(before) {
		ref, ok := after.FindElement(t.id)
		if !ok {
			return intent
		}
		if el := after.Element(ref); el.Start != t.el.Start || el.End() != t.el.End() {
			return intent
		}
	}
	return "added over"
}

// spanBackAt is where the clause points back at a time: the token of a
// word of place, or the first token of "that part"/"esa parte"; part is
// that target's index in f.targets (-1 when none).
func spanBackAt(f *frame) (at, part int, ok bool) {
	if n, bare := barePart(f); bare && n.det != "a" && n.first >= 0 {
		for i, t := range f.targets {
			if t.first == n.first {
				return n.first, i, true
			}
		}
	}
	toks := f.c.toks
	for i, t := range toks {
		if t.word(spanBackWords...) && !existential(toks, i) {
			return i, -1, true
		}
	}
	return 0, -1, false
}

// existential: "there" as in "is there a way", "there is a gap", which
// points at nothing.
func existential(toks []token, i int) bool {
	be := []string{"is", "are", "was", "were", "s", "isnt", "arent"}
	return i > 0 && toks[i-1].word(be...) || i+1 < len(toks) && toks[i+1].word(be...)
}

// placeOfThing: "put the logo there" may be its place as much as its
// time; a clause that places a thing already there is left as read.
// Words quoted with no thing named ("put 'Week 2' at the top there") are
// a new text, put over that time (it went at 0 s). So are unquoted words
// put as a new text ("mute the music from 10 to 20 and put WOW in the
// center there too": WOW went at 0 s, since carryHeldTime and
// addedAfterATime leave a clause with "there" to carrySpanBack).
func placeOfThing(f *frame) bool {
	return (f.verb == "put" || f.verb == "move") && len(f.effects) == 0 && len(f.sticker) == 0 && !indefinite(f) && !quoteOnly(f) &&
		!newThingOnly(f)
}

// quoteOnly: the clause names nothing but quoted words.
func quoteOnly(f *frame) bool {
	return len(f.quotes) > 0 && !slices.ContainsFunc(f.targets, func(n np) bool { return n.quote == "" || n.kind != "" || len(n.names) > 0 })
}

// spanBackAfterMove: "cut from 2 to 4 and add a heart there": the time the
// clause before said was removed or moved, so where "there" is now is
// asked (the heart ran over the whole video).
func spanBackAfterMove(f, prev *frame, prevIntent string) *question {
	if prev == nil || len(f.times) > 0 || len(prev.times) == 0 || !contains(timingIntents, prevIntent) || placeOfThing(f) {
		return nil
	}
	at, _, ok := spanBackAt(f)
	if !ok {
		return nil
	}
	return &question{fmt.Sprintf("Which time do you mean by %q? The clause before changed the timeline (%s); say the times, e.g. \"from 10 to 20\".",
		f.c.toks[at].text, timeSaidOf(prev))}
}

// spanBackOfNothing: "cut the interview there" said first, with no time
// before it for "there" to point at: asked (the whole interview was
// deleted, and the titles over it with it). Only where the edit cuts; a
// word of place said inside a text, or beside a place ("up there"), is
// not a time.
func spanBackOfNothing(f, prev *frame) *question {
	if prev != nil || len(f.times) > 0 || !slices.Contains([]string{"cut", "split", "trim"}, f.verb) {
		return nil
	}
	toks := f.c.toks
	place := func(k int) bool {
		return k >= 0 && k < len(toks) && (toks[k].has(cPos) || toks[k].word("up", "down", "arriba", "abajo", "in the corner", "en la esquina"))
	}
	for i, t := range toks {
		if t.word(spanBackWords...) && !existential(toks, i) && (f.saysAt < 0 || i < f.saysAt) && !place(i-1) && !place(i+1) {
			return &question{fmt.Sprintf("Where is %q? Nothing before it says a time; say the time, e.g. \"at 0:50\".", f.prompt[t.pos:t.end])}
		}
	}
	return nil
}

// timeSaidOf is the words of a clause's times.
func timeSaidOf(f *frame) string {
	var said []string
	for _, te := range f.times {
		said = append(said, te.said)
	}
	return strings.Join(said, " ")
}

// carrySpanBack gives a clause that points back at a time ("there", "esa
// parte") and says none of its own the time the clause before's elements
// took, when that clause said a time and moved nothing.
func carrySpanBack(f, prev *frame, prevIntent string, rc *refContext) {
	if prev == nil || len(f.times) > 0 || !rc.hasSpan || contains(timingIntents, prevIntent) {
		return
	}
	if len(prev.times) == 0 && !(len(f.effects) > 0 && len(prev.targets) > 0 && len(f.targets) == 0) &&
		!(len(prev.targets) > 0 && newThingOnly(f)) && !(len(prev.targets) > 0 && soundThere(f)) {
		// "the encore looks washed out, bump the contrast there": a look
		// after a clause that named a thing and no time is over where that
		// thing is (it went over the whole video). So is a new text or
		// sticker put "there" after an edit of a thing ("blur the shelves
		// part and add 'Rare first editions' at the top there": the text
		// went at 0 s), and a sound's level ("mute the drone clip and bring
		// the music up to 80% there": all the music was raised)
		return
	}
	if len(prev.pos) > 0 && (f.verb == "add" || f.verb == "put" || len(f.sticker) > 0) && len(f.effects) == 0 || placeOfThing(f) {
		return // "put the logo top right from 2 to 5 and add a star there": a place too, left as it was read
	}
	at, part, ok := spanBackAt(f)
	if !ok {
		return
	}
	said := f.c.toks[at].text
	if part >= 0 {
		said = f.targets[part].said
		f.targets = append(f.targets[:part:part], f.targets[part+1:]...)
	}
	f.times = []timeExpr{spanSaidBack(rc.lastSpan, said, at)}
}

// soundThere: the clause changes the level of a sound it names ("bring
// the music up to 80% there", "subí la música ahí"), which "there" after
// a clause that named a thing puts where that thing is.
func soundThere(f *frame) bool {
	return len(f.targets) > 0 && len(f.effects) == 0 && len(f.sticker) == 0 && f.soundSaid() &&
		(len(f.amounts) > 0 || f.verb == "mute" || f.verb == "raise" || f.verb == "lower" || f.has("louder", "quieter", "up", "down", "half", "full"))
}

// spanSaidBack is the time a word pointing back ("there", "esa parte") at
// token at stands for: the span the clause before's elements took.
func spanSaidBack(span rng, said string, at int) timeExpr {
	return timeExpr{kind: "range", a: timeVal{sec: span.a, set: true}, b: timeVal{sec: span.b, set: true},
		said: fmt.Sprintf("%s (%s–%s)", said, secs(span.a), secs(span.b)), first: at}
}

// timeSaidBefore is the time a planned clause said, for the clause after
// ("" when it said none, or moved things).
func timeSaidBefore(f *frame, intent string) string {
	if contains(timingIntents, intent) {
		return ""
	}
	return timeSaidOf(f)
}

// pronounOverSpan: "lower the music while the logo shows and blur it":
// "it" cannot be the music, and a look with no time of its own would go
// over the whole video; the time said before may be what was meant, so
// both readings are asked.
func pronounOverSpan(f *frame, r *resolver, what string) error {
	if r.ctx == nil || r.ctx.timeSaid == "" || !r.ctx.hasSpan || !pronOnly(f) {
		return nil
	}
	span := r.ctx.lastSpan
	return &question{fmt.Sprintf("Where does the %s go: over the whole video, or only %s (%s–%s)? Say \"there too\" for that part, or \"the whole video\".",
		what, r.ctx.timeSaid, secs(span.a), secs(span.b))}
}

// placeBack reads "there", "ahí" after a clause that put a thing at a
// place of the frame ("move the logo to the top right from 2 to 5 and add
// a star there", "poné el logo abajo a la izquierda del 20 al 30 y agregá
// un corazón ahí") as where that thing is now: its place, and its time
// when the clause said one. The new thing was put at its own default
// corner for the whole video, another place than the one said.
func placeBack(f, prev *frame, rc *refContext) {
	if prev == nil || len(prev.pos) == 0 || len(f.pos) > 0 || len(f.times) > 0 || len(f.effects) > 0 ||
		!(f.verb == "add" || f.verb == "put" || len(f.sticker) > 0) || len(rc.last) == 0 {
		return
	}
	at, part, ok := spanBackAt(f)
	if !ok || part >= 0 {
		return
	}
	f.pos = slices.Clone(prev.pos)
	if len(prev.times) > 0 && rc.hasSpan {
		f.times = []timeExpr{spanSaidBack(rc.lastSpan, f.c.toks[at].text, at)}
	}
}

// holeFilled reads "cut 20 to 25 but don't close the gap, then fill that
// hole with a text", "borrá del 30 al 35 sin cerrar el hueco y llená ese
// hueco con un texto": the gap the clause before left is where the new
// thing goes, for the time it was cut (the gap was closed instead). Only
// a cut that kept its gap leaves the time where it was said.
func holeFilled(f, prev *frame, prevIntent string) {
	if prev == nil || prevIntent != "remove range" && prevIntent != "delete" || !prev.has("keepgap") || len(prev.times) != 1 || len(f.times) > 0 {
		return
	}
	te := prev.times[0]
	if te.kind != "range" || !te.a.set || !te.b.set || !(f.verb == "fill" || f.verb == "put" || f.verb == "add") {
		return
	}
	if !f.nounIs("gap") || !(len(f.quotes) > 0 || f.text != "" || len(f.sticker) > 0 || indefinite(f)) {
		return // "then close the gap": the gap itself
	}
	gap := slices.IndexFunc(f.targets, func(n np) bool { return n.kind == "gap" })
	said := f.targets[gap].said
	f.targets = append(f.targets[:gap:gap], f.targets[gap+1:]...)
	f.verb = "add"
	f.times = []timeExpr{{kind: "range", a: te.a, b: te.b, said: fmt.Sprintf("%s (%s–%s)", said, secs(te.a.sec), secs(te.b.sec))}}
}
