package planner

import "slices"

// "agregá 'con calma' al final del texto de respirar", "add ' please' at
// the end of the title": the text is said inside the edge ("the end of the
// title"), which the frame reads as a time, so the clause had no text of
// its own and a new text was added over the title's time (silent).

// edgeOfTextSaid: a time of the clause is a text's (wordsInserted reads
// the edge said from the words, textEdge).
func edgeOfTextSaid(f *frame) bool {
	return slices.ContainsFunc(f.times, func(t timeExpr) bool {
		return t.a.anchor != nil && t.a.anchor.kind == "text" && (t.kind == "span" || t.kind == "anchor")
	})
}

// textOfEdge resolves the texts whose edge the clause says.
func textOfEdge(f *frame, r *resolver) ([]target, error) {
	g := *f
	g.targets = nil
	for _, t := range f.times {
		if t.a.anchor != nil && t.a.anchor.kind == "text" {
			g.targets = append(g.targets, *t.a.anchor)
		}
	}
	if len(g.targets) == 0 {
		return nil, nil
	}
	ts, err := targetsOf(&g, r)
	return filter(ts, isText), err
}
