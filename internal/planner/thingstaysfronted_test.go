package planner

import "testing"

// thingStaysFrontedCases: a thing said first, then that it stays as it is,
// beside an edit of another thing (sets 12 and 31: "la entrevista dejala
// como está", "el ambiente del horno dejalo como esta"). A nil check wants
// a question or a refusal.
var thingStaysFrontedCases = map[string][]vcase{
	"a fronted thing kept as it is is no edit": {
		{"bajá la música al 30% y el logo dejalo como está", both(volumeIs("music.mp3", 0.3), mediaIs("logo.png", over, 2, 10))},
		{"subí el público al 90%, la cocina dejala igual", both(volumeIs("crowd.mp3", 0.9), volumeIs("kitchen-ambience.wav", 0.6))},
		{"turn the crowd down to 20% and the music keep it as it is", both(volumeIs("crowd.mp3", 0.2), volumeIs("music.mp3", 0.8))},
		// guards: a value said with it is an edit; alone it is nothing to do
		{"la música dejala al 20%", volumeIs("music.mp3", 0.2)},
		{"el logo dejalo como está", nil},
	},
}

func TestThingStaysFronted(t *testing.T) {
	runFixtureTable(t, "thing stays fronted", qxFixture, thingStaysFrontedCases)
}
