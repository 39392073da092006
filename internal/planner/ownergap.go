package planner

// ownerGapNamed: "saca la foto del rincón de lectura": between the kind
// ("la foto") and the name read ("lectura") stand words of that same
// file's name that the lexicon reads as something else ("rincón", a
// corner) and "de". The kind and the name are still one thing, the file
// rincon-lectura.jpg (the logo was cut out while the reading corner
// played: silent). Every word between must be a word of the one file the
// name finds, or "de"/"the"; anything else keeps them apart.
func ownerGapNamed(f *frame, r *resolver, kind, owner np) bool {
	toks := f.c.toks
	if owner.prep != "of" || kind.end >= owner.first-1 || owner.first > len(toks) || !toks[kind.end].word("of", "de", "del") {
		return false
	}
	ts, err := r.elements(owner)
	if err != nil || len(group(ts)) != 1 || ts[0].el.Name == "" {
		return false
	}
	words := nameWords(ts[0].el.Name)
	named := false
	for _, t := range toks[kind.end+1 : owner.first] {
		switch {
		case t.kind == tWord && contains(words, nameKey(t.text)):
			named = true
		case t.word("de", "del", "of", "the", "el", "la", "los", "las"):
		default:
			return false
		}
	}
	return named
}

// gapPlacesOff: the words between the kind and the name, joined as the
// file's name, are no place ("del rincón de lectura" said no corner).
func (f *frame) gapPlacesOff(from, to int) {
	for _, t := range f.c.toks[from:to] {
		l, ok := t.get(cPos)
		if !ok {
			continue
		}
		if i := indexOf(f.pos, l.val); i >= 0 {
			f.pos = append(f.pos[:i:i], f.pos[i+1:]...)
		}
	}
}
