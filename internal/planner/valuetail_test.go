package planner

import "testing"

// TestValueSaidInASentence: a correction "A not B" of a value said inside
// a sentence ("we close at 23 not 24") changes the value only; the words
// before it were written into the text (valuetail.go).
func TestValueSaidInASentence(t *testing.T) {
	runFixtureTable(t, "value said in a sentence", marksFixture, map[string][]vcase{
		"the value changes, the rest of the text stays": {
			{"the hours are wrong, we close at 17 not 18", textIs("Open daily · 9 to 17 h", 40, 44, "bottom", "")},
			{"we close at 17 not 18", textIs("Open daily · 9 to 17 h", 40, 44, "bottom", "")},
			{"los horarios están mal, cerramos a las 17, no a las 18", textIs("Open daily · 9 to 17 h", 40, 44, "bottom", "")},
		},
	})
	for _, tc := range []struct{ a, b, want string }{
		{"we close at 23", "24", "23"},
		{"abrimos a las 10", "11", "10"},
		{"Avenida Central", "Av.", "Avenida Central"}, // no value: kept whole
		{"2 x 1", "2", "2 x 1"},                       // digits before: kept whole
		{"23", "24", "23"},
	} {
		if got := valueTail(tc.a, tc.b); got != tc.want {
			t.Errorf("valueTail(%q, %q) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}
