package planner

import "slices"

// cutSideCropped reads a cut said of a side's fraction as a crop: "cut
// off the bottom third", "cortale la mitad de la derecha", "cortá un
// cuarto de arriba". The verb of deleting asked which layer to delete;
// a side of the frame with a share of it is a part of the picture to cut
// away, as "crop off the bottom third" is. Half is the half cut away: the
// crop keeps the other one ("crop the left half" keeps the left).
func cutSideCropped(f *frame, info PhotoState) {
	if f.verb != "cut" && f.verb != "delete" || len(f.pos) != 1 || len(f.effects)+len(f.regions)+len(f.quotes) > 0 || f.text != "" {
		return
	}
	if slices.ContainsFunc(f.targets, func(n np) bool { return n.kind == "text" || n.kind == "layer" || len(n.names) > 0 }) {
		return // "delete the bottom text", "cut the logo at the top": a layer
	}
	opposite := map[string]string{"left": "right", "right": "left", "top": "bottom", "bottom": "top"}
	side, ok := opposite[f.pos[0]]
	if !ok {
		return
	}
	if part, _ := sideFraction(f); part > 0 && part < 1 {
		f.verb = "crop"
		return
	}
	if f.has("half") {
		f.verb = "crop"
		f.pos = []string{side}
	}
}
