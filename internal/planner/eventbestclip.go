package planner

import (
	"slices"
	"strings"
)

// A new text or sticker placed by what happens in a clip, said in words
// of that clip's description that the event reader does not place as a
// subject and a doing: "while Rosa tells people where to find us" (a clip
// described "Rosa says where and when to find them"), "when she says
// where to find us", "mientras corta" (corte-tijera.mp4). The event was
// asked ("When is …?"). Here the event's own words (those the lexicon
// does not read, or that name something) are looked up in every clip's
// name and description, by their root too (eventroots.go): the one clip
// that holds the most of them, two at least or all of them, and more than
// any other clip, is the time. Two clips that hold as many ("while she's
// talking", said of two clips where she talks) stay asked.

// eventFrameVerbs are the verbs of an event that say when in it, not what
// happens ("cuando arranca …", "while … plays").
var eventFrameVerbs = []string{"start", "end", "last", "put", "add", "make", "move", "delete", "play", "show"}

// eventClipWords are the event's words from the token after the opener at
// open to stop: three letters or more, none a word of the sentence's
// frame, a kind of thing, a verb of when, a pronoun or a word any clip is
// called.
func eventClipWords(toks []token, open, stop int) []string {
	var out []string
	for _, t := range toks[open+1 : stop] {
		w := fold(t.text)
		if t.kind != tWord || len(w) < 3 || describedGeneric[w] || isStructure(t) || t.word(eventDoerPronouns...) {
			continue
		}
		if t.has(cKind) || t.has(cMod) || t.has(cVerb, eventFrameVerbs...) {
			continue
		}
		if !contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// eventBestClip places an event the time reader could not (eventUnread
// would ask it) of a new text or sticker at the span of the one clip whose
// name and description hold its words best; it reports whether it did.
func eventBestClip(f *frame, r *resolver, intent string) bool {
	if intent != "add text" && intent != "add sticker" {
		return false
	}
	toks := f.c.toks
	open, stop := -1, len(toks)
	for j := range toks {
		if (f.saysAt < 0 || j < f.saysAt || j > f.saysAt+1) && eventOpener(toks, j) {
			open = j
			break
		}
	}
	if open < 0 {
		return false
	}
	if f.eventUnsaid != "" {
		if strings.TrimSpace(f.prompt[toks[open].pos:]) != "" && !strings.HasPrefix(f.prompt[toks[open].pos:], f.eventUnsaid) {
			return false
		}
		stop = open + 1
		for stop < len(toks) && toks[stop-1].end < toks[open].pos+len(f.eventUnsaid) {
			stop++
		}
	} else {
		stop = f.eventWordsEnd(open + 1)
	}
	said := eventClipWords(toks, open, stop)
	if len(said) == 0 {
		return false
	}
	best, second := 0, 0
	var got *target
	seen := map[string]bool{}
	for _, t := range all(r.p) {
		if t.el.AssetID == "" || seen[t.el.AssetID] {
			continue
		}
		seen[t.el.AssetID] = true
		a, ok := r.p.Asset(t.el.AssetID)
		if !ok {
			continue
		}
		have := append(nameWords(a.Name), letterWords(a.Description)...)
		n := 0
		for _, w := range said {
			if rootOrSame(have, w) {
				n++
			}
		}
		switch {
		case n > best:
			best, second = n, best
			tt := t
			got = &tt
		case n > second:
			second = n
		}
	}
	if got == nil || best == second || best < 2 && best < len(said) {
		return false
	}
	var kept []timeExpr
	for _, te := range f.times {
		if te.first < open || te.first >= stop {
			kept = append(kept, te)
		}
	}
	s, e := got.el.Start.Seconds(), got.el.End().Seconds()
	f.times = append(kept, timeExpr{kind: "range", a: timeVal{sec: s, set: true}, b: timeVal{sec: e, set: true}, said: strings.TrimSpace(f.prompt[toks[open].pos:toks[stop-1].end]), first: open})
	f.eventUnsaid = ""
	return true
}

// rootOrSame: the said word w is one of have, or shares a word's root; no
// synonym or section word counts ("intro" is never "opening the kiln").
func rootOrSame(have []string, w string) bool {
	return slices.Contains(have, w) || sharesRoot(have, w)
}
