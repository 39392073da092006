package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// k1s55Cases: a text given new words and, in the same clause, a time it
// should show from ("y que aparezca desde el principio"). The words
// changed and the time was dropped (silent; set 40 v40-112). On the
// workshop project: "Thanks for watching!" 87–92, "today we bake
// sourdough" 12–15. A nil check wants a question or a refusal.
var k1s55Cases = map[string][]vcase{
	"the new words show from the time said, until where the text ended": {
		{"el texto final que diga 'Gracias por mirar' y que aparezca desde el 80", textIs("Gracias por mirar", 80, 92, "", "")},
		{"the end text should say 'See you soon' and appear from 84", textIs("See you soon", 84, 92, "", "")},
	},
	"from a time after it ends asks": {
		{"el subtítulo 'today we bake sourdough' que diga 'hoy hacemos pan' y que aparezca desde el 30", nil},
	},
	"stays as it was": {
		{"el texto final que diga 'Chau'", textIs("Chau", 87, 92, "", "")},
		{"poné el texto \"Thanks for watching!\" arriba y que empiece en el 85", placedTextTimed("Thanks for watching!", "top", 85, 92)},
	},
}

// k1s55AgainCases: a clip there is, "inserted" or "added" again at a time
// ("meté de nuevo el clip del gato al final"): a copy there, the clip
// stays where it is (it was moved to the end and "de nuevo" dropped:
// silent; set 41 v41-088). On the workshop project (interview 0–70, city
// 70–82, kitchen 82–92).
var k1s55AgainCases = map[string][]vcase{
	"a copy at the time said": {
		{"meté de nuevo el clip de la ciudad al final", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-city:92-104")},
		{"insert the city clip again at the end", mainIs("interview:0-70 broll-city:70-82 broll-kitchen:82-92 broll-city:92-104")},
	},
	"stays as it was": {
		{"meté el clip de la ciudad al final", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
	},
}

// k1s55PersonFixture is personFixture with Marta in the beach clip too:
// intro.mp4 0–10 (she talks to camera), beach.mp4 10–18 (she walks on the
// sand) and charla-marta.mp4 18–22 play one after another.
func k1s55PersonFixture(t *testing.T) *videotools.Editor {
	ed := personFixture(t)
	for i := range ed.Project.Assets {
		if ed.Project.Assets[i].Name == "beach.mp4" {
			ed.Project.Assets[i].Description = "Marta walks barefoot on the sand"
		}
	}
	return ed
}

// k1s55IntroCases: "marta's intro" where her clips play one after another
// is the first, where she talks, not all of them (the title for "during
// luli's intro" ran over her next clip too: set 40 v40-026).
var k1s55IntroCases = map[string][]vcase{
	"her intro is the clip where she talks first": {
		{"add a title 'Hola' at the top during marta's intro", placedTextTimed("Hola", "top", 0, 10)},
		{"add a title 'Hola' at the top during marta's introduction", placedTextTimed("Hola", "top", 0, 10)},
		{"agregá un título 'Hola' arriba durante marta en la presentación", placedTextTimed("Hola", "top", 0, 10)},
	},
	"stays as it was": {
		{"trim the first 2 seconds off marta's intro", mediaIs("intro.mp4", timeline.TrackMain, 0, 8)},
	},
}

func TestK1S55(t *testing.T) {
	runFixtureTable(t, "k1 s55", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, k1s55Cases)
	runFixtureTable(t, "k1 s55 again", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, k1s55AgainCases)
	runFixtureTable(t, "k1 s55 intro", k1s55PersonFixture, k1s55IntroCases)
}
