package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// pictureCue: the clause asks for a look (an effect, a flip, how a thing
// looks), which only a picture takes. A name that is both a clip and a
// sound of the same subject ("la parte del horno" is horno-apertura.mp4
// and horno-ambiente.wav, the kiln's hum) is then the clip: "ponele un
// tono sepia a la parte del horno" asked which of the two.
func pictureCue(f *frame) bool {
	return len(f.effects) > 0 || hasWord(f, pictureWords...) || placedOnScreen(f)
}

// placedOnScreen: the clause puts a thing in a corner or as a picture in
// picture ("add IMG_2231.jpg during the kiln part, small, bottom right"):
// what it is timed by is seen too (it asked between the kiln clip and the
// kiln's hum).
func placedOnScreen(f *frame) bool {
	return f.has("pip") || len(f.pos) > 0 && f.verb != "" && len(f.effects) == 0
}

// pictureWords say a thing is seen, not heard.
var pictureWords = []string{"flip", "flipped", "mirror", "mirrored", "espejada", "espejado", "espejar", "looks", "se ve", "se veia", "dark", "oscuro", "oscura", "blurry", "borroso", "borrosa"}

// seenOnly keeps, of the groups a name found, those that show a picture,
// when the clause asks for a look and some group does; a name that only
// sounds stays asked about or refused by the caller.
func seenOnly(groups [][]target) [][]target {
	seen := slices.DeleteFunc(slices.Clone(groups), func(g []target) bool {
		for _, t := range g {
			if t.track != timeline.TrackAudio {
				return false
			}
		}
		return true
	})
	if len(seen) == 0 {
		return groups
	}
	return seen
}
