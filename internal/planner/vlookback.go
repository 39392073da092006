package planner

import "slices"

// A clip said to be in colour again ("the backstage photo should be in
// color", "poné la foto del backstage a color", "que el final quede en
// colores") where a black and white look lies over it is that look taken
// away, as "quitale el blanco y negro a la foto" reads: it was refused
// ("no verb or edit I know") or read as a move with no place.

// colourBack rewrites such a frame into the removal of the black and white
// over the clip; it reports whether it did. A colour named ("en color
// rojo"), a look said, a time or a level keep the old reading, as does a
// clip with no black and white over it.
func colourBack(f *frame, r *resolver) bool {
	if len(f.effects) > 0 || len(f.colors) > 0 || len(f.times) > 0 || len(f.amounts) > 0 || len(f.pos) > 0 || f.neg ||
		!f.hasProp("color") || !inColourSaid(f) {
		return false
	}
	if !contains([]string{"", "put", "make", "set", "leave", "turn", "change", "return"}, f.verb) {
		return false
	}
	if len(f.targets) != 1 || f.targets[0].pron {
		return false
	}
	clips, err := r.elements(f.targets[0])
	if err != nil || len(clips) == 0 {
		return false
	}
	var over []target
	at := 0.0
	for _, c := range clips {
		if c.el.Effect != nil || !fillsFrame(r.p, c) {
			return false
		}
		grey := filter(all(r.p), func(e target) bool {
			return e.el.Effect != nil && e.el.Effect.Type == "grayscale" && e.el.Start < c.el.End() && c.el.Start < e.el.End()
		})
		if len(grey) == 0 {
			return false
		}
		for _, e := range grey {
			if !slices.ContainsFunc(over, func(o target) bool { return o.id == e.id }) {
				over = append(over, e)
				at = (max(e.el.Start, c.el.Start).Seconds() + min(e.el.End(), c.el.End()).Seconds()) / 2
			}
		}
	}
	if len(over) != 1 {
		return false
	}
	// the black and white shown then: the one over the clip, not the clip
	// (a second target is deleted too)
	n := lookAsThing(f, "bw", "the black and white")
	n.shownAt = &at
	f.targets = []np{n}
	f.props = slices.DeleteFunc(slices.Clone(f.props), func(p string) bool { return p == "color" })
	f.reread(f.verb, "delete")
	return true
}

// inColourSaid: "in color", "en color", "a color", "a todo color", "en
// colores" said with no colour named after it.
func inColourSaid(f *frame) bool {
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word("in", "en", "a", "to", "into") {
			continue
		}
		j := i + 1
		if toks[j].word("todo", "full") && j+1 < len(toks) {
			j++
		}
		if toks[j].word("color", "colour", "colores", "colors", "colours") && (j+1 == len(toks) || !toks[j+1].has(cColor)) {
			return true
		}
	}
	return false
}

// A look word said as the effect on the timeline with a length ("make the
// black and white last until the end", "que la viñeta dure hasta el
// final", "extend the sepia to 40") is that effect retimed: a second
// look was laid from 0 s (or from the time said) to the end.

