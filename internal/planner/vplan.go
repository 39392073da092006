package planner

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// planVideoFrame plans one clause on the scratch project and returns the
// sentence that describes it.
func planVideoFrame(s *sim, f *frame, rc *refContext, cp *ClauseParse) (string, error) {
	r := newResolver(s.p(), rc)
	cp.Verb = f.verbSaid
	if f.verbAt < 0 && f.verb != "" {
		cp.Verb = f.verb + " (from the clause before)"
	}
	intent, err := videoIntent(f, r)
	cp.Intent = intent
	reportSlots(f, r, cp)
	if err != nil {
		return "", err
	}
	sp, err := r.times(f)
	if err != nil {
		return "", err
	}
	if len(sp.ranges) > 0 {
		rc.lastEnd, rc.hasEnd = sp.ranges[len(sp.ranges)-1].b, true
	}
	switch intent {
	case "nothing":
		return "Nothing more to remove: the rest is already gone.", nil
	case "undo", "redo":
		return planHistory(s, f, intent)
	case "captions", "remove silences", "remove fillers":
		return planTranscript(s, intent, f.lang)
	case "delete":
		return planDelete(s, f, r, sp)
	case "split":
		return planSplit(s, f, r, sp, rc)
	case "keep":
		return planKeep(s, f, r, sp)
	case "trim to":
		return planTrimTo(s, f, sp)
	case "move":
		return planMove(s, f, r, sp)
	case "timing":
		return planTiming(s, f, r, sp)
	case "trim edge":
		return planTrimEdge(s, f, r)
	case "render":
		return planRender(s, f, sp)
	case "close gaps":
		return planCloseGaps(s)
	case "reorder":
		return planReorder(s, f, r)
	case "duplicate":
		return planDuplicate(s, f, r, sp)
	case "place", "place+move":
		line, err := planPlace(s, f, r)
		if err != nil || intent == "place" {
			return line, err
		}
		more, err := planMove(s, f, newResolver(s.p(), rc), sp)
		return line + " " + more, err
	case "look":
		return planLook(s, f, r)
	case "hide", "show":
		return planVisibility(s, f, r, intent == "hide", sp)
	case "mute", "unmute":
		return planMute(s, f, r, intent == "mute")
	case "volume":
		return planVolume(s, f, r, sp)
	case "add text":
		return planAddText(s, f, r, sp)
	case "update text":
		return planUpdateText(s, f, r, sp)
	case "add sticker":
		return planSticker(s, f, r, sp)
	case "add media":
		return planAddMedia(s, f, r, sp)
	case "effect":
		return planEffect(s, f, r, sp)
	case "update effect":
		return planUpdateEffect(s, f, r)
	case "info":
		return planInfo(s, f, r)
	case "preview":
		return planPreview(s, sp)
	case "analyze", "transcribe":
		return planAssetRead(s, f, r, intent)
	}
	return "", unreadf("no plan for %q", intent)
}

// reportSlots writes the frame's slots, resolved, into the parse.
func reportSlots(f *frame, r *resolver, cp *ClauseParse) {
	for _, n := range f.targets {
		if n.kind == "part" {
			continue
		}
		if n.det == "a" || contains(n.mods, "another") {
			cp.slot("target", n.said, "(new)")
			continue
		}
		ts, err := r.elements(n)
		switch {
		case err == nil:
			cp.slot("target", n.said, describe(ts))
		case errors.Is(err, errPronoun):
			cp.slot("target", n.said, "the whole video")
		default:
			if a, aerr := r.asset(n); aerr == nil {
				cp.slot("target", n.said, "asset "+a.Name+" ("+a.ID+")")
			} else {
				cp.slot("target", n.said, err.Error())
			}
		}
	}
	if sp, err := r.times(f); err == nil {
		for i, said := range sp.said {
			res := ""
			if i < len(f.times) || i < len(sp.ranges)+len(sp.points) {
				res = sp.String()
			}
			cp.slot("time", said, res)
		}
	} else {
		cp.slot("time", strings.Join(timeSaid(f), ", "), err.Error())
	}
	if len(f.pos) > 0 {
		cp.slot("position", strings.Join(f.pos, " "), "")
	}
	for _, a := range f.amounts {
		cp.slot("amount", fmt.Sprintf("%g (%s)", a.v, a.kind), "")
	}
	if t := f.textContent(); t != "" {
		cp.slot("text", t, "")
	}
	for _, e := range f.effects {
		cp.slot("effect", e, "")
	}
	for _, st := range f.sticker {
		cp.slot("sticker", st.id, "")
	}
	if f.style != "" {
		cp.slot("style", f.style, "")
	}
	for _, p := range f.props {
		cp.slot("property", p, "")
	}
	if len(f.mods) > 0 {
		cp.slot("modifiers", strings.Join(f.mods, " "), "")
	}
	if len(f.unknown) > 0 {
		cp.slot("ignored", strings.Join(f.unknown, " "), "")
	}
}

