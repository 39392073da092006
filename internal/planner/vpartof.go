package planner

import (
	"slices"
	"strings"
)

// The first or last seconds of a thing said without "of" ("recortale los
// primeros 2 segundos al jardín", "el jardín, sacale los últimos 3
// segundos", "the garden starts at 10, trim its first 2 seconds",
// "recortale los primeros 2 segundos" after a clause about the garden):
// Spanish says whose part it is with "a"/"al" and the clitic "le", or with
// the thing put first; English with "its". Those seconds are the thing's
// (the video's first 2 seconds were cut, or the cut was refused as not
// inside the garden).

// partOfTheThing anchors the one first/last stretch of a removal to the
// thing whose part it is, when the clause says it so: a thing after "a"/
// "al", a thing said before the verb, or, with no thing named, the thing
// the clause before acted on, taken up by "its"/"su" or the verb's "le".
// With nothing to take up, the stretch stays the video's.
func partOfTheThing(f *frame, r *resolver) {
	if len(f.times) != 1 {
		return
	}
	te := &f.times[0]
	if te.kind != "first" && te.kind != "last" || te.a.anchor != nil || te.dur <= 0 {
		return
	}
	var named []int
	for i, n := range f.targets {
		if !n.pron {
			named = append(named, i)
		}
	}
	switch {
	case len(named) == 1 && len(f.targets) == 1:
		n := f.targets[named[0]]
		fronted := n.prep == "" && f.verbAt >= 0 && n.end <= f.verbAt
		// ("el video del gato" is the cat's clip, not the whole video: the
		// video's first second was asked about inside the clip)
		if !dative(f, n) && !fronted || n.kind == "video" && len(n.names) == 0 || n.kind == "everything" || n.kind == "part" {
			return
		}
		if ts, err := r.elements(n); err != nil || len(group(ts)) != 1 {
			return // none or several: as before (refused or asked)
		}
		te.a.anchor = &n
		f.targets = nil
	case len(named) == 0 && (itsSaid(te.said) || dativeClitic(f.verbSaid)):
		if r.ctx == nil || len(r.ctx.last) == 0 || lastIsWholeVideo(r) {
			return // "recortale los primeros 2 segundos" alone: the video's
		}
		it := np{pron: true, said: "it", first: te.first, end: te.first}
		if ts, err := r.elements(it); err != nil || len(group(ts)) != 1 {
			return
		}
		te.a.anchor = &it
		f.targets = nil
	}
}

// itsSaid: the stretch is said as someone's ("its first 2 seconds", "sus
// últimos 3 segundos").
func itsSaid(said string) bool {
	w, _, _ := strings.Cut(fold(said), " ")
	return w == "its" || w == "su" || w == "sus"
}

// dativeClitic: a Spanish verb said with "le"/"les" glued on ("recortale",
// "sacales"): to it, whose part is cut.
func dativeClitic(verb string) bool {
	v := fold(verb)
	return slices.ContainsFunc([]string{"le", "les"}, func(c string) bool {
		return strings.HasSuffix(v, "a"+c) || strings.HasSuffix(v, "e"+c) || strings.HasSuffix(v, "i"+c)
	}) && len(v) > 5
}
