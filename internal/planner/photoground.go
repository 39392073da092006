package planner

import "slices"

// groundWords name the ground or the floor a photo's scene stands on.
var groundWords = []string{"ground", "floor", "suelo", "piso", "terreno", "pavement", "pavimento"}

// groundSaid reads the ground said with its article ("darken the ground",
// "aclará el suelo", "lift the shadows on the floor") as a part of the
// photo: the ground region, the lower half of the frame less the sky
// (groundSelection). It was refused ("cannot select the ground"). Photo
// requests only: the video planner's "floor" is another thing.
func groundSaid(toks []token) []token {
	out := slices.Clone(toks)
	for k := 1; k < len(out); k++ {
		if !out[k].word(groundWords...) || out[k].has(cRegion) || !out[k-1].word(partDeterminers...) && !out[k-1].has(cDet) {
			continue
		}
		if out[k-1].word("this", "that", "este", "ese", "esta") {
			continue // "this floor": a storey, said of a thing
		}
		out[k] = token{kind: tWord, text: out[k].text, pos: out[k].pos, end: out[k].end, lex: []lexeme{{cat: cRegion, val: "ground"}}}
		if k >= 3 && out[k-2].word("en", "on", "in") && out[k-3].word("abajo", "down", "below") {
			// "más luz abajo en el suelo", "brighter down on the ground":
			// where the ground is, not the bottom half too (the "bottom"
			// was left out: refused)
			out = slices.Delete(out, k-3, k-2)
			k--
		}
		if n := groundPlaceAfter(out[k+1:]); n > 0 {
			// "brighten the ground at the bottom", "el suelo de abajo": where
			// the ground is, which the ground region already keeps to (the
			// "bottom" was left out: refused)
			out = slices.Delete(out, k+1, k+1+n)
		}
	}
	return out
}

// groundSelection selects the ground: the lower half of the frame less
// the sky (the sky selected, inverted, and cut to the lower half), so a
// sky that reaches below the middle stays out.
func groundSelection(info PhotoState) []Step {
	half := halfRect("bottom", float64(info.Width), float64(info.Height))
	half["mode"] = "intersect"
	return []Step{pstep("selection.sky", nil), pstep("selection.invert", nil), pstep("selection.rectangle", half)}
}

// groundPlaceAfter is how many tokens after the ground say it is at the
// bottom ("at the bottom", "down below", "de abajo", "abajo"), or 0.
func groundPlaceAfter(toks []token) int {
	for j := 0; j < len(toks) && j < 3; j++ {
		t := toks[j]
		if t.has(cPos, "bottom") || t.word("abajo", "below", "de abajo", "down below", "down there") {
			return j + 1
		}
		if !t.word("at", "on", "in", "en", "de", "del", "down", "the", "el", "la") && !t.has(cDet) {
			return 0
		}
	}
	return 0
}
