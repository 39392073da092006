package planner

import (
	"testing"

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

func TestK1S55(t *testing.T) {
	runFixtureTable(t, "k1 s55", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, k1s55Cases)
	runFixtureTable(t, "k1 s55 again", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, k1s55AgainCases)
}
