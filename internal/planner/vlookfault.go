package planner

import (
	"slices"
	"strings"
)

// A fault of the picture said as a state, with a degree or a hedge between
// the "to be" or "to look" and the state: "se ve todo muy apagado", "la
// ciudad se ve muy lavada", "the video looks kind of dull", "los colores
// de la cocina están muy apagados", "the city part looks too bright". The
// lexicon lists the state alone as the look itself ("apagado" is
// desaturated, "lavada" less contrast) and the common complaints as whole
// phrases ("se ve apagado", "too dark"), so a word between them made the
// fault the look (the dull video was desaturated further, the washed out
// city lost contrast) or left the copula out (refused). The video's
// tokens are joined into one look token, the remedy, said as the
// complaint it is. Photo reads its own hedges (photohedge.go).

// lookFaults are the states of a picture that ask for their remedy, by
// remedy; defect states are a fault with no degree ("it looks dull"),
// the others only with one ("too dark", "muy cálido": "it looks warm"
// may be praise).
var lookFaults = []struct {
	remedy  string
	defect  bool
	phrases []string
}{
	{"saturate", true, []string{"dull", "washed out", "washed-out", "lifeless", "pale", "apagado", "apagada", "apagados", "apagadas",
		"lavado", "lavada", "lavados", "lavadas", "apagadisimo", "apagadisima", "lavadisimo", "lavadisima", "destenido", "destenida", "desteñido", "desteñida", "palido", "palida", "sin vida", "sin color",
		"colorless", "colourless", "descolorido", "descolorida"}},
	// grey said of the picture is its colour gone ("the shelves part looks
	// kinda grey and dull": refused), with a degree or beside another
	// such fault (appositeFault); "make it look grey" stays the look
	{"saturate", false, greyFaults},
	{"desaturate", true, []string{"oversaturated", "over saturated", "sobresaturado", "sobresaturada"}},
	{"desaturate", false, []string{"saturated", "colorful", "colourful", "saturado", "saturada", "saturados", "saturadas"}},
	{"brighter", true, []string{"underexposed", "gloomy", "subexpuesto", "subexpuesta", "oscurisimo", "oscurisima", "oscurisimos", "oscurisimas"}},
	{"brighter", false, []string{"dark", "dim", "oscuro", "oscura", "oscuros", "oscuras"}},
	{"darker", true, []string{"overexposed", "blown out", "sobreexpuesto", "sobreexpuesta", "quemado", "quemada", "clarisimo", "clarisima"}},
	{"darker", false, []string{"bright", "light", "claro", "clara", "claros", "claras", "brillante", "brillantes"}},
	{"soft", false, []string{"sharp", "harsh", "nitido", "nitida"}},
	{"warm", false, []string{"cold", "cool", "blue", "bluish", "frio", "fria", "azul", "azulado", "azulada",
		"frios", "frias", "azules", "azulados", "azuladas"}},
	{"cool", false, []string{"warm", "yellow", "orange", "yellowish", "calido", "calida", "amarillo", "amarilla", "naranja", "amarillento", "amarillenta",
		"orangey", "orangy", "naranjas", "amarillos", "amarillas", "anaranjado", "anaranjada", "anaranjados", "anaranjadas", "amarillentos",
		"amarillentas", "calidos", "calidas"}},
	// "it looks flat" is never praise: a fault with no degree too ("the sit
	// clip looks flat" took contrast away)
	{"contrast", true, []string{"flat", "plano", "plana", "chato", "chata", "sin contraste", "sin profundidad"}},
	{"sharpen", true, []string{"blurry", "blurred", "fuzzy", "out of focus", "borroso", "borrosa", "borrosos", "borrosas", "desenfocado",
		"desenfocada", "desenfocados", "desenfocadas", "fuera de foco"}},
}

