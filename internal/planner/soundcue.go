package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// soundCueWords name a short sound cue in a file name: a bell that opens or
// closes a class, a whistle, a notification. A cue is a sound of its own,
// never "the music": "lower the music" beside campana.wav and an ambient
// bed lowered the bell (silent).
var soundCueWords = []string{"bell", "bells", "campana", "campanas", "campanita", "campanilla", "chime", "chimes", "gong",
	"ding", "whistle", "silbato", "pito", "horn", "bocina", "beep", "bip", "timbre", "alarm", "alarma", "buzzer",
	"notification", "notificacion", "swoosh", "woosh", "riser", "impact"}

// soundByName: a clause that changes a sound names it by its file's name,
// not by its kind ("mute the coach in the cooldown", "bajá a Inés en la
// cosecha"): every element it names is on an audio track. A clip said
// after it with "in"/"at"/"during" is then the time, as it is after "the
// music" (the cool-down clip was muted with the whole of the coach's
// track: silent). Only for the verbs of sound.
func soundByName(f *frame, r *resolver) bool {
	if f.verb != "mute" && f.verb != "unmute" && f.verb != "lower" && f.verb != "raise" && f.verb != "volume" {
		return false
	}
	n := f.targets[0]
	if n.pron || n.kind != "" {
		return false
	}
	ts, err := r.elements(n)
	if err != nil || len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.track != timeline.TrackAudio {
			return false
		}
	}
	return true
}
