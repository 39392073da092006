package planner

// unheardOverOneSpan: a complaint that one sound cannot be heard over
// another, with one stretch said that cannot be read wider than meant: two
// numbers ("from 40 to 50"), an edge ("the last 10 seconds", "the first
// part"), or one thing by its singular name ("during the aphids part",
// "en la cosecha"); a text, a sticker or an effect as the stretch
// ("durante el título") stays refused. "I can't hear Inés over the guitar
// during the harvest" lowers the guitar while the harvest plays (it was
// refused: "would leave out 'over the music'"). Several things ("during the dog clips") may be
// read wider than meant and stay refused.
func unheardOverOneSpan(f *frame) bool {
	if len(f.times) != 1 {
		return false
	}
	if offParticle(f) {
		// "… la música off durante la cosecha": a level of 0 said; "voz
		// en off" is the narration's name (offparticle.go)
		return false
	}
	t := f.times[0]
	if t.except || t.porEnd || t.bareFrom {
		return false
	}
	switch t.kind {
	case "range", "first", "last":
		return t.a.anchor == nil && t.b.anchor == nil
	case "anchor":
		n := t.a.anchor
		// a clip or a part by its name; a title, a sticker or an effect
		// ("durante el título") is not sure to be the stretch meant
		if n == nil {
			return false
		}
		clipLike := n.kind == "" || n.kind == "clip" || n.kind == "video"
		return clipLike && t.b.anchor == nil && !n.plural && n.det != "all" && n.count < 2 && !n.pron && (t.prep == "during" || t.prep == "in" || t.prep == "")
	}
	return false
}
