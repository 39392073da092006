package planner

// endingClipIsLast reads "ending" or "closing" said right before a clip
// noun ("make the ending clip a bit sharper", "the closing shot") as
// "last": the clip that ends the video, as "the final clip" already is.
// Read as a time, "the ending" was the last 5 seconds and the clip noun
// was dropped (a sharpen went on 59–64 s, over a clip of 48–64 s that
// already had one: silent). Only before "clip", "shot", "take", "toma" and
// their kin: "the ending" alone, "the ending title" stay what they were.
func endingClipIsLast(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].word("ending", "closing") && toks[i+1].kind == tWord && toks[i+1].has(cKind, "clip") {
			toks[i] = wordToken("last", toks[i].pos, toks[i].end)
		}
	}
	return toks
}
