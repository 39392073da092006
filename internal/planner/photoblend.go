package planner

import (
	"slices"
	"strings"
)

// How people set a layer's blend mode by its name after "to", "en" or
// "modo" ("set the copy to multiply", "set it to screen", "set the blend
// mode to overlay", "poné la copia en modo trama", "cambiá la capa a
// superponer"), and what they say it should do ("… so it gets richer and
// darker", "… para que quede más oscura"): the mode is the edit, its
// outcome no second look.

// blendTo are the words a mode's name follows when it is set.
var blendTo = []string{"to", "into", "in", "on", "as", "a", "al", "en", "como", "mode", "modo", "blend", "fusion"}

// blendWeakTo are words before a mode's name that are a blend cue only
// with a layer or thing named before them ("put the logo on multiply",
// "cambiá la capa a superponer", "cambialo a trama"): "put a soft light",
// "make it a soft light", "put a overlay" are a look or nothing (the only
// layer was set to soft light: nothing changed, success claimed).
var blendWeakTo = []string{"a", "in", "on", "as"}

// blendThingNamed: a thing is named before the mode's name at m, or "a"
// follows a Spanish verb with its clitic ("cambialo a trama").
func blendThingNamed(toks []token, m int) bool {
	if slices.ContainsFunc(toks[:m-1], func(t token) bool { return t.has(cKind) }) {
		return true
	}
	if m >= 2 && toks[m-1].word("a") {
		w := toks[m-2].text
		for _, cl := range []string{"lo", "la", "los", "las"} {
			if len(w) > len(cl)+3 && strings.HasSuffix(w, cl) && toks[m-2].has(cVerb) {
				return true
			}
		}
	}
	return false
}

// blendNoun say "blend mode" beside a mode's name.
var blendNoun = []string{"mode", "modo", "blend", "blending", "fusion"}

// blendSliderWords name a blend mode and a setting of the photo too: they
// are the mode only with "mode"/"modo"/"blend" beside them ("set the blend
// mode to saturation"; "set the saturation to 20" is the setting).
var blendSliderWords = []string{"saturation", "saturacion", "color", "hue", "tono", "luminosity", "luminosidad", "normal"}

// blendModeAt is the index of a blend mode's name set in the clause
// ("to multiply", "en modo trama", "screen blend"), -1 if none. It needs
// a verb of setting ("set", "make", "put", "poné", "cambiá") or the words
// "blend mode"; a text named or a quote leaves it to the text's edits.
func blendModeAt(toks []token) int {
	cue := slices.ContainsFunc(toks, func(t token) bool { return t.has(cProp, "blendmode") }) || modeNamed(toks)
	set := slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "make", "put") })
	if !cue && !set || slices.ContainsFunc(toks, func(t token) bool { return t.kind == tQuote || t.has(cKind, "text") }) {
		return -1
	}
	for m := 1; m < len(toks); m++ {
		t := toks[m]
		two := blendPair(toks, m) != ""
		if _, ok := photoBlends[t.text]; !ok && !two || t.kind != tWord {
			continue
		}
		n := 1 // "soft light": two words
		if two {
			n = 2
		}
		after := m+n < len(toks) && toks[m+n].word(blendNoun...)
		if !toks[m-1].word(blendTo...) && !after {
			continue
		}
		if !after && !cue && toks[m-1].word(blendWeakTo...) && !blendThingNamed(toks, m) {
			continue // "put a soft light", "make it a soft light": a look, not a mode
		}
		if t.word(blendSliderWords...) && !two && !after && !toks[m-1].word(blendNoun...) && !cue {
			continue // "set the saturation to 0", "set it to color"
		}
		end := m + n
		if after {
			end++
		}
		if end < len(toks) && toks[end].kind == tWord && !toks[end].word(reasonOpeners...) && !toks[end].word("asi") {
			continue // more said after it
		}
		return m
	}
	return -1
}

