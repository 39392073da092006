package planner

import "slices"

// A warmth said as the manner of a look that is warm by itself ("a warm
// sepia vibe", "un sepia cálido", "sepia bien cálido") is that look, not
// a second one: a warm tint was laid over the sepia (silent: the request
// asked for the sepia only). Another look beside it ("warm and sepia",
// "sepia y más cálido") keeps both.

// warmLooks are the looks that are warm already.
var warmLooks = []string{"sepia"}

// warmOfAWarmLookDropped drops a warmth token said right before or after
// such a look.
func warmOfAWarmLookDropped(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		if !toks[i].has(cEffect, "warm") || !toks[i].word("warm", "calido", "calida", "warmer", "calidito", "calidita") {
			continue
		}
		next := i+1 < len(toks) && slices.ContainsFunc(warmLooks, func(l string) bool { return toks[i+1].has(cEffect, l) })
		prev := i > 0 && slices.ContainsFunc(warmLooks, func(l string) bool { return toks[i-1].has(cEffect, l) })
		if next || prev {
			toks = slices.Delete(slices.Clone(toks), i, i+1)
			i--
		}
	}
	return toks
}
