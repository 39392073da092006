package planner

import (
	"slices"
	"strings"
)

// wholePhotoWords say the edit is on the whole photo ("more saturation
// overall", "más saturación en general"), which a clause with no part
// named already is: they are read (they were left out, refused).
var wholePhotoWords = [][]string{{"overall"}, {"in", "general"}, {"en", "general"}, {"globally"}, {"globalmente"},
	{"en", "conjunto"}, {"across", "the", "board"}}

// wholePhotoSaid drops the words of wholePhotoWords, and a comma right
// after them ("in general, more saturated").
func wholePhotoSaid(toks []token) []token {
	toks = photoByWhatItShows(toks)
	for i := 0; i < len(toks); i++ {
		for _, p := range wholePhotoWords {
			if i+len(p) > len(toks) || !slices.EqualFunc(p, toks[i:i+len(p)], func(w string, t token) bool { return t.word(w) }) {
				continue
			}
			n := len(p)
			if i+n < len(toks) && toks[i+n].kind == tPunct && toks[i+n].text == "," && i == 0 {
				n++
			}
			toks = slices.Delete(toks, i, i+n)
			i--
			break
		}
	}
	return toks
}

// photoByWhatItShows reads "the whole garden shot", "the whole launch
// pic" (the photo said by what it shows, words basic mode does not know
// before the photo's noun) as the whole photo: the words were left out.
func photoByWhatItShows(toks []token) []token {
	for i := 0; i+3 < len(toks); i++ {
		if !toks[i].word("the", "this", "my") || !toks[i+1].word("whole", "entire") {
			continue
		}
		k := i + 2
		for k < len(toks) && k < i+4 && toks[k].kind == tWord && len(toks[k].lex) == 0 {
			k++
		}
		if k == i+2 || k >= len(toks) || !toks[k].word("photo", "pic", "picture", "shot", "image") {
			continue
		}
		photo := wordToken("photo", toks[i+2].pos, toks[k].end)
		return slices.Replace(slices.Clone(toks), i+2, k+1, photo)
	}
	return toks
}

// evAfterLook: "lighten the whole photo, +1 EV", "darken it, -0.5 ev": an
// exposure said after a comma is how much the look before changes, not a
// second edit (it was brightened twice, or refused). The comma becomes
// "by", so the clause reads "lighten the whole photo by +1 EV".
func evAfterLook(toks []token) []token {
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].kind != tPunct || toks[i].text != "," || !toks[i+1].is(tNumber) || !toks[i+2].word(stopWords...) {
			continue
		}
		if i+3 < len(toks) && toks[i+3].kind == tWord && !toks[i+3].has(cFiller) {
			continue // more follows: a clause of its own
		}
		look := slices.ContainsFunc(toks[:i], func(t token) bool { return t.has(cEffect, "brighter", "darker") })
		if !look {
			continue
		}
		toks[i] = token{kind: tWord, text: "by", pos: toks[i].pos, end: toks[i].end, lex: []lexeme{{cat: cPrep, val: "by"}}}
	}
	return toks
}

// exposurePoints: "un punto de exposición", "2 puntos de exposición":
// Spanish says a stop as a "punto" of exposure; with exposure said, it is
// the stop word stopCount and exposureStops read ("punto" alone is a dot).
func exposurePoints(toks []token) []token {
	if !slices.ContainsFunc(toks, func(t token) bool { return t.word("exposicion", "exposure", "ev") }) {
		return toks
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.word("punto", "puntos"):
			toks[i] = token{kind: tWord, text: strings.Replace(t.text, "punto", "paso", 1), pos: t.pos, end: t.end}
		case t.kind == tWord && pointsInWords(t.text) > 0:
			// "dos puntos" is one token (a colon, elsewhere)
			toks[i] = token{kind: tNumber, num: pointsInWords(t.text), pos: t.pos, end: t.end}
			toks = slices.Insert(toks, i+1, token{kind: tWord, text: "pasos", pos: t.pos, end: t.end})
			i++
		case t.kind == tPercent && t.text == "points":
			// "2 puntos de exposición" was read as 2 percentage points
			// (brightness +2): with exposure said they are 2 stops
			stops := token{kind: tWord, text: "pasos", pos: t.pos, end: t.end}
			toks[i] = token{kind: tNumber, num: t.num, pos: t.pos, end: t.end}
			toks = slices.Insert(toks, i+1, stops)
			i++
		}
	}
	return toks
}

// pointsInWords is the count of "dos puntos", "tres puntos"; 0 when the
// words are not a number of points.
func pointsInWords(w string) float64 {
	n, rest, ok := strings.Cut(w, " ")
	if !ok || rest != "puntos" && rest != "punto" {
		return 0
	}
	return numberWords[n]
}

