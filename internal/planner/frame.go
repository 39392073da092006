package planner

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// frame is one clause read as an intent with typed slots. The filler
// reads every token into the slot its meaning and neighbours give it;
// the planners (vintent.go, pintent.go) pick the intent from the verb and
// the filled slots, and say which required slot is missing when one is.
type frame struct {
	c        clause
	prompt   string
	verb     string // the verb class ("delete", "add", ...), "" when none
	verbSaid string
	verbAt   int // index of the verb token, -1 when inherited or none
	// hidePart: "hide the logo from 10 to 15" is planned as a removal of
	// that stretch (partGone), whose piece is hidden rather than deleted
	hidePart bool
	// raisesText: raise/lower meant texts only, with or without the word
	// "text" ("subí el último" after adding one), so it goes to a row
	raisesText bool
	// complained: the clause only says what is wrong, read as its remedy
	// ("the logo is too low" as "raise the logo"; heightComplaint)
	complained bool
	verbs      []string
	// asItWas: one thing said to be as it was ("volvé el logo como estaba
	// antes"): its last change taken back (asitwas.go)
	asItWas bool

	targets []np       // noun phrases, in order
	times   []timeExpr // time expressions, in order
	pos     []string   // position words, in order (top, left, corner...)
	amounts []amount
	margin  *amount // "10% from the left", "20 px from the top": how far in from the edge said
	quotes  []string
	text    string // "saying ..." / "que diga ..." text, verbatim
	saysAt  int    // the token that introduced text ("saying", "que dice"), -1 when none
	// eventUnsaid: the words of a clause of when that the time reader
	// could not place ("when the starter doubles in size"), asked
	eventUnsaid string
	eventDesc   string // the words of an event whose time was restated in numbers after it (eventRestated)
	style       string
	// textLook is a style a photo text is drawn with ("in a box": band)
	textLook  string
	effects   []string // looks, in order
	regions   []np     // parts of a photo
	mods      []string
	props     []string
	colors    []string
	lessColor string // "less red": a colour said with "less" (no colour to set on a text)
	count     int
	parts     int // "into 3 parts", "en 4 partes": how many equal pieces
	lang      string
	neg       bool
	no        string // why basic mode cannot do it
	info      bool
	side      string
	sticker   []stickerWord
	clitic    bool // a Spanish verb with its object glued on ("borralo")
	// dative: a Spanish verb with "le"/"les" glued on ("ponele",
	// "agregale"): the thing a new one goes on, said before this clause
	dative bool
	// covered is the thing a note says is covered ("logo overlaps title"):
	// described, not edited
	covered string
	// coveredSeen: what is covered is said as something the footage shows
	// ("la cara de los corredores", "luna's face"), not known yet to be a
	// text or a picture over it; coveredNP is the thing of the project
	// named in it, if any
	coveredSeen bool
	coveredNP   *np
	// overClip: the thing is said over a clip of the main track ("the
	// b-roll over the interview"): a time said is the span it plays there
	overClip bool
	unknown  []string
	// rowAsked: "the upper text at 13 seconds" where the one text shown then
	// sits on the other row: which text is meant is asked
	rowAsked string
	// unknownVerb is a first word basic mode does not know ("qwerty the logo")
	unknownVerb string

	used []bool // tokens consumed by a slot
}

// np is a noun phrase that refers to something in the document.
type np struct {
	said    string
	det     string // the, a, all
	ord     int    // 1.., -1 last; 0 none
	kind    string
	noun    string // the kind word as said ("subtitles", "song")
	plural  bool
	names   []string // words of project names said
	quote   string   // "the 'Welcome' title"
	mods    []string // intro, outro, another, over...
	sticker string
	effect  string
	region  string
	pron    bool
	prep    string   // the preposition before it
	trail   string   // words after a text noun, verbatim ("the title Hello World")
	first   int      // token index
	end     int      // token index after it
	aspect  string   // "audio": the sound of it was said ("the audio of the b-roll")
	at      string   // a place that picks among several texts ("the bottom text")
	count   int      // how many are said: 2 for "both texts", "los dos textos"; 3 for "the 3 texts"
	edge    int      // "the text at the end": -1; "el texto del principio": 1; 0 none
	anchor  *np      // "the clip after the interview": the interview
	rel     int      // 1: the next one after anchor; -1: the one before it
	shownAt *float64 // "the text at 12 seconds" before the edit's own time: the one on screen then
	part    bool     // named as a part of the video ("the kitchen part", "la parte del gato"): its stretch (partofmain.go)
}

func (n np) is(kind string) bool { return n.kind == kind }

type stickerWord struct {
	id   string
	weak bool
}

// amount is a number the clause gives that is not a time.
type amount struct {
	kind string // percent, number, degrees, pixels, factor
	v    float64
	prep string // to, by, at, "": how it applies
}

// timeExpr is a time the clause names, before it is resolved.
type timeExpr struct {
	kind  string // point, range, from, until, duration, first, last, anchor, span
	a, b  timeVal
	dur   float64
	prep  string
	said  string
	first int
	bare  bool // a number without a unit: maybe an amount
	// porEnd: "del 10 por 15", two bare numbers joined by "por" (both "to"
	// and "for"): 10–15 or 15 seconds from 10, so it is asked
	porEnd bool
	// except: said after "except"/"menos": the time left out ("black and
	// white except the first 5 seconds")
	except bool
	// bareFrom: the start was a number without a unit after "from"/"del"
	// ("del 80"): maybe a second, maybe a level
	bareFrom bool
}

// exceptBefore: the words before a time leave it out: "except the last 5
// seconds", "salvo el final", and "menos (en) el final", where "menos" is
// also "less" (the time was dropped: the logo ran over the whole video).
func exceptBefore(before []token) bool {
	i := len(before) - 1
	if i > 0 && before[i].word("en", "durante", "in", "during") {
		i--
	}
	return before[i].has(cPrep, "without") || before[i].word("menos")
}

// timeVal is one end of a time expression.
type timeVal struct {
	sec    float64
	set    bool
	anchor *np     // an element's time: "after the title"
	edge   string  // start, end, mid, whole (of the anchor, or of the video)
	span   string  // halfway, firsthalf, secondhalf, rest, whole, end, start
	offset float64 // "2 seconds after the title"
}

func (f *frame) has(mods ...string) bool {
	for _, m := range mods {
		if contains(f.mods, m) {
			return true
		}
	}
	return false
}

func (f *frame) hasProp(ps ...string) bool {
	for _, p := range ps {
		if contains(f.props, p) {
			return true
		}
	}
	return false
}

func (f *frame) hasEffect(es ...string) bool {
	for _, e := range es {
		if contains(f.effects, e) {
			return true
		}
	}
	return false
}

// prepBefore is the preposition just before token i, skipping determiners.
func prepBefore(toks []token, i int) string {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		t := toks[j]
		if t.kind == tWord && t.has(cPrep) {
			l, _ := t.get(cPrep)
			// "excepto el de gracias", "menos la del logo": "the one of"
			// after the real preposition (the thanks text was deleted with
			// the others)
			if l.val == "of" && t.word("de", "del") && (j >= 1 && toks[j-1].has(cPrep, "without") || j >= 2 && toks[j-1].has(cDet) && toks[j-2].has(cPrep, "without")) {
				return "without"
			}
			return l.val
		}
		if t.kind == tWord && (t.has(cDet) || t.has(cOrd)) {
			continue
		}
		break
	}
	return ""
}

