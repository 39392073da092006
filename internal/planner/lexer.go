package planner

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The lexer turns a request into tokens that the rest of the parser can
// read without caring how the user typed them: case and accents folded,
// quoted text kept verbatim, number words read as numbers ("veinticinco",
// "twenty-five"), decimal commas and points, and every time form people
// type (1:05, 00:01:05, 1:05.5, 65s, "65 seconds", "un minuto y medio",
// "second 5") read as seconds. Typos are fixed against the planner's own
// vocabulary (typos.go) and multi-word phrases are joined into one token
// (lexicon.go), so "thumbs up" is a sticker and never the word "up".

// tokKind is what a token is.
type tokKind uint8

const (
	tWord    tokKind = iota // a word or a joined phrase (text holds it folded)
	tNumber                 // a bare number: 3, 2.5, 13,5, "tres"
	tTime                   // seconds said with a unit or a clock: 65s, 1:05, "un minuto y medio"
	tPercent                // 30%, "treinta por ciento"
	tDegrees                // 90°, "90 degrees"
	tFactor                 // 2x, x2
	tPixels                 // 20px, "20 pixels", "20 píxeles"
	tOrdinal                // first, 2nd, segunda, last (num: 1.., -1 last, -2 the one before)
	tQuote                  // quoted text, verbatim
	tPunct                  // , ; . ! ? :
)

// token is one unit of a request. pos and end are byte offsets into the
// request as typed, so text can always be taken back verbatim.
type token struct {
	kind  tokKind
	text  string  // folded word or phrase; the quote's text; the mark
	num   float64 // value of numbers, seconds of times, percent, degrees
	pos   int
	end   int
	clock bool       // a clock form (1:05): also read as a ratio (9:16)
	parts [2]float64 // the two sides of a clock form
	fixed string     // the word as typed, when a typo was fixed
	point bool       // a time said as a point ("second 5", "the 10 second mark")
	unit  float64    // seconds per unit of a time said with one (60: minutes)
	lex   []lexeme   // what the word means (lexicon.go)
	poss  bool       // a noun said with 's ("the b-roll's first second")
}

func (t token) is(kinds ...tokKind) bool {
	for _, k := range kinds {
		if t.kind == k {
			return true
		}
	}
	return false
}

// word reports whether t is the word (or phrase) w.
func (t token) word(ws ...string) bool {
	if t.kind != tWord {
		return false
	}
	for _, w := range ws {
		if t.text == w {
			return true
		}
	}
	return false
}

// timeLike is a token that can be read as seconds.
func (t token) timeLike() bool { return t.kind == tTime || t.kind == tNumber }

// foldRune lower-cases and strips the accents of Spanish letters.
func foldRune(r rune) rune {
	switch r {
	case 'á', 'à', 'ä', 'â', 'Á', 'À', 'Ä', 'Â':
		return 'a'
	case 'é', 'è', 'ë', 'ê', 'É', 'È', 'Ë', 'Ê':
		return 'e'
	case 'í', 'ì', 'ï', 'î', 'Í', 'Ì', 'Ï', 'Î':
		return 'i'
	case 'ó', 'ò', 'ö', 'ô', 'Ó', 'Ò', 'Ö', 'Ô':
		return 'o'
	case 'ú', 'ù', 'ü', 'û', 'Ú', 'Ù', 'Ü', 'Û':
		return 'u'
	case 'ñ', 'Ñ':
		return 'n'
	case 'ç', 'Ç':
		return 'c'
	}
	return unicode.ToLower(r)
}

// fold lower-cases and strips accents.
func fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// quote pairs: opening mark -> closing mark.
var quoteMarks = map[rune]rune{'"': '"', '“': '”', '«': '»', '‘': '’', '„': '“', '\'': '\''}

