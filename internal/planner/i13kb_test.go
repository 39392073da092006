package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13kbFixture is the workshop project with texts that hold numbers:
// "Episode 12" (20–24, top), "Since 2025" (30–33), "BREAK 30s" (40–44),
// "18°C" (50–54), "Call us · 555-0142" (60–64, bottom) and "$499 only"
// (64–68, bottom).
func i13kbFixture(t *testing.T) *videotools.Editor {
	ed := workshopFixture(t)
	for _, in := range []map[string]any{
		{"text": "Episode 12", "start": 20, "end": 24, "position": "top"},
		{"text": "BREAK 30s", "start": 40, "end": 44, "position": "center"},
		{"text": "18°C", "start": 50, "end": 54, "position": "center"},
		{"text": "Since 2025", "start": 30, "end": 33, "position": "center"},
		{"text": "Call us · 555-0142", "start": 60, "end": 64, "position": "bottom"},
		{"text": "$499 only", "start": 64, "end": 68, "position": "bottom"},
	} {
		b, _ := json.Marshal(in)
		if _, err := tools().Call(context.Background(), ed, "add_text", b); err != nil {
			t.Fatalf("i13kb fixture: %v", err)
		}
	}
	return ed
}

// i13kbNumberFixCases: a number corrected in the one text that holds it,
// the text named by what it is or not at all (refused: "12 of what", "does
// not know the word temperature", "no verb or edit I know").
var i13kbNumberFixCases = map[string][]vcase{
	"old and new number said": {
		{"change Episode 12 to Episode 13", textIs("Episode 13", 20, 24, "top", "")},
		{"cambiá Episode 12 por Episode 13", textIs("Episode 13", 20, 24, "top", "")},
		{"it's episode 13, not 12", textIs("Episode 13", 20, 24, "top", "")},
		{"es el episodio 14, no el 12", textIs("Episode 14", 20, 24, "top", "")},
		{"change the temperature to 25 degrees, 18 was yesterday", textIs("25°C", 50, 54, "center", "")},
		{"la temperatura es 21, no 18", textIs("21°C", 50, 54, "center", "")},
		{"cambiá el descanso a 45 segundos, 30 es muy poco", textIs("BREAK 45s", 40, 44, "center", "")},
	},
	"only the new number, written as the old one is": {
		{"we changed the number, it's 555-0199 now", textIs("Call us · 555-0199", 60, 64, "bottom", "")},
		{"cambiamos el teléfono, ahora es 555-0177", textIs("Call us · 555-0177", 60, 64, "bottom", "")},
		{"price dropped, make it $449", textIs("$449 only", 64, 68, "bottom", "")},
		{"the year is wrong, it's 2026", textIs("Since 2026", 30, 33, "center", "")},
		{"el año está mal, es 2024", textIs("Since 2024", 30, 33, "center", "")},
	},
	"guards": {
		{"make the logo 45", nil},      // an amount of what: asked
		{"it's 45 now", nil},           // two digits alone fit several numbers
		{"la temperatura es 18", nil},  // no new number
		{"it's 13, not 12 or 18", nil}, // two old numbers in two texts
		{"add 'hi' from 30 to 45", textIs("hi", 30, 45, "bottom", "")},
		{"set the music to 50%... no wait, make it 18", volumeIs("music.mp3", 0.18)}, // the music's, not the text's (i13oc: the value said again)
		{"replace Episode 12 with Episode 14", textIs("Episode 14", 20, 24, "top", "")},
	},
}

func TestI13kbNumberFix(t *testing.T) {
	runFixtureTable(t, "i13kb number fix", i13kbFixture, i13kbNumberFixCases)
}

// i13kbPhotoLaughCases: a chat laugh at the end of a photo request is a
// remark; the lexicon also knows "lol" as a sticker, and a sticker is no
// part of a photo (refused: "would leave out lol").
var i13kbPhotoLaughCases = []ppcase{
	{"invert the colors lol", "adjustments.applyMasked", []string{"adjustments.applyMasked:invert=true"}},
	{"pixelate the whole thing lol", "filters.applyMasked", []string{"filters.applyMasked:id=pixelate"}},
	{"make it black and white lol", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	{"ponela en blanco y negro lol", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0"}},
	// guards: a sticker named as a thing stays refused
	{"make the lol brighter", "", nil},
	{"add a lol sticker", "", nil},
}

func TestI13kbPhotoLaugh(t *testing.T) { runPhotoTable(t, i13kbPhotoLaughCases) }

// i13kbPhotoPlacedWordsCases: "add"/"put" with a place, before capitalised
// words basic mode does not know, adds them as a title, as "write" does
// (refused: "say the look").
var i13kbPhotoPlacedWordsCases = []ppcase{
	{"add Commander at the top", "text.add", []string{"text.add:text=Commander", "text.add:position=top"}},
	{"put Good morning at the top", "text.add", []string{"text.add:text=Good morning", "text.add:position=top"}},
	{"agregá Buenos días abajo", "text.add", []string{"text.add:text=Buenos días", "text.add:position=bottom"}},
	{"brighter, and add Mission Control at the bottom", "adjustments.applyMasked text.add", []string{"text.add:text=Mission Control"}},
	// guards: a known word first is a look on a part; no place, no title
	{"put Sepia at the top", "selection.rectangle looks.apply", []string{"looks.apply:name=sepia"}},
	{"add Bonjour", "", nil},
}

func TestI13kbPhotoPlacedWords(t *testing.T) { runPhotoTable(t, i13kbPhotoPlacedWordsCases) }
