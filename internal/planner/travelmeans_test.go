package planner

import "testing"

// travelMeansCases: an outing said with the way it was made ("el paseo en
// auto", "the ride by car") is the outing; the way is no second thing,
// though a file is named by it (bocina-auto.wav). A nil check wants a
// question or a refusal.
var travelMeansCases = map[string][]vcase{
	"the way of an outing is how, not which": {
		{"silenciá el paseo en auto", both(mutedIs("DJI_0101.mp4", true), mutedIs("bocina-auto.wav", false))},
		{"mute the ride by car", both(mutedIs("DJI_0101.mp4", true), mutedIs("bocina-auto.wav", false))},
		{"poné blanco y negro en el paseo en auto", effectIs("grayscale", 18, 24, "", 0)},
	},
	"the way said as a thing is that thing": {
		{"silenciá el auto", both(mutedIs("bocina-auto.wav", true), mutedIs("DJI_0101.mp4", false))},
		{"mute the car horn", mutedIs("bocina-auto.wav", true)},
	},
}

func TestTravelMeans(t *testing.T) {
	runFixtureTable(t, "travel means", outingFixture, travelMeansCases)
}