// faultHedges stand between the copula and the state: a degree ("muy",
// "too", "kind of") or "todo" said of the whole picture. Only the
// degrees make a state that may be wanted a fault.
var faultHedges = []string{"very", "so", "too", "way", "really", "quite", "kinda", "kind of", "sort of", "sorta", "a bit", "a little",
	"a tad", "bit", "little", "pretty", "rather", "somewhat", "super", "muy", "re", "medio", "media", "bastante", "algo",
	"un poco", "un poquito", "demasiado", "tan", "un toque", "a lot", "much", "too much"}

var faultWholes = []string{"todo", "toda", "todos", "todas", "all"}

// lookFaultSaid joins a copula, its hedges and a fault state into one
// look token, the remedy.
func lookFaultSaid(toks []token) []token {
	toks = lookTooMuch(toks)
	for i := 0; i < len(toks); i++ {
		if remedy, n := wishedAwayFault(toks, i); n > 0 {
			g := token{kind: tWord, text: joinTexts(toks[i : i+n]), pos: toks[i].pos, end: toks[i+n-1].end, lex: []lexeme{{cat: cEffect, val: remedy}}}
			toks = slices.Replace(slices.Clone(toks), i, i+n, g)
			continue
		}
		if toks[i].kind != tWord || faultDenied(toks, i) {
			continue
		}
		colours := coloursBefore(toks, i)
		if copula, rest, ok := copulaJoined(toks[i].text); ok {
			// "are too strong" is one word of the lexicon
			if remedy, ok := faultPhrase(rest, false, colours); ok {
				toks = slices.Clone(toks)
				toks[i].lex = []lexeme{{cat: cEffect, val: remedy}}
				toks[i].text = copula + " " + rest
			}
			if l, ok := toks[i].get(cEffect); ok && faultIsTheReason(toks, i, l.val, rest) {
				open := reasonOpens(toks, i)
				toks = slices.Delete(slices.Clone(toks), open, i+1) // ", it looks washed out": why, said
				i = open - 1
				continue
			}
			if toks[i].has(cEffect) || soundFaultToken(toks[i]) {
				toks = gappedFaults(toks, i+1) // "se ve oscura" is a fault of the lexicon
			}
			continue
		}
		if i+1 < len(toks) && toks[i].word(complaintLooks...) && soundFaultAfter(toks, i+1) {
			// "la música es muy fuerte y el video muy oscuro": the second
			// shares the copula of a sound's fault (it was darkened)
			toks = gappedFaults(toks, i+1)
		}
		if i+1 == len(toks) || !toks[i].word(complaintLooks...) {
			continue
		}
		j, degree := i+1, false
		for j < len(toks) && toks[j].kind == tWord {
			if toks[j].word(faultHedges...) {
				degree = true
			} else if !toks[j].word(faultWholes...) {
				break
			}
			j++
		}
		remedy, n := faultAt(toks, j, degree, colours)
		if n > 0 && faultIsTheReason(toks, i, remedy, joinTexts(toks[j:j+n])) {
			open := reasonOpens(toks, i)
			toks = slices.Delete(slices.Clone(toks), open, j+n) // "que se ve borroso": why, said
			i = open - 1
			continue
		}
		if n == 0 || remedy == "sharpen" && !faultAlone(toks, i, j+n) {
			continue
		}
		said := make([]string, 0, j+n-i)
		for _, t := range toks[i : j+n] {
			said = append(said, t.text)
		}
		joined := token{kind: tWord, text: strings.Join(said, " "), pos: toks[i].pos, end: toks[j+n-1].end,
			lex: []lexeme{{cat: cEffect, val: remedy}}}
		toks = slices.Replace(slices.Clone(toks), i, j+n, joined)
		toks = gappedFaults(toks, i+1)
	}
	return toks
}

