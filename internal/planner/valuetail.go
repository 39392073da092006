package planner

import (
	"strings"
	"unicode"
)

// valueTail: in a correction "A not B" where B is a value (its words hold
// digits) and A says more words than B, the value meant is A's last words
// of B's shape: "we close at 23 not 24" is 23, "abrimos a las 10 no 11" is
// 10 ("the hours are wrong, we close at 23 not 24" wrote "we close at 23"
// into the text in place of 24). Words of another shape are kept whole
// ("Avenida Central not Av."), and so is an A whose first words hold
// digits too ("2 x 1 not 2").
func valueTail(a, b string) string {
	aw, bw := strings.Fields(a), strings.Fields(b)
	if len(aw) <= len(bw) || !strings.ContainsFunc(b, unicode.IsDigit) {
		return a
	}
	if strings.ContainsFunc(strings.Join(aw[:len(aw)-len(bw)], " "), unicode.IsDigit) {
		return a // "2 x 1 not 2": the whole of A is the value
	}
	tail := aw[len(aw)-len(bw):]
	for i, w := range tail {
		if strings.ContainsFunc(w, unicode.IsDigit) != strings.ContainsFunc(bw[i], unicode.IsDigit) {
			return a
		}
	}
	return strings.Join(tail, " ")
}
