package planner

import "strings"

// textSaidBeforeNoun: "tilt the LOS FAROLES EN VIVO title": a text's own
// words typed without quotes right before a text noun name that text,
// not a file whose name shares a word ("faroles" took faroles-logo.png
// too, and both turned: silent). The words must be the whole text, as
// typed, with or without the article before them; the file target they
// made is dropped and the text noun takes them.
func (f *frame) textSaidBeforeNoun(r *resolver) {
	if len(f.quotes) > 0 || f.text != "" || len(f.targets) != 2 {
		return
	}
	m, n := f.targets[0], f.targets[1]
	if n.kind != "text" || n.trail != "" || n.quote != "" || len(n.names) > 0 || m.kind == "text" || len(m.names) == 0 || m.first < 0 || n.first <= m.first {
		return
	}
	toks := f.c.toks
	last := n.first - 1
	if toks[last].end > len(f.prompt) {
		return
	}
	for from := m.first; from <= m.first+1 && from <= last; from++ {
		said := fold(strings.TrimSpace(f.prompt[toks[from].pos:toks[last].end]))
		for _, t := range all(r.p) {
			if t.el.Text != nil && fold(strings.TrimSpace(t.el.Text.Content)) == said {
				n.trail, n.det, n.first = strings.TrimSpace(t.el.Text.Content), m.det, m.first
				f.targets = []np{n}
				return
			}
		}
	}
}
