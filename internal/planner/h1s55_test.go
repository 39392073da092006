package planner

import "testing"

// hardToHearCases: a complaint that someone is hard to hear over the music,
// with no verb of its own, is why the music is lowered (on f1's baker
// fixture: Julián talks in intro.mp4, 0-10 s; the music plays 0-18 s at
// full). A nil check wants a question.
var hardToHearCases = map[string][]vcase{
	// "hard to hear" reads as "difficult to hear" (refused: "hear" unknown)
	"hard to hear, then the remedy": {
		{"julian is hard to hear over the music, turn the music down to 20%", musicLowerOnly(0, 18, 1)},
		{"julian is really hard to hear over the music. lower the music", musicLowerOnly(0, 18, 1)},
	},
	// what one explains is said, as what one says ("entiende" was unknown)
	"no se entiende lo que explica": {
		{"la música está muy fuerte, no se entiende lo que explica julian", musicLowerOnly(0, 18, 1)},
		{"la música está re fuerte, no se entiende nada de lo que explica julian", musicLowerOnly(0, 18, 1)},
	},
	// "there" is where the complaint's subject plays and "it" the sound it
	// is heard over: never all of the music (it was lowered whole, silent;
	// then asked, until unheardToRemedy read "it" as the music)
	"lower it there": {
		{"julian's intro is hard to hear over the music, lower it there", musicLowerOnly(0, 10, 1)},
	},
	// neighbour: "hart" is still a heart, "hard" is not in the lexicon
	"a hart sticker": {
		{"add a hart sticker at 2", stickerStartsAt("heart", 2)},
	},
}

func TestHardToHearUnderMusic(t *testing.T) {
	runFixtureTable(t, "hard to hear under music", bakerFixture, hardToHearCases)
}
