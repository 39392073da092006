package planner

import "testing"

// halvedLevelCases: a cut by half said of the volume ("cut the music
// volume in half" asked which half of the music to remove, set 31). The
// songs of translatedJoinFixture play at 100%. A nil check wants a
// question or a refusal.
var halvedLevelCases = map[string][]vcase{
	"the volume cut in half": {
		{"cut the anthem volume in half", both(volumeIs("anthem.mp3", 0.5), volumeIs("lastsong.mp3", 1))},
		{"cortale el volumen al himno a la mitad", both(volumeIs("anthem.mp3", 0.5), volumeIs("lastsong.mp3", 1))},
		{"cut the volume of the crowd clip in half", both(volumeIs("crowd.mp4", 0.5), volumeIs("firstgoal.mp4", 1))},
	},
	"left as it was": {
		// guard: half of the time, not of the level: which half is asked
		{"remove half of the anthem", nil},
	},
}

func TestHalvedLevel(t *testing.T) {
	runFixtureTable(t, "halved level", translatedJoinFixture, halvedLevelCases)
}
