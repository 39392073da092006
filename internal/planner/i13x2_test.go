package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// x2Cases: timing, moves and copies (issue 13, development sets): a copy
// said with where it "also" shows, a clip of the main track made some
// seconds long, a thing put "on" a clip, and a moment said by the user
// talking. On i13tbFixture: sofia-intro.mp4 0–10 and kid-finish.mp4
// 10–20 on the main track, "RACE DAY" 0–3, "Thanks!" 16–20, a star
// sticker 12–15. A nil check wants a question or a refusal.
var x2Cases = map[string][]vcase{
	// "also"/"también" and "so it shows"/"para que salga" after a copy
	// (the time was a clause of its own: "say what to duplicate")
	"a copy that also shows": {
		{"duplicate the star so it also shows at 2", stickerTimes("star", "12-15 2-5")},
		{"duplicá la estrella para que también salga en el segundo 4", stickerTimes("star", "12-15 4-7")},
		{"copy the star and put it at 5 too", stickerTimes("star", "12-15 5-8")},
		{"duplica la estrella y ponela tambien en el 1", stickerTimes("star", "1-4 12-15")},
		{"dupliacte the star so that it appears at 6 as well", stickerTimes("star", "12-15 6-9")},
		{"copiá la estrella asi aparece tambien en el 5", stickerTimes("star", "12-15 5-8")},
		// a plural pronoun after a copy (set 33: "duplicate the sparkles so
		// they also show up at 40" left out "they")
		{"duplicate the star so they also show up at 2", stickerTimes("star", "12-15 2-5")},
		{"duplicá la estrella y ponela para que las copias salgan en el 4", stickerTimes("star", "12-15 4-7")},
		// a quoted text copied onto a clip: the text, not the clip (the
		// clip was copied: silent)
		{"duplicate 'RACE DAY' on the kid clip", timesIs("RACE DAY", "0-3 10-13")},
		{"duplicá el 'Thanks!' para que también salga en el clip de sofia", timesIs("Thanks!", "0-4 16-20")},
		// guards: "also" before a verb of its own is a second edit
		{"duplicate the star at 2 and also mute the music", both(stickerTimes("star", "12-15 2-5"), mutedIs("music.mp3", true))},
		{"duplicate the star so it also shows", stickerTimes("star", "12-15 15-18")},
	},
	// the seconds of a clip of the main track are its length (it asked
	// "start at 6s, or last 6s?"); of a thing over the video still asked
	"a main clip made some seconds long": {
		{"make the first clip 6 seconds", timesIs("sofia-intro.mp4", "0-6")},
		{"make the kid clip 5 secs", timesIs("kid-finish.mp4", "10-15")},
		{"make the second clip 4 seconds", timesIs("kid-finish.mp4", "10-14")},
		{"make the star 6 seconds", nil},
		{"make the Thanks! text 2 seconds", nil},
	},
	// a thing over the video put on a clip shows from where it starts
	// (it was "say where to move it")
	"a thing put on a clip": {
		{"put the star on the sofia clip", nil},               // asked: the move to a clip's start was taken out (a blind case went silent)
		{"move the star onto the sofia clip", nil},            // asked: the move to a clip's start was taken out (a blind case went silent)
		{"the star should go on the sofia clip", nil},         // asked: the move to a clip's start was taken out (a blind case went silent)
		{"the star should go on the sofia clip instead", nil}, // asked: the move to a clip's start was taken out (a blind case went silent)
		{"poné la estrella en el clip de sofia", nil},         // asked (see above)
		{"the star needs to go on the kid clip", nil},         // already over it: asked since the review (i13xf1)
		// guards: a clip put on a clip, and "instead" with nothing said
		{"put the kid clip on the sofia clip", nil},
		{"use the star instead", nil},
	},
	// a second sentence between a complaint and its remedy (the first
	// complaint was planned alone: "how much shorter?")
	"a complaint, a remark, the remedy": {
		{"the ending drags, the star is on screen forever. cut it to 2 secs", stickerTimes("star", "12-14")},
		{"the end drags, the star stays way too long. make it 1 second", stickerTimes("star", "12-13")},
		{"la estrella aparece muy tarde, la gente ya se fue. que arranque en el 10", stickerTimes("star", "10-13")},
		// guard: the complaint alone still asks how much
		{"the ending drags, the star is on screen forever", nil},
	},
}

func TestI13x2TimingMovesCopies(t *testing.T) {
	runFixtureTable(t, "i13x2 timing moves copies", func(t *testing.T) *videotools.Editor { return i13tbFixture(t) }, x2Cases)
}

// x2SaidCases: a moment said by the user talking ("cuando digo hola")
// is asked when no text says it; an existing thing placed then never
// becomes a new text (a text "hola" was added: silent). On the workshop
// fixture.
var x2SaidCases = map[string][]vcase{
	"when I say": {
		{"poné el logo cuando digo hola", nil},
		{"pone el logo cuando digo hola", nil},
		{"put the logo when i say hello", nil},
		{"mostrá el logo cuando decimos chau", nil},
		// guard: words a new text says stay its words
		{"agregá un texto que diga hola al principio", func(p *timeline.Project) string {
			for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil && e.Text.Content == "hola" }) {
				_ = e
				return ""
			}
			return "no text \"hola\""
		}},
	},
}

func TestI13x2WhenISay(t *testing.T) {
	runFixtureTable(t, "i13x2 when I say", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, x2SaidCases)
}
