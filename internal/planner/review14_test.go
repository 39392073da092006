package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// reviewNotesCases (i13v14) run on the workshop project (workshopFixture):
// requests written as a client's review notes or an editor's notes to
// themselves (timecodes, complaints about what is on screen, "it", "both",
// "the last one", hedged forms), whose plans were confident and wrong. A
// nil check wants a question or a refusal that names the clause.
var reviewNotesCases = map[string][]vcase{
	"audio": {
		// a volume from a moment cuts only the sound changed (the interview
		// was cut at 45 s too)
		{"lower the music at 45", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"), timesIs("music.mp3", "0-45 45-92"), volumesAre("music.mp3", 0.8, 0.4))},
		{"00:45 musica muy alta", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"), timesIs("music.mp3", "0-45 45-92"), volumesAre("music.mp3", 0.8, 0.4))},
		// a loudness said as a state is a complaint (the music was made
		// louder, the interview quieter)
		{"the music is loud", volumeIs("music.mp3", 0.4)},
		{"the music is loud at 1:10", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.8, 0.4))},
		{"la musica se escucha fuerte", volumeIs("music.mp3", 0.4)},
		{"la musica suena bajo", volumeIs("music.mp3", 1)},
		{"the interview is quiet", both(soundAt("music.mp3", 10, 0.4), soundAt("music.mp3", 80, 0.8))}, // already at 100%: the music under it goes down
		// "down" with a percent is quieter (it went up to 100%)
		{"music down 20%", volumeIs("music.mp3", 0.6)},
		// guards
		{"music up 10%", volumeIs("music.mp3", 0.9)},
		{"turn the music down to 20%", volumeIs("music.mp3", 0.2)},
		{"lower the music from 30 to 50", both(mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92"), timesIs("music.mp3", "0-30 30-50 50-92"))},
		{"la musica muy fuerte", volumeIs("music.mp3", 0.4)},
	},
	"element": {
		// a size said as a state is a complaint (made bigger, or smaller)
		{"el corazon esta muy grande", stickerVisual("heart", scaleNear(0.6))},
		{"el sticker del corazon esta muy grande", stickerVisual("heart", scaleNear(0.6))},
		{"el logo esta medio grande", scaleIs("logo.png", 0.15)},
		{"the logo looks huge", scaleIs("logo.png", 0.15)},
		{"the heart is very small", stickerVisual("heart", scaleNear(1.5))},
		// a moment said first is where the note applies, when the thing
		// shows then (the logo also went to 3 s; a rotation was refused)
		{"0:03 logo overlaps title, push it down a bit", both(timesIs("logo.png", "2-10"), logoAt(785, -257))},
		{"0:06 rotate heart 15 degrees", both(stickerTimes("heart", "6-9"), stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Rotation, 15) {
				return fmt.Sprintf("rotation %v, want 15", v.Rotation)
			}
			return ""
		}))},
		{"0:05 logo too big, make it smaller", both(timesIs("logo.png", "2-10"), scaleIs("logo.png", 0.15))},
		{"0:06 heart: make it spin", nil}, // "already so": moved to 6 s
		// guards: a moment where the thing does not show, or after the verb
		{"0:30 logo", timesIs("logo.png", "30-38")},
		{"move the logo to 0:05", timesIs("logo.png", "5-13")},
		// "right when" is the moment, not the right side (the thanks text
		// went right; "right" was refused)
		{"the thanks text should start right when the kitchen b-roll starts", both(timesIs("Thanks for watching!", "82-87"), textVisual("Thanks for watching!", func(v *timeline.Visual) string {
			if !near(v.X, 0) {
				return fmt.Sprintf("x %v, want 0", v.X)
			}
			return ""
		}))},
		{"the logo should appear right when the music starts", both(timesIs("logo.png", "0-8"), logoAt(785, -365))},
		{"music should stop right when the interview ends", timesIs("music.mp3", "0-70")},
		// guards
		{"put the heart right after the label", stickerTimes("heart", "9-12")},
		{"move the logo right", timesIs("logo.png", "2-10")},
		// guards: what is wanted, not a state
		{"hace el logo grande", scaleIs("logo.png", 0.375)},
		{"el corazon que sea grande", stickerVisual("heart", scaleNear(1.5))},
	},
	"ambiguous": {
		// "both" said of more than two: which two? (all five texts changed)
		{"make both texts bigger", nil},
		{"both texts 2s longer", nil},
		{"ambos textos en rojo", nil},
		// guards: two of them, or all
		{"both subtitles bigger", both(scaleIs("today we bake sourdough", 1.5), scaleIs("first, the starter", 1.5), scaleIs("Welcome to the Workshop", 1))},
		{"make all the texts bigger", both(scaleIs("today we bake sourdough", 1.5), scaleIs("Welcome to the Workshop", 1.5))},
	},
	"effect": {
		// an effect too strong is made weaker (its intensity went to 100)
		{"the vignette is too strong", effectIs("vignette", 70, 82, "intensity", 30)},
		{"la viñeta se ve muy intensa", effectIs("vignette", 70, 82, "intensity", 30)},
		// "a bit stronger" is stronger (it was made weaker)
		{"make the vignette a bit stronger", effectIs("vignette", 70, 82, "intensity", 63)},
		// "it" after a look was applied is that look, over its time (the
		// whole video was brightened)
		{"the kitchen b-roll is too dark, brighten it", effectIs("brightness-contrast", 82, 92, "brightness", 30)},
		{"la cocina esta muy oscura, aclarala", effectIs("brightness-contrast", 82, 92, "brightness", 30)},
		{"make the kitchen clip brighter and then brighten it a bit more", effectIs("brightness-contrast", 82, 92, "brightness", 38)},
		{"blur the kitchen clip and then make it black and white", effectIs("grayscale", 82, 92, "", 0)},
		// guards
		{"add a vignette and make it stronger", effectsAt("vignette", "0-92 70-82")},
		{"la viñeta demasiado fuerte", effectIs("vignette", 70, 82, "intensity", 30)},
		{"make the vignette less strong", effectIs("vignette", 70, 82, "intensity", 30)},
	},
}

