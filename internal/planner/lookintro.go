package planner

import (
	"fmt"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// introAsFirstClip reads "the intro", said as where a look goes ("blur
// the intro", "the intro is a bit overexposed, make it darker"), as the
// first clip of the main track, when that clip is short beside the video:
// it opens the video and is what people call its intro (it asked "Which
// part is intro?"). A first clip that is a large part of the video, or a
// video of one or two clips, stays asked. Only "intro": the closing
// stretch is read elsewhere, and other edits than looks keep asking.
func introAsFirstClip(f *frame, r *resolver, intent, which string) bool {
	if intent != "effect" && intent != "update effect" || which != "intro" || len(f.times) > 0 || f.has("outro") {
		return false
	}
	a, b, ok := sectionClip(r, which)
	if !ok {
		return false
	}
	f.times = append(f.times, timeExpr{kind: "range", a: timeVal{sec: a, set: true}, b: timeVal{sec: b, set: true}, said: "the intro"})
	return true
}

// sectionClip is the clip of the main track that people call the video's
// intro (its first clip) or outro (its last), when that clip is short
// beside the video; a video of one or two clips has no such clip.
func sectionClip(r *resolver, which string) (float64, float64, bool) {
	var main []target
	for _, t := range all(r.p) {
		if t.track == timeline.TrackMain {
			main = append(main, t)
		}
	}
	if len(main) < 3 {
		return 0, 0, false
	}
	sortByTime(main)
	clip := main[0]
	if which == "outro" {
		clip = main[len(main)-1]
	}
	a, b := clip.el.Start.Seconds(), clip.el.End().Seconds()
	if which == "intro" && a > 0.05 || which == "outro" && b < r.total()-0.05 || b-a > 15 || b-a > 0.25*r.total() {
		return 0, 0, false
	}
	return a, b, true
}

// introTimeOfNew reads "after the intro", "during the intro", "después de
// la intro", said as when a new text, sticker or clip shows ("after the
// intro add a title 'X' at the top for 3 secs"), when no element is called
// so: the intro (outro) is the video's first (last) short clip
// (sectionClip), and the new thing starts where the intro ends, or goes
// over it. sectionUnsaid leaves these edits alone ("add an intro title"
// names a kind of title), so the words were dropped and the title went at
// 0, a wrong time reported as done. With no such clip, "before the intro",
// "after the outro", or another time said beside it, which part is meant
// is asked.
func introTimeOfNew(f *frame, r *resolver, intent string) *question {
	if !contains([]string{"add text", "add sticker", "add media"}, intent) {
		return nil
	}
	toks := f.c.toks
	for i, t := range toks {
		if t.kind != tWord || !t.has(cMod, "intro") && !t.has(cMod, "outro") || !slices.Contains(sectionWords, fold(t.text)) || namesElement(r, t.text) {
			continue
		}
		if i+1 < len(toks) && toks[i+1].has(cKind) {
			continue // "right after the intro title": a thing named, whose time is read as it is (set 1 v015)
		}
		j := i - 1
		if j >= 0 && toks[j].has(cDet) {
			j--
		}
		if j < 0 || toks[j].kind != tWord || !toks[j].has(cPrep, "after", "before", "during", "in") {
			continue
		}
		which := "intro"
		if t.has(cMod, "outro") {
			which = "outro"
		}
		ask := &question{fmt.Sprintf("Which part is %q? Say the times, e.g. \"after 4s\" or \"from 0 to 4\".", t.text)}
		for _, te := range f.times {
			if te.kind != "duration" {
				return ask // a time said beside it: which one is meant
			}
		}
		a, b, ok := sectionClip(r, which)
		if !ok {
			return ask
		}
		te := timeExpr{said: toks[j].text + " the " + which, first: j}
		switch {
		case toks[j].has(cPrep, "after") && which == "intro" && intent == "add media":
			// "right after the intro put the crew clip": after the intro
			// clip, as "after the intro clip" says, so a clip goes into the
			// main track's order there (mainSeam); it went over the next
			// clip on the overlay track at the intro's end (set 42 v42-095)
			te.kind, te.prep = "from", "after"
			te.a = timeVal{anchor: &np{said: toks[j].text + " the " + which, det: "the", ord: 1, kind: "clip", noun: "clip", prep: "after", first: i, end: i + 1}}
		case toks[j].has(cPrep, "after") && which == "intro":
			te.kind, te.prep, te.a = "point", "at", timeVal{sec: b, set: true}
		case toks[j].has(cPrep, "during", "in") && !toks[j].has(cPrep, "after", "before"):
			te.kind, te.a, te.b = "range", timeVal{sec: a, set: true}, timeVal{sec: b, set: true}
		default:
			return ask // "before the intro", "after the outro"
		}
		f.times = append(f.times, te)
		return nil
	}
	return nil
}
