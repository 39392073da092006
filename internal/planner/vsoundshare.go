package planner

// sharedSoundTarget reads a part that only says a time after a change of
// a sound ("mute the music from 30 to 50 and while ana talks", "bajá la
// música al 20% del 10 al 20 y del 40 al 50", "lower the music to 20%
// during the title and during the city clip") as the same change of the
// same sound at that time: the things and the level carry with the verb.
// The part named no sound, so every sound playing then was changed (the
// interview was muted 0–70 with the music: silent). A part that names a
// thing, a place, a look or words of its own is left as it was read.
func sharedSoundTarget(f, prev *frame, prevIntent string) {
	if prev == nil || f.c.inherit == "" || f.verbAt >= 0 || len(f.targets) > 0 || len(f.times) == 0 || len(prev.targets) == 0 {
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
	if len(f.amounts) == 0 {
		f.amounts = append(f.amounts, prev.amounts...)
	}
}
