package planner

import "testing"

// TestNearTextCorrected: a text corrected by its right words, nearly the
// words it has (a letter, a digit, its capitals, one word of it, words
// added at its end), names the text and changes only that run; a likeness
// to two texts, an unlike text or a request that adds stay as they were.
func TestNearTextCorrected(t *testing.T) {
	runFixtureTable(t, "near text corrected", f4Fixture, map[string][]vcase{
		"a digit or a letter": {
			{"typo! the price is Al pastor $38 not 35", textIs("Al pastor $38 · 3 x $90", 10, 16, "bottom", "")},
			{"la calle está mal escrita, es Calle 9 y Av. Juárez", textIs("Calle 9 y Av. Juárez · Mar a Dom 19-02 h", 24, 30, "bottom", "")},
			{"the title has a typo, it should say 'TACOS EL GÜERA'", textIs("TACOS EL GÜERA", 0, 4, "center", "")},
		},
		"its capitals, one word, words added": {
			{"el título en minúsculas: Tacos el Güero", textIs("Tacos el Güero", 0, 4, "center", "")},
			{"cambiá el horario por: Calle 8 y Av. Juárez · Lun a Dom 19-02 h", textIs("Calle 8 y Av. Juárez · Lun a Dom 19-02 h", 24, 30, "bottom", "")},
			{"le falta la ciudad, tiene que decir 'TACOS EL GÜERO CDMX'", textIs("TACOS EL GÜERO CDMX", 0, 4, "center", "")},
		},
		"left as it was": {
			{"move the 'TACOS EL GÜERA' text to 10 seconds", nil},                         // a move names a text
			{"typo, it's $36", nil},                                                       // like $35 and $90
			{"the address is wrong, it's Calle 8 y Av. Corrientes", nil},                  // unlike
			{"agregá 'TACOS EL GÜERA' arriba", textIs("TACOS EL GÜERA", 0, 5, "top", "")}, // a new text
		},
	})
}