// fill reads a clause into a frame.
func fill(c clause, prompt string, names nameIndex) *frame {
	f := &frame{c: c, prompt: prompt, verbAt: -1, saysAt: -1, used: make([]bool, len(c.toks))}
	toks := c.toks
	// text first: quotes, and the words after "saying"/"que diga"
	for i, t := range toks {
		if t.kind == tQuote {
			f.quotes = append(f.quotes, t.text)
			f.used[i] = true
		}
		if t.has(cTextIntro) && f.speechOf(toks, i) {
			continue
		}
		if t.has(cTextIntro) && f.text == "" && !saidInEvent(toks, i) {
			f.used[i] = true
			f.saysAt = i
			if i+1 < len(toks) && toks[i+1].kind == tQuote {
				continue
			}
			from := i + 1 // the text's first word
			if t.has(cTextIntro, "wrong") {
				// "has a typo, it should be Ana Perez", "tiene un error,
				// tiene que decir X": the words after the remedy's verb
				// are the text (", it should be" was pasted into it)
				from = correctedFrom(toks, from, prompt)
				for k := i + 1; k < from; k++ {
					f.used[k] = true
				}
				if from < len(toks) && toks[from].kind == tQuote {
					continue
				}
			}
			end := textEnd(toks, from, prompt)
			if !saysOfExisting(toks, i) {
				if a := anchorTail(toks, from, end, names); a < end {
					// "says Master bedroom at the bottom when the bedroom
					// comes up": the place before the time is not the text's
					end = textEnd(toks[:a], from, prompt)
				} else if a := footageTail(toks, from, end, names); a < end {
					// "que diga riego diario en el clip del riego" (textthingtail.go)
					end = textEnd(toks[:a], from, prompt)
				}
			}
			if t.word("text of") && saysOfExisting(toks, i) && (from >= len(toks) || !names.has(toks[from])) {
				// "the text of the end more big": the text at the end, not
				// a new text "the end more big"; "the text of Welcome" names it
				f.used[i], f.saysAt = false, -1
				continue
			}
			if saysOfExisting(toks, i) {
				// "the text that says Welcome bigger": the words that name a
				// text of the project, and the rest is the clause (the text
				// was "Welcome bigger")
				k := from
				for k < end && (toks[k].kind == tWord && names.has(toks[k]) || nameNumberAt(toks, k, names) != "") {
					k++ // "que dice Day 75": the number is the name's too
				}
				if k > from {
					end = k
				}
			}
			if end > from {
				at, to := textMarks(prompt, toks[from].pos, toks[end-1].end)
				f.text = strings.TrimSpace(strings.Trim(prompt[at:to], ":\"' "))
				for k := from; k < end; k++ {
					f.used[k] = true
				}
			}
		}
	}
	f.colonText(names) // textcolon.go
	f.valueText()
	if f.text == "" && len(f.quotes) == 0 {
		f.writtenUnquoted(names)
	}
	newAfterOld(f, toks, prompt)
	f.eventRestated()
	f.eventBesidePoint(names) // eventpoint.go
	for i := 0; i < len(toks); i++ {
		if f.used[i] {
			continue
		}
		t := toks[i]
		switch {
		case t.kind == tPunct:
			f.used[i] = true
			continue

		case t.kind == tPercent:
			prep := prepBefore(toks, i)
			if i > 0 && toks[i-1].word("un", "una") && (prep == "" && !(i > 1 && toks[i-2].has(cPrep, "to", "at")) || i > 1 && toks[i-2].word("en")) {
				prep = "by" // "bajá la música un 20%", "reducila en un 30%": by that much ("a un 20%" is to it)
			}
			if prep == "" && i > 0 && toks[i-1].word("down", "up") {
				prep = "by" // "turn the music down 20 percent": by that much (it was set to 20%)
			}
			if t.text == "points" {
				prep = "by" // "subí la música 15 puntos": points are a change, never a level
			}
			if prep == "" && strings.HasSuffix(strings.TrimRight(prompt[:t.pos], " "), "(") || prep == "as" {
				// "a bit quieter (60%)", "más bajo, tipo 40%": the level the
				// way leads to (60 points came off)
				prep = "to"
			}
			f.amounts = append(f.amounts, amount{"percent", t.num, prep})
			f.used[i] = true
			continue
		case t.kind == tDegrees:
			f.amounts = append(f.amounts, amount{"degrees", signedDegrees(f, toks, i), prepBefore(toks, i)})
			f.used[i] = true
			continue
		case t.kind == tPixels:
			f.amounts = append(f.amounts, amount{"pixels", t.num, prepBefore(toks, i)})
			f.used[i] = true
			continue
		case t.kind == tFactor:
			f.amounts = append(f.amounts, amount{"factor", t.num, prepBefore(toks, i)})
			f.used[i] = true
			continue
		}
		if t.word("de", "del", "of") && i > 0 && toks[i-1].has(cProp, "volume") {
			// "el volumen de la música al 20": whose volume, not "from the music to 20"
			f.used[i] = true
			continue
		}
		verbFirst := t.kind == tWord && t.has(cSpan) && t.has(cVerb) && isVerbAt(toks, i)
		if te, n := f.readTime(i, names); n > 0 && !verbFirst {
			if f.titleWords(i, n, te) {
				// "add the title The End": the words of the new title, not a time
				// and the capitalised words after it: "The Whole Story"
				for i+n < len(toks) && toks[i+n].kind == tWord && capitalised(prompt[toks[i+n].pos:toks[i+n].end]) {
					n++
				}
				f.text = strings.TrimSpace(prompt[toks[i].pos:toks[i+n-1].end])
				for k := i; k < i+n; k++ {
					f.used[k] = true
				}
				i += n - 1
				continue
			}
			f.times = append(f.times, te)
			for k := i; k < i+n; k++ {
				f.used[k] = true
			}
			i += n - 1
			continue
		}
		// "split at 3, 5 and 7": more points after a point
		if t.timeLike() && len(f.times) > 0 && f.times[len(f.times)-1].kind == "point" && i > 0 && afterList(toks, i) {
			last := f.times[len(f.times)-1]
			f.times = append(f.times, timeExpr{kind: "point", a: timeVal{sec: t.num, set: true}, prep: last.prep, bare: t.kind == tNumber,
				said: strings.TrimSpace(prompt[t.pos:t.end]), first: i})
			f.used[i] = true
			continue
		}
		if t.kind == tNumber || t.kind == tTime {
			if i+1 < len(toks) && toks[i+1].word("times", "veces", "vez") {
				f.count = int(t.num)
				f.used[i], f.used[i+1] = true, true
				i++
				continue
			}
			if j := piecesAfter(toks, i); j > i {
				f.parts = int(t.num)
				for k := i; k <= j; k++ {
					f.used[k] = true
				}
				i = j
				continue
			}
			f.amounts = append(f.amounts, amount{"number", t.num, prepBefore(toks, i)})
			f.used[i] = true
			continue
		}
		if t.kind == tOrdinal {
			if n, k := f.readNP(i, names); k > 0 {
				f.addNP(n, i, k)
				i += k - 1
				continue
			}
			f.used[i] = true
			continue
		}
		if t.kind != tWord {
			continue
		}
		// the clause's verb: the first verb word, unless it is part of a noun
		// a second verb word after a preposition is a place ("add a star at the center")
		placeWord := f.verb != "" && t.has(cPos) && i > 0 && (toks[i-1].has(cDet) || toks[i-1].has(cPrep))
		if isVerbAt(toks, i) && !(t.has(cKind) && f.verb != "") && !placeWord {
			l, _ := t.get(cVerb)
			if f.verb == "" || againVerb(toks, f.verbAt, i) {
				f.verb, f.verbSaid, f.verbAt = l.val, t.text, i
				f.clitic = t.has(cPron)
				f.dative = theLexicon().dative(t.text)
			}
			f.verbs = append(f.verbs, l.val)
			f.used[i] = true
			if t.has(cEffect) {
				e, _ := t.get(cEffect)
				f.effects = append(f.effects, e.val)
			}
			continue
		}
		if n, k := f.readNP(i, names); k > 0 {
			f.addNP(n, i, k)
			i += k - 1
			continue
		}
		f.used[i] = true
		switch {
		case t.has(cNo, "grain") && (contains([]string{"lower", "delete", "cut", "drop", "kill", "clean"}, f.verb) || f.has("less")):
			// "reduce the noise", "quitale el grano": noise reduction
			f.effects = append(f.effects, "denoise")
		case t.has(cNo):
			l, _ := t.get(cNo)
			f.no = l.val
		case t.has(cNeg):
			// "don't remove the logo", "no borres el título": a negated
			// action; "el logo que no me gusta" is not
			f.neg = f.neg || negates(toks, i) || noBeforeName(toks, i, names) // negation.go
			if !negates(toks, i) && t.word("nunca", "tampoco") {
				f.unknown = append(f.unknown, t.text) // "silenciá la música nunca": never what?
			}
		case t.has(cPrep, "without") && lastWordAt(toks, i):
			// "mute the music salvo": except what? (the music was muted)
			f.unknown = append(f.unknown, t.text)
		case t.has(cProp, "straight") && t.has(cPos) && !sideBefore(toks, i):
			f.props = append(f.props, "straight") // "ponelo derecho al logo": upright (it went to the right)
		case t.has(cPos):
			l, _ := t.get(cPos)
			f.pos = append(f.pos, l.val)
		case t.has(cEffect) && effectAimAt(toks, i):
			// "add a vignette over the plank for drama": what the vignette
			// is for, not a second look (a contrast boost was added too)
		case t.has(cEffect):
			l, _ := t.get(cEffect)
			f.effects = append(f.effects, l.val)
		case t.has(cSticker):
			l, _ := t.get(cSticker)
			f.sticker = append(f.sticker, stickerWord{l.val, l.num == 1})
		case t.has(cProp):
			for _, l := range t.lex {
				if l.cat == cProp {
					f.props = append(f.props, l.val)
				}
			}
		case t.has(cMod) && !(t.has(cPos) || t.has(cFiller) && t.has(cPrep)):
			// "en la otra esquina": another place, not another logo (a
			// second logo was added there)
			ofPlace := t.has(cMod, "another", "other") && i+1 < len(toks) && toks[i+1].has(cPos)
			for _, l := range t.lex {
				if l.cat == cMod && !ofPlace {
					f.mods = append(f.mods, l.val)
				}
			}
			if l, ok := t.get(cStyle); ok {
				f.style = l.val
			}
		case t.has(cStyle):
			l, _ := t.get(cStyle)
			f.style = l.val
		case t.has(cColor):
			if i > 0 && toks[i-1].has(cMod, "less") {
				f.lessColor = toks[i-1].text + " " + t.text
			}
			l, _ := t.get(cColor)
			f.colors = append(f.colors, l.val)
		case t.has(cLang):
			l, _ := t.get(cLang)
			f.lang = l.val
		case t.has(cCount):
			l, _ := t.get(cCount)
			f.count = int(l.num)
		case t.has(cInfo):
			f.info = true
		case t.has(cSide):
			l, _ := t.get(cSide)
			f.side = l.val
		case t.has(cSpan, "on") && (t.has(cPrep) || i+1 < len(toks)):
			// "on the logo": a place, not "from 10 on"
		case t.has(cSpan):
			// a span word no time expression took ("end" alone)
			l, _ := t.get(cSpan)
			f.times = append(f.times, timeExpr{kind: "span", a: timeVal{span: l.val}, said: t.text, first: i, prep: prepBefore(toks, i)})
		case t.has(cVerb):
			l, _ := t.get(cVerb)
			f.verbs = append(f.verbs, l.val)
		case t.has(cPrep, "after", "before", "until") && !t.has(cConn) && i == len(toks)-1:
			// "raise it after": after what? Not read, so not dropped either
			f.unknown = append(f.unknown, t.text)
		case t.word("second", "segundo") && i > 0 && toks[i-1].has(cOrd):
			// "blur the b-roll's first second": "second" is a time no
			// phrase took; it was dropped (the whole b-roll was blurred)
			f.unknown = append(f.unknown, t.text)
		case t.has(cPrep), t.has(cDet), t.has(cFiller), t.has(cConn), t.has(cUnit), t.has(cOrd), t.has(cMod), t.has(cPron):
			// structure words
		case t.word(oneOfWords...) && i+2 < len(toks) && countOfBefore(toks, i+2) == 1:
			// "one of the texts": the count of the phrase after it
		case t.word("one", "uno", "una") && f.hasTextContent() && newOne(toks, i):
			// "a new one that says Hi", "uno nuevo que diga Hola": the new text
		default:
			f.unknown = append(f.unknown, t.text)
		}
	}
	if f.lessColor != "" && f.nounIs("text") {
		// "make the title less red" is no colour to set (it was made red);
		// "less red" on a photo takes a cast off
		f.colors = nil
		f.unknown = append(f.unknown, f.lessColor)
	}
	f.particles()
	f.appearsAfterSubject()
	f.levelTakenAway()
	f.propertyWay()
	// "except during the b-roll": no intent acts on the time outside a span
	for i, te := range f.times {
		if te.first > 0 && exceptBefore(toks[:te.first]) {
			// read only by a look over the video (accounts.go): the rest
			// leave it out, and say so
			f.times[i].except = true
			f.unknown = append(f.unknown, toks[te.first-1].text+" "+te.said)
		}
	}
	if slices.ContainsFunc(f.times, func(te timeExpr) bool { return te.except }) {
		// "todo el video menos los últimos 5 segundos": the whole video is
		// what "except" takes from, not a second time
		f.times = slices.DeleteFunc(slices.Clone(f.times), func(te timeExpr) bool {
			return !te.except && te.kind == "span" && te.a.span == "whole" && te.a.anchor == nil
		})
	}
	if g := f.unquotedNewText(names); g != nil {
		return g
	}
	// "ampliá el logo", "amplía la imagen" with no time is a size, as
	// "agrandá" is ("say how long": "ampliar" is also lengthening)
	if f.verb == "extend" && strings.HasPrefix(f.verbSaid, "ampli") && len(f.times) == 0 && len(f.amounts) == 0 {
		f.verb = "scale"
	}
	// "achicá el test drive a 12 segundos": seconds with their unit are a
	// length, so it is shortened to it (read as a size: "would leave out")
	if f.verb == "scale" && (strings.HasPrefix(f.verbSaid, "achic") || strings.HasPrefix(f.verbSaid, "achiqu")) &&
		len(f.times) == 1 && f.times[0].kind == "point" && endsInAUnit(f.times[0].said) && len(f.amounts) == 0 && len(f.pos) == 0 {
		f.verb = "shorten"
	}
	// "agrandá el título", "shrink the logo": the verb says which way
	if f.verb == "scale" && !f.has("bigger", "smaller") && f.verbAt >= 0 {
		v := f.verbSaid
		switch {
		case v == "enlarge" || v == "grow" || strings.HasPrefix(v, "agrand") || strings.HasPrefix(v, "ampli") || strings.HasPrefix(v, "agigant"),
			contains([]string{"upsize", "upscale", "magnify", "blow up", "size up"}, v):
			f.mods = append(f.mods, "bigger")
		case contains([]string{"downsize", "downscale", "size down"}, v),
			v == "shrink" || strings.HasPrefix(v, "achic") || strings.HasPrefix(v, "achiqu") || strings.HasPrefix(v, "encog") || strings.HasPrefix(v, "encoj"):
			f.mods = append(f.mods, "smaller")
		}
	}
	f.throwOnIsPut(toks)
	// "delay the music by 2 seconds", "retrasá la música", "adelantá el logo"
	if f.verb == "move" && f.verbAt >= 0 && !f.has("later", "earlier") {
		switch v := f.verbSaid; {
		case v == "delay" || v == "postpone" || strings.HasPrefix(v, "retras") || strings.HasPrefix(v, "atras"):
			f.mods = append(f.mods, "later")
		case strings.HasPrefix(v, "adelant"):
			f.mods = append(f.mods, "earlier")
		}
	}
	if f.verb == "" && c.inherit == "" && len(f.props) == 0 && len(f.mods) == 0 && len(f.pos) == 0 && len(f.times) == 0 && len(f.effects) == 0 {
		f.props, f.mods = append(f.props, c.props...), append(f.mods, c.mods...)
	}
	f.props = append(f.props, c.way...)
	if f.verb == "" && c.inherit != "" && !((levelOnlyVerb(c.inherit) || c.inherit == "add") && slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" })) && !soundDegreeNotMute(c.inherit, f) && !sizeOfItsOwn(c.inherit, f) {
		// "the jingle gone and the bed at 20%": a level said with no verb
		// is not taken by a verb that sets none (the bed was deleted too)
		f.verb = c.inherit
		if len(f.effects) == 0 {
			f.effects = append(f.effects, c.looks...)
		}
	}
	// "as a picture in picture", "in a small window": a role, not a reference
	kept := f.targets[:0]
	for _, n := range f.targets {
		if n.kind == "overlay" && n.names == nil && (n.prep == "as" || n.prep == "in" || n.det == "a" || n.det == "") {
			f.mods = append(f.mods, "pip")
			continue
		}
		kept = append(kept, n)
	}
	f.targets = kept
	// a clause whose first word is unknown has a verb basic mode does not know
	for _, t := range c.toks {
		if t.kind == tWord && (isFiller(t) || t.has(cConn)) {
			continue
		}
		if t.kind == tWord && len(t.lex) == 0 && !names.has(t) && f.verbAt < 0 {
			f.unknownVerb = t.text
		}
		break
	}
	// "add a vignette", "increase the contrast": a look named like a thing
	// is the look to apply, unless the clause acts on the one there is
	// ("remove the blur", "make the blur stronger")
	if !contains([]string{"delete", "kill", "drop", "cut", "hide", "unhide", "list", "rename", "replace"}, f.verb) && !f.has("more", "less", "lot", "bit", "louder", "quieter") ||
		f.verb == "raise" || f.verb == "lower" || f.verb == "add" || f.verb == "apply" {
		kept := f.targets[:0]
		for _, n := range f.targets {
			// "extendé la viñeta hasta el final": the one there is, when its time changes
			timed := n.det == "the" && contains([]string{"extend", "shorten", "last", "move", "start", "end"}, f.verb)
			// "cambiá la viñeta por sepia": the one there is gives way to another
			timed = timed || n.det == "the" && replacing(f) && len(f.targets)+len(f.effects) > 1
			if noun, degree := effectNounAfterAdjective(c.toks, n); noun != "" && !timed {
				// "add a dark vignette", "una viñeta suave": the look is the
				// noun; the look word before it says how strong (it was read
				// as a file to add: "no asset for 'a dark vignette'", or as
				// a darker picture)
				f.effects = append(f.effects, noun)
				if degree != "" && !f.has(degree) {
					f.mods = append(f.mods, degree)
				}
				continue
			}
			if n.effect != "" && len(n.names) == 0 && !timed && effectAimAt(f.c.toks, n.first) {
				continue // "… for a dramatic feel": what the effect said is for
			}
			if n.effect != "" && len(n.names) == 0 && !timed {
				f.effects = append(f.effects, n.effect)
				// "a cinematic look", "a black & white photo": only the look
				if (n.kind == "" || n.kind == "effect" || n.det == "a") && n.kind != "adjustment" && n.kind != "layer" {
					continue
				}
			}
			kept = append(kept, n)
		}
		f.targets = kept
	}
	f.tidyLooks()
	// "bajá el logo 40 píxeles", "raise the title 10 px": a move up or down
	// ("subí el logo 20 px y a la derecha": up as well)
	if (f.verb == "raise" || f.verb == "lower") && nudgeBy(f) > 0 && leavesVertical(f) && len(f.effects) == 0 {
		if len(f.pos) == 0 {
			f.pos = append(f.pos, map[bool]string{true: "top", false: "bottom"}[f.verb == "raise"])
		} else {
			f.mods = append(f.mods, verbWay(f.verb))
		}
		f.verb = "move"
	}
	f.lowerIsWhichWay()
	f.wayAfterMove()
	f.sizeStateThenEdit()
	f.stateBeforeVerb()
	f.bigIsSize()
	f.sizeDegree()
	f.middleIsTime()
	f.twoPartsAtPoint()
	f.middleIsPlace()
	f.halfIsSize()
	f.halfIsLength()
	f.halfIsVolume()
	f.halfIsStrength()
	f.upIsShown()
	// "make the logo 2 seconds longer", "make the b-roll 1 second shorter":
	// the comparative is the edit (the logo was moved to 2 s)
	if f.verb == "make" || f.verb == "" || f.verb == "timing" || f.verb == "last" || f.verb == "move" || f.verb == "keep" {
		for _, v := range f.verbs {
			if v == "extend" || v == "shorten" {
				f.verb = v
			}
		}
	}
	// "cut the video short at 60": "short" after a verb of a cut is not
	// read; the refusal names it (it split at 60)
	if contains([]string{"cut", "split", "trim", "delete", "keep", "end"}, f.verb) &&
		slices.ContainsFunc(c.toks, func(t token) bool { return t.kind == tWord && t.text == "short" }) {
		f.unknown = append(f.unknown, "short")
	}
	// "hacé el logo corto", "dejá la música corta": short, said after the
	// thing, not "I cut" (the logo was deleted)
	if f.verb == "cut" && f.verbSaid != "" && wordsIn(f.verbSaid, []string{"corto", "corta", "cortos", "cortas"}) &&
		len(f.targets) > 0 && f.targets[0].first < f.verbAt {
		f.verb = "shorten"
	}
	// "make the heart disappear", "hacé desaparecer el corazón" with no
	// time: out of sight, and back with "show" (a delete would go past
	// what was said); with a time it ends then ("say how long")
	if (f.verb == "make" || f.verb == "end") && len(f.times) == 0 && disappearSaid(f) || f.verb == "make" && slices.Contains(f.verbs, "hide") {
		f.verb = "hide" // "make the logo vanish" too
	}
	// "make a copy of the heart at 20", "haceme una copia del corazón en el
	// 20": a copy made is a duplicate (the heart was moved to 20 s)
	if f.verb == "make" && madeCopy(c.toks) {
		f.verb = "duplicate"
	}
	// "sacale la opacidad al logo", "remove the opacity of the logo": less
	// of it, not the thing (the logo was deleted); a transparency taken
	// away is read elsewhere (fully opaque)
	if contains([]string{"delete", "kill", "drop"}, f.verb) && hasWord(f, "opacity", "opacidad") &&
		len(f.times) == 0 && len(f.effects) == 0 {
		f.verb = "lower"
	}
	// "hacé el logo 2 segundos más largo", "un segundo más corto"
	for i := 0; i+1 < len(c.toks) && len(f.times) > 0; i++ {
		if c.toks[i].word("mas", "more") {
			switch {
			case c.toks[i+1].word("largo", "larga", "long"):
				f.verb = "extend"
			case c.toks[i+1].word("corto", "corta", "short"):
				f.verb = "shorten"
			}
		}
	}
	// "make the logo last 2 seconds longer": by 2 seconds, not the last 2
	if f.verb == "extend" || f.verb == "shorten" {
		for i, te := range f.times {
			if (te.kind == "last" || te.kind == "duration" && te.prep == "") && te.dur > 0 {
				f.times[i].kind, f.times[i].prep = "duration", "by"
			}
		}
	}
	f.edgeMargin()
	f.textOfRole()
	f.titleOfPerson()
	f.logoOfOwner(names)
	f.frontedThing()
	f.itIsTheThingNamed()
	f.dativeOwner()
	f.timeOfThing()
	f.cutToLength()
	// "ponelo abajo", "borrala": the pronoun glued to the verb is its object
	if f.clitic && len(f.targets) == 0 {
		f.targets = append(f.targets, np{pron: true, said: f.verbSaid, first: f.verbAt})
	}
	for i := range toks {
		if v, ok := arrowCornerSide(toks, i); ok && !contains(f.pos, "top") && !contains(f.pos, "bottom") {
			// "una flecha abajo a la derecha": "abajo" begins the corner the
			// arrow goes in (it went top right, pointing down)
			f.pos = append(f.pos, v)
		}
	}
	f.coveredDescribed()
	f.maskedDescribed()
	f.maskOutParticle()
	f.unheardAfterMask()
	f.speechOfNoOne()
	f.faintWish()
	f.normalLevel()
	f.unheardOver()
	f.unheardUnderFronted()
	f.onlyHeardKept()
	f.heardPurpose()
	return f
}

