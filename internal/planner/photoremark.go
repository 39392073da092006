package planner

import (
	"slices"
	"strings"
)

// How people say, beside a photo edit, what the photo is like or what it
// should look like: a state with no degree ("it's dark"), a second state
// after "y" ("está oscura y fría"), a look by reference ("tipo peli
// vieja", "like an old skate mag", "como de tarde"), the state of the part
// edited in a relative clause ("la cara que está en sombra"), a remark
// after the edit ("…, they're too much", "…, its a cozy cafe shot") and
// what is not wanted, said after it ("(vertical flip, not rotate)").

// plainFaults are states that, said of the photo or a part with "is" and
// no degree ("it's dark", "the sky is dark"), are only ever a fault: as
// "la foto está oscura" is (they were darkened: silent).
var plainFaults = []string{"dark", "dim", "cold", "dull", "muddy", "murky", "gloomy"}

// faultRemedy mends the faults basic mode has no look for alone.
var faultRemedy = map[string]string{"dull": "saturate", "lifeless": "saturate", "muddy": "contrast", "murky": "contrast", "gloomy": "brighter"}

// plainFault: t is one of plainFaults, said as how it is (complaintAt
// reaches the copula before it with no degree between).
func plainFault(t token) bool {
	return t.word(plainFaults...)
}

// stateCopulas say how the photo is, before a state; the first of them in
// a complaint is the one the second state after "and" takes.
var stateCopulas = []string{"esta", "estan", "se ve", "se ven", "quedo", "is", "are", "looks", "look", "its", "theyre"}

// stateAfterAnd reads a bare state after "and"/"y" that follows a
// complaint as a complaint of the same photo ("la foto está apagada y
// oscura", "está oscura y fría", "its kinda dark and dull"): the state is
// joined to the complaint's copula, so it reads as its remedy. It was
// its own request ("oscura" darkened, "fría" cooled: silent) or left out
// ("dull").
func stateAfterAnd(toks []token) []token {
	for i := 2; i < len(toks); i++ {
		if !toks[i-1].word("and", "y", "e") || toks[i].kind != tWord || i+1 < len(toks) && toks[i+1].kind == tWord {
			continue
		}
		first := toks[i-2]
		if !first.has(cEffect) || !(complaintPhrase(first.text) || complaintAt(toks, i-2)) {
			continue
		}
		if complaintPhrase(toks[i].text) {
			continue
		}
		cop := ""
		for j := i - 2; j >= 0 && cop == ""; j-- {
			for _, c := range stateCopulas {
				if toks[j].word(c) || strings.HasPrefix(toks[j].text, c+" ") {
					cop = c
					break
				}
			}
		}
		if cop == "" {
			continue
		}
		switch cop {
		case "its":
			cop = "is"
		case "theyre":
			cop = "are"
		}
		joined := wordToken(cop+" "+toks[i].text, toks[i].pos, toks[i].end)
		if !joined.has(cEffect) {
			// "está apagada y oscura", "the photo is dim and cold": the
			// state taken the other way round, as its complaint is; a
			// fault the lexicon has no word for alone ("dull") its remedy
			opp := faultRemedy[toks[i].text]
			if l, ok := toks[i].get(cEffect); ok && lookOpposite[l.val] != "" {
				opp = lookOpposite[l.val]
			}
			if opp == "" {
				continue
			}
			joined = token{kind: tWord, text: cop + " " + toks[i].text, pos: toks[i].pos, end: toks[i].end,
				lex: []lexeme{{cat: cEffect, val: opp}}}
		}
		toks = slices.Replace(slices.Clone(toks), i, i+1, joined)
	}
	return toks
}

// ageWords say a look is old; lightWords say the light of a time of day.
var (
	ageWords   = []string{"old", "older", "vieja", "viejo", "viejas", "viejos", "antigua", "antiguo", "retro", "vintage", "de antes", "antes"}
	lightWords = []string{"tarde", "atardecer", "sunset", "afternoon", "golden hour", "hora dorada", "late afternoon"}
	// mediaWords are things an old look is taken from ("like an old
	// magazine", "tipo peli vieja"): without one, "like an old man" is no look.
	mediaWords = []string{"photo", "photos", "pic", "picture", "film", "movie", "movies", "mag", "magazine", "magazines", "zine", "poster",
		"postcard", "print", "album", "cover", "record", "tape", "vhs", "tv", "foto", "fotos", "peli", "pelis", "pelicula", "peliculas",
		"revista", "revistas", "postal", "postales", "afiche", "disco", "tapa", "cassette", "tele", "diario", "newspaper", "polaroid"}
)

