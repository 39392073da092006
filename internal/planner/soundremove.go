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