func timeSaid(f *frame) []string {
	var out []string
	for _, t := range f.times {
		out = append(out, t.said)
	}
	return out
}

// String is a resolved span for --explain.
func (s span) String() string {
	var parts []string
	for _, r := range s.ranges {
		parts = append(parts, secs(r.a)+"–"+secs(r.b))
	}
	for _, p := range s.points {
		parts = append(parts, "at "+secs(p))
	}
	if s.duration > 0 {
		parts = append(parts, "for "+secs(s.duration))
	}
	return strings.Join(parts, ", ")
}

// targetsOf resolves every noun phrase of the frame that names elements
// (not tracks, parts or destinations).
func targetsOf(f *frame, r *resolver) ([]target, error) {
	var out []target
	seen := map[string]bool{}
	// "everything except the interview": what follows "except" is left out
	for _, n := range f.targets {
		if n.prep != "without" {
			continue
		}
		ts, err := r.elements(n)
		if err != nil {
			return nil, err
		}
		for _, t := range ts {
			seen[t.id] = true
		}
	}
	for _, n := range f.targets {
		if n.kind == "part" || n.kind == "track" || n.kind == "asset" || n.kind == "frame" || n.kind == "canvas" || n.prep == "without" {
			continue
		}
		ts, err := r.elements(n)
		var q *question
		if errors.As(err, &q) {
			// "the clip at 0:15": a time said right after it picks among several
			if at, ok := onePoint(f, r); ok && f.times[0].first == n.end {
				n.plural = true
				all, aerr := r.elements(n)
				if aerr == nil {
					A := timeline.FromSeconds(at)
					if hit := filter(all, func(t target) bool { return t.el.Start <= A && A < t.el.End() }); len(hit) > 0 {
						ts, err = hit, nil
					}
				}
			}
		}
		if err != nil {
			return nil, err
		}
		for _, t := range ts {
			if !seen[t.id] {
				seen[t.id] = true
				out = append(out, t)
			}
		}
	}
	return out, nil
}

// wholeVideo: the frame's targets are the video itself ("it", "the video",
// "everything"), not elements in it.
func wholeVideo(f *frame, r *resolver) bool {
	for _, n := range f.targets {
		pron := n.pron && n.kind == "" && n.names == nil
		if pron && r != nil && r.ctx != nil && len(r.ctx.last) > 0 {
			return false // "it": what the clause before acted on
		}
		if !(pron || n.kind == "video" && n.names == nil && n.ord == 0 || n.kind == "everything" || n.kind == "part") {
			return false
		}
	}
	return true
}

