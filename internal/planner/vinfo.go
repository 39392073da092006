package planner

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// planHistory plans undo and redo ("undo twice", "deshacé los últimos 2
// cambios"). A clause of this same request is taken back (or given back)
// on the scratch copy, so the plan simply leaves its steps out.
func planHistory(s *sim, f *frame, tool string) (string, error) {
	all := len(s.ed.History.Undo) + len(s.done) // "undo everything": every change there is
	if tool == "redo" {
		all = len(s.ed.History.Redo) + len(s.undone)
	}
	n, err := historyCount(f, all)
	if err != nil {
		return "", err
	}
	for range n {
		if tool == "undo" && len(s.done) > 0 {
			last := s.done[len(s.done)-1]
			s.done = s.done[:len(s.done)-1]
			s.restore(last.before)
			s.steps = s.steps[:len(s.steps)-len(last.steps)]
			s.undone = append(s.undone, last)
			continue
		}
		if tool == "redo" && len(s.undone) > 0 {
			last := s.undone[len(s.undone)-1]
			s.undone = s.undone[:len(s.undone)-1]
			s.restore(last.after)
			s.steps = append(s.steps, last.steps...)
			s.done = append(s.done, last)
			continue
		}
		if _, err := s.call(tool, map[string]any{}); err != nil {
			return "", err
		}
	}
	verb := "Undid"
	if tool == "redo" {
		verb = "Redid"
	}
	if n == 1 {
		return verb + " the last change.", nil
	}
	return fmt.Sprintf("%s the last %d changes.", verb, n), nil
}

// undoneThing is the thing an undo names ("undo the vignette", "deshacé
// el logo"), other than words of history ("the last change").
func undoneThing(f *frame) (np, bool) {
	for _, n := range f.targets {
		if historyWords[n.noun] || n.pron && n.names == nil || keptInUndo(f, n) {
			continue
		}
		if n.kind != "" || !historyNames(n, "undo") {
			return n, true
		}
	}
	if len(f.effects) == 1 && len(f.targets) == 0 {
		return np{said: f.saidFor(cEffect, f.effects[0]), det: "the", kind: "effect", effect: f.effects[0]}, true
	}
	return np{}, false
}

// planUndoThing takes back the thing an undo names: the last change when
// that change made or changed it, else the thing itself is removed when it
// is something added over the video (an effect, a sticker, a text, an
// overlay); a clip of the main track is asked about. ("undo the vignette"
// undid the last change, whatever it was.)
func planUndoThing(s *sim, f *frame, r *resolver, n np) (string, error) {
	if thing, ok := thingChangeSaid(f, n); ok {
		return planUndoChangesOf(s, f, r, thing)
	}
	if f.count > 1 {
		return "", unreadf("say either how many changes to undo or what to remove, not both")
	}
	ts, err := r.elements(n)
	var before *timeline.Project
	if len(s.done) > 0 {
		before = s.done[len(s.done)-1].before.project
	} else if h := s.ed.History.Undo; len(h) > 0 {
		before = h[len(h)-1].State
	}
	if err != nil {
		// "undo the title" after the title was deleted: the last change removed it
		var nf *notFound
		if errors.As(err, &nf) && before != nil {
			if was, werr := newResolver(before, r.ctx).elements(n); werr == nil && len(was) > 0 {
				return planHistory(s, f, "undo")
			}
		}
		return "", err
	}
	if before != nil && changedSince(before, ts) {
		return planHistory(s, f, "undo")
	}
	for _, t := range ts {
		if t.track == timeline.TrackMain {
			return "", &question{fmt.Sprintf("The last change was not to %s: remove it, or undo the last change (say \"undo\")?", describe(ts))}
		}
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
		return "", err
	}
	return fmt.Sprintf("Removed %s (the last change was to something else, so it was not undone).", describe(ts)), nil
}

// keptInUndo: n is the object of a keep verb said after the undo ("undo,
// but keep the title as it is", "deshacé pero dejá la música como está"):
// it is the thing to leave alone, not the thing to take back (the title
// was removed).
func keptInUndo(f *frame, n np) bool {
	if n.prep == "without" || n.prep == "sin" {
		return true // "but keep the title" is read "without the title"
	}
	for i := max(f.verbAt+1, 0); i < n.first && i < len(f.c.toks); i++ {
		if f.c.toks[i].has(cVerb, "keep") {
			return true
		}
	}
	return false
}

