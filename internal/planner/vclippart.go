package planner

import (
	"fmt"
	"sort"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// clipPartSaid: every range to remove was said as a part of a clip of the
// main track, and lies inside it: "the first 3 seconds of the sprint",
// "sacale 2 segundos al final del mapa", "trim the last 2s" after the
// clip was named, or "the first part" right after a clause cut that one
// clip in two. Such a removal shortens the clip, as deleting a whole clip
// does (rippleGap), instead of cutting that time out of every track (the
// voice-over and the music under it lost the seconds too).
func clipPartSaid(f *frame, r *resolver, sp span) bool {
	if !sp.hasRange() || f.has("keepgap") {
		return false
	}
	parts := false
	for _, n := range f.targets {
		if n.kind != "part" || n.ord == 0 {
			return false
		}
		parts = true
	}
	switch {
	case parts:
		if r.ctx == nil || !r.ctx.cutClip || len(sp.anchors) > 0 {
			return false
		}
	case len(sp.anchors) == 0:
		return false
	default:
		for _, t := range sp.anchors {
			if t.track != timeline.TrackMain {
				return false
			}
		}
	}
	mains := filter(all(r.p), func(t target) bool { return t.track == timeline.TrackMain })
	for _, x := range sp.ranges {
		if x.b-x.a < 1e-6 || !containsRange(mains, x) {
			return false
		}
	}
	return true
}

// containsRange: one of ts plays all of x.
func containsRange(ts []target, x rng) bool {
	const eps = 1e-6
	for _, t := range ts {
		if t.el.Start.Seconds() <= x.a+eps && t.el.End().Seconds() >= x.b-eps {
			return true
		}
	}
	return false
}

// removeClipParts takes each range out of the main track (a trim of the
// clip's edge, or a cut and a delete in its middle) and closes the gap by
// the policy of a deleted clip (rippleGap): what comes later moves back,
// a text or sticker shown only then goes with it, one running across it
// ends that much earlier, and a sound running across it (a voice-over, the
// music) plays on whole, where it was. The latest range first, so the
// earlier ones keep the times said.
func (s *sim) removeClipParts(rs []rng) (string, error) {
	const eps = 1e-6
	rs = append([]rng(nil), rs...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].a > rs[j].a })
	var lines []string
	for _, x := range rs {
		mains := filter(all(s.p()), func(t target) bool {
			return t.track == timeline.TrackMain && t.el.Start.Seconds() < x.b-eps && t.el.End().Seconds() > x.a+eps
		})
		if len(mains) == 0 {
			return "", fmt.Errorf("%w between %s and %s", errEmptyRange, secs(x.a), secs(x.b))
		}
		heard := filter(all(s.p()), func(t target) bool {
			return t.track == timeline.TrackAudio && t.el.Start.Seconds() < x.b-eps && t.el.End().Seconds() > x.b+eps
		})
		line := fmt.Sprintf("Removed %s–%s of %s", secs(x.a), secs(x.b), describe(mains))
		keptSaid := ""
		if len(heard) > 0 {
			keptSaid = fmt.Sprintf("; left %s playing whole, as it was", describe(heard))
		}
		var del []string
		for _, t := range mains {
			st, en := t.el.Start.Seconds(), t.el.End().Seconds()
			switch {
			case st >= x.a-eps && en <= x.b+eps:
				del = append(del, t.id)
			case st >= x.a-eps:
				if _, err := s.call("trim_element", map[string]any{"elementId": t.id, "start": x.b}); err != nil {
					return "", err
				}
			case en <= x.b+eps:
				if _, err := s.call("trim_element", map[string]any{"elementId": t.id, "end": x.a}); err != nil {
					return "", err
				}
			default:
				_, made, err := s.cutElements([]target{t}, []float64{x.a, x.b})
				if err != nil {
					return "", err
				}
				if len(made) > 0 {
					del = append(del, made[0])
				}
			}
		}
		if len(del) > 0 {
			if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": del}); err != nil {
				return "", err
			}
		}
		said, err := s.rippleGap(x.a, x.b)
		if err != nil {
			return "", err
		}
		if said != "" {
			line += " and closed the gap: " + said
		}
		lines = append([]string{line + keptSaid + "."}, lines...)
	}
	out := strings.Join(lines, " ")
	if past := runPastPicture(s.p()); len(past) > 0 {
		out = strings.TrimSuffix(out, ".") + fmt.Sprintf("; %s now runs past the last clip's end (%s).", describe(past), secs(lastMainEnd(s.p())))
	}
	return out, nil
}
