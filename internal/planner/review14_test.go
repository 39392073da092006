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
		{"the interview is quiet", nil}, // already at 100%
		// guards
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
		// guards: what is wanted, not a state
		{"hace el logo grande", scaleIs("logo.png", 0.375)},
		{"el corazon que sea grande", stickerVisual("heart", scaleNear(1.5))},
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
	"audio": {
		// the beach clip is not cut where the song changes
		{"0:10 song too loud", both(mainIs("beach:0-24"), timesIs("song.mp3", "0-10 10-24"), volumesAre("song.mp3", 1, 0.5))},
	},
}

// reviewNotesInterviewCases run on the interview project (interviewFixture).
var reviewNotesInterviewCases = map[string][]vcase{
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
