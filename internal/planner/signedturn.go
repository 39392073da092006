package planner

import "slices"

// signedDegrees is the turn said at toks[i] with the sign typed before
// it: "tilt the title -8 degrees", "rotá el logo unos -15 grados" (the
// "-" was left out: "basic mode would leave out -"). The sign is marked
// read; a dash between two numbers ("5-10 degrees") is no sign
// (signBefore).
func signedDegrees(f *frame, toks []token, i int) float64 {
	if i > 0 && minusSign(f.prompt, toks, i-1) {
		f.used[i-1] = true
		// the sign came first, so it was taken as a word no slot read
		if k := slices.Index(f.unknown, toks[i-1].text); k >= 0 {
			f.unknown = slices.Delete(f.unknown, k, k+1)
		}
		return -toks[i].num
	}
	return toks[i].num
}
