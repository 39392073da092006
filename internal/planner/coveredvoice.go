package planner

import (
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A complaint that one sound keeps someone from being heard is one
// complaint however it is split: "the music drowns Rosa out at the start",
// "no se entiende lo que dice Carla al final, la música la tapa", "I can't
// hear Rosa at the start, the music is too loud", "the guitar music drowns
// Carmen's voice, I can barely hear what she says". The covering sound is
// made quieter; who is covered is heard where they speak and is not
// edited; an edge said ("at the start", "al final") is where the covered
// voice is heard, not a stretch of the music to ask the length of.

// unheardAfterMask: in one clause, after "the music drowns X", a second
// complaint that X is hardly heard ("I can barely hear what she says")
// says the same thing again: not a second edit (the clause was refused,
// "would leave out 'louder and quieter'"). A sound named after it, or a
// number, keeps the clause as it was.
func (f *frame) unheardAfterMask() {
	toks := f.c.toks
	at := slices.IndexFunc(toks, func(t token) bool { return t.has(cMod, "quieter") && (t.word(maskWords...) || saysMasking(t)) })
	if at < 0 || !slices.Contains(f.mods, "louder") || !slices.Contains(f.mods, "quieter") {
		return
	}
	u := slices.IndexFunc(toks, func(t token) bool { return t.has(cMod, "louder") && slices.Contains(unheard, t.text) })
	if u <= at || !slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && n.end <= at }) {
		return
	}
	if slices.ContainsFunc(f.targets, func(n np) bool { return n.first >= u && n.namesSound() }) ||
		slices.ContainsFunc(toks[u:], func(t token) bool { return t.is(tNumber, tPercent, tTime) }) {
		return
	}
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first >= u })
	for _, t := range toks[u:] {
		if t.kind == tWord {
			f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return slices.Contains(strings.Fields(t.text), w) })
		}
	}
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "louder" })
}

// unheardBesideCover: a clause that says someone is hardly heard, with no
// command, beside one that says the music is too loud or covers them,
// with no command and no value of its own ("no se entiende lo que dice
// Rosa al final, la música tapa todo"; "the music is too loud, I can't
// hear Rosa"): the first is why, and the music is made quieter, where the
// first said (it asked which Rosa to raise, or said she was at 100%
// already). It returns the music clause, reduced to the music named, with
// "quieter" and the edge the complaint said.
func unheardBesideCover(unheardC, coverC clause, names func(token) bool) (clause, bool) {
	u := slices.IndexFunc(unheardC.toks, func(t token) bool { return t.has(cMod, "louder") && slices.Contains(unheard, t.text) })
	if u < 0 || commandIn(unheardC.toks[:u]) {
		return coverC, false // a command before the complaint ("bajá la música, no se escucha a Rosa")
	}
	if slices.ContainsFunc(unheardC.toks[u:], func(t token) bool { return t.word(overSoundWords...) }) {
		return coverC, false // "… over the music": the complaint names its cover (unheardOver)
	}
	valued := func(t token) bool { return t.is(tNumber, tPercent, tTime) }
	if commandIn(slices.DeleteFunc(slices.Clone(coverC.toks), soundCoverWord)) { // "tapa" is no command here
		// "no se escucha a Rosa al final, bajá la música": the remedy said
		// as a command that lowers a sound named; the complaint is why,
		// and its edge the remedy's when it says none (it asked which Rosa)
		lowers := slices.ContainsFunc(coverC.toks, func(t token) bool { return t.has(cMod, "quieter", "down") || t.has(cVerb, "lower") })
		raises := slices.ContainsFunc(coverC.toks, func(t token) bool { return t.has(cMod, "louder", "up") || t.has(cVerb, "raise", "mute") })
		if !lowers || raises || !musicWordIn(coverC.toks) || slices.ContainsFunc(unheardC.toks, valued) {
			return coverC, false
		}
		out := coverC
		when := false
		for k, t := range coverC.toks {
			level := t.is(tPercent, tNumber) || k+1 < len(coverC.toks) && coverC.toks[k+1].is(tPercent, tNumber)
			when = when || saysWhen(t) && !level // "al 20%" is a level, not a when
		}
		if !when {
			out.coverEdge = edgeSaidIn(unheardC.toks)
			out.coveredWords = namingWords(unheardC.toks)
		}
		return out, true
	}
	if slices.ContainsFunc(unheardC.toks, valued) || slices.ContainsFunc(coverC.toks, valued) {
		return coverC, false
	}
	loud := slices.IndexFunc(coverC.toks, func(t token) bool { return t.has(cMod, "quieter") || soundCoverWord(t) })
	if loud <= 0 || slices.ContainsFunc(coverC.toks, func(t token) bool { return t.has(cMod, "louder") }) {
		return coverC, false
	}
	// the music said first, in the words before the copula, the cover
	// word or a clitic after it: "the guitar music", "la música" (the
	// second "la" of "la música la tapa" is who is covered)
	end, seenMusic := len(coverC.toks), false
	for k, t := range coverC.toks {
		if t.has(cMod) || t.word("is", "its", "it's", "was", "esta", "está", "es", "se", "suena") || seenMusic && t.word(coverClitics...) {
			end = k
			break
		}
		seenMusic = seenMusic || musicWordIn(coverC.toks[k:k+1])
	}
	subject := coverC.toks[:min(end, loud)]
	if !musicWordIn(subject) || thingsNamed(subject, names) > 1 {
		return coverC, false
	}
	out := coverC
	out.toks = slices.Clone(subject)
	out.mods = []string{"quieter"}
	out.coverEdge = edgeSaidIn(unheardC.toks)
	out.coveredWords = namingWords(unheardC.toks)
	return out, true
}

