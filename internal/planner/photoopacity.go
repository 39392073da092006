package planner

// opacitySetOnActive: "set the opacity to 30%", "opacity 50", "poné la
// opacidad en 40%", "put the opacity at 70 percent": an opacity said with
// its amount, no layer and no part named, is the active layer's, as
// "bajale la opacidad a la mitad" already was (they were refused: "say
// the look", since no layer was named).
func opacitySetOnActive(f *frame) bool {
	return f.hasProp("opacity", "transparent", "opaque") && len(f.effects) == 0 && len(f.regions) == 0 && len(f.amounts) > 0
}