// textOfRole: "el texto del precio", "the caption with the phone number",
// "el cartel del nombre del jugador": a text noun, then the role that tells
// which text (a price, a date, a name) after "of" or "with": one text, named
// by the role (it asked which of all the texts, and the role was left
// aside).
func (f *frame) textOfRole() {
	for k := 0; k+1 < len(f.targets); k++ {
		text, role := f.targets[k], f.targets[k+1]
		about := topicJoin(f.c.toks, text.end) && role.first == text.end+1
		one := oneSaid(text) && (role.prep == "with" || about) && role.first == text.end+1 && textRoleOfOne(role)
		if one {
			// "the one with the phone number", "the one about the price":
			// the text after it is the one meant ("there is no the one")
			text.kind, text.noun, text.names = "text", "text", nil
		}
		if text.kind != "text" || len(text.names) > 0 || text.quote != "" || text.pron || text.plural && textClassOf[fold(text.noun)] != "names" || role.quote != "" ||
			role.first != text.end+1 || role.prep != "of" && role.prep != "with" && !about {
			continue
		}
		switch noun := fold(text.noun); {
		case (about || one) && role.kind == "" && len(role.names) > 0 && !role.pron && role.sticker == "" && role.effect == "":
			// "the text about the fireplace", "el cartel acerca del
			// precio": the text that says it (it asked which text)
			role.kind, role.noun = "text", text.noun
		case role.kind == "music" && !role.plural && len(role.names) == 0 && contains(songNouns, fold(role.noun)) && contains(textNameNouns, noun):
			// "el nombre del tema", "the title of the song": the text that
			// names the song (the song itself was taken, which has no
			// picture to place)
			role.kind, role.noun = "text", text.noun
		case role.kind == "text" && textClassOf[fold(role.noun)] != "" && textClassOf[noun] == "":
		case role.kind == "" && len(role.names) > 0 && !role.pron && role.sticker == "" && role.effect == "" &&
			(textClassOf[noun] == "names" || titleOfSomeone(noun, role.names)):
			// "el nombre del jugador", "the name of the hotel", "el título
			// de los novios": the name of someone or something, which the
			// text need not say whose (the resolver's nameOfOwner)
			// ("los nombres de los novios" are their names: namesOfOwners)
			role.kind, role.noun, role.plural = "text", map[bool]string{true: "name", false: "nombre"}[noun == "name" || noun == "names" || noun == "title"], text.plural
		default:
			continue
		}
		role.det, role.first, role.prep = text.det, text.first, text.prep
		role.mods = append(slices.Clip(text.mods), role.mods...)
		if toks := f.c.toks; role.end <= len(toks) && text.first < len(toks) {
			role.said = f.prompt[toks[text.first].pos:toks[role.end-1].end]
		}
		f.targets = slices.Replace(f.targets, k, k+2, role)
	}
}

// personPossessives say that a thing is someone's ("her title").
var personPossessives = []string{"his", "her", "their"}

// titleOfPerson: "her title", "his title": a title said as someone's is
// their name, the text that is a person's name (it asked which of all the
// texts). Spanish "su título" may be the video's own, and stays a title.
func (f *frame) titleOfPerson() {
	for k, n := range f.targets {
		if n.kind != "text" || len(n.names) > 0 || n.quote != "" || n.plural || n.first <= 0 || n.first > len(f.c.toks) {
			continue
		}
		if noun := fold(n.noun); noun != "title" || !f.c.toks[n.first-1].word(personPossessives...) && !f.c.toks[n.first].word(personPossessives...) {
			continue
		}
		f.targets[k].noun = "name"
	}
}

// logoOfOwner: "el logo de la banda", "the logo of the shop": whose logo
// it is, said with words no file of the project is named by, is one thing,
// the logo (it was a second thing: "there is no la banda").
func (f *frame) logoOfOwner(names nameIndex) {
	for k := 0; k+1 < len(f.targets); k++ {
		logo, owner := f.targets[k], f.targets[k+1]
		if logo.kind != "logo" || logo.pron || owner.prep != "of" || owner.first != logo.end+1 || owner.kind != "" || owner.pron ||
			len(owner.names) == 0 || owner.quote != "" || owner.sticker != "" || owner.effect != "" ||
			slices.ContainsFunc(owner.names, func(w string) bool { return !logoOwners[w] }) ||
			owner.end > len(f.c.toks) || slices.ContainsFunc(f.c.toks[owner.first:owner.end], names.has) {
			continue
		}
		logo.end = owner.end
		logo.said = f.prompt[f.c.toks[logo.first].pos:f.c.toks[owner.end-1].end]
		f.targets = slices.Replace(f.targets, k, k+2, logo)
	}
}

// logoOfTextOwner: "el logo de la panadería", "the logo of the workshop"
// where the owner's words are found only in a text ("PANADERÍA LA
// ESPIGA", "Welcome to the Workshop"): whose logo it is, one thing (the
// title was deleted with the logo: silent). A text is nobody's owner; an
// owner that names a file or a clip stays a second thing.
func (f *frame) logoOfTextOwner(r *resolver) {
	for k := 0; k+1 < len(f.targets); k++ {
		logo, owner := f.targets[k], f.targets[k+1]
		if logo.kind != "logo" || logo.pron || logo.plural || owner.prep != "of" || owner.first != logo.end+1 || owner.kind != "" || owner.pron ||
			len(owner.names) == 0 || owner.quote != "" || owner.sticker != "" || owner.effect != "" || owner.end > len(f.c.toks) {
			continue
		}
		logos, err := r.elements(logo)
		if err != nil || len(group(logos)) != 1 {
			continue
		}
		if !r.namesOnlyTexts(owner.names) {
			continue
		}
		logo.end = owner.end
		logo.said = f.prompt[f.c.toks[logo.first].pos:f.c.toks[owner.end-1].end]
		f.targets = slices.Replace(f.targets, k, k+2, logo)
	}
}

// dativeOwner: "sacale los últimos 3 segundos al video de rocco", "cortale
// el primer segundo a la foto": with "le" glued to the verb, the thing
// after "a"/"al" is whose first or last seconds they are, as "of" says it
// (they were the video's last seconds, past the clip).
func (f *frame) dativeOwner() {
	if !f.dative || len(f.times) != 1 || f.times[0].kind != "first" && f.times[0].kind != "last" || f.times[0].a.anchor != nil {
		return
	}
	te := &f.times[0]
	for i, n := range f.targets {
		// "a la foto": the "a" is read as the English article
		toArticle := n.det == "a" && n.first+1 < len(f.c.toks) && f.c.toks[n.first].word("a") && f.c.toks[n.first+1].word("el", "la", "los", "las")
		// "sacale los ultimos 2 segundos a preparando bancales": after a
		// verb with "le" glued on, "a" before a bare name is the Spanish "a"
		// too, not "a new one" (the video's last seconds were cut, refused
		// as not inside the clip)
		toName := n.det == "a" && !toArticle && f.c.toks[n.first].word("a") && len(n.names) > 0
		if n.pron || n.det == "a" && !toArticle && !toName || n.first <= te.first || n.kind == "" && len(n.names) == 0 || !spanishTo(f.c.toks, n.first) {
			continue
		}
		owner := n
		if toName {
			owner.det = ""
		}
		te.a.anchor = &owner
		f.targets = append(f.targets[:i], f.targets[i+1:]...)
		return
	}
}

// spanishTo: the noun phrase at i is led by Spanish "a" or "al".
func spanishTo(toks []token, i int) bool {
	if toks[i].word("al", "a") {
		return true
	}
	k := i - 1
	for k >= 0 && toks[k].has(cDet) && !toks[k].word("al", "a") {
		k--
	}
	return k >= 0 && toks[k].word("a", "al")
}

// itIsTheThingNamed: "add a sparkle on the kitchen for a couple seconds
// when it starts": "it" in a time is the one thing of the project the
// clause named before it (it was the whole video: the sparkle went at 0 s).
// With two things named, or none, "it" is left as it was.
func (f *frame) itIsTheThingNamed() {
	for i, te := range f.times {
		for _, v := range []*timeVal{&f.times[i].a, &f.times[i].b} {
			if v.anchor == nil || !v.anchor.pron || v.anchor.kind != "" || len(v.anchor.names) > 0 || introOrOutro(*v.anchor) != 0 {
				continue // "la viñeta del intro subila a 60": the intro, with the verb's "la" glued on, is not "it"
			}
			var named []np
			for _, n := range f.targets {
				// a sticker is a thing of the project when it is not the one
				// added ("repeat the star right after it ends": the copy went
				// at the video's end)
				made := n.sticker != "" && (f.verb == "add" || f.verb == "put" || n.kind == "" && len(n.names) == 0 && f.verb != "duplicate")
				if !n.pron && n.det != "a" && n.first < te.first && (n.kind != "" || len(n.names) > 0 || n.sticker != "") && !made {
					named = append(named, n)
				}
			}
			if len(named) == 1 && !(v.anchor.plural && !named[0].plural) {
				// ("la música baje mientras suenan": "they" is not the music)
				thing := named[0]
				v.anchor = &thing
			}
		}
	}
}

