package planner

import "strings"

// A look named as the layer it made: "a esa capa de blanco y negro bajale
// la opacidad a la mitad", "set the black and white layer to 50% opacity",
// "the sepia layer at half opacity". The look was read as asked again (the
// photo desaturated by half, over the black and white already there): a
// silent failure. When a setting of a layer is said (its opacity or blend)
// and the one look named is an adjustment layer the photo has, the
// setting is that layer's.

// lookLayerNamed: the adjustment layer of the one look the clause names,
// when the clause sets a layer's opacity or blend; nil otherwise, or
// when no layer, or several, are that look's.
func lookLayerNamed(f *frame, info PhotoState) *PhotoLayer {
	if !f.hasProp("opacity", "transparent", "opaque", "blendmode") || len(f.regions) > 0 {
		return nil
	}
	look := ""
	if len(f.effects) == 1 {
		look = f.effects[0]
	} else if len(f.effects) == 0 {
		look = lookNamed(f)
	}
	if look == "" {
		return nil
	}
	names := []string{look}
	if a, ok := adjustmentLayers[look]; ok {
		if t, ok := a["type"].(string); ok {
			names = append(names, t)
		}
	}
	var found *PhotoLayer
	for i, l := range info.Layers {
		if l.Kind != "adjustment" || !containsFold(names, l.Name) {
			continue
		}
		if found != nil {
			return nil // two layers of that look: which one was not said
		}
		found = &info.Layers[i]
	}
	return found
}

// containsFold: s is among ws, case aside.
func containsFold(ws []string, s string) bool {
	for _, w := range ws {
		if strings.EqualFold(w, s) {
			return true
		}
	}
	return false
}