// planDelete removes elements or ranges of time.
func planDelete(s *sim, f *frame, r *resolver, sp span) (string, error) {
	// "chop 2 seconds off the end", "shave a second off the start"
	if !sp.hasRange() && wholeVideo(f, r) {
		if edge := edgeSaid(f); edge != "" && (sp.duration > 0 || len(sp.points) > 1) {
			d := sp.duration
			if d == 0 {
				d = sp.points[0]
			}
			if edge == "end" {
				sp.ranges = []rng{{math.Max(0, s.total()-d), s.total()}}
			} else {
				sp.ranges = []rng{{0, d}}
			}
		}
	}
	if wholeVideo(f, r) {
		if !sp.hasRange() {
			if len(sp.points) > 0 {
				return "", unreadf("say the range to remove, e.g. from %s to %s", secs(sp.points[0]), secs(sp.points[0]+1))
			}
			if len(f.targets) > 0 && !f.nounIs("part") {
				return "", unreadf("that would delete everything; say what to remove, e.g. \"the first 2 seconds\"")
			}
			return "", unreadf("say what to remove: a time range (\"from 3 to 5\") or an element (\"the logo\")")
		}
		return s.removeRanges(sp.ranges, nil, true)
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if sp.hasRange() {
		// "remove the music from 10 on": only those elements (their pieces
		// after the cut), no ripple
		only := map[string]bool{}
		for _, t := range ts {
			only[pieceKey(t.trackID, t.el)] = true
		}
		return s.removeRanges(sp.ranges, only, false)
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
		return "", err
	}
	line := fmt.Sprintf("Deleted %s.", describe(ts))
	if closed, err := s.closeMainGaps(ts); err != nil {
		return "", err
	} else if closed {
		line = strings.TrimSuffix(line, ".") + " and closed the gap on the main track."
	}
	return line, nil
}

// closeMainGaps: deleting clips of the main track leaves no hole in the
// video: the clips after each deleted one move back (the main track only,
// as an editor's magnetic main track does).
func (s *sim) closeMainGaps(deleted []target) (bool, error) {
	var gaps []rng
	for _, t := range deleted {
		if t.track == timeline.TrackMain {
			gaps = append(gaps, rng{t.el.Start.Seconds(), t.el.End().Seconds()})
		}
	}
	if len(gaps) == 0 {
		return false, nil
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].a > gaps[j].a })
	closed := false
	for _, g := range gaps {
		var after []string
		earliest := -1.0
		for _, el := range s.p().MainTrack().Elements {
			if st := el.Start.Seconds(); st >= g.b-1e-9 {
				after = append(after, el.ID)
				if earliest < 0 || st < earliest {
					earliest = st
				}
			}
		}
		if len(after) == 0 {
			continue
		}
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": after, "start": math.Max(0, earliest-(g.b-g.a))}); err != nil {
			return false, err
		}
		closed = true
	}
	return closed, nil
}

// removeRanges removes several ranges, the latest first so the earlier
// ones keep the times the user said.
func (s *sim) removeRanges(rs []rng, only map[string]bool, ripple bool) (string, error) {
	rs = append([]rng(nil), rs...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].a > rs[j].a })
	var lines []string
	for _, x := range rs {
		line, err := s.removeRange(x.a, x.b, only, ripple)
		if err != nil {
			return "", err
		}
		lines = append([]string{line}, lines...)
	}
	return strings.Join(lines, " "), nil
}

// errEmptyRange: a range to remove holds no element (a gap).
var errEmptyRange = errors.New("nothing lies")

// removeRange deletes a..b: split at both ends, delete what lies inside
// (on every track, or only on the given ones) and, when ripple is set,
// move everything after the range back so no gap is left.
func (s *sim) removeRange(a, b float64, only map[string]bool, ripple bool) (string, error) {
	total := s.total()
	if total == 0 {
		return "", &cannot{"No timeline content"}
	}
	if a >= total {
		return "", &cannot{fmt.Sprintf("the range %s–%s is outside the timeline (it ends at %s)", secs(a), secs(b), secs(total))}
	}
	b = min(b, total)
	if b <= a {
		return "", &cannot{fmt.Sprintf("the range %s–%s is empty", secs(a), secs(b))}
	}
	var cuts []float64
	for _, t := range []float64{a, b} {
		if t > 0 && t < total {
			cuts = append(cuts, t)
		}
	}
	if len(cuts) > 0 {
		if _, err := s.call("split", map[string]any{"times": cuts}); err != nil {
			return "", err
		}
	}
	A, B := timeline.FromSeconds(a), timeline.FromSeconds(b)
	var del []string
	for _, t := range s.p().Tracks {
		for i, el := range t.Elements {
			if only != nil && !only[pieceKey(t.ID, &t.Elements[i])] {
				continue
			}
			if el.Start >= A && el.End() <= B {
				del = append(del, el.ID)
			}
		}
	}
	if len(del) == 0 {
		return "", fmt.Errorf("%w between %s and %s", errEmptyRange, secs(a), secs(b))
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": del}); err != nil {
		return "", err
	}
	line := fmt.Sprintf("Removed %s–%s.", secs(a), secs(b))
	if !ripple {
		return line, nil
	}
	var after []string
	earliest := timeline.Ticks(-1)
	for _, t := range s.p().Tracks {
		for _, el := range t.Elements {
			if el.Start >= B {
				after = append(after, el.ID)
				if earliest < 0 || el.Start < earliest {
					earliest = el.Start
				}
			}
		}
	}
	if len(after) > 0 {
		start := (earliest - (B - A)).Seconds()
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": after, "start": start}); err != nil {
			return "", err
		}
		line = strings.TrimSuffix(line, ".") + " and closed the gap."
	}
	return line, nil
}