// findQuote reports whether a quote opens at byte i of s, and where its
// text and the closing mark are. A single quote opens only where it stands
// apart from a word ("don't" holds no quote) and closes only before a
// space, punctuation or the end.
func findQuote(s string, i int) (textStart, textEnd, next int, ok bool) {
	r, n := utf8.DecodeRuneInString(s[i:])
	closer, isQuote := quoteMarks[r]
	if !isQuote {
		return 0, 0, 0, false
	}
	if r == '\'' || r == '‘' {
		if i > 0 {
			p, _ := utf8.DecodeLastRuneInString(s[:i])
			if unicode.IsLetter(p) || unicode.IsDigit(p) {
				return 0, 0, 0, false
			}
		}
	}
	for j := i + n; j < len(s); {
		c, m := utf8.DecodeRuneInString(s[j:])
		if c == closer || (r == '"' && c == '”') || (r == '“' && c == '"') {
			if r == '\'' && j+m < len(s) {
				after, _ := utf8.DecodeRuneInString(s[j+m:])
				if unicode.IsLetter(after) || unicode.IsDigit(after) {
					j += m
					continue // an apostrophe inside the quote: "'it's here'"
				}
			}
			if j == i+n {
				return 0, 0, 0, false // an empty quote
			}
			return i + n, j, j + m, true
		}
		j += m
	}
	return 0, 0, 0, false
}

// isWordRune: letters, digits and the marks that stay inside words
// (file names, "b-roll", "don't", "b&w").
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// emojiWords: the words of the sticker an emoji is typed for.
var emojiWords = map[rune]string{'❤': "heart", '♥': "heart", '♡': "heart", '💖': "heart", '💕': "heart", '💙': "heart",
	'⭐': "star", '★': "star", '☆': "star", '🌟': "star", '🔥': "fire", '👍': "thumbs up", '😀': "smile", '😊': "smile",
	'😂': "smile", '😢': "sad", '✅': "check", '✔': "check", '☀': "sun", '🌞': "sun"}

// scan cuts a request into raw tokens: words, numbers (with their unit or
// suffix split off), quotes and punctuation.
func scan(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			i += n
		case quoteMarks[r] != 0:
			if a, b, next, ok := findQuote(s, i); ok {
				out = append(out, token{kind: tQuote, text: s[a:b], pos: i, end: next})
				i = next
				continue
			}
			i += n
		case unicode.IsDigit(r):
			i = scanNumber(s, i, &out)
		case emojiWords[r] != "":
			// "make the ❤️ bigger", "delete the ♥": the sticker it draws
			// (the emoji was dropped: "delete the")
			j := i + n
			for j < len(s) && strings.HasPrefix(s[j:], "\ufe0f") {
				j += len("\ufe0f") // the emoji presentation selector
			}
			out = append(out, token{kind: tWord, text: emojiWords[r], pos: i, end: j})
			i = j
		case isWordRune(r):
			j := i + n
			for j < len(s) {
				c, m := utf8.DecodeRuneInString(s[j:])
				if isWordRune(c) {
					j += m
					continue
				}
				// inner marks: "intro.mp4", "b-roll", "don't", "b&w", "b/w"
				if (c == '.' || c == '-' || c == '\'' || c == '’' || c == '&' || c == '/') && j+m < len(s) {
					d, _ := utf8.DecodeRuneInString(s[j+m:])
					if isWordRune(d) && !(c == '.' && unicode.IsDigit(d) && !hasLetterAfterDot(s[j+m:])) {
						j += m
						continue
					}
				}
				break
			}
			said := fold(s[i:j])
			poss := possessive(said)
			if poss {
				// "the interview's": the noun ("interviews" was typo-fixed and lost the 's)
				said = strings.TrimSuffix(strings.ReplaceAll(said, "’", "'"), "'s")
			}
			w := strings.NewReplacer("'", "", "’", "").Replace(said)
			out = append(out, token{kind: tWord, text: w, pos: i, end: j, poss: poss})
			i = j
		case r == '%':
			out = append(out, token{kind: tWord, text: "%", pos: i, end: i + n})
			i += n
		case r == '°' || r == 'º':
			out = append(out, token{kind: tWord, text: "°", pos: i, end: i + n})
			i += n
		case r == '×':
			// "800×600", "2×": the times sign is the "x" people type (it was
			// left out, and the size with it)
			out = append(out, token{kind: tWord, text: "x", pos: i, end: i + n})
			i += n
		case r == '—' && i > 0 && s[i-1] == ' ' && strings.HasPrefix(s[i+n:], " "):
			// a dash between spaces ("more contrast — oh and sharpen it")
			// breaks the sentence as a comma does ("-" was left out); a
			// range ("0:10—0:20") has no spaces
			out = append(out, token{kind: tPunct, text: ",", pos: i, end: i + n})
			i += n
		case r == '-' || r == '–' || r == '—':
			out = append(out, token{kind: tWord, text: "-", pos: i, end: i + n})
			i += n
		case r == '&':
			out = append(out, token{kind: tWord, text: "&", pos: i, end: i + n})
			i += n
		case r == '+' && !numberAhead(s[i+n:]):
			// "cuadrada + b&w": "and" (the crop was dropped); "+20" is a number
			out = append(out, token{kind: tWord, text: "+", pos: i, end: i + n})
			i += n
		case strings.ContainsRune(",;.!?:", r):
			out = append(out, token{kind: tPunct, text: string(r), pos: i, end: i + n})
			i += n
		case r == '¿' || r == '¡':
			i += n
		default:
			i += n
		}
	}
	return out
}

