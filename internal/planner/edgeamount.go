package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// edgeAmountOfClip reads an amount and an edge said apart, of one clip of
// the main track: "sacale 3 segundos al principio al video de la
// fachada", "sacale los últimos 4 segundos al resultado final" (where
// "final" is also the edge). The edge alone asked "Remove the first
// seconds of … (say how many) or all of it?", though the amount was said
// beside it. It is the clip's first or last stretch of that length:
// shorter than the clip, and an amount with its unit ("3 segundos"; a bare
// "3" may be a moment). Edges that disagree ("los primeros 3 segundos
// al final") or another time said leave the question.
func edgeAmountOfClip(f *frame, ts []target) (rng, bool) {
	if len(ts) != 1 || ts[0].track != timeline.TrackMain || !ts[0].el.IsMedia() || len(f.times) != 2 {
		return rng{}, false
	}
	edge, amount := "", 0.0
	for _, te := range f.times {
		switch {
		case te.except || te.a.anchor != nil:
			return rng{}, false
		case te.kind == "span" && (te.a.span == "start" || te.a.span == "end") && edge == "":
			edge = te.a.span
		case te.kind == "from" && te.a.span == "start" && te.a.offset == 0 && edge == "":
			edge = "start" // "del principio"
		case (te.kind == "first" || te.kind == "last") && te.dur > 0 && amount == 0:
			amount = te.dur
			side := map[string]string{"first": "start", "last": "end"}[te.kind]
			if edge != "" && edge != side {
				return rng{}, false
			}
			edge = side
		case te.kind == "point" && !te.bare && te.a.set && te.a.sec > 0 && amount == 0:
			amount = te.a.sec // "3 segundos": how much, said apart from the edge
		case te.kind == "duration" && te.dur > 0 && amount == 0:
			amount = te.dur
		default:
			return rng{}, false
		}
	}
	a, b := ts[0].el.Start.Seconds(), ts[0].el.End().Seconds()
	if edge == "" || amount <= 0 || amount >= b-a-0.05 {
		return rng{}, false
	}
	if edge == "start" {
		return rng{a, a + amount}, true
	}
	return rng{b - amount, b}, true
}
