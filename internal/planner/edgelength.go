package planner

import "strings"

// lengthAtEdge: a length said right before the edge of a thing, with a
// verb of cutting: "sacale 2 segundos al principio al video del horno",
// "cortale 3 segundos del final a la toma", "trim 2 seconds at the start
// of the interview". The length is how much of that edge goes: the first
// or last that long, as "los primeros 2 segundos" says (the length was
// read as a moment and the edge as "the start of it", and it asked how
// many seconds). Only with a verb that takes away: "agregá 2 segundos al
// principio" or "movelo 2 segundos al final" say something else.
func (f *frame) lengthAtEdge() {
	if len(f.times) != 2 || !contains([]string{"delete", "cut", "trim", "shorten"}, f.verb) {
		return
	}
	n, edge := f.times[0], f.times[1]
	if n.kind != "point" || n.bare || n.a.anchor != nil || n.prep != "" || !endsInAUnit(n.said) || strings.Contains(n.said, ":") {
		return
	}
	fromStart := edge.kind == "from" && edge.a.offset == 0 && edge.b == (timeVal{})
	if edge.kind != "span" && !fromStart || edge.a.anchor != nil || edge.a.span != "start" && edge.a.span != "end" || edge.first <= n.first || edge.first-n.first > 4 {
		return
	}
	kind := map[string]string{"start": "first", "end": "last"}[edge.a.span]
	f.times = []timeExpr{{kind: kind, dur: n.a.sec, said: n.said + " " + edge.said, first: n.first}}
}
