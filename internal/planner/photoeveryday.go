package planner

import (
	"slices"
	"strings"
	"unicode"
)

// punchFillers are the words around "punch" that say only how much ("add
// some punch", "a bit more punch").
var punchFillers = []string{"some", "a", "bit", "little", "more", "extra", "of", "punch", "up", "mas", "un", "poco", "de"}

// textLookWords name the text styles text.add and text.update draw: a
// translucent box behind the words ("band"), a shadow, an outline.
var textLookWords = map[string][]string{
	"band": {"box", "boxes", "recuadro", "recuadrito", "caja", "cajita", "cuadro", "cuadrito", "band", "banda", "franja",
		"background", "fondo", "fondito", "backdrop", "banner", "bar", "barra", "plate"},
	"shadow":  {"shadow", "shadows", "drop shadow", "sombra", "sombrita", "sombreado"},
	"outline": {"outline", "outlined", "contorno", "stroke", "trazo", "borde", "bordes", "border"},
}

// textLookFillers are the other words of "in a small dark box behind
// it", "con un fondo oscuro detrás".
var textLookFillers = []string{"a", "an", "the", "un", "una", "el", "la", "al", "de", "del", "with", "con", "in", "en",
	"small", "little", "tiny", "chico", "chica", "chiquito", "chiquita", "pequeno", "pequena", "dark", "darker", "oscuro",
	"oscura", "black", "negro", "negra", "behind", "detras", "atras", "it", "them", "words", "letters", "palabras",
	"letras", "las", "los", "text", "texto", "soft", "suave", "translucent", "semitransparent", "around", "alrededor"}

// textLookOf is the text style a word names; "" none.
func textLookOf(w string) string {
	for style, ws := range textLookWords {
		if contains(ws, w) {
			return style
		}
	}
	return ""
}

// textLookSaid: "add the text 'Sale' in a small box", "poné 'Hola' en un
// recuadro chico", "add 'Hi' with a dark background behind it", "put the
// title in a box", "add the title 'Hi' with a shadow": a style the photo
// text ops draw (they were dropped, the box read as a shape or the
// background of the photo, or refused). The words of it are used up.
func textLookSaid(f *frame) error {
	if !f.hasTextContent() && !f.nounIs("text") {
		return nil
	}
	style, at := "", -1
	for i, t := range f.c.toks {
		for _, w := range strings.Fields(t.text) {
			if s := textLookOf(w); s != "" && t.kind == tWord && !photoBackground(f.c.toks, i, w) {
				if style != "" && style != s {
					return nil // "a box with a shadow": one style is drawn
				}
				style, at = s, i
			}
		}
	}
	if style == "" {
		return nil
	}
	f.textLook = style
	lookWords := func(said string) bool {
		for _, w := range strings.Fields(fold(said)) {
			if textLookOf(w) == "" && !contains(textLookFillers, w) {
				return false
			}
		}
		return true
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.kind != "text" && lookWords(n.said) })
	f.regions = slices.DeleteFunc(f.regions, func(n np) bool { return lookWords(n.said) })
	f.unknown = slices.DeleteFunc(f.unknown, lookWords)
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "pip" }) // "recuadro" is a picture-in-picture box elsewhere
	near := f.c.toks[max(0, at-2):min(len(f.c.toks), at+3)]
	if slices.ContainsFunc(near, func(t token) bool { return t.word(smallWords...) }) {
		// "in a small box": the box fits the words; the words stay their size
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "smaller" })
	}
	if style != "band" {
		return nil
	}
	return boxColour(f, near)
}

// photoBackground: "on the background", "en el fondo" is the photo's
// background, not a box behind the words ("with a background", "con
// fondo", "un fondo oscuro detrás" are one).
func photoBackground(toks []token, i int, w string) bool {
	if !contains([]string{"background", "fondo", "backdrop"}, w) || i == 0 || !toks[i-1].word("the", "el", "al", "del") {
		return false
	}
	return !slices.ContainsFunc(toks[i:], func(t token) bool { return t.word("behind", "detras", "atras") })
}

// smallWords say a box is small.
var smallWords = []string{"small", "little", "tiny", "chico", "chica", "chiquito", "chiquita", "pequeno", "pequena", "chiquitito"}

