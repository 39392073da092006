package planner

import (
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A music bed that played to the video's end goes on ending with it when a
// clip in the middle is deleted and the gap closed: "get rid of the menu
// board clip and close the gap" left the music playing 8 s over black
// after the last clip (the video kept its old length: silent). Only a
// sound that reached the old end is a bed of the whole video; a voice-over
// or a noise that ends earlier stays whole where it was (rippleGap), and
// so does everything when the deleted clip was the last one (no clip
// follows the gap: the dev checks of a last clip's deletion want the sound
// under it untouched).

// bedsToTheEnd are the sounds that end with the main track's last clip.
func bedsToTheEnd(p *timeline.Project) []string {
	end := lastMainEnd(p)
	var ids []string
	for _, t := range all(p) {
		if t.track == timeline.TrackAudio && t.el.Start.Seconds() < end-1e-6 && t.el.End().Seconds() >= end-1e-6 && t.el.End().Seconds() <= end+1e-6 {
			ids = append(ids, t.id)
		}
	}
	return ids
}

// endBedsWithVideo ends each of beds that now runs past the last clip where
// the last clip ends; gapsInside says no deleted clip was the last one.
func (s *sim) endBedsWithVideo(beds []string, gapsInside bool) (string, error) {
	if !gapsInside || len(beds) == 0 {
		return "", nil
	}
	end := lastMainEnd(s.p())
	var ended []target
	for _, id := range beds {
		t, ok := s.target(id)
		if !ok || t.el.End().Seconds() <= end+1e-6 || t.el.Start.Seconds() >= end-1e-6 {
			continue
		}
		if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": id, "duration": round3(end - t.el.Start.Seconds())}); err != nil {
			return "", err
		}
		ended = append(ended, t)
	}
	if len(ended) == 0 {
		return "", nil
	}
	return fmt.Sprintf("ended %s with the video at %s", describe(ended), secs(end)), nil
}
