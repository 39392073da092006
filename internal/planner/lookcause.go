package planner

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A fault of the picture said where an effect of the project is what
// makes it so: "the test drive looks too orange" over a warm tint, "las
// plantas se ven demasiado saturadas" over a saturation, "the storefront
// is still too dark" over a brightening that is not enough. The remedy
// is that effect changed (the tint or the saturation weaker, the
// brightening stronger), not a second effect laid over it (a blue tint
// went over the orange one, a desaturation over the saturation, a
// second brightening over the first).

// causeWay: for a remedy, whether an effect there works against it (it
// is the fault's cause: weaker) or with it (not enough: stronger); ok is
// false when the effect has nothing to do with the remedy.
func causeWay(remedy string, e *timeline.Effect) (weaker, ok bool) {
	num := func(k string) float64 {
		x, _ := e.Params[k].(float64)
		return x
	}
	switch e.Type {
	case "tint":
		c, _ := e.Params["color"].(string)
		if len(c) != 7 || c[0] != '#' {
			return false, false
		}
		r, _, b := hexRGB(c)
		switch {
		case remedy == "cool" && r > b+40, remedy == "warm" && b > r+40:
			return true, true
		}
	case "saturation":
		switch a := num("amount"); {
		case remedy == "desaturate" && a > 0, remedy == "saturate" && a < 0:
			return true, true
		case remedy == "saturate" && a > 0, remedy == "desaturate" && a < 0:
			return false, true
		}
	case "brightness-contrast":
		switch b := num("brightness"); {
		case remedy == "brighter" && b < 0, remedy == "darker" && b > 0:
			return true, true
		case remedy == "brighter" && b > 0, remedy == "darker" && b < 0:
			return false, true
		}
	}
	return false, false
}

// causeThere: the one effect that covers most of the window and bears on
// the remedy.
func causeThere(p *timeline.Project, remedy string, w window) (target, bool, bool) {
	var found []target
	var ways []bool
	for _, t := range all(p) {
		if t.el.Effect == nil {
			continue
		}
		a, b := math.Max(w.a, t.el.Start.Seconds()), math.Min(w.b, t.el.End().Seconds())
		if b-a < 0.5*(w.b-w.a) {
			continue
		}
		if weaker, ok := causeWay(remedy, t.el.Effect); ok {
			found, ways = append(found, t), append(ways, weaker)
		}
	}
	if len(found) != 1 {
		return target{}, false, false
	}
	return found[0], ways[0], true
}

// mendCause sets the effect weaker (half) or stronger (half again), and
// says why in the reply.
func mendCause(s *sim, t target, weaker bool) (string, error) {
	k := 1.5
	if weaker {
		k = 0.5
	}
	params := map[string]any{}
	for key, v := range t.el.Effect.Params {
		if x, ok := v.(float64); ok && x != 0 {
			params[key] = math.Round(clampF(x*k, -100, 100))
		}
	}
	if len(params) == 0 {
		return "", &cannot{fmt.Sprintf("%s has no setting to change", describe([]target{t}))}
	}
	if _, err := s.call("update_effect", map[string]any{"elementId": t.id, "params": params}); err != nil {
		return "", err
	}
	s.touch(t.id)
	why := "it is what makes it look so, so it was made weaker"
	if !weaker {
		why = "it was not enough, so it was made stronger"
	}
	return fmt.Sprintf("Updated %s: %s (%s).", describe([]target{t}), paramsSaid(params), why), nil
}
