package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A look lowered or raised at the time where its one effect is
// (lookloweredat.go). On e2Fixture: a saturation (amount 30) over 8–16
// and a sepia (intensity 40) over the group, 28 to the end (36).
var lookLoweredAtCases = map[string][]vcase{
	"the edge said is the edge the effect reaches": {
		{"bajá el sepia al final", oneEffectParam("sepia", "intensity", 0, 39)},
		{"lower the sepia at the end", oneEffectParam("sepia", "intensity", 0, 39)},
		{"subile el sepia al final", oneEffectParam("sepia", "intensity", 41, 100)},
	},
	"the time said holds the effect": {
		{"bajá la saturación del 8 al 16", oneEffectParam("saturation", "amount", 0, 29)},
		{"lower the saturation from 7 to 17", oneEffectParam("saturation", "amount", 0, 29)},
	},
	"a time where the effect is not, or a part of it, is planned as before": {
		{"bajá la saturación del 10 al 12", effectCountIs("saturation", 2)},
	},
}

func TestLookLoweredAt(t *testing.T) {
	runFixtureTable(t, "look lowered at", e2Fixture, lookLoweredAtCases)
}

func effectsOf(p *timeline.Project, typ string) []*timeline.Element {
	return elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
}

func oneEffectParam(typ, param string, lo, hi float64) check {
	return func(p *timeline.Project) string {
		es := effectsOf(p, typ)
		if len(es) != 1 {
			return fmt.Sprintf("%d %s effects, want 1", len(es), typ)
		}
		v, _ := es[0].Effect.Params[param].(float64)
		if v < lo || v > hi {
			return fmt.Sprintf("%s %s %v, want %v–%v", typ, param, v, lo, hi)
		}
		return ""
	}
}

func effectCountIs(typ string, n int) check {
	return func(p *timeline.Project) string {
		if es := effectsOf(p, typ); len(es) != n {
			return fmt.Sprintf("%d %s effects, want %d", len(es), typ, n)
		}
		return ""
	}
}
