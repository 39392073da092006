package planner

import (
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// textShownDuring reads a text (or sticker) said by the clip it is shown
// over, or by the edge of the video, after a place word that alone leaves
// several: "borra el texto de abajo del lavado", "remove the caption on
// the living room", "borra el texto de abajo del principio", "delete the
// bottom text of the lunch clip". The place picked the texts at the
// bottom (three of them) and the clip or edge after it was dropped, so
// the reply asked which text; the clip, said with "of", "on", "over",
// "during" (de, del, en, sobre, durante), is when the text is shown.
//
// It takes evidence: the kind alone is asked about, the clip after it
// names one picture or clip of the main or overlay track (a name that
// finds a text or a sound is not this), and the kind shown while that
// clip plays (at the place said, if one is) is exactly one thing. With
// the text named by the same words as well ("the caption on the living
// room" where a text says "Living room"), both readings must agree. Else
// nothing changes and the question stays.
func (f *frame) textShownDuring(r *resolver) {
	toks := f.c.toks
	for k := 0; k < len(f.targets); k++ {
		n := f.targets[k]
		if n.kind != "text" && n.kind != "sticker" || !shownDuringBare(n) || n.first < 0 {
			// (a thing taken from the clause before has no words here: its
			// -1 was read as a token index, "..., it's already in the text")
			continue
		}
		if _, err := r.elements(n); !isQuestion(err) {
			continue // it names one already, or none
		}
		pick := n
		j := n.end
		at := -1
		if j < len(toks) && toks[j].word("de", "at", "in", "en") {
			if m := skipDets(toks, j+1); m < len(toks) && toks[m].has(cPos) {
				at = m // "el texto de abajo", "the text at the bottom"
			}
		} else if j < len(toks) && toks[j].has(cPos) {
			at = j
		} else if b := n.first - 1; b >= 0 && b != f.verbAt && toks[b].has(cPos) && !toks[b].has(cVerb) {
			at = b // "the bottom text of the wash clip"
		}
		if at >= 0 {
			l, _ := toks[at].get(cPos)
			// (a place word that ends in "of" was read as the clip's
			// preposition: "abajo de la ciudad", under the city)
			ofNext := placeEndsInOf(toks[at].text) && k+1 < len(f.targets) && f.targets[k+1].first == at+1
			if n.at != "" && n.at != l.val || n.at == "" && f.used != nil && f.used[at] && !ofNext {
				continue // a place read otherwise
			}
			pick.at = l.val
			j = max(j, at+1)
		}
		if e, edge := edgeQualifier(toks, j); e > j && at >= 0 {
			// "el texto de abajo del principio": the first of those at the
			// bottom ("del principio" after the place was dropped)
			pick.edge = edge
			if ts, err := r.elements(pick); err == nil && len(group(ts)) == 1 {
				f.shownDuringRead(k, pick, at, e, -1)
			}
			continue
		}
		if k+1 >= len(f.targets) {
			continue
		}
		owner := f.targets[k+1]
		prep := j < len(toks) && owner.first == j+1 && toks[j].word("of", "de", "del", "on", "over", "in", "at", "en", "sobre", "during", "durante", "from")
		if at >= 0 && at+1 == j && owner.first == j && placeEndsInOf(toks[at].text) {
			prep = true // "abajo de" said as one word: "el texto de abajo de la ciudad"
		}
		if !prep ||
			owner.pron || owner.quote != "" || owner.anchor != nil || owner.edge != 0 || owner.ord != 0 ||
			!(bareName(owner) || owner.kind == "clip" || owner.kind == "video" || owner.kind == "image" || owner.kind == "broll") {
			continue
		}
		var during []target
		if a, ok := shownOverOwner(r, owner); ok {
			pick.anchor, pick.rel = &a, 0
			if ts, err := r.elements(pick); err == nil && len(group(ts)) == 1 {
				during = ts
			}
			pick.anchor = nil
		}
		var named []target
		if len(owner.names) > 0 {
			one := pick
			one.names = slices.Clone(owner.names)
			if ts, err := r.elements(one); err == nil && len(group(ts)) == 1 {
				named = ts
			}
		}
		switch {
		case during != nil && named != nil && !sameIDs(during, named):
			continue // two readings, two things: the question stays
		case during != nil:
			a, _ := shownOverOwner(r, owner)
			pick.anchor, pick.rel = &a, 0
		case named != nil && owner.first == j+1 && toks[j].word("on", "over", "en", "sobre"):
			// "the caption on the living room": the text that says it,
			// where no one clip is the living room
			pick.names = slices.Clone(owner.names)
		default:
			continue
		}
		f.shownDuringRead(k, pick, at, owner.end, k+1)
	}
}

// shownDuringRead puts the picked thing in place of the kind said (and of
// the clip after it, at drop, when >= 0), up to token end; the place word
// at, when >= 0, said which one and is no place to move it to.
func (f *frame) shownDuringRead(k int, pick np, at, end, drop int) {
	pick.end = end
	if end > pick.first && end <= len(f.c.toks) {
		pick.said = f.prompt[f.c.toks[pick.first].pos:f.c.toks[end-1].end]
	}
	if drop >= 0 {
		f.targets = slices.Replace(f.targets, k, drop+1, pick)
	} else {
		f.targets[k] = pick
	}
	if at >= 0 {
		f.rowWordRead(at)
	}
	from := f.targets[k].first
	if at >= from {
		from = at + 1
	}
	for i := from; i < end && i < len(f.used); i++ {
		f.used[i] = true
	}
	// the edge or clip said which thing, not when the edit happens
	f.times = slices.DeleteFunc(f.times, func(te timeExpr) bool { return te.first >= from && te.first < end })
}

// placeEndsInOf: a place word that ends in "of" ("abajo de", "bottom of").
func placeEndsInOf(s string) bool {
	return strings.HasSuffix(s, " de") || strings.HasSuffix(s, " del") || strings.HasSuffix(s, " of")
}

// shownDuringBare: one text or sticker said by its kind alone (maybe with
// a place), nothing else saying which.
func shownDuringBare(n np) bool {
	return len(n.names) == 0 && n.quote == "" && !n.pron && !n.plural && n.ord == 0 && n.det == "the" &&
		n.anchor == nil && n.edge == 0 && n.trail == "" && n.count == 0 && n.shownAt == nil
}

// shownOverOwner: the clip or picture the words after the kind name, as
// a phrase the resolver takes: the words alone, or, where they also name
// a text or a sound ("del lavado": lavado.mp4 and the text "Lavado +
// masaje"), the words as a clip's or a picture's (one of them).
func shownOverOwner(r *resolver, owner np) (np, bool) {
	if os, err := r.elements(owner); err == nil && len(group(os)) == 1 && shownOver(os[0]) {
		return owner, true
	} else if !isQuestion(err) || !bareName(owner) {
		return owner, false
	}
	var found []np
	for _, kind := range []string{"clip", "image"} {
		o := owner
		o.kind = kind
		if os, err := r.elements(o); err == nil && len(group(os)) == 1 && shownOver(os[0]) {
			found = append(found, o)
		}
	}
	if len(found) != 1 {
		return owner, false
	}
	return found[0], true
}

// shownOver: a clip or picture that a text can be shown over.
func shownOver(t target) bool {
	return (t.track == timeline.TrackMain || t.track == timeline.TrackOverlay) && t.el.Text == nil && t.el.Sticker == nil
}
