package planner

import "testing"

// TestL54NumberAfterArticleIsAMoment: "en el N" beside a sound is a moment,
// not a level ("duplicá el sonido del chinchin y ponelo también en el 48"
// set the copy's volume to 48%); "al N" stays a level. On f3Fixture:
// secador-sfx.wav plays 20–26 at full volume.
func TestL54NumberAfterArticleIsAMoment(t *testing.T) {
	runFixtureTable(t, "l54 number after an article", f3Fixture, map[string][]vcase{
		"moment": {
			{"duplicá el sonido del secador y ponelo también en el 30", both(timesIs("secador-sfx.wav", "20-26 30-36"), volumeIs("secador-sfx.wav", 1))},
			{"poné el sonido del secador en el 30", both(timesIs("secador-sfx.wav", "30-36"), volumeIs("secador-sfx.wav", 1))},
		},
		"level": {
			{"poné el sonido del secador al 30", both(timesIs("secador-sfx.wav", "20-26"), volumeIs("secador-sfx.wav", 0.3))},
		},
	})
}
