package planner

import "slices"

// A colour cast the photo has, said as a fact ("the photo has a green
// tint", "tiene un tono verdoso feo", "it's got a yellow cast", "hay una
// dominante azul", "se ve amarillenta"), is a complaint: the colour taken
// out, as "less green" / "sacale lo verde" is (takenOutColour). They were
// read as a tint of that colour to add ("tiene un tinte verde" tinted it
// green: silent) or refused ("verdoso", "cast" not known).

// castHave say the photo has something: the cast after them is its own.
// "have" alone is left out: "I want it to have a green tint" is a wish.
var castHave = [][]string{{"has"}, {"has", "got"}, {"got"}, {"tiene"}, {"tienen"}, {"hay"}, {"there", "is"}, {"theres"},
	{"quedo", "con"}, {"quedaron", "con"}, {"salio", "con"}, {"vino", "con"}, {"has", "this"}, {"tiene", "como"}, {"tiene", "este"}}

// castFill are words between the "has" and the cast that say nothing of
// which colour it is ("a weird", "un poco de", "this ugly").
var castFill = []string{"a", "an", "un", "una", "some", "this", "that", "kind", "of", "sort", "weird", "ugly", "strange", "slight",
	"bit", "little", "de", "cierto", "cierta", "feo", "fea", "raro", "rara", "leve", "ligero", "ligera", "poco", "como", "medio", "very",
	"strong", "fuerte", "muy", "the", "el", "la", "este", "esta"}

// castNouns name a cast (castWords, and their plurals).
var castNouns = []string{"cast", "casts", "tint", "tinge", "tone", "hue", "dominante", "tinte", "tono", "color", "colour", "matiz"}

// castishWords say a colour leans one way ("verdoso", "greenish"), by the
// English colour word takenOutColour knows.
var castishWords = map[string]string{
	"greenish": "green", "verdoso": "green", "verdosa": "green", "verdosos": "green", "verdosas": "green",
	"reddish": "red", "rojizo": "red", "rojiza": "red", "rojizos": "red", "rojizas": "red",
	"bluish": "blue", "blueish": "blue", "azulado": "blue", "azulada": "blue", "azulados": "blue", "azuladas": "blue",
	"yellowish": "yellow", "amarillento": "yellow", "amarillenta": "yellow", "amarillentos": "yellow", "amarillentas": "yellow",
	"orangey": "yellow", "orangish": "yellow", "anaranjado": "yellow", "anaranjada": "yellow",
}

// castColour is the English colour word of a cast's colour token when
// takenOutColour takes it out, else the word as said ("a pink tint": "less
// pink", which is refused, where it was tinted pink); "" for no colour.
func castColour(t token) string {
	if w, ok := castishWords[t.text]; ok {
		return w
	}
	if l, ok := t.get(cColor); ok {
		switch w := colourWord(l.val); w {
		case "red", "green", "yellow", "blue":
			return w
		case "orange":
			return "yellow" // an orange cast is a warm one, as "esta muy naranja" is
		}
		return t.text
	}
	return ""
}

// castPraise are words that like what the photo looks like.
var castPraise = []string{"encanta", "encantan", "gusta", "gustan", "love", "like", "likes", "perfect", "perfecta", "perfecto",
	"hermosa", "hermoso", "beautiful", "nice", "linda", "lindo", "genial"}

// castSaid rewrites a cast the photo has, or a colour it leans to after a
// copula ("se ve verdosa", "it looks greenish"), into "less <colour>".
func castSaid(toks []token) []token {
	if slices.ContainsFunc(toks, func(t token) bool { return t.word(castPraise...) }) {
		return toks // "se ve amarillenta, me encanta": praised, no fault (it was cooled)
	}
	for i := 0; i < len(toks); i++ {
		n := phraseAt(toks, i, castHave)
		cop := false
		if n == 0 && toks[i].word(photoCopulas...) {
			n, cop = 1, true
		}
		start, ok := castSubject(toks, i)
		if n == 0 || !ok {
			continue
		}
		j := i + n
		for j < len(toks) && toks[j].word(castFill...) {
			j++
		}
		colour, end := "", j
		switch {
		case j < len(toks) && castishWords[toks[j].text] != "":
			colour, end = castishAt(toks, j)
		case cop:
			// after a copula only a colour-ish word is a cast: "it looks
			// green" may be the grass
		case j+1 < len(toks) && castColour(toks[j]) != "" && toks[j+1].word(castNouns...):
			colour, end = castColour(toks[j]), j+2 // "a green tint"
		case j+1 < len(toks) && toks[j].word(castNouns...):
			k := j + 1
			if toks[k].word("de", "of") {
				k++
			}
			if k < len(toks) {
				colour, end = castColour(toks[k]), k+1 // "un tinte verde", "un tono verdoso", "a tint of green"
			}
		}
		if colour == "" {
			continue
		}
		for end < len(toks) && toks[end].word("feo", "fea", "raro", "rara", "horrible", "weird", "ugly", "on it", "encima") {
			end++
		}
		repl := []token{wordToken("less", toks[i].pos, toks[i].end), wordToken(colour, toks[end-1].pos, toks[end-1].end)}
		toks = slices.Replace(slices.Clone(toks), start, end, repl...)
		i = start + 1
	}
	return toks
}

