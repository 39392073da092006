package planner

// A stretch said by what happens often comes with a second time that is
// relative to it, not to the video: "from when the grind starts to when
// it ends" (it = the grind), "while the player is interviewed, first 4
// seconds of it", "cuando arrancan las sentadillas, los primeros 2
// segundos". Read alone, the second time was the video's (to its end, or
// its first seconds): a wrong edit reported as done.

// endOfTheSameThing: in "from when X starts to when it ends" the bare
// pronoun of the range's end is X, the thing whose start was just said;
// with no clause before, a bare "it" resolved to the whole video and the
// range ran to the video's end. Not for "between X and it", nor when the
// start is not a thing's.
func endOfTheSameThing(te timeExpr) timeExpr {
	if te.kind != "range" || te.prep == "between" || te.a.anchor == nil || te.a.anchor.pron || te.a.anchor.kind == "part" {
		return te
	}
	b := te.b.anchor
	if b == nil || !b.pron || b.kind != "" || len(b.names) > 0 || !singularPronoun(b.said) && b.said != "it" {
		return te
	}
	if te.b.edge != "" && te.b.edge != "end" {
		return te
	}
	n := *te.a.anchor
	n.first, n.end = b.first, b.end
	te.b.anchor = &n
	te.b.edge = "end"
	return te
}

// edgeOfTheMoment: "the first 4 seconds (of it)" said beside a moment
// named by a thing ("while the player is interviewed", "when the squats
// start") are that thing's first seconds; the two times become one (the
// sticker went over the video's first seconds, the moment dropped).
// Only for two times, one a thing's and one an edge with no thing of its
// own or a bare "it"; "the last seconds" only of a stretch, not of a
// moment.
func edgeOfTheMoment(f *frame) {
	if len(f.times) != 2 {
		return
	}
	ev, edge := -1, -1
	for i, te := range f.times {
		switch {
		case (te.kind == "first" || te.kind == "last") && te.dur > 0 && (te.a.anchor == nil || bareIt(te.a.anchor)):
			edge = i
		case te.prep == "during" && te.a.anchor != nil && !te.a.anchor.pron && te.a.anchor.kind != "part" &&
			(te.kind == "anchor" || te.kind == "point" && te.a.edge == "start" && te.a.offset == 0):
			ev = i
		}
	}
	if ev < 0 || edge < 0 || f.times[edge].kind == "last" && f.times[ev].kind != "anchor" {
		return
	}
	te := f.times[edge]
	n := *f.times[ev].a.anchor
	te.a.anchor = &n
	te.said = f.times[ev].said + ", " + te.said
	f.times = []timeExpr{te}
}

// bareIt: a pronoun that names nothing by itself ("of it", "de eso").
func bareIt(n *np) bool {
	return n.pron && n.kind == "" && len(n.names) == 0
}

// endOfTheMoment: "at the end" / "at the start" said right after a
// stretch named by what happens ("add a thumbs up when he waves at the
// end", "un corazón cuando sopla las velas al final") is that stretch's
// end, as "at the end of the clip he waves in"; the two were resolved
// together and the sticker went over the whole stretch (51-64 where the
// end, 59-64, was meant). Only for new text, stickers and media, only
// for the two times alone, the edge said after the stretch, with no thing
// of its own.
func endOfTheMoment(f *frame, intent string) {
	if len(f.times) != 2 || !contains([]string{"add text", "add sticker", "add media"}, intent) {
		return
	}
	ev, edge := f.times[0], f.times[1]
	if ev.prep != "during" || ev.kind != "anchor" || ev.a.anchor == nil || ev.a.anchor.pron || ev.a.anchor.kind == "part" || ev.first > edge.first {
		return
	}
	if edge.kind != "span" || edge.a.span != "end" && edge.a.span != "start" || edge.a.anchor != nil || edge.b != (timeVal{}) || edge.except {
		return
	}
	n := *ev.a.anchor
	edge.a.anchor = &n
	edge.said = ev.said + " " + edge.said
	f.times = []timeExpr{edge}
}