// numberAhead: the next thing after spaces is a digit ("contrast + 20").
func numberAhead(s string) bool {
	t := strings.TrimLeft(s, " ")
	return t != "" && t[0] >= '0' && t[0] <= '9'
}

// hasLetterAfterDot: "intro.mp4" keeps its extension, "v1.5" does not
// swallow a decimal.
func hasLetterAfterDot(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return false
}

// scanNumber reads 3, 3.5, 3,5, 1:05, 00:01:05.5, 45%, 90°, 2x, 65s,
// 1st, 1m30s from byte i and appends the tokens.
func scanNumber(s string, i int, out *[]token) int {
	j := i
	digits := func() {
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
	}
	digits()
	var clock []string
	clock = append(clock, s[i:j])
	for len(clock) < 3 && j+1 < len(s) && s[j] == ':' && s[j+1] >= '0' && s[j+1] <= '9' {
		k := j + 1
		j = k
		digits()
		clock = append(clock, s[k:j])
	}
	frac := ""
	if j+1 < len(s) && (s[j] == '.' || s[j] == ',') && s[j+1] >= '0' && s[j+1] <= '9' {
		k := j + 1
		j = k
		digits()
		frac = s[k:j]
	}
	tok := token{pos: i, end: j}
	if len(clock) > 1 {
		secs, ok := clockSeconds(clock, frac)
		if !ok {
			tok.kind, tok.text = tWord, s[i:j]
			*out = append(*out, tok)
			return j
		}
		a, _ := strconv.ParseFloat(clock[0], 64)
		b, _ := strconv.ParseFloat(clock[1], 64)
		tok.kind, tok.num, tok.clock, tok.parts = tTime, secs, true, [2]float64{a, b}
		*out = append(*out, tok)
		return j
	}
	if sign := currencyBefore(s, i); sign < i {
		// "$25", "€18,50": a price, the words of a text, never a time or a
		// level ("cambiá el precio por €18" made the price last 18 s)
		tok.kind, tok.text, tok.pos = tWord, s[i:j], sign
		*out = append(*out, tok)
		return j
	}
	num := clock[0]
	if frac != "" {
		num += "." + frac
	}
	v, _ := strconv.ParseFloat(num, 64)
	tok.kind, tok.num = tNumber, v
	// a suffix glued to the number: 65s, 2x, 1st, 30%
	k := j
	for k < len(s) {
		c, m := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsLetter(c) {
			break
		}
		k += m
	}
	suffix := fold(s[j:k])
	if k == j && strings.HasPrefix(s[j:], "×") {
		suffix, k = "x", j+len("×") // "800×600", "2×": the times sign typed for the x
	}
	switch {
	case suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "o" || suffix == "a" ||
		suffix == "er" || suffix == "ero" || suffix == "era":
		if frac == "" && v >= 1 {
			tok.kind, tok.end, tok.text = tOrdinal, k, s[i:k]
			*out = append(*out, tok)
			return k
		}
	case suffix == "x":
		tok.kind, tok.end = tFactor, k
		*out = append(*out, tok)
		return k
	case frac == "" && resolutionSaid(v, suffix):
		// "4K", "1080p": a picture size, one word (the 4 was read as a
		// volume of 4% at 4 s)
		*out = append(*out, token{kind: tWord, text: fold(s[i:k]), pos: i, end: k})
		return k
	}
	*out = append(*out, tok)
	if suffix != "" {
		*out = append(*out, token{kind: tWord, text: suffix, pos: j, end: k})
		return k
	}
	return j
}

// resolutionSaid: a number and its glued suffix name a video resolution
// ("4k", "8K", "1080p", "720p"), not an amount.
func resolutionSaid(v float64, suffix string) bool {
	switch suffix {
	case "k":
		return v == 2 || v == 4 || v == 5 || v == 6 || v == 8
	case "p":
		return v == 360 || v == 480 || v == 720 || v == 1080 || v == 1440 || v == 2160
	}
	return false
}

