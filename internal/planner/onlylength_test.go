package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// onlyLengthCases run on the workshop project (92 s: interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92; logo.png 2–10 over it;
// the heart 6–9; "Welcome to the Workshop" 0–4). nil: not planned.
var onlyLengthCases = map[string][]vcase{
	"a length said with only/just/solo before it (onlyLength)": {
		// were: the logo moved to 5 s and kept to the end (silent)
		{"make the logo only 5 secs", mediaIs("logo.png", over, 2, 7)},
		{"make the logo just 4 seconds", mediaIs("logo.png", over, 2, 6)},
		// were: the title moved to 3 s (silent)
		{"el texto de bienvenida que dure solo 3 segundos", textIs("Welcome to the Workshop", 0, 3, "center", "")},
		{"el logo que dure solamente 3 segundos", mediaIs("logo.png", over, 2, 5)},
		{"keep the heart up for only 2 seconds", stickerIs("heart", "bottom-right", 6, 8)},
		{"que el corazón dure nomás 2 segundos", stickerIs("heart", "bottom-right", 6, 8)},
		// unchanged: a moment said with its preposition, a move by a length
		{"make the logo appear only at 5 seconds", mediaIs("logo.png", over, 5, 13)},
		{"move the logo only 2 seconds later", mediaIs("logo.png", over, 4, 12)},
	},
}

// onlyLengthTripCases run on the trip project (beach.mp4 0–24 under the
// song, the title "Summer 2024" 0–3 at the top).
var onlyLengthTripCases = map[string][]vcase{
	"a length said with only/just/solo before it (onlyLength)": {
		{"make the title only 2 seconds", textIs("Summer 2024", 0, 2, "top", "")},
		{"el título que dure solo 2 segundos", textIs("Summer 2024", 0, 2, "top", "")},
		{"que el título dure solo 2 segundos", textIs("Summer 2024", 0, 2, "top", "")},
	},
}

func TestOnlyLength(t *testing.T) {
	runFixtureTable(t, "onlylength", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, onlyLengthCases)
	runFixtureTable(t, "onlylength trip", tripFixture, onlyLengthTripCases)
}
