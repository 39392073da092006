package planner

import "slices"

// vibrantColoursSaid: the colours are said to be vibrant with the
// adjective ("more vibrant colors", "make it more vibrant", "colores más
// vibrantes"), not the vibrance slider by its name ("more vibrance",
// "subile la vibrancia"), which stays vibrance alone.
func vibrantColoursSaid(f *frame) bool {
	return slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.has(cEffect, "vibrance") && t.word("vibrant", "more vibrant", "mas vibrante", "vibrante", "vibrantes", "mas vibrantes")
	})
}