// evRead: "darken it by 1 EV", "brighten the entire pic by half an EV",
// "push the exposure up by 1.5 ev": a number said with "by" before EV or
// a stop is the stops (the time reader took "by 1" for a length); "it"
// and the photo said as the thing are the whole image, which exposure
// changes.
func evRead(f *frame) {
	if !hasWord(f, stopWords...) {
		return
	}
	if len(f.amounts) == 0 && len(f.times) == 1 && f.times[0].bare && f.times[0].kind == "duration" && f.times[0].dur > 0 {
		f.amounts = append(f.amounts, amount{kind: "number", v: f.times[0].dur})
		f.times = nil
	}
	if toks := f.c.toks; len(f.amounts) == 0 {
		// "aclará la foto 2 pasos": the number the photo's noun phrase
		// took (photo number 2) counts the stops
		for i := 1; i < len(toks); i++ {
			if toks[i].word(stopWords...) && toks[i-1].kind == tNumber {
				f.amounts = append(f.amounts, amount{kind: "number", v: toks[i-1].num})
				break
			}
		}
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool {
		return n.pron || n.kind == "image" && len(n.names) == 0 || exposureNoun(n.said)
	})
	if f.verb == "move" && (f.has("up") || f.has("down")) {
		// "push the exposure up": raised, not a layer moved
		f.verb = map[bool]string{true: "raise", false: "lower"}[f.has("up")]
		f.effects = append(f.effects, map[bool]string{true: "brighter", false: "darker"}[f.has("up")])
	}
}

// exposureWay: "oscurecela un punto de exposición", "darken the exposure
// by 1 stop": the exposure is the slider the verb moves, not a brighter
// look beside the darker one (they cancelled out, refused).
func exposureWay(f *frame) {
	if hasWord(f, "exposure", "exposicion") && f.hasEffect("darker") && f.hasEffect("brighter") {
		f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "brighter" })
	}
}

// exposureNoun: the words said are "the exposure".
func exposureNoun(said string) bool {
	ws := strings.Fields(fold(said))
	return len(ws) > 0 && (ws[len(ws)-1] == "exposure" || ws[len(ws)-1] == "exposicion")
}

// toneUp and toneDown are the verbs that say which way a tone goes:
// "lift the shadows", "abrí las sombras", "levantá las sombras", "bajá
// las luces altas", "pull down the highlights", "deepen the shadows".
var (
	toneUp   = []string{"lift", "raise", "open", "abri", "abre", "abrir", "levanta", "levantar", "subi", "subir", "sube", "boost", "brighten"}
	toneDown = []string{"lower", "reduce", "reduci", "reducir", "deepen", "crush", "tame", "pull", "baja", "bajar", "bajale", "hundi", "profundiza", "aplasta", "suaviza", "soften"}
	// recovering brings the detail back: the shadows up, the highlights down
	toneRecover = []string{"recover", "recupera", "recuperar", "rescue", "rescata"}
)

// toneWay: the shadows or highlights said with a verb that says which way
// and no "brighter"/"darker" are that look (tonalOps reads it): "lift
// the shadows" is brighter shadows, "bajá las luces altas" darker
// highlights, "recover the highlights" darker ones (they were refused:
// "say what to raise").
func toneWay(f *frame) {
	tone, _ := tonalRange(f)
	if tone == "" || f.hasEffect("brighter", "darker") || len(f.regions) > 1 {
		return
	}
	way := ""
	for _, w := range clauseWords(f) {
		switch {
		case slices.Contains(toneRecover, w):
			way = map[string]string{"shadows": "brighter", "highlights": "darker"}[tone]
		case slices.Contains(toneUp, w):
			way = "brighter"
		case slices.Contains(toneDown, w):
			way = "darker"
		}
		if way != "" {
			break
		}
	}
	if way == "" {
		switch {
		case f.verb == "raise" || f.has("up"):
			way = "brighter"
		case f.verb == "lower" || f.has("down"):
			way = "darker"
		}
	}
	if way == "" {
		return
	}
	f.effects = append(f.effects, way)
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool {
		return slices.Contains(toneUp, w) || slices.Contains(toneDown, w) || slices.Contains(toneRecover, w) || hasAll([]string{"up", "down", "las", "altas", "alta"}, strings.Fields(w))
	})
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "up" || m == "down" })
}

// colourNouns name the photo's colours as a whole.
var colourNouns = []string{"colors", "colours", "color", "colour", "colores", "los colores"}

