package planner

// levelToAPlace: "me bajás el 'en vivo' a la parte de abajo", "subí
// 'Tip' arriba": lower or raise said with a place and no sound is a move
// in the frame, so a quote alone names the text to move (it was read as
// a volume and the place left out: "would leave out bottom").
func levelToAPlace(f *frame) bool {
	return (f.verb == "lower" || f.verb == "raise") && len(f.pos) > 0 && len(f.effects) == 0 &&
		!f.hasProp("volume") && !f.nounIs("music", "audio", "voice")
}
