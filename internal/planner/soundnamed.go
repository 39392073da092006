package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// soundCue: the clause asks for something only a sound takes (a mute, a
// volume, louder or quieter, being heard), as pictureCue (lookpicture.go)
// says a look. A name that is both a clip and a sound file of the same
// subject is then the file: "no se escucha el horno, está re bajito",
// "subí el horno al 90", "the kiln hum is too
// loud" asked between horno-apertura.mp4 and horno-ambiente.wav, the
// kiln's hum. A clause that also asks for a look gives no cue, and
// neither does a mute: "mute the kiln", "mute rosa", "mute the singer"
// stay asked (the clip has the same sound in it; the tables f2, i13q15,
// i13vc and i13y6 keep them asked).
func soundCue(f *frame) bool {
	if pictureCue(f) || len(f.pos) > 0 || f.verb == "mute" || f.verb == "unmute" {
		return false
	}
	return f.hasProp("volume") || f.has("louder", "quieter") ||
		hasWord(f, hearingWords...) || hasWord(f, heardWords...) ||
		(f.verb == "raise" || f.verb == "lower") && levelGiven(f) && len(f.props) == 0
}

// heardWords say a thing is heard or sounds ("no se escucha", "I can't
// hear", "too loud").
var heardWords = []string{"escucha", "se escucha", "escucho", "se oye", "oye", "oigo", "hear", "heard", "loud", "quiet", "fuerte", "bajito",
	"sonido", "sound", "volumen", "volume"}

// heardOnlyGroups keeps, of the groups a name found, those that are only
// heard, when the clause asks for a sound and some group is; a name that
// is only seen stays asked about or refused by the caller.
func heardOnlyGroups(groups [][]target) [][]target {
	heard := slices.DeleteFunc(slices.Clone(groups), func(g []target) bool {
		return slices.ContainsFunc(g, func(t target) bool { return t.track != timeline.TrackAudio })
	})
	if len(heard) == 0 {
		return groups
	}
	return heard
}

// timePreps open a time said by a thing ("during the kiln part", "en la
// parte del horno", "while the kiln hums"): the thing there is when, and
// a clip and a sound of one subject last differently, so which stays asked.
var timePreps = []string{"during", "durante", "in", "en", "while", "mientras", "when", "cuando", "under", "bajo", "until", "hasta",
	"from", "desde", "after", "despues", "before", "antes", "at", "over", "sobre", "till", "between", "entre"}