// reviewNotesTripCases run on the trip project (tripFixture).
var reviewNotesTripCases = map[string][]vcase{
	"text": {
		// a typo said of a text: its words (a text "typo" was added, or the
		// title's words became "typo"; "2024 -> 2025" moved the title to
		// 2024 s and the video with it)
		{"title typo", nil},
		// the title at 0:01 said with its right words, nearly its own: the
		// change (textnear.go, 2026-12-06; it was asked before)
		{"0:01 title typo, should be \"Summer 2025\"", both(countIs(timeline.ElementText, 1), timesIs("Summer 2025", "0-3"))},
		{"the title has a typo, it should say \"Summer 2025\"", both(countIs(timeline.ElementText, 1), timesIs("Summer 2025", "0-3"))},
		{"@0s title typo: 2024 -> 2025", nil},
		{"typo in the title: \"Summer 2025\"", both(countIs(timeline.ElementText, 1), timesIs("Summer 2025", "0-3"))},
		{"0:01 el titulo tiene un error, es \"Verano 2024\"", both(countIs(timeline.ElementText, 1), timesIs("Verano 2024", "0-3"))},
		{"el titulo esta mal escrito, deberia decir \"Verano 2024\"", both(countIs(timeline.ElementText, 1), timesIs("Verano 2024", "0-3"))},
		// guards
		{"fix the typo in the title: \"Summer 2025\"", both(countIs(timeline.ElementText, 1), timesIs("Summer 2025", "0-3"))},
		{"the title should be \"Summer 2025\"", both(countIs(timeline.ElementText, 1), timesIs("Summer 2025", "0-3"))},
		{"move the title to 10", timesIs("Summer 2024", "10-13")},
	},
	"audio": {
		// the beach clip is not cut where the song changes
		{"0:10 song too loud", both(mainIs("beach:0-24"), timesIs("song.mp3", "0-10 10-24"), volumesAre("song.mp3", 1, 0.5))},
	},
}

// reviewNotesInterviewCases run on the interview project (interviewFixture).
var reviewNotesInterviewCases = map[string][]vcase{
	"ambiguous": {
		{"both texts at the start red", nil}, // all three were made red
	},
	"guards": {
		// "should be" is no text to add
		{"0:22 music should be lower", both(mainIs("interview:0-20 city:20-28"), timesIs("music.mp3", "0-22 22-28"), volumesAre("music.mp3", 0.8, 0.4))},
		{"0:07 the overlay should be smaller, picture in picture", nil},
	},
	"audio": {
		// only the b-roll is cut (the interview and the music were too)
		{"0:07 b-roll too loud", both(mainIs("interview:0-20 city:20-28"), timesIs("music.mp3", "0-28"), timesIs("broll.mp4", "6-7 7-10"))},
	},
}

// scaleNear checks a sticker's scale.
func scaleNear(want float64) func(v *timeline.Visual) string {
	return func(v *timeline.Visual) string {
		if !near(v.Scale, want) {
			return fmt.Sprintf("scale %v, want %v", v.Scale, want)
		}
		return ""
	}
}

func TestReviewNotes14Cases(t *testing.T) {
	runFixtureTable(t, "review-notes workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, reviewNotesCases)
	runFixtureTable(t, "review-notes trip table", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, reviewNotesTripCases)
	runInterviewTable(t, "review-notes interview table", reviewNotesInterviewCases)
}