// planSplit cuts at points: said, at both ends of a range, halfway
// through an element ("split the second clip in half").
func planSplit(s *sim, f *frame, r *resolver, sp span, rc *refContext) (string, error) {
	times := append([]float64(nil), sp.points...)
	// "split the interview in two": halfway through it, not the video
	for _, t := range f.times {
		if t.kind == "span" && t.a.span == "halfway" && t.a.anchor == nil && !wholeVideo(f, r) && len(times) == 1 {
			ts, err := targetsOf(f, r)
			if err != nil {
				return "", err
			}
			if len(ts) > 0 {
				a, b := ts[0].el.Start, ts[0].el.End()
				for _, x := range ts[1:] {
					a, b = min(a, x.el.Start), max(b, x.el.End())
				}
				times[0] = (a.Seconds() + b.Seconds()) / 2
			}
		}
	}
	for _, x := range sp.ranges {
		if sp.after || sp.openEnd {
			times = append(times, x.a)
			continue
		}
		times = append(times, x.a, x.b)
	}
	if len(times) == 0 && (contains(f.pos, "center") || f.has("half")) {
		lo, hi := 0.0, s.total()
		if !wholeVideo(f, r) {
			ts, err := targetsOf(f, r)
			if err != nil {
				return "", err
			}
			lo, hi = ts[0].el.Start.Seconds(), ts[0].el.End().Seconds()
		}
		times = append(times, (lo+hi)/2)
	}
	if len(times) == 0 {
		return "", unreadf("say where to split, e.g. \"split at 0:10\"")
	}
	sort.Float64s(times)
	if times[len(times)-1] >= s.total() {
		return "", &cannot{fmt.Sprintf("%s is past the end of the timeline (it ends at %s)", secs(times[len(times)-1]), secs(s.total()))}
	}
	// the parts the cuts make of the clips they cut ("delete the second part")
	rc.cuts = partEdges(s.p(), times)
	rc.lastEnd, rc.hasEnd = times[len(times)-1], true // "split at 10 and delete the rest"
	if _, err := s.call("split", map[string]any{"times": times}); err != nil {
		return "", err
	}
	return fmt.Sprintf("Split at %s.", joinSecs(times)), nil
}

// planKeep keeps a range (or an element's time) and removes the rest.
func planKeep(s *sim, f *frame, r *resolver, sp span) (string, error) {
	keep := sp.ranges
	if len(keep) == 0 && !wholeVideo(f, r) {
		ts, err := targetsOf(f, r)
		if err != nil {
			return "", err
		}
		a, b := ts[0].el.Start, ts[0].el.End()
		for _, t := range ts[1:] {
			a, b = min(a, t.el.Start), max(b, t.el.End())
		}
		keep = []rng{{a.Seconds(), b.Seconds()}}
	}
	if len(keep) != 1 {
		return "", unreadf("say what to keep, e.g. \"keep from 5 to 20\"")
	}
	k, total := keep[0], s.total()
	var lines []string
	if k.b < total {
		l, err := s.removeRange(k.b, total, nil, true)
		if err != nil {
			return "", err
		}
		lines = append(lines, l)
	}
	if k.a > 0 {
		l, err := s.removeRange(0, k.a, nil, true)
		if err != nil {
			return "", err
		}
		lines = append(lines, l)
	}
	if len(lines) == 0 {
		return "Nothing to remove: that is the whole timeline.", nil
	}
	return strings.Join(lines, " "), nil
}

// planTrimTo ends the video at a time ("trim it to 10 seconds").
func planTrimTo(s *sim, f *frame, sp span) (string, error) {
	end, ok := sp.point()
	if sp.duration > 0 {
		end, ok = sp.duration, true
	}
	if len(sp.ranges) == 1 && sp.until {
		end, ok = sp.ranges[0].b, true
	}
	if !ok {
		for _, a := range f.amounts {
			if a.kind == "number" {
				end, ok = a.v, true
			}
		}
	}
	if !ok {
		return "", unreadf("say where the video should end, e.g. \"trim it to 10 seconds\"")
	}
	if end >= s.total() {
		return fmt.Sprintf("Nothing to trim: the video is %s long.", secs(s.total())), nil
	}
	return s.removeRange(end, s.total(), nil, true)
}

