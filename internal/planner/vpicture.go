package planner

import (
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// objectInPicture answers "sacá el auto del clip", "remove the dog from the
// interview": a thing taken out of what a clip shows. No tool edits the
// picture of a video (they cut its time, or hide and delete whole
// elements), so it cannot be done, and that is said first (it asked which
// clip, and then would have had to refuse). It is read only when the
// thing said is not one of the project (no element, time or look took its
// words) and the clause names one clip it is taken from.
func objectInPicture(f *frame, r *resolver) error {
	n := len(f.targets)
	if f.verb != "delete" || n == 0 || n > 2 || len(f.times) > 0 || len(f.effects) > 0 || len(f.sticker) > 0 || len(f.quotes) > 0 {
		return nil
	}
	from := f.targets[n-1]
	if from.prep != "of" && from.prep != "from" || from.first <= f.verbAt+1 || !clipSaid(from, r) {
		return nil
	}
	thing := pictureThing(f, f.verbAt+1, from.first)
	if n == 2 {
		thing = unknownThing(f.targets[0], r)
	}
	if thing == "" {
		return nil
	}
	return &cannot{fmt.Sprintf("basic mode cannot take %q out of what %q shows: no tool edits what a video shows (it can cut a time out, or hide or delete a whole element)",
		thing, from.said)}
}

// pictureThing is the thing said between i and end ("el auto", "the
// dog"): an article and words that name nothing basic mode knows (no
// kind, sticker, look, time, place or colour). "" when there is none.
func pictureThing(f *frame, i, end int) string {
	toks := f.c.toks
	if i >= end || !toks[i].has(cDet) {
		return ""
	}
	said := ""
	for j := i + 1; j < end; j++ {
		t := toks[j]
		if t.kind != tWord || t.has(cKind) || t.has(cSticker) || t.has(cEffect) || t.has(cSpan) || t.has(cVerb) || t.has(cPos) ||
			t.has(cColor) || t.has(cUnit) || t.has(cPron) {
			return ""
		}
		if t.has(cPrep) {
			break
		}
		said += " " + t.text
	}
	if said == "" {
		return ""
	}
	return toks[i].text + said
}

// clipSaid: the thing names clips of the main track ("the clip", "the
// interview", "el segundo clip").
func clipSaid(n np, r *resolver) bool {
	if n.kind == "clip" || n.kind == "video" {
		return true
	}
	ts, err := r.elements(n)
	if err != nil || len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t.el.Type != timeline.ElementVideo {
			return false
		}
	}
	return true
}

// unknownThing is what a noun phrase said when it names nothing of the
// project by words alone ("the dog"); "" when it names something or a kind.
func unknownThing(n np, r *resolver) string {
	if n.kind != "" || n.sticker != "" || n.effect != "" || n.pron || len(n.names) == 0 || n.quote != "" {
		return ""
	}
	if _, err := r.elements(n); err != nil {
		if _, missing := err.(*notFound); missing {
			return n.said
		}
	}
	return ""
}
