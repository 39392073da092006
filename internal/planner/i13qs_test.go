package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qsFixture is the workshop project with the city clip in black and white
// and the music at 40%.
//
//	main     interview.mp4 0-70 | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	effect   vignette 70-82 | grayscale 70-82
//	audio    music.mp3 0-92 at 0.4
func qsFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "qs", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "grayscale", "start": 70, "end": 82}},
		{"set_volume", map[string]any{"elementId": "music.mp3", "volume": 0.4}},
	})
	return ed
}

// qsNoEffect checks no effect of the type is left.
func qsNoEffect(typ string) check {
	return func(p *timeline.Project) string {
		if n := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })); n != 0 {
			return fmt.Sprintf("%d %s effects, want none", n, typ)
		}
		return ""
	}
}

// qsRemarkCases: remarks beside an edit that give its reason or what
// someone else wants, and lengths said as states. A nil check wants a
// question or a refusal that names the clause.
var qsRemarkCases = map[string][]vcase{
	// someone else's wish beside the edit is why (it was joined to the
	// command and refused for "they", or read as a colour of its own)
	"someone else's wish": {
		{"remove the black and white from the city clip, my boss wants it in colour", qsNoEffect("grayscale")},
		{"get rid of the black and white, they want it in color again", qsNoEffect("grayscale")},
		{"The client would like the city clip in color, please take off the black and white.", qsNoEffect("grayscale")},
		{"mute the music please, my boss will record another one", mutedIs("music.mp3", true)},
	},
	"guards: a wish that asks a look of its own": {
		{"remove the black and white, they want it warmer", nil},
		{"remove the vignette, they want it in color", nil},
	},
	// a length said as a state before the command that says how much is
	// why (the state was planned as an edit of its own and refused)
	"a length state, then the amount": {
		{"the name tag pops up too late, have it show up at 3 instead", textIs("Ana Pérez · Head Baker", 3, 7, "", "")},
		{"the welcome title goes by too fast, make it last until 6", textIs("Welcome to the Workshop", 0, 6, "", "")},
		{"que la intro dure menos, cortale 2 segundos al final de la entrevista", timesIs("interview.mp4", "0-68")},
		{"the video is too long: cut the last 2 seconds", durIs(90)},
	},
	// a length said as a state alone: which way is read, how much is asked
	// (it was refused for its words, or "no verb")
	"a length state alone asks how much": {
		// since e3 (s45): a bare "goes by too fast" lasts 2 s longer, said in the reply (the development sets' reading, v23-140, v23-145)
		{"the welcome title goes by way too fast", timesIs("Welcome to the Workshop", "0-6")},
		{"la intro se hace larga", nil},
		// since e3 (s45): a bare "goes by too fast" lasts 2 s longer, said in the reply (the development sets' reading, v23-140, v23-145)
		{"el logo dura re poco", timesIs("logo.png", "2-12")},
		{"the heart stays way too long", nil},
		{"que el logo dure menos", nil},
	},
	"guards: a length said": {
		{"make the logo last 3 seconds", timesIs("logo.png", "2-5")},
		{"que el logo dure hasta el 6", timesIs("logo.png", "2-6")},
	},
	// what is hardly heard, and when, is why the sound goes up (refused
	// for "barely"); a step up is a step (it went to 100%)
	"hardly heard": {
		{"turn the music up a little, you can barely hear it after the interview ends", volumeIs("music.mp3", 0.6)},
		{"turn the music up a bit", volumeIs("music.mp3", 0.6)},
	},
	"guards: up without a degree": {
		{"turn the music up", volumeIs("music.mp3", 1)},
	},
	// the user's state in the footage that the edit fixes (it was a flip
	// of "lol")
	"the user's own state": {
		{"flip the interview horizontally, im mirrored lol", flippedH("interview.mp4")},
		{"flip the interview, I look mirrored haha", flippedH("interview.mp4")},
	},
}

func TestI13qsRemarks(t *testing.T) {
	runFixtureTable(t, "i13qs remarks", qsFixture, qsRemarkCases)
}