// compareLook reads a look said by what it is like ("sepia filter like an
// old skate mag", "ponele efecto noir, tipo peli vieja", "más cálida, como
// de tarde") as the look it names: an old thing is the vintage look (which
// a named look takes as its age: lookList), the light of the afternoon is
// warm. After a comma it joins the clause before (it was a clause of its
// own, refused: "peli", "old", "tarde" not known).
func compareLook(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		// "que parezca de tarde, más cálida": the look wished said by
		// what it should look like (it was refused: "tarde" not known)
		wished := toks[i].word("parezca", "parezcan", "look like", "looks like")
		if !toks[i].word("like", "tipo", "como", "estilo", "onda", "a lo") && !wished {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].word("a", "an", "un", "una", "the", "de", "del", "al", "la", "el", "those", "esas", "esos", "las", "los", "in", "en") {
			j++
		}
		end := j
		age, light, media, unknown, lightNoun := false, false, false, 0, false
		for ; end < len(toks) && toks[end].kind == tWord; end++ {
			t := toks[end]
			if age && media && t.word("de", "del", "from", "of") {
				// "tipo foto vieja de la casa de mis abuelos", "like an old
				// photo from my grandma's album": whose the old photo is,
				// not a look or a part (it was refused: "abuelos" not
				// known, "la casa" not a part); it runs to the end of
				// the clause, short of another look or an "and"
				k := end + 1
				for k < len(toks) && k-end <= 8 && toks[k].kind == tWord && !toks[k].has(cEffect) && !toks[k].word("y", "e", "and", "but", "pero") {
					k++
				}
				if k > end+1 && (k == len(toks) || toks[k].kind != tWord) {
					end = k
					break
				}
			}
			switch {
			case t.word(ageWords...):
				age = true
			case t.word(lightWords...):
				light = true
			case t.word("luz", "light", "lighting"):
				// "tipo luz de tarde", "like afternoon light": the light
				// of the time of day said (it was "brighter", and "tarde"
				// left out); "tipo luz" alone says no time, no look
				lightNoun = true
			case t.word(mediaWords...):
				media = true
			case t.word("foto vieja", "pelicula vieja", "foto antigua", "old photo", "old film", "old movie", "old print"):
				age, media = true, true
			case len(t.lex) == 0 || t.word("skate", "school", "family", "familia", "de", "the"):
				unknown++
			default:
				unknown = 99
			}
		}
		if end == j || unknown > 2 || !(age && media || light && !age && !media) || lightNoun && !light {
			continue
		}
		start := i
		if i > 0 && isComma(toks[i-1]) && slices.ContainsFunc(toks[:i-1], func(t token) bool { return t.has(cEffect) }) {
			start = i - 1 // "…, tipo peli vieja": said of the look before
		}
		w := "vintage"
		if light {
			w = "warmer"
		}
		look := wordToken(w, toks[i].pos, toks[end-1].end)
		if !look.has(cEffect) {
			continue
		}
		toks = slices.Replace(slices.Clone(toks), start, end, look)
	}
	return toks
}

// shadeStates say a part is in the shade ("en sombra", "in shadow"): dark.
var shadeStates = [][]string{{"en", "sombra"}, {"en", "la", "sombra"}, {"en", "sombras"}, {"a", "la", "sombra"}, {"in", "shadow"},
	{"in", "the", "shadow"}, {"in", "shadows"}, {"in", "the", "shade"}, {"in", "shade"}}

// relativeCopulas say how a part is, after "que"/"that" ("que está", "que
// salió", "that is", "which came out").
var relativeCopulas = []string{"esta", "estan", "salio", "salieron", "quedo", "quedaron", "se ve", "se ven", "is", "are", "looks", "look",
	"came out", "came", "out", "was", "es", "got", "seems"}

