package planner

// endingClipIsLast reads "ending" said right before a clip noun ("make
// the ending clip a bit sharper") as "last": the clip that ends the
// video, as "the final clip" already is. "closing" is left as it was
// read ("take the logo off during the closing shot only" is the outro).
// Read as a time, "the ending" was the last 5 seconds and the clip noun
// was dropped (a sharpen went on 59–64 s, over a clip of 48–64 s that
// already had one: silent). Only before "clip", "shot", "take", "toma" and
// their kin: "the ending" alone, "the ending title" stay what they were.
func endingClipIsLast(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].word("ending") && toks[i+1].kind == tWord && toks[i+1].has(cKind, "clip") {
			toks[i] = wordToken("last", toks[i].pos, toks[i].end)
		}
	}
	return toks
}
