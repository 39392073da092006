package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// clipsAmong: the clips of the main track among ts, when there are some
// and other things too. A plural said to reorder ("intercambiá las squats
// y las pushups", "el horno y las medialunas") named the clip and the
// texts that hold its word ("Squats · 3 x 12"), and only clips change
// order: it was refused for the text.
func clipsAmong(ts []target) []target {
	var clips []target
	for _, t := range ts {
		if t.track == timeline.TrackMain {
			clips = append(clips, t)
		}
	}
	if len(clips) == 0 {
		return ts
	}
	return clips
}