// remedyOf is the look that mends a state said of a part: "dark" is mended
// by "brighter"; a state the lexicon reads as its remedy already ("está
// muy oscuro") is that remedy.
func remedyOf(t token) string {
	l, ok := t.get(cEffect)
	if !ok {
		return ""
	}
	if complaintPhrase(t.text) || remedyWords[t.text] {
		return l.val
	}
	return lookOpposite[l.val]
}

// relativeState drops a relative clause at the end that says the state the
// edit mends, of the part edited ("aclarale la cara que está en sombra",
// "aclará el pasto que salió muy oscuro", "enfocá la foto q salió
// borrosa"): why, not a second look (they were refused: "sombra" left
// out, brighter and darker cancelled out). A state the edit does not mend
// ("aclará la cara que está clara") is left as it is.
func relativeState(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("que", "q", "that", "which") || toks[i-1].kind != tWord {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].word(relativeCopulas...) || toks[k].word(complaintDegrees...) || toks[k].word(stateHedges...) ||
			toks[k].word("kinda", "bastante", "really", "quite", "a bit", "un poco")) {
			k++
		}
		if k == i+1 && !(k < len(toks) && complaintPhrase(toks[k].text)) {
			continue // a copula must say it is a state ("la cara que ilumines": no)
		}
		remedy := ""
		end := k
		if n := phraseAt(toks, k, shadeStates); n > 0 {
			remedy, end = "brighter", k+n
		} else if k < len(toks) {
			remedy, end = remedyOf(toks[k]), k+1
		}
		if remedy == "" || end != len(toks) && toks[end].kind == tWord {
			continue
		}
		mends := slices.ContainsFunc(toks[:i], func(t token) bool {
			return slices.ContainsFunc(t.lex, func(l lexeme) bool { return (l.cat == cEffect || l.cat == cVerb) && sameLook(l.val, remedy) })
		})
		if !mends {
			continue
		}
		return append(slices.Clone(toks[:i]), toks[end:]...)
	}
	return toks
}

// sameLook: a look and a verb or look of the same edit ("brighter" and
// "brighten").
func sameLook(a, b string) bool {
	norm := func(s string) string {
		switch s {
		case "brighten", "lighten", "brighter":
			return "brighter"
		case "darken", "darker":
			return "darker"
		case "sharpen", "focus", "sharper":
			return "sharpen"
		case "warm", "warmer":
			return "warm"
		case "cool", "cooler":
			return "cool"
		}
		return s
	}
	return norm(a) == norm(b)
}

// excessWords say a thing is too much of what the edit takes down ("they're
// too much", "the suit is too loud", "is screaming orange", "que no grite
// tanto").
var excessWords = []string{"too much", "way too much", "much", "loud", "too loud", "screaming", "screams", "shouting", "yelling", "garish",
	"grite", "griten", "grita", "gritan", "chillon", "chillona", "chillones", "estridente", "demasiado", "too", "tanto", "mucho"}

// lowersLook: the edit takes a look down (less colour, cooler, darker).
func lowersLook(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.word("down", "menos", "less", "reduce", "lower", "baja", "bajale", "tone down", "quitale", "sacale", "saca", "quita") ||
			t.has(cMod, "less") || t.has(cEffect, "desaturate", "cool", "darker", "flat") || t.has(cVerb, "lower")
	})
}

