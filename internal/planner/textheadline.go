package planner

// headlineNew: a request typed as a headline, a bare noun with no verb and
// no article that opens it, then the words it shows ("title at the very
// start saying "Patitas Felices presents"", "caption reading 'Day 1' at
// the bottom"): a new text, as "a title saying …" is (the title at the
// start was rewritten: silent). "The title should say …", "title: …" and
// a text named by its words stay edits of the one there.
func headlineNew(f *frame) bool {
	if f.verb != "" || len(f.targets) == 0 || f.saysAt < 0 || f.saysAt >= len(f.c.toks) {
		return false
	}
	n := f.targets[0]
	if n.first != 0 || n.det != "" || n.pron || len(n.names) > 0 || n.quote != "" || n.kind != "text" || n.ord != 0 {
		return false
	}
	return f.c.toks[f.saysAt].word("saying", "reading", "that says", "which says", "diciendo")
}
