package planner

import (
	"fmt"
	"math"
	"strings"
)

// movedLine is the reply of a move. Things moved together keep their
// spacing, so each starts at its own time: "start both lyric lines one
// second later" replied "Moved A, B to 35s" while B went to 39 s. With
// several things that start at different times, each new start is said.
func movedLine(ts []target, start float64) string {
	start = math.Max(0, start)
	if len(ts) < 2 || len(ts) > 5 {
		return fmt.Sprintf("Moved %s to %s.", describe(ts), secs(start))
	}
	earliest := ts[0].el.Start
	for _, t := range ts {
		earliest = min(earliest, t.el.Start)
	}
	parts := make([]string, len(ts))
	apart := false
	for i, t := range ts {
		at := start + (t.el.Start - earliest).Seconds()
		apart = apart || math.Abs(at-start) > 1e-6
		parts[i] = fmt.Sprintf("%s to %s", describe(ts[i:i+1]), secs(at))
	}
	if !apart {
		return fmt.Sprintf("Moved %s to %s.", describe(ts), secs(start))
	}
	return "Moved " + strings.Join(parts, ", ") + " (keeping their spacing)."
}
