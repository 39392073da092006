package planner

import (
	"errors"
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// errEmptyRange: a range to remove holds no element (a gap).
var errEmptyRange = errors.New("nothing lies")

// removeRange deletes a..b: split at both ends, delete what lies inside
// (on every track, or only on the given ones) and, when ripple is set,
// move everything after the range back so no gap is left.
func (s *sim) removeRange(a, b float64, only map[string]bool, ripple bool) (string, error) {
	total := s.total()
	if total == 0 {
		return "", fmt.Errorf("No timeline content")
	}
	if a >= total {
		return "", fmt.Errorf("the range %s–%s is outside the timeline (it ends at %s)", secs(a), secs(b), secs(total))
	}
	b = min(b, total)
	var cuts []float64
	for _, t := range []float64{a, b} {
		if t > 0 && t < total {
			cuts = append(cuts, t)
		}
	}
	if len(cuts) > 0 {
		if _, err := s.call("split", map[string]any{"times": cuts}); err != nil {
			return "", err
		}
	}
	A, B := timeline.FromSeconds(a), timeline.FromSeconds(b)
	var del []string
	for _, t := range s.p().Tracks {
		if only != nil && !only[t.ID] {
			continue
		}
		for _, el := range t.Elements {
			if el.Start >= A && el.End() <= B {
				del = append(del, el.ID)
			}
		}
	}
	if len(del) == 0 {
		return "", fmt.Errorf("%w between %s and %s", errEmptyRange, secs(a), secs(b))
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": del}); err != nil {
		return "", err
	}
	line := fmt.Sprintf("Removed %s–%s.", secs(a), secs(b))
	if !ripple {
		return line, nil
	}
	var after []string
	earliest := timeline.Ticks(-1)
	for _, t := range s.p().Tracks {
		for _, el := range t.Elements {
			if el.Start >= B {
				after = append(after, el.ID)
				if earliest < 0 || el.Start < earliest {
					earliest = el.Start
				}
			}
		}
	}
	if len(after) > 0 {
		start := (earliest - (B - A)).Seconds()
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": after, "start": start}); err != nil {
			return "", err
		}
		line = strings.TrimSuffix(line, ".") + " and closed the gap."
	}
	return line, nil
}

// planTiming changes how long an element lasts or where it ends.
func planTiming(s *sim, c clause, ts []target) (string, error) {
	n := normTimes(c.norm)
	durRe := re(`\b(?:last(?:s|ing)?|dure|duren|durar|dura|duration|duracion|to|a|de|for|por)\s+(?:for\s+|only\s+|solo\s+)?` + timeTok)
	longRe := re(timeTok + `\s+long\b`)
	endRe := re(`\b(?:until|till|to|at|hasta|en|al)\s+(?:the\s+|el\s+)?(?:second\s+|segundo\s+)?` + timeTok)
	in := map[string]any{}
	var what string
	if m := longRe.FindStringSubmatch(n); m != nil {
		if d, ok := parseTime(m[1], m[2]); ok && d > 0 {
			in["duration"], what = d, "last "+secs(d)
		}
	}
	isEnd := c.has(re(`\b(?:end|ends|termin\w*|until|till|hasta|extend\w*|estir\w*|alarg\w*)\b`)) &&
		!c.has(re(`\blast|\bdur`))
	if len(in) == 0 && !isEnd {
		if m := durRe.FindStringSubmatch(n); m != nil {
			if d, ok := parseTime(m[1], m[2]); ok && d > 0 {
				in["duration"], what = d, "last "+secs(d)
			}
		}
	}
	if len(in) == 0 {
		if m := endRe.FindStringSubmatch(n); m != nil {
			if e, ok := parseTime(m[1], m[2]); ok {
				in["end"], what = e, "end at "+secs(e)
			}
		}
	}
	if len(in) == 0 {
		return "", errNotUnderstood
	}
	for _, t := range ts {
		in["elementId"] = t.id
		if _, err := s.call("update_timeline_element_timing", in); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("Made %s %s.", describe(ts), what), nil
}

// planMove moves elements to a time ("move the logo to 10s").
func planMove(s *sim, c clause, sp span, ts []target) (string, error) {
	t, ok := sp.point()
	if sp.hasRange {
		t, ok = sp.end, true // "move the logo from 3 to 8"
	}
	if c.has(endWords) {
		t, ok = s.total()-(ts[0].el.End()-ts[0].el.Start).Seconds(), true
	}
	if c.has(beginWords) {
		t, ok = 0, true
	}
	if !ok {
		return "", errNotUnderstood
	}
	if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": ids(ts), "start": max(0, t)}); err != nil {
		return "", err
	}
	return fmt.Sprintf("Moved %s to %s.", describe(ts), secs(max(0, t))), nil
}
