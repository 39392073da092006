package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// spellFixture is the small edit with a title in capitals over the intro
// ("WORST COLOUR EVER?", 0-4) and a label in sentence case on the beach
// ("Colour chart", 11-15), beside "Welcome".
func spellFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "spell", ed, []testCall{
		{"add_text", map[string]any{"text": "WORST COLOUR EVER?", "start": 0, "end": 4, "position": "center", "style": "plain"}},
		{"add_text", map[string]any{"text": "Colour chart", "start": 11, "end": 15, "position": "bottom", "style": "label"}},
	})
	return ed
}

// spellCases: "spell A as B" of a word a text holds is the swap "change
// A to B" ("tire" was read as Spanish "tirá", delete, and refused), and a
// swapped word takes the case the text has it in (a title in capitals
// became "WORST color EVER?").
var spellCases = map[string][]vcase{
	"spell A as B, with a reason after it": {
		{"spell worst as best in the title, it sounds kinder", both(textIs("BEST COLOUR EVER?", 0, 4, "", ""), textIs("Colour chart", 11, 15, "", ""))},
		{"escribí worst como best en el título, suena más amable", textIs("BEST COLOUR EVER?", 0, 4, "", "")},
		{"spell colour as color", both(textIs("WORST COLOR EVER?", 0, 4, "", ""), textIs("Color chart", 11, 15, "", ""))},
		// a kind of text after "as" is a new text, not a spelling: asked, as before
		{"write Colour as a title", nil},
	},
	"a swap in the text's case": {
		{"change colour to color in the title", textIs("WORST COLOR EVER?", 0, 4, "", "")},
		{"cambiá colour por color en el cartel de abajo", textIs("Color chart", 11, 15, "", "")},
		// words said in capitals of their own stay as said
		{"change colour to Hue in the title", textIs("WORST Hue EVER?", 0, 4, "", "")},
	},
}

func TestF2S57SpelledAs(t *testing.T) {
	runFixtureTable(t, "spelled as", spellFixture, spellCases)
}

// coverCases: "the music covers her" after a complaint that someone is
// hard to hear is the music lowered where she talks, as "drowns" is (the
// lexicon's "cover" is "hide": the clause was set aside and the request
// refused, "nothing meant has sound").
var coverCases = map[string][]vcase{
	"covers, after who is hard to hear": {
		{"nora is hard to hear at the beginning, the music covers her", musicLowerOnly(0, 10, 1)},
		{"no se escucha a nora al principio, la música la cubre", musicLowerOnly(0, 10, 1)},
		{"nora is hard to hear at the beginning, the music drowns her", musicLowerOnly(0, 10, 1)}, // as before
	},
	"cover as hide: as before": {
		{"cover the logo", hiddenIs("logo.png", true)},
	},
}

func TestF2S57MusicCovers(t *testing.T) {
	runFixtureTable(t, "music covers", talkerFixture, coverCases)
}