// namingWords: the folded words of the tokens that may name who is
// covered, for matching names.
func namingWords(toks []token) []string {
	var ws []string
	for _, t := range toks {
		// the edge said is when, not who ("al final" named
		// atardecer-final.mp4)
		if t.kind == tWord && !t.has(cSpan) && !t.has(cPrep) && !t.has(cDet) {
			ws = append(ws, strings.Fields(fold(strings.TrimSuffix(t.text, "'s")))...)
		}
	}
	return ws
}

// musicWordIn: a word of the tokens names a sound that may cover a voice:
// music by its kind ("the song", "la cumbia"), a noise ("el ruido") or a
// sound of a place ("the street noise", "la lluvia").
func musicWordIn(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && slices.ContainsFunc(strings.Fields(fold(t.text)), func(w string) bool {
			return contains(kindWords["music"], w) || contains(soundThingWords, w) || contains(placeSoundWords, w)
		})
	})
}

// edgeSaidIn: the start or the end said alone in the tokens ("at the
// start", "al final"), "" when none or when it is a thing's edge ("the
// end of the interview").
func edgeSaidIn(toks []token) string {
	k := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cSpan, "start", "end") })
	if k < 0 || k+1 < len(toks) && toks[k+1].word("of", "de", "del") {
		return ""
	}
	if toks[k].has(cSpan, "start") {
		return "start"
	}
	return "end"
}

// coveredAtEdge: the edge of a complaint that a sound covers someone
// ("the music drowns Rosa out at the start", "…al final, la música la
// tapa") is where the covered voice is heard: the element of theirs with
// sound that lies at that edge of the video ("Lucía's voice at the end" is
// voz-lucia.wav, 40–58 s, not the last clip), or else the main track's
// first or last clip, which the covering sound is lowered under. ok is
// false when the clause is no such complaint, or the main track has one
// clip (its edge is then no clip of its own: still asked).
func coveredAtEdge(s *sim, f *frame, r *resolver, edge string) (span, bool) {
	mask := slices.IndexFunc(f.c.toks, func(t token) bool {
		return t.has(cMod, "quieter") && (t.word(maskWords...) || saysMasking(t)) || soundCoverWord(t) ||
			t.has(cMod, "louder") && slices.Contains(unheard, t.text)
	})
	if f.c.coverEdge == "" && mask < 0 || !slices.Contains(f.mods, "quieter") && f.verb != "lower" || slices.Contains(f.mods, "louder") {
		return span{}, false
	}
	clips := s.p().MainTrack().Elements
	if len(clips) < 2 {
		return span{}, false
	}
	who := f.c.coveredWords
	if mask >= 0 {
		for _, t := range f.c.toks[mask+1:] {
			who = append(who, namingWords([]token{t})...)
		}
	}
	end := s.p().End().Seconds()
	var theirs *rng
	for _, o := range all(s.p()) {
		if o.el.Audio == nil || o.track == timeline.TrackText {
			continue
		}
		ws := r.elementWords(o)
		if !slices.ContainsFunc(who, func(w string) bool { return len(w) > 2 && contains(ws, w) && !contains(kindWords["music"], w) }) {
			continue
		}
		a, b := o.el.Start.Seconds(), o.el.End().Seconds()
		atEdge := edge == "start" && a <= end/3 || edge == "end" && b >= end*2/3
		if atEdge && (theirs == nil || edge == "start" && a < theirs.a || edge == "end" && b > theirs.b) {
			theirs = &rng{a, b}
		}
	}
	if theirs != nil {
		return span{ranges: []rng{*theirs}}, true
	}
	pick := clips[0]
	for _, el := range clips {
		if edge == "start" && el.Start < pick.Start || edge == "end" && el.End() > pick.End() {
			pick = el
		}
	}
	return span{ranges: []rng{{pick.Start.Seconds(), pick.End().Seconds()}}}, true
}

// soundCoverWord: the word says one sound covers another ("tapa", "pisa",
// "drowns"), whether or not the lexicon read it as "quieter" there ("la
// música tapa todo" is a picture's word too).
func soundCoverWord(t token) bool {
	if t.word("cover", "covers", "covering", "cubre", "cubren", "cubriendo") && !t.has(cVerb, "unhide") {
		// "gus is hard to hear at the beginning, the music covers him":
		// the lexicon's "cover" is "hide" (the clause was set aside and
		// the request refused); the callers read it only after a sound
		return true
	}
	return t.kind == tWord && slices.ContainsFunc(maskingWords, func(w string) bool { return strings.HasPrefix(t.text, w) })
}