// clockSeconds reads m:ss, h:mm:ss (and a fraction of the last part).
func clockSeconds(parts []string, frac string) (float64, bool) {
	total := 0.0
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil {
			return 0, false
		}
		if i > 0 && (v >= 60 || len(p) != 2 && !(len(p) == 1 && i == len(parts)-1)) {
			return 0, false
		}
		total = total*60 + float64(v)
	}
	if frac != "" {
		f, err := strconv.ParseFloat("0."+frac, 64)
		if err != nil {
			return 0, false
		}
		total += f
	}
	return total, true
}

// shorthand people type for common words ("q" for "que").
var shorthand = map[string]string{"q": "que", "xq": "porque", "pq": "porque", "porq": "porque", "tb": "tambien",
	"tmb": "tambien", "tmbn": "tambien", "k": "que", "w/": "with", "b4": "before", "thru": "through", "sec.": "sec",
	"pa": "para", "d": "de", "dsp": "despues", "dps": "despues",
	// "efecto" typed without its c: "efeto" is in the word list, so the
	// typo reader kept it ("ponele un efeto sepia a la foto" read "un
	// efeto" as a file to add)
	"efeto": "efecto", "efetos": "efectos"}

// lex reads a request into tokens: scanned, numbers and times read,
// typos fixed against voc, phrases joined and meanings looked up.
func lex(prompt string, voc *vocabulary) []token {
	toks := dealsAsWords(scan(prompt), prompt, voc)
	for i := range toks {
		if w, ok := shorthand[toks[i].text]; ok && toks[i].kind == tWord {
			toks[i].text = w
		}
		if i+1 < len(toks) && toks[i].word("far", "much") && toks[i+1].word("too") {
			toks[i].text = "way" // "far too loud", "much too long": "way too" ("far" was left out)
		}
	}
	hardToHear(toks)
	toks = contractedIs(toks, prompt)
	toks = readNumberWords(toks)
	toks = readTimes(toks)
	if voc != nil && fixTypos(toks, voc, prompt) {
		toks = readTimes(toks) // a unit fixed: "45 degres", "5 segudos"
	}
	toks = joinPhrases(toks)
	toks = describedLookSplit(toks, voc) // "the old photo" that a description names (describedlook.go)
	toks = cornerBeforeEvent(toks)
	toks = wholeClipOf(toks)
	toks = wholeVideoEnds(toks) // "so the whole video ends at 1:00" (wholevideoends.go)
	estarMoreTime(toks)         // "que esté más tiempo" (estamastiempo.go)
	for i := range toks {
		if toks[i].kind == tWord && toks[i].lex == nil {
			toks[i].lex = lookup(toks[i].text)
		}
	}
	toks = upToAFraction(toks, prompt)
	thanksNamed(toks)
	openingGreetings(toks)
	stillAsAdverb(toks)
	participleNouns(toks)       // "la subida" is a name, not "raise" (participlenoun.go)
	calledAsNoun(toks, prompt)  // "la llamada" is the call, not "called" (participlenoun.go)
	stemNouns(toks)             // "the tape sound", "que la tinta se vea" (participlenoun.go)
	toks = soundNameVerbs(toks) // "the page flip sound" is a sound, not a flip (soundnameverb.go)
	modeBeforeBlend(toks)
	toks = restAsName(toks, prompt)
	pasarAsMove(toks)
	goesByFastNotSpeed(toks)
	// "desde la mitad", "hasta el medio": halfway through, not half of something
	for i := 2; i < len(toks); i++ {
		if toks[i].word("mitad", "medio") && toks[i-1].word("la", "el") && toks[i-2].has(cPrep, "from", "until") {
			toks = merge(toks, i-1, 2, token{kind: tWord, text: "la mitad", lex: []lexeme{{cat: cSpan, val: "halfway"}}})
		}
	}
	return toks
}

// hardToHear: "nico's intro is hard to hear over the music" says what
// "difficult to hear" says (hardlyHeard): it was refused, "hear" unknown.
// The word is read as "difficult" here rather than put in the lexicon:
// "hard" there made "a hart sticker" read as "hard", not "heart".
func hardToHear(toks []token) {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].word("hard") && toks[i+1].word("to") && toks[i+2].word("hear") {
			toks[i].text = "difficult"
		}
	}
}