// remarkOf: tail, said after the edit head, only remarks on the photo:
// what it is for ("it's for the crew's insta"), what it is ("its a cozy
// cafe shot", a look it names being the edit's own), or that something in
// it is too much of what the edit takes down ("they're too much", "the
// orange suit is too loud", "que el traje naranja no grite tanto"). A
// part, a place, a value, a quote or a verb of an edit keeps the tail.
func remarkOf(head, tail []token) bool {
	var looks []string
	for _, t := range head {
		if l, ok := t.get(cEffect); ok {
			looks = append(looks, l.val)
		}
	}
	if simileOf(head, tail) || undoReason(head, tail) || keptInColour(head, tail) {
		return true
	}
	c := contentTokens(tail)
	if faultRestated(c, tail, looks) {
		return true
	}
	if len(c) < 2 {
		return false
	}
	excess := func(t token) bool {
		// "grite" is typo-fixed to "write": the word as typed counts
		return slices.ContainsFunc(strings.Fields(t.text+" "+fold(t.fixed)), func(w string) bool { return contains(excessWords, w) })
	}
	if c[0].word("que", "so", "so that", "para que") {
		c = c[1:]
	}
	castOut := slices.ContainsFunc(head, func(t token) bool { return castWord(t.text) }) &&
		(lowersLook(head) || slices.ContainsFunc(head, func(t token) bool { return t.word("out", "remove", "rid", "get rid of", "fix") }))
	if lookWished(c, looks, lowersLook(head), castOut) || limitSaid(c, head) {
		return true
	}
	for _, t := range c {
		if t.kind != tWord || t.has(cRegion) || t.has(cPos) || t.has(cTextIntro) || t.has(cVerb) && !excess(t) {
			return false
		}
	}
	first := c[0]
	if first.word("its", "thats", "es", "it", "this", "this is", "it is", "that is") {
		k := 1
		if first.word("it", "this") {
			if len(c) == 2 && complaintPhrase(c[1].text) && lowersLook(head) && excess(c[1]) && !c[1].has(cEffect) {
				// "tone the colours down, it looks way too intense": the
				// excess the edit before takes down, said of "it" (the
				// remark was refused, "no edit I know")
				return true
			}
			if len(c) < 2 || !c[1].word("is", "s") {
				return false
			}
			k = 2
		}
		if len(looks) == 0 {
			return false
		}
		if k < len(c) && c[k].word("for", "para") {
			// what the photo is for: nothing in it is an edit
			return !slices.ContainsFunc(c[k:], func(t token) bool { return t.has(cEffect) || t.has(cProp) })
		}
		if k < len(c) && c[k].word("a", "an", "un", "una") {
			// what it is: a look it names is the edit's own
			return !slices.ContainsFunc(c[k:], func(t token) bool {
				l, ok := t.get(cEffect)
				return ok && !contains(looks, l.val) || t.has(cProp) || t.has(cMod) && !t.has(cDet)
			})
		}
	}
	if !lowersLook(head) || !slices.ContainsFunc(c, excess) {
		return false
	}
	if slices.ContainsFunc(c, func(t token) bool {
		// "tone it down, the title is too big": a thing of the document or
		// a size said of it asks for its own edit
		return t.has(cKind) && !t.has(cKind, "color", "image", "everything") || t.has(cMod, "smaller", "bigger", "shorter", "longer")
	}) {
		return false
	}
	// too much of what the edit takes down: any look named is the one
	// taken down, or its excess
	return !slices.ContainsFunc(c, func(t token) bool {
		l, ok := t.get(cEffect)
		// "se ve" is how it looks ("el traje se ve demasiado naranja"),
		// not a property to change
		return ok && !contains(looks, l.val) && !contains(looks, remedyOf(t)) || t.has(cProp) && !t.word("se ve", "se ven")
	})
}

// lookWished: the tail says the look the photo should have after the edit
// ("…, que se vea más apagada", "…, so it looks warmer"), the edit's own
// or, after one that takes a look down, a look that is down too; after a
// warmth or a cast taken out (castOut: "sacale lo azul"), a neutral one.
func lookWished(c []token, looks []string, lowers, castOut bool) bool {
	if len(c) > 2 && c[0].word("it", "la", "lo") {
		c = c[1:] // "so it looks more neutral"
	}
	if len(c) < 2 || !c[0].word("se vea", "se vean", "quede", "queden", "look", "looks", "it looks", "seems") {
		return false
	}
	rest := c[1:]
	if rest[0].word("mas", "more", "a bit", "un poco", "un poco mas", "a little") {
		rest = rest[1:]
	}
	if len(rest) != 1 {
		return false
	}
	if rest[0].word(neutralWords...) {
		// "sacale lo azul, que se vea más neutra": a photo with no cast
		// is what a warmth taken either way is for (it was refused:
		// "neutra" left out)
		return contains(looks, "warm") || contains(looks, "cool") || castOut
	}
	l, ok := rest[0].get(cEffect)
	return ok && (contains(looks, l.val) || lowers && contains([]string{"desaturate", "cool", "darker", "flat"}, l.val))
}

// neutralWords say a colour with no cast.
var neutralWords = []string{"neutral", "neutra", "neutro", "neutrales"}

