package planner

// blendPut: "el recuadro de las páginas ponelo con fusión multiplicar",
// "put the map in screen mode": a blend said with "put" of a thing that
// is on the timeline is how that thing looks, as "give the logo 30%
// transparency" is (a second copy of the pip was added, with no blend:
// silent). A time or a place said ("put the map at 20 in multiply")
// keeps the reading it had; so does a thing not there.
func blendPut(f *frame, r *resolver) bool {
	put := f.verb == "put" || f.verb == "show"
	return put && f.hasProp("blendmode") && len(f.effects) == 0 && !f.hasTextContent() && len(f.times) == 0 && len(f.pos) == 0 &&
		len(f.targets) == 1 && !indefinite(f) && existing(f, r)
}