// thanksNamed: "thank you" after an article or a demonstrative names a
// thing ("the thank you text", "that thank-you card"), as "the thanks
// text" does; it was dropped as courtesy and the text was asked among all.
func thanksNamed(toks []token) {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].word("thank you", "thank u", "thank-you") && toks[i-1].word("the", "that", "this", "those", "these") && toks[i+1].kind == tWord {
			toks[i].text, toks[i].lex = "thanks", lookup("thanks")
		}
	}
}

// modeBeforeBlend: "blend" after a blend mode's name ("set the logo to
// screen blend", "a multiply blend") is the noun of the mode, as "blend
// mode" is, not a second verb (the clause had two and was refused: "say
// what to change"). "add" is no mode there: "add blend" is the verb.
// "on screen blend" is "on" and the mode, not "on screen" (shown).
func modeBeforeBlend(toks []token) {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].word("on screen") && toks[i].word("blend", "blending") {
			toks[i-1].text, toks[i-1].lex = "screen", lookup("screen")
		}
		if _, mode := blendWords[toks[i-1].text]; mode && toks[i-1].kind == tWord && !toks[i-1].word("add") && toks[i].word("blend", "blending") {
			toks[i].lex = []lexeme{{cat: cProp, val: "blendmode"}}
		}
	}
}

// restAsName: "the rest timer", "the rest text": a word of what a text
// says ("REST 30s") before the text noun, not the rest of the video (it
// asked "the rest of what?").
func restAsName(toks []token, prompt string) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].has(cSpan, "rest") || toks[i+1].kind != tWord || !toks[i+1].has(cKind, "text") {
			continue
		}
		det, word, ok := strings.Cut(toks[i].text, " ")
		if ok && word == "rest" && slices.ContainsFunc(lookup(det), func(l lexeme) bool { return l.cat == cDet }) {
			// "the rest" was read as one phrase: "the", then the word
			at := toks[i].pos + strings.LastIndex(strings.ToLower(prompt[toks[i].pos:toks[i].end]), "rest")
			toks = slices.Insert(toks, i+1, token{kind: tWord, text: word, pos: at, end: toks[i].end})
			toks[i].text, toks[i].end, toks[i].lex = det, at-1, lookup(det)
			i++
		} else if i == 0 || !toks[i-1].has(cDet) {
			continue
		}
		toks[i].lex = nil
	}
	return toks
}

// stillAsAdverb: "still" after a word of state or before a degree ("the
// music is still too loud", "it's still dark", "still way too big") is
// the adverb, not a still picture (the logo was taken for it and changed).
func stillAsAdverb(toks []token) {
	for i, t := range toks {
		if !t.word("still") {
			continue
		}
		stated := i > 0 && (toks[i-1].word(stateWords...) || toks[i-1].word("it", "its", "im", "i", "we", "they", "theyre", "youre", "were") ||
			toks[i-1].poss)
		degree := i+1 < len(toks) && toks[i+1].word("too", "way too", "so", "very", "way", "a bit", "a little", "kinda", "kind of", "quite",
			"not", "there", "pretty", "really", "a lot", "much", "loud", "quiet", "dark", "bright", "big", "small")
		if stated || degree {
			toks[i].lex = []lexeme{{cat: cFiller}}
		}
	}
}

// whatSitsThere reads "what is" said of a place as the thing there:
// "lo que está arriba a la derecha", "lo de la esquina", "lo que hay en el
// medio", "what's in the top right corner" are "la cosa de arriba a la
// derecha", "the thing in the top right corner" (they were refused, or
// "lo" taken for something named before). Only before a place: "lo de 3
// a 5" is not a thing.
func whatSitsThere(toks []token) {
	as := func(t *token, w string) {
		t.text, t.kind, t.lex, t.fixed = w, tWord, lookup(w), ""
	}
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch {
		case t.word("lo") && i+3 < len(toks) && toks[i+1].word("que") && toks[i+2].word("esta", "estan", "hay", "aparece", "se ve") &&
			placeAfter(toks, i+3):
			as(&toks[i], "la") // "lo que está arriba": "la cosa de arriba"
			as(&toks[i+1], "cosa")
			as(&toks[i+2], "de")
		case t.word("lo") && toks[i+1].word("que hay") && placeAfter(toks, i+2):
			as(&toks[i], "cosa") // "lo que hay abajo": "que hay" is one token
			as(&toks[i+1], "de")
		case t.word("lo") && toks[i+1].word("de", "del") && placeAfter(toks, i+2):
			as(&toks[i], "cosa") // "lo de la esquina"
		case t.word(whatWords...):
			// "what's in the corner", "whatever is in the middle", "what
			// sits at the top" ("in the middle" is one token: the thing
			// there was dropped and the active layer hidden)
			k := i + 1
			for k < len(toks) && toks[k].word(sitsWords...) {
				k++
			}
			if placeAfter(toks, k) {
				as(&toks[i], "thing")
				for j := i + 1; j < k; j++ {
					toks[j].lex = []lexeme{{cat: cFiller}}
				}
			}
		}
	}
}