// timeOfThing: "make the text at 12 seconds last until 16", "have the text
// at 6 s stay until 11": a moment said right after a thing, when the clause
// says another time for the edit, says which one (the one on screen then),
// not a time of the edit (the texts were asked about, none at 12 s).
func (f *frame) timeOfThing() {
	if len(f.times) != 2 || f.times[0].kind != "point" || f.times[0].prep != "at" || f.times[0].a.anchor != nil ||
		f.times[1].kind != "until" && f.times[1].kind != "point" {
		return
	}
	// only an edit of when a thing plays: "put the logo at 50 for 4
	// seconds", "split the music at 10 and 20" say two times of the edit
	timing := slices.ContainsFunc(f.verbs, func(v string) bool {
		return v == "last" || v == "end" || v == "start" || v == "keep" || v == "extend" || v == "shorten"
	})
	if !timing || f.verb == "add" || f.verb == "put" || f.verb == "split" || f.verb == "move" || f.verb == "duplicate" {
		return
	}
	at := f.times[0]
	for i, n := range f.targets {
		if n.pron || n.end != at.first || n.det == "a" {
			continue
		}
		sec := at.a.sec
		f.targets[i].shownAt = &sec
		f.times = f.times[1:]
		return
	}
}

// cutToLength: "cut the kitchen clip down to 5 seconds", "cortá el clip a 5
// segundos": "to" and a time in seconds after a thing is how long it
// stays, as "trim … to" says (it was split at 5 s, or refused: "not playing
// at 5s"). "Cut the interview at 30", "cortala a los 30" still split.
func (f *frame) cutToLength() {
	if f.verb != "cut" || len(f.times) != 1 || len(f.targets) == 0 && !f.clitic {
		return
	}
	te := f.times[0]
	said := fold(te.said)
	spanishA := len(said) > 2 && strings.HasPrefix(said, "a ") && said[2] >= '0' && said[2] <= '9'
	if te.kind == "point" && f.endSaidBefore(te.first) {
		// "cortalo para que termine en el 15", "cut the interview so it
		// ends at 60": where it should end, as "trim … so it ends at"
		// says (it was split there, which changes nothing seen: silent)
		f.reread("cut", "trim")
		return
	}
	if te.kind != "point" || te.bare || !(te.prep == "to" || te.prep == "at" && spanishA) {
		return
	}
	f.reread("cut", "trim")
}

// endSaidBefore: a verb of ending comes within three words before the
// time at i, after a purpose ("so it ends at", "para que termine en", "so
// that it finishes at").
func (f *frame) endSaidBefore(i int) bool {
	toks := f.c.toks
	purpose := false
	for k := max(0, i-5); k < i && k < len(toks); k++ {
		if toks[k].word("so", "so that", "para que", "para", "asi", "que") {
			purpose = true
		}
		if purpose && toks[k].word("ends", "end", "finishes", "finish", "termine", "termina", "terminar", "acabe", "acaba", "finalice", "finaliza") && k >= i-3 {
			return true
		}
	}
	return false
}

// reread reads the clause's verb of one class as another, in the list of
// its verbs too.
func (f *frame) reread(from, to string) {
	f.verb = to
	for i, v := range f.verbs {
		if v == from {
			f.verbs[i] = to
		}
	}
}

// levelOnlyVerb: a verb that takes no level ("delete", "mute", "hide").
func levelOnlyVerb(v string) bool {
	return contains([]string{"delete", "kill", "drop", "mute", "unmute", "hide", "unhide", "cut", "split", "duplicate", "undo", "redo"}, v)
}

// levelNouns name a level that a picture has more or less of.
var levelNouns = []string{"brillo", "brightness", "contraste", "contrast", "saturacion", "saturation", "calidez", "warmth",
	"exposicion", "exposure", "nitidez", "sharpness", "luz", "luminosidad", "color", "colour", "colores", "colors", "colours"}

// levelTakenAway: "sacale brillo", "take away some brightness", "quitale
// el brillo al logo": a verb of removing before a level takes some of it
// off, as "lower" does (the logo layer was deleted, or the request was
// refused as a look to undo). "Sacale el color" keeps its reading (all of
// it), and "remove the warmth" with no thing named undoes a warm look.
func (f *frame) levelTakenAway() {
	if f.verb != "delete" || f.verbAt < 0 {
		return
	}
	toks := f.c.toks
	for i := f.verbAt + 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.has(cEffect) {
			continue
		}
		if !t.word(levelNouns...) || i+1 < len(toks) && toks[i+1].has(cKind, "effect") || effectNounBefore(toks, i) {
			return // "remove the vignette": a look to undo; "the brightness effect", "el efecto de brillo" are things
		}
		// "the warmth" may be the look put on, to undo; "toda la
		// saturación" is all of it; "al logo" says whose it is
		definite := toks[i-1].has(cDet, "the")
		if toks[i-1].word("toda la", "todo el", "all the", "all") || i > 1 && toks[i-2].word("toda", "todo", "all") ||
			definite && (t.word("color", "colour", "colores", "colors", "colours") || !slices.ContainsFunc(toks[i+1:], func(u token) bool { return u.has(cKind) })) {
			return
		}
		f.reread("delete", "lower")
		return
	}
}

// effectNounBefore: the word at i names which effect, after "effect" ("el
// efecto de brillo", "el efecto brillo").
func effectNounBefore(toks []token, i int) bool {
	j := i - 1
	if j >= 0 && toks[j].word("de", "del", "of") {
		j--
	}
	return j >= 0 && toks[j].has(cKind, "effect")
}

// appearsAfterSubject: "have the heart pop in at 20", "let the logo drop in
// at 3": a verb of adding said after the thing, which is there already, says
// when that thing comes on (a second heart was added). "pop in a heart"
// still adds one.
func (f *frame) appearsAfterSubject() {
	if f.verb != "add" || f.verbAt < 1 || !f.c.toks[f.verbAt].has(cVerb, "add") ||
		!strings.HasSuffix(f.verbSaid, " in") && !strings.HasSuffix(f.verbSaid, " up") {
		return
	}
	before := 0
	for _, n := range f.targets {
		if n.first > f.verbAt || n.det == "a" || n.pron {
			return
		}
		before++
	}
	if before == 1 {
		f.reread("add", "start")
	}
}

// hearWords say a sound is heard.
var hearWords = []string{"heard", "hear", "audible", "plays", "escuche", "escucha", "escuchen", "escuchan", "oiga", "oigan", "oye", "oyen", "suene", "suena", "suenen"}

// onlyHeardKept: "mute the interview so only the music is heard",
// "silenciá la entrevista así solo se escucha la música": what follows
// "only" is why, the thing left as it is (both were muted).
func (f *frame) onlyHeardKept() {
	toks := f.c.toks
	at := -1
	for i, t := range toks {
		if t.kind == tWord && t.word("only", "solo", "solamente", "unicamente") && purposeBefore(toks, i) {
			at = i
			break
		}
	}
	heard := func(t token) bool { return t.kind == tWord && slices.ContainsFunc(strings.Fields(t.text), isHearWord) }
	if at < 0 || !slices.ContainsFunc(toks[at:], heard) ||
		!slices.ContainsFunc(f.targets, func(n np) bool { return n.first < at }) {
		return
	}
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > at })
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return isHearWord(w) || slices.Contains(soundPurposeWords, w) })
	for i := at; i < len(toks); i++ {
		if heard(toks[i]) {
			f.props = slices.DeleteFunc(f.props, func(p string) bool { return p == "visible" }) // "is heard" read as shown
		}
	}
}

func isHearWord(w string) bool { return slices.Contains(hearWords, w) }

// aimFill are the small words between "for"/"para" and the look an effect
// is for ("for a dramatic feel", "para darle un poco de dramatismo").
var aimFill = []string{"a", "an", "some", "more", "extra", "little", "bit", "touch", "of", "un", "una", "unos", "mas", "poco",
	"toque", "de", "darle", "dar", "le", "give", "it", "that"}

// effectAimAt: the look at token i follows "for"/"para" and only fill
// words, after another effect said, so it is what that effect is for.
func effectAimAt(toks []token, i int) bool {
	for j := i - 1; j >= 0 && toks[j].kind == tWord; j-- {
		if toks[j].word("for", "para") {
			return slices.ContainsFunc(toks[:j], func(t token) bool { return t.has(cEffect) })
		}
		if !toks[j].word(aimFill...) {
			return false
		}
	}
	return false
}

// soundPurposeWords open a clause of purpose: "so (that)", "para que", "así".
var soundPurposeWords = []string{"so", "asi", "para", "that", "que", "you", "se"}

// purposeBefore: a purpose word is among the two words before token i.
func purposeBefore(toks []token, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		words := strings.Fields(toks[j].text) // "so that", "para que" may be one token
		if toks[j].kind != tWord || !slices.ContainsFunc(words, func(w string) bool { return slices.Contains(soundPurposeWords, w) }) {
			return false
		}
		if slices.ContainsFunc(words, func(w string) bool { return w == "so" || w == "asi" || w == "para" }) {
			return true
		}
	}
	return false
}

// coverWords say that one thing sits over another on screen.
var coverWords = []string{"covers", "cover", "overlaps", "overlap", "blocks", "block", "tapa", "tapan", "pisa", "pisan", "superpone",
	"covering", "blocking", "tapando"}

// coveredDescribed: in "0:03 logo overlaps title, push it down" or "el
// logo tapa el título, bajalo" the thing after the cover word only says
// where the trouble is; the edit is of the thing before it (the title was
// a second target, asked about among every text, or the note refused).
func (f *frame) coveredDescribed() {
	for i, t := range f.c.toks {
		subj, ok := coverSubjectAt(f.c.toks, i) // "el logo le tapa la cara", "the heart is right on top of the treats" (coverphrase.go)
		if !ok {
			continue
		}
		subject := slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && n.end == subj })
		if !subject || f.verbAt >= 0 && f.verbAt < i {
			continue // "hide the logo that covers the title" edits the logo, and says which
		}
		covered := slices.IndexFunc(f.targets, func(n np) bool { return n.first > i && skipDets(f.c.toks, i+1) >= n.first })
		if covered < 0 {
			if f.coverSeenSaid(i) {
				return
			}
			continue
		}
		if soundCovers(f, i, covered) {
			return
		}
		f.covered = f.targets[covered].said
		n := f.targets[covered]
		f.coveredNP, f.coveredSeen = &n, true
		f.targets = slices.Delete(f.targets, covered, covered+1)
		f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == t.text })
		if f.verbAt == i {
			f.verb, f.verbSaid, f.verbAt = "", "", -1
		}
		return
	}
}

// maskWords are the "too loud" complaints that name the sound covered
// after them ("the music drowns out the narration").
var maskWords = []string{"drowns out", "drowning out", "drowned out", "fighting with", "competing with", "tapa la voz",
	"tapando la voz", "pisa la voz", "pisando la voz", "drowns", "drowning",
	"tapa la voz en off", "tapando la voz en off", "pisa la voz en off", "pisando la voz en off"}

// maskedDescribed: in "the music drowns out the narration" or "la música
// pisa la voz del relato" the sound after the complaint is the one that
// cannot be heard; only the sound before it is made quieter (both were
// halved, the narration the user wanted to hear too). "lower the music
// that drowns out the voice" says which music; "drowned out by" turns it
// round. Targets are taken from a copy, never the slice in place.
func (f *frame) maskedDescribed() {
	at := slices.IndexFunc(f.c.toks, func(t token) bool { return t.has(cMod, "quieter") && t.word(maskWords...) })
	if at < 0 {
		return
	}
	if at+1 < len(f.c.toks) && f.c.toks[at+1].word("by", "por") {
		// "the narration is drowned out by the music": the one after "by"
		// is too loud
		if slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && n.first > at }) {
			f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.end <= at })
		}
		return
	}
	relative := at > 0 && f.c.toks[at-1].word("que", "that", "which")
	// "lower the music, it's drowning marcos": "it" is the music, not a
	// second thing, and marcos is who is covered (marcos was lowered too)
	restated := slices.ContainsFunc(f.targets, func(n np) bool { return n.pron && n.first > f.verbAt && n.end <= at })
	if restated && f.verbAt >= 0 && f.verbAt < at {
		f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > at || n.pron && n.first > f.verbAt })
		return
	}
	if f.verbAt >= 0 && f.verbAt < at && !relative {
		return // "lower the music, drowning out the voice" is not read here
	}
	if f.verbAt < 0 && at > 0 && at <= 3 && !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at }) &&
		!slices.ContainsFunc(f.c.toks[:at], func(t token) bool {
			return !t.word("its", "it's", "it", "is", "thats", "that's", "that", "this", "lowkey", "kinda", "really", "just")
		}) {
		// "lower the music, it's drowning marcos": "it's" is the music
		// said again (marcos was lowered too)
		f.targets = []np{{pron: true, said: f.c.toks[0].text, first: 0, end: 1}}
		return
	}
	if !slices.ContainsFunc(f.targets, func(n np) bool { return n.end <= at && (!n.pron || n.first == 0) }) {
		// nothing named before the verb but a pronoun inside the clause:
		// no covering sound said here, the clause stays as it was
		return
	}
	// a part said after the covered sound with "en", "in" or "during" is
	// when ("la música tapa la voz en la parte de la cocina"): kept, so the
	// music goes down there only (it went down over the whole video: silent)
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > at && !maskedWhen(f, at, n) })
}

// overSoundWords say what a sound cannot be heard over: "I can't hear
// sofia over the music", "no se escucha a carmen por la música", "con la
// música tan fuerte".
var overSoundWords = []string{"over", "por", "con", "with", "because of", "por culpa de", "under", "behind", "debajo de", "detras de", "above", "sobre"}

