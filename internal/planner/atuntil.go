package planner

// atUntil: a moment and an end said with "until" ("poné 'FIN' en el 65
// hasta el final", "add it at 20 until the kitchen starts") are one
// stretch from that moment (the "until" was read from 0 s, and the text
// ran over the whole video).
func (s *span) atUntil() {
	if !s.until || len(s.points) != 1 || len(s.ranges) != 1 || s.ranges[0].a != 0 {
		return
	}
	if p := s.points[0]; p > 0 && p < s.ranges[0].b {
		s.ranges[0].a, s.points = p, nil
	}
}
