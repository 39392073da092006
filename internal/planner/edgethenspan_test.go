package planner

import "testing"

// edgeThenSpanCases: the edge of the video, then after a comma the
// stretch it is (set 20: "subile la musica al final, en el outro" was
// asked "For how long at the end?"; sets 29, 31, 32 say the end the same
// way, with a moment after it). The song runs 0–22, the market clip
// 12–22, the text "Old port" 1–4. A nil check wants a question or a
// refusal.
var edgeThenSpanCases = map[string][]vcase{
	"the stretch after the edge says which part": {
		{"set the song to 40% at the end, during the market clip", both(soundAt("song.mp3", 15, 0.4), soundAt("song.mp3", 5, 1))},
		{"poné la canción al 30% al final, en el clip del market", both(soundAt("song.mp3", 15, 0.3), soundAt("song.mp3", 5, 1))},
		{"bajá la canción al 20% al principio, mientras está Old port", both(soundAt("song.mp3", 2, 0.2), soundAt("song.mp3", 8, 1))},
	},
	"still asked": {
		// guard: the edge alone
		{"set the song to 40% at the end", nil},
		// guard: a moment that is not in the project stays asked
		{"set the song to 40% at the end, when the crowd cheers", nil},
	},
}

func TestEdgeThenSpan(t *testing.T) {
	runFixtureTable(t, "edge then span", groupListFixture, edgeThenSpanCases)
}
