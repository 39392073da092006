package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13: requests written as a message (a list, a greeting, a
// sign-off, "PS:"), a thing praised before a command about another, and
// "antes que" said of order. Each row failed before conversation.go's
// listMarkers, courtesyOnly, praisedOther, nowOpener, courtesyColon and
// antesQue; all run on the workshop project.
var i13ctxCases = map[string][]vcase{
	"list": {
		{"1) mute the music\n2) delete the logo", both(mutedIs("music.mp3", true), countIs(timeline.ElementImage, 0))},
		{"1. borrá el corazón\n2. silenciá la música", both(mutedIs("music.mp3", true), countIs(timeline.ElementSticker, 0))},
		{"- delete the heart\n- remove the vignette", both(countIs(timeline.ElementSticker, 0), countIs(timeline.ElementEffect, 0))},
		{"• sacá el logo\n• bajá la música al 25%", both(countIs(timeline.ElementImage, 0), volumeIs("music.mp3", 0.25))},
		{"a) delete the logo b) put the music at 40%", both(countIs(timeline.ElementImage, 0), volumeIs("music.mp3", 0.4))},
		{"firstly, delete the heart; secondly, mute the music", both(countIs(timeline.ElementSticker, 0), mutedIs("music.mp3", true))},
		{"primero, sacá el logo; segundo, borrá la viñeta", both(countIs(timeline.ElementImage, 0), countIs(timeline.ElementEffect, 0))},
	},
	"opener": {
		{"Oh and remove the logo", countIs(timeline.ElementImage, 0)},
		{"PS: put the music at 35%", volumeIs("music.mp3", 0.35)},
		{"P.S. borrá el corazón", countIs(timeline.ElementSticker, 0)},
		{"Ah, y sacá la viñeta", countIs(timeline.ElementEffect, 0)},
		{"btw, delete the vignette", countIs(timeline.ElementEffect, 0)},
		{"cool. now remove the heart", countIs(timeline.ElementSticker, 0)},
	},
	"greeting and sign-off": {
		{"Hey! Hope all is well. Please remove the heart", countIs(timeline.ElementSticker, 0)},
		{"Buen día! borrá la viñeta. Muchas gracias, Marta", countIs(timeline.ElementEffect, 0)},
		{"put the music at 15%, thanks in advance", volumeIs("music.mp3", 0.15)},
		{"silenciá la música, gracias de antemano", mutedIs("music.mp3", true)},
		{"hola, ¿qué tal? sacá el logo. Mil gracias", countIs(timeline.ElementImage, 0)},
		{"delete the logo please. Thanks so much! Cheers, Leo", countIs(timeline.ElementImage, 0)},
		{"hope this is clear: mute the music", mutedIs("music.mp3", true)},
	},
	"praise before another thing": {
		{"the heart looks great, just delete the logo", both(countIs(timeline.ElementImage, 0), countIs(timeline.ElementSticker, 1))},
		{"honestly the vignette is fine, mute the music", both(mutedIs("music.mp3", true), countIs(timeline.ElementEffect, 1))},
		{"el logo quedó perfecto, solo borrá el corazón", both(countIs(timeline.ElementSticker, 0), countIs(timeline.ElementImage, 1))},
		{"la viñeta está bien, bajá la música al 20%", both(volumeIs("music.mp3", 0.2), countIs(timeline.ElementEffect, 1))},
	},
	"antes que": {
		{"mové la cocina antes que la ciudad", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"mové la ciudad después que la cocina", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
	},
}

func TestI13ctxConversation(t *testing.T) {
	runFixtureTable(t, "i13ctx", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13ctxCases)
}

// TestI13ctxAsidesNamed: the greeting, sign-off or praise is named in the
// reply as an aside, never dropped unsaid.
func TestI13ctxAsidesNamed(t *testing.T) {
	checkRepliesHave(t, map[string]string{
		"Good evening! delete the heart":     `"Good evening"`,
		"mute the music. Saludos, Juan":      `"Saludos, Juan"`,
		"the logo is fine, delete the heart": `"the logo is fine"`,
	})
}

// TestI13ctxGuards: an aside never swallows an edit: a part that says a
// value, a quoted text or a command stays, to be planned, asked or
// refused; a number that is not a list's count stays a number.
func TestI13ctxGuards(t *testing.T) {
	for prompt, want := range map[string]check{
		"thanks! add a title 'Thanks a lot' at the end":   textIs("Thanks a lot", 87, 92, "center", "plain"),
		"Saludos, agregá un texto 'Saludos' al principio": textIs("Saludos", 0, 5, "bottom", "plain"),
	} {
		if want == nil {
			continue
		}
		if ok, why := runCase(t, workshopFixture(t), vcase{prompt, want}); !ok {
			t.Errorf("%q: %s", prompt, why)
		}
	}
	for _, prompt := range []string{
		"the logo is fine at 50%, mute the music", // a value said: not only praise
		"the logo looks good in black and white, mute the music",
		"make the logo look good, mute the music", // a request, however vague
		"great, the logo bigger and make it good",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() && strings.Contains(plan.Reply, "Read as what the request is for") {
			t.Errorf("%q: the part with a value or a request was set aside: %s", prompt, plan.Reply)
		}
	}
}
