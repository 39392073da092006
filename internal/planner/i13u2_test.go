package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u2Cases: looks and effects said in everyday words on the workshop
// project (interview 0–70, city b-roll 70–82, kitchen b-roll 82–92, the
// heart 6–9, a vignette 70–82). Each family has guards: nearby wordings
// that keep their meaning or stay asked. A nil check wants a question or
// a refusal that names the clause.
var i13u2Cases = map[string][]vcase{
	"a look of a clip at a level": {
		// "de … a 50" after a look is the clip's look at 50 (a look from 50 s
		// to the clip was laid)
		{"la saturacion del clip de la cocina a 50", effectIs("saturation", 82, 92, "amount", 50)},
		{"el brillo de la ciudad a 20", effectIs("brightness-contrast", 70, 82, "brightness", 20)},
		{"la saturación de la entrevista a 40", effectIs("saturation", 0, 70, "amount", 40)},
		// two things each at a level in one clause: asked (one look went from
		// 50 s to the kitchen clip and from 20 s to the city clip)
		{"la saturacion del clip de la cocina a 50 y la de la ciudad a 20", nil},
		{"el contraste de la cocina a 30 y el brillo de la ciudad a 20", nil},
		// guards: "from … to" is a time
		{"blur from the city clip to 80", effectIs("blur", 70, 80, "intensity", 30)},
		{"put the saturation of the kitchen clip at 50%", effectIs("saturation", 82, 92, "amount", 50)},
	},
	"faults of two things": {
		// the second thing shares the first one's "se ve" (the kitchen was
		// made brighter, or the city's look taken back as its reason)
		{"la ciudad se ve muy oscura y la cocina muy clara",
			both(effectAt("brightness-contrast", 70, 82, "brightness", 30), effectAt("brightness-contrast", 82, 92, "brightness", -30))},
		{"the city looks very dark and the kitchen very bright",
			both(effectAt("brightness-contrast", 70, 82, "brightness", 30), effectAt("brightness-contrast", 82, 92, "brightness", -30))},
		{"la ciudad se ve oscura y la cocina apagada",
			both(effectAt("brightness-contrast", 70, 82, "brightness", 30), effectAt("saturation", 82, 92, "amount", 50))},
		// guards: a verb of its own is an order; praise is no edit
		{"la ciudad se ve muy oscura y poné la cocina muy clara",
			both(effectAt("brightness-contrast", 70, 82, "brightness", 30), effectAt("brightness-contrast", 82, 92, "brightness", 54))},
		{"the city looks too dark and the kitchen looks fine", both(effectIs("brightness-contrast", 70, 82, "brightness", 30), countIs(timeline.ElementEffect, 2))},
	},
	"it after a drawing": {
		// "it" is the sticker just changed, which a look cannot colour alone
		// (the whole video was tinted)
		{"make the heart bigger and make it warmer", nil},
		{"agrandá el corazón y ponelo en blanco y negro", nil},
		// guards: "it" after a clip is the clip; the video said is the video
		{"mute the city clip and make it black and white", effectIs("grayscale", 70, 82, "intensity", 100)},
		{"make the heart bigger and make the video warmer", effectIs("tint", 0, 92, "strength", 20)},
	},
	"less of the one there": {
		// the vignette there, weaker (a second one went over the whole video)
		{"less vignette", effectIs("vignette", 70, 82, "intensity", 30)},
		{"menos viñeta", effectIs("vignette", 70, 82, "intensity", 30)},
		{"a bit less vignette please", effectIs("vignette", 70, 82, "intensity", 30)},
		// guards
		{"more vignette", effectIs("vignette", 70, 82, "intensity", 75)},
		{"less saturation", effectIs("saturation", 0, 92, "amount", -50)},
	},
	"a level over a drawing": {
		// an effect's level said over a text, a sticker or a sound is asked
		// (the vignette was moved to 80 s, or made to run 0–30 s)
		{"set the vignette to 80 over the title", nil},
		{"la viñeta sobre el corazon a 60", nil},
		{"la viñeta de la musica a 30", nil},
		// guards: over its clip it is the level; a time said is a time
		{"la viñeta del clip de la ciudad subila a 60", effectIs("vignette", 70, 82, "intensity", 60)},
		{"move the vignette to 60", effectIs("vignette", 60, 72, "intensity", 50)},
	},
	"asked, not said": {
		// a question about a look is no order (the vignette was weakened)
		{"is the vignette too strong?", nil},
		{"is it too dark?", nil},
		// guards: a request asked politely is done
		{"can you make the vignette weaker?", effectIs("vignette", 70, 82, "intensity", 30)},
		{"can you add a vignette?", countIs(timeline.ElementEffect, 2)},
	},
}

func TestI13u2Looks(t *testing.T) {
	runFixtureTable(t, "i13u2", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u2Cases)
}
