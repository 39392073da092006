package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// songSilentAt: the song makes no sound at s (muted, or at 0%).
func songSilentAt(s float64) check {
	return func(p *timeline.Project) string {
		if mutedIs("song.mp3", true)(p) == "" {
			return ""
		}
		return soundAt("song.mp3", s, 0)(p)
	}
}

// heardPurposeCases: after a change of sound, a purpose that only says a
// voice or a sound is heard, or heard alone (sets 7, 31: "kill the music
// during the intro so people hear me say hi" was refused for "hear", "mute
// the music during the intro so it's just her talking" for "so it's just
// her talking"). The song runs 0–22 at 100%, the market clip 12–22. A nil
// check wants a question or a refusal.
var heardPurposeCases = map[string][]vcase{
	"a purpose of hearing is a remark": {
		{"kill the song during the market clip so people hear me say hi", both(songSilentAt(15), soundAt("song.mp3", 5, 1))},
		{"silence the song so it's just her talking", songSilentAt(5)},
		{"mute the song so we only hear the voice", songSilentAt(5)},
		{"bajá la canción al 20% así se escucha bien el sonido", volumeIs("song.mp3", 0.2)},
		{"bajá la canción al 20% para que se escuche solo la voz", volumeIs("song.mp3", 0.2)},
	},
	"still planned or refused": {
		// guard: a place in it: maybe an edit, still refused
		{"mute the song so it's just her talking at the top", nil},
		// guard: a thing named in it may be the edit asked
		{"bajale a la canción así se escucha mejor el market", nil},
		// guard: a number in it is read, as before: the level
		{"lower the song so we hear her at 30%", volumeIs("song.mp3", 0.3)},
	},
}

func TestHeardPurpose(t *testing.T) {
	runFixtureTable(t, "heard purpose", groupListFixture, heardPurposeCases)
}