// gappedFaults: after a fault said with its copula, a second thing with
// a degree and a state but no verb of its own shares that copula ("la
// ciudad se ve muy oscura y la cocina muy clara", "the city looks very
// dark and the kitchen very bright"): its state is a fault too, joined
// into its remedy (the kitchen was made brighter still). A verb after the
// "and" ("y poné la cocina muy clara") is an order, as before. From is the
// token after the first fault.
func gappedFaults(toks []token, from int) []token {
	joined, words, joinAt := false, 0, from
	for i := from; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.has(cConn) || isComma(t):
			joined, words, joinAt = true, 0, i
			continue
		case t.has(cVerb) || t.kind == tWord && t.word(complaintLooks...) || t.kind == tPunct:
			return toks // its own verb or copula: read as said
		case !joined || t.kind != tWord:
			continue
		case words == 0 && appositeDefect(toks, i) > 0:
			// "se ve todo muy lavado, sin color", "it looks dull, lifeless":
			// the same complaint said again, not a thing (it greyed the
			// video after the saturation)
			n := appositeDefect(toks, i)
			remedy, _ := appositeFault(toks, i)
			if sameFaultBefore(toks, from, remedy) {
				// "se ve toda lavada, sin color": said twice, mended once
				// (the saturation there was made stronger and a second laid
				// over it)
				return slices.Delete(slices.Clone(toks), joinAt, i+n)
			}
			g := token{kind: tWord, text: joinTexts(toks[i : i+n]), pos: toks[i].pos, end: toks[i+n-1].end, lex: []lexeme{{cat: cEffect, val: remedy}}}
			return slices.Replace(slices.Clone(toks), i, i+n, g)
		case words == 0 || faultDenied(toks, i):
			words++
			continue
		}
		j := i
		for j < len(toks) && toks[j].kind == tWord && toks[j].word(faultHedges...) {
			j++
		}
		remedy, n := faultAt(toks, j, j > i, false)
		if n == 0 {
			words++
			continue
		}
		said := make([]string, 0, j+n-i)
		for _, w := range toks[i : j+n] {
			said = append(said, w.text)
		}
		g := token{kind: tWord, text: strings.Join(said, " "), pos: toks[i].pos, end: toks[j+n-1].end, lex: []lexeme{{cat: cEffect, val: remedy}}}
		return slices.Replace(slices.Clone(toks), i, j+n, g)
	}
	return toks
}

// wishCopulas are "to look" or "to be" in the subjunctive, said of how the
// picture should not be: "que no se vea tan amarilla", "que no quede tan
// oscuro".
var wishCopulas = [][]string{{"se", "vea"}, {"se", "vean"}, {"se vea"}, {"se vean"}, {"quede"}, {"queden"}, {"este"}, {"esten"},
	{"sea"}, {"sean"}, {"se", "sienta"}, {"se sienta"}}

// wishedAwayFault: at i "no", a copula in the subjunctive, a degree and a
// fault ("que la parte del cantante no se vea tan amarilla"): the fault
// wished away, read as its remedy, and the tokens it takes (it hid the
// clip, or was refused). "no se ve tan amarilla" (the indicative) denies
// the fault and stays as said.
func wishedAwayFault(toks []token, i int) (string, int) {
	if toks[i].kind != tWord || !toks[i].word("no") {
		return "", 0
	}
	c := phraseAt(toks, i+1, wishCopulas)
	if c == 0 {
		return "", 0
	}
	j, degree := i+1+c, false
	for j < len(toks) && toks[j].kind == tWord && toks[j].word(faultHedges...) {
		degree, j = true, j+1
	}
	if !degree {
		return "", 0
	}
	remedy, n := faultAt(toks, j, true, false)
	if n == 0 {
		return "", 0
	}
	return remedy, j + n - i
}

// appositeDefect: at i a fault with no degree needed ("sin color",
// "lifeless", "dull") is all up to the clause's end or the next comma or
// "and": its length in tokens, or 0.
func appositeDefect(toks []token, i int) int {
	remedy, n := appositeFault(toks, i)
	if n == 0 || remedy == "sharpen" || faultDenied(toks, i) {
		return 0
	}
	if e := i + n; e < len(toks) && !isComma(toks[e]) && !toks[e].has(cConn) && toks[e].kind != tPunct {
		return 0
	}
	return n
}