// unheardOver: a complaint that one sound cannot be heard over another,
// said without a command ("I can barely hear sofia over the music", "no se
// escucha a carmen por la música"): the sound after "over" is the one to
// bring down, the one not heard stays (both were raised, or the one
// already at full was refused).
func (f *frame) unheardOver() {
	toks := f.c.toks
	if f.verbAt >= 0 || !slices.Contains(f.mods, "louder") {
		return
	}
	at := slices.IndexFunc(toks, func(t token) bool { return t.has(cMod, "louder") && slices.Contains(unheard, t.text) })
	if at < 0 {
		return
	}
	over := -1
	for k := at + 1; k < len(toks); k++ {
		if toks[k].kind == tWord && toks[k].word(overSoundWords...) {
			over = k
			break
		}
	}
	if over < 0 {
		return
	}
	covering := slices.IndexFunc(f.targets, func(n np) bool { return !n.pron && n.first > over && skipDets(toks, over+1) >= n.first })
	if covering < 0 || !contains([]string{"", "music", "audio", "voice", "original", "clip"}, f.targets[covering].kind) {
		return
	}
	cover := f.targets[covering]
	if toks[over].word("with", "con") && (len(f.effects) > 0 || !cover.namesSound() && cover.kind != "clip" && cover.kind != "original") {
		// "I can't hear the interview with the vignette on": "with" says
		// a sound covering only when a sound is named (the vignette was
		// taken as the covering sound and its intensity changed)
		return
	}
	if len(f.times) > 0 && !unheardOverOneSpan(f) {
		// "… over the music during the dog clips": a stretch named by
		// clips may be read wider than meant (all the music went down),
		// so the complaint with a when is refused, naming the sound
		f.unknown = append(f.unknown, toks[over].text+" "+cover.said)
		return
	}
	// a thing said after it with a preposition says when ("while the
	// interview plays"); one said without is a second thing, and the
	// clause is left as it was
	when := slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first <= cover.first })
	if slices.ContainsFunc(when, func(n np) bool { return n.prep == "" }) {
		return
	}
	f.targets = append([]np{cover}, when...)
	// who is not heard is not edited: "I can barely hear myself over the
	// music", "I can barely hear grandma over the song"
	for _, t := range toks[:over] {
		f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return t.kind == tWord && slices.Contains(strings.Fields(t.text), w) })
	}
	// how loud the covering sound is said after it ("con la música tan
	// alta", "with the music so loud") is why, not a word left out
	if k := cover.end; k+1 < len(toks) && toks[k].word("so", "this", "that", "tan", "muy", "re", "too", "demasiado") {
		loud := toks[k+1].text
		if slices.Contains([]string{"loud", "high", "fuerte", "alta", "alto"}, loud) {
			f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return w == loud })
		}
	}
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "louder" })
	f.mods = append(f.mods, "quieter")
}

// madeCopy: the clause says "a copy" / "una copia" (a copy to make, not
// "the copy" there is).
func madeCopy(toks []token) bool {
	for i := 1; i < len(toks); i++ {
		if toks[i].has(cVerb, "duplicate") && toks[i-1].word("a", "an", "another", "una", "un", "otra", "otro") {
			return true
		}
	}
	return false
}

// sideBefore: a place or a side of the frame said right before i ("arriba
// derecho", "el borde derecho"), so "derecho" there is the right side.
func sideBefore(toks []token, i int) bool {
	return i > 0 && (toks[i-1].has(cPos) || toks[i-1].word("lado", "borde", "costado", "margen", "extremo", "rincon", "angulo", "sector", "canto"))
}

// frontedThing reads a thing said before the verb and taken up after it by
// "it"/"them" ("the logo make it smaller", "the sticker on the bottom right,
// move it up") as one thing: the pronoun was read as something from before
// the clause, and with nothing there the request was refused.
func (f *frame) frontedThing() {
	if len(f.targets) > 2 {
		f.frontedThings()
		return
	}
	if len(f.targets) != 2 || f.targets[0].pron == f.targets[1].pron {
		return
	}
	thing, it := f.targets[0], f.targets[1]
	if thing.pron {
		thing, it = it, thing // "the text of welcome make it bigger": the text was read last
	}
	if f.verbAt < thing.end || f.verbAt > it.first {
		return
	}
	if singularPronoun(it.said) == thing.plural && !pluralPronoun(it.said) == thing.plural {
		return // "the subtitles, make it bigger": not the same thing
	}
	f.targets = []np{thing}
}

// frontedThings: several things said before the verb and taken up after it
// by "them" ("the logo and the heart, make them smaller", "el logo y el
// corazón, achicalos") are those things (it was refused: "nothing to refer
// to"). A singular "it" after several stays unread: which one is not said.
func (f *frame) frontedThings() {
	n := len(f.targets)
	it := f.targets[n-1]
	if !it.pron || !pluralPronoun(it.said) || f.verbAt > it.first {
		return
	}
	things := f.targets[:n-1]
	for _, t := range things {
		if t.pron || f.verbAt < t.end {
			return
		}
	}
	f.targets = things
}

// edgeMargin reads "10% from the left", "20 px from the top", "a 30
// píxeles del borde izquierdo": an amount followed by "from" and a place
// is how far in from that edge, not a size or a move.
func (f *frame) edgeMargin() {
	if !contains([]string{"move", "put", "add", "show", "center", ""}, f.verb) {
		return // "crop 50 px from the left" takes them off that side
	}
	toks := f.c.toks
	edge := func(t token) bool {
		return t.word("edge", "edges", "borde", "bordes", "side", "sides", "lado", "lados", "margin", "margen")
	}
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.kind != tPercent && t.kind != tPixels || !toks[i+1].word("from", "de", "del", "desde") {
			continue
		}
		// "from the left", "del borde izquierdo"; "from the edges" when the
		// clause names the corner elsewhere
		end, place := 0, false
		for j := i + 2; j < len(toks) && j <= i+5; j++ {
			tj := toks[j]
			if tj.kind != tWord || !(tj.has(cPos) || tj.has(cDet) || edge(tj)) {
				break
			}
			end = j + 1
			place = place || tj.has(cPos) || edge(tj) && len(f.pos) > 0
		}
		if !place {
			continue
		}
		kind := map[bool]string{true: "percent", false: "pixels"}[t.kind == tPercent]
		for k, a := range f.amounts {
			if a.kind == kind && a.v == t.num {
				m := a
				f.margin = &m
				f.amounts = append(f.amounts[:k:k], f.amounts[k+1:]...)
				break
			}
		}
		// the edge words are read with it
		kept := f.targets[:0]
		for _, n := range f.targets {
			if n.first < i+2 || n.first >= end {
				kept = append(kept, n)
			}
		}
		f.targets = kept
		var unknown []string
		for _, w := range f.unknown {
			if !contains([]string{"edge", "edges", "borde", "bordes", "side", "sides", "lado", "lados", "margin", "margen"}, w) {
				unknown = append(unknown, w)
			}
		}
		f.unknown = unknown
		return
	}
}

// softened drops the "a lot" said of "soft" when soft is how strong a
// look is: "vintage pero re suave", "cálida pero muy suave" are gentle,
// not strong looks (warmth was 48).
func (f *frame) softened() {
	for i := 0; i+1 < len(f.c.toks); i++ {
		if f.c.toks[i].has(cMod, "lot") && f.c.toks[i+1].has(cEffect, "soft") {
			if k := slices.Index(f.mods, "lot"); k >= 0 {
				f.mods = slices.Delete(f.mods, k, k+1)
			}
		}
	}
}

// tidyLooks reads looks that describe another look as its modifiers: "una
// viñeta suave" is a subtle vignette, not a blur and a vignette; "a dark
// vignette" is one vignette; "a warm tint" one tint. A look noun said as
// a new thing ("un filtro", "a cool filter") is the look, not a reference.
func (f *frame) tidyLooks() {
	if len(f.effects) > 1 {
		var out []string
		for _, e := range f.effects {
			switch {
			case e == "soft" && (!contains(f.effects, "blur") || f.verb != "effect" && len(f.effects) > 1):
				// "una viñeta suave", "un desenfoque suave": a light one
				f.mods = append(f.mods, "bit")
				f.softened()
				continue
			case (e == "darker" || e == "brighter") && contains(f.effects, "vignette"):
				if e == "brighter" {
					f.mods = append(f.mods, "light")
				}
				if e == "darker" && !f.has("bit", "lot") {
					// "una viñeta oscura": a dark one is a strong one, as
					// "a dark vignette" is (it was drawn at the default 50)
					f.mods = append(f.mods, "lot")
				}
				continue
			case e == "tint" && (contains(f.effects, "warm") || contains(f.effects, "cool")):
				continue
			}
			if !contains(out, e) {
				out = append(out, e)
			}
		}
		f.effects = out
	}
	if len(f.effects) > 0 && !contains([]string{"delete", "kill", "drop", "cut", "hide", "unhide", "list"}, f.verb) {
		kept := f.targets[:0]
		for _, n := range f.targets {
			if n.kind == "effect" && n.effect == "" && len(n.names) == 0 && n.ord == 0 && !(replacing(f) && n.det == "the") {
				// "a moody blue look": the colour that describes it is said.
				// "cambiá el efecto del principio por blanco y negro" names
				// the one there, which is replaced (black and white was
				// added over the whole video, the old effect kept: silent)
				for _, m := range n.mods {
					if strings.HasPrefix(m, "#") && !contains(f.colors, m) {
						f.colors = append(f.colors, m)
					}
				}
				continue
			}
			kept = append(kept, n)
		}
		f.targets = kept
	}
}

// titleWords reports whether the time phrase at toks[i:i+n] is the words
// of a new title: "add the title The End", "add a caption The Beginning".
// A time needs its preposition there ("at the end"), so a bare phrase right
// after the text noun of an add names the title when it is said in capitals
// or is "the end" / "the beginning"; another in lower case ("the whole
// video") stays a time.
func (f *frame) titleWords(i, n int, te timeExpr) bool {
	toks := f.c.toks
	if f.verb != "add" || f.text != "" || len(f.quotes) > 0 || te.prep != "" || i == 0 || !toks[i-1].has(cKind, "text") ||
		toks[i].has(cPrep) {
		return false
	}
	// a bare noun phrase: it starts with its article ("at the end" is one
	// phrase token, a time)
	said := f.prompt[toks[i].pos:toks[i+n-1].end]
	first, _, _ := strings.Cut(strings.ToLower(said), " ")
	if !contains([]string{"the", "a", "an", "el", "la", "los", "las", "un", "una"}, first) {
		return false
	}
	capital := false
	for k := i; k < i+n; k++ {
		if toks[k].kind != tWord {
			return false
		}
		if capitalised(f.prompt[toks[k].pos:toks[k].end]) {
			capital = true
		}
	}
	return capital || n <= 2 && (te.a.span == "end" || te.a.span == "start")
}

// capitalised: the word was typed with a capital first letter.
func capitalised(w string) bool { return w != "" && unicode.IsUpper([]rune(w)[0]) }

// startsClause: token i is the first content word of the clause.
func startsClause(toks []token, i int) bool {
	for j := 0; j < i; j++ {
		if toks[j].kind == tWord && (isFiller(toks[j]) || toks[j].has(cConn)) {
			continue
		}
		return false
	}
	return true
}

func (f *frame) addNP(n np, i, k int) {
	for j := i; j < i+k; j++ {
		f.used[j] = true
	}
	if n.region != "" && n.kind == "" && n.names == nil {
		f.regions = append(f.regions, n)
		return
	}
	f.targets = append(f.targets, n)
}

// textEnd is where unquoted text stops: before the places and times said
// after it ("saying Hello World at the top for 3 seconds"), keeping words
// that only look like them inside it ("see you at the bottom of the hour").
// saysOfExisting: the text intro at i is indicative and follows "the"
// ("el que dice", "the text that says", "the one that says"): it names a
// text there is; "a text that says", "que diga" give a new one's words.
func saysOfExisting(toks []token, i int) bool {
	// "the text that reads 1996", "the caption reading 2002" as "that says"
	// (it asked which text)
	if i < 1 || !toks[i].word("que dice", "that says", "which says", "que dicen", "says", "dice", "text of", "that reads",
		"which reads", "reads", "reading") {
		return false
	}
	j := i - 1
	for j > 0 && toks[j].kind == tWord && (toks[j].has(cKind, "text") || toks[j].word("one", "uno", "una")) {
		j--
	}
	l, ok := toks[j].get(cDet)
	return ok && l.val == "the"
}

// afterPrep: a preposition is just before k.
func afterPrep(toks []token, k int) bool {
	return k > 0 && toks[k-1].kind == tWord && toks[k-1].has(cPrep)
}

func textEnd(toks []token, i int, prompt string) int {
	end := textEndWords(toks, i, prompt)
	if end-1 > i && toks[end-1].kind == tWord && toks[end-1].word(justTailWords...) {
		// "que diga Marisa y Julián nomás": "just" said after the words,
		// not one of them (the text read "Marisa y Julián nomas")
		end--
	}
	return end
}

// justTailWords say "just", "and nothing else" after unquoted words.
var justTailWords = []string{"nomas", "nada mas", "solamente", "unicamente"}

