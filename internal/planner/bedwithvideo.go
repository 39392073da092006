package planner

import (
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// "get rid of the menu board clip completely and close the gap": the
// deletion closed the hole on the main track, and the music bed, which
// played to the video's end, was left whole by policy (rippleGap: the
// sound the user did not name plays on), so the video kept 8 s of music
// over black after its last clip; "close the gap" then found no gap and
// said so, while the video still had its old length (silent). Said after
// an edit of this request that made the video shorter, "close the gap"
// asks for no dead end either: the sounds that reached the video's old end
// end with its new one. A deletion said alone keeps the policy.

// endBedsWithVideo ends where the last clip now ends each sound that ran
// to the main track's end when the request began, when an earlier edit of
// the request shortened the main track; "" when there is none.
func (s *sim) endBedsWithVideo() (string, error) {
	if s.origin == nil {
		return "", nil
	}
	was, end := lastMainEnd(s.origin), lastMainEnd(s.p())
	if end <= 0 || end >= was-1e-6 {
		return "", nil
	}
	var ended []target
	for _, t := range all(s.p()) {
		st, en := t.el.Start.Seconds(), t.el.End().Seconds()
		if t.track != timeline.TrackAudio || st >= end-1e-6 || en <= end+1e-6 || en < was-1e-6 || en > was+1e-6 {
			continue
		}
		if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": t.id, "duration": round3(end - st)}); err != nil {
			return "", err
		}
		ended = append(ended, t)
	}
	if len(ended) == 0 {
		return "", nil
	}
	return fmt.Sprintf("Closed the end: %s now ends with the video at %s.", describe(ended), secs(end)), nil
}
