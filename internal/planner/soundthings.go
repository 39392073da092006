package planner

import (
	"fmt"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A sound is often said by what it is, not by its kind: "el himno", "la
// guitarra", "inés" for anthem.mp3, guitarra-acustica.mp3, voz-ines.wav.
// The readers of a sound's time and of a sound that covers another asked
// for the kind word ("the music", "la voz"), so with a name the clip said
// after it was a second thing to change (heardThingTimes) and a sound said
// to cover someone was asked about as a picture over another
// (coverHeard). Here a thing is a sound when every element it names is
// heard only: on an audio track, with no picture.

// heardThing: n names elements, all of them sound with no picture.
func heardThing(n np, r *resolver) bool {
	if n.pron {
		return false
	}
	ts, err := r.elements(n)
	return err == nil && len(ts) > 0 && !slices.ContainsFunc(ts, func(t target) bool { return !heardOnly(t) })
}

// soundChangeSaid: the clause changes how something sounds (mute, up,
// down, a level) or takes it away ("borrá a inés en la parte de los
// pulgones": her voice there, as "the music in the pulgones part" is).
func soundChangeSaid(f *frame) bool {
	return contains([]string{"mute", "unmute", "raise", "lower", "delete"}, f.verb) || f.has("louder", "quieter") || f.hasProp("volume")
}

// heardThingTimes: "callá a inés en la parte de los pulgones", "mute the
// guitar in the harvest part", "subile al himno desde el festejo", "raise
// the anthem from the celebration": a thing said after a sound named by
// what it is, with "in", "during" or "from", is when, as it is after "the
// music" (containersAsTimes, and "desde" in the time reader). The
// pulgones clip was muted with all of inés' voice, and all the anthem
// went up with the celebration clip "already at 100%" (silent).
func (f *frame) heardThingTimes(r *resolver) {
	if len(f.targets) < 2 || len(f.times) > 0 || !soundChangeSaid(f) {
		return
	}
	first := f.targets[0]
	if first.namesSound() || !heardThing(first, r) {
		return // the kind said: containersAsTimes reads it
	}
	kept := f.targets[:1]
	for _, n := range f.targets[1:] {
		when := n.prep == "in" || n.prep == "at" || n.prep == "during" || n.prep == "from"
		if !when || n.pron || n.det == "a" || n.namesSound() || n.kind == "track" || heardThing(n, r) {
			kept = append(kept, n)
			continue
		}
		anchor := n
		if n.prep == "from" {
			// from its start to the end of the video, as "from the celebration on"
			f.times = append(f.times, timeExpr{kind: "from", a: timeVal{anchor: &anchor}, prep: "from", said: n.said, first: n.first})
			continue
		}
		f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &anchor, edge: "whole"}, prep: "during", said: n.said, first: n.first})
	}
	f.targets = kept
}

// coverHeard: "el himno tapa al jugador", "the crowd covers everything",
// "la hinchada tapa todo lo que dice el jugador": a sound said by what it
// is covers someone to the ear, so it is lowered, while the one covered
// speaks when that is one stretch of sound, else all of it (it was asked
// what should change, as of a picture over another). ok is false when the
// note is not of a sound.
func coverHeard(s *sim, f *frame, r *resolver, cp *ClauseParse) (string, bool, error) {
	if f.verb != "" || len(f.targets) != 1 || len(f.amounts) > 0 || len(f.pos) > 0 || !heardThing(f.targets[0], r) {
		return "", false, nil
	}
	ts, _ := r.elements(f.targets[0])
	sp := span{}
	if n := f.coveredNP; n != nil {
		if contains([]string{"text", "image", "logo", "sticker", "effect", "overlay"}, n.kind) {
			return "", false, nil // "la música tapa el logo": nothing a sound can cover (soundCovers)
		}
		cs, err := r.elements(*n)
		if err == nil && len(cs) > 0 && !slices.ContainsFunc(cs, func(c target) bool { return c.el.Audio != nil }) {
			return "", false, nil // a picture or a text covered: asked, as before
		}
		if err == nil && len(ts) == 1 && speaking(r, ts[0]) && slices.ContainsFunc(cs, heardOnly) {
			// "la intro tapa la canción": a voice over the music is how a
			// mix is meant to sound; what to change is asked, as when the
			// voice is said by its kind (soundCovers)
			return "", false, nil
		}
		if err == nil && len(cs) > 0 {
			a, b := extent(cs)
			sa, sb := extent(ts)
			if a > sa || b < sb {
				sp.ranges = []rng{{a.Seconds(), b.Seconds()}}
			}
		}
	}
	g := *f
	g.verb, g.mods, g.covered, g.coveredNP, g.coveredSeen = "lower", append(slices.Clone(f.mods), "quieter"), "", nil, false
	cp.Intent = "volume"
	line, err := planVolume(s, &g, r, sp)
	if err != nil {
		return "", true, err
	}
	return fmt.Sprintf("%s covers %q, so it was lowered: %s", describe(ts), f.covered, line), true, nil
}

// bareSoundChange: "más fuerte", "mas bajo", "louder", "silenciá": a
// change of sound said of nothing at all, no thing, no count, no time,
// not even "the volume" (every sound went up, the music to 100%, as "make
// it louder" is asked; soundUnnamed asks only when there are several).
func bareSoundChange(f *frame) bool {
	if len(f.targets) > 0 || len(f.times) > 0 || len(f.amounts) > 0 || f.hasProp("volume") || f.covered != "" || len(f.effects) > 0 || f.count > 0 {
		return false
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.kind == tNumber || t.word("both", "ambos", "ambas", "los dos", "las dos", "the two", "two", "dos", "todo", "todos", "all", "everything")
	}) {
		return false // "silenciá los dos", "mute the two": the ones there are, counted
	}
	return f.verb == "mute" || f.verb == "unmute" || f.has("louder", "quieter")
}

// speechSaid: the request says the one whose sound is low is someone
// speaking ("no se escucha lo que dice el chef", "can't hear what the
// coach says"; speechsaid.go reads those words), so a clip not named as an
// interview is ducked under too (duckMusicUnder): chef-intro.mp4 at 100%
// was refused as "already as far as it goes".
func speechSaid(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if speechOfSomeone(toks, i) || speechInPhrase(t) || t.word("talking", "speaking", "hablando") {
			return true
		}
	}
	return false
}

// speechClip: t is a clip with a picture and its own sound.
func speechClip(t target) bool {
	return t.track == timeline.TrackMain && t.el.Audio != nil && t.el.Visual != nil
}
