package planner

import "slices"

// A text named by words of its own after the noun ("el texto de la
// próxima fecha", "the text call now") has them read as a trail, the words
// of a new text: with no verb, or with one that shows it ("que se vea
// desde el 60"), a text "fecha" was added over the one named (silent).

// trailNamesText: a definite text whose trail is words of the one text
// that its names and the trail pick is that text; the trail becomes part
// of its name. A new text ("a text…", "add…", "write…") keeps its words.
func (f *frame) trailNamesText(r *resolver) {
	if contains(newTextVerbs, f.verb) || f.verb == "rename" || f.verb == "replace" || len(f.quotes) > 0 || f.text != "" {
		return
	}
	for i, n := range f.targets {
		if n.kind != "text" || n.trail == "" || n.det == "a" || n.det == "" || n.plural {
			continue
		}
		words := append(slices.Clone(n.names), nameWords(n.trail)...)
		var hits []target
		for _, t := range all(r.p) {
			if t.el.Text != nil && r.namedBy(t, words) {
				hits = append(hits, t)
			}
		}
		if len(group(hits)) != 1 {
			continue
		}
		m := n
		m.trail, m.names = "", words
		if ts, err := r.elements(m); err != nil || len(group(ts)) != 1 || ts[0].id != hits[0].id {
			continue
		}
		f.targets[i] = m
	}
}
