package planner

import (
	"fmt"
	"strconv"
	"strings"
)

// planMute mutes or unmutes: whole tracks when every element of the
// track is meant (the music), single elements otherwise (the second clip).
func planMute(s *sim, c clause, mute bool) (string, error) {
	p := s.p()
	ts, _ := findTargets(c, p)
	if len(ts) == 0 {
		ts = all(p)
	}
	ts = filter(ts, func(t target) bool { return t.el.Audio != nil })
	if len(ts) == 0 {
		return "", fmt.Errorf("nothing on the timeline has sound")
	}
	byTrack := map[string]int{}
	for _, t := range ts {
		byTrack[t.trackID]++
	}
	verb := "Muted"
	if !mute {
		verb = "Unmuted"
	}
	var done []string
	for _, tr := range p.Tracks {
		n := byTrack[tr.ID]
		if n == 0 {
			continue
		}
		if n == len(tr.Elements) && (mute || tr.Muted) {
			if _, err := s.call("toggle_track_mute", map[string]any{"trackId": tr.ID, "muted": mute}); err != nil {
				return "", err
			}
			done = append(done, "track "+tr.ID)
			if mute {
				continue
			}
		}
		for _, t := range ts {
			if t.trackID == tr.ID && t.el.Audio.Muted != mute {
				if _, err := s.call("update_clip", map[string]any{"elementId": t.id, "muted": mute}); err != nil {
					return "", err
				}
				done = append(done, t.id)
			}
		}
	}
	if len(done) == 0 {
		return "Nothing to change: already " + strings.ToLower(verb) + ".", nil
	}
	return fmt.Sprintf("%s %s.", verb, strings.Join(done, ", ")), nil
}

// planVolume sets the volume of the elements meant (default: everything
// with sound).
func planVolume(s *sim, c clause) (string, error) {
	p := s.p()
	ts, _ := findTargets(c, p)
	if len(ts) == 0 {
		ts = all(p)
	}
	ts = filter(ts, func(t target) bool { return t.el.Audio != nil })
	if len(ts) == 0 {
		return "", fmt.Errorf("nothing on the timeline has sound")
	}
	level := func(cur float64) (float64, bool) {
		if m := percentVal.FindStringSubmatch(c.norm); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			return clampF(v/100, 0, 1), true
		}
		if m := decimalVal.FindStringSubmatch(c.norm); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			return clampF(v, 0, 1), true
		}
		switch {
		case c.has(halfRe):
			return cur * 0.5, true
		case c.has(lowerRe):
			return cur * 0.5, true
		case c.has(raiseRe):
			return 1, true
		}
		return 0, false
	}
	var set []string
	for _, t := range ts {
		v, ok := level(t.el.Audio.Volume)
		if !ok {
			return "", errNotUnderstood
		}
		v = float64(int(v*1000+0.5)) / 1000
		if v == t.el.Audio.Volume {
			set = append(set, fmt.Sprintf("%s already at %d%%", t.id, int(v*100+0.5)))
			continue
		}
		if _, err := s.call("set_volume", map[string]any{"trackId": t.trackID, "elementId": t.id, "volume": v}); err != nil {
			return "", err
		}
		set = append(set, fmt.Sprintf("%s set to %d%%", t.id, int(v*100+0.5)))
	}
	return "Volume: " + strings.Join(set, ", ") + ".", nil
}
