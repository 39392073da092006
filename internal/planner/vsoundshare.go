package planner

import "slices"

// sharedSoundTarget reads a part that only says a time after a change of
// a sound ("mute the music from 30 to 50 and while ana talks", "bajá la
// música al 20% del 10 al 20 y del 40 al 50", "lower the music to 20%
// during the title and during the city clip") as the same change of the
// same sound at that time: the things and the level carry with the verb.
// The part named no sound, so every sound playing then was changed (the
// interview was muted 0–70 with the music: silent). A part that names a
// thing, a place, a look or words of its own is left as it was read.
//
// A level said alone after a level said with no verb ("music at 50% during
// the interview and 20% for the rest", "la música al 50% en la entrevista
// y al 20% en el resto") is the same: there is no verb to inherit, but the
// level is the edit (it was "say what to do at that time").
func sharedSoundTarget(f, prev *frame, prevIntent string) {
	levelAlone := f.c.inherit == "" && f.verb == "" && prevIntent == "volume" && len(f.amounts) == 1 && f.amounts[0].kind == "percent"
	if prev == nil || f.c.inherit == "" && !levelAlone || f.verbAt >= 0 || len(f.targets) > 0 || len(f.times) == 0 || len(prev.targets) == 0 {
		return
	}
	if prevIntent != "volume" && prevIntent != "mute" && prevIntent != "unmute" {
		return
	}
	if f.unknownVerb != "" || len(f.unknown) > 0 || len(f.pos) > 0 || len(f.colors) > 0 || len(f.quotes) > 0 || f.text != "" ||
		len(f.sticker) > 0 || len(f.effects) > 0 || f.eventUnsaid != "" {
		return
	}
	for _, n := range prev.targets {
		if n.pron {
			return // what "it" was is the clause before's to say
		}
	}
	for _, n := range prev.targets {
		n.first, n.end = -1, -1 // its words are not this part's
		f.targets = append(f.targets, n)
	}
	// "... y más fuerte del 40 al 50": a part that says a change of its
	// own (louder, quieter, up, down, a look) keeps it; the level before is
	// not carried (40–50 was set to the 20% said for 10–20: made quieter).
	if len(f.amounts) == 0 && len(f.props) == 0 && !slices.ContainsFunc(f.mods, func(m string) bool {
		return m == "louder" || m == "quieter" || m == "up" || m == "down"
	}) {
		f.amounts = append(f.amounts, prev.amounts...)
	}
}

// levelOfASound: "take the music to 30%", "bring it up to 40%", "llevá la
// música al 20%": a verb of taking somewhere said of sounds that are only
// heard, with a level to reach and no place: the level is their volume (a
// sound has no place on screen; it was asked where to move it).
func levelOfASound(f *frame, r *resolver) bool {
	if !percentTo(f) || len(f.pos) > 0 || len(f.times) > 0 || len(f.effects) > 0 || f.nounIs("text") {
		return false
	}
	return everyTarget(f, r, heardOnly)
}

// namesSound: the noun phrase says a sound ("the music", "la voz", "the
// sound of the city clip").
func (n np) namesSound() bool {
	return n.kind == "music" || n.kind == "audio" || n.kind == "voice" || n.aspect == "audio"
}

// soundCovers: "la música tapa a la profe", "the music covers ana", "el
// sonido del clip del público pisa la canción": a sound said to cover
// another thing covers it to the ear, as "drowns out" does: the sound
// before the cover word is made quieter, and what it covers is who is not
// heard, left as it is (it was read as one thing over another on screen,
// and asked what should change). The cover word at i, the covered thing
// at covered; false when the subject is not said as a sound.
func soundCovers(f *frame, i, covered int) bool {
	subject := slices.IndexFunc(f.targets, func(n np) bool { return !n.pron && n.end == i })
	if subject < 0 || !coversToTheEar(f.targets[subject], f.targets[covered]) || len(f.pos) > 0 || len(f.amounts) > 0 || f.verbAt > i {
		return false
	}
	if contains([]string{"text", "image", "logo", "sticker", "effect", "overlay"}, f.targets[covered].kind) {
		return false // "la música tapa el logo": nothing a sound can cover
	}
	if f.targets[subject].kind == "voice" && f.targets[covered].namesSound() {
		// "the voice covers the music", "la voz tapa la música": a voice
		// over the music is how a mix is meant to sound; what to change is
		// asked (the voice was lowered to 50%)
		return false
	}
	word := f.c.toks[i].text
	f.targets = slices.Delete(slices.Clone(f.targets), covered, covered+1)
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == word })
	if f.verbAt == i {
		f.verb, f.verbSaid, f.verbAt = "", "", -1
	}
	f.mods = append(f.mods, "quieter")
	return true
}
