package planner

import "slices"

// exceptedPhotoPart reads a thing said after "except" that is also the
// photo's own layer name as the part of the picture it shows: the photo
// imported from cup.png is the layer "cup", so "desaturate everything
// except the cup" desaturated the layer "cup" (the cup too) and "black and
// white except the cup" made only the cup grey; both silent. The words
// name a thing the lexicon knows as a part (a subject), the layer they
// name is the bottom-most picture (the photo itself, not a sticker or a
// text put on it), and the clause leaves it out: it is that part, left out
// of the edit, as "todo en blanco y negro menos la taza" is read.
func exceptedPhotoPart(f *frame, info PhotoState) {
	photo := bottomPicture(info)
	if photo == nil {
		return
	}
	kept := f.targets[:0]
	for _, n := range f.targets {
		if n.prep != "without" || n.pron || n.kind != "" || len(n.names) == 0 || !namesLayer(n.names, *photo) {
			kept = append(kept, n)
			continue
		}
		region := ""
		for k := n.first; k < n.end && k < len(f.c.toks); k++ {
			if l, ok := f.c.toks[k].get(cRegion); ok {
				region = l.val
			}
		}
		if region == "" {
			kept = append(kept, n)
			continue
		}
		f.regions = append(f.regions, np{region: region, said: n.said, det: n.det, prep: n.prep, first: n.first, end: n.end})
	}
	f.targets = kept
}

// bottomPicture is the layer at the bottom of the stack when it is a
// picture (the photo the document was opened with); nil otherwise.
func bottomPicture(info PhotoState) *PhotoLayer {
	if len(info.Layers) == 0 {
		return nil
	}
	l := info.Layers[len(info.Layers)-1]
	if l.Kind == "text" || l.Kind == "adjustment" {
		return nil
	}
	return &l
}

// namesLayer: every word said is a word of the layer's name.
func namesLayer(said []string, l PhotoLayer) bool {
	words := nameWords(l.Name)
	return !slices.ContainsFunc(said, func(w string) bool { return !contains(words, w) })
}
