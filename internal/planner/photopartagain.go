package planner

import (
	"slices"
	"strings"
)

// A clause after a bare comma that names no part, or only "it", and asks, of the whole
// photo, the very look the clause before did to a part ("darken the
// bottom, make it very dark", "brighten the sky, make it really
// bright up there") says how much of that edit the part gets: "it" is
// the part, and the edit is done once, as the later clause says (the
// bottom was darkened, then the whole photo: silent).

// partLookRestated: f, on "it", does to the whole photo what prev (said
// afresh, before its planning took its place words) did to the parts or
// the place it named, each setting the same way.
func partLookRestated(prompt string, prev, f *frame, prevOps, ops []Step) bool {
	if prev == nil || len(partsNamed(prev)) == 0 && len(prev.pos) == 0 || !partless(f) || len(f.pos) > 0 || wholeOrRestSaid(f) || !commaJoined(prompt, prev, f) {
		return false
	}
	return wholeImage(ops) && !wholeImage(prevOps) && coversComplaint(prevOps, ops) && coversComplaint(ops, prevOps)
}

// partless: a clause that names no part and no thing but "it" ("make it
// very dark", "que quede bien oscuro", "very dark down there", its place
// said before).
func partless(f *frame) bool {
	return len(partsNamed(f)) == 0 && !slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron })
}

// onPartsOf reads "it" in f as the parts, or the place, prev named.
func onPartsOf(f, prev *frame) {
	onParts(f, partsNamed(prev))
	f.pos = slices.Clone(prev.pos)
}

// wholeOrRestSaid: the clause's words name the whole photo or what is left
// ("darker overall", "todo más oscuro", "the rest too"), which basic
// mode may have dropped from its tokens: another part than "it".
func wholeOrRestSaid(f *frame) bool {
	said := f.c.raw
	if len(f.c.toks) > 0 && f.c.toks[0].pos < len(f.prompt) {
		// to the next comma: words dropped at the clause's end are not in raw
		said = f.prompt[f.c.toks[0].pos:]
		if i := strings.IndexAny(said, ",;.!?"); i >= 0 {
			said = said[:i]
		}
	}
	return slices.ContainsFunc(strings.Fields(fold(said)), func(w string) bool {
		return slices.Contains(wholeWords, strings.Trim(w, ",.;:!?¡¿"))
	})
}

var wholeWords = []string{"overall", "everything", "whole", "entire", "all", "general", "globally", "rest", "photo", "picture", "pic",
	"image", "todo", "toda", "todos", "todas", "entera", "entero", "globalmente", "conjunto", "resto", "demas", "foto", "imagen"}

// moreOfItSaid: the clause says "more" and no look of its own ("a bit
// more", "un poco más"): more of the edit before, after it.
func moreOfItSaid(f *frame) bool {
	return hasWord(f, "more", "mas", "más") && !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.has(cEffect) })
}