// planMove moves elements to a time or onto another track.
func planMove(s *sim, f *frame, r *resolver, sp span) (string, error) {
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 {
		return "", unreadf("say what to move")
	}
	in := map[string]any{"elementIds": ids(ts)}
	earliest := ts[0].el.Start
	end := ts[0].el.End()
	for _, t := range ts {
		earliest, end = min(earliest, t.el.Start), max(end, t.el.End())
	}
	dur := (end - earliest).Seconds()
	start, ok := sp.point()
	switch {
	case f.has("later", "earlier") && (sp.duration > 0 || ok):
		d := sp.duration
		if d == 0 {
			d = start
		}
		if f.has("earlier") {
			d = -d
		}
		start, ok = math.Max(0, earliest.Seconds()+d), true
	case sp.until && len(sp.ranges) == 1:
		start, ok = math.Max(0, sp.ranges[0].b-dur), true // "to the end"
	case len(sp.ranges) > 0 && (sp.after || sp.openEnd):
		start, ok = sp.ranges[0].a, true
	case len(sp.ranges) > 0:
		start, ok = sp.ranges[0].b, true // "move the logo from 3 to 8"
		if len(sp.anchors) > 0 {
			start = sp.ranges[0].a // "during the title"
		}
	}
	if dt := destinationTrack(f); dt != nil {
		tr, err := r.track(*dt)
		if err != nil {
			return "", err
		}
		in["targetTrackId"] = tr.ID
		if !ok {
			start, ok = earliest.Seconds(), true
		}
	}
	if !ok {
		return "", unreadf("say where to move it, e.g. \"to 10s\", \"after the title\" or \"to the top right corner\"")
	}
	in["start"] = math.Max(0, start)
	_, err = s.call("move_timeline_elements", in)
	if overlaps(err) && len(ts) == 1 && ts[0].track != timeline.TrackMain && in["targetTrackId"] == nil {
		moved, rerr := s.relocate(ts[0], math.Max(0, start))
		if rerr == nil {
			s.touch(moved.id)
			return fmt.Sprintf("Moved %s to %s (on track %s, where there was room).", describe(ts), secs(math.Max(0, start)), moved.trackID), nil
		}
	}
	if err != nil {
		return "", err
	}
	s.touch(ids(ts)...)
	return fmt.Sprintf("Moved %s to %s.", describe(ts), secs(math.Max(0, start))), nil
}

// planTiming changes when elements start and end.
func planTiming(s *sim, f *frame, r *resolver, sp span) (string, error) {
	if wholeVideo(f, r) && len(f.targets) > 0 && (sp.duration > 0 || len(sp.points) > 0) {
		return planTrimTo(s, f, sp) // "make the video 20 seconds long"
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 {
		return "", unreadf("say which element, e.g. \"make the logo last 5 seconds\"")
	}
	total := s.total()
	var what string
	var lines []string
	for _, t := range groupStarts(ts) {
		in := map[string]any{"elementId": t.id}
		cur := t.el.Duration.Seconds()
		switch {
		case sp.whole || wholeSpan(f):
			in["start"], in["end"] = 0.0, total
			what = "last the whole video (0–" + secs(total) + ")"
		case sp.duration > 0 && (f.verb == "extend" || f.has("more")) && (hasPrep(f, "by") || f.has("more")):
			in["duration"] = cur + sp.duration
			what = "last " + secs(cur+sp.duration)
		case sp.duration > 0 && (f.verb == "shorten" || f.has("less")) && (hasPrep(f, "by") || f.has("less")):
			in["duration"] = math.Max(0.1, cur-sp.duration)
			what = "last " + secs(cur-sp.duration)
		case sp.duration > 0:
			in["duration"] = sp.duration
			what = "last " + secs(sp.duration)
		case len(sp.ranges) == 1 && sp.until:
			in["end"] = sp.ranges[0].b
			what = "end at " + secs(sp.ranges[0].b)
		case len(sp.ranges) == 1 && sp.openEnd:
			in["start"], in["end"] = sp.ranges[0].a, total
			what = "run from " + secs(sp.ranges[0].a) + " to the end"
		case len(sp.ranges) == 1:
			in["start"], in["end"] = sp.ranges[0].a, sp.ranges[0].b
			what = fmt.Sprintf("run %s–%s", secs(sp.ranges[0].a), secs(sp.ranges[0].b))
		case f.has("double"):
			in["duration"] = cur * 2
			what = "last " + secs(cur*2)
		case f.has("half") && len(sp.points) == 0 && sp.duration == 0:
			in["duration"] = cur / 2
			what = "last " + secs(cur/2)
		case len(sp.points) > 0 && contains(f.verbs, "start"):
			in["start"] = sp.points[0]
			what = "start at " + secs(sp.points[0])
		case len(sp.points) > 0 && (f.verb == "extend" || contains(f.verbs, "end") || f.verb == "shorten" || f.verb == "trim" || f.verb == "cut" || pointIsEnd(f)):
			in["end"] = sp.points[0]
			what = "end at " + secs(sp.points[0])
		case len(sp.points) > 0 || numberAmount(f) > 0:
			d := numberAmount(f)
			if len(sp.points) > 0 {
				d = sp.points[0]
			}
			in["duration"] = d
			what = "last " + secs(d)
		default:
			return "", unreadf("say how long, e.g. \"for 5 seconds\", \"until 0:12\" or \"for the whole video\"")
		}
		_, err := s.call("update_timeline_element_timing", in)
		if overlaps(err) && t.track != timeline.TrackMain {
			// another element is in the way on this track: move to one with room
			st, _ := in["start"].(float64)
			if _, ok := in["start"]; !ok {
				st = t.el.Start.Seconds()
			}
			moved, rerr := s.relocate(t, st)
			if rerr != nil {
				return "", err
			}
			in["elementId"] = moved.id
			s.touch(moved.id)
			_, err = s.call("update_timeline_element_timing", in)
		}
		if err != nil {
			return "", err
		}
		lines = append(lines, t.id)
	}
	s.touch(ids(ts)...)
	return fmt.Sprintf("Made %s %s.", describe(ts), what), nil
}

// groupStarts keeps one element per split piece group for timing (the
// first piece of each), so a split clip is retimed once.
func groupStarts(ts []target) []target {
	var out []target
	for _, g := range group(ts) {
		out = append(out, g[0])
	}
	return out
}

func wholeSpan(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "span" && t.a.span == "whole" && t.a.anchor == nil {
			return true
		}
	}
	return false
}