func textEndWords(toks []token, i int, prompt string) int {
	end := len(toks)
	for j := i; j < len(toks); j++ {
		if toks[j].kind == tQuote || toks[j].kind == tWord && toks[j].has(cTextIntro) {
			end = j
			break
		}
		if j > i && textEventOpener(toks, j) {
			// "saying follow us when rosa waves goodbye": the clause of
			// when is the time, never the text's (the text held the whole
			// phrase and went at 0 s)
			end = j
			if toks[j-1].kind == tWord && toks[j-1].word("justo", "just", "right", "exactly", "exactamente", "recien") && j-1 > i {
				end = j - 1
			}
			break
		}
	}
	// the longest tail of place, time and style words
	j := end
	for j > i && tailWord(toks, j-1) {
		j--
	}
	if j == i && lettersLook(toks, i) {
		return end // "saying Big Letters": the words are all the text has
	}
	// numbers that open the tail with no preposition are the text's ("Chapter 2
	// for 3 seconds", "Top 10")
	for j < end && toks[j].kind == tNumber && !(j > 0 && toks[j-1].kind == tWord && toks[j-1].has(cPrep)) {
		j++
	}
	// "should say See you in 2025 at the top", "que diga Hasta 2025": a
	// year after the words' preposition is the text's, never a time (the
	// text stopped before it and the year became its end in seconds)
	j = pastYear(toks, j, end, prompt)
	// a tail must hold a place or a time, not just "the"
	for k := j; k < end; k++ {
		t := toks[k]
		// a bare number is a time only after a preposition ("at 5"): "que
		// diga Verano 2025" keeps its year; "que diga Hola en el 30": "el"
		// between them too (the text was "Hola en el 30"), unless it is a
		// year ("nos vemos en el 2025")
		bareTime := t.kind == tNumber && k > 0 && (afterPrep(toks, k) || t.num < 1000 && toks[k-1].word("el", "the") && afterPrep(toks, k-1) ||
			atTheSeconds(toks, k, prompt))
		// "now" is no time of the video: "so it says Bye for now" keeps it
		// (the text was "Bye")
		span := t.has(cSpan) && !t.has(cSpan, "now")
		if t.kind == tTime || bareTime || t.kind == tWord && (t.has(cPos) || topAloneAt(toks, k) || span || t.has(cStyle) && !t.has(cDet) || lettersLook(toks, k)) {
			return max(j, i)
		}
	}
	return end
}

// rightWordsSaid opens what a text said to be wrong should say instead.
var rightWordsSaid = regexp.MustCompile(`(?i)^[\s,:;.-]*(?:(?:(?:it|that|this|which)\s+)?(?:should|must|needs to|has to|ought to)\s+(?:be|say|read)|it['’]?s|it is|should be|` +
	`(?:tiene|tendr[ií]a|deber[ií]a|debe|deber[ií]as)\s+(?:que\s+)?(?:decir|ser|leer)|deber[ií]a\s+ir|va|es)\s+`)

// correctedFrom is the first token of the right words after a text said
// to be wrong (from when nothing opens them).
func correctedFrom(toks []token, from int, prompt string) int {
	if from >= len(toks) {
		return from
	}
	m := rightWordsSaid.FindStringIndex(prompt[toks[from].pos:])
	if m == nil {
		return from
	}
	end := toks[from].pos + m[1]
	k := from
	for k < len(toks) && toks[k].pos < end {
		k++
	}
	return k
}

// textMarks widens unquoted text to the marks that are its own: a "!"
// right after its last word ("make it say Pop quiz!": the text lost it),
// and the Spanish opening "¡" or "¿" right before it with the closing
// mark ("que diga ¡Hola a todos!"). A "?" with no "¿" is the request's
// ("can you make it say Hello?"), and so is a full stop.
func textMarks(prompt string, from, to int) (int, int) {
	closing := "!"
	for _, open := range []string{"¡", "¿"} {
		if strings.HasSuffix(prompt[:from], open) {
			from -= len(open)
			closing += map[string]string{"¡": "", "¿": "?"}[open]
		}
	}
	for to < len(prompt) && strings.ContainsRune(closing, rune(prompt[to])) {
		to++
	}
	return from, closedBracket(prompt, from, to)
}

// anchorTail is where unquoted text stops before a time said by a thing
// of the project: "that says City right when the city clip starts", "que
// diga Cocina cuando empieza el clip de la cocina" (the text held the whole
// phrase and went at 0 s). Only a phrase of when ("when", "while", "during",
// "after", "at the start of") that names a thing there is and says nothing
// else ends the text: "Smile when you see the kitchen" keeps its words.
func anchorTail(toks []token, from, end int, names nameIndex) int {
	for k := from + 1; k < end; k++ {
		t := toks[k]
		if t.kind != tWord {
			continue
		}
		// "once" is also "Once upon a time"
		when := (t.has(cPrep, "during") || t.has(cPrep, "after") || t.has(cPrep, "before")) && !t.has(cCount)
		edge := (t.has(cSpan, "start") || t.has(cSpan, "end")) && k+1 < end && (toks[k+1].has(cPrep, "of") || ofTheVideo(toks[k+1]))
		if !(when || edge) || !anchorShaped(toks[k+1:end], names, edge) {
			continue
		}
		// "justo cuando", "right after": the word that sharpens the time
		if toks[k-1].kind == tWord && toks[k-1].word("justo", "just", "right", "exactly", "exactamente", "recien") && k-1 > from {
			k--
		}
		return trimPreps(toks, from, k)
	}
	return end
}

// anchorShaped: the words after "when"/"during" name a thing of the project
// and only say when it plays ("the city clip starts", "el logo aparece");
// after an edge, the video too ("at the end of the video").
func anchorShaped(tail []token, names nameIndex, edge bool) bool {
	named := false
	for _, t := range tail {
		switch {
		case t.kind == tPunct || t.kind == tNumber || t.kind == tTime || t.kind == tOrdinal:
		case t.kind != tWord:
			return false
		case names.has(t) || t.has(cKind) && (edge || !t.has(cKind, "video")) && !t.has(cKind, "everything") && !t.has(cKind, "part"),
			edge && ofTheVideo(t):
			named = true
		case t.has(cDet) || t.has(cPrep) || t.has(cSpan) || t.has(cFiller) || t.has(cOrd):
		case t.word(beingThereWords...):
			// "while we're in the kitchen", "cuando estamos en la pileta":
			// where the video is, said as where we are
		case t.has(cVerb, "start") || t.has(cVerb, "end") || t.has(cProp, "visible"):
		default:
			return false
		}
	}
	return named
}

// ofTheVideo: "of the video", "del video", lexed as one filler word.
func ofTheVideo(t token) bool {
	return t.kind == tWord && t.has(cFiller) && strings.HasSuffix(t.text, "video")
}

// tailWord: a word of the place or time phrases that may follow a text.
func tailWord(toks []token, k int) bool {
	t := toks[k]
	switch t.kind {
	case tTime, tNumber, tPunct, tOrdinal:
		return true
	case tWord:
		// "now" is no time of the video: "add the words subscribe now at
		// the end" keeps it (the text was "subscribe")
		if t.has(cPos) && !t.has(cKind) || t.has(cSpan) && !t.has(cSpan, "now") || t.has(cUnit) || t.has(cStyle) && (t.has(cMod) || t.word("style", "estilo")) ||
			lettersLook(toks, k) {
			return true
		}
		if (t.has(cPrep) || t.has(cDet) || t.has(cOrd) || t.has(cConn)) && !t.has(cKind) && len(t.lex) > 0 && !t.has(cVerb) {
			return true
		}
		// "write NASA 1999 across the top": the place's word (the text
		// was "NASA 1999 across")
		return t.word("style", "estilo", "letters", "letras", "corner", "esquina", "seconds", "segundos", "across", "along") || topAloneAt(toks, k)
	}
	return false
}

// topAloneAt: "on top" or "encima" at k with no thing after it is a place,
// the top of the frame (onTopAlone), so it ends a new text's words: "add a
// title Hello on top" made the title "Hello on top", placed at the top.
func topAloneAt(toks []token, k int) bool {
	if !toks[k].word("on top", "encima") {
		return false
	}
	return k+1 == len(toks) || !(toks[k+1].has(cDet) || toks[k+1].has(cKind) || toks[k+1].word("de", "del", "of"))
}

// trimPreps backs off prepositions and determiners before a stop ("Hello
// at the" | "top").
func trimPreps(toks []token, from, j int) int {
	for j > from && toks[j-1].kind == tWord && (toks[j-1].has(cPrep) || toks[j-1].has(cDet)) && !toks[j-1].has(cKind) {
		j--
	}
	return j
}

// afterList: token i follows a list separator ("and", "y", ",").
func afterList(toks []token, i int) bool {
	p := toks[i-1]
	return p.kind == tPunct && p.text == "," || p.kind == tWord && p.has(cConn, "and")
}

// particles read phrasal verbs split by their object: "take the first 5
// seconds out", "get the logo out of there", "turn the music down".
func (f *frame) particles() {
	has := func(ws ...string) bool {
		for _, t := range f.c.toks[max(f.verbAt+1, 0):] {
			if t.kind == tWord && contains(ws, t.text) {
				return true
			}
		}
		return false
	}
	if f.verbAt < 0 {
		if f.verb == "" && has("off") && f.nounIs("music", "audio", "voice") {
			f.verb = "mute" // "music off", "sound off after the interview" (the music was moved there)
		}
		return
	}
	// the particle is read with its verb
	defer func() {
		kept := f.unknown[:0]
		for _, w := range f.unknown {
			if !contains([]string{"out", "off", "away", "down", "up", "on"}, w) {
				kept = append(kept, w)
			}
		}
		f.unknown = kept
	}()
	switch f.verbSaid {
	case "take", "get", "throw", "cut", "chop", "snip", "strip":
		if has("out", "off", "away") {
			f.verb = "delete"
		}
	case "turn", "bring", "pump", "crank", "dial", "knock":
		switch {
		case has("down"):
			f.verb = "lower"
		case has("up") || f.upToLevel():
			f.verb = "raise"
		case has("off"):
			f.verb = "mute"
		case has("on"):
			f.verb = "unmute"
		}
	}
}

// upToLevel: "up to" before a percentage ("bring the music bed up to
// 50%") is the particle and the level it goes to, which the lexer reads as
// one phrase (it was a move with no place); "up to the top" stays a place.
func (f *frame) upToLevel() bool {
	toks := f.c.toks
	for i := max(f.verbAt+1, 0); i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].text == "up to" && toks[i+1].kind == tPercent {
			return true
		}
	}
	return false
}

// propertyWay: "logo opacity down by 20%", "music volume up": with no verb
// and no place, up or down said after a level (opacity, transparency,
// volume) is the way that level goes, as "lower" and "raise" say it, not a place
// ("logo opacity down by 20%" set the opacity to 20% and moved the logo to
// the bottom of the frame).
func (f *frame) propertyWay() {
	if f.verbAt >= 0 || f.verb != "" {
		return // "move the logo down": a place
	}
	toks := f.c.toks
	level := false // a level said before the way ("opacity of the logo down 20%")
	for _, way := range toks {
		if way.kind != tWord {
			continue
		}
		if way.has(cProp, "opacity", "transparent", "volume") {
			level = true
			continue
		}
		if !level || len(f.pos) > 0 {
			continue
		}
		switch {
		case way.has(cMod, "down"):
			f.verb = "lower"
		case way.has(cMod, "up"):
			f.verb = "raise"
		default:
			continue
		}
		kept := f.mods[:0]
		for _, m := range f.mods {
			if m != "up" && m != "down" {
				kept = append(kept, m)
			}
		}
		f.mods = kept
		return
	}
}

// negates: the negation at i applies to the clause's action or object.
func negates(toks []token, i int) bool {
	t := toks[i]
	if !t.word("no", "ni", "nunca", "tampoco") {
		return true // English: not, don't, never
	}
	for j := i + 1; j < len(toks) && j <= i+3; j++ {
		u := toks[j]
		if u.kind == tWord && (u.word("me", "te", "se", "lo", "la", "le", "los", "las", "nos") || u.has(cFiller) && !u.has(cVerb)) {
			continue
		}
		return u.kind == tWord && (u.has(cVerb) || u.has(cDet) || u.has(cKind) || u.has(cProp, "visible")) // "que no se vea"
	}
	return false
}

// lastWordAt: token i is the clause's last word (punctuation may follow).
func lastWordAt(toks []token, i int) bool {
	for _, t := range toks[i+1:] {
		if t.kind != tPunct {
			return false
		}
	}
	return true
}

