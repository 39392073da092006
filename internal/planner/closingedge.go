package planner

// A closing element (one that ends where the video does: "Thanks for
// watching!", an outro card) told to start earlier keeps closing the
// video: "make the thanks text start 2 seconds earlier", "que el cartel
// de gracias aparezca un segundo antes". It was moved whole, so it now
// ended before the video did (the lead's rule for "make X start at N"
// on a closing element, said by how much instead of where).

// closingStartsEarlier: the clause moves one closing element's start
// earlier (a verb of starting or showing, none of ending or lasting), and
// keeping its end would not show more than its file has.
func closingStartsEarlier(f *frame, ts []target, start, total float64) bool {
	if len(ts) != 1 || !f.has("earlier") || !contains(f.verbs, "start") || contains(f.verbs, "end") || contains(f.verbs, "last") {
		return false
	}
	t := ts[0]
	end := t.el.End().Seconds()
	return closing(t, total) && start < t.el.Start.Seconds()-1e-6 && !pastEndKept(t, start, end)
}
