package planner

// soundNounLevel: "sound" said as a noun, then a level ("the page sound all
// the way up", "the saw sound louder", "el sonido de la puerta al 50%"), is
// a thing and its new level, an edit said without a verb after "and"; it
// is not "sounds" of a state ("the engine sounds annoying"). "music down
// to 25% and the page sound all the way up" set the second clause aside
// as a remark and left the page sound as it was (silent).
func soundNounLevel(toks []token) bool {
	if len(toks) < 2 || !toks[0].word("sound", "sounds", "sonido", "sonidos") {
		return false
	}
	for _, t := range toks[1:] {
		if t.is(tPercent) || t.has(cMod, "up", "down", "louder", "quieter", "max", "min", "full") {
			return true
		}
	}
	return false
}
