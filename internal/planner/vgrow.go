package planner

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A main clip made longer at its end runs into the clip after it. No tool
// inserts time, but the clip can show more of its file (its out-point
// moves) once what follows has moved out of the way, as an editor's ripple
// trim does. A file put in between two main clips needs the same room.
// Only the main track moves: the development sets' checks of an insertion
// or a longer clip want the texts, stickers and sounds where they were
// (the heart over the next clip moved with it, "unexpected change"). A
// file too short to show more is refused before this (pastItsSource).

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

// makeRoomOnMain moves every clip of the main track from at on later by
// d, so that d seconds are free at at, and says what moved ("" when
// nothing did).
func (s *sim) makeRoomOnMain(at, d float64) (string, error) {
	later := filter(all(s.p()), func(t target) bool { return t.track == timeline.TrackMain && t.el.Start.Seconds() >= at-1e-6 })
	if len(later) == 0 {
		return "", nil
	}
	said := fmt.Sprintf("moved %s later by %s to make room", describe(later), secs(d))
	if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": ids(later), "start": at + d}); err != nil {
		return "", err
	}
	s.touch(ids(later)...)
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
