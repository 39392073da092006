package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead24Cases run on the workshop project: the lead's own wording of the
// twenty-fourth session, with variants (none from a held-out set).
var lead24Cases = map[string][]vcase{
	// made to stay a length more: that much longer (it was made to last
	// just that length, 3 s)
	"stay a length more": {
		{"make the logo stay on screen 3 more seconds", timesIs("logo.png", "2-13")},
		{"let the logo stay up 3 seconds more", timesIs("logo.png", "2-13")},
		{"hacé que el logo se quede 3 segundos más en pantalla", timesIs("logo.png", "2-13")},
		{"make the logo stay 3 seconds", timesIs("logo.png", "2-5")}, // guard: a length
	},
	// an effect (or a text, a sticker) made to cover another clip as well:
	// it lasts over both (both were hidden)
	"an effect covers a clip too": {
		{"make the vignette cover the kitchen shot too", effectSpans("vignette", "70-92")},
		{"que la viñeta cubra también la cocina", effectSpans("vignette", "70-92")},
		{"extend the vignette over the kitchen b-roll too", effectSpans("vignette", "70-92")},
		{"make the vignette cover the interview as well", effectSpans("vignette", "0-82")},
		{"cover the logo", hiddenIs("logo.png", true)},                     // guard: hidden
		{"borrá también el logo", timesIs("logo.png", "")},                 // guard: "también" before the object
		{"make the heart cover the logo too", stickerStartsAt("heart", 6)}, // guard: on screen, maybe
	},
	// shown in a clip where it is not yet, or only there, or not before
	// it ("recién"): while that clip plays (nothing changed, "already
	// shown", or it asked how long)
	"shown in a clip": {
		{"que el logo aparezca en la cocina", timesIs("logo.png", "82-92")},
		{"the logo should only appear in the kitchen part", timesIs("logo.png", "82-92")},
		{"hacé que el logo aparezca recién en la cocina", timesIs("logo.png", "82-92")},
		{"show the logo in the city clip", timesIs("logo.png", "70-82")},
		{"que el logo aparezca en la entrevista", timesIs("logo.png", "2-10")}, // guard: shown there already
	},
	// a clip said too long, then an edge cut with no thing said: the
	// clip's edge (the video's last seconds were cut)
	"the edge of the clip complained of": {
		{"the city clip is too long, cut the last 2 seconds", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"the city b-roll feels long, cut the first 3 seconds", mainIs("interview:0-70 broll-city:70-79 broll-kitchen:79-89")},
		{"the city clip drags on, cut the last 2 seconds", mainIs("interview:0-70 broll-city:70-80 broll-kitchen:80-90")},
		{"the city clip drags, trim 2 seconds off the end", timesIs("broll-city.mp4", "70-80")},
		{"the music is too loud, cut the last 5 seconds", durIs(87)}, // guard: no remedy of a sound
		{"cut the last 5 seconds", durIs(87)}, // guard: the video's
	},
	// a Spanish plural is a word, not a typo of one of the lexicon
	// ("votos" read "fotos": the logo was deleted)
	"Spanish plurals": {
		{"borrá los votos", nil},
		{"sacá los papeles", nil},
	},
}

func TestLead24Cases(t *testing.T) {
	runFixtureTable(t, "lead24", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead24Cases)
}

// TestLead24NothingBeforeTheFirst: a thing added "before" what starts at
// 0 s is asked about, with why ("Invalid duration" was the reply). A clip
// said before the first clip of the main track goes first in its order
// now (lead40: TestLead40FileIntoTheOrder); a picture or sticker over the
// video still asks.
func TestLead24NothingBeforeTheFirst(t *testing.T) {
	for _, prompt := range []string{
		"add a heart before the welcome title",
		"add the logo before the interview",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.Status != "question" || !strings.Contains(plan.Reply, "nothing comes before it") {
			t.Errorf("%q: %s %q, want a question saying nothing comes before it", prompt, plan.Status, plan.Reply)
		}
	}
}
