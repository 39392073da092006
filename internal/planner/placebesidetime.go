package planner

// placeBesideTime: "poné la copia en lucas en el 52", "put the copy on
// Lucas at 52": a thing said with "en"/"on" right before the time a move
// puts something at is where it goes (what it is shown over), said
// beside the time that places it, not a second thing to move. It was
// moved to 52 with the copy (the text "Lucas' first comp" went too:
// silent; set 42 v42-081). Only a move or a put with one point in time,
// a number said after the place, reads so; a sound, a track or a new
// thing ("a ...") keep their readings, and "move the logo and the title
// to 10" (no "on") still moves both.
func (f *frame) placeBesideTime() {
	if f.verb != "move" && f.verb != "put" || len(f.targets) < 2 || len(f.times) != 1 {
		return
	}
	te := f.times[0]
	if te.kind != "point" || !te.a.set || te.a.anchor != nil || te.first <= 0 {
		return
	}
	if heardOrWhole(f.targets[0].kind) {
		return
	}
	kept := f.targets[:1:1]
	for _, n := range f.targets[1:] {
		if n.pron || n.det == "a" || heardOrWhole(n.kind) ||
			!onPrep(f.c.toks, n) || !placeRightBefore(f.c.toks, n, te.first) {
			kept = append(kept, n)
		}
	}
	f.targets = kept
}

// heardOrWhole: a kind nothing is shown over: a sound, a voice, a track
// or a layer.
func heardOrWhole(kind string) bool {
	return soundKind(kind) || kind == "voice" || kind == "track" || kind == "layer"
}

// placeRightBefore: the noun phrase n ends where the time at first is said
// ("en lucas | en el 52"), with only a preposition or an article between.
func placeRightBefore(toks []token, n np, first int) bool {
	if n.end <= n.first || n.end > first || first > len(toks) {
		return false
	}
	for k := n.end; k < first; k++ {
		if toks[k].kind != tWord || !toks[k].has(cPrep) && !toks[k].has(cDet) {
			return false
		}
	}
	return true
}
