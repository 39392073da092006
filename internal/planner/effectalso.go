package planner

import (
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// effectAlsoOver: "put the vignette on the slam too", "que el filtro
// vintage también abarque la foto del cole": an effect said to be on one
// more clip as well, where that clip touches the stretch it covers,
// grows to cover both (it asked "keep it and add another, or move it?").
// A clip apart from it still asks: two effects or one stretched over
// what lies between is not guessed. It returns the stretch, ok false
// when the clip is not beside the effect.
func effectAlsoOver(effects, under []target) (a, b float64, ok bool) {
	if len(effects) != 1 || len(under) == 0 {
		return 0, 0, false
	}
	e := effects[0].el
	a, b = e.Start.Seconds(), e.End().Seconds()
	for _, c := range under {
		ca, cb := c.el.Start.Seconds(), c.el.End().Seconds()
		if c.track != timeline.TrackMain || ca > b+0.05 || cb < a-0.05 {
			return 0, 0, false
		}
		a, b = math.Min(a, ca), math.Max(b, cb)
	}
	return a, b, true
}

// rangeOf is a time from a to b said by a thing (its words kept for the
// reply).
func rangeOf(a, b float64, said string, first int) timeExpr {
	return timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, prep: "from", said: said, first: first}
}