func pointIsEnd(f *frame) bool {
	for _, t := range f.times {
		if t.kind == "point" && (t.prep == "to" || t.prep == "until") {
			return true
		}
	}
	return false
}

func hasPrep(f *frame, p string) bool {
	for _, t := range f.times {
		if t.prep == p {
			return true
		}
	}
	for _, a := range f.amounts {
		if a.prep == p {
			return true
		}
	}
	return false
}

func numberAmount(f *frame) float64 {
	for _, a := range f.amounts {
		if a.kind == "number" {
			return a.v
		}
	}
	return 0
}

// planDuplicate copies elements, at a time when one is said.
func planDuplicate(s *sim, f *frame, r *resolver, sp span) (string, error) {
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 || wholeVideo(f, r) {
		return "", unreadf("say what to duplicate, e.g. \"duplicate the logo at 10s\"")
	}
	in := map[string]any{"elementIds": ids(ts)}
	where := "right after the original"
	if t, ok := sp.point(); ok {
		in["start"], where = t, "at "+secs(t)
	} else if len(sp.ranges) > 0 {
		in["start"], where = sp.ranges[0].a, "at "+secs(sp.ranges[0].a)
		if sp.until {
			in["start"] = math.Max(0, sp.ranges[0].b-(ts[0].el.Duration.Seconds()))
		}
	}
	out, err := s.call("duplicate_elements", in)
	if err != nil {
		return "", err
	}
	m := asJSON(out)
	var made []string
	if els, ok := m["elements"].([]any); ok {
		for _, e := range els {
			if em, ok := e.(map[string]any); ok {
				made = append(made, fmt.Sprint(em["elementId"]))
			}
		}
	}
	s.touch(made...)
	return fmt.Sprintf("Duplicated %s %s (%s).", describe(ts), where, strings.Join(made, ", ")), nil
}

// partEdges are the edges of the parts that cuts make of the main-track
// clips they fall in: cutting a 0–20 clip at 10 makes the parts 0–10 and
// 10–20.
func partEdges(p *timeline.Project, cuts []float64) []float64 {
	lo, hi := cuts[0], cuts[len(cuts)-1]
	for _, e := range p.MainTrack().Elements {
		a, b := e.Start.Seconds(), e.End().Seconds()
		if a < cuts[0] && cuts[0] < b {
			lo = a
		}
		if a < hi && hi < b {
			hi = b
		}
	}
	edges := []float64{lo}
	for _, c := range cuts {
		if c > lo && c < hi {
			edges = append(edges, c)
		}
	}
	return append(edges, hi)
}