// boxColour: the box is drawn in the colour that contrasts with the
// words, so a dark box is white words and a light one black words; any
// other colour said of the box is refused (it would have been the words'
// colour).
func boxColour(f *frame, near []token) error {
	dark := slices.ContainsFunc(near, func(t token) bool { return t.word("dark", "darker", "oscuro", "oscura") })
	light := slices.ContainsFunc(near, func(t token) bool { return t.word("light", "claro", "clara") })
	said := ""
	for _, t := range near {
		if l, ok := t.get(cColor); ok {
			said = l.val
			f.colors = slices.DeleteFunc(f.colors, func(c string) bool { return c == l.val })
		}
	}
	switch {
	case said == "#000000" || said == "" && dark:
		f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "darker" })
		if len(f.colors) == 0 {
			f.colors = []string{"#ffffff"}
		}
	case said == "#ffffff" || said == "" && light:
		f.effects = slices.DeleteFunc(f.effects, func(e string) bool { return e == "brighter" })
		if len(f.colors) == 0 {
			f.colors = []string{"#000000"}
		}
	case said != "":
		return unreadf("the box behind a text is drawn in the colour that contrasts with its words (dark or light); basic mode cannot make it %s", colourWord(said))
	}
	return nil
}

// colourWord names a colour said as #rrggbb by a word of the lexicon.
func colourWord(hex string) string {
	for _, w := range []string{"red", "blue", "green", "yellow", "orange", "purple", "pink", "grey", "gray"} {
		for _, l := range lookup(w) {
			if l.cat == cColor && l.val == hex {
				return w
			}
		}
	}
	return hex
}

// textLookLine is how the reply says the style drawn.
func textLookLine(style string) string {
	return map[string]string{"band": "in a box behind the words", "shadow": "with a shadow", "outline": "with an outline"}[style]
}

// colourFamilies: the plural and Spanish words of the colours a photo's
// hue ranges or white balance change, by the English colour word.
var colourFamilies = map[string][]string{
	"red":    {"reds", "rojos", "rojas", "lo rojo", "el rojo", "los rojos"},
	"green":  {"greens", "verdes", "lo verde", "el verde", "los verdes"},
	"yellow": {"yellows", "amarillos", "lo amarillo", "el amarillo", "los amarillos", "yellow cast", "yellowish"},
	"blue":   {"blues", "azules", "lo azul", "el azul", "los azules", "blue cast", "bluish"},
}

// castWords say a colour is a cast over the whole photo ("the yellow cast").
var castWords = []string{"cast", "casts", "tint", "dominante", "tinte", "tono"}

// colourFamilyMatcher: said reports whether a word names a colour family
// ("reds", "lo rojo", "los azules"), held to the family of the one colour
// the clause said, if any; family is the family matched so far.
func colourFamilyMatcher(f *frame) (family *string, said func(string) bool) {
	family = new(string)
	if len(f.colors) == 1 {
		*family = colourWord(f.colors[0])
	}
	return family, func(w string) bool {
		for fam, ws := range colourFamilies {
			if contains(ws, w) && (*family == "" || *family == fam) {
				*family = fam
				return true
			}
		}
		return false
	}
}

// takenOutColour: "quitale lo rojo", "less red", "reduce the reds", "make
// the reds less saturated", "take out the yellow", "quitale lo amarillo":
// a colour taken down is that hue range less saturated (red, green), or
// a cast taken off (yellow, blue: the white balance the other way a bit,
// as "less yellow" is). They were a layer delete asked which, or refused.
func takenOutColour(f *frame) {
	less := f.has("less") || contains([]string{"delete", "remove", "lower"}, f.verb) || slices.Equal(f.effects, []string{"desaturate"})
	if !less || len(f.effects) > 0 && !slices.Equal(f.effects, []string{"desaturate"}) || len(f.colors) > 1 {
		return
	}
	family, said := colourFamilyMatcher(f)
	plural := slices.ContainsFunc(f.unknown, said) || slices.ContainsFunc(f.targets, func(n np) bool { return said(fold(n.said)) })
	if *family == "" || !plural && len(f.colors) == 0 {
		return
	}
	if slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && !said(fold(n.said)) }) {
		return // "make the title less red": the title's colour
	}
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return said(w) || contains(castWords, w) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.pron || said(fold(n.said)) })
	f.colors = nil
	switch *family {
	case "red", "green":
		f.effects = []string{map[string]string{"red": "redder", "green": "greener"}[*family]}
		f.verb = "lower"
	case "yellow", "blue":
		f.effects = []string{map[string]string{"yellow": "cool", "blue": "warm"}[*family]}
		f.verb = "make"
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "less" })
		if !f.has("lot") {
			f.mods = append(f.mods, "bit")
		}
	default:
		return
	}
}