// unquotedNewText reads "replace Welcome with Hi there", "change the title
// to Summer 2025", "cambiá Welcome por Hola amigos": the words after the
// last "with"/"to"/"por" are the new text when some of them are words
// basic mode does not know (so they cannot be a place or a time) and the
// words before them read whole. It returns the frame of the words before,
// with that text, or nil.
func (f *frame) unquotedNewText(names nameIndex) *frame {
	if len(f.quotes) > 0 || f.text != "" || f.verbAt < 0 || f.c.inherit != "" {
		return nil
	}
	v := f.verbSaid
	if !(f.verb == "replace" || f.verb == "rename" || v == "change" || strings.HasPrefix(v, "cambi")) {
		return nil
	}
	toks := f.c.toks
	if c := reasonAt(toks, f.verbAt+1, false); c > f.verbAt+1 {
		toks = toks[:c] // "to $799,000 because the seller is in a hurry": not "a hurry" (textreason.go)
	}
	k := -1
	for j := len(toks) - 2; j > f.verbAt; j-- {
		if toks[j].kind == tWord && toks[j].word("to", "with", "por", "a", "con", "into") {
			if k < 0 {
				k = j
			}
			if said := f.prompt[toks[j].pos:toks[j].end]; strings.ToLower(said) == said || j+1 >= len(toks) ||
				!allCaps(f.prompt[toks[j+1].pos:toks[j+1].end]) {
				// "change the title to SEED TO HARVEST": a joining word
				// typed in capitals with the new words is one of them (the
				// title became "HARVEST"); the last one in lower case joins
				k = j
				break
			}
		}
	}
	if k < 0 {
		return nil
	}
	// the tail holds a word that is no place, time or look: text
	plain, capital := false, false
	for _, t := range toks[k+1:] {
		if t.kind == tWord && !names.has(t) && (len(t.lex) == 0 || onlyWeakSticker(t)) {
			plain = true
		}
		// "change the caption to Happy 30th", "change the text to
		// Cortado": a capitalised word that is no place, colour, time or
		// look, said of a text (an old text's word, or a verb's: "cortado")
		if t.kind == tWord && t.pos > 0 && unicode.IsUpper([]rune(f.prompt[t.pos:t.end])[0]) && !t.has(cPos) && !t.has(cColor) &&
			!t.has(cSpan) && !t.has(cStyle) && !t.has(cUnit) && !t.has(cProp) && !t.has(cKind) && !t.has(cEffect) && !t.has(cRegion) {
			capital = true
		}
	}
	tailEnd := len(toks)
	if r := reasonAt(toks, k+1, true); r > k+1 {
		tailEnd = r // "por 799.000 ya que bajó": the figure is the text, why follows
	}
	figure := figureOnly(toks[k+1 : tailEnd])
	if !plain && !capital && !figure {
		return nil
	}
	head := f.c
	head.toks = toks[:k]
	g := fill(head, f.prompt, names)
	// "change Summer 2024 to Summer 24", "change it to Summer 24": new
	// words in capitals that repeat a word of a name, said of that name or
	// of "it", reword it (they were read as an amount: "24 of what")
	reworded := capital && slices.ContainsFunc(toks[k+1:], func(t token) bool {
		return names.has(t) && slices.ContainsFunc(g.targets, func(n np) bool {
			return n.kind == "" && (n.pron || contains(n.names, nameKey(t.text)))
		})
	})
	if len(g.unknown) > 0 || len(g.targets) == 0 || !plain && !g.nounIs("text") && !reworded && !(figure && g.figureText()) {
		return nil
	}
	last := len(toks) - 1
	if l := slices.IndexFunc(toks[k+2:], laughWord); l >= 0 {
		last = k + 1 + l // "Summer 2025 lol wrong year": the laugh ends the text, a remark follows
	}
	if tailEnd < last+1 {
		last = tailEnd - 1 // "a $17.500 que el dueño lo bajó": why is not the text
	}
	from, to := textMarks(f.prompt, currencyBefore(f.prompt, toks[k+1].pos), toks[last].end) // "to Happy 30th!": its mark
	g.text = strings.TrimSpace(strings.Trim(f.prompt[from:to], ":\"' "))
	return g
}

// laughWords are chat laughs: a text said without quotes ends before one,
// and what follows it is a remark about the edit.
var laughWords = []string{"lol", "lmao", "rofl", "haha", "hahaha", "jaja", "jajaja", "jeje", "xd", "jsjs"}

func laughWord(t token) bool { return t.kind == tWord && t.word(laughWords...) }

// currencyBefore moves a text's start back over a currency sign the lexer
// does not keep as a token ("to $449" lost its dollar sign).
func currencyBefore(prompt string, pos int) int {
	for _, sign := range []string{"$", "€", "£", "¥"} {
		if strings.HasSuffix(prompt[:pos], sign) {
			return pos - len(sign)
		}
	}
	return pos
}

// onlyWeakSticker: the word means nothing but a sticker keyword too common
// to name one ("summer", "like").
func onlyWeakSticker(t token) bool {
	return onlySticker(t, true)
}

// onlySticker: the word means nothing but a sticker ("sun", "estrella"),
// or, when weak, a sticker keyword too common to name one.
func onlySticker(t token, weak bool) bool {
	for _, l := range t.lex {
		if l.cat != cSticker || weak && l.num != 1 {
			return false
		}
	}
	return len(t.lex) > 0
}

// middleIsPlace: "move the logo to the middle" is a place in the frame,
// not halfway through the video ("to the middle of the video" is a time).
func (f *frame) middleIsPlace() {
	if f.verb != "move" || len(f.times) != 1 || len(f.pos) > 0 || len(f.targets) == 0 {
		return
	}
	te := f.times[0]
	toks := f.c.toks
	if te.a.span != "halfway" || te.first >= len(toks) || te.prep != "to" && te.prep != "" {
		return
	}
	k := te.first
	for k < len(toks) && !toks[k].has(cSpan, "halfway") {
		k++
	}
	if k >= len(toks) || !toks[k].word("the middle", "middle") || k+1 < len(toks) && (toks[k+1].has(cPrep, "of") || strings.HasPrefix(toks[k+1].text, "of ") || strings.HasPrefix(toks[k+1].text, "de")) {
		return
	}
	f.times = f.times[:0]
	f.pos = append(f.pos, "center")
}

// twoPartsAtPoint: "split the interview in two at 40", "cortala en el 35,
// en dos partes": one cut at the time said makes the two parts, so "in
// two" only says what the cut gives, not a second cut halfway (it split at
// 40 and at the middle, or at 2 s), and a cut there is a split (it asked
// whether to remove the rest).
func (f *frame) twoPartsAtPoint() {
	if f.verb != "cut" && f.verb != "split" {
		return
	}
	two, points := -1, 0
	for i, t := range f.times {
		switch {
		case t.kind == "span" && t.a.span == "halfway" && t.a.anchor == nil && twoSaid(t.said):
			two = i
		case t.kind == "point":
			points++
		}
	}
	if two < 0 || points != 1 {
		return
	}
	f.times = slices.Delete(f.times, two, two+1)
	f.verb = "split"
}

// twoSaid: the words of a time say "two" ("in two", "en dos", "into two").
func twoSaid(said string) bool {
	for _, w := range strings.Fields(fold(said)) {
		if w == "two" || w == "dos" {
			return true
		}
	}
	return false
}

// middleIsTime: "cut in the middle", "split it in the middle": where the
// video is cut, halfway through (it was read as the centre of the frame,
// and refused).
func (f *frame) middleIsTime() {
	if f.verb != "cut" && f.verb != "split" || len(f.times) > 0 || len(f.pos) != 1 || f.pos[0] != "center" {
		return
	}
	for _, n := range f.targets {
		if n.kind != "video" && n.kind != "clip" && n.kind != "everything" && !n.pron {
			return
		}
	}
	for i, t := range f.c.toks {
		if t.kind == tWord && t.has(cPos, "center") && (t.word("in the middle") || t.word("en el medio") || t.word("por la mitad")) {
			f.pos = nil
			f.times = append(f.times, timeExpr{kind: "span", a: timeVal{span: "halfway"}, said: t.text, prep: "in", first: i})
			return
		}
	}
}

// halfIsSize: "reducí el logo a la mitad", "poné el logo a la mitad de
// tamaño": half its size, not halfway through the video (not understood,
// or the logo was moved to the middle of the video).
func (f *frame) halfIsSize() {
	sized := f.verb == "scale" || f.hasProp("size") || f.verb == "lower" && strings.HasPrefix(f.verbSaid, "reduc") ||
		hasWord(f, "tamano", "size")
	if !sized || len(f.times) != 1 || len(f.targets) == 0 && !f.clitic || f.hasProp("volume") {
		return
	}
	te := f.times[0]
	if te.kind != "span" || te.a.span != "halfway" || te.a.anchor != nil || !strings.Contains(fold(te.said), "mitad") {
		return
	}
	f.times = f.times[:0]
	f.mods = append(f.mods, "half")
	if !f.hasProp("size") {
		f.props = append(f.props, "size")
	}
}

// halfIsLength: "acortá la entrevista a la mitad", "shorten the interview
// to half": half its length, not where the video's middle is (it ended at
// 46 s, the video's middle, not the interview's 35 s).
func (f *frame) halfIsLength() {
	if f.verb != "shorten" || len(f.targets) != 1 || !f.halfSaidAsTime() {
		return
	}
	f.times = f.times[:0]
	f.mods = append(f.mods, "half")
}

// halfSaidAsTime: the one time of the frame is "half"/"la mitad" read as
// halfway through the video.
func (f *frame) halfSaidAsTime() bool {
	if len(f.times) != 1 {
		return false
	}
	te := f.times[0]
	said := fold(te.said)
	return te.kind == "span" && te.a.span == "halfway" && te.a.anchor == nil && (strings.Contains(said, "mitad") || strings.Contains(said, "half"))
}

// halfIsVolume: "poné el volumen de la intro a la mitad", "set the
// music's volume to half": the volume said is halved, not the time
// halfway through the video ("say the volume", the time read instead).
// So is an opacity: "el logo ponelo a la mitad de transparencia" (it
// asked half the size or halfway through).
func (f *frame) halfIsVolume() {
	if !f.hasProp("volume", "opacity", "transparent") || len(f.targets) == 0 || len(f.amounts) > 0 || f.has("half") || !f.halfSaidAsTime() {
		return
	}
	f.times = f.times[:0]
	f.mods = append(f.mods, "half")
}

// halfIsStrength: "bajale la saturación a la mitad", "lower the blur to
// half": a look lowered or raised to half is half its strength, not the
// time halfway through the video (it asked "from 35s until when?").
func (f *frame) halfIsStrength() {
	if f.verb != "lower" && f.verb != "raise" || len(f.effects) == 0 || len(f.amounts) > 0 || f.has("half") || !f.halfSaidAsTime() {
		return
	}
	f.times = f.times[:0]
	f.mods = append(f.mods, "half")
}

// upIsShown: "the QR should be up for the last 10 seconds", "keep the
// logo up until 20": "up" after a verb of being, with a time after it, is
// on screen, not a way to move (the QR was moved to the top too).
func (f *frame) upIsShown() {
	if !f.has("up") || len(f.times) == 0 || len(f.pos) > 0 {
		return
	}
	toks := f.c.toks
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("up") || !toks[i-1].word("be", "is", "are", "stay", "stays", "remain", "remains", "staying") {
			continue
		}
		if !toks[i+1].has(cPrep, "for", "until") && !toks[i+1].has(cPrep, "during") {
			continue
		}
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "up" })
		return
	}
}

// newOne: "one" at i is "a new one" / "another one" / "uno nuevo".
func newOne(toks []token, i int) bool {
	return i > 0 && toks[i-1].has(cMod, "another") || i+1 < len(toks) && toks[i+1].has(cMod, "another")
}

// lowerIsWhichWay: "move the logo lower", "put the music lower": "lower"
// after the verb says which way the thing goes (a picture down, a sound
// quieter), not a second edit (it was left out, or the music was added a
// second time).
func (f *frame) lowerIsWhichWay() {
	if f.verb == "lower" || f.verb == "raise" || f.has("up", "down") || len(f.pos) > 0 || len(f.verbs) < 2 || !slices.Contains(f.verbs[1:], "lower") {
		return
	}
	if f.nounIs("music", "audio", "voice") {
		f.verb = "lower"
		return
	}
	f.mods = append(f.mods, "down")
}

// wayAfterMove: "move up the logo a bit and right", "move down the
// heart": "up the" (read as "turn up the") is the way of the move (it
// only went right).
func (f *frame) wayAfterMove() {
	if f.verb != "move" || !leavesVertical(f) {
		return
	}
	for _, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		if first, _, _ := strings.Cut(t.text, " "); t.has(cVerb, "raise") && first == "up" || t.has(cVerb, "lower") && first == "down" {
			f.mods = append(f.mods, map[bool]string{true: "up", false: "down"}[first == "up"])
			return
		}
	}
}

// disappearSaid: a form of "disappear" / "desaparecer" is the clause's
// verb or follows its "make".
func disappearSaid(f *frame) bool {
	return slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.kind == tWord && t.has(cVerb, "end") && (strings.HasPrefix(t.text, "disappear") || strings.HasPrefix(t.text, "desapare"))
	})
}

// sizeStateThenEdit: "the logo very big, do small", "the logo very
// small, do big": a size said with a degree and no "to be" is how the
// thing is, when a later size is what to do; the later one is the edit,
// made by the usual step (it shrank to a third, and "very small, do big"
// shrank it too: "very" was read as "a lot" of the edit).
func (f *frame) sizeStateThenEdit() {
	toks := f.c.toks
	state, edit := -1, -1
	for i, t := range toks {
		if sizeWay(t) == "" {
			continue
		}
		if state < 0 {
			if i == 0 || !degreeAt(toks, i-1) || complaintPhrase(t.text) {
				return
			}
			state = i
			continue
		}
		edit = i
	}
	if edit < 0 || f.verb != "" && f.verb != "make" || f.verbAt >= 0 && f.verbAt < state {
		return // "make the logo very big and the heart small": two edits
	}
	for _, n := range f.targets {
		if n.first > state && n.first < edit && !n.pron {
			return // "the logo very big, the heart small"
		}
	}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "lot" || m == "bigger" || m == "smaller" })
	f.mods = append(f.mods, sizeWay(toks[edit]))
}

// stateBeforeVerb: "el logo muy grande, borralo", "the heart so big, hide
// it": a size with a degree and no verb, before the clause's own verb with
// no size after it, is how the thing is (or why), not an edit (it was
// scaled, then deleted).
func (f *frame) stateBeforeVerb() {
	toks := f.c.toks
	if f.verbAt < 0 || f.verb == "make" || f.verb == "scale" {
		return
	}
	state := -1
	for i, t := range toks {
		if sizeWay(t) != "" {
			if i > f.verbAt {
				return // "el logo muy grande, hacelo chico": sizeStateThenEdit
			}
			state = i
		}
	}
	if state < 1 || !degreeAt(toks, state-1) {
		return
	}
	f.used[state], f.used[state-1] = true, true
	if f.style == "hook" && toks[state].has(cStyle, "hook") {
		f.style = "" // "big" is also the hook text style
	}
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "bigger" || m == "smaller" })
	if k := slices.Index(f.mods, "lot"); k >= 0 {
		f.mods = slices.Delete(f.mods, k, k+1)
	}
}