// limitSaid: after an edit that takes the colour down, the tail says how
// far not to go ("…, que no quede gris del todo", "…, but not completely
// grey"): the amount asked already keeps to it.
func limitSaid(c []token, head []token) bool {
	if !lowersLook(head) || !slices.ContainsFunc(head, func(t token) bool { return t.has(cProp, "color") || t.has(cEffect, "desaturate") }) {
		return false
	}
	not, full, grey := false, false, false
	for _, t := range c {
		switch {
		case t.word("no", "not", "ni"):
			not = true
		case t.word("del", "todo", "del todo", "completely", "totally", "fully", "entirely", "por completo"):
			full = full || !t.word("del")
		case t.word("gris", "grey", "gray", "bw", "blanco y negro", "black and white", "sin color"):
			grey = true
		case t.word("quede", "quedar", "look", "be", "its", "it", "is", "se vea", "get", "gets", "it's"):
		default:
			return false
		}
	}
	return not && full && grey
}

// notOther: a clause after an edit that only says what is not wanted, a
// different edit ("(vertical flip, not rotate)", "no girarla") or, after a
// text put in a place of its own, a part it must not cover ("write NASA
// across the top, not on her face"): the edit before already keeps to it.
// Anything else with "not" stays refused.
func notOther(toks, before []token) bool {
	c := contentTokens(toks)
	if len(c) < 2 || !c[0].word("not", "no", "ni") || slices.ContainsFunc(c, func(t token) bool { return t.kind != tWord }) {
		return false
	}
	if l, ok := c[1].get(cVerb); ok && len(c) <= 3 {
		return !slices.ContainsFunc(before, func(t token) bool { return t.has(cVerb, l.val) || t.has(cEffect, l.val) }) &&
			slices.ContainsFunc(before, func(t token) bool { return t.has(cVerb) || t.has(cEffect) })
	}
	if c[1].word("on", "over", "en", "sobre", "encima") {
		rest := c[2:]
		for len(rest) > 0 && (rest[0].has(cDet) || rest[0].has(cPron) || rest[0].word("her", "his", "their", "su", "de")) && !rest[0].has(cRegion) {
			rest = rest[1:]
		}
		return len(rest) == 1 && rest[0].has(cRegion) && slices.ContainsFunc(before, func(t token) bool { return t.has(cPos) }) &&
			slices.ContainsFunc(before, func(t token) bool { return t.has(cVerb, "write", "add", "text") || t.has(cTextIntro) })
	}
	return false
}

// photoRemarks sets aside the remarks after an edit (remarkOf), in the
// clause after a comma or as a clause of their own, and what is not
// wanted after it (notOther).
func photoRemarks(clauses []clause, prompt string) ([]clause, []string) {
	var out []clause
	var asides []string
	for _, c := range clauses {
		if len(out) > 0 && (remarkOf(out[len(out)-1].toks, c.toks) || notOther(c.toks, out[len(out)-1].toks)) {
			asides = append(asides, c.raw)
			continue
		}
		if len(out) > 0 && dislikeBeforeUndo(out[len(out)-1].toks, c.toks) {
			// "no me gusta cómo quedó, volvé atrás": why the undo is asked
			asides = append(asides, out[len(out)-1].raw)
			out = out[:len(out)-1]
		}
		for m := len(c.toks) - 2; m > 0; m-- {
			if isComma(c.toks[m]) && remarkOf(c.toks[:m], c.toks[m+1:]) {
				asides = append(asides, rawOf(prompt, c.toks[m+1:]))
				c.toks = c.toks[:m:m]
				c.raw = rawOf(prompt, c.toks)
				break
			}
		}
		out = append(out, c)
	}
	return out, asides
}

// dislikeBeforeUndo: "no me gusta cómo quedó, volvé atrás", "I don't
// like it, undo": a dislike of how the photo turned out said before an
// undo or a redo is why it is asked, not an edit (it was refused, "say
// the look", and the undo with it). A dislike that names a look, a place,
// a text or a kind may ask for something else, and stays.
func dislikeBeforeUndo(head, tail []token) bool {
	if !slices.ContainsFunc(tail, func(t token) bool { return t.has(cVerb, "undo", "redo") }) || !firstPersonNot(head) {
		return false
	}
	return !slices.ContainsFunc(head, func(t token) bool {
		return t.kind == tQuote || t.has(cEffect) || t.has(cPos) || t.has(cKind) || t.has(cTextIntro) || t.has(cSide) || t.has(cColor)
	})
}