// writtenWords: "escribí Gracias abajo", "escribile Feliz cumple arriba":
// the words after "write", typed with a capital, are a new text's as
// they are after a text noun ("add a title Hello"): they end at a
// preposition, a place or a time ("write Hello in red at the top"); a
// word not read after them keeps the clause refused (they were refused:
// "say the look"). Lower-case words stay unread: they may be anything.
func writtenWords(f *frame) {
	toks := f.c.toks
	start := f.verbAt + 1
	capital := func(k int) bool {
		return k < len(toks) && toks[k].kind == tWord && capitalised(f.prompt[toks[k].pos:toks[k].end]) && !toks[k].has(cTextIntro)
	}
	if k := wordNounAt(f); k > 0 && f.hasTextContent() {
		// "add the word 'SALE'": the quoted words are the text
		f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == toks[k-1].text })
		f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first > f.verbAt && n.end <= k })
		return
	}
	if k, ok := shoutedText(f); ok {
		start = k
		capital = func(k int) bool { return shoutedAt(f, k) }
	} else if k := wordNounAt(f); k > 0 && !f.hasTextContent() && capital(k) && trailWord(toks[k], nil) {
		// "add the word Sale at the top", "escribí la palabra OFERTA
		// arriba": the noun "word" before the words (an unknown word)
		start = k
		f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == toks[k-1].text })
		f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first > f.verbAt && n.end <= k })
	} else if !writesWords(f, start) && !titleOnTop(f, start, capital) || f.verbAt < 0 || f.hasTextContent() || !capital(start) || !trailWord(toks[start], nil) {
		return
	}
	end := start
	for end < len(toks) {
		if r := capitalRun(toks, end, capital); r > end {
			end = r
			continue
		}
		if !trailWord(toks[end], nil) {
			if k := titleBridge(toks, end, nil); k > end {
				end = k
				continue
			}
			break
		}
		end++
	}
	f.text = strings.TrimSpace(f.prompt[toks[start].pos:toks[end-1].end])
	words := strings.Fields(fold(f.text))
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return hasAll(words, strings.Fields(w)) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first >= start && n.end <= end })
}

// wordNounAt: after "add", "put" or "write", an article and the noun
// "word" ("add the word", "poné la palabra"): the index after the noun,
// or -1.
func wordNounAt(f *frame) int {
	toks := f.c.toks
	k := f.verbAt + 1
	if f.verbAt < 0 || f.verb != "add" && f.verb != "put" && f.verb != "write" || k+2 >= len(toks) {
		return -1
	}
	if !toks[k].has(cDet) || !toks[k+1].word("word", "words", "palabra", "palabras") {
		return -1
	}
	return k + 2
}

// writesWords: the verb puts words on the photo: "write", or "add"/"put"
// with a place said, before a word basic mode does not know ("add
// Commander at the top", "poné Feliz cumple arriba"). With no place, or
// a known word first ("put Sepia at the top"), they may name a thing or
// a look.
func writesWords(f *frame, start int) bool {
	if f.verb == "write" {
		return true
	}
	toks := f.c.toks
	return (f.verb == "add" || f.verb == "put") && len(f.pos) > 0 && start < len(toks) && len(toks[start].lex) == 0
}

// titleOnTop: "put Open Studio on top", "add Fresh Bread on top": "on
// top" after the capitalised words of a new title, ending the clause, is
// its place (it lexes as "over", a layer's order, so no place was said
// and the words were refused: "say the look"); titleEndsOnTop takes it
// out of the title. The first word must be one the lexicon does not
// know, as writesWords wants.
func titleOnTop(f *frame, start int, capital func(int) bool) bool {
	toks := f.c.toks
	if f.verb != "add" && f.verb != "put" || len(f.pos) > 0 || start >= len(toks) || len(toks[start].lex) > 0 {
		return false
	}
	end := capitalRun(toks, start, capital)
	if end == start || end != len(toks)-1 || !toks[end].word("on top") {
		return false
	}
	return true
}