// relocate moves an element off a track where its new time would overlap
// another: a copy lands on a track with room (a new one when none has
// it), and the original goes. It returns the copy.
func (s *sim) relocate(t target, start float64) (target, error) {
	out, err := s.call("duplicate_elements", map[string]any{"elementIds": []string{t.id}, "start": start})
	if err != nil {
		return target{}, err
	}
	m := asJSON(out)
	els, _ := m["elements"].([]any)
	if len(els) != 1 {
		return target{}, &cannot{"could not copy " + t.id}
	}
	id := fmt.Sprint(els[0].(map[string]any)["elementId"])
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": []string{t.id}}); err != nil {
		return target{}, err
	}
	for _, x := range all(s.p()) {
		if x.id == id {
			return x, nil
		}
	}
	return target{}, &cannot{"the copy of " + t.id + " went missing"}
}

// overlaps reports a tool error that says a time range is taken.
func overlaps(err error) bool {
	return err != nil && strings.Contains(err.Error(), "overlaps another element")
}

// planTrimEdge moves one edge of an element, as a trim handle does: "trim
// 2 seconds off the start of the interview" shows 2 s less of its
// beginning, and the rest stays where it was.
func planTrimEdge(s *sim, f *frame, r *resolver) (string, error) {
	edge := edgeSaid(f)
	var ts []target
	for _, t := range f.times {
		if t.kind == "span" && t.a.anchor != nil {
			got, err := r.elements(*t.a.anchor)
			if err != nil {
				return "", err
			}
			ts = got
		}
	}
	if len(ts) == 0 {
		var err error
		if ts, err = targetsOf(f, r); err != nil {
			return "", err
		}
	}
	if len(ts) == 0 {
		return "", unreadf("say which element to trim")
	}
	d := 0.0
	for _, t := range f.times {
		if t.kind == "duration" || t.kind == "point" {
			d = t.dur
			if t.kind == "point" {
				d = t.a.sec
			}
		}
	}
	if d == 0 {
		d = numberAmount(f)
	}
	if d <= 0 {
		return "", unreadf("say how much to trim, e.g. \"trim 2 seconds off the start of the interview\"")
	}
	t := ts[0]
	in := map[string]any{"elementId": t.id}
	if edge == "start" {
		in["start"] = t.el.Start.Seconds() + d
	} else {
		in["end"] = t.el.End().Seconds() - d
	}
	if _, err := s.call("trim_element", in); err != nil {
		return "", err
	}
	s.touch(t.id)
	return fmt.Sprintf("Trimmed %s off the %s of %s.", secs(d), edge, describe(ts[:1])), nil
}

// planRender exports the video ("render it as webm", "exportá en calidad
// alta"): the render tool writes the file where the application keeps
// exports.
func planRender(s *sim, f *frame, sp span) (string, error) {
	in := map[string]any{}
	for _, t := range f.c.toks {
		switch {
		case t.word("webm"):
			in["format"] = "webm"
		case t.word("mp4", "h264"):
			in["format"] = "mp4"
		case t.word("fast", "quick", "draft", "rapido", "rapida", "borrador"):
			in["preset"] = "fast"
		case t.word("quality", "best", "calidad", "hq", "maxima"):
			in["preset"] = "quality"
		}
	}
	if len(sp.ranges) == 1 {
		in["from"], in["to"] = sp.ranges[0].a, sp.ranges[0].b
	}
	if _, err := s.call("render_video", in); err != nil {
		return "", err
	}
	return "Rendering the video.", nil
}

// onePoint: the clause says exactly one time point ("the clip at 0:15").
func onePoint(f *frame, r *resolver) (float64, bool) {
	if len(f.times) != 1 || f.times[0].kind != "point" {
		return 0, false
	}
	sp, err := r.times(f)
	if err != nil || len(sp.points) != 1 {
		return 0, false
	}
	return sp.points[0], true
}

// pieceKey names an element so that the pieces a split makes of it share
// the name: its track and asset, or its words.
func pieceKey(track string, el *timeline.Element) string {
	switch {
	case el.Text != nil:
		return track + "\x00text\x00" + el.Text.Content
	case el.Sticker != nil:
		return track + "\x00sticker\x00" + el.Sticker.StickerID
	case el.Effect != nil:
		return track + "\x00effect\x00" + el.Effect.Type
	}
	return track + "\x00" + el.AssetID
}

