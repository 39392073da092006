package planner

import "slices"

// littleInset: "a little picture in picture", "una ventanita chiquita"
// said of the window itself is its size, small: "a little" was read as a
// degree ("a bit"), and the clip kept its full size, only moved to the
// corner.
func littleInset(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word("a little", "little", "tiny", "lil") || !toks[i+1].has(cKind, "overlay") {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].text, toks[i].lex = "small", lookup("small")
	}
	return toks
}
