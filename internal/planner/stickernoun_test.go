package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// pinFixture: the small edit with a location pin sticker at 5-9, top left.
func pinFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "pin", ed, []testCall{
		{"add_sticker", map[string]any{"stickerId": "location-pin", "start": 5, "end": 9, "position": "top-left"}},
	})
	return ed
}

// stickerNounCases: a sticker's name that is also a verb ("pin" is put),
// after an article, is the sticker ("el pin de ubicacion ponelo en el
// segundo 58", set 34: "pin" was read as the verb and "ponelo" as a second
// command with nothing to move). A nil check wants a question or a refusal.
var stickerNounCases = map[string][]vcase{
	"the sticker named by a verb's word": {
		{"el pin de ubicacion ponelo en el segundo 12", stickerStartsAt("location-pin", 12)},
		{"el pin movelo al segundo 14", stickerStartsAt("location-pin", 14)},
		{"the pin move it to 12", stickerStartsAt("location-pin", 12)},
		{"the location pin, put it at 15", stickerStartsAt("location-pin", 15)},
		// guard: the verb at the start is still the verb
		{"pin the logo at 12", mediaIsAt("logo.png", 12)},
		{"el pin", nil},
	},
}

func TestStickerNoun(t *testing.T) {
	runFixtureTable(t, "sticker noun", func(t *testing.T) *videotools.Editor { return pinFixture(t) }, stickerNounCases)
}
