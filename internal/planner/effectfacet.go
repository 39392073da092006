package planner

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// otherFacetThere: a look said over the very time an effect of its type
// already covers, naming a setting that effect leaves at zero ("al efecto
// del quieto ponele contraste 30" where a brightness-contrast of
// brightness 15 covers the stay clip, "add some contrast to the stay clip
// too"). It is the same effect's other setting: that effect takes it, its
// own setting kept (a second brightness-contrast was stacked on the first,
// which the reply called done: silent). A setting the effect already has
// is "more" or "less" of it (strongerLook), not this.
func otherFacetThere(p *timeline.Project, typ string, params map[string]any, w window) (target, map[string]any, bool) {
	t, ok := sameLookThere(p, typ, w)
	if !ok || math.Abs(t.el.Start.Seconds()-w.a) > 0.5 || math.Abs(t.el.End().Seconds()-w.b) > 0.5 {
		return target{}, nil, false
	}
	said := map[string]any{}
	for k, v := range params {
		x, isNum := v.(float64)
		if !isNum || x == 0 {
			continue
		}
		if old, has := t.el.Effect.Params[k].(float64); has && old != 0 {
			return target{}, nil, false // a setting it has: more or less of it
		}
		said[k] = x
	}
	if len(said) == 0 {
		return target{}, nil, false
	}
	return t, said, true
}

// setOtherFacet gives the effect there the setting said.
func setOtherFacet(s *sim, t target, params map[string]any) (string, error) {
	if _, err := s.call("update_effect", map[string]any{"elementId": t.id, "params": params}); err != nil {
		return "", err
	}
	s.touch(t.id)
	return fmt.Sprintf("Updated %s: %s.", describe([]target{t}), paramsSaid(params)), nil
}
