package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// fifteenthSessionCases run on the workshop project (found by the lead in
// the fifteenth session). A nil check wants a question or a refusal.
var fifteenthSessionCases = map[string][]vcase{
	"complaint then how much": {
		// what is wrong, then what to do about it: done once, as the
		// second clause says (the logo grew twice: 0.25 → 0.45)
		{"el logo esta muy chico, agrandalo un poco", scaleIs("logo.png", 0.3)},
		{"the logo is too small, make it a bit bigger", scaleIs("logo.png", 0.3)},
		{"the logo is tiny, make it bigger", scaleIs("logo.png", 0.375)},
		{"the heart is too big, shrink it", stickerVisual("heart", scaleNear(0.6))},
		{"the music is too loud, turn it down a bit", volumesAre("music.mp3", 0.6)},
		{"la musica esta muy fuerte, bajala un poco", volumesAre("music.mp3", 0.6)},
		{"the music is too loud, set it to 20%", volumesAre("music.mp3", 0.2)},
		{"the vignette is too strong, make it weaker", effectIs("vignette", 70, 82, "intensity", 30)},
		// the complaint of every sound, then "it": each lowered once (to 25%)
		{"it's too loud, turn it down", both(volumesAre("music.mp3", 0.4), volumesAre("interview.mp4", 0.5))},
		// guards: a complaint and another change, or of another thing, are both done
		{"the logo is too small, put it in the top right", placedAt("logo.png", 0.375, 703.5, -283.5)},
		{"the logo is too small, make the heart bigger", both(scaleIs("logo.png", 0.375), stickerVisual("heart", scaleNear(1.5)))},
		{"the logo is too small and the heart is too big", both(scaleIs("logo.png", 0.375), stickerVisual("heart", scaleNear(0.6)))},
	},
	"real words": {
		// a common word is what was meant, not a typo of the lexicon's
		// ("speaking" was fixed to "spelling" and refused; "cute" to
		// "cut": a second heart for the whole video)
		{"add a heart while ana is speaking", stickerTimes("heart", "0-70 6-9")}, // she speaks in the interview (i13x3: a voice named only by a text is who talks)
		{"make the heart cute", nil},
		{"add a star while ana is speaking", stickerTimes("star", "0-70")},
		{"poné la fecha arriba", nil},
		// guards: typos are still fixed, and forms of a word ("hart" is a heart)
		{"delte the logo", countIs(timeline.ElementImage, 0)},
		{"mve the logo to the top rigth", placedAt("logo.png", 0.25, 771, -351)},
		{"add a hart sticker at 20", stickerTimes("heart", "20-25 6-9")},
	},
	"which part": {
		// a part said only by its noun, with no times: asked (the whole
		// video was muted, blurred or made grey; a heart "for a moment" ran
		// the whole video)
		{"mute that part", nil},
		{"mute this part", nil},
		{"silenciá esa parte", nil},
		{"blur that section", nil},
		{"make that part black and white", nil},
		{"mute the bit", nil},
		{"cut from 10 to 20 and mute that part", nil},
		{"add a heart for a moment", nil},
		{"añadí un corazón por un momento", nil},
		{"add a heart at that moment", nil},
		// guards: a part with its times, or its order, and "a bit" as an amount
		{"make the part from 10 to 20 black and white", effectsAt("grayscale", "10-20")},
		{"make the music a bit louder", volumesAre("music.mp3", 1)},
		{"move the logo a bit to the left", placedAt("logo.png", 0.25, 593, -365)},
	},
	"unknown verb": {
		// a clause with a verb basic mode does not know is not one that
		// only names a thing (the split was carried to it)
		{"split at 1 and frobnicate the logo", nil},
		{"mute the interview from 10 to 20 and frobnicate the music", nil},
		// guard: a clause that only names a thing takes the edit before it
		{"mute the interview from 10 to 20 and the music too", volumesAre("music.mp3", 0.8, 0, 0.8)},
	},
	"of the screen": {
		// the screen's own place, not a thing on the timeline ("would
		// leave out screen", "there is no la pantalla")
		{"put the logo in the center of the screen", placedAt("logo.png", 0.25, 0, 0)},
		{"put the logo in the top right of the screen", placedAt("logo.png", 0.25, 771, -351)},
		{"pone el logo arriba a la derecha de la pantalla", placedAt("logo.png", 0.25, 771, -351)},
		{"move the heart to the left side of the screen", stickerVisual("heart", placeNear(-798, 378))},
		// guards: the blend mode and the whole screen
		{"pon el logo en modo pantalla", blendIs("logo.png", "screen")},
		{"blend the logo with screen mode", blendIs("logo.png", "screen")},
	},
}