// shoutedText: where the words of a new text begin when they are typed
// in capitals, words the lexicon does not know ("put LIFTOFF in the
// middle", "poné OFERTA abajo"), right after "put" or "add", or after a
// colon that follows a text noun ("caption in the middle: LIFTOFF").
// They were refused: "say the look".
func shoutedText(f *frame) (int, bool) {
	toks := f.c.toks
	if f.hasTextContent() {
		return 0, false
	}
	if k := f.verbAt + 1; f.verbAt >= 0 && (f.verb == "put" || f.verb == "add" || f.verb == "write") && k < len(toks) {
		if shoutedAt(f, k) {
			return k, true
		}
	}
	colon := slices.IndexFunc(toks, func(t token) bool { return t.kind == tPunct && t.text == ":" })
	if colon < 1 || !slices.ContainsFunc(toks[:colon], func(t token) bool { return t.has(cTextIntro) || t.has(cKind, "text") }) {
		return 0, false
	}
	for k := colon + 1; k < len(toks); k++ {
		if !shouted(f, toks[k]) {
			return 0, false // the text runs to the end
		}
	}
	if colon+1 == len(toks) {
		return 0, false
	}
	if f.verbAt >= 0 && toks[f.verbAt].has(cKind, "text") {
		f.verb, f.verbAt = "", -1 // "caption …: LIFTOFF": the noun, not the verb "to caption"
	}
	return colon + 1, true
}

// shoutedAt: the word at k is shouted, or is a small title word typed
// in capitals before one ("write LA TABLA CREW", "put THE END at the
// bottom": "LA", "THE" are articles, and the words were refused).
func shoutedAt(f *frame, k int) bool {
	toks := f.c.toks
	if k >= len(toks) {
		return false
	}
	if shouted(f, toks[k]) {
		return true
	}
	t := toks[k]
	return t.kind == tWord && titleJoiner(t) && allCaps(f.prompt[t.pos:t.end]) && hasLowerCase(f.prompt) && k+1 < len(toks) && shouted(f, toks[k+1])
}

// shouted: a word typed all in capitals, two letters or more, that the
// lexicon does not know or knows only as a filler ("B&W", "HDR" are
// looks).
func shouted(f *frame, t token) bool {
	if t.kind != tWord || slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.cat != cFiller }) {
		return false // a filler ("GRACIAS") is no edit
	}
	said := f.prompt[t.pos:t.end]
	letters := 0
	for _, r := range said {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			letters++
		}
	}
	return letters >= 2
}

// thingUnderText is a thing of the photo a new text is said to go on
// ("write Hello on the logo", "add a title 'Hi' on the logo"), which
// text.add cannot place it over: the words said; "" none (it was left
// out, and the text put at the top).
func thingUnderText(f *frame) string {
	toks := f.c.toks
	for _, n := range f.targets {
		on := n.first > 0 && n.first <= len(toks) && toks[n.first-1].word("on", "over", "onto", "on top of", "sobre", "encima", "encima de", "en")
		if on && !n.pron && n.kind != "" && n.kind != "text" && n.kind != "image" {
			return n.said
		}
	}
	return ""
}

// titleEndsOnTop: "add a title Hello on top", "put Open Studio on top":
// a new title's unquoted words that end the clause with "on top" end
// before it, and "on top" is the title's place, the top of the photo
// (the title read "Hello on top", in the middle). Quoted words are the
// text as typed.
func titleEndsOnTop(f *frame) {
	toks := f.c.toks
	if f.text == "" || slices.Contains(f.quotes, f.text) || len(f.pos) > 0 || len(toks) == 0 || !toks[len(toks)-1].word("on top") {
		return
	}
	words := strings.Fields(f.text)
	if len(words) < 3 || !strings.EqualFold(strings.Join(words[len(words)-2:], " "), "on top") {
		return
	}
	f.text = strings.Join(words[:len(words)-2], " ")
	f.pos = append(f.pos, "top")
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "over" })
}