// whatWords say "the thing" before a place; sitsWords may link them
// ("what is", "whatever sits").
var (
	whatWords = []string{"whats", "what is", "whatever is", "whatevers", "whatever", "what"}
	sitsWords = []string{"is", "sits", "sit", "appears", "shows", "lies", "are", "there", "right now", "now"}
	// placedVerbs say where a thing is now, after "que"/"that" (placedThing)
	placedVerbs = []string{"is", "are", "sits", "sit", "appears", "appear", "shows", "show", "currently", "now", "right now",
		"esta", "estan", "aparece", "aparecen", "se ve", "se ven", "sale", "salen", "quedo", "quedaron", "ahora", "hoy"}
)

// placeAfter: a place word follows at i, after "en"/"a"/"in" and
// articles ("en el medio", "a la derecha", "la esquina").
func placeAfter(toks []token, i int) bool {
	if i < len(toks) && toks[i].word("en", "a", "in", "at", "on") {
		i++
	}
	i = skipDets(toks, i)
	return i < len(toks) && toks[i].has(cPos)
}

// greetings people open a request with ("hola, sacá el logo", "vale,
// quita la música", "oye, ..."): words only there, where no text can be
// ("cambiá el título a Hola" names new words).
var greetings = map[string]bool{"hola": true, "holi": true, "buenas": true, "buenos": true, "buen": true, "dias": true,
	"dia": true, "tardes": true, "noches": true, "tal": true, "oye": true, "oiga": true, "vale": true, "disculpa": true, "disculpe": true, "parce": true, "cachai": true, "hello": true, "hi": true}

// openingGreetings reads the greetings that open a request as fillers
// (as typed: the typo fixer reads "vale" as "value").
func openingGreetings(toks []token) {
	greeting := func(t token) bool { return t.kind == tWord && (greetings[t.text] || greetings[t.fixed]) }
	for i := 0; i < len(toks) && (toks[i].kind == tPunct || greeting(toks[i]) || toks[i].kind == tWord && isFiller(toks[i])); i++ {
		if greeting(toks[i]) {
			toks[i].lex = []lexeme{{cat: cFiller}}
		}
	}
}

// contractedIs: "the logo's tiny", "logo's way too big": the 's before a
// state the lexicon knows after "is" is "is", not a possessive (the state
// was read as the edit: "tiny" shrank the logo it complained of). The
// noun keeps its word; "is" takes the 's.
func contractedIs(toks []token, prompt string) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].poss || toks[i+1].kind != tWord || !stateAfterIs(toks[i+1:]) {
			continue
		}
		raw := prompt[toks[i].pos:toks[i].end]
		suffix := len(raw) - len(strings.TrimRight(strings.TrimSuffix(raw, "s"), "'’"))
		is := token{kind: tWord, text: "is", pos: toks[i].end - suffix, end: toks[i].end}
		toks[i].end -= suffix
		toks[i].poss = false
		toks = slices.Insert(toks, i+1, is)
	}
	return toks
}

// stateAfterIs: the words start a phrase the lexicon has with "is" before
// it ("is tiny", "is too big", "is way too loud").
func stateAfterIs(toks []token) bool {
	phrase := "is"
	for k := 0; k < len(toks) && k < 3 && toks[k].kind == tWord; k++ {
		phrase += " " + toks[k].text
		if _, ok := theLexicon().phrases[phrase]; ok {
			return true
		}
	}
	return false
}