// joinTexts is the tokens' words joined by spaces.
func joinTexts(toks []token) string {
	said := make([]string, 0, len(toks))
	for _, t := range toks {
		said = append(said, t.text)
	}
	return strings.Join(said, " ")
}

// faultAlone: the fault from i to end is all its clause says after the
// thing: no verb before it and nothing after it but the clause's end
// ("the interview looks blurry", "se ve borroso"). A blurry part said
// after a command ("cut the first 2 seconds, the start is blurry") or
// beside a time ("cortá del 20 al 25 que se ve todo
// borroso", "the city clip is blurry at the start, make it sharper")
// stays the remark it was (it was read as a blur, which made it worse).
func faultAlone(toks []token, i, end int) bool {
	for k := i - 1; k >= 0; k-- {
		if toks[k].has(cVerb) || toks[k].word("que") {
			return false
		}
	}
	return end == len(toks) || toks[end].kind == tPunct
}

// copulaJoined: a word of the lexicon that starts with a copula ("are too
// strong"): the copula and the rest.
func copulaJoined(text string) (copula, rest string, ok bool) {
	for _, c := range complaintLooks {
		if r, ok := strings.CutPrefix(text, c+" "); ok {
			return c, r, true
		}
	}
	return "", "", false
}

// faultAt: a fault state is said from token j, n tokens long (0: none);
// remedy is what mends it. A state that may be wanted needs a degree.
func faultAt(toks []token, j int, degree, colours bool) (remedy string, n int) {
	for k := 1; k <= 3 && j+k <= len(toks); k++ {
		if toks[j+k-1].kind != tWord {
			break
		}
		said := make([]string, k)
		for m := range k {
			said[m] = toks[j+m].text
		}
		if r, ok := faultPhrase(strings.Join(said, " "), degree, colours); ok {
			remedy, n = r, k
		}
	}
	return remedy, n
}

// faultPhrase: the words after a copula say a fault (hedges first, which
// make it one: "muy apagados" is one word of the lexicon); colours said
// too strong are too saturated ("the colors are too strong").
func faultPhrase(phrase string, degree, colours bool) (string, bool) {
	for cut := true; cut; {
		cut = false
		for _, h := range faultHedges {
			if rest, ok := strings.CutPrefix(phrase, h+" "); ok {
				phrase, degree, cut = rest, true, true
			}
		}
	}
	if colours && degree && contains(strongColours, phrase) {
		return "desaturate", true
	}
	for _, f := range lookFaults {
		if (f.defect || degree) && slices.Contains(f.phrases, phrase) {
			return f.remedy, true
		}
	}
	return "", false
}

// strongColours say colours too saturated: "the colors are too strong",
// "los colores están muy fuertes".
var strongColours = []string{"strong", "intense", "loud", "fuerte", "fuertes", "intenso", "intensos", "intensa", "intensas"}

// faultDenied: the state is denied or asked ("no se ve tan oscuro", "it
// isn't too dark", "is it too dark?"): no fault to mend.
func faultDenied(toks []token, i int) bool {
	if i > 0 && (toks[i-1].has(cNeg) || toks[i-1].word("no", "not", "nunca", "never", "isnt", "arent", "doesnt")) {
		return true
	}
	if i+1 < len(toks) && toks[i+1].word("not", "no", "nt", "n't") {
		return true
	}
	for _, t := range toks[i+1:] {
		if t.kind == tPunct && t.text == "?" && !(i > 0 && degreeLed(toks[i-1])) && !(i+1 < len(toks) && degreeLed(toks[i+1])) {
			// "se ve muy naranja?" is the fault asked, which faultAsked
			// answers (the orange was read as a tint to lay: silent);
			// "is it dark?" with no degree is no fault
			return true
		}
	}
	return false
}

// coloursBefore: the colours are the subject of the copula at i ("los
// colores de la ciudad están…"), in the words before it up to a comma.
func coloursBefore(toks []token, i int) bool {
	for k := i - 1; k >= 0 && !isComma(toks[k]) && !toks[k].has(cConn); k-- {
		if toks[k].has(cProp, "color") {
			return true
		}
	}
	return false
}