// planUndoKeeping undoes the last change of a request that also says a
// thing to keep as it is: when the last change made or changed that thing
// it is asked, else the last change is undone and the kept thing named.
func planUndoKeeping(s *sim, f *frame, r *resolver) (string, error) {
	var kept []target
	for _, n := range f.targets {
		if !keptInUndo(f, n) || n.pron && n.names == nil {
			continue
		}
		ts, err := r.elements(n)
		if err != nil {
			return "", err
		}
		kept = append(kept, ts...)
	}
	if len(kept) == 0 {
		return planHistory(s, f, "undo")
	}
	n, err := historyCount(f, len(s.ed.History.Undo)+len(s.done))
	if err != nil {
		return "", err
	}
	// the state before the n changes to undo: this request's own changes
	// first, then the editor's history
	var before *timeline.Project
	if n <= len(s.done) {
		before = s.done[len(s.done)-n].before.project
	} else if h, k := s.ed.History.Undo, n-len(s.done); k <= len(h) {
		before = h[len(h)-k].State
	}
	if before != nil && changedSince(before, kept) {
		return "", &question{fmt.Sprintf("The changes to undo include one to %s, which you asked to keep as it is: undo anyway? Say \"undo\" to take them back.", describe(kept))}
	}
	reply, err := planHistory(s, f, "undo")
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s %s was kept as it is.", reply, describe(kept)), nil
}

// changedSince: the last change, from before, made or changed one of ts.
func changedSince(before *timeline.Project, ts []target) bool {
	was := map[string]*timeline.Element{}
	for _, t := range all(before) {
		was[t.id] = t.el
	}
	for _, t := range ts {
		old, ok := was[t.id]
		if !ok || !reflect.DeepEqual(*old, *t.el) {
			return true
		}
	}
	return false
}

// planInfo answers "what's on the timeline", "list the assets", "which
// effects are there", "what stickers do you have", "describe the logo":
// read tools, whose results the run prints.
func planInfo(s *sim, f *frame, r *resolver) (string, error) {
	switch {
	case f.nounIs("asset") || f.nounIs("music", "image", "video") && f.verb == "list" && len(f.targets) == 1 && f.targets[0].plural:
		typ := map[string]string{"music": "audio", "image": "image", "video": "video"}[f.targets[0].kind]
		in := map[string]any{}
		if typ != "" {
			in["type"] = typ
		}
		_, err := s.call("list_project_assets", in)
		return "Listing the project's assets.", err
	case f.nounIs("effect") && len(f.targets) == 1 && f.targets[0].effect != "":
		e, ok := videoEffects[f.targets[0].effect]
		if !ok {
			return "", &cannot{fmt.Sprintf("no %q effect for video", f.targets[0].effect)}
		}
		_, err := s.call("get_effect", map[string]any{"effectType": e.id})
		return "Describing the " + e.id + " effect.", err
	case f.nounIs("effect"):
		_, err := s.call("list_effects", map[string]any{})
		return "Listing the effects.", err
	case f.nounIs("sticker") && !existing(f, r):
		_, err := s.call("list_stickers", map[string]any{})
		return "Listing the stickers.", err
	case len(f.targets) == 1 && !wholeVideo(f, r):
		ts, err := targetsOf(f, r)
		if err != nil {
			return "", err
		}
		for _, t := range ts {
			if _, err := s.call("get_element", map[string]any{"elementId": t.id}); err != nil {
				return "", err
			}
		}
		return "Describing " + describe(ts) + ".", nil
	}
	if f.no != "" || len(f.unknown) > 1 && len(f.targets) == 0 {
		return "", unreadf("that is not a question about the project")
	}
	_, err := s.call("list_timeline", map[string]any{})
	return "Listing the timeline.", err
}

// planPreview renders a frame ("show me the frame at 5s").
func planPreview(s *sim, sp span) (string, error) {
	t, ok := sp.point()
	if !ok && len(sp.ranges) > 0 {
		t, ok = sp.ranges[0].a, true
	}
	if !ok {
		t = 0
	}
	_, err := s.call("preview_frame", map[string]any{"time": t})
	return "Rendering the frame at " + secs(t) + ".", err
}

// planAssetRead loads an asset into the model's context or transcribes it.
func planAssetRead(s *sim, f *frame, r *resolver, intent string) (string, error) {
	var id, name string
	for _, n := range f.targets {
		a, err := r.asset(n)
		if err == nil {
			id, name = a.ID, a.Name
			break
		}
		var q *question
		if errors.As(err, &q) {
			return "", err
		}
	}
	if intent == "analyze" {
		if id == "" {
			if len(s.p().Assets) == 1 {
				id, name = s.p().Assets[0].ID, s.p().Assets[0].Name
			} else {
				return "", unreadf("say which file to load, e.g. \"analyze the interview\"")
			}
		}
		if s.ed.Context == nil {
			// a step that needs a multimodal provider is never planned
			// without one: it could only fail ("hacé que el gato mire a
			// cámara" errored on it)
			return "", &cannot{"basic mode cannot look at " + name + " itself: no multimodal provider is configured (set GEMINI_API_KEY)"}
		}
		_, err := s.call("load_asset_context", map[string]any{"assetId": id})
		return "Loading " + name + " into the model's context.", err
	}
	in := map[string]any{}
	if id != "" {
		in["assetId"] = id
	}
	if f.lang != "" {
		in["language"] = f.lang
	}
	if _, err := s.call("transcribe_video", in); err != nil {
		return "", err
	}
	if name == "" {
		name = "the timeline's audio"
	}
	return "Transcribing " + name + " (" + strconv.Quote(orDefault(f.lang, "auto")) + ").", nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
