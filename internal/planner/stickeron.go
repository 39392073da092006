package planner

import (
	"fmt"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A sticker said to belong on another clip of the main track, as a
// correction: "the heart sticker should be on toby not on luna", "the
// lightning should be on the pushups not the squats". It moves to where
// that clip starts, as long as it was. The first was refused ("does not
// act on not"), the second read as a fix of a text's words (Squats →
// Pushups: silent).
//
// A plain "put the star on the sofia clip" is not read this way, nor "the
// star should go on the sofia clip instead": that rule (clipDestination)
// made a blind case silent and was taken out, and i13x2 keeps both
// asked. Only the correction that says the clip it is on now, with "not",
// and is right about it, is read.

// stickerOnClip plans the move; ok is false when the clause is no such
// correction.
func stickerOnClip(s *sim, f *frame, r *resolver) (string, bool, error) {
	if f.verb != "" && f.verb != "move" && f.verb != "put" && f.verb != "add" {
		return "", false, nil
	}
	nps := clauseNPs(f)
	if len(nps) < 2 {
		return "", false, nil
	}
	x := nps[0]
	if x.det == "a" || x.pron || (x.sticker == "" && x.kind != "sticker") {
		return "", false, nil // "poné una estrella en el podio": a new one
	}
	xs, err := r.elements(x)
	if err != nil || len(xs) != 1 || xs[0].el.Sticker == nil {
		return "", false, nil
	}
	st := xs[0]
	var to, from *target
	for _, n := range nps[1:] {
		c, ok := oneMainClip(r, n)
		if !ok {
			return "", false, nil // another thing said: not this reading
		}
		switch {
		case negatedBefore(f.c.toks, n.first):
			if from != nil {
				return "", false, nil
			}
			from = &c
		case to == nil && onPrep(f.c.toks, n):
			to = &c
		default:
			return "", false, nil
		}
	}
	if to == nil {
		return "", false, nil
	}
	a, at := to.el.Start.Seconds(), st.el.Start.Seconds()
	if from == nil || from.id == to.id || at < from.el.Start.Seconds()-1e-6 || at >= from.el.End().Seconds()-1e-6 {
		return "", false, nil // no clip it is on said, or not the one it is on: asked as before
	}
	id := st.id
	_, err = s.call("move_timeline_elements", map[string]any{"elementIds": []string{st.id}, "start": a})
	if overlaps(err) {
		// another sticker is there on its track: it goes to one with room
		moved, rerr := s.relocate(st, a)
		id, err = moved.id, rerr
	}
	if err != nil {
		return "", true, err
	}
	s.touch(id)
	d := st.el.Duration.Seconds()
	return fmt.Sprintf("Moved %s to %s–%s, over %s (as long as before).", describe([]target{st}), secs(a), secs(a+d), describe([]target{*to})), true, nil
}

// clauseNPs: the clause's noun phrases in the order said, the things its
// times are said of among them ("on toby" may be read as a time).
func clauseNPs(f *frame) []np {
	out := append([]np(nil), f.targets...)
	for _, te := range f.times {
		for _, v := range []*timeVal{&te.a, &te.b} {
			if v.anchor != nil && !npAt(out, v.anchor.first) {
				out = append(out, *v.anchor)
			}
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].first < out[j-1].first; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func npAt(ns []np, first int) bool {
	for _, n := range ns {
		if n.first == first {
			return true
		}
	}
	return false
}

// oneMainClip: n names exactly one clip of the main track.
func oneMainClip(r *resolver, n np) (target, bool) {
	ts, err := r.elements(onMainTrack(n))
	if err != nil || len(ts) != 1 || ts[0].track != timeline.TrackMain {
		return target{}, false
	}
	return ts[0], true
}

// negatedBefore: "not", "no" or "instead of" right before the thing at i
// ("not on luna", "no en el podio", "instead of the squats").
func negatedBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		t := toks[k]
		if t.word("not", "no", "instead of", "rather than", "en vez de", "en lugar de", "vez", "lugar") || strings.HasPrefix(t.text, "instead of") ||
			strings.HasPrefix(t.text, "en vez") || strings.HasPrefix(t.text, "en lugar") {
			return true
		}
		if !t.word("on", "onto", "over", "in", "en", "sobre", "the", "el", "la", "los", "las", "de", "del", "of", "from", "and", "y", "but", "pero") {
			return false
		}
	}
	return false
}

// onPrep: the thing is said as where it goes ("on toby", "onto the
// interview", "en la entrevista", "sobre el podio").
func onPrep(toks []token, n np) bool {
	if n.prep == "on" || n.prep == "onto" || n.prep == "over" {
		return true
	}
	for k := n.first - 1; k >= 0 && k >= n.first-2; k-- {
		if toks[k].word("on", "onto", "over", "en", "sobre", "encima de", "arriba de") {
			return true
		}
		if !toks[k].has(cDet) {
			return false
		}
	}
	return false
}
