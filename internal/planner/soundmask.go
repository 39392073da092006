package planner

import (
	"slices"
	"strings"
)

// maskingWords open the ways to say one sound covers another ("drowns
// out", "tapa la voz", "pisa la voz", "fighting with").
var maskingWords = []string{"drown", "tapa", "tapando", "pisa", "pisando", "fighting with", "competing with"}

// maskAfterLowering: after a command that brings a sound down, a clause
// that only says it covers another ("make the song softer, it drowns out
// ana", "bajá la música, tapa la voz"): why, set aside (it was a second
// lowering: the music went to 40%, then to 20%). A verb of its own, a
// value, a time or the sound that covers named ("…, the music drowns out
// ana": the music's own complaint) keep the clause.
func maskAfterLowering(c, prev []token, names func(token) bool) bool {
	at := slices.IndexFunc(c, saysMasking)
	if at < 0 || thingSaid(c[:at], names) || hasVerb(c) || slices.ContainsFunc(c, func(t token) bool { return t.is(tNumber, tTime, tPercent) || saysWhen(t) }) {
		return false
	}
	return slices.ContainsFunc(prev, func(t token) bool {
		return lowersLevel(t) || t.is(tPercent)
	})
}

// saysMasking: the token says one sound covers another ("drowns out ana",
// "tapa la voz"), one phrase of the lexicon's "quieter".
func saysMasking(t token) bool {
	return t.kind == tWord && t.has(cMod, "quieter") && slices.ContainsFunc(maskingWords, func(w string) bool { return strings.HasPrefix(t.text, w) })
}
