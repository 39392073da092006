package planner

import (
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// effectStartKeepsEnd: an effect told when to start ("the vignette should
// start with the slam", "el blanco y negro que empiece en el 22 y no en el
// 24", "stretch the vignette so it starts at the harvest") moves that edge
// and keeps its end: an effect covers a stretch of the video, and the
// stretch grows or shrinks from the edge said (it slid whole, as long as
// before, and left the part it was on, claiming success). "move the
// vignette to 40" still slides it; a start at or past its end is left as
// it was read. It returns what to add to the reply, "" when it did
// nothing.
func effectStartKeepsEnd(t target, in map[string]any, f *frame) string {
	st, ok := in["start"].(float64)
	if !ok || in["end"] != nil || in["duration"] != nil || t.el.Type != timeline.ElementEffect {
		return ""
	}
	if f.verb == "move" || contains(f.verbs, "move") {
		return ""
	}
	end := t.el.End().Seconds()
	if st >= end-1e-6 {
		return ""
	}
	in["end"] = end
	return fmt.Sprintf(", still ending at %s", secs(end))
}
