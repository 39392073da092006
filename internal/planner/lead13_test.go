package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// thirteenthSessionCases run on the workshop project (found by the lead in
// the thirteenth session). A nil check wants a question or a refusal.
var thirteenthSessionCases = map[string][]vcase{
	"place": {
		// "higher" and "lower" of a picture are up and down (refused, or
		// "put the text higher" added a text that said "higher")
		{"the logo a bit lower", logoAt(785, -257)},
		{"move the logo higher", logoAt(785, -405)},         // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"put the logo a little higher", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"put the text higher", nil},
		{"put the title higher", both(textIs("Welcome to the Workshop", 0, 4, "custom", ""), textAtY("Welcome to the Workshop", -108))}, // policy 10: the opening title, a tenth of the frame up
		{"lower the heart", stickerPosNear("heart", 798, 432)},                                                                          // i13v21: a step stops at the frame's edge (it was 486, out of the frame)
		{"raise the logo", logoAt(785, -405)},                                                                                           // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"the heart a bit lower", stickerPosNear("heart", 798, 432)},                                                                    // i13v21: a step stops at the frame's edge (it was 486, out of the frame)
		// guards: an unquoted word after "the text" is not its words
		{"put the logo up a bit", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
	},
	"audio": {
		// "lower" of a sound is quieter (it asked whether to add the music
		// a second time)
		{"put the music lower", volumeIs("music.mp3", 0.4)},
		{"music lower", volumeIs("music.mp3", 0.4)},
	},
	"range": {
		// "cut 10 seconds" says how much, not where (it split at 10 s)
		{"cut 10 seconds", nil},
		{"cortá 10 segundos", nil},
		{"cut 5 seconds from the interview", nil},
		{"cut the interview 10 seconds", nil},
		{"cut at 10 seconds", mainIs("interview:0-10 interview:10-70 broll-city:70-82 broll-kitchen:82-92")},
		// "cut the middle" takes out a part whose length was not said (it
		// split at 46 s)
		{"cut the middle", nil},
		{"cortá el medio", nil},
		{"cut in the middle", mainIs("interview:0-46 interview:46-70 broll-city:70-82 broll-kitchen:82-92")},
		{"cut it in the middle", mainIs("interview:0-46 interview:46-70 broll-city:70-82 broll-kitchen:82-92")},
		{"cortalo en el medio", mainIs("interview:0-46 interview:46-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	"half": {
		// half of a clip: which half? (the whole interview was deleted)
		{"sacale la mitad a la entrevista", nil},
		{"remove half of the interview", nil},
		// half its length (it ended at 46 s, the video's middle); a clip
		// made shorter leaves its time empty, as "acortá la entrevista 5
		// segundos" does
		{"acortá la entrevista a la mitad", mainIs("interview:0-35 broll-city:70-82 broll-kitchen:82-92")},
		{"cut the interview to half", mainIs("interview:0-35 broll-city:70-82 broll-kitchen:82-92")},
		// the first half of a clip: the rest of the clip goes, not the clips
		// after it (35–92 s was removed)
		{"keep only the first half of the interview", mainIs("interview:0-35 broll-city:35-47 broll-kitchen:47-57")},
		{"dejá solo la primera mitad de la entrevista", mainIs("interview:0-35 broll-city:35-47 broll-kitchen:47-57")},
		// guards
		{"keep only the part with the interview", mainIs("interview:0-70")},
		{"cut the interview in half", mainIs("interview:0-35 interview:35-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	"replace": {
		// a file put in the place of a clip the clause before deleted asks
		// for the one-step replace (the gap was closed and the file went to
		// the end: the video grew to 155 s)
		{"delete the city clip and put the guest cam in its place", nil},
		{"remove the city clip and put the guest cam there", nil},
		{"borrá el clip de la ciudad y poné la cámara del invitado en su lugar", nil},
		// guard
		{"replace the city clip with the guest cam", mainIs("interview:0-70 guest-cam:70-82 broll-kitchen:82-92")},
	},
	"stickers": {
		// more than one moment: a sticker at each (one heart at 10 s, the
		// rest dropped)
		{"add a heart at 10, 20 and 30", stickerTimes("heart", "10-15 20-25 30-35 6-9")},
		{"add a heart every 20 seconds", stickerTimes("heart", "20-25 40-45 6-9 60-65 80-85")},
		{"poné un corazón cada 30 segundos", stickerTimes("heart", "30-35 6-9 60-65 90-92")},
		{"add a heart every second", nil},
		// the same for a text, a file or a move, which take one moment: asks
		// (one was done and the other moments dropped)
		{"add \"hola\" at 10, 20 and 30", nil},
		{"add the text \"wow\" every 20 seconds", nil},
		{"put the logo at 10 and 40", nil},
		{"add the logo at 10 and at 50", nil},
		// guards
		{"add a heart at 10", stickerTimes("heart", "10-15 6-9")},
		{"split at 10, 20 and 30", mainIs("interview:0-10 interview:10-20 interview:20-30 interview:30-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	"longer": {
		// the video made longer (everything after 5 s was removed)
		{"extend the video by 5 seconds", nil},
		{"make the video 5 seconds longer", nil},
		{"make the video longer by 5 seconds", nil},
		{"alargá el video 5 segundos", nil},
		// guards
		{"cut the video to 60 seconds", durIs(60)},
		{"make the logo 2 seconds longer", timesIs("logo.png", "2-12")},
	},
	"like": {
		// like another thing, with nothing said of what is alike: which?
		// (the heart took the logo's time)
		{"el corazón igual que el logo", nil},
		{"the heart the same as the logo", nil},
		{"el corazón igual que el logo, arriba a la derecha", nil},
		// guard: a length said
		{"que el corazón dure lo mismo que el logo", stickerTimes("heart", "6-14")},
	},
	"section": {
		// "the intro", "the outro" alone, with nothing of that name: which
		// stretch? (the whole video was made black and white, or whole
		// tracks muted)
		{"make the intro black and white", nil},
		{"blur the intro", nil},
		{"mute the intro", nil},
		{"make the outro black and white", nil},
		{"la intro en blanco y negro", nil},
		// guards: the intro title is a text; the ending is the last seconds
		{"make the intro title bigger", bigger("Welcome to the Workshop")},
		{"make the ending black and white", effectsAt("grayscale", "87-92")},
	},
	"timing": {
		// "start X with Y": when Y starts, as long as before, to the end of
		// the video at most (the music ran only while the city clip did)
		{"make the music start with the city clip", timesIs("music.mp3", "70-92")},
		{"la música que arranque con el b-roll de la ciudad", timesIs("music.mp3", "70-92")},
		{"start the heart with the label", stickerTimes("heart", "5-8")},
		// guards: "while" and "at the same time" keep the span
		{"show the heart while the label shows", stickerTimes("heart", "5-9")},
		{"put the heart at the same time as the label", stickerTimes("heart", "5-9")},
		// "appear after the logo": the heart keeps its length (start 10 s)
		{"make the heart appear after the logo", stickerTimes("heart", "10-13")},
	},
}

func TestThirteenthSessionCases(t *testing.T) {
	runFixtureTable(t, "thirteenth-session table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, thirteenthSessionCases)
}

// stickerPosNear checks where the one sticker of an id is in the frame.
func stickerPosNear(id string, x, y float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if !near(e.Visual.X, x) || !near(e.Visual.Y, y) {
				return fmt.Sprintf("%s at (%v,%v), want (%v,%v)", id, e.Visual.X, e.Visual.Y, x, y)
			}
		}
		return ""
	}
}

// thirteenthSessionTripCases run on the trip project (beach.mp4 0–24 s,
// song.mp3, the title "Summer 2024" 0–3 s).
var thirteenthSessionTripCases = map[string][]vcase{
	"text": {
		// words of a text, unquoted (refused: "there is no text", or the
		// whole text became "Winter")
		{"replace 2024 with 2025", timesIs("Summer 2025", "0-3")},
		{"replace Summer with Winter", timesIs("Winter 2024", "0-3")},
		// a look and a length in one clause: both (only the length changed)
		{"make the title red, bigger and 5 seconds long", both(timesIs("Summer 2024", "0-5"), textColorIs("Summer 2024", "#ff0000"), bigger("Summer 2024"))},
		{"make the title red and 5 seconds long", both(timesIs("Summer 2024", "0-5"), textColorIs("Summer 2024", "#ff0000"))},
		// guards: the whole text, or the text named by its kind
		{"replace 'Summer 2024' with 'Hi'", timesIs("Hi", "0-3")},
		{"replace the title with \"Hi\"", timesIs("Hi", "0-3")},
	},
	"range": {
		// equal pieces (the beach was deleted, or "say where to split")
		{"cut the beach into three parts", mainIs("beach:0-8 beach:8-16 beach:16-24")},
		{"split the video into 3 parts", mainIs("beach:0-8 beach:8-16 beach:16-24")},
		{"dividí el video en 4 partes iguales", mainIs("beach:0-6 beach:6-12 beach:12-18 beach:18-24")},
		// "menos los primeros 5 segundos" is "except" (the look went on
		// exactly the part left out); the look goes on the rest (refused
		// until the fourteenth session)
		{"blanco y negro todo menos los primeros 5 segundos", effectsAt("grayscale", "5-24")},
		{"sepia en todo menos las últimas 3 segundos", effectsAt("sepia", "0-21")},
		// at 3 s, or in three? (it split at 3 s)
		{"split the beach in 3", nil},
		{"split the beach at 3", mainIs("beach:0-3 beach:3-24")},
		{"cut the beach in half", mainIs("beach:0-12 beach:12-24")},
	},
}

func TestThirteenthSessionTripCases(t *testing.T) {
	runFixtureTable(t, "thirteenth-session trip table", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, thirteenthSessionTripCases)
}

// thirteenthSessionInterviewCases run on the interview project (texts
// "Intro" 0–3 s, "hello everyone" 3–6 s, "Thanks for watching" 24–28 s;
// the logo 0–4 s in the middle; the city clip 20–28 s).
var thirteenthSessionInterviewCases = map[string][]vcase{
	"text": {
		// words inside a text are what goes (the whole text became "all",
		// or "there is no text on the timeline")
		{"replace everyone with all", timesIs("hello all", "3-6")},
		{"replace \"everyone\" with \"all\"", timesIs("hello all", "3-6")},
		// guard: a text named by its words with its kind is the whole text
		{"replace the title 'Intro' with 'Hi'", timesIs("Hi", "0-3")},
		// "excepto el de gracias", "menos el de gracias": "the one of" after
		// "except" (the thanks text was deleted with the others)
		{"borrá todos los textos menos el de gracias", both(countIs(timeline.ElementText, 1), timesIs("Thanks for watching", "24-28"))},
		{"borrá todos los textos excepto el de gracias", both(countIs(timeline.ElementText, 1), timesIs("Thanks for watching", "24-28"))},
		// guard
		{"delete all the texts except the thanks", both(countIs(timeline.ElementText, 1), timesIs("Thanks for watching", "24-28"))},
		// said of a text, not its words (a text "is hard" was added: "hard"
		// was typo-fixed to "heard")
		{"the subtitle is hard to read", nil},
		{"the subtitle is ugly", nil},
	},
	"timing": {
		// "stop at the city clip": when it starts (the music ran only while
		// the clip did)
		{"stop the music at the city clip", timesIs("music.mp3", "0-20")},
		{"make the music stop when the city clip starts", timesIs("music.mp3", "0-20")},
	},
	"place": {
		// a percent said of nothing beside a place asks (placed, and the
		// 50% dropped)
		{"logo: top left, 50%", nil},
		{"logo top left at 50%", nil},
		{"logo top left 50% size", visualOf("logo.png", func(e *timeline.Element) string {
			if !near(e.Visual.Scale, 0.5) {
				return fmt.Sprintf("scale %v, want 0.5", e.Visual.Scale)
			}
			return ""
		})},
		// a percent with one way to go is that share of the frame (it went
		// to the edge)
		{"move the logo 10% to the left", logoAt(-128, 0)},
		{"subí el logo un 10%", logoAt(0, -72)},
	},
}

func TestThirteenthSessionInterviewCases(t *testing.T) {
	runFixtureTable(t, "thirteenth-session interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, thirteenthSessionInterviewCases)
}

// TestRemoveExampleInsideTheVideo: the example range a refusal gives lies
// inside the video ("delete the ending" said "from 92s to 93s", past the
// end of a 92 s video).
func TestRemoveExampleInsideTheVideo(t *testing.T) {
	for _, prompt := range []string{"delete the ending", "borrá el final"} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, "from 91s to 92s") {
			t.Errorf("%q: %s", prompt, plan.Reply)
		}
	}
}
