package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// planMove moves elements to a time or onto another track.
// partOfThingSaid: a time said as the first or last seconds of a thing
// ("the last 10 seconds of the squats").
func partOfThingSaid(f *frame) bool {
	return slices.ContainsFunc(f.times, func(te timeExpr) bool { return (te.kind == "first" || te.kind == "last") && te.dur > 0 })
}

func planMove(s *sim, f *frame, r *resolver, sp span, only ...target) (string, error) {
	ts, err := targetsOf(f, r)
	if len(only) > 0 {
		ts, err = only, nil
	} else if err == nil {
		ts = withoutWhereItGoes(f, r, ts)
	}
	if err != nil {
		return "", err
	}
	if len(ts) == 0 {
		return "", unreadf("say what to move")
	}
	// "put the sparkles on the display photo" (a thing put on a main clip)
	// is not read as a move to where that clip starts: the rule made a
	// blind set's request silent (thirty-fifth session), so it stays asked
	in := map[string]any{"elementIds": ids(ts)}
	earliest := ts[0].el.Start
	end := ts[0].el.End()
	for _, t := range ts {
		earliest, end = min(earliest, t.el.Start), max(end, t.el.End())
	}
	dur := (end - earliest).Seconds()
	start, ok := sp.point()
	switch {
	case f.has("later", "earlier") && ok && sp.duration == 0 && destinationOnTheWay(f, start, earliest.Seconds()):
		// "que aparezca un poco antes, a los 22": the way, then where to
		// (it was moved 22 s earlier)
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
	case endEdgeSaid(f) && ok && len(sp.points) == 1 && !f.has("later", "earlier"):
		// "mové el logo al final", "al final de la entrevista": it ends
		// there, as "to the end of the interview" does (it started there)
		start = math.Max(0, start-dur)
	case len(sp.ranges) > 0 && (sp.after || sp.openEnd):
		start, ok = sp.ranges[0].a, true
	case len(sp.ranges) > 0:
		start, ok = sp.ranges[0].b, true // "move the logo from 3 to 8"
		if len(sp.anchors) > 0 {
			start = sp.ranges[0].a // "during the title"
			if a, b := sp.ranges[0].a, sp.ranges[0].b; partOfThingSaid(f) && math.Abs((b-a)-(end-earliest).Seconds()) > 0.5 {
				// "make the timer show for the last 10 seconds of the
				// squats": over that part, or only from its start? (it
				// was moved there, as long as before)
				return "", &question{fmt.Sprintf("%s lasts %s and that part %s–%s lasts %s: should it start at %s as long as it is, or last the whole part? Say e.g. \"from %s to %s\".",
					describe(ts), secs((end - earliest).Seconds()), secs(a), secs(b), secs(b-a), secs(a), secs(a), secs(b))}
			}
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
	if q := levelOrMoment(f, ts, sp, start); q != nil {
		return "", q
	}
	in["start"] = math.Max(0, start)
	if len(ts) > 1 && len(f.targets) > 1 && !f.has("later", "earlier") && in["targetTrackId"] == nil && len(sp.points) == 1 {
		// "move the logo and the title to 5": each starts there
		for _, t := range ts {
			one := &frame{c: f.c, prompt: f.prompt, verb: f.verb, times: f.times}
			if _, err := planMove(s, one, r, span{points: []float64{start}}, t); err != nil {
				return "", err
			}
		}
		return fmt.Sprintf("Moved %s to %s.", describe(ts), secs(math.Max(0, start))), nil
	}
	total := s.total()
	if line, ok := comesInWithVideo(s, f, ts, math.Max(0, start)); ok {
		return line, nil
	}
	if closingStartsEarlier(f, ts, math.Max(0, start), total) {
		end := ts[0].el.End().Seconds()
		if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": ts[0].id, "start": math.Max(0, start), "end": end}); err == nil {
			s.touch(ts[0].id)
			return fmt.Sprintf("Made %s start at %s, still ending at %s with the video.", describe(ts), secs(math.Max(0, start)), secs(end)), nil
		}
	}
	_, err = s.call("move_timeline_elements", in)
	if err == nil && len(ts) == 1 && ts[0].track != timeline.TrackMain && runsPastEnd(start, dur, total) {
		// "move the logo to 88", "put the heart 2 seconds before the end":
		// it shows until the video ends (it ran past it, making the video
		// longer with black under it)
		if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": ts[0].id, "end": total}); err != nil {
			return "", err
		}
		s.touch(ts[0].id)
		return fmt.Sprintf("Moved %s to %s; it ends with the video at %s.", describe(ts), secs(start), secs(total)), nil
	}
	if overlaps(err) && len(ts) == 1 && ts[0].track != timeline.TrackMain && in["targetTrackId"] == nil {
		moved, rerr := s.relocate(ts[0], math.Max(0, start))
		if rerr == nil {
			s.touch(moved.id)
			return fmt.Sprintf("Moved %s to %s (on track %s, where there was room).", describe(ts), secs(math.Max(0, start)), moved.trackID), nil
		}
	}
	if overlaps(err) && len(ts) == 1 && in["targetTrackId"] == nil {
		// "move the kitchen clip to 56" on the main track: say what is there
		if why := overlapNamed(s, ts[0], in); why != "" {
			return "", &cannot{why}
		}
	}
	if err != nil {
		return "", err
	}
	s.touch(ids(ts)...)
	line := movedLine(ts, start)
	if f.verb == "show" || strings.HasPrefix(f.verbSaid, "bring") && hasWord(f, "back") {
		// "hide the b-roll and then bring it back at 8": shown there too
		// "hide the logo and show it at the end": shown there, not moved hidden
		for _, t := range ts {
			if t.el.Hidden {
				if _, err := s.call("update_clip", map[string]any{"elementId": t.id, "hidden": false}); err != nil {
					return "", err
				}
				line = strings.TrimSuffix(line, ".") + ", shown."
			}
		}
	}
	return line, nil
}

// startsFromSaid: the clause's one time is "from N", said with a verb of
// coming on ("show up", "appear", "pop up", "start") and none of ending or
// lasting, and nothing says "on"/"onwards": N is when the thing starts.
// "show the logo from 30", "from 30 on" still run to the end.
func startsFromSaid(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "from" || f.times[0].prep == "after" || f.verb == "move" {
		return false
	}
	if !contains(f.verbs, "start") || contains(f.verbs, "end") || contains(f.verbs, "last") {
		return false
	}
	return !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.has(cSpan, "on") })
}

// closing: t ends where the video does and starts after 0 (an outro, a
// closing text or photo).
func closing(t target, total float64) bool {
	return t.el.Start.Seconds() > 1e-6 && math.Abs(t.el.End().Seconds()-total) < 1e-6
}

// copyPutOn: the clause puts what the clause before copied ("the copy",
// "it") on a thing ("duplicate the crown and put the copy on the medals
// photo").
func copyPutOn(f *frame, r *resolver) bool {
	return (f.verb == "put" || f.verb == "move") && r.ctx != nil && r.ctx.intent == "duplicate" && len(f.targets) == 1 && f.targets[0].pron
}

