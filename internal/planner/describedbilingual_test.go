package planner

import "testing"

// describedBilingualCases: a clip named in Spanish by what its English
// description says, or by another form of the doing (the vocabulary and
// the glossary: ride/paseo, pumping/inflado,
// spinning/girando, crossing/cruzando). A nil check wants a question or a
// refusal.
var describedBilingualCases = map[string][]vcase{
	"a description said in the other language": {
		{"silenciá el paseo", mutedIs("DJI_0101.mp4", true)},
		{"mute the ride", mutedIs("DJI_0101.mp4", true)},
		{"agregá el clip del inflado al final", mediaIsAt("IMG_9004.MOV", 24)},
		{"add the pumping clip at the end", mediaIsAt("IMG_9004.MOV", 24)},
	},
	"a doing said in another form": {
		{"agregá el clip de la chica girando al final", mediaIsAt("IMG_9001.MOV", 24)},
		{"add the girl spinning clip at the end", mediaIsAt("IMG_9001.MOV", 24)},
		{"agregá el clip del perro cruzando al final", mediaIsAt("IMG_9002.MOV", 24)},
	},
	"a verb of the sentence stays one": {
		{"girá el logo 90 grados", rotationIs("logo.png", 90)},
	},
	"a word no description holds names nothing": {
		{"agregá el clip del perro nadando al final", nil},
	},
}

func TestDescribedBilingual(t *testing.T) {
	runFixtureTable(t, "described bilingual", outingFixture, describedBilingualCases)
}