// blendSet reads a blend mode set by its name as the layer's blend mode
// (it was refused, "say the look": "overlay" a picture-in-picture,
// "screen" left out, "darken" a look).
func blendSet(f *frame) bool {
	m := blendModeAt(f.c.toks)
	if m < 0 || len(f.regions) > 0 {
		return false
	}
	f.effects = nil
	if _, ok := photoBlends[fold(f.verbSaid)]; ok {
		f.verb = "" // "modo superponer": the mode's name, not a verb of adding (an empty layer was added)
	}
	f.mods = slices.DeleteFunc(f.mods, func(s string) bool { return s == "pip" })
	if !f.hasProp("blendmode") {
		f.props = append(f.props, "blendmode")
	}
	return true
}

// blendOutcome takes out of a clause that sets a blend mode what it should
// do to the look ("so it gets richer and darker", "para que quede más
// oscura", "así se ve más clara"): the mode is the edit asked for; the
// look after it was a second edit, refused ("gets" left out).
func blendOutcome(clauses []clause, prompt string) ([]clause, []string) {
	var asides []string
	var out []clause
	cut, from := false, 0 // the clause before had its outcome cut, from there
	for _, c := range clauses {
		if cut && len(c.toks) > 0 && !strings.Contains(prompt[out[len(out)-1].toks[len(out[len(out)-1].toks)-1].end:c.toks[0].pos], ",") &&
			!slices.ContainsFunc(c.toks, func(t token) bool { return t.has(cVerb) }) && outcomeLooks(c.toks) {
			// "… so it gets richer and darker": "darker" goes on the outcome
			asides[len(asides)-1] = prompt[from:c.toks[len(c.toks)-1].end]
			continue
		}
		cut = false
		out = append(out, c)
		k := len(out) - 1
		m := blendModeAt(c.toks)
		if m < 0 {
			continue
		}
		for i := m + 1; i+1 < len(c.toks); i++ {
			if !c.toks[i].word(reasonOpeners...) && !c.toks[i].word("asi") {
				continue
			}
			if !outcomeLooks(c.toks[i+1:]) {
				break
			}
			asides = append(asides, rawOf(prompt, c.toks[i:]))
			cut, from = true, c.toks[i].pos
			c.toks = c.toks[:i:i]
			c.raw = rawOf(prompt, c.toks)
			out[k] = c
			break
		}
	}
	return out, asides
}

// outcomeLooks: the words only say how the picture turns out: looks, and
// "it gets", "se ve", "quede", "more", "and".
func outcomeLooks(toks []token) bool {
	look := false
	for _, t := range toks {
		switch {
		case t.has(cEffect) || t.word("richer", "rich", "deeper", "punchier", "moodier", "denser"):
			look = true
		case t.word("it", "gets", "get", "looks", "look", "becomes", "turns", "is", "comes", "out", "more", "a", "bit", "little",
			"and", "y", "se", "ve", "vea", "queda", "quede", "sea", "mas", "un", "poco", "la", "lo", "foto", "picture", "photo",
			"image", "imagen", "much", "even", "aun", "todavia"):
		default:
			return false
		}
	}
	return look
}

// blendPair is the mode two words at m name ("soft light", "luz suave",
// "color dodge"), "" if none.
func blendPair(toks []token, m int) string {
	if m+1 >= len(toks) || toks[m].kind != tWord || toks[m+1].kind != tWord {
		return ""
	}
	return photoBlends[toks[m].text+" "+toks[m+1].text]
}

// modeNamed: "modo superponer", "multiply mode": a mode's name beside
// "modo" or "mode" is a blend mode with no verb said (an empty layer was
// added for "superponer", "overlay").
func modeNamed(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		_, a := photoBlends[toks[i+1].text]
		_, b := photoBlends[toks[i].text]
		if toks[i].word("modo", "mode") && a && toks[i+1].kind == tWord || toks[i+1].word("mode", "modo") && b && toks[i].kind == tWord {
			return true
		}
	}
	return false
}