func TestFifteenthSessionCases(t *testing.T) {
	runFixtureTable(t, "fifteenth-session table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, fifteenthSessionCases)
}

// placeNear checks a visual's place.
func placeNear(x, y float64) func(v *timeline.Visual) string {
	return func(v *timeline.Visual) string {
		if !near(v.X, x) || !near(v.Y, y) {
			return fmt.Sprintf("at (%v, %v), want (%v, %v)", v.X, v.Y, x, y)
		}
		return ""
	}
}

// fifteenthSessionPhoto: a complaint and then the edit that answers it
// are one edit, as the second clause says (the photo was brightened twice,
// 25 and then 12.5).
var fifteenthSessionPhoto = []ppcase{
	{"the photo is too dark, brighten it a bit", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=12.5"}},
	{"la foto esta muy oscura, aclarala un poco", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=12.5"}},
	{"too bright, make it darker", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}},
	{"the image is too saturated, desaturate it a little", "adjustments.desaturate", []string{"adjustments.desaturate:amount=20"}},
	// guards: another part, another look, two complaints: each is done
	{"the left side is too dark, brighten the right side", "selection.rectangle adjustments.applyMasked selection.rectangle adjustments.applyMasked", []string{"selection.rectangle:x=0"}},
	{"the photo is too dark, add a vignette", "adjustments.applyMasked adjustments.apply", []string{"adjustments.applyMasked:brightness=25"}},
	{"it's too dark and too cold", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=25", "adjustments.applyMasked:warmth=30"}},
}

// fifteenthSessionCrops: a crop said as a little, or off the edges, with
// no shape or amount, takes 5% off each side (10% off a side named) and
// says so (refused: "say the shape to crop to"; "tighter" was typo-fixed
// to "lighter" and refused as a crop and a look). The photo is 128x128.
var fifteenthSessionCrops = []ppcase{
	{"crop it tighter", "document.crop", []string{"document.crop:x=6", "document.crop:w=116", "document.crop:h=116"}},
	{"crop in a bit", "document.crop", []string{"document.crop:x=6", "document.crop:w=116"}},
	{"trim the edges a little", "document.crop", []string{"document.crop:y=6", "document.crop:h=116"}},
	{"recortale un poco los bordes", "document.crop", []string{"document.crop:x=6", "document.crop:w=116"}},
	{"crop a little off the edges", "document.crop", []string{"document.crop:x=6", "document.crop:w=116"}},
	{"crop 10% from the edges", "document.crop", []string{"document.crop:x=13", "document.crop:w=102"}},
	{"crop the bottom a bit", "document.crop", []string{"document.crop:y=0", "document.crop:h=115", "document.crop:w=128"}},
	// guards: amounts and shapes said stay as said
	{"crop 10% off each side", "document.crop", []string{"document.crop:x=13", "document.crop:w=102"}},
	{"crop 20 pixels from the top", "document.crop", []string{"document.crop:y=20", "document.crop:h=108"}},
	{"crop out the bottom quarter", "document.crop", []string{"document.crop:h=96"}},
	{"darken the edges", "adjustments.apply", nil},
}

func TestFifteenthSessionPhoto(t *testing.T) {
	runPhotoTable(t, fifteenthSessionCrops)
	runPhotoTable(t, fifteenthSessionPhoto)
}

// fifteenthSessionPrints: a print size said with "x" or "by" is printed
// either way round, so it follows the photo: the coffee photo (256x171,
// landscape) was cut portrait by "crop to 4x6".
var fifteenthSessionPrints = []ppcase{
	{"crop to 4x6", "document.crop", []string{"document.crop:w=256", "document.crop:h=170"}},
	{"recortala a 10x15", "document.crop", []string{"document.crop:w=256", "document.crop:h=170"}},
	{"crop it to 5 by 7", "document.crop", []string{"document.crop:w=239", "document.crop:h=171"}},
	{"crop to 8x10", "document.crop", []string{"document.crop:w=213", "document.crop:h=171"}},
	// guards: an orientation or a platform said, or a ratio with a colon, stays as said
	{"crop to 4x6 portrait", "document.crop", []string{"document.crop:w=114", "document.crop:h=171"}},
	{"crop to 2:3", "document.crop", []string{"document.crop:w=114", "document.crop:h=171"}},
	{"crop to 4x5 for instagram", "document.crop", []string{"document.crop:w=136", "document.crop:h=171"}},
}

func TestFifteenthSessionPrints(t *testing.T) {
	runPhotoTableOn(t, coffeePhoto, fifteenthSessionPrints)
}