// An effect said to be too much, with the effect after the degree ("too
// much blur", "demasiada viñeta", "there's way too much vignette") or
// with no copula at the clause's start ("vignette too strong"): the
// effect there is made weaker, as "the vignette is too much" reads (a
// new effect was laid over the whole video, or the vignette set to 100).
// The words are said again as that complaint: "the vignette is too much".

// tooMuchLead are the degrees said before the effect.
var tooMuchLead = [][]string{{"way", "too", "much"}, {"too", "much"}, {"demasiado"}, {"demasiada"}, {"is too much"}, {"is", "too", "much"}}

// lookTooMuch rewrites an effect said to be too much into "the E is too
// much".
func lookTooMuch(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		start := i
		if toks[i].word("there", "theres", "hay") {
			i++ // "there's too much blur", "hay demasiada viñeta"
		}
		lead := 0
		for _, l := range tooMuchLead {
			if n := phraseAt(toks, i, [][]string{l}); n > 0 {
				lead = n
				break
			}
		}
		if lead > 0 && i+lead < len(toks) && toks[i+lead].has(cEffect) && effectNoun(toks[i+lead]) {
			e := i + lead
			toks = slices.Concat(toks[:start], []token{wordToken("the", toks[e].pos, toks[e].pos), toks[e],
				tooMuchToken("is too much", toks[e].end, toks[e].end)}, toks[e+1:])
			i = start + 2
			continue
		}
		i = start
		if (i == 0 || isComma(toks[i-1]) || toks[i-1].has(cConn)) && i+1 < len(toks) && toks[i].has(cEffect) && effectNoun(toks[i]) &&
			toks[i+1].word("too strong", "too much", "too intense", "too heavy", "way too strong", "demasiado intenso", "demasiado intensa",
				"demasiado fuerte", "demasiado marcado", "demasiado marcada") {
			toks = slices.Concat(toks[:i], []token{wordToken("the", toks[i].pos, toks[i].pos), toks[i],
				tooMuchToken("is "+strings.TrimPrefix(toks[i+1].text, "way "), toks[i+1].pos, toks[i+1].end)}, toks[i+2:])
			i += 2
		}
	}
	return toks
}

// effectNoun: the word names an effect of the catalog as a thing ("blur",
// "viñeta", "saturación"), not a state said of the picture ("dark").
func effectNoun(t token) bool {
	return t.has(cVerb, "effect") || t.has(cEffect, "blur", "vignette", "sepia", "tint", "contrast") ||
		t.word("saturacion", "saturation", "brillo", "brightness", "sharpness", "nitidez")
}

// tooMuchToken is a complaint of an effect's strength, a weaker one
// wanted ("is too much": the lexicon's "bit").
func tooMuchToken(w string, pos, end int) token {
	return token{kind: tWord, text: w, pos: pos, end: end, lex: []lexeme{{cat: cMod, val: "bit"}}}
}

// soundFaultToken: a copula and a loudness joined by the lexicon ("es muy
// fuerte", "is too loud").
func soundFaultToken(t token) bool {
	return t.kind == tWord && t.has(cMod, "quieter", "louder") && complaintPhrase(t.text)
}

// soundFaultAfter: after a copula, hedges and then a loudness said as a
// fault ("muy fuerte", "too loud").
func soundFaultAfter(toks []token, j int) bool {
	for j < len(toks) && toks[j].kind == tWord && toks[j].word(faultHedges...) {
		j++
	}
	return j < len(toks) && toks[j].kind == tWord && toks[j].has(cMod, "quieter", "louder") && (j > 0 && toks[j-1].word(faultHedges...) || complaintPhrase(toks[j].text))
}

// degreeLed: the word is a degree, or a phrase that opens with one ("muy
// naranja").
func degreeLed(t token) bool {
	if t.kind != tWord {
		return false
	}
	first, _, _ := strings.Cut(t.text, " ")
	return t.word(faultHedges...) || contains(faultHedges, first)
}
