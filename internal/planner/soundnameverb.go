package planner

import "slices"

// A sound is often named by what makes it, a verb among them: "the page
// flip sound", "a door slam noise", "the page turning sound". Right before
// the word "sound" (or "noise"), after a noun or "the", such a word is
// part of the sound's name, never the edit: "page flip sound is way too
// loud" flipped every clip of the video (silent), and "lower the page flip
// sound" lowered the sound and flipped them too. After a noun ("page"),
// the word with no other meaning is how the sound is made, said beside
// the thing that makes it: the sound is found by that thing, and the word
// is dropped (a file is seldom named by both). After "the" alone it stays,
// a name to find or to ask about.

// soundNameVerbs drops the verb read in a word that names a sound: a word
// right before a sound word, after a determiner or a word that is neither
// a verb, a preposition nor a connective. "flip the sound" and "mute
// sound" keep their verb: nothing names a thing before them.
func soundNameVerbs(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		t, prev, next := toks[i], toks[i-1], toks[i+1]
		if t.kind != tWord || !t.has(cVerb) || next.kind != tWord || !next.word(soundThingWords...) || prev.kind != tWord {
			continue
		}
		if !prev.has(cDet) && (prev.has(cVerb) || prev.has(cPrep) || prev.has(cConn) || prev.has(cNeg) || prev.has(cMod) || prev.has(cPron)) {
			continue
		}
		toks[i].lex = slices.DeleteFunc(slices.Clone(t.lex), func(l lexeme) bool { return l.cat == cVerb })
		if len(toks[i].lex) == 0 && !prev.has(cDet) && len(prev.lex) == 0 {
			toks = slices.Delete(toks, i, i+1)
			i--
		}
	}
	return toks
}
