package planner

// levelHalved: "cut the music volume in half", "cortale el volumen a la
// canción a la mitad": a cut by half said of the volume halves the level,
// as "halve the music volume" does; it was asked which half of the music
// to remove (set 31). Without the volume said ("cut the music in half")
// the half is still of the time, and asked.
func levelHalved(f *frame) bool {
	return f.hasProp("volume") && f.has("half") && len(f.times) == 0 && !halfAfterTo(f)
}

// halfLevelNamed: "half volume", "a medio volumen": half said right before
// the volume names a level of its own, 50%, as "full volume" is 100%
// ("bump the music up to half volume" halved a music at 40% to 20%).
// "Half the volume" and "el volumen a la mitad" still halve the level
// there is, and so does a level of 50% that goes against the way said
// ("down to half volume" of a music at 40%).
func halfLevelNamed(f *frame, cur float64) bool {
	toks := f.c.toks
	named := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].has(cMod, "half") && toks[i+1].has(cProp, "volume") {
			named = true
		}
	}
	down := f.verb == "lower" || f.has("quieter", "less", "down")
	up := f.verb == "raise" || f.has("louder", "more", "up")
	if !named && up && !down && cur < halfLevel && halfAsLevel(toks) {
		// "bump the music up to half": halving would lower what is asked
		// up, so the half is a level of its own (it was set to 18%)
		return true
	}
	return named && !(down && cur <= halfLevel) && !(up && cur >= halfLevel)
}

// halfLevel is the level "half volume" names.
const halfLevel = 0.5

// halfAsLevel: half is said as where the level goes, "to half", "a la
// mitad"; "half as loud" compares with the level there is.
func halfAsLevel(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].kind != tWord || !toks[i].has(cMod, "half") {
			continue
		}
		if toks[i-1].word("to", "up to", "hasta") || i > 1 && toks[i-1].word("la") && toks[i-2].word("a") {
			return true
		}
	}
	return false
}
