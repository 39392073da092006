package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead22Cases run on the workshop project: wording the lead wrote in the
// twenty-second session for the silent wrongs the last notes listed, with
// variants of each (none from a held-out set).
var lead22Cases = map[string][]vcase{
	// unquoted text ends before a time said by a thing of the project (the
	// text held the whole phrase and went at 0 s)
	"text before a time of a thing": {
		{"add a text that says City right when the city clip starts", both(textIs("City", 70, 75, "", ""), countIs(timeline.ElementText, 6))},
		{"add a caption saying Fresh bread while the kitchen clip plays", textIs("Fresh bread", 82, 92, "", "")},
		{"put a title that reads Our city during the city clip", textIs("Our city", 70, 82, "", "")},
		{"poné un texto que diga Cocina cuando empieza el clip de la cocina", textIs("Cocina", 82, 87, "", "")},
		{"escribí un texto que diga Bienvenidos mientras se ve el logo", textIs("Bienvenidos", 2, 10, "", "")},
		{"add a text saying Welcome at the start of the video", textIs("Welcome", 0, 5, "", "")},
		{"poné un texto que diga Hola al final del video", textIs("Hola", 87, 92, "", "")},
		{"add a text that says Once upon a time when the interview starts", textIs("Once upon a time", 0, 5, "", "")},
		// guards: a phrase of when that names nothing there, or says more,
		// is the text's
		{"add a text that says Smile when you see the kitchen", textIs("Smile when you see the kitchen", 0, 5, "", "")},
		{"add a text that says See you after the break", textIs("See you after the break", 0, 5, "", "")},
	},
	// "of the whole video" after an edge is the video's edge (the text ran
	// over the whole video)
	"edge of the whole video": {
		{`add a text "Bye" at the end of the whole video`, textIs("Bye", 87, 92, "", "")},
		{`add a text "Hi" at the start of the whole video`, textIs("Hi", 0, 5, "", "")},
		{`poné un texto "Chau" al final de todo el video`, textIs("Chau", 87, 92, "", "")},
	},
	// the filmed clips, not the song over them (both tracks were muted)
	"footage": {
		{"mute the footage", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"mute the video clips", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"silenciá el metraje", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"mute the video", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))}, // guard: all of it
	},
	// "todo" alone is everything ("nothing meant has sound")
	"todo alone": {
		{"silenciá todo menos la música", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"bajá todo menos la música al 50%", both(volumeIs("interview.mp4", 0.5), volumeIs("music.mp3", 0.8))},
		{"silenciá todo", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))},
	},
	// a verb of adding after the thing there is says when it comes on (a
	// second heart was added; a first version set its length to 20)
	"pops in": {
		{"have the heart pop in at 20", both(countIs(timeline.ElementSticker, 1), stickerStartsAt("heart", 20))},
		{"let the logo drop in at 3", timesIs("logo.png", "3-11")},
		{"pop in a heart at 20", countIs(timeline.ElementSticker, 2)}, // guard: a new one
		{"have a heart pop in at 20", countIs(timeline.ElementSticker, 2)},
	},
	// a timing complaint, then a verb of timing with "it" (the verb after
	// the comma was a time: "nothing to refer to"; "end it" ended the video)
	"timing complaint then it": {
		{"the logo comes in too early, start it at 4", timesIs("logo.png", "4-12")},
		{"the heart shows up too late, start it at 3", stickerStartsAt("heart", 3)},
		{"the welcome title ends too soon, end it at 6", both(timesIs("Welcome to the Workshop", "0-6"), durIs(92))},
		{"the logo, end it at 6", timesIs("logo.png", "2-6")},
		{"end it at 6", durIs(6)}, // guard: nothing before it is the video
	},
	// "less" before a colour is no colour to set (the title was made red)
	"less of a colour": {
		{"make the welcome title less red", nil},
		{"make the welcome title more red", nil},
	},
}

// stickerStartsAt checks the first sticker of an id starts at s.
func stickerStartsAt(id string, s float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if !near(e.Start.Seconds(), s) {
				return "sticker starts at " + secs(e.Start.Seconds())
			}
			return ""
		}
		return "no " + id + " sticker"
	}
}

func TestLead22Cases(t *testing.T) {
	runFixtureTable(t, "lead22", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead22Cases)
}

// lead22PhotoCases: the lead's own photo wording of the twenty-second
// session.
var lead22PhotoCases = []ppcase{
	// a verb of removing before a level takes some off (the logo layer was
	// deleted, or refused as a look to undo)
	{"sacale brillo", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"sacale un poco de contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}},
	{"take away some brightness", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"quitale el brillo al logo", "layers.select adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"remove some warmth", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"sacale el color", "", nil}, // guard: all of it is not "some"
	// "less" before a colour (the text was made red)
	{"make the title less red", "", nil},
	{"make the text a little less red", "", nil},
}

func TestLead22Photo(t *testing.T) { runPhotoTable(t, lead22PhotoCases) }
