package planner

import (
	"slices"
	"strings"
)

// sharedAddOnOneThere: "add a heart and the logo bigger", "agregá una
// estrella y el corazón más chico": the verb of adding is shared with a
// clause whose object is already on the timeline and comes with a look
// (a size, a see-through): that clause says how the one there should
// look, as it would with no verb ("the logo bigger"), not a second one to
// add (a second logo was added: silent).
func sharedAddOnOneThere(f *frame, r *resolver) {
	if f.verbAt >= 0 || f.c.inherit != "add" || f.verb != "add" || len(f.targets) != 1 || len(f.quotes) > 0 || f.text != "" {
		return
	}
	if len(f.mods) == 0 && len(f.props) == 0 {
		return
	}
	n := f.targets[0]
	if n.det != "the" || n.pron {
		return
	}
	if ts, err := r.elements(n); err != nil || len(ts) == 0 {
		return
	}
	f.verb = ""
	f.sticker = nil
}

// soundPurposeOpeners open what a change of a sound is for.
var soundPurposeOpeners = []string{"so", "so that", "para que", "asi", "asi que", "de modo que", "de manera que", "that way", "in order for", "so as"}

// soundPurpose: "bajá la música para que la entrevista se escuche más
// fuerte", "lower the music so the interview is louder": the clause after
// "so", "para que" is why the sound said before it changes; the one it
// names is what is helped, not a second sound to change (both were
// lowered: silent). Only the things said before the opener are changed.
func soundPurpose(f *frame) {
	if f.verbAt < 0 || len(f.targets) < 2 {
		return
	}
	toks := f.c.toks
	at := -1
	for k := f.verbAt + 1; k < len(toks); k++ {
		if toks[k].kind == tWord && toks[k].word(soundPurposeOpeners...) {
			at = k
			break
		}
	}
	if at < 0 || !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && !n.pron }) {
		return
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first > at })
}

// heardPurpose: "silenciá la música para que se escuche la entrevista",
// "turn the music down so you can hear the interview": a purpose that
// says something is heard is why the sound before it changes: the thing
// heard is left as it is, and "se escuche" is no "shown" (the music and
// the interview were hidden: silent; or "hear" was left out). After a
// verb of sound, any purpose is so read ("so the interview comes through").
func (f *frame) heardPurpose() {
	if f.verbAt < 0 || len(f.targets) < 2 {
		return
	}
	toks := f.c.toks
	at := -1
	for k := f.verbAt + 1; k < len(toks); k++ {
		if toks[k].kind == tWord && toks[k].word(soundPurposeOpeners...) {
			at = k
			break
		}
	}
	heard := func(t token) bool { return t.kind == tWord && slices.ContainsFunc(strings.Fields(t.text), isHearWord) }
	sound := contains([]string{"lower", "raise", "mute", "unmute"}, f.verb)
	if at < 0 || !sound && !slices.ContainsFunc(toks[at:], heard) || !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && !n.pron }) {
		return
	}
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > at })
	// the words of the purpose are why, not the edit ("comes through")
	said := func(w string, ts []token) bool {
		return slices.ContainsFunc(ts, func(t token) bool { return t.kind == tWord && (t.text == w || t.fixed == w) })
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool {
		return isHearWord(w) || slices.Contains(soundPurposeWords, w) || said(w, toks[at:]) && !said(w, toks[:at])
	})
	f.props = slices.DeleteFunc(f.props, func(p string) bool { return p == "visible" })
}
