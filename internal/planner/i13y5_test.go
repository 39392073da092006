package planner

import "testing"

// i13y5Cases run on i13tbFixture: sofia-intro.mp4 0–10 and kid-finish.mp4
// 10–20 on the main track, marcos-vo.wav 10–20, music.mp3 0–20, the texts
// "RACE DAY" (0–3) and "Thanks!" (16–20), a star (12–15), a vignette.
var i13y5Cases = map[string][]vcase{
	"after a cut, what someone filmed does there is why": {
		// "there" asked which time, or the verb ("drops", "makes") was planned
		{"cut out 12 to 14, sofia drops the mic there lol", durIs(18)},
		{"remove 4 to 6, the kid makes a face there", durIs(18)},
		{"sacá del 12 al 14, el kid hace una mueca ahí", durIs(18)},
		{"borrá del 2 al 5, marcos tose ahi jaja", durIs(17)},
		{"cut 15 to 18, the dog barks there", durIs(17)},
		{"cortá del 4 al 6, sofia se cae ahí", durIs(18)},
		{"take out 0:12 to 0:14, marcos sneezes there haha", durIs(18)},
		// guards: a thing of the project doing something there may be an edit
		{"cut out 12 to 14, the star moves there", nil},
		{"cut 4 to 6, sofia is too dark there", nil},
		{"cut out 12 to 14, the text appears there", nil},
	},

	"after removing a sound, what is left to hear is why": {
		// refused: "say how long"
		{"quitá la voz de marcos, que quede solo la música", both(msGone("marcos-vo.wav"), msKept("music.mp3"))},
		{"borrá la locución, mejor que quede solo la musica", both(msGone("marcos-vo.wav"), msKept("music.mp3"))},
		{"delete the voiceover, so only the music is left", both(msGone("marcos-vo.wav"), msKept("music.mp3"))},
		{"remove marcos's narration, just the music left", both(msGone("marcos-vo.wav"), msKept("music.mp3"))},
		{"sacale la voz a marcos, que quede la musica sola", both(msGone("marcos-vo.wav"), msKept("music.mp3"))},
		// guards: a level, or a removal that is no sound, stays as it was
		{"delete the kid clip, que quede solo la música", nil},
		{"delete the star, so only the music is left", nil},
	},
}

func TestI13y5Table(t *testing.T) {
	runFixtureTable(t, "i13y5 table", i13tbFixture, i13y5Cases)
}
