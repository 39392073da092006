package planner

import "slices"

// videoOfThing: "sube la música en el video del gato", "lower the music in
// the video of the kid": "in the video" is no filler when a thing of the
// project follows with "of": it is that thing's clip, when the sound is
// changed (the cat's clip was a second thing to raise, and all the music
// went up: silent). The thing becomes the clause's time, while it plays.
func (f *frame) videoOfThing() {
	if len(f.targets) < 2 || len(f.times) > 0 || !f.targets[0].namesSound() {
		return
	}
	toks := f.c.toks
	for k := 1; k < len(f.targets); k++ {
		n := f.targets[k]
		if n.pron || n.prep != "of" || n.namesSound() || n.kind != "" || len(n.names) == 0 {
			continue
		}
		at := -1
		for j := n.first - 1; j >= 0 && j >= n.first-2; j-- {
			if toks[j].word("de", "del", "of", "with", "con") {
				at = j
				break
			}
		}
		if at < 1 || !toks[at-1].word("en el video", "in the video", "en este video", "in this video", "del video", "of the video") {
			continue
		}
		v := n
		f.times = append(f.times, timeExpr{kind: "anchor", a: timeVal{anchor: &v, edge: "whole"}, prep: "during", said: n.said, first: at - 1})
		f.targets = slices.Delete(slices.Clone(f.targets), k, k+1)
		return
	}
}
