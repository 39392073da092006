package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// soundRemoved: the clause takes a sound away: "remove the sound from the
// clip", "kill the audio", and "cut" said of a sound ("cut the sound of
// the kitchen clip", "cortá el audio de la entrevista"), or of the voice
// of a clip with a picture ("cut the voice", "delete the voice" when the
// voice is the interview's own). The picture stays (the clip was deleted
// and the gap closed).
func soundRemoved(f *frame, r *resolver) bool {
	if f.verb != "delete" && f.verb != "kill" && f.verb != "cut" {
		return false
	}
	if soundThingNamed(f, r) {
		return false // "remove the whistle sound": the sound file itself goes
	}
	if f.nounIs("audio") || soundAspect(f) {
		return true
	}
	for _, n := range f.targets {
		if contains(n.mods, "audio") && contains([]string{"clip", "video", "broll"}, n.kind) {
			return true // "the kitchen clip's audio", "the city clip audio"
		}
	}
	return f.nounIs("voice") && !voiceFileMeant(f, r) &&
		everyTarget(f, r, func(t target) bool { return t.track != timeline.TrackAudio })
}

// soundThingNamed: "remove the whistle sound", "get rid of the rain sound
// completely": the thing named is itself a sound (a file on an audio
// track), so taking its sound away is taking it away (it was muted, and
// the file stayed). The sound of a clip with a picture ("remove the sound
// of the frying clip") and a time said ("remove the sound of the music
// from 10 to 20") stay read as before; so does the bare "audio" with no
// name ("kill the audio").
func soundThingNamed(f *frame, r *resolver) bool {
	if len(f.times) > 0 || len(f.targets) == 0 {
		return false
	}
	for _, n := range f.targets {
		if len(n.names) == 0 && n.quote == "" {
			return false
		}
	}
	return everyTarget(f, r, func(t target) bool { return t.track == timeline.TrackAudio })
}
