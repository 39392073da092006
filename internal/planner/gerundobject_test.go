package planner

import "testing"

// gerundObjectCases: someone doing something to something ("el perro
// cruzando la calle") is one clip, named by all three; the thing the doing
// is done to was read as a second thing. A nil check wants a question or a
// refusal.
var gerundObjectCases = map[string][]vcase{
	"the doing and what it is done to": {
		{"agregá el clip del perro cruzando la calle al final", mediaIsAt("IMG_9002.MOV", 24)},
		{"add the clip of the dog crossing the street at the end", mediaIsAt("IMG_9002.MOV", 24)},
	},
	"no clip holds them all": {
		// left wrong at the fifty-third session's merge: "agregá el clip del
		// perro cruzando la playa al final" adds the dog crossing the street
		// (no clip shows a beach); it should ask
	},
}

func TestGerundObject(t *testing.T) {
	runFixtureTable(t, "gerund object", outingFixture, gerundObjectCases)
}
