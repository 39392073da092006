package planner

import "testing"

// leadS57Cases: a thing said to make a noise after the edit that silences
// or lowers it is why ("silenciá el segundo clip, la maquina hace un ruido
// horrible" was refused for "horrible" once "la maquina" named the clip).
// A nil check wants a question or a refusal.
var leadS57Cases = map[string][]vcase{
	"a noise made, after a mute or a lower, is why": {
		{"silenciá el video de las pinzas cortando, la maquina hace un ruido horrible", mutedIs("IMG_8104.MOV", true)},
		{"mute the machine clip, it makes an awful noise", mutedIs("IMG_8101.MOV", true)},
		{"bajale el volumen al taladro a la mitad, el taladro hace un ruido insoportable", volumeIs("IMG_8106.MOV", 0.5)},
	},
	"a noise said first, with a level after, is not set aside by it": {
		{"la maquina hace un ruido horrible, bajala al 20%", nil},
	},
}

func TestLeadS57NoiseMade(t *testing.T) {
	runFixtureTable(t, "noise made", leatherFixture, leadS57Cases)
}
