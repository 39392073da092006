package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13x1Cases run on the workshop project (interview.mp4 0–70, broll-city.mp4
// 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart 6–9, the music).
var i13x1Cases = map[string][]vcase{
	"a remark after a look says why it is asked (lookRemarkSetAside)": {
		// refused for the remark's words ("permission", "not", "goes",
		// "fun", "wrong way")
		{"blur the city broll, we dont have permission from some of the people", effectIs("blur", 70, 82, "", 0)},
		{"blur the kitchen clip, the owner never signed the release", effectIs("blur", 82, 92, "", 0)},
		{"blurr the interview, there's a kid's face we can't show", effectIs("blur", 0, 70, "", 0)},
		{"blur the city b-roll a little, they're kinda gross lol", effectIs("blur", 70, 82, "", 0)},
		{"difuminá la entrevista, no tenemos permiso de los chicos", effectIs("blur", 0, 70, "", 0)},
		{"flip the kitchen broll horizontally, the cook faces the wrong way", flippedH("broll-kitchen.mp4")},
		{"flip the city broll horizontaly, my phone recorded it mirrored", flippedH("broll-city.mp4")},
		{"flip the interview horizontally so she goes left to right", flippedH("interview.mp4")},
		{"rotate the logo 10 degrees, more fun", rotationIs("logo.png", 10)},
		// guards: a remark that names another thing, or says a look, a
		// place or a time of its own, stays an edit or is refused
		{"blur the interview, the heart is ugly", nil},
		{"rotate the logo 10 degrees, the music is too loud", nil},
		{"blur the city broll, the logo is too big", nil},
	},
	"an effect taken down or up is its strength (effectWayOfPlace)": {
		// refused: "vignette effect has no picture to place", or the
		// number read as a time
		{"the vignette is too strong, take it down to 20", effectIs("vignette", 70, 82, "intensity", 20)},
		{"take the vignette down to 20", effectIs("vignette", 70, 82, "intensity", 20)},
		{"bring the vignete up a bit", effectIs("vignette", 70, 82, "intensity", 63)},
		{"tone the vignette down to 10", effectIs("vignette", 70, 82, "intensity", 10)},
		{"la viñeta está muy fuerte, bajala a 10", effectIs("vignette", 70, 82, "intensity", 10)},
		// guards: a thing with a picture keeps its place; "move" an
		// effect down, or an effect with a picture, stays refused
		{"take the vignette and the logo down", nil},
		{"move the vignette down", nil},
		{"take the vignette down to the bottom left", nil},
	},
}

func TestI13X1(t *testing.T) {
	runFixtureTable(t, "i13x1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13x1Cases)
}