// possessive reports whether a word is a noun with 's ("the logo's"), not
// a contraction ("it's", "let's", "what's").
func possessive(w string) bool {
	base, ok := strings.CutSuffix(strings.ReplaceAll(w, "’", "'"), "'s")
	return ok && base != "" && !contains([]string{"it", "let", "what", "that", "there", "here", "he", "she", "who", "where", "how"}, base)
}

// goesWhere reads "go"/"come"/"vaya" as moving a thing when an order or
// a place follows: "the kitchen clip should go first", "needs to come
// before the city clip", "que el logo vaya arriba" ("would leave out go").
// Elsewhere they stay unknown: "make the logo go away at 5" is not a move.
func goesWhere(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].word("go", "goes", "come", "comes", "vaya", "vayan") || len(toks[i].lex) > 0 {
			continue
		}
		next := toks[i+1]
		if next.word("right", "justo", "straight", "to", "hacia") && i+2 < len(toks) && !toks[i+2].timeLike() {
			next = toks[i+2] // "go right after", "go to the top left" ("go to 30" is not a thing moving)
		}
		if next.has(cPos) || next.kind == tOrdinal || next.word("first", "last", "primero", "primera", "ultimo", "ultima", "al principio", "al final") ||
			next.has(cPrep, "before", "after") {
			toks = slices.Clone(toks)
			toks[i].lex = lookup("move")
		}
	}
	return toks
}

// goesAway reads "se vaya"/"se va" as the end of a thing when a time or
// another thing's moment follows: "que el logo se vaya en el segundo 7",
// "que se vaya junto con el título", "se va cuando termina la
// entrevista" ("would leave out vaya"; it was moved to 7 s). "Que el
// logo se vaya a la derecha" is a place, and stays as it was.
func goesAway(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i-1].word("se") || !toks[i].word("vaya", "vayan", "va", "van") || len(toks[i].lex) > 0 {
			continue
		}
		k := i + 1
		for k < len(toks) && (toks[k].has(cDet) || toks[k].has(cPrep, "at") || toks[k].word("justo", "right", "just")) && !toks[k].has(cPos) {
			k++
		}
		if k < len(toks) && (toks[k].timeLike() || toks[k].word("segundo", "minuto") || toks[k].word("cuando", "con", "junto con", "al mismo tiempo que", "apenas", "en cuanto")) {
			toks = slices.Clone(toks)
			toks[i].lex = []lexeme{{cat: cVerb, val: "end"}} // a verb only: "end" is a time too, and "se vaya" read as the video's end moved things there
		}
	}
	return toks
}

// nearEndOf leaves "towards the end of the city clip" unread: near the
// end of a thing is inside it, and "the end of" a thing is read as the
// time it ends (the text went after the clip). Near the end of the video
// is at its end.
func nearEndOf(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].word(nearTheEnd...) && toks[i+1].word("of", "of the", "de", "del", "de la") {
			toks = slices.Clone(toks)
			toks[i].lex = nil
		}
	}
	return toks
}

// nameOne drops "one" said after a name for the thing's kind: "right
// after the beach one", "the intro one" ("would leave out one").
func nameOne(toks []token, names func(token) bool) []token {
	for i := 2; i < len(toks); i++ {
		if toks[i].word("one") && toks[i-2].has(cDet) && names(toks[i-1]) {
			return slices.Delete(slices.Clone(toks), i, i+1)
		}
	}
	return toks
}