// intensityWords say how strong colours are ("less intense colours",
// "bajale la intensidad a los colores", "colores menos fuertes").
var intensityWords = []string{"intense", "intensity", "intensidad", "intensos", "intensas", "intenso", "intensa", "strong",
	"fuertes", "fuerte", "vivid", "vivos", "vivas", "saturated"}

// colourStrength: the colours said less (or more) intense are the
// saturation, lowered or raised: "make the colors a little less intense",
// "colores menos intensos", "reduce the intensity of the colours",
// "tone the colors down" (refused, or a tint asked for).
func colourStrength(f *frame) {
	ws := clauseWords(f)
	if !slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(colourNouns, w) }) || len(f.regions) > 0 || len(f.colors) > 0 {
		return
	}
	intense := slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(intensityWords, w) })
	toned := f.hasEffect("tint") && (f.has("down") || f.verb == "lower")
	if !intense && !toned {
		return
	}
	others := slices.DeleteFunc(slices.Clone(f.effects), func(e string) bool { return e == "tint" || e == "saturate" || e == "desaturate" })
	if len(others) > 0 {
		return
	}
	down := toned || f.has("less", "down") || f.verb == "lower" || slices.ContainsFunc(ws, func(w string) bool {
		return slices.Contains([]string{"less", "menos", "reduce", "reduci", "lower", "bajale", "baja", "tone"}, w)
	})
	f.effects = []string{map[bool]string{true: "desaturate", false: "saturate"}[down]}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "less" || m == "more" || m == "down" || m == "louder" })
	drop := append(append(slices.Clone(intensityWords), colourNouns...), "la", "the", "los", "las", "of", "de", "a", "al", "sean", "tone", "reduce", "reduci")
	f.unknown = slices.DeleteFunc(f.unknown, func(u string) bool { return hasAll(drop, strings.Fields(u)) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return !n.pron && hasAll(drop, strings.Fields(fold(n.said))) })
}

// toneDownSaid: "tone it down", "a tad too bright, tone it down": "tone
// down" with no colour and no other look is less brightness (it asked for
// the tint's colour); with a look named ("tone down the saturation") the
// look is lowered, as before.
func toneDownSaid(f *frame) {
	if !f.hasEffect("tint") || len(f.colors) > 0 || !(f.has("down") || f.verb == "lower") {
		return
	}
	others := slices.DeleteFunc(slices.Clone(f.effects), func(e string) bool { return e == "tint" || e == "brighter" })
	if len(others) == 1 && complaintIn(f.c.toks) {
		// "way too saturated, tone it down": the complaint's remedy, toned
		// down (it asked for the tint's colour)
		f.effects = others
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "down" })
		return
	}
	if len(others) > 0 {
		return
	}
	f.effects = []string{"darker"}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "down" })
}

// contrastPunched: the contrast is what the "punch" at toks[at] acts on:
// the first word after it that is not an article or a degree ("punch up the contrast"); "punch
// up the colors but not the contrast" keeps the punch for the colours.
func contrastPunched(toks []token, at int) bool {
	for k := at + 1; k < len(toks); k++ {
		if toks[k].has(cDet) || toks[k].word("up", "more", "mas", "a bit", "un poco", "to", "al", "a", "into") {
			continue
		}
		return toks[k].word("contrast", "contraste")
	}
	return false
}

// punchSaid: "punch up the colors", "dale más punch", "give it more
// punch": more vibrance (it was contrast, or "punch" not known).
func punchSaid(f *frame) {
	at := slices.IndexFunc(f.c.toks, func(t token) bool { return t.word("punch", "punch up", "punchier", "punchy") })
	if at < 0 || len(f.colors) > 0 || f.has("shade-richer") {
		return // "punch up the blue in the sky": the blue made richer (shadeOfOwnColour)
	}
	if contrastPunched(f.c.toks, at) {
		return // "punch up the contrast": the contrast, said (it was vibrance)
	}
	f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "contrast" || e == "saturate" || e == "vibrance" })
	f.effects = append(f.effects, "vibrance")
	f.unknown = slices.DeleteFunc(f.unknown, func(u string) bool {
		return hasAll(punchFillers, strings.Fields(u)) || u == "punchier" || u == "punchy" // "add some punch"
	})
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "more" || m == "up" })
	drop := append(append(slices.Clone(colourNouns), punchFillers...), "punch", "vibrance", "vibrancia", "the", "los", "a", "de")
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return !n.pron && hasAll(drop, strings.Fields(fold(n.said))) })
	if f.verb == "" || f.verb == "add" || f.verb == "apply" {
		f.verb = "effect"
	}
}
