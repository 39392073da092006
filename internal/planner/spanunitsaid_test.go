package planner

import "testing"

// TestSpanWithUnitIsNoNumberFix: a span said with its unit or article
// before each number ("del segundo 12 al 14") is a time, never a number of
// a text corrected ("del segundo 12 al 14 volalo" put 12 in place of a
// text's 14, numfix.go). "volalo" (blow it away) is a delete, so the span
// goes; a word that is no verb is asked, never a text rewritten.
func TestSpanWithUnitIsNoNumberFix(t *testing.T) {
	runFixtureTable(t, "span with its unit", marksFixture, map[string][]vcase{
		"a span said with its unit is a cut": {
			{"del segundo 9 al 18 sacalo", durIs(83)},
			{"del 9 al 18 sacalo, se ve feo", durIs(83)},
			{"del segundo 12 al 14 volalo", durIs(90)},
		},
		"with no verb the text is left alone": {
			{"del segundo 12 al 18 xqzt", nil},
			{"from second 12 to 18 blorf", nil},
		},
	})
}
