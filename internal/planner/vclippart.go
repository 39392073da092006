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
	case len(sp.anchors) != 1:
		// none, or several ("the video is too long: cut the last 2
		// seconds" anchors on all its clips): a stretch of the video
		return false
	default:
		for _, t := range sp.anchors {
			if t.track != timeline.TrackMain {
				return false
			}
		}
	}
	mains := filter(all(r.p), func(t target) bool { return t.track == timeline.TrackMain })
	lastEnd := 0.0
	for _, t := range mains {
		lastEnd = max(lastEnd, t.el.End().Seconds())
	}
	for _, x := range sp.ranges {
		if x.b-x.a < 1e-6 || !containsRange(mains, x) {
			return false
		}
		if x.b >= lastEnd-1e-6 {
			// "sacá los últimos 4 segundos de la terraza", the last clip:
			// the video's end, cut from every track (the music and a text
			// ran on past the pictures, over black)
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

// muteThenLevel reads "mute A and B at N" ("mutea los clips y la música
// al 80", "mute the clips and the music at 20%") as two edits: A muted,
// B set to the level N said right after it (every sound was muted, the
// level dropped: silent). A bare N that could be a moment of the video
// ("al 10" in a 60 s video) is asked about; a percent, or a number past
// the video's end, is the level.
func muteThenLevel(s *sim, f *frame) (mute, level *frame, q *question) {
	if f.verb != "mute" || len(f.targets) < 2 {
		return nil, nil, nil
	}
	last := f.targets[len(f.targets)-1]
	toks := f.c.toks
	if last.first <= 0 || last.end <= last.first || last.end >= len(toks) || last.pron {
		return nil, nil, nil
	}
	if before := toks[last.first-1]; !(before.kind == tWord && before.word("y", "and", "e") || before.kind == tPunct && before.text == ",") {
		return nil, nil, nil
	}
	i := last.end
	prep := ""
	if toks[i].kind == tWord && toks[i].word("al", "a", "to", "at", "en") {
		prep, i = toks[i].text, i+1
	}
	if i >= len(toks) || prep == "" && toks[i].kind != tPercent {
		return nil, nil, nil
	}
	n := toks[i]
	v := 0.0
	switch {
	case n.kind == tPercent && n.num > 0 && n.num <= 100:
		v = n.num / 100
	case n.kind == tNumber && n.num > 1 && n.num <= 100:
		v = n.num / 100
	default:
		return nil, nil, nil
	}
	for _, t := range toks[i+1:] {
		if !(t.kind == tPunct || t.kind == tWord && t.word("%", "percent", "por ciento", "porciento", "volumen", "volume")) {
			return nil, nil, nil
		}
	}
	if n.kind == tNumber && n.num < s.total() {
		return nil, nil, &question{fmt.Sprintf("Set %s to %g%% and mute the rest, or mute them all from %s on?", last.said, n.num, secs(n.num))}
	}
	m, l := *f, *f
	m.targets = f.targets[:len(f.targets)-1]
	m.times, m.amounts = nil, nil
	l.targets = []np{last}
	l.times, l.amounts = nil, []amount{{"percent", v * 100, "to"}}
	return &m, &l, nil
}

// planMuteThenLevel plans both edits muteThenLevel read.
func planMuteThenLevel(s *sim, r *resolver, m, l *frame) (string, error) {
	a, err := planMute(s, m, r, true)
	if err != nil {
		return "", err
	}
	b, err := planVolume(s, l, r, span{})
	if err != nil {
		return "", err
	}
	return a + " " + b, nil
}
