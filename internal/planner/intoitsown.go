package planner

// ownClipAnchor: "trim the warm up so it starts 3 seconds into the
// clip", "trim the customers clip so it starts 2s into it": the clip the
// moment is counted in is the one thing the clause already named, not any
// clip (it asked which of all the clips "the clip" was, or "it" was the
// whole video). Only "it" or the bare noun of a clip ("the clip", "the
// shot", "la toma") is taken so; a clip named there ("3 seconds into the
// kitchen clip") is its own anchor.
func (f *frame) ownClipAnchor(anchor *np) *np {
	if anchor == nil || len(anchor.names) > 0 || anchor.quote != "" || anchor.ord != 0 || anchor.sticker != "" || anchor.anchor != nil {
		return nil
	}
	if !anchor.pron && !contains([]string{"clip", "shot", "take", "toma", "footage"}, anchor.noun) {
		return nil
	}
	var own *np
	for i := range f.targets {
		n := f.targets[i]
		if n.pron {
			continue
		}
		if own != nil || len(n.names) == 0 && n.quote == "" {
			return nil
		}
		own = &n
	}
	if own == nil {
		return nil
	}
	cp := *own
	return &cp
}
