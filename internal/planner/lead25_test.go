package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead25Cases run on the workshop project: the lead's own wording of the
// twenty-fifth session, with variants (none from a held-out set).
var lead25Cases = map[string][]vcase{
	// a clip named after "while"/"mientras" with a verb basic mode had not
	// listed ("pasa", "I'm …ing") is the span; it was a second target, and
	// the interview's own volume was set too
	"while a clip plays": {
		{"bajá la música al 20% mientras pasa la entrevista", both(volumesAre("music.mp3", 0.2, 0.8), volumeIs("interview.mp4", 1))},
		{"drop the music to 20% while I'm in the interview", both(volumesAre("music.mp3", 0.2, 0.8), volumeIs("interview.mp4", 1))},
		{"subí la música al 100% mientras sigue la entrevista", both(volumesAre("music.mp3", 1, 0.8), volumeIs("interview.mp4", 1))},
		{"drop the music to 20% while the interview plays", volumesAre("music.mp3", 0.2, 0.8)}, // guard: the known verb
	},
	// right after one clip was cut in two, its halves are the two parts
	// the cut made (the video's second half, 46–92 s, was removed); after
	// two cuts, "the middle part" is the one between them
	"halves of a cut": {
		{"split the interview at 40 and delete the second half", mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62")},
		{"partí la entrevista en el 40 y borrá la segunda mitad", mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62")},
		{"cut the interview at 30 and remove the first half", mainIs("interview:0-40 broll-city:40-52 broll-kitchen:52-62")},
		{"split the interview at 40 and 50 and delete the middle part", mainIs("interview:0-40 interview:40-60 broll-city:60-72 broll-kitchen:72-82")},
		{"delete the second half", durIs(46)}, // guard: no cut before, the video's half
	},
	// a text named by its own words, with no verb, made to say something:
	// that text changes (a second text was added over it)
	"a text told what to say": {
		{"que el welcome diga Hola a todos", both(textIs("Hola a todos", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{"the welcome should say Hi everyone", both(textIs("Hi everyone", 0, 4, "", ""), countIs(timeline.ElementText, 5))},
		{"que el thanks diga Gracias por ver", both(textIs("Gracias por ver", 87, 92, "", ""), countIs(timeline.ElementText, 5))},
		{"add a text that says Hi everyone", countIs(timeline.ElementText, 6)}, // guard: a new one
	},
	// an effect's strength compared by a share ("half as strong", "50%
	// weaker", "un 20% más fuerte"): that share of it (half as strong
	// doubled it; 50% weaker set it to 50, "already so")
	"strength by a share": {
		{"make the vignette half as strong", effectIs("vignette", 70, 82, "intensity", 25)},
		{"the vignette is too much, make it half as strong", effectIs("vignette", 70, 82, "intensity", 25)},
		{"make the vignette twice as strong", effectIs("vignette", 70, 82, "intensity", 100)},
		{"make the vignette 50% weaker", effectIs("vignette", 70, 82, "intensity", 25)},
		{"subí la viñeta un 20% más fuerte", effectIs("vignette", 70, 82, "intensity", 60)},
		{"bajá la viñeta al 30%", effectIs("vignette", 70, 82, "intensity", 30)},            // guard: a level
		{"make the vignette stronger, 80", effectIs("vignette", 70, 82, "intensity", 80)},   // guard: a level
		{"make the vignette a bit stronger", effectIs("vignette", 70, 82, "intensity", 63)}, // guard: a bit
	},
	// how long a thing is now, then its new length as a bare number: that
	// many seconds (the clip's volume was set to 10%, or the interview
	// moved to 60 s)
	"a length, then the new one": {
		{"the city clip is 12 seconds, make it 10", timesIs("broll-city.mp4", "70-80")},
		{"la entrevista dura 70 segundos, dejala en 60", timesIs("interview.mp4", "0-60")},
		{"the logo lasts 8 seconds, make it 10", timesIs("logo.png", "2-12")},
		{"the logo is 8 seconds long, make it 10", timesIs("logo.png", "2-12")},
		{"la música dura 92 segundos, bajala a 20", volumeIs("music.mp3", 0.2)}, // guard: a level verb
		{"the city clip is 12 seconds, cut it to 10", nil},                      // guard: asked (at 12 s or 10 s?)
	},
	// "que los subtítulos sean amarillos": "sean" is "be" (the words
	// were added as a new text "sean amarillos")
	"be, in the subjunctive": {
		{"que los subtítulos sean amarillos", textColorIs("first, the starter", "#ffe600")},
		{"que los subtítulos estén en amarillo", textColorIs("first, the starter", "#ffe600")},
	},
	// a sound's change "for" a clip is while the clip plays (the clip was
	// muted too, and all the music)
	"a sound for a clip": {
		{"mute the music for the city clip", both(volumesAre("music.mp3", 0.8, 0, 0.8), mutedIs("broll-city.mp4", false))},
		{"lower the music to 10% for the interview", both(volumesAre("music.mp3", 0.1, 0.8), volumeIs("interview.mp4", 1))},
		{"add a title \"Hi\" for the city clip", textIs("Hi", 70, 82, "", "")}, // guard: already its time
	},
	// a clip said by its ordinal is one thing, for an edge cut after a
	// complaint of it (the video's last seconds were cut)
	"an ordinal names the clip": {
		{"the second clip is too long, trim 2 seconds off the end", timesIs("broll-city.mp4", "70-80")},
		{"the second clip is too long, cut the last 2 seconds", timesIs("broll-city.mp4", "70-80")},
		{"the clip is too long, cut the last 2 seconds", durIs(90)}, // guard: no one clip said
	},
	// a thing said to stay as it is, after an edit, is not an edit of
	// its own (it was "keep only the interview": 70–92 s were removed)
	"a thing kept as it is": {
		{"mute the b-roll audio, keep the interview as is", both(durIs(92), mutedIs("broll-city.mp4", true), mutedIs("interview.mp4", false))},
		{"mute the city clip and leave the music alone", both(durIs(92), mutedIs("broll-city.mp4", true), volumeIs("music.mp3", 0.8))},
		{"keep only the interview", durIs(70)}, // guard: only
	},
}

func TestLead25Cases(t *testing.T) {
	runFixtureTable(t, "lead25", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead25Cases)
}

// lead25Review: found by scoring the development sets after this
// session's merges (silent wrongs the merged rules made or uncovered),
// with wording of the lead's own, on the workshop with a second picture
// off the timeline.
var lead25Review = map[string][]vcase{
	// the effect said of the clip it covers is what "it" is (the clip
	// was deleted with it)
	"an effect on a clip, then it removed": {
		{"the vignette on the city clip is too much, remove it", both(countIs(timeline.ElementEffect, 0), timesIs("broll-city.mp4", "70-82"))},
		{"the vignette on the city shots is too much, get rid of it", both(countIs(timeline.ElementEffect, 0), timesIs("broll-city.mp4", "70-82"))},
		{"the vignette is too much, remove it", countIs(timeline.ElementEffect, 0)},
	},
	// "the color boost" is the saturation effect, never "remove the
	// color" (black and white was added)
	"a colour boost": {
		{"add a color boost to the city clip", effectIs("saturation", 70, 82, "", 0)},
		{"remove the color boost", nil},                           // none there: refused (black and white was added)
		{"remove the color", effectIs("grayscale", 0, 92, "", 0)}, // guard
	},
	// a kind, then "of" and a name: the file of that kind the name says
	// (the logo on the timeline was added again)
	"a file of a kind named after it": {
		{"agregá el logo del sponsor arriba a la derecha", mediaIs("sponsor.png", timeline.TrackOverlay, 0, 5)},
		{"add the logo of the sponsor at 10", mediaIs("sponsor.png", timeline.TrackOverlay, 10, 15)},
	},
	// an absolute strength goes to the parameters the effect uses, not
	// to one left at 0 (the contrast was set too)
	"a strength said absolutely": {
		{"add a brightness boost to the city clip and crank it to 40", effectIs("brightness-contrast", 70, 82, "contrast", 0)},
	},
	// "the brightness boost" names an effect; "boost" is no verb there (a
	// second brightness effect was applied; here there is none: asked)
	"a boost said as a noun": {
		{"the brightness boost on the city clip: crank it to 40", nil},
		{"boost the brightness on the city clip", effectIs("brightness-contrast", 70, 82, "", 0)}, // guard: the verb
	},
}

func TestLead25Review(t *testing.T) {
	runFixtureTable(t, "lead25 review", func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		addTestAsset(ed.Project, "sponsor.png", timeline.AssetImage, 0, 800, 400, false)
		return ed
	}, lead25Review)
}