// planTiming changes when elements start and end.
func planTiming(s *sim, f *frame, r *resolver, sp span) (string, error) {
	if at, ok := copyPutAt(f, r, sp, s.total()); ok {
		return planMove(s, f, r, span{points: []float64{at}}) // "…y ponlo también al final, en el 62" (copyplaced.go)
	}
	if wholeVideo(f, r) && len(f.targets) > 0 && (sp.duration > 0 || len(sp.points) > 0) {
		if q := itStartsUnbound(f, r, sp); q != nil {
			return "", q
		}
		if a, b, ok := namedPart(f, sp, s.total()); ok {
			// "make the second part 20 seconds long": a part, not the video
			// (it ended the whole video at 20 s); which end gives is the user's call
			ask := fmt.Sprintf("The part %s–%s lasts %s: which part of it should go", secs(a), secs(b), secs(b-a))
			if d := sp.duration; d > 0 && d < b-a {
				ask += fmt.Sprintf(", e.g. \"remove from %s to %s\"", secs(a+d), secs(b))
			}
			return "", &question{ask + "?"}
		}
		if d, total := sp.duration, s.total(); d > 0 && d < total-1e-9 && !cutSaid(f) {
			return "", &question{wholeLengthAsk(s, d, total)}
		}
		return planTrimTo(s, f, sp) // "make the video end at 20"
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 {
		return "", unreadf("say which element, e.g. \"make the logo last 5 seconds\"")
	}
	ts = trimPickInside(f, ts, sp) // "recortá las medialunas para que termine en el 36" (trimpick.go)
	if sp, err = timedByItself(s, f, r, sp, ts); err != nil {
		return "", err
	}
	total := s.total()
	if a, ok := startOfSpan(sp); ok {
		if line, ok := comesInWithVideo(s, f, ts, a); ok {
			return line, nil // "que arranque desde el segundo 0, junto con el video" (restated.go)
		}
	}
	var what string
	var pushed []string
	k, isMultiple := durationMultiple(f)
	for _, t := range groupStarts(ts) {
		in := map[string]any{"elementId": t.id}
		cur := t.el.Duration.Seconds()
		tool := "update_timeline_element_timing"
		switch {
		case exceptTime(f):
			// "que el logo esté en todo el video menos en los últimos 5
			// segundos": the video's time but that stretch (the stretch was
			// dropped: the logo ran over the whole video)
			a, b, err := outsideOf(sp, total)
			if err != nil {
				return "", err
			}
			in["start"], in["end"] = a, b
			what = fmt.Sprintf("run %s–%s", secs(a), secs(b))
		case f.has(longerByDefaultMod) && len(sp.points) == 0 && len(sp.ranges) == 0 && sp.duration == 0:
			// "the title goes by too fast", alone: a default length more (lengthdefault.go)
			d, err := longerByDefaultLength(t, total)
			if err != nil {
				return "", err
			}
			in["duration"] = d
			what = longerByDefaultSaid(cur, d)
		case sp.whole || wholeSpan(f):
			in["start"], in["end"] = 0.0, total
			what = "last the whole video (0–" + secs(total) + ")"
		case len(sp.points) == 1 && len(sp.ranges) == 0 && sp.duration == 0 && f.verb == "" && f.hasProp("visible") && !f.hasProp("duration"):
			// "el '1996' que aparezca a los 4": when it comes on (it
			// was read as a length, "last 4s")
			in["start"] = sp.points[0]
			what = "start at " + secs(sp.points[0])
		case f.has("later", "earlier") && contains(f.verbs, "end") && !contains(f.verbs, "start") && (sp.duration > 0 || len(sp.points) == 1 && len(f.times) == 1):
			// "make the music end 2 seconds earlier", "que termine 2 segundos
			// antes": by that much from where it ends (it ended at 2 s)
			d := sp.duration
			if d == 0 {
				d = sp.points[0]
			}
			if f.has("earlier") {
				d = -d
			}
			end := t.el.End().Seconds() + d
			if end <= t.el.Start.Seconds() {
				return "", &cannot{fmt.Sprintf("%s lasts only %s", describe([]target{t}), secs(cur))}
			}
			if t.track != timeline.TrackMain && d > 0 && end > total+1e-6 {
				// "the whatsapp text at the end should end 2 seconds
				// later" with the text ending with the video: past the
				// video's end there is nothing to show it over (it ran
				// to 62 s of a 60 s video): asked
				return "", &question{fmt.Sprintf("%s ends at %s and the video at %s: should it start %s earlier, or should the video be longer?",
					describe([]target{t}), secs(t.el.End().Seconds()), secs(total), secs(d))}
			}
			in["end"] = end
			what = "end at " + secs(end)
		case sp.duration > 0 && (f.verb == "extend" || f.has("more")) && (hasPrep(f, "by") || f.has("more")):
			in["duration"] = cur + sp.duration
			what = "last " + secs(cur+sp.duration)
		case sp.duration > 0 && (f.verb == "shorten" || f.verb == "trim" || f.has("less")) && (hasPrep(f, "by") || f.has("less")):
			// "trim the kitchen clip by 2 seconds" takes 2 s off, as
			// "shorten … by" does (it was made to last 2 s)
			in["duration"] = math.Max(0.1, cur-sp.duration)
			what = "last " + secs(cur-sp.duration)
		case sp.duration > 0 && len(sp.points) == 1 && len(sp.ranges) == 0 && math.Abs(sp.points[0]-total) < 1e-6 && videoEndBesideLength(f) &&
			t.track != timeline.TrackMain && sp.duration < total:
			// "el texto que quede 3 segundos nomás, al final", "keep the
			// link text just 3 seconds, at the end": those seconds ending
			// with the video (only its length changed, from where it
			// starts: set 43 v43-018)
			a := total - sp.duration
			in["start"], in["end"] = a, total
			what = fmt.Sprintf("run %s–%s", secs(a), secs(total))
		case sp.duration > 0 && len(sp.points) == 1 && len(sp.ranges) == 0 && hasPrep(f, "at") && !endSaid(f):
			// "put the logo at 50 for 4 seconds": from then, that long (only
			// its length changed)
			a := sp.points[0]
			in["start"], in["end"] = a, a+sp.duration
			what = fmt.Sprintf("run %s–%s", secs(a), secs(a+sp.duration))
		case sp.duration > 0:
			in["duration"] = sp.duration
			what = "last " + secs(sp.duration)
		case len(sp.ranges) == 1 && sameLengthSaid(f) && !sp.openEnd:
			// "que el b-roll dure lo mismo que el logo": its length, where it
			// is (it was moved to the logo's time)
			in["duration"] = sp.ranges[0].b - sp.ranges[0].a
			what = "last " + secs(sp.ranges[0].b-sp.ranges[0].a)
		case len(sp.ranges) == 1 && onlyPlaysSaid(f, r) && !(t.el.Start.Seconds() < sp.ranges[0].b && sp.ranges[0].a < t.el.End().Seconds()):
			// "trim the city clip so it only plays from 84 to 88" of a clip at
			// 70–82: nothing of it is there to keep
			return "", &cannot{fmt.Sprintf("%s runs %s–%s, outside %s–%s", describe([]target{t}), secs(t.el.Start.Seconds()),
				secs(t.el.End().Seconds()), secs(sp.ranges[0].a), secs(sp.ranges[0].b))}
		case len(sp.ranges) == 1 && (keepOnlyDuring(f) || onlyPlaysSaid(f, r)) && !sp.openEnd && t.el.Start.Seconds() < sp.ranges[0].b && sp.ranges[0].a < t.el.End().Seconds() &&
			(keepSaid(f) || onlyPlaysSaid(f, r) || t.el.Type == timeline.ElementAudio || t.el.Type == timeline.ElementVideo):
			// "keep the logo only for the first 5 seconds", "play the music
			// only during the interview": the part of its time inside them,
			// trimmed where it is, so that what plays at a moment still
			// plays then (a new start slid the song: its beginning played
			// at the new start). A picture shown only then ("que el logo se
			// vea solo en la entrevista", "the logo only during the
			// interview") shows for that time, as "mostrá el logo solo durante
			// el b-roll" does (it answered "already so" for a logo at 2–10 s).
			a, b := math.Max(sp.ranges[0].a, t.el.Start.Seconds()), math.Min(sp.ranges[0].b, t.el.End().Seconds())
			in["start"], in["end"] = a, b
			what = fmt.Sprintf("run only %s–%s", secs(a), secs(b))
			tool = "trim_element"
		case len(sp.ranges) == 1 && sp.until:
			in["end"] = sp.ranges[0].b
			what = "end at " + secs(sp.ranges[0].b)
		case len(sp.ranges) == 1 && sp.openEnd && sp.after && contains(f.verbs, "start") && !contains(f.verbs, "end") && !contains(f.verbs, "last"):
			in["start"] = sp.ranges[0].a // "make the logo appear after the title": as long as before
			what = "start at " + secs(sp.ranges[0].a)
		case len(sp.ranges) == 1 && !sp.openEnd && len(sp.anchors) > 0 && startSaid(f) && !contains(f.verbs, "end") &&
			!contains(f.verbs, "last") && !keepOnlyDuring(f) && !bothEndsSaid(f):
			// "start the music with the city clip", "que la música arranque con
			// el b-roll": when that starts, as long as before (it ran only
			// while the clip did); "appear with the logo" is while it shows
			in["start"] = sp.ranges[0].a
			what = "start at " + secs(sp.ranges[0].a)
		case len(sp.ranges) == 1 && !sp.openEnd && len(sp.anchors) > 0 && len(f.times) == 1 && contains(f.verbs, "end") &&
			!contains(f.verbs, "start") && !contains(f.verbs, "last") && !keepOnlyDuring(f) && (!strings.HasPrefix(fold(f.verbSaid), "disappear") || endsAlongWith(f)):
			// "stop the music at the city clip": when that starts; "end the
			// music with the interview": when that ends (it ran only while
			// the clip did)
			end := sp.ranges[0].a
			if endsAlongWith(f) {
				end = sp.ranges[0].b // "que el logo termine al mismo tiempo que el corazón" (it ended when the heart began)
			}
			if end <= t.el.Start.Seconds() {
				return "", &cannot{fmt.Sprintf("%s starts at %s, after that", describe([]target{t}), secs(t.el.Start.Seconds()))}
			}
			in["end"] = end
			what = "end at " + secs(end)
		case len(sp.ranges) == 1 && sp.openEnd && sp.after && contains(f.verbs, "end") && len(sp.anchors) > 0 && len(f.times) == 1 &&
			!contains(f.verbs, "start") && !contains(f.verbs, "last"):
			// "stop the music after the interview", "que la música pare
			// después de la entrevista": it ends where that does (it ran from
			// there to the end of the video instead)
			end := sp.ranges[0].a
			if end <= t.el.Start.Seconds() {
				return "", &cannot{fmt.Sprintf("%s starts at %s, after that", describe([]target{t}), secs(t.el.Start.Seconds()))}
			}
			in["end"] = end
			what = "end at " + secs(end)
		case len(sp.ranges) == 1 && sp.openEnd && sp.after && contains(f.verbs, "end") && len(sp.anchors) == 0 && len(f.times) == 1 && f.times[0].a.set:
			// "make the logo disappear after 2 seconds": 2 seconds after it shows
			in["end"] = t.el.Start.Seconds() + f.times[0].a.sec
			what = "end at " + secs(t.el.Start.Seconds()+f.times[0].a.sec)
		case len(sp.ranges) == 1 && sp.openEnd && startsFromSaid(f) && t.track != timeline.TrackMain:
			// "can the floor plan show up a bit before, from 37": when it
			// comes on, as "que el plano aparezca desde el 37" reads (it ran
			// from 37 to the end of the video: silent); what closes the
			// video keeps closing it
			in["start"] = sp.ranges[0].a
			what = "start at " + secs(sp.ranges[0].a)
			if end := t.el.End().Seconds(); closing(t, total) && sp.ranges[0].a < end-1e-6 && !pastEndKept(t, sp.ranges[0].a, end) {
				in["end"] = end
				what += fmt.Sprintf(", still ending at %s", secs(end))
			}
		case len(sp.ranges) == 1 && sp.openEnd:
			in["start"], in["end"] = sp.ranges[0].a, total
			what = "run from " + secs(sp.ranges[0].a) + " to the end"
		case len(sp.ranges) == 1 && len(sp.anchors) > 0 && copyPutOn(f, r) && t.el.Type != timeline.ElementVideo && t.el.Type != timeline.ElementAudio:
			// "duplicate the crown and put the copy on the medals photo":
			// the copy starts there and keeps its own length (it was
			// stretched over the whole photo)
			a := sp.ranges[0].a
			end := a + cur
			if m := s.p().MainTrack(); m != nil {
				// the copy made right after its original may have run past
				// the video's end: it ends with the video at the latest
				end = math.Min(end, math.Max(m.End().Seconds(), sp.ranges[0].b))
			}
			in["start"], in["end"] = a, end
			what = fmt.Sprintf("run %s–%s", secs(a), secs(end))
		case len(sp.ranges) == 1:
			in["start"], in["end"] = sp.ranges[0].a, sp.ranges[0].b
			what = fmt.Sprintf("run %s–%s", secs(sp.ranges[0].a), secs(sp.ranges[0].b))
		case isMultiple && len(sp.points) == 0 && sp.duration == 0:
			in["duration"] = cur * k
			what = "last " + secs(cur*k)
		case f.has("double"):
			in["duration"] = cur * 2
			what = "last " + secs(cur*2)
		case f.has("half") && len(sp.points) == 0 && sp.duration == 0:
			in["duration"] = cur / 2
			what = "last " + secs(cur/2)
		case len(sp.points) == 1 && headTrimTo(f, t, sp.points[0]):
			// "recortá el riego para que empiece en el 24", "trim the
			// cooldown so it starts at 63": what plays before then goes and
			// the rest stays where it plays (it was moved whole, over the
			// clip after it)
			in["start"] = sp.points[0]
			what = fmt.Sprintf("start at %s (its first %s cut)", secs(sp.points[0]), secs(sp.points[0]-t.el.Start.Seconds()))
			tool = "trim_element"
		case len(sp.points) == 1 && keptLonger(f):
			// "keep the logo on screen 5 more seconds": that much longer
			in["duration"] = cur + sp.points[0]
			what = "last " + secs(cur+sp.points[0])
		case len(sp.points) == 1 && (f.verb == "extend" || f.verb == "shorten" || f.verb == "trim" || f.verb == "cut") && lengthLeft(f):
			// "make it more short, only 10 seconds", "trim it so it's just 8
			// seconds": the length left (it was shortened by 10)
			in["duration"] = sp.points[0]
			what = "last " + secs(sp.points[0])
		case len(sp.points) == 1 && (f.verb == "extend" || f.has("more", "longer") && contains(f.verbs, "last")) && lengthAfterComma(f):
			// "make the photo stay longer, 8 seconds", "que la foto esté
			// más tiempo, 8 segundos": the length set off after "longer"
			// says how long it should last, as "que dure más, unos 12
			// segundos" does (it was made 8 s longer, or moved to 8 s)
			if sp.points[0] <= cur+1e-6 {
				return "", &question{fmt.Sprintf("%s already lasts %s: make it last %s, or %s longer (%s)? Say e.g. \"make it last %s\" or \"%s more\".",
					describe([]target{t}), secs(cur), secs(sp.points[0]), secs(sp.points[0]), secs(cur+sp.points[0]), secs(sp.points[0]), secs(sp.points[0]))}
			}
			in["duration"] = sp.points[0]
			what = "last " + secs(sp.points[0])
		case len(sp.points) == 1 && (f.verb == "shorten" || f.verb == "trim" || f.verb == "cut") && headLater(f) &&
			t.el.Start.Seconds()+sp.points[0] < t.el.End().Seconds()-1e-6:
			// "trim the packing clip so it starts 2 seconds later": its
			// first 2 seconds go and the rest stays where it plays (its
			// last 2 seconds went: by that much, from the end)
			a := t.el.Start.Seconds() + sp.points[0]
			in["start"] = a
			what = fmt.Sprintf("start at %s (its first %s cut)", secs(a), secs(sp.points[0]))
			tool = "trim_element"
		case len(sp.points) == 1 && (f.verb == "extend" || f.verb == "shorten" || f.verb == "trim") && byImplied(f) && !contains(f.verbs, "end"):
			// (not "recortá el título para que termine en el 2": where it ends)
			// "acortá la entrevista 5 segundos", "extend the logo 3 seconds",
			// "recortá el b-roll 2 segundos": by that much (a trim said
			// without "to" read as the new length)
			d := f.times[0].a.sec
			if f.verb != "extend" {
				d = -d
			}
			in["duration"] = math.Max(0.1, cur+d)
			what = "last " + secs(math.Max(0.1, cur+d))
		case len(sp.points) == 1 && (f.verb == "shorten" || f.verb == "trim" || f.verb == "cut") && !contains(f.verbs, "end") && !contains(f.verbs, "start") &&
			lengthToSaid(f) && sp.points[0] < cur-1e-6:
			// "trim the logo to 4 seconds", "recortalo a 4 segundos" of a
			// logo at 2–10: 4 seconds long (it ended at 4)
			in["duration"] = sp.points[0]
			what = "last " + secs(sp.points[0])
		case len(sp.points) == 1 && (f.verb == "extend" || f.verb == "shorten" || f.verb == "trim" || f.verb == "cut" || contains(f.verbs, "last")) &&
			sp.points[0] <= t.el.Start.Seconds() && secondsSaid(f):
			// "trim the city clip to 5 seconds" (it starts at 20): a length
			in["duration"] = sp.points[0]
			what = "last " + secs(sp.points[0])
		case len(sp.points) > 0 && contains(f.verbs, "start"):
			in["start"] = sp.points[0]
			what = "start at " + secs(sp.points[0])
			if end := t.el.End().Seconds(); closing(t, total) && sp.points[0] < end-1e-6 && !pastEndKept(t, sp.points[0], end) {
				// "make the closing text start at 64": what closes the video
				// keeps closing it, longer or shorter (it was moved whole,
				// past the end or away from it)
				in["end"] = end
				what += fmt.Sprintf(", still ending at %s", secs(end))
			}
		case len(sp.points) > 0 && (f.verb == "extend" || contains(f.verbs, "end") || f.verb == "shorten" || f.verb == "trim" || f.verb == "cut" || pointIsEnd(f)):
			if (f.verb == "trim" || f.verb == "cut" || f.verb == "shorten") && sp.points[0] > t.el.End().Seconds()+1e-6 {
				// "trim the logo, nothing happens after 20" with the logo
				// ending at 10: a trim never makes it longer (it ran to 20)
				return "", unreadf("%s already ends at %s; to make it longer, say \"make it end at %s\"", describe([]target{t}),
					secs(t.el.End().Seconds()), secs(sp.points[0]))
			}
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
			if why := showsAllItsFile(t); why != "" && (f.verb == "extend" || f.has("longer")) {
				// "alargá el clip del final": no length says how much, but no
				// length would do (it asked how long)
				return "", &cannot{why}
			}
			return "", unreadf("say how long, e.g. \"for 5 seconds\", \"until 0:12\" or \"for the whole video\"")
		}
		what += effectStartKeepsEnd(t, in, f)
		if st, ok := in["start"].(float64); ok && in["end"] == nil && in["duration"] == nil && t.track != timeline.TrackMain && runsPastEnd(st, cur, total) {
			// "make the song start at 3": as long as before would run past the
			// end of the video (it grew to 27 s with black under the song)
			in["end"] = total
			what += " and end with the video at " + secs(total)
		}
		if why := pastItsSource(t, in); why != "" {
			return "", &cannot{why}
		}
		_, err := s.call(tool, in)
		if overlaps(err) && t.track != timeline.TrackMain {
			// another element is in the way on this track: move to one with room
			st, _ := in["start"].(float64)
			if _, ok := in["start"]; !ok {
				st = t.el.Start.Seconds()
			}
			if moved, rerr := s.relocate(t, st); rerr == nil {
				in["elementId"] = moved.id
				s.touch(moved.id)
				_, err = s.call("update_timeline_element_timing", in)
			}
		}
		if d, grows := grownAtEnd(t, in); overlaps(err) && grows {
			// "make the interview 2 seconds longer": what follows moves
			// later to make room (it answered "move that first")
			said, perr := s.makeRoomOnMain(t.el.End().Seconds(), d)
			if perr != nil {
				return "", perr
			}
			if _, err = s.call(tool, in); err == nil && said != "" {
				pushed = append(pushed, said)
			}
		}
		if overlaps(err) {
			// "que la entrevista arranque en el 5": it cannot run over
			// another element of its track (the tool's error was the reply)
			if why := overlapNamed(s, t, in); why != "" {
				return "", &cannot{why}
			}
			return "", &cannot{fmt.Sprintf("%s would run over another element of its track; move that first, or say how long it should last", describe([]target{t}))}
		}
		if err != nil {
			return "", err
		}
	}
	s.touch(ids(ts)...)
	if len(pushed) > 0 {
		return fmt.Sprintf("Made %s %s and %s.", describe(ts), what, strings.Join(pushed, "; ")), nil
	}
	return fmt.Sprintf("Made %s %s.", describe(ts), what), nil
}

// withoutWhereItGoes leaves out of the things to move the one a later
// "over", "on top of", "sobre" leads to: "put the title over the beach at
// the end" moves the title (both were moved, to nowhere).
func withoutWhereItGoes(f *frame, r *resolver, ts []target) []target {
	var onto []string
	for i, n := range f.targets {
		if i > 0 && overBefore(f, n) {
			if es, err := r.elements(n); err == nil {
				onto = append(onto, ids(es)...)
			}
		}
	}
	kept := slices.DeleteFunc(slices.Clone(ts), func(t target) bool { return contains(onto, t.id) })
	if len(kept) == 0 {
		return ts
	}
	return kept
}

// sameLengthSaid: the clause asks for another thing's length, not its
// time ("the same length as the logo", "dure lo mismo que el logo");
// "as long as the logo" stays "while the logo shows".
func sameLengthSaid(f *frame) bool {
	raw := fold(f.c.raw)
	if firstPhrase(raw, "same length as", "mismo largo que") != "" {
		return true
	}
	lasts := contains(f.verbs, "last") || f.verb == "last"
	return lasts && firstPhrase(raw, "the same as", "lo mismo que", "tanto como", "igual que", "el mismo tiempo que") != ""
}

// namedPart is the part of the video a clause named as its thing ("the
// second part", "the first half") when that is less than the whole video.
func namedPart(f *frame, sp span, total float64) (a, b float64, ok bool) {
	if len(sp.ranges) != 1 || !slices.ContainsFunc(f.targets, func(n np) bool { return n.kind == "part" }) {
		return 0, 0, false
	}
	a, b = sp.ranges[0].a, math.Min(sp.ranges[0].b, total)
	return a, b, a > 0 || b < total
}

// outsideOf is the one stretch of the video outside the stretch a clause
// left out ("except the first 5 seconds"); a stretch in the middle leaves
// two, and an element shows for one, so it is asked.
func outsideOf(sp span, total float64) (float64, float64, error) {
	if len(sp.ranges) != 1 {
		return 0, 0, unreadf("say the stretch to leave out as times, e.g. \"except the last 5 seconds\"")
	}
	switch x := sp.ranges[0]; {
	case x.a <= 1e-6 && x.b < total-1e-6:
		return x.b, total, nil
	case x.b >= total-1e-6 && x.a > 1e-6:
		return 0, x.a, nil
	default:
		return 0, 0, unreadf("it shows for one stretch: say it as times, e.g. \"from 0 to %s\"", secs(x.a))
	}
}

// pastEndKept: keeping the end of a closing clip while it starts at start
// would show more than its file has ("que el clip de la cocina empiece en
// el 56", a 10 s file): then it moves whole, as "move" does.
func pastEndKept(t target, start, end float64) bool {
	return pastItsSource(t, map[string]any{"start": start, "end": end}) != ""
}

// pastItsSource says why a clip cannot last what the timing asks: a video
// or sound shows its file from where it is trimmed to the file's end and no
// further ("extend the city clip 2 seconds" on a clip that shows all of its
// 12 s file answered with the tool's "Duration exceeds source duration").
func pastItsSource(t target, in map[string]any) string {
	el := t.el
	if !el.IsMedia() {
		return ""
	}
	start := el.Start.Seconds()
	if v, ok := in["start"].(float64); ok {
		start = v
	}
	var dur float64
	switch {
	case in["duration"] != nil:
		dur = in["duration"].(float64)
	case in["end"] != nil:
		dur = in["end"].(float64) - start
	default:
		return ""
	}
	from, most := el.TrimStart.Seconds(), (el.SourceDuration - el.TrimStart).Seconds()
	if dur <= most+1e-9 {
		return ""
	}
	why := "its file is " + secs(el.SourceDuration.Seconds()) + " long"
	if from > 0 {
		why += " and the clip starts " + secs(from) + " into it"
	}
	return fmt.Sprintf("%s can last at most %s, not %s: %s", describe([]target{t}), secs(most), secs(dur), why)
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

// copyDestination: the last of several things named is where the copy
// goes ("to the city clip", "al clip de la ciudad"), one element that is
// not a copy's kind of thing (a clip of the main track, a text).
func copyDestination(f *frame, r *resolver) (target, bool) {
	if len(f.targets) < 2 {
		return target{}, false
	}
	last := f.targets[len(f.targets)-1]
	if !contains([]string{"to", "in", "on", "at", "over"}, last.prep) && !dative(f, last) || last.pron {
		return target{}, false
	}
	ts, err := r.elements(last)
	if err != nil || len(ts) != 1 {
		return target{}, false
	}
	first, err := r.elements(f.targets[0])
	if err != nil || len(first) == 0 || first[0].track == ts[0].track {
		return target{}, false
	}
	return ts[0], true
}

func numberAmount(f *frame) float64 {
	for _, a := range f.amounts {
		if a.kind == "number" {
			return a.v
		}
	}
	return 0
}

// duplicarSaid: the verb said is Spanish "duplicar", which is both "to
// copy" and "to double".
func duplicarSaid(f *frame) bool {
	return strings.HasPrefix(fold(f.verbSaid), "duplic")
}

// copyOrDouble asks which "duplicar" means when both fit: a thing with
// sound whose volume an earlier part of the request just set ("bajá la
// música al 20% y después duplicala" copied the music). Said of a
// picture, or of a sound with no volume said before, it is a copy.
func copyOrDouble(s *sim, f *frame, ts []target) *question {
	if !duplicarSaid(f) || len(ts) != 1 {
		return nil
	}
	t := ts[0]
	if !s.volumeChanged(t) {
		return nil
	}
	v := int(t.el.Audio.Volume*100 + 0.5)
	return &question{fmt.Sprintf("A copy of %s, or its volume doubled (%d%% to %d%%)? Say \"copiala\" for a copy or \"poné el volumen al doble\" for %d%%.", describe(ts), v, 2*v, 2*v)}
}

// planDuplicate copies elements, at a time when one is said.
func planDuplicate(s *sim, f *frame, r *resolver, sp span) (string, error) {
	f = quotedTextCopied(f, r)
	if err := copyPlaceUnresolved(f, r); err != nil && len(sp.points) == 0 && len(sp.ranges) == 0 {
		return "", err // "repeat the star on the reading corner photo too" (copyplaced.go)
	}
	if to, ok := copyDestination(f, r); ok && len(sp.points) == 0 && len(sp.ranges) == 0 {
		// "copy the logo to the city clip": a copy where that clip starts
		// (the city clip was copied too)
		g := *f
		g.targets = f.targets[:len(f.targets)-1]
		sp.points = []float64{to.el.Start.Seconds()}
		f = &g
	}
	if duplicarSaid(f) && hasWord(f, "volumen", "volume") {
		// "duplicá el volumen de la música", "duplicá su volumen": Spanish
		// "duplicar" said of a volume is doubling it (it was "say what to
		// duplicate")
		g := *f
		g.mods = append(slices.Clone(f.mods), "double")
		if len(g.targets) == 0 && r.ctx != nil && r.ctx.intent == "volume" && len(r.ctx.last) == 1 {
			// "subí la música al 40% y duplicá el volumen": of the sound
			// the clause before set (80%; it was "say whose")
			g.targets = []np{{said: "su", pron: true}}
		}
		if len(g.targets) == 0 && !hasWord(f, "su", "its") {
			// "duplicá el volumen": of which sound was not said (every
			// sound would be doubled)
			return "", unreadf("say whose volume to double, e.g. \"poné la música al doble\"")
		}
		if len(g.targets) == 0 {
			g.targets = []np{{said: "su", pron: true}} // "duplicá su volumen": the thing just named
		}
		return planVolume(s, &g, r, sp)
	}
	ts, err := targetsOf(f, r)
	if err != nil {
		return "", err
	}
	if len(ts) == 0 || wholeVideo(f, r) {
		return "", unreadf("say what to duplicate, e.g. \"duplicate the logo at 10s\"")
	}
	if q := copyOrDouble(s, f, ts); q != nil {
		return "", q
	}
	in := map[string]any{"elementIds": ids(ts)}
	where := "right after the original"
	dur := ts[0].el.Duration.Seconds()
	if sp.duration > 0 && len(ts) == 1 {
		dur = sp.duration // "show the logo again at 20 for 2 seconds"
	}
	if restated, ok := endRestatedAsRange(sp, s.total()); ok || len(restated.ranges) == 1 && len(restated.points) == 0 && !restated.until && len(sp.ranges)+len(sp.points) > 1 {
		if !ok || len(ts) != 1 || ts[0].track == timeline.TrackMain {
			// "copy the hall clip to the end, from 50 to 60": a clip goes
			// after the last one, so the stretch says something else
			return "", &question{fmt.Sprintf("Where should the copy of %s go: at the end of the video, or from %s to %s? Say one.",
				describe(ts), secs(restated.ranges[0].a), secs(restated.ranges[0].b))}
		}
		sp = restated
	}
	if t, ok := sp.point(); ok && f.has("later", "earlier") {
		// "duplicate the heart 5 seconds later": that long after the
		// original starts, as a move by that much (the copy went to 5 s)
		if f.has("earlier") {
			t = -t
		}
		t = math.Max(0, ts[0].el.Start.Seconds()+t)
		in["start"], where = t, "at "+secs(t)
	} else if ok {
		total := s.total()
		if at, said := timeBesideEnd(sp, total); said && timesJoined(f) {
			// "duplicate the logo at 20 and at the end", "copiá el logo en
			// el 20 y al final": two places, so maybe two copies (one copy
			// went to 20 s and the end was dropped: silent); asked
			return "", &question{fmt.Sprintf("Two copies of %s, one at %s and one at the end, or only one? Say one time per request.",
				describe(ts), secs(at))}
		}
		if at, said := timeBesideEnd(sp, total); said && ts[0].track != timeline.TrackMain {
			// "copiá el título al final, en el 57": the time said is where
			// it goes, the end only where; what would run past the end is
			// shortened, and said (it was moved to 56 s, silent)
			t = at
			if t+dur > total+1e-9 && total-t >= 0.5 && len(ts) == 1 {
				dur = total - t
				where = fmt.Sprintf("at %s, shortened to %s so it ends with the video", secs(t), secs(dur))
			} else if t+dur > total+1e-9 {
				return "", &question{fmt.Sprintf("A copy of %s at %s would run past the end of the video (%s): shorten it, or say another time?", describe(ts), secs(t), secs(total))}
			} else {
				where = "at " + secs(t)
			}
			in["start"] = t
		} else {
			if t >= total-1e-9 && ts[0].track != timeline.TrackMain {
				// "at the end": the copy ends with the video
				t = math.Max(0, total-dur)
			}
			in["start"], where = t, "at "+secs(t)
		}
	} else if len(sp.ranges) > 0 {
		start := sp.ranges[0].a
		if sp.until && ts[0].track == timeline.TrackMain && sp.ranges[0].b >= s.total()-1e-9 {
			// "copy the photo to the very end": a clip of the main track goes
			// after the last one, as "at the end" (it was put over the last
			// clip's end, pushing the clips after it)
			start = s.total()
		} else if sp.until {
			start = math.Max(0, sp.ranges[0].b-(ts[0].el.Duration.Seconds()))
		}
		in["start"], where = start, "at "+secs(start) // it said "at 0s" of a copy put at the end
		if r := sp.ranges[0]; !sp.until && !sp.after && !sp.openEnd && sp.duration == 0 && len(ts) == 1 && ts[0].track != timeline.TrackMain && r.b > r.a {
			// "add the heart again during the hug video", "show the logo
			// again from 20 to 30": the copy shows for that stretch (it kept
			// the original's length, and ended before the clip did)
			dur = r.b - r.a
		}
	}
	// "copy the heart to the top left": a second one there, shown with the
	// first (the copy went right after the original, in the same place)
	pos := placeOf(f)
	placed := pos != "" && pos != "corner" && len(ts) == 1 && ts[0].el.Visual != nil && ts[0].el.Text == nil && f.count <= 1
	if placed && in["start"] == nil && sitsAt(s.p(), ts[0], []string{pos}) && placeRightAfterThing(f) {
		// "duplicate the logo at the top" of a logo already there: a copy
		// shown with it would lie on it, unseen; where it goes is asked
		return "", &question{fmt.Sprintf("%s is already at the %s, so a copy shown with it there would not be seen: where should the copy go? Say another place (e.g. \"a copy at the bottom left\") or a time (e.g. \"duplicate it at 20s\").",
			describe(ts), strings.ReplaceAll(pos, "-", " "))}
	}
	if placed && in["start"] == nil {
		in["start"], where = ts[0].el.Start.Seconds(), "at "+secs(ts[0].el.Start.Seconds())
	}
	// "duplicate the logo 3 times": each copy right after the one before
	times := max(1, f.count)
	if times > 1 && in["start"] != nil {
		return "", unreadf("say either a time or how many copies, not both")
	}
	if times > 20 {
		return "", unreadf("at most 20 copies at once")
	}
	roomSaid := ""
	if times == 1 && in["start"] == nil && len(ts) == 1 && ts[0].track == timeline.TrackMain {
		// "duplicá el clip del nene asi se ve dos veces seguidas": the copy
		// of a main clip goes right after it on the main track, and the
		// clips after it move later to make room (it went over them, on
		// an overlay track, and they kept their times: silent)
		var err error
		if roomSaid, err = s.makeRoomOnMain(ts[0].el.End().Seconds(), ts[0].el.Duration.Seconds()); err != nil {
			return "", err
		}
	}
	var all []string
	for range times {
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
		if dur != ts[0].el.Duration.Seconds() && len(made) == 1 {
			if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": made[0], "duration": dur}); err != nil {
				return "", err
			}
		}
		if placed && len(made) == 1 {
			if err := s.placeCopy(made[0], pos, f); err != nil {
				return "", err
			}
			where += " " + pos
		}
		s.touch(made...)
		all = append(all, made...)
		in = map[string]any{"elementIds": made}
	}
	if times > 1 {
		where = fmt.Sprintf("%d times, one after the other", times)
	}
	if roomSaid != "" {
		roomSaid = "; " + roomSaid
	}
	return fmt.Sprintf("Duplicated %s %s (%s)%s.", describe(ts), where, strings.Join(all, ", "), roomSaid), nil
}

// placeRightAfterThing: the place is said right after the one thing
// ("duplicate the logo at the top", "duplicá el logo arriba"), where it
// may also say which one.
func placeRightAfterThing(f *frame) bool {
	if len(f.targets) != 1 || f.targets[0].end < 0 {
		return false
	}
	k := f.targets[0].end
	if k < len(f.c.toks) && f.c.toks[k].word("at", "in", "on", "en", "a", "al", "de", "del", "to") {
		k = skipDets(f.c.toks, k+1)
	}
	return k < len(f.c.toks) && f.c.toks[k].has(cPos)
}

// placeCopy puts a new copy at a place of the frame.
func (s *sim) placeCopy(id, pos string, f *frame) error {
	t, ok := s.target(id)
	if !ok {
		return &cannot{"the copy " + id + " went missing"}
	}
	_, err := s.call("update_clip", placement(s.p(), t, pos, f))
	return err
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
	if x, ok := s.target(id); ok {
		return x, nil
	}
	return target{}, &cannot{"the copy of " + t.id + " went missing"}
}

// overlaps reports a tool error that says a time range is taken.
func overlaps(err error) bool {
	return err != nil && strings.Contains(err.Error(), "overlaps another element")
}

// overlapNamed says which element on t's track the change in would run into,
// and where it is, so the refusal names it: "move the kitchen clip to 56"
// meets the interview before it, not "what follows" (the tool's error
// named no element; the planner's named the wrong side).
func overlapNamed(s *sim, t target, in map[string]any) string {
	start, dur := t.el.Start.Seconds(), t.el.Duration.Seconds()
	if v, ok := in["start"].(float64); ok {
		start = v
	}
	end := start + dur
	if v, ok := in["duration"].(float64); ok {
		end = start + v
	}
	if v, ok := in["end"].(float64); ok {
		end = v
	}
	for _, o := range all(s.p()) {
		a, b := o.el.Start.Seconds(), o.el.End().Seconds()
		if o.trackID != t.trackID || o.id == t.id || a >= end-1e-6 || b <= start+1e-6 {
			continue
		}
		side := "move that first, or say how long it should last"
		if a < start {
			side = "move that first, or pick a time where its track has room"
		}
		return fmt.Sprintf("%s from %s to %s would run over %s, at %s–%s, on its track; %s",
			describe([]target{t}), secs(start), secs(end), describe([]target{o}), secs(a), secs(b), side)
	}
	return ""
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
				cut, err := trimEdgePoint(f, t, ts[0], edge) // "at 8" is a moment, "by 8" an amount (trimedgepoint.go)
				if err != nil {
					return "", err
				}
				if cut > 0 {
					d = cut
				}
			}
		}
	}
	if d == 0 {
		d = numberAmount(f)
	}
	if d == 0 && (edge == "start" || edge == "end") {
		d = edgeToMoment(f, ts[0], edge) // "recorta el final del retorneado desde el 35" (edgemoment.go)
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

// renderWords are the formats and presets planRender reads.
var renderWords = map[string]bool{"webm": true, "mp4": true, "h264": true, "fast": true, "quick": true, "draft": true,
	"rapido": true, "rapida": true, "borrador": true, "quality": true, "best": true, "calidad": true, "hq": true, "maxima": true}

// planRender exports the video ("render it as webm", "exportá en calidad
// alta"): the render tool writes the file where the application keeps
// exports.
func planRender(s *sim, f *frame, sp span) (string, error) {
	in := map[string]any{}
	for _, t := range f.c.toks {
		switch {
		case t.kind != tWord || !renderWords[t.text]:
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

// endSaid: the clause's only time is "the end" of the video ("al final").
// videoEndBesideLength: the clause says a length and, apart from it, the
// end of the video as a place ("3 segundos, al final", "for 3 seconds at
// the end"), not the end of a thing ("at the end of the interview").
func videoEndBesideLength(f *frame) bool {
	length, end := false, false
	for _, t := range f.times {
		switch {
		case t.kind == "duration":
			length = true
		case (t.kind == "span" || t.kind == "point") && t.a.span == "end" && t.a.anchor == nil:
			end = true
		default:
			return false
		}
	}
	return length && end
}

func endSaid(f *frame) bool {
	return len(f.times) == 1 && f.times[0].kind == "span" && f.times[0].a.span == "end" && f.times[0].a.anchor == nil
}

// endEdgeSaid: the clause's one time is the end of the video or of an
// element said as a place ("al final", "al final de la entrevista"), not
// a moment something happens ("when the interview ends").
func endEdgeSaid(f *frame) bool {
	return len(f.times) == 1 && (f.times[0].kind == "span" || f.times[0].kind == "point") && f.times[0].a.span == "end"
}

// byImplied: the clause's one time is a length said with its unit and no
// preposition ("acortá la entrevista 5 segundos") or with the Spanish "en"
// ("alargá el logo en 2 segundos"), so it is how much. byImplied is asked
// only of lengthening and shortening verbs: "poné el logo en 2 segundos"
// stays a time.
func byImplied(f *frame) bool {
	if f.verb != "extend" && lengthToA(f) {
		return false // "acortá el soundcheck a 6 segundos": to 6 (lengthtoa.go)
	}
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].bare || f.times[0].first == 0 || !secondsSaid(f) {
		return false
	}
	at := f.c.toks[f.times[0].first]
	if at.word("en") {
		return true // the phrase starts at its "en"
	}
	return !f.c.toks[f.times[0].first-1].has(cPrep) && !at.has(cPrep)
}

// lengthAfterComma: the clause's one time is a length in seconds said
// last, after a comma ("stay longer, 8 seconds", "más tiempo, 8
// segundos"): it restates how long, not how much more.
func lengthAfterComma(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].first == 0 || !secondsSaid(f) || moreByTheLength(f) {
		return false
	}
	i := f.times[0].first - 1
	if i > 0 && f.c.toks[i].word("unos", "unas", "about", "around", "like") {
		i-- // "más, unos 8 segundos"
	}
	return f.c.toks[i].kind == tPunct && f.c.toks[i].text == ","
}

// lengthLeft: the one time, in seconds, follows "only", "just", "solo"
// ("solo 6 segundos", "so it's only 8 seconds"): what is left, not how
// much to take off.
func lengthLeft(f *frame) bool {
	if len(f.times) != 1 || f.times[0].kind != "point" || f.times[0].first == 0 || !secondsSaid(f) {
		return false
	}
	before := f.c.toks[f.times[0].first-1]
	return before.kind == tWord && before.word("only", "just", "solo", "solamente", "nomas", "unicamente", "apenas")
}

// secondsSaid: the clause's one time was said in seconds or minutes ("5
// seconds", "2 min"), not as a clock time.
func secondsSaid(f *frame) bool {
	if len(f.times) != 1 {
		return false
	}
	said := f.times[0].said
	for _, u := range []string{"sec", "seg", "min", "s"} {
		if strings.Contains(said, u) && !strings.Contains(said, ":") {
			return true
		}
	}
	return false
}

// startSaid: a verb of starting said as such ("start", "begin",
// "arranque"), not one of showing ("appear", "pop up") that a time span
// goes with.
func startSaid(f *frame) bool {
	for _, t := range f.c.toks {
		if t.kind != tWord || !t.has(cVerb, "start") {
			continue
		}
		w := fold(t.text)
		if !strings.HasPrefix(w, "appear") && !strings.HasPrefix(w, "apare") && !strings.HasPrefix(w, "pop") && !strings.HasPrefix(w, "show") {
			return true
		}
	}
	return false
}

// durationMultiple reads how long a thing lasts said as a multiple of
// what it lasts now: "make the title last twice as long", "stay on screen
// three times as long", "half as long" (the size was doubled, or "3 times"
// left out). A size said too ("twice as big and long") is not.
func durationMultiple(f *frame) (float64, bool) {
	if !lastingSaid(f) || f.hasProp("size") || f.has("bigger", "smaller") || hasWord(f, "big", "large", "wide", "tall", "grande", "ancho", "alto") {
		return 0, false
	}
	if len(f.amounts) == 1 && f.amounts[0].kind == "factor" && f.count == 0 {
		return f.amounts[0].v, f.amounts[0].v > 0 // "three times as long", read as a factor of size
	}
	if len(f.amounts) > 0 {
		return 0, false
	}
	switch {
	case f.has("double"):
		return 2, true
	case f.has("triple"):
		return 3, true
	case f.has("half"):
		return 0.5, true
	case f.count > 1 && f.count <= 10:
		return float64(f.count), true
	}
	return 0, false
}

// lastingSaid: the clause says how long a thing lasts, by the property
// ("length", "duración") or by a verb of lasting read as "for" ("la
// llegada que dure la mitad", "que duren el doble": it was a volume at
// half, silent).
func lastingSaid(f *frame) bool {
	return f.hasProp("duration") || hasWord(f, "que dure", "que duren", "dure", "duren")
}

// destinationOnTheWay: the clause's one time is a point said after "at",
// "to", "a los" and lies the way "earlier" or "later" says from where the
// element starts now: where it goes, not how far.
func destinationOnTheWay(f *frame, at, now float64) bool {
	if len(f.times) != 1 {
		return false
	}
	t := f.times[0]
	if t.kind != "point" || t.a.anchor != nil || t.prep != "at" && t.prep != "to" {
		return false
	}
	if f.has("earlier") {
		return at < now
	}
	return at > now
}

// levelOrMoment: "take the music to 0.3" names a sound and a bare
// fraction of a second, which is a volume as well (after "the music is
// drowning out Ana" it was moved to start at 0.3 s): asked. "move" says
// a time.
func levelOrMoment(f *frame, ts []target, sp span, start float64) error {
	takenTo := strings.HasPrefix(f.verbSaid, "take") || strings.HasPrefix(f.verbSaid, "bring") || strings.HasPrefix(f.verbSaid, "llev")
	if !takenTo || !sp.bare || len(sp.points) != 1 || start <= 0 || start >= 1 {
		return nil
	}
	for _, t := range ts {
		if t.el.Audio == nil || t.el.Visual != nil {
			return nil
		}
	}
	return &question{fmt.Sprintf("Set the volume of %s to %g%%, or move it to start at %s? Say e.g. \"set it to %g%%\" or \"move it to %s\".",
		describe(ts), start*100, secs(start), start*100, secs(start))}
}

// wholeLengthAsk asks where a whole video made shorter should lose its
// time: "make the video 60 seconds long", "que el video dure 60 segundos"
// with 92 s of content say a length, not what goes (its last 32 s went,
// with two b-roll clips and the closing title in them). "Cut the video to
// 60 seconds" says cut, and cuts the end.
func wholeLengthAsk(s *sim, d, total float64) string {
	gone := filter(all(s.p()), func(t target) bool {
		return t.track == timeline.TrackMain && t.el.End().Seconds() > d+1e-9
	})
	ask := fmt.Sprintf("The video is %s long; making it %s long means removing %s. Cut the end (%s–%s", secs(total), secs(d), secs(total-d), secs(d), secs(total))
	if len(gone) > 0 {
		ask += ": " + describe(gone)
	}
	return ask + fmt.Sprintf(")? Say \"cut the video to %s\", or say which part to remove.", secs(d))
}

// cutSaid: the clause says to cut ("shorten the video by 4 seconds", "trim
// it to 20 seconds"): the end is what goes, as editors do.
func cutSaid(f *frame) bool {
	return f.verb == "shorten" || f.verb == "trim" || f.verb == "cut" || hasPrep(f, "by") || f.c.endCut
}

// bothEndsSaid: the one time said has both its ends ("from when the
// customers clip starts till the end"): the element runs then, not "from
// that start, as long as before" (it kept its length and ended at 50 of 60).
func bothEndsSaid(f *frame) bool {
	return len(f.times) == 1 && f.times[0].kind == "range" && f.times[0].prep == "from"
}

// itStartsUnbound: "empezalo en el 3", "start it at 3" with nothing named
// before for "it": which thing starts then is asked (the video's first 3
// seconds were cut). "El logo, empezalo en el 3" and "start the video at
// 3" name it; "end it at 6" stays the video's end, as decided before.
func itStartsUnbound(f *frame, r *resolver, sp span) *question {
	if sp.duration > 0 || len(sp.points) != 1 || len(sp.ranges) > 0 {
		return nil
	}
	for _, n := range f.targets {
		if !n.pron || n.kind != "" || n.names != nil {
			return nil
		}
	}
	if c := r.ctx; c != nil && (len(c.last) > 0 || len(c.coord) > 0 || c.hasSpan || c.timeSaid != "") {
		return nil
	}
	if f.verb != "start" && !contains(f.verbs, "start") || contains(f.verbs, "end") {
		return nil // "end it at 6" with nothing before is the video's end (lead22)
	}
	at := secs(sp.points[0])
	return &question{fmt.Sprintf("What should start at %s? Nothing was named before %q: say it, e.g. \"start the logo at %s\", or \"cut the first %s\" for the video.",
		at, f.targets[0].said, at, at)}
}

// timesJoined: two times said with "and"/"y" (or "plus", "&") between
// them: two moments, not one moment beside the end ("al final, en el 57").
func timesJoined(f *frame) bool {
	if len(f.times) != 2 {
		return false
	}
	a, b := min(f.times[0].first, f.times[1].first), max(f.times[0].first, f.times[1].first)
	if a < 0 || b > len(f.c.toks) {
		return false
	}
	return slices.ContainsFunc(f.c.toks[a+1:b], func(t token) bool {
		return t.kind == tWord && t.word("and", "y", "e", "plus", "&", "and also", "y también", "y tambien")
	})
}

// timeBesideEnd: the span holds the video's end and one other moment said
// beside it ("al final, en el 57", "at the end, at 0:57"): that moment,
// where a thing said to go "at the end" goes.
func timeBesideEnd(sp span, total float64) (float64, bool) {
	if len(sp.points) != 2 || len(sp.ranges) > 0 {
		return 0, false
	}
	a, b := sp.points[0], sp.points[1]
	switch {
	case a >= total-1e-9 && b < total-1e-9:
		return b, true
	case b >= total-1e-9 && a < total-1e-9:
		return a, true
	}
	return 0, false
}

// headLater: the clause's one time is a length in seconds said after a
// purpose of starting and before "later" ("so it starts 2 seconds
// later", "para que empiece 2 segundos después"): the start moves by it.
func headLater(f *frame) bool {
	return len(f.times) == 1 && f.times[0].kind == "point" && secondsSaid(f) && f.startSaidBefore(f.times[0].first) && f.has("later")
}
