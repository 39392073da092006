package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// ownEdgeSpan: "sacale los últimos 2 segundos a preparando bancales",
// "cut the first second off the gato clip": the first or last seconds
// said with no "of", beside the one clip of the main track the clause
// names, are that clip's own, not the video's (the video's last 2 s were
// "not inside" the clip, and it was refused). Only where the video's
// seconds would miss the clip: the last clip's last seconds are the
// video's too, and stay as they were read.
func ownEdgeSpan(f *frame, ts []target) (rng, bool) {
	if len(f.times) != 1 || len(ts) != 1 || ts[0].track != timeline.TrackMain {
		return rng{}, false
	}
	te := f.times[0]
	if te.kind != "first" && te.kind != "last" || te.a.anchor != nil || te.except || te.dur <= 0 {
		return rng{}, false
	}
	a, b := ts[0].el.Start.Seconds(), ts[0].el.End().Seconds()
	if te.dur >= b-a-1e-6 {
		return rng{}, false
	}
	if te.kind == "first" {
		return rng{a, a + te.dur}, true
	}
	return rng{b - te.dur, b}, true
}

// cutBeforeEdge: a noun that is also a verb ("cut") right after a comma,
// before "the first"/"the last" ("the sunset clip drags, cut the last 3
// secs of it"), opens the command: a first or last stretch is what is
// cut ("cut" was taken for a clip, and it asked which).
func cutBeforeEdge(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tPunct || i+2 >= len(toks) || !toks[i+1].has(cDet) {
		return false
	}
	return toks[i+2].word("first", "last", "primer", "primeros", "primeras", "ultimo", "ultimos", "ultimas", "final")
}
