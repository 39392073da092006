package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Negations said of a thing: what must not be heard or seen, over a
// stretch of the video ("no anthem during the interview", "sin himno
// durante la entrevista", "que no se vea el logo en el atardecer"). The
// tools have no "not": a sound said not to play over a span is silenced
// there, a drawing said not to show over a span is taken off it; any other
// negation stays refused, and none is ever planned as its opposite.

// noBeforeName: the English "no" said right before a thing's own name
// ("no anthem during the interview", "no guitar over the last 8
// seconds") negates that thing, as "no music" does. It was not read as a
// negation (negates looks for a verb or an article after a "no"), so the
// span was read as the anthem's new time: it was moved there (silent).
//
// The same "no" before a look or a sticker, past a "want" ("no quiero
// blanco y negro", "no sepia"), was not read as one either: the look was
// laid over the whole video (silent). Now it is a negation, refused.
func noBeforeName(toks []token, i int, names nameIndex) bool {
	if !toks[i].word("no") {
		return false
	}
	j := i + 1
	for j < len(toks) && j <= i+2 && toks[j].kind == tWord && toks[j].has(cFiller) && !toks[j].has(cVerb) {
		j++ // "no quiero", "no want"
	}
	if j >= len(toks) || toks[j].kind != tWord {
		return false
	}
	return j == i+1 && names.has(toks[j]) || toks[j].has(cEffect) || toks[j].has(cSticker)
}

// soundTrackOnly: every thing named is a sound on an audio track (a song,
// a voice-over file): with no picture, "no X over Y" can only mean that it
// is not heard there. A clip of the main track has a picture too, and
// needs "its sound" said ("que no suene el audio del clip").
func soundTrackOnly(f *frame, r *resolver) bool {
	return everyTarget(f, r, func(t target) bool {
		return t.el.Audio != nil && t.track == timeline.TrackAudio
	})
}

// notSeenDuring reads "no logo during the plating clip", "que no se vea el
// logo del 44 al 60", "I don't want the sticker from 10 to 14": a thing
// laid over the picture said not to show over a stretch is hidden there,
// as "hide the logo from 44 to 60" is (partGone). It was refused for its
// "not". On a match it leaves the frame read as that hide; otherwise the
// frame is left as it was.
func notSeenDuring(f *frame, r *resolver) bool {
	if !f.neg || len(f.targets) != 1 || len(f.effects) > 0 || len(f.amounts) > 0 || len(f.pos) > 0 || f.text != "" || len(f.quotes) > 0 {
		return false
	}
	if slices.ContainsFunc(f.props, func(p string) bool { return p != "visible" }) || !(f.verb == "" || f.verb == "show") {
		return false // "don't make the logo bigger during …", "no borres el logo en …": not a matter of being seen
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool { return t.word(cannotWords...) }) || slices.ContainsFunc(f.targets, func(n np) bool { return n.det == "a" }) {
		// "there's a kid's face we can't show": why, not a command (a sad
		// sticker was hidden over that part: silent)
		return false
	}
	drawn := everyTarget(f, r, func(t target) bool {
		return t.track != timeline.TrackMain && (t.el.Visual != nil || t.el.Sticker != nil || t.el.Text != nil)
	})
	if !drawn {
		return false
	}
	a, b, ok := spanOfTime(f.times, r)
	if !ok || !everyTarget(f, r, func(t target) bool { return t.el.Start.Seconds() < a-1e-3 || t.el.End().Seconds() > b+1e-3 }) {
		// the thing shows only inside that stretch ("no logo during the
		// interview" of a logo at 2–10 in a 0–70 interview): that is not
		// a part of its time, and stays refused, as before
		return false
	}
	saved := *f
	f.neg, f.verb, f.props = false, "hide", nil
	if partGone(f, r) {
		return true
	}
	*f = saved
	return false
}

// englishNoRetakes: "set the music to 20%, no 30%", "move it to 10, no
// 12": in English a bare "no" before a value, after a comma, takes back
// the value said before it (the old value is said with "not": "at 85 not
// 87"). dropFormerValue read the 30% as the level the music has now and
// set 20% (silent); the value after is kept now (selfCorrected). A
// Spanish "al 20, no 30" / "es 21, no 18" still says the old value.
func englishNoRetakes(toks []token, i int) bool {
	if i < 3 || i+1 >= len(toks) || !toks[i].word("no") || toks[i-1].kind != tPunct || toks[i-1].text != "," ||
		!toks[i+1].is(tNumber, tTime, tPercent) {
		return false
	}
	k := i - 2
	for k > 0 && toks[k].word(timeUnitWords...) {
		k--
	}
	return toks[k].is(tNumber, tTime, tPercent) && toks[k-1].word("to", "at")
}

// exceptWhileUnread: "sacá el himno menos en la entrevista", "mute the
// music except during the plating": a stretch left out, said by a thing
// ("in the interview") that was read as a second thing or not at all; the
// edit was planned over the whole sound (the anthem deleted: silent). The
// stretch left out is not planned as a complement here, so the clause is
// refused, naming it. A time read as left out ("except the first 5
// seconds", te.except) is planned by planEffect and planTiming.
func exceptWhileUnread(f *frame) string {
	if len(f.effects) > 0 {
		return "" // "sepia on everything except on the kitchen clip": planEffect leaves the thing out
	}
	if slices.ContainsFunc(f.times, func(te timeExpr) bool { return te.except }) {
		return ""
	}
	toks := f.c.toks
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].word("except", "excepto", "salvo", "menos") && toks[i+1].word("en", "durante", "in", "during", "while", "mientras") {
			return f.prompt[toks[i].pos:toks[len(toks)-1].end]
		}
	}
	return ""
}

// cannotWords say what cannot be, a state or a reason, not a command.
var cannotWords = []string{"cant", "can't", "cannot", "can not", "couldnt", "couldn't", "puede", "pueden", "podemos", "puedo"}

// spanOfTime is the one stretch said, in seconds: a range of numbers, or
// the whole time of one thing ("during the frying clip").
func spanOfTime(times []timeExpr, r *resolver) (float64, float64, bool) {
	if len(times) != 1 {
		return 0, 0, false
	}
	te := times[0]
	switch {
	case te.kind == "range" && te.a.set && te.b.set && te.a.anchor == nil && te.b.anchor == nil:
		return te.a.sec, te.b.sec, true
	case te.kind == "anchor" && te.a.anchor != nil && (te.a.edge == "whole" || te.a.edge == ""):
		// one thing's time only: several things' extent would cover what
		// plays between them
		a, b, ts, err := r.anchorSpan(te.a.anchor)
		if err != nil || len(ts) != 1 {
			return 0, 0, false
		}
		return a, b, true
	}
	return 0, 0, false
}