// castSubject: what has the cast is the photo ("it", "the photo", "la
// foto") or is not said (the clause starts at the "has"); start is where
// the words said of the photo begin. "the grass has a green colour" is
// no cast, nor is a wish ("I want it to have", "que tenga").
func castSubject(toks []token, i int) (start int, ok bool) {
	start = i
	if start > 0 && toks[start-1].word("it", "its", "it's", "esto", "this") {
		start--
	} else if start > 0 && toks[start-1].has(cKind, "image") {
		start--
		if start > 0 && toks[start-1].word("the", "this", "my", "la", "esta", "mi") {
			start--
		}
	}
	if start == 0 {
		return start, true
	}
	prev := toks[start-1]
	return start, prev.kind == tPunct || prev.word("and", "but", "y", "pero", "also", "tambien", "because", "porque", "since", "como")
}

// castFixWords mend a cast whatever the history holds ("fix the green
// tint", "corregí el tono verdoso").
var castFixWords = []string{"fix", "correct", "neutralize", "neutralise", "balance", "arregla", "arreglale", "arregle", "arreglá", "arreglále",
	"corregi", "corregile", "corrige", "corregir", "corregí", "corregíle", "neutraliza", "neutralizá"}

// castRemoved rewrites a cast taken off ("quitale el tinte verde", "remove
// the green cast", "fix the yellowish tone") into "less <colour>". A
// removal verb is read so only when the photo has no edits (noEdits): with
// none, the cast is the photo's own (it was refused: "no tint on it to
// take off"); with edits, it may be a tint added before, which undoing
// takes off (lookUndo).
func castRemoved(toks []token, noEdits bool) []token {
	for i := 0; i+1 < len(toks); i++ {
		taken := toks[i].word("take", "get") // "take the warmth out"
		if !toks[i].word(castFixWords...) && !(noEdits && (toks[i].has(cVerb, "delete") || taken)) {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].word("the", "that", "this", "el", "la", "lo", "ese", "esa", "este", "esta", "its", "su") {
			j++
		}
		colour, end := "", j
		switch {
		case noEdits && j < len(toks) && temperatureOwn(toks[j]) != "":
			// "sacale lo cálido", "take the warmth out": with no edits the
			// warmth is the photo's own, taken out by the opposite look (it
			// was refused: "no warm on it to take off")
			end := j + 1
			if taken && end < len(toks) && toks[end].word("out", "off", "away") {
				end++
			} else if taken {
				continue
			}
			if end == len(toks) || toks[end].kind != tWord || toks[end].word("and", "y", "but", "pero", "please", "por favor") {
				toks = slices.Replace(slices.Clone(toks), i, end, wordToken(temperatureOwn(toks[j]), toks[i].pos, toks[end-1].end))
			}
			continue
		case j < len(toks) && castishWords[toks[j].text] != "":
			colour, end = castishAt(toks, j)
		case j+1 < len(toks) && castColour(toks[j]) != "" && toks[j+1].word(castNouns...) && !toks[j+1].word("color", "colour"):
			colour, end = castColour(toks[j]), j+2
		case j+1 < len(toks) && toks[j].word(castNouns...) && !toks[j].word("color", "colour"):
			k := j + 1
			if toks[k].word("de", "of") && k+1 < len(toks) {
				k++
			}
			colour, end = castColour(toks[k]), k+1
		}
		if colour == "" || end < len(toks) && toks[end].kind == tWord && !toks[end].word("and", "y", "but", "pero", "please", "por favor") {
			continue // "remove the green tint from the sky": a part, left as it was
		}
		toks = slices.Replace(slices.Clone(toks), i, end, wordToken("less", toks[i].pos, toks[i].end), wordToken(colour, toks[end-1].pos, toks[end-1].end))
		i++
	}
	return toks
}

// castishAt reads the colour-ish word at j ("reddish", "amarillento") and
// a noun of a cast after it ("a reddish tone"): the colour and where the
// words end.
func castishAt(toks []token, j int) (string, int) {
	end := j + 1
	if end < len(toks) && toks[end].word(castNouns...) {
		end++
	}
	return castishWords[toks[j].text], end
}

// temperatureOwn is the look that takes out a warmth or a coolness said
// as a quality of the photo ("lo cálido", "the warmth", "lo frío", "the
// cold tone"): the opposite temperature; "" for any other word.
func temperatureOwn(t token) string {
	switch {
	case t.word("calido", "calida", "calidez", "warmth", "warm", "warm tone", "warm tones", "tonos calidos", "tono calido", "lo calido"):
		return "cooler"
	case t.word("frio", "fria", "frialdad", "cold", "coldness", "coolness", "cool tone", "cool tones", "cold tone", "tono frio", "tonos frios", "lo frio"):
		return "warmer"
	}
	return ""
}
