package planner

// levelHalved: "cut the music volume in half", "cortale el volumen a la
// canción a la mitad": a cut by half said of the volume halves the level,
// as "halve the music volume" does; it was asked which half of the music
// to remove (set 31). Without the volume said ("cut the music in half")
// the half is still of the time, and asked.
func levelHalved(f *frame) bool {
	return f.hasProp("volume") && f.has("half") && len(f.times) == 0 && !halfAfterTo(f)
}
