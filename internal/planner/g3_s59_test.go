package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// coinSoundFixture is the small edit with the music at 40% and coin.wav,
// a coin tossed, at 2-3.5 on its own track at 50%.
func coinSoundFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := quietMusicFixture(t)
	addTestAsset(ed.Project, "coin.wav", timeline.AssetAudio, 1.5, 0, 0, true)
	playCalls(t, "coin sound", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "coin.wav", "startTime": 2, "trackType": "audio"}},
		{"set_volume", map[string]any{"elementId": "coin.wav", "volume": 0.5}},
	})
	return ed
}

// volumeBetween checks every element of an asset is heard, above lo and
// below hi.
func volumeBetween(asset string, lo, hi float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio == nil || e.Audio.Volume <= lo || e.Audio.Volume >= hi {
				return fmt.Sprintf("%s volume %v, want between %v and %v", asset, e.Audio, lo, hi)
			}
		}
		return ""
	}
}

// TestSoundNamedByAVerb: a verb right before "sound" names the sound
// ("the coin flip sound"), it is not the edit: every clip was flipped for
// a sound said to be too loud (soundnameverb.go). A flip said as the edit
// still flips.
func TestSoundNamedByAVerb(t *testing.T) {
	unflipped := both(notFlipped("intro.mp4"), notFlipped("beach.mp4"))
	runFixtureTable(t, "sound named by a verb", coinSoundFixture, map[string][]vcase{
		"the verb is a word of the sound's name": {
			{"coin flip sound is way too loud", both(volumeBetween("coin.wav", 0, 0.5), volumeIs("music.mp3", 0.4), unflipped)},
			{"the coin flip sound is too loud", both(volumeBetween("coin.wav", 0, 0.5), unflipped)},
			{"lower the coin flip sound", both(volumeBetween("coin.wav", 0, 0.5), unflipped)},
			{"turn the coin flip sound down to 20%", both(volumeIs("coin.wav", 0.2), unflipped)},
		},
		"a flip said as the edit still flips": {
			{"flip the intro", flippedH("intro.mp4")},
		},
	})
}

// TestSoundNounThenLevel: "the X sound" then a level, after "and", is a
// second edit, not a remark that the thing "sounds" some way: it was set
// aside and the sound kept its level (soundnounlevel.go).
func TestSoundNounThenLevel(t *testing.T) {
	runFixtureTable(t, "sound noun then level", coinSoundFixture, map[string][]vcase{
		"a second level": {
			{"music down to 25% and the coin sound all the way up", both(volumeIs("music.mp3", 0.25), volumeIs("coin.wav", 1))},
			{"music to 30% and the coin sound to 80%", both(volumeIs("music.mp3", 0.3), volumeIs("coin.wav", 0.8))},
			{"music to 20% and the coin sound louder", both(volumeIs("music.mp3", 0.2), volumeBetween("coin.wav", 0.5, 1.01))},
		},
		"a state is still a remark": {
			{"mute the music, the coin sound is annoying", both(mutedIs("music.mp3", true), volumeIs("coin.wav", 0.5))},
		},
	})
}

// TestHalfAgainstTheWay: "up to half" of a music below 50% is 50%:
// halving it would lower what is asked up (it was set to 20%). Down to
// half still halves (halvedlevel.go).
func TestHalfAgainstTheWay(t *testing.T) {
	runFixtureTable(t, "half against the way", quietMusicFixture, map[string][]vcase{
		"up to half: 50%": {
			{"bump the music up to half", volumeIs("music.mp3", 0.5)},
			{"raise the music to half", volumeIs("music.mp3", 0.5)},
		},
		"down to half: halved": {
			{"turn the music down to half", volumeIs("music.mp3", 0.2)},
			{"bajá la música a la mitad", volumeIs("music.mp3", 0.2)},
		},
	})
}