// joinedNames reads two words said apart as the one word of a file's name
// they make: "the first dance song" is firstdance.mp3, "the hands on clip"
// handson.mp4 ("first" was an ordinal: "there is no the first dance song").
// After a determiner, a word of the name that is a word of the sentence
// too joins the other either way round: "the extra bails clip" and "the
// bails extra clip" are bails-extra.mp4.
//
// A word of the sentence's own ("start", "the end") that makes a file's
// name with the word after it ("the start line" is start-line.mp4) is
// that name too, even when the second word names the file alone: "blur
// the first 3 seconds of the start line" blurred 0-3 (the start of the
// video) and dropped "line" unsaid.
func joinedNames(toks []token, ix nameIndex) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && toks[i].kind == tWord && toks[i+1].kind == tWord && !strings.Contains(toks[i+1].text, " ") {
			a, b := toks[i].text, toks[i+1].text
			head, last := "", a
			if k := strings.LastIndexByte(a, ' '); k >= 0 {
				head, last = a[:k], a[k+1:]
			}
			own := isStructure(toks[i]) // the sentence's word, never a name alone
			joins := ix[last+b] && !ix[last] && (head == "" && !ix[b] || own)
			if ix[last+b] && head == "" && toks[i+1].has(cVerb) && !toks[i].has(cVerb) && !own {
				// "the kid finish clip" is kid-finish.mp4: the second word,
				// a verb of the sentence too ("finish"), was left out
				// ("would leave out finish")
				joins = true
			}
			if joins && head != "" && toks[i].end-toks[i].pos != len(a) {
				joins = false // a phrase typed otherwise ("the  start"): where its last word sits is unknown
			}
			if !joins && head == "" && i > 0 && toks[i-1].has(cDet) && !toks[i].has(cDet) && !aBeforeTime(toks, i+1) {
				// (see above: "extra" was read as "more" and the clip
				// placed a step from the corner at full size)
				joined := ""
				switch {
				case ix[b+a] && len(toks[i].lex) > 0:
					joined = b + a
				case ix[a+b] && len(toks[i].lex) == 0 && len(toks[i+1].lex) > 0:
					joined = a + b
				}
				if joined != "" {
					out = append(out, token{kind: tWord, text: joined, pos: toks[i].pos, end: toks[i+1].end})
					i++
					continue
				}
			}
			if joins {
				if head != "" {
					out = append(out, token{kind: tWord, text: head, pos: toks[i].pos, end: toks[i].pos + len(head), lex: lookup(head)})
				}
				out = append(out, token{kind: tWord, text: last + b, pos: toks[i].end - len(last), end: toks[i+1].end})
				i++
				continue
			}
		}
		out = append(out, toks[i])
	}
	return out
}

// closeUpNamed reads "el primer plano", Spanish for a close-up, as the
// word of a file named for one ("cantante-closeup.mp4"): it was the
// subject of a photo, and the clip was asked about among all.
func closeUpNamed(toks []token, ix nameIndex) []token {
	toks = closeUpShot(toks, ix) // "the dashboard close up" (closeupshot.go)
	if !ix["closeup"] {
		return toks
	}
	for i, t := range toks {
		if t.kind == tWord && t.word("primer plano", "primeros planos") {
			toks = slices.Clone(toks)
			toks[i].text, toks[i].lex = "closeup", nil
		}
	}
	return toks
}

// heardMore reads "que la voz se escuche más", "make the voice be heard
// more" as louder, and "less"/"menos" as quieter: the verb of hearing was
// read as being visible, and "más" as bigger ("has no picture").
func heardMore(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		heard := toks[i].kind == tWord && (strings.HasPrefix(toks[i].text, "se escuch") || strings.HasPrefix(toks[i].text, "se oig") ||
			toks[i].word("heard", "be heard", "audible", "se oye", "se oyen"))
		if !heard || toks[i+1].kind != tWord || !toks[i+1].has(cMod, "more", "less") {
			continue
		}
		way := map[bool]string{true: "louder", false: "quieter"}[toks[i+1].has(cMod, "more")]
		toks = slices.Clone(toks)
		toks[i].lex = []lexeme{{cat: cFiller}}
		toks[i+1].lex = []lexeme{{cat: cMod, val: way}}
	}
	return toks
}

// noiseOfASound reads "noise" said of a sound file as that sound: "the
// crowd noise", "the street noise", "el ruido de la hinchada" are
// crowd.mp3 or street-ambience.wav (it was film grain: "no tool adds film
// grain or noise"). Noise of a clip or alone stays the grain, which is
// refused ("el ruido de la entrevista" asks to clean the clip's sound).
func noiseOfASound(toks []token, sounds nameIndex) {
	for i, t := range toks {
		if !t.word("noise", "ruido", "ruidos", "noises", "hum", "humming", "zumbido", "buzz", "buzzing") {
			// (a machine's hum as its noise: "the kiln hum", "el zumbido
			// del horno" were refused, "hum" left out)
			continue
		}
		before := i > 0 && sounds.has(toks[i-1])
		after := false
		if i+1 < len(toks) && toks[i+1].word("de", "del", "of") {
			k := i + 2
			for k < len(toks) && toks[k].has(cDet) {
				k++
			}
			after = k < len(toks) && sounds.has(toks[k])
		}
		if before || after {
			toks[i].lex = []lexeme{{cat: cKind, val: "audio"}}
		}
	}
}
