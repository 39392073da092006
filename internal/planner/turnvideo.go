package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// A turn or a flip said of the whole video ("rotá el video 180 grados que
// lo grabé al revés", "flip the video horizontally") when the video is one
// recording: its main track holds a single clip, so the footage turned is
// that clip (update_clip turns one element; it was refused: "say which
// element"). With several clips on the main track it stays asked: which
// of them was recorded the wrong way is not said.
func soleFootageTurned(s *sim, f *frame) ([]target, bool) {
	if f.verb != "rotate" && f.verb != "flip" || len(f.targets) != 1 || !namesTheVideo(f.targets[0]) {
		return nil, false
	}
	var main []target
	for _, t := range all(s.p()) {
		if t.track == timeline.TrackMain {
			main = append(main, t)
		}
	}
	if len(main) != 1 {
		return nil, false
	}
	return main, true
}