// lookWordRetimed rewrites such a frame so that its one look said after
// "the"/"el"/"la" is the one effect of that look on the timeline; it
// reports whether it did.
func lookWordRetimed(f *frame, r *resolver) bool {
	if len(f.effects) != 1 || len(f.targets) > 0 || len(f.times) == 0 || len(f.amounts) > 0 || len(f.pos) > 0 {
		return false
	}
	if !(f.verb == "last" || f.verb == "extend" || contains(f.verbs, "last") || contains(f.verbs, "extend") ||
		hasWord(f, "last", "lasts", "dure", "duren", "dura", "extend", "extiende", "extende", "alarga", "alargala", "alargalo", "estira", "estirala")) {
		return false
	}
	key := f.effects[0]
	toks := f.c.toks
	at := -1
	for i, t := range toks {
		if t.has(cEffect, key) && i > 0 && toks[i-1].has(cDet) && toks[i-1].word("the", "el", "la", "los", "las", "this", "that", "ese", "esa", "este", "esta") {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	there := filter(all(r.p), func(t target) bool { return t.el.Effect != nil && effectMatches(key, t.el.Effect.Type) })
	if len(there) != 1 {
		return false
	}
	f.targets = []np{lookAsThing(f, key, toks[at-1].text+" "+toks[at].text)}
	f.effects = nil
	return true
}

// sceneLooks are looks the lexicon reads as a mood that are also what a
// clip shows ("sunset tones", "make it look like sunset"); said as a thing
// with a determiner next to another look ("make the sunset warmer", "el
// atardecer más cálido") they name a part of the video.
var sceneLooks = []string{"sunset", "atardecer", "golden hour", "hora dorada"}

// sceneLookAsThing finds such a word and reads it as the thing it names:
// the part showing it, or an error when the video has none (the whole
// video was tinted warm).
func sceneLookAsThing(f *frame, r *resolver) error {
	toks := f.c.toks
	for i, t := range toks {
		if i == 0 || !t.word(sceneLooks...) || !toks[i-1].has(cDet) || toks[i-1].word("a", "an", "un", "una") {
			continue
		}
		other := slices.ContainsFunc(toks, func(o token) bool { return o.has(cEffect) && !o.word(sceneLooks...) })
		if !other || len(f.targets) > 0 {
			return nil
		}
		n := np{said: toks[i-1].text + " " + t.text, det: "the", names: []string{t.text}, first: i - 1, end: i + 1}
		if _, err := r.elements(n); err != nil {
			return err
		}
		f.targets = []np{n}
		if l, ok := t.get(cEffect); ok && !slices.ContainsFunc(toks, func(o token) bool { return o.has(cEffect, l.val) && !o.word(sceneLooks...) }) {
			f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == l.val }) // "make the sunset black and white": no tint
		}
		return nil
	}
	return nil
}

// lookAsThing is a look word said as the effect of that look on the
// timeline ("the black and white"), said as said.
func lookAsThing(f *frame, key, said string) np {
	if said == "" {
		said = f.saidFor(cEffect, key)
	}
	return np{said: said, det: "the", kind: "effect", effect: key}
}

// looksAsThings: every look the clause says ("turn the black and white
// off") has one effect of that look on the timeline, and nothing else is
// named but clips they lie over; the looks become those effects.
func looksAsThings(f *frame, r *resolver) bool {
	if len(f.effects) == 0 || f.nounIs("music", "audio", "voice") || f.hasProp("volume") || len(f.amounts) > 0 {
		return false
	}
	var things []np
	for _, key := range f.effects {
		there := filter(all(r.p), func(t target) bool { return t.el.Effect != nil && effectMatches(key, t.el.Effect.Type) })
		if len(there) == 0 {
			return false
		}
		things = append(things, lookAsThing(f, key, ""))
	}
	switch {
	case len(f.targets) == 0:
	case len(f.targets) == 1 && len(things) == 1 && !f.targets[0].pron:
		// "turn off the black and white on the photo": the one over it
		// (the photo was deleted with it)
		ts, err := r.elements(f.targets[0])
		if err != nil || len(ts) != 1 || !fillsFrame(r.p, ts[0]) {
			return false
		}
		c := ts[0]
		key := f.effects[0]
		over := filter(all(r.p), func(e target) bool {
			return e.el.Effect != nil && effectMatches(key, e.el.Effect.Type) && e.el.Start < c.el.End() && c.el.Start < e.el.End()
		})
		if len(over) != 1 {
			return false
		}
		at := (max(over[0].el.Start, c.el.Start).Seconds() + min(over[0].el.End(), c.el.End()).Seconds()) / 2
		things[0].shownAt = &at
	default:
		return false
	}
	f.targets = things
	f.effects = nil
	return true
}