// effectNounAfterAdjective: a new look said as an adjective look and a
// look noun, "a dark vignette", "a soft blur", "una viñeta oscura": the
// noun's look, and how strong the adjective makes it ("lot" for dark or
// strong, "bit" for soft or light, "" for any other).
func effectNounAfterAdjective(toks []token, n np) (string, string) {
	if n.det != "a" || n.first < 0 || n.end > len(toks) || n.end-n.first < 3 {
		return "", ""
	}
	var looks []token
	for _, t := range toks[n.first+1 : n.end] {
		if t.kind != tWord || !t.has(cEffect) {
			return "", ""
		}
		looks = append(looks, t)
	}
	if len(looks) != 2 {
		return "", ""
	}
	// the noun is the look that is not a tone or softness ("dark
	// vignette"); in Spanish it comes first ("viñeta oscura")
	adjective := func(t token) bool { return t.has(cEffect, "darker", "lighter", "brighter", "soft") }
	noun, adj := looks[1], looks[0]
	if adjective(noun) {
		noun, adj = adj, noun
	}
	if adjective(noun) || !adjective(adj) {
		return "", ""
	}
	l, _ := noun.get(cEffect)
	a, _ := adj.get(cEffect)
	switch a.val {
	case "darker":
		return l.val, "lot"
	case "soft", "lighter", "brighter":
		return l.val, "bit"
	}
	return l.val, ""
}

// bigIsSize: "the logo big", "the logo very big", "make the logo big",
// "make the heart so big" with no other verb say a size, as "el logo muy
// grande" and "make the logo small" do; "big" alone is also a text style
// (the hook), which a picture has none of (it was refused: "no verb").
// Said of a text, "big" is the style, unless a comparison says it is a
// size: "make the welcome text twice as big", "el título el doble de
// grande" (they restyled it as a hook, 1.4 times the size).
func (f *frame) bigIsSize() {
	compared := f.has("double") || f.count > 1
	if f.style != "hook" || len(f.targets) == 0 || f.nounIs("text") && !compared {
		return
	}
	if f.has("bigger", "smaller") {
		// "hacé el texto el doble de grande": the size is read already; the
		// word of the comparison is not the style too (it was restyled as
		// a hook and doubled: 2.8 times the size)
		if compared && f.nounIs("text") && !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.has(cStyle, "hook") && sizeWay(t) == "" }) {
			f.style = ""
		}
		return
	}
	if f.verb != "" && f.verb != "make" {
		return
	}
	for _, t := range f.c.toks {
		if sizeWay(t) == "bigger" {
			f.mods = append(f.mods, "bigger")
			f.style = ""
			return
		}
	}
}

// sizeDegree: "so" or "tan" before a size word is a degree, as "very" and
// "muy" are ("the heart so large" grew by half, "very big" doubled); they
// are fillers elsewhere ("so make it bigger").
// The last size word is the edit ("the logo so big, make it small" is a
// state, then the edit: sizeStateThenEdit).
func (f *frame) sizeDegree() {
	toks := f.c.toks
	for i := len(toks) - 1; i > 0; i-- {
		if sizeWay(toks[i]) != "" {
			if degreeAt(toks, i-1) && !f.has("lot") {
				f.mods = append(f.mods, "lot")
			}
			return
		}
	}
}

// degreeAt: the word at i says how much: "very", "muy", "re", "bien",
// "super", "really" (the "lot" modifiers), "so", "tan".
func degreeAt(toks []token, i int) bool {
	t := toks[i]
	return t.kind == tWord && (t.has(cMod, "lot") || t.word("so", "tan", "soo", "sooo"))
}

// sizeWay: the way a size word says to change a size ("small",
// "smaller", "chico": smaller; "big", "bigger", "grande": bigger); "" for
// other words.
func sizeWay(t token) string {
	switch {
	case t.kind != tWord:
		return ""
	case t.has(cMod, "smaller"):
		return "smaller"
	case t.has(cMod, "bigger") || t.has(cStyle, "hook") && t.word("big", "large", "huge", "grande", "enorme"):
		return "bigger"
	}
	return ""
}

// piecesAfter: the last token of "3 parts", "3 equal parts", "3 partes
// iguales" after the whole number at i, or i when no pieces are said.
func piecesAfter(toks []token, i int) int {
	if toks[i].num != math.Trunc(toks[i].num) {
		return i
	}
	j := i + 1
	if j < len(toks) && toks[j].word("equal", "even") {
		j++
	}
	if j >= len(toks) || !toks[j].word(piecesWords...) {
		return i
	}
	if j+1 < len(toks) && toks[j+1].word("iguales", "equal") {
		j++
	}
	return j
}

// piecesWords follow the number of equal pieces a cut makes ("into 3
// parts", "en 4 partes iguales").
var piecesWords = []string{"parts", "pieces", "equal parts", "equal pieces", "segments", "sections", "chunks", "bits",
	"partes", "partes iguales", "pedazos", "trozos", "segmentos", "secciones", "cachos"}

// newAfterOld puts the quote that names the words there now first, as in
// "change 'Welcome' to 'Hi'", when the clause says the new one first:
// "make it say 'Hi' instead of 'Welcome'", "que diga 'Hola' en vez de
// 'Welcome'" (the text was set to the old words, or a new text added).
// The words between the quotes are read.
func newAfterOld(f *frame, toks []token, prompt string) {
	var at []int
	for i, t := range toks {
		if t.kind == tQuote {
			at = append(at, i)
		}
	}
	if len(at) != 2 || len(f.quotes) != 2 {
		return
	}
	between := " " + strings.Join(strings.Fields(strings.ToLower(fold(prompt[toks[at[0]].end:toks[at[1]].pos]))), " ") + " "
	for _, w := range []string{" instead of ", " rather than ", " in place of ", " en vez de ", " en lugar de ", " y no ", " and not "} {
		if between == w {
			f.quotes[0], f.quotes[1] = f.quotes[1], f.quotes[0]
			for k := at[0] + 1; k < at[1]; k++ {
				f.used[k] = true
			}
			return
		}
	}
}

// throwOnIsPut: "tirale un blur a la entrevista", "mandale un corazón al
// final", "toss a title on at 5": a verb of throwing or sending followed by
// a new thing (an indefinite article right after it) puts that thing there.
// "tirá" and "toss" delete and "mandá" moves what is there ("tirale un
// blur" was refused: no blur on the timeline); "tirá el logo" still deletes.
func (f *frame) throwOnIsPut(toks []token) {
	if f.verb != "delete" && f.verb != "move" || f.verbAt < 0 || f.verbAt+1 >= len(toks) {
		return
	}
	v := f.verbSaid
	if !(strings.HasPrefix(v, "tir") || strings.HasPrefix(v, "mand") || v == "toss") {
		return
	}
	if toks[f.verbAt+1].word("un", "una", "unos", "unas", "a", "an", "some") {
		f.verb = "put"
	}
}

// atTheSeconds: "a los 30", the seconds in digits after "a los" ("que diga
// Capítulo a los 30": the text was "Capítulo a los 30"); "Gracias a los
// dos", in words, stays the text's.
func atTheSeconds(toks []token, k int, prompt string) bool {
	t := toks[k]
	return k > 1 && toks[k-1].word("los") && toks[k-2].word("a") && t.num < 1000 &&
		t.end > t.pos && t.end <= len(prompt) && strings.Trim(prompt[t.pos:t.end], "0123456789") == ""
}

// writtenUnquoted reads the words written as a new text without quotes
// right after the verb: "write morning fuel at the bottom" (any words after
// "write", "type" but a thing's name or "the"), "add ACE in red at the top",
// "poné VENDIDA grande en el centro" (after "add" or "put", words in
// capitals only: "add heart at the top" stays a sticker). The text ends
// where the place, time or look said after it begins (textEnd). They were
// left out, or read as a look.
func (f *frame) writtenUnquoted(names nameIndex) {
	toks := f.c.toks
	v := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cVerb) })
	if v < 0 || v+1 >= len(toks) {
		return
	}
	write := toks[v].has(cVerb, "write")
	if !write && !toks[v].has(cVerb, "add") && !toks[v].has(cVerb, "put") {
		return
	}
	// "on the chalk part write CHALK UP in the middle", "en la parte del
	// salto escribí WOW": a place in time said first, then "write" (the
	// words were left out and the clip named by them was added: silent)
	fronted := write && frontedWhen(toks[:v])
	if !fronted && slices.ContainsFunc(toks[:v], func(t token) bool { return t.kind == tWord && !isFiller(t) }) {
		return
	}
	// "put SLOW MO at the top while the replay plays": words in capitals
	// in a request typed in lower case are the text, even when they also
	// name a file ("slowmo" in replay-slowmo.mp4; the replay was moved to
	// the top and the words left out)
	named := func(t token) bool {
		return names.has(t) && (write && !fronted || !allCaps(f.prompt[t.pos:t.end]) || !hasLowerCase(f.prompt))
	}
	from := v + 1
	if write {
		from = placeLeadEnd(toks, from) // "escribí arriba Tip: …" (textplacelead.go)
	}
	first := toks[from]
	// "put LINK IN BIO at the top": a kind's word typed in capitals with
	// more capitals after it, in a request typed in lower case, is the
	// text's first word, not the noun (the text read "IN BIO")
	capsKind := first.has(cKind) && !write && hasLowerCase(f.prompt) && from+1 < len(toks) && toks[from+1].kind == tWord &&
		allCaps(f.prompt[first.pos:first.end]) && allCaps(f.prompt[toks[from+1].pos:toks[from+1].end])
	if first.kind != tWord && first.kind != tNumber || named(first) || first.has(cDet) || first.has(cPron) || first.has(cKind) && !capsKind || first.has(cTextIntro) {
		return
	}
	end := from
	if write {
		end = textEnd(toks, from, f.prompt)
		// "write Hello in red": the colour is the text's look
		if end-from > 2 && toks[end-2].word("in", "en") && toks[end-1].has(cColor) {
			end -= 2
		}
	} else {
		// words in capitals and numbers, then the place, time or look
		for end < len(toks) && (toks[end].kind == tNumber || toks[end].kind == tPercent ||
			toks[end].kind == tWord && !named(toks[end]) && !toks[end].has(cEffect) && !strongSticker(toks[end]) && !toks[end].has(cKind) &&
				!toks[end].has(cRegion) && allCaps(f.prompt[toks[end].pos:toks[end].end])) {
			end++
		}
		if end < len(toks) && !(toks[end].kind == tPunct || toks[end].kind == tTime || toks[end].has(cPrep) || toks[end].has(cPos) ||
			toks[end].has(cColor) || toks[end].has(cSpan) || toks[end].has(cStyle) || toks[end].has(cMod, "bigger", "smaller")) {
			return // "add LIVE tag": the words go on
		}
		if !slices.ContainsFunc(toks[from:end], func(t token) bool { return t.kind == tWord }) {
			return
		}
	}
	if end <= from {
		return
	}
	for _, t := range toks[from:end] {
		if t.kind == tQuote || t.kind == tWord && (named(t) || t.has(cConn)) {
			return // "escribí 2014 pero es 2016": a correction, not words to add
		}
	}
	at, to := textMarks(f.prompt, toks[from].pos, toks[end-1].end)
	f.text = strings.TrimSpace(strings.Trim(f.prompt[at:to], ":\"' "))
	for k := from; k < end; k++ {
		f.used[k] = true
	}
}

// frontedWhen: the words before the verb are a when said first, a
// preposition of time or place and the thing it names ("on the chalk
// part", "during the intro", "en la parte del salto"), with no verb.
func frontedWhen(toks []token) bool {
	if len(toks) < 2 || !toks[0].word("on", "over", "during", "in", "en", "sobre", "durante") {
		return false
	}
	return !slices.ContainsFunc(toks[1:], func(t token) bool { return t.kind == tQuote || t.kind == tWord && t.has(cVerb) })
}

// arrowCornerSide: "flecha abajo" or "flecha arriba" said right before a
// side ("a la derecha"): the up or down word is the corner's row, "top"
// or "bottom".
func arrowCornerSide(toks []token, i int) (string, bool) {
	if i+1 >= len(toks) || !toks[i+1].has(cPos, "right", "left") {
		return "", false
	}
	switch toks[i].text {
	case "flecha abajo":
		return "bottom", true
	case "flecha arriba":
		return "top", true
	}
	return "", false
}

// hasLowerCase: the request is not typed all in capitals.
func hasLowerCase(s string) bool { return strings.IndexFunc(s, unicode.IsLower) >= 0 }

// allCaps: a word written in capitals, two letters or more ("ACE",
// "VENDIDA"; "A" and "I" are words of a sentence).
func allCaps(word string) bool {
	letters := 0
	for _, r := range word {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2
}

// maskedWhen: n, said after the sound covered by the complaint at at, is
// the part where it is covered ("en la parte de la cocina", "during the
// interview"): a thing said with "in", "at" or "during" that is no sound.
func maskedWhen(f *frame, at int, n np) bool {
	if n.pron || n.namesSound() {
		return false
	}
	// "tapa la voz" says the covered sound itself; otherwise it is the
	// first thing after the complaint
	said := strings.HasSuffix(f.c.toks[at].text, " voz") || strings.HasSuffix(f.c.toks[at].text, " voz en off")
	if covered := slices.IndexFunc(f.targets, func(m np) bool { return m.first > at }); !said && (covered < 0 || f.targets[covered].first >= n.first) {
		return false
	}
	return n.prep == "in" || n.prep == "at" || n.prep == "during"
}
