package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// fourteenthSessionCases run on the workshop project (found by the lead in
// the fourteenth session). A nil check wants a question or a refusal.
var fourteenthSessionCases = map[string][]vcase{
	"end after": {
		// a sound that stops after an element ends where it does (it ran
		// from there to the end of the video, or was moved there)
		{"stop the music after the interview", piecesAre("music.mp3", "0-70@0")},
		{"end the music after the interview", piecesAre("music.mp3", "0-70@0")},
		{"the music should stop after the interview", piecesAre("music.mp3", "0-70@0")},
		{"que la música termine después de la entrevista", piecesAre("music.mp3", "0-70@0")},
		{"que la música pare después de la entrevista", piecesAre("music.mp3", "0-70@0")},
		{"que la música se detenga después de la entrevista", piecesAre("music.mp3", "0-70@0")},
		// guards: a start after an element is a start
		{"start the music after the interview", piecesAre("music.mp3", "70-92@0")},
		{"the music should end when the interview ends", piecesAre("music.mp3", "0-70@0")},
	},
	"off": {
		// "off" said of a sound with no verb silences it; for a time, only
		// then (the music was moved to 20 s)
		{"music off", mutedIs("music.mp3", true)},
		{"music off after the interview", both(volumesAre("music.mp3", 0.8, 0), piecesAre("music.mp3", "0-70@0 70-92@70"))},
		{"music off after 20", both(volumesAre("music.mp3", 0.8, 0), piecesAre("music.mp3", "0-20@0 20-92@20"))},
		{"kill the music after 20", both(volumesAre("music.mp3", 0.8, 0), piecesAre("music.mp3", "0-20@0 20-92@20"))},
		{"kill the music after the interview", both(volumesAre("music.mp3", 0.8, 0), piecesAre("music.mp3", "0-70@0 70-92@70"))},
		{"kill the music", mutedIs("music.mp3", true)},
	},
	"sound for a time": {
		// only what sounds is cut ("mute the music after 20" cut the
		// interview in two as well)
		{"mute the music after 20", both(volumesAre("music.mp3", 0.8, 0), mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"))},
		{"bajá la música en el segundo 10", both(volumesAre("music.mp3", 0.8, 0.4), mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"))},
		{"mute the interview from 10 to 20", both(piecesAre("interview.mp4", "0-10@0 10-20@10 20-70@20"), volumesAre("interview.mp4", 1, 0, 1), piecesAre("music.mp3", "0-92@0"))},
	},
	"shown only during": {
		// a picture shown only during an element shows for its time, as
		// "mostrá el logo solo durante el b-roll" does (it said "already
		// so" for the logo at 2–10 s inside the interview)
		{"que el logo se vea solo en la entrevista", timesIs("logo.png", "0-70")},
		{"make the logo visible only during the interview", timesIs("logo.png", "0-70")},
		{"the logo only during the interview", timesIs("logo.png", "0-70")},
		{"el logo solo durante el clip de la ciudad", timesIs("logo.png", "70-82")},
		// guards: a sound keeps its place in the song; "keep" restricts
		{"the music only while the thanks text shows", piecesAre("music.mp3", "87-92@87")},
		{"keep the logo only for the first 5 seconds", timesIs("logo.png", "2-5")},
	},
	"look except a time": {
		// a look over the video but a stretch goes on the rest (refused:
		// "would leave out except the first 5 seconds")
		{"make it black and white except the first 5 seconds", effectsAt("grayscale", "5-92")},
		{"black and white except the first 5 seconds", effectsAt("grayscale", "5-92")},
		{"blur everything except the last 10 seconds", effectsAt("blur", "0-82")},
		{"sepia except from 10 to 20", effectsAt("sepia", "0-10 20-92")},
		{"sepia except during the interview", effectsAt("sepia", "70-92")},
		{"black and white except the first 5 seconds of the interview", effectsAt("grayscale", "5-92")},
		// of an element, the times are whose? Asked; nothing left is refused
		{"blur the interview except the first 5 seconds", nil},
		{"sepia on the city clip except the last 2 seconds", nil},
		{"sepia except from 0 to 92", nil},
		// guards: other edits still say they would leave the time out
		{"mute the music except the first 5 seconds", nil},
		{"make the logo bigger except the first 5 seconds", nil},
		{"make everything black and white except the city clip", effectsAt("grayscale", "0-70 82-92")},
	},
	"naming": {
		// a text noun said first and then "the …" is a verb and its
		// object: asked, not a text "the speaker Ana" / "the interview"
		{"name the speaker Ana", nil},
		{"label the speaker as Ana Pérez", nil},
		{"title the video Bake Day", nil},
		{"subtitle the interview", nil},
		// said of a text, not its words (texts "stays too long", "covers
		// the face" were added)
		{"the title stays too long", nil},
		{"the caption covers the face, move it up", nil},
		// guards: the words after a text noun elsewhere are its words
		{"add a title the end", textIs("the end", 0, 5, "", "")},
		{"add a title Make It Happen", textIs("Make It Happen", 0, 5, "", "")},
	},
	"place several": {
		// a text and a picture placed together both go (the logo, the
		// heart stayed where they were)
		{"move the logo and the welcome text to the top", both(textIs("Welcome to the Workshop", 0, 4, "top", ""), logoAt(785, -365))}, // i13v21: already nearer that edge than the spot, it stays (it went 14 px down, to the spot)
		{"put the heart and the thanks text on the left", both(stickerPosNear("heart", -798, 378), countIs(timeline.ElementText, 5))},
		{"move the logo and the welcome text up a bit", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		// a sound has no place: said, not dropped
		{"move the logo and the music to the top", nil},
		// "everything" over the video: which? (only the texts moved)
		{"move everything up", nil},
		{"put everything at the top", nil},
		{"move everything to the left", nil},
		// guards
		{"move all the texts up", textIs("Thanks for watching!", 87, 92, "top", "")},
		{"move the logo to the top right", logoAt(771, -351)},
	},
	"keep a thing": {
		// "keep" a thing over the video for a time is its time (the video
		// was cut down to 5–9 s)
		{"keep the heart as long as the label", both(stickerIs("heart", "bottom-right", 5, 9), durIs(92))},
		{"keep the heart while the label shows", both(stickerIs("heart", "bottom-right", 5, 9), durIs(92))},
		{"dejá el corazón mientras se ve la etiqueta", both(stickerIs("heart", "bottom-right", 5, 9), durIs(92))},
		{"keep the logo from 10 to 20", both(timesIs("logo.png", "10-20"), durIs(92))},
		// a main clip kept in part: the rest of it goes, not the clips
		// after it
		{"keep the interview from 10 to 20", mainIs("interview:0-10 broll-city:10-22 broll-kitchen:22-32")},
		{"quedate con la entrevista del 10 al 20", mainIs("interview:0-10 broll-city:10-22 broll-kitchen:22-32")},
		{"keep the city clip from 2 to 5", nil},
		// guards
		{"keep from 10 to 20", both(mainIs("interview:0-10"), durIs(10))},
		{"keep only the first half of the interview", mainIs("interview:0-35 broll-city:35-47 broll-kitchen:47-57")},
		{"keep the logo only for the first 5 seconds", timesIs("logo.png", "2-5")},
	},
	"no gap": {
		// "without leaving a gap" is what a delete does (the delete was
		// dropped: "nothing to close"; or refused)
		{"sacá el clip de la cocina sin dejar hueco", mainIs("interview:0-70 broll-city:70-82")},
		{"borrá el clip de la ciudad sin dejar espacio", mainIs("interview:0-70 broll-kitchen:70-80")},
		{"delete the city clip with no gap", mainIs("interview:0-70 broll-kitchen:70-80")},
		{"remove the city clip without leaving a gap", mainIs("interview:0-70 broll-kitchen:70-80")},
		// guards
		{"delete the city clip without closing the gap", mainIs("interview:0-70 broll-kitchen:82-92")},
		{"cerrá los huecos", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	"before": {
		// "before the end" is not all of the video (everything was
		// deleted; the star ran 0–92 s): how long before?
		{"delete everything before the end", nil},
		{"blur before the end", nil},
		{"add a star just before the end", nil},
		{`add "bye" just before the end`, nil},
		// a thing added before another is a moment before it, not all
		// the time before it (the star ran 0–70 s)
		{"add a star just before the city clip", nil},
		// guards
		{`add "bye" 3 seconds before the end`, textIs("bye", 89, 92, "", "")},
		{`add "bye" at the end`, textIs("bye", 87, 92, "", "")},
		{"blur before the city clip", effectsAt("blur", "0-70")},
		{"cut everything before the city clip", mainIs("broll-city:0-12 broll-kitchen:12-22")},
	},
	"instead": {
		// a sticker used instead of another replaces it (a star was added
		// and the heart kept, or the clause was refused)
		{"use a star instead of the heart", stickerIs("star", "bottom-right", 6, 9)},
		{"put a star instead of the heart", stickerIs("star", "bottom-right", 6, 9)},
		{"poné una estrella en vez del corazón", stickerIs("star", "bottom-right", 6, 9)},
		{"instead of the heart use a star", stickerIs("star", "bottom-right", 6, 9)},
		// guards
		{"replace the heart with a star", stickerIs("star", "bottom-right", 6, 9)},
		{"make the heart a star", stickerIs("star", "bottom-right", 6, 9)},
	},
	"too much": {
		// an effect "too much" is made weaker, as "too strong" is (it was
		// made stronger: intensity 100)
		{"the vignette is too much", effectIs("vignette", 70, 82, "intensity", 30)},
		{"la viñeta está exagerada", effectIs("vignette", 70, 82, "intensity", 30)},
		{"the vignette is too strong", effectIs("vignette", 70, 82, "intensity", 30)},
	},
	"the two": {
		// "the two texts" of five: which two? (all five changed)
		{"los dos textos en rojo", nil},
		{"make the two texts red", nil},
		// guards: two of two are both
		{"delete the two subtitles", countIs(timeline.ElementText, 3)},
		{"borrá los dos subtítulos", countIs(timeline.ElementText, 3)},
		{"the two b-roll clips in black and white", effectsAt("grayscale", "70-82 82-92")},
	},
}

func TestFourteenthSessionCases(t *testing.T) {
	runFixtureTable(t, "fourteenth-session table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, fourteenthSessionCases)
}

// fourteenthSessionWords: words inside texts swapped by "change", quoted
// or not, and the text named whole by its words.
var fourteenthSessionWords = map[string][]vcase{
	"words": {
		// "change" reaches the words, as "replace" did ("say what to change")
		{`change "Workshop" to "Class"`, timesIs("Welcome to the Class", "0-4")},
		{`cambiá "Workshop" por "Clase"`, timesIs("Welcome to the Clase", "0-4")},
		// a whole text said with a joining word inside it is that text (it
		// became "the Workshop" to "Hi to the Workshop", "watching! with Bye
		// for watching!")
		{`change "Welcome to the Workshop" to "Hi"`, both(timesIs("Hi", "0-4"), countIs(timeline.ElementText, 5))},
		{"replace Thanks for watching! with Bye", both(timesIs("Bye", "87-92"), countIs(timeline.ElementText, 5))},
		// words no text has are said so ("there is no text on the timeline")
		{"change 2024 to 2025", nil},
		{`change "Nope" to "Hi"`, nil},
		// guards
		{"change Workshop to Class", timesIs("Welcome to the Class", "0-4")},
		{"change sourdough to rye", timesIs("today we bake rye", "12-15")},
		{"change the music to 30%", volumeIs("music.mp3", 0.3)},
		{"change 3 to 5", nil},
	},
}

func TestFourteenthSessionWords(t *testing.T) {
	runFixtureTable(t, "fourteenth-session words", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, fourteenthSessionWords)
}

// TestNoTextSaysThose: a swap of words no text has names the words.
func TestNoTextSaysThose(t *testing.T) {
	for _, prompt := range []string{"change 2024 to 2025", "replace 2024 with 2025"} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, `no text says "2024"`) {
			t.Errorf("%q: %s", prompt, plan.Reply)
		}
	}
}

// fourteenthSessionInterviewCases run on the interview project
// (interview 0–20, city 20–28, b-roll overlay 6–10, logo 0–4, music 0–28).
var fourteenthSessionInterviewCases = map[string][]vcase{
	"cover": {
		// one thing covering another is asked (both were hidden: a black
		// video)
		{"the b-roll should cover the interview", nil},
		{"cover the interview with the b-roll", nil},
		{"que el b-roll tape la entrevista", nil},
		// guard: one thing covered is hidden
		{"cover the logo", hiddenIs("logo.png", true)},
	},
	"muted": {
		// "muted" said of a thing with sound is its sound (its colours
		// were muted: saturation −50)
		{"the b-roll needs to be muted", both(mutedIs("broll.mp4", true), countIs(timeline.ElementEffect, 0))},
		{"the city clip should be muted", both(mutedIs("city.mp4", true), countIs(timeline.ElementEffect, 0))},
		// guards: muted colours are a look
		{"make the b-roll colours muted", countIs(timeline.ElementEffect, 1)},
		{"mute the b-roll", mutedIs("broll.mp4", true)},
	},
}

func TestFourteenthSessionInterviewCases(t *testing.T) {
	runFixtureTable(t, "fourteenth-session interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, fourteenthSessionInterviewCases)
}

// fourteenthSessionTripCases run on the trip project (one clip, one song,
// one title "Summer 2024").
var fourteenthSessionTripCases = map[string][]vcase{
	"on screen": {
		// how long it shows, not whether ("the title is too long on
		// screen" answered "already shown")
		{"the title is too long on screen", nil},
		{"the title is on screen too long", nil},
		// guard
		{"make the title last 2 seconds", timesIs("Summer 2024", "0-2")},
	},
}

func TestFourteenthSessionTripCases(t *testing.T) {
	runFixtureTable(t, "fourteenth-session trip table", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, fourteenthSessionTripCases)
}