// insteadOfALook: "instead of the warm filter put sepia", "en vez del
// blanco y negro ponele sepia", "en lugar de la viñeta, blur": the look
// said after "instead of" is the effect there, and the other look takes
// its place, as "replace the warm filter with sepia" reads (both looks
// were laid over the whole video). It rewrites the frame as that
// replacement and reports whether it did; a clip said besides must lie
// under that effect.
func insteadOfALook(f *frame, r *resolver) bool {
	toks := f.c.toks
	at := -1
	for i, t := range toks {
		if t.word("instead", "vez", "lugar", "rather") && i+1 < len(toks) && toks[i+1].word("of", "de", "del", "than") {
			at = i + 2
			break
		}
		if t.word("en vez", "en lugar") && i+1 < len(toks) && toks[i+1].word("de", "del") {
			at = i + 2
			break
		}
	}
	if at < 0 {
		return false
	}
	for at < len(toks) && toks[at].has(cDet) {
		at++
	}
	if at >= len(toks) {
		return false
	}
	var old np
	var oldKey string
	rest := []np{}
	for _, n := range f.targets {
		if n.first <= at && at < n.end && old.said == "" {
			old = n
			continue
		}
		rest = append(rest, n)
	}
	if old.said == "" {
		l, ok := toks[at].get(cEffect)
		if !ok {
			return false
		}
		oldKey = l.val
		old = lookAsThing(f, oldKey, "")
	}
	there, err := r.elements(old)
	if err != nil || len(there) != 1 || there[0].el.Effect == nil {
		return false
	}
	var next []string
	for _, e := range f.effects {
		if e != oldKey && !effectMatches(e, there[0].el.Effect.Type) {
			next = append(next, e)
		}
	}
	if len(next) == 0 {
		return false
	}
	for _, n := range rest {
		ts, err := r.elements(n)
		if err != nil || len(ts) == 0 || slices.ContainsFunc(ts, func(c target) bool {
			return !(there[0].el.Start < c.el.End() && c.el.Start < there[0].el.End())
		}) {
			return false
		}
	}
	f.targets = []np{old}
	f.effects = next
	for k := max(0, at-3); k < at; k++ {
		if toks[k].word("instead", "of", "vez", "lugar", "rather", "than", "de", "del", "en", "en vez", "en lugar") {
			f.used[k] = true // the words that say it
		}
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return contains([]string{"instead", "vez", "lugar", "rather"}, w) })
	return true
}

// insteadOfOnly: a clause that only says what goes away ("en lugar del
// blanco y negro, sepia al perro" split at the comma): the look after
// "instead of" is not one to add (the whole video was greyed). It is
// refused, naming the words.
func insteadOfOnly(f *frame) error {
	toks := f.c.toks
	for i, t := range toks {
		opens := t.word("instead", "vez", "lugar", "rather") && i+1 < len(toks) && toks[i+1].word("of", "de", "del", "than") ||
			t.word("en vez", "en lugar") && i+1 < len(toks) && toks[i+1].word("de", "del")
		if !opens {
			continue
		}
		for _, u := range toks[:i] {
			if u.has(cEffect) {
				return nil // "sepia instead of the black and white"
			}
		}
		return unreadf("say what goes in its place in the same sentence, e.g. \"instead of the black and white, put sepia on the dog clip\"")
	}
	return nil
}

// effectCovers: an effect on the timeline said to cover a time ("la
// viñeta que cubra todo el video", "make the vignette cover the first
// half"): the effect's time, not a thing hidden (it was refused as a
// partial hide).
func effectCovers(f *frame, r *resolver) bool {
	said := fold(f.verbSaid)
	if !(coverWord(said) || hasWord(f, "cover", "covers", "cubra", "cubre", "cubran")) || len(f.times) == 0 {
		return false
	}
	return effectsNamed(f, r)
}
