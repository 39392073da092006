package planner

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A main clip made longer at its end runs into the clip after it. No tool
// inserts time, but the clip can show more of its file (its out-point
// moves) once what follows has moved out of the way, as an editor's ripple
// trim does. What follows moves by the time the clip grew, on every track,
// so the texts, overlays and effects laid over the later clips stay with
// them: the mirror of rippleGap, which closes the gap a deleted clip left.
// A file too short to show more is refused before this (pastItsSource).

// grownAtEnd: how much later a main clip's timing change ends it while
// leaving its start where it is; ok is false for any other change.
func grownAtEnd(t target, in map[string]any) (d float64, ok bool) {
	if t.track != timeline.TrackMain {
		return 0, false
	}
	start, end := t.el.Start.Seconds(), t.el.End().Seconds()
	if v, ok := in["start"].(float64); ok && math.Abs(v-start) > 1e-6 {
		return 0, false // a new start slides the clip: not a longer end
	}
	newEnd := end
	if v, ok := in["duration"].(float64); ok {
		newEnd = start + v
	} else if v, ok := in["end"].(float64); ok {
		newEnd = v
	}
	if newEnd <= end+1e-6 {
		return 0, false
	}
	return newEnd - end, true
}

// pushAfter moves every element that starts at or after at by d seconds
// later, keeping their tracks, and says what moved. What starts before at
// and runs across it (the music under the whole video) is left as it is.
func (s *sim) pushAfter(at, d float64) (string, error) {
	const eps = 1e-6
	after := filter(all(s.p()), func(t target) bool { return t.el.Start.Seconds() >= at-eps })
	if len(after) == 0 {
		return "", nil
	}
	earliest := math.Inf(1)
	for _, t := range after {
		earliest = math.Min(earliest, t.el.Start.Seconds())
	}
	said := fmt.Sprintf("moved %s later by %s to make room", describe(after), secs(d))
	if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": ids(after), "start": earliest + d}); err != nil {
		return "", err
	}
	s.touch(ids(after)...)
	return said, nil
}

// showsAllItsFile says why a video or sound clip cannot be made any longer:
// it already shows its file to the end ("" when it can).
func showsAllItsFile(t target) string {
	el := t.el
	if !el.IsMedia() || el.TrimStart+el.Duration < el.SourceDuration {
		return ""
	}
	return fmt.Sprintf("%s already shows its file to the end (%s long); no tool slows a clip down, so it cannot be made longer",
		describe([]target{t}), secs(el.SourceDuration.Seconds()))
}