// planCloseGaps moves main-track clips back so none has a gap before it
// ("delete the gaps", "cerrá los huecos"): at each gap, the clips after it
// move back together.
func planCloseGaps(s *sim) (string, error) {
	n := 0
	for range len(s.p().MainTrack().Elements) {
		end, moved := 0.0, false
		for _, el := range s.p().MainTrack().Elements {
			if el.Start.Seconds() > end+1e-6 {
				var after []string
				for _, x := range s.p().MainTrack().Elements {
					if x.Start >= el.Start {
						after = append(after, x.ID)
					}
				}
				if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": after, "start": end}); err != nil {
					return "", err
				}
				n, moved = n+1, true
				break
			}
			end = el.End().Seconds()
		}
		if !moved {
			break
		}
	}
	if n == 0 {
		return "Nothing to close: the main track has no gaps.", nil
	}
	return fmt.Sprintf("Closed %d gap(s) on the main track.", n), nil
}

// planReorder puts main-track clips in the order asked: "swap the two
// clips", "put the city clip before the interview", "poné el clip de la
// ciudad primero", "move the interview to the end". The clips end up
// back to back from the start of the first.
func planReorder(s *sim, f *frame, r *resolver) (string, error) {
	mainEls := s.p().MainTrack().Elements
	order := make([]string, len(mainEls))
	for i, el := range mainEls {
		order[i] = el.ID
	}
	var moving []string
	for _, n := range f.targets {
		ts, err := r.elements(n)
		if err != nil {
			return "", err
		}
		for _, t := range ts {
			if t.track == timeline.TrackMain && !contains(moving, t.id) {
				moving = append(moving, t.id)
			}
		}
	}
	switch {
	case f.verb == "swap":
		if len(moving) != 2 {
			if len(order) != 2 {
				return "", &question{"Which two clips should swap places?"}
			}
			moving = order
		}
		i, j := indexOf(order, moving[0]), indexOf(order, moving[1])
		order[i], order[j] = order[j], order[i]
	default:
		var anchor []string
		where := ""
		for _, t := range f.times {
			switch {
			case t.kind == "before" && t.b.anchor != nil:
				ts, err := r.elements(*t.b.anchor)
				if err != nil {
					return "", err
				}
				anchor, where = ids(ts), "before"
			case t.kind == "from" && t.prep == "after" && t.a.anchor != nil:
				ts, err := r.elements(*t.a.anchor)
				if err != nil {
					return "", err
				}
				anchor, where = ids(ts), "after"
			case t.kind == "span" && t.a.span == "start":
				where = "first"
			case t.kind == "span" && t.a.span == "end", t.kind == "until" && t.b.span == "end":
				where = "last"
			}
		}
		if where == "" && f.says(map[string]bool{"first": true, "primero": true, "primera": true}) {
			where = "first"
		}
		if where == "" && f.says(map[string]bool{"last": true, "ultimo": true, "ultima": true}) {
			where = "last"
		}
		rest := order[:0:0]
		for _, id := range order {
			if !contains(moving, id) {
				rest = append(rest, id)
			}
		}
		switch where {
		case "first":
			order = append(append([]string(nil), moving...), rest...)
		case "last":
			order = append(rest, moving...)
		default:
			k := -1
			for i, id := range rest {
				if contains(anchor, id) {
					if where == "after" || k < 0 {
						k = i
					}
				}
			}
			if k < 0 {
				return "", unreadf("say where the clip goes: first, last, before or after another clip")
			}
			if where == "after" {
				k++
			}
			order = append(append(append([]string(nil), rest[:k]...), moving...), rest[k:]...)
		}
	}
	return s.lay(order)
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// lay puts the main track's clips back to back in the given order: first
// all of them past the end (one move, offsets kept), then each in place.
func (s *sim) lay(order []string) (string, error) {
	main := s.p().MainTrack()
	start := main.Elements[0].Start.Seconds()
	dur := map[string]float64{}
	for _, el := range main.Elements {
		dur[el.ID] = el.Duration.Seconds()
	}
	if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": order, "start": s.total() + 1}); err != nil {
		return "", err
	}
	at := start
	for _, id := range order {
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": []string{id}, "start": at}); err != nil {
			return "", err
		}
		at += dur[id]
	}
	names := make([]string, len(order))
	for i, id := range order {
		for _, t := range all(s.p()) {
			if t.id == id {
				names[i] = describe([]target{t})
			}
		}
	}
	return "Main track in order: " + strings.Join(names, ", ") + ".", nil
}
