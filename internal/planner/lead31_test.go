package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestSizeThatSaysWhich: a size said of several things says which of them
// ("delete the big texts", "borrá los textos que quedan muy grandes"): with
// nothing to pick by, a question or a refusal, never every text (all five
// were deleted, the Spanish one with its size read as the reason). Said of
// one thing, or as what a thing should be, the size is the edit, as
// before; the Spanish plurals of size words are read ("poné los textos
// grandes" added a text "grandes").
func TestSizeThatSaysWhich(t *testing.T) {
	runFixtureTable(t, "size says which", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"which": {
			{"delete the big texts", nil},
			{"remove the small texts", nil},
			{"borrá los textos que quedan muy grandes", nil},
			{"borrá los textos grandes", nil},
			{"sacá los textos pequeños", nil},
			{"delete the big text", nil}, // guard: which one, as before
		},
		"the edit": {
			{"poné los textos grandes", textScaleGrew("Welcome to the Workshop", true)},
			{"los subtítulos quedan muy grandes, achicalos", textScaleGrew("first, the starter", false)},
			{"make the texts bigger", textScaleGrew("Thanks for watching!", true)},
			{"delete the texts", textGone("Welcome to the Workshop")},
		},
	})
}

// TestOverlapRefusalNamesWhatIsThere: a clip moved or started where another
// is says which one and where it is ("que el clip de la cocina empiece en
// el 56" said it "would run over what follows" when the interview before
// it was in the way, or that its 10 s file could not last 36 s: a closing
// clip kept its end only where its file reaches).
func TestOverlapRefusalNamesWhatIsThere(t *testing.T) {
	for prompt, want := range map[string]string{
		"move the kitchen clip to 56":                "broll-kitchen.mp4 (e10) from 56s to 66s would run over interview.mp4 (e8), at 0s–70s, on its track",
		"que el clip de la cocina empiece en el 56":  "broll-kitchen.mp4 (e10) from 56s to 66s would run over interview.mp4 (e8), at 0s–70s",
		"make the city clip start at 60":             "would run over interview.mp4 (e8), at 0s–70s",
		"make the interview start at 5 and last 70s": "would run over broll-city.mp4 (e9), at 70s–82s, on its track; move that first, or say how long it should last",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s, want a refusal with %q", prompt, plan.Reply, want)
		}
	}
	checkRepliesHave(t, map[string]string{
		// the size said once: "Resized … to scale 0.375. Resized …."
		"poné el logo grande": "Resized logo.png (e12) to scale 0.375. Kept",
	})
}

// TestWholeVideoExceptAStretch: "the whole video except the last 5
// seconds" is the rest of the video ("que el logo esté en todo el video
// menos en los últimos 5 segundos" ran the logo over all of it, the
// stretch dropped: "menos" is also "less"); a stretch with no times, or one
// in the middle, is asked, never dropped.
func TestWholeVideoExceptAStretch(t *testing.T) {
	runFixtureTable(t, "whole video except", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"the rest": {
			{"que el logo esté en todo el video menos en los últimos 5 segundos", timesIs("logo.png", "0-87")},
			{"show the logo the whole video except the last 5 seconds", timesIs("logo.png", "0-87")},
			{"keep the logo on screen the whole time except the first 10 seconds", timesIs("logo.png", "10-92")},
			{"que el corazón aparezca todo el video menos los primeros 5 segundos", stickerTimes("heart", "5-92")},
		},
		"asked": {
			{"que el logo aparezca en todo el video menos en el final", nil},
			{"show the logo for the whole video except the end", nil},
			{"que el logo esté en todo el video excepto del 20 al 30", nil},
		},
		"a part said by what happens in it": {
			{"borrá todo lo que pasa después del minuto 1:20", durIs(80)},
			{"delete everything that happens after 1:20", durIs(80)},
			{"sacá todo lo que viene después de 80", durIs(80)}, // guard
			{"split at minuto 1:20", countIs(timeline.ElementVideo, 4)},
		},
	})
}

// TestTooLowSaidOfAPicture: "too low" / "too high" said of a text, a logo
// or a sticker is where it sits ("the subtitles are too low" asked the
// transcriber for subtitles; "the logo is too low" answered "nothing meant
// has sound"). Said of a sound it stays the volume. With a remedy after it,
// the complaint is its reason: one move, the remedy's ("…, raise them a
// bit" went to the top and then a tenth further).
func TestTooLowSaidOfAPicture(t *testing.T) {
	runFixtureTable(t, "too low of a picture", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"place": {
			{"the subtitles are too low", textPosIs("first, the starter", "top")},
			{"the subtitles are too low, move them up", textPosIs("today we bake sourdough", "top")},
			{"the subtitles are too low, raise them a bit", textAt("first, the starter", 0, 345.6)},
			{"the logo is too high", textAt("logo.png", 785, -257)},
			{"el logo está muy alto", textAt("logo.png", 785, -257)},
			{"the logo is too low, raise it", textAt("logo.png", 785, -405)},
		},
		"volume": {
			{"the music is too low", volumeIs("music.mp3", 1)},
			{"la música está muy alta", volumeIs("music.mp3", 0.4)},
		},
	})
}

// TestStickerSaidBeforeIsIt: a sticker named with its article in a
// complaint is what "it" in the remedy means ("el corazón sale muy tarde,
// empezalo en el 3" cut the video's first 3 seconds: the heart was no
// thing for "lo", and "sale" a SALE badge).
func TestStickerSaidBeforeIsIt(t *testing.T) {
	runFixtureTable(t, "sticker is it", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"it": {
			{"el corazón sale muy tarde, empezalo en el 3", both(stickerTimes("heart", "3-6"), durIs(92))},
			{"the heart comes in too late, start it at 4", both(stickerTimes("heart", "4-7"), durIs(92))},
			{"el logo aparece muy tarde, empezalo en el 1", timesIs("logo.png", "1-9")}, // guard
		},
	})
}

// TestEverythingBehindIsTheBackground: "blur everything behind the
// subject" is the background, as "the wall behind the subject" is (the
// subject was blurred).
func TestEverythingBehindIsTheBackground(t *testing.T) {
	runPhotoRows(t, []photoRow{
		{prompt: "blur everything behind the subject", ops: "selection.subject selection.invert filters.applyMasked"},
		{prompt: "blur everything behind her", ops: "selection.subject selection.invert filters.applyMasked"},
		{prompt: "blur everything", ops: "filters.applyMasked"}, // guard
		{prompt: "blur everything but the subject", ops: "selection.subject selection.invert filters.applyMasked"},
	})
}
