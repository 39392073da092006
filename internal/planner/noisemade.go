package planner

import "slices"

// A thing said to make a noise, after the edit that silences or lowers a
// sound, is why the edit is asked: "silenciá el segundo clip, la maquina
// hace un ruido horrible", "mute the workshop clip, the drill makes an
// awful noise". While no clip was named by the thing ("la maquina" before
// the naming vocabulary knew it), the clause was set aside as a remark;
// once the thing names the clip, "horrible" sank the request ("does not
// know the word 'horrible'"). Only a clause with a noise, a verb of making
// or having one, and no time, amount or text of its own is read so: "la
// maquina hace un ruido horrible, bajala al 20%" keeps its level.

// noiseMakingWords say a thing makes or has a noise.
var noiseMakingWords = []string{"hace", "hacen", "hacia", "hacian", "tiene", "tienen", "makes", "make", "made", "making", "has", "have"}

// noiseMade: the clause only says that something makes a noise.
func noiseMade(toks []token) bool {
	noise, making := false, false
	for _, t := range toks {
		switch {
		case t.kind == tWord && noiseWord(t.text):
			noise = true
		case t.kind == tWord && t.word(noiseMakingWords...):
			making = true
		case t.kind != tWord && t.kind != tPunct:
			return false // a time, an amount or a text is an edit of its own
		case t.has(cMod, "quieter", "louder", "down", "min", "max") || t.has(cVerb) && !t.word(noiseMakingWords...):
			return false
		}
	}
	return noise && making
}

// silencedBefore: the edit before mutes or lowers a sound.
func silencedBefore(toks []token) bool {
	return mutesSound(toks) || slices.ContainsFunc(toks, lowersLevel)
}

// lowersLevel: the word takes a sound's level down ("quieter", "down",
// "min", "lower", "mute").
func lowersLevel(t token) bool {
	return t.has(cMod, "quieter", "down", "min") || t.has(cVerb, "lower", "mute")
}
