package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// i13ub: a complaint of when or how long a thing shows, then its remedy.
// All on i13tbFixture: sofia-intro.mp4 0–10 and kid-finish.mp4 10–20 on
// the main track, marcos-vo.wav 10–20, music.mp3 0–20, "RACE DAY" (0–3,
// top), "Thanks!" (16–20, bottom), a star sticker (12–15, top right).
var i13ubCases = map[string][]vcase{
	"seconds given to a thing are how long it lasts": {
		// refused: "say what to give", "say what to add"
		{"give the star 5 seconds", stickerIs("star", "top-right", 12, 17)},
		{"the star goes by way too fast, give it 5 seconds", stickerIs("star", "top-right", 12, 17)},
		{"ponele 5 segundos a la estrella", stickerIs("star", "top-right", 12, 17)},
		{"la estrella dura re poco, ponele 5 segundos", stickerIs("star", "top-right", 12, 17)},
		{"la estrellita dura muy poquito, dale 5 segundos", stickerIs("star", "top-right", 12, 17)},
		// guards: a number without its unit, more seconds, a look given
		{"give the star 5", nil},
		{"give the star 2 more seconds", stickerIs("star", "top-right", 12, 17)},
		{"ponele 2 segundos más a la estrella", stickerIs("star", "top-right", 12, 17)},
	},
	"a complaint that it shows up late, then when it should start": {
		// refused: "late"/"tarde" left out, "nothing to refer to"
		{"the star shows up late, it should start when the kid clip starts", stickerIs("star", "top-right", 10, 13)},
		{"the star pops up a bit late, it needs to start at 11", stickerIs("star", "top-right", 11, 14)},
		{"la estrella aparece tarde, que arranque junto con el clip del kid", stickerIs("star", "top-right", 10, 13)},
		{"la estrella aparece tarde, que arranque en el 11", stickerIs("star", "top-right", 11, 14)},
		{"el Thanks sale tarde, q empiece en el 15", textIs("Thanks!", 15, 20, "", "")},
		{"the thanks text comes in a sec late, make it start at 15", textIs("Thanks!", 15, 20, "", "")},
		{"el texto de thanks llega un segundo tarde, arrancalo en el 15", textIs("Thanks!", 15, 20, "", "")},
		// guards: the complaint alone, a remedy of another thing, whose
		// video not said, a negated wish, "más tarde" asks where
		{"the star shows up late", nil},
		{"la estrella aparece tarde", nil},
		{"the star shows up late, start the music when the kid clip starts", nil},
		{"la estrella aparece tarde, que arranque con su video", nil},
		{"the star shows up late, it should not start at 11", nil},
		{"la estrella aparece mas tarde", nil},
	},
	"a thing on screen too long, then its length or end": {
		// refused: "forever", "goes on", "lol", "oye" and "del principio"
		{"the thanks text is on screen forever, cut it to 2 secs", textIs("Thanks!", 16, 18, "", "")},
		{"the music goes on too long, end it at 15", mediaIs("music.mp3", timeline.TrackAudio, 0, 15)},
		{"the star stays on screen forever lol, make it 2 seconds", stickerIs("star", "top-right", 12, 14)},
		{"el texto de race day dura muy poquito, que quede 5 segundos", textIs("RACE DAY", 0, 5, "", "")},
		{"the opening text lasts way too little, make it 5 seconds", textIs("RACE DAY", 0, 5, "", "")},
		{"oye, la estrella dura muy poco, dejala en 5 segundos", stickerIs("star", "top-right", 12, 17)},
		// guards: said alone it asks how long; the words of a text
		{"the thanks text is on screen forever", nil},
		{"the music goes on too long", nil},
		{"the thanks text is too long", nil},
	},
}

func TestI13ubCases(t *testing.T) { runFixtureTable(t, "i13ub", i13tbFixture, i13ubCases) }
