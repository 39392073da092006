package planner

import "testing"

// restatedThingCases: a thing named by its place, then again by what it
// shows after a comma, is one thing: the edit is done once (the second
// naming did it again and was refused, the clip gone). Named as another
// thing, which is asked. A nil check wants a question or a refusal.
var restatedThingCases = map[string][]vcase{
	"the same thing named twice": {
		{"borrá el tercer clip entero, el del paseo", mainCount(2)},
		{"delete the third clip, the ride one", both(mainCount(2), mediaIs("beach.mp4", "main", 10, 18))},
		{"silenciá el último clip, el del paseo", mutedIs("DJI_0101.mp4", true)},
	},
	"two namings of two things": {
		{"borrá el primer clip, el del paseo", nil},
	},
	"a list is still a list": {
		{"mute the intro, the beach clip and the ride", both(mutedIs("intro.mp4", true), mutedIs("beach.mp4", true), mutedIs("DJI_0101.mp4", true))},
	},
}

func TestRestatedThing(t *testing.T) {
	runFixtureTable(t, "restated thing", outingFixture, restatedThingCases)
}
