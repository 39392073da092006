package planner

import (
	"math"
	"strconv"
	"strings"
)

// Number words, English and Spanish. The words that are also articles or
// something else ("a", "one", "un", "una", "once") are numbers only where
// a unit follows ("a second", "una hora", "once segundos").
var numberWords = map[string]float64{
	"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40,
	"fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	"cero": 0, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9,
	"diez": 10, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17,
	"dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintiun": 21, "veintiuna": 21,
	"veintidos": 22, "veintitres": 23, "veinticuatro": 24, "veinticinco": 25, "veintiseis": 26,
	"veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40, "cincuenta": 50,
	"sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90, "cien": 100, "ciento": 100,
	"doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300, "cuatrocientos": 400,
	"cuatrocientas": 400, "quinientos": 500, "quinientas": 500, "seiscientos": 600, "seiscientas": 600,
	"setecientos": 700, "setecientas": 700, "ochocientos": 800, "ochocientas": 800, "novecientos": 900,
	"novecientas": 900, "mil": 1000, "thousand": 1000,
}

// oneWords are "one" in words that are also articles or pronouns.
var oneWords = map[string]float64{"a": 1, "an": 1, "one": 1, "un": 1, "una": 1, "uno": 1, "once": 11}

// unitSeconds is how many seconds a time unit is.
var unitSeconds = map[string]float64{
	"s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "seg": 1, "segs": 1, "segundo": 1, "segundos": 1, "sg": 1, "sgs": 1,
	"m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "minuto": 60, "minutos": 60,
	"h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "hora": 3600, "horas": 3600,
	"ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001, "milisegundo": 0.001, "milisegundos": 0.001,
}

var percentWords = map[string]bool{"%": true, "percent": true, "pct": true, "porciento": true, "percentage": true}

// pointWords: "10 points", "15 puntos" are percentage points, a change by
// that much ("lower the music by 10 points" was refused).
var pointWords = map[string]bool{"points": true, "point": true, "pts": true, "puntos": true, "punto": true}

var degreeWords = map[string]bool{"°": true, "º": true, "degrees": true, "degree": true, "deg": true, "grados": true, "grado": true,
	"grades": true, "grade": true} // a learner's "45 grades" (Spanish "grados")

var pixelWords = map[string]bool{"px": true, "pixel": true, "pixels": true, "pixeles": true, "pixles": true, "pxs": true}

func isUnit(t token) bool { _, ok := unitSeconds[t.text]; return t.kind == tWord && ok }

// numAt reads a number word (or digits) at i: its value and how many
// tokens it took. Compounds: "twenty five", "twenty-five", "treinta y
// cinco", "one hundred"; decimals "two point five", "dos coma cinco".
func numAt(toks []token, i int) (float64, int, bool) {
	t := toks[i]
	var v float64
	n := 1
	switch {
	case t.kind == tNumber:
		v = t.num
	case t.kind == tWord:
		if w, ok := numberWords[t.text]; ok {
			v = w
		} else if a, b, ok := strings.Cut(t.text, "-"); ok && numberWords[a] >= 20 && numberWords[b] > 0 && numberWords[b] < 10 {
			v = numberWords[a] + numberWords[b]
		} else {
			return 0, 0, false
		}
	default:
		return 0, 0, false
	}
	if t.kind == tWord || v == math.Trunc(v) && v >= 1 && v < 10 && i+1 < len(toks) && toks[i+1].word("hundred") {
		v, n = compoundAt(toks, i, v) // "5 hundred" is 500 (the 5 was left out)
	} else if v == math.Trunc(v) && v >= 1 && v < 1000 && i+1 < len(toks) && toks[i+1].word("mil", "thousand") {
		v, n = compoundAt(toks, i+1, v*1000)
		n++ // "2 mil", "3 thousand"
	}
	// decimals said in words
	if i+n+1 < len(toks) && toks[i+n].word("point", "coma", "punto") {
		if d := toks[i+n+1]; d.kind == tNumber && d.num == float64(int(d.num)) {
			frac, _ := strconv.ParseFloat("0."+strconv.Itoa(int(d.num)), 64)
			v, n = v+frac, n+2
		} else if w, ok := numberWords[d.text]; ok && d.kind == tWord && w < 10 {
			v, n = v+w/10, n+2
		}
	}
	return v, n, true
}

// compoundAt reads the words after a first number word at i (worth v)
// that make one number with it: tens and units ("twenty five", "treinta y
// cinco"), hundreds ("one hundred twenty", "ciento ochenta", "doscientos
// cincuenta") and thousands ("mil ochocientos", "two thousand"). Each
// part must be smaller than the one before, so two numbers said one after
// the other ("veinte treinta") stay two; "ciento ochenta" was 100 and 80.
func compoundAt(toks []token, i int, v float64) (float64, int) {
	n := 1
	if v >= 1 && v < 10 && i+1 < len(toks) && toks[i+1].word("hundred") {
		v, n = v*100, 2 // "one hundred", "five hundred"
	}
	if v >= 1 && v < 1000 && i+n < len(toks) && toks[i+n].word("thousand", "mil") {
		v, n = v*1000, n+1 // "two thousand", "dos mil"
	}
	if int(v)%1000 == 0 && v >= 1000 {
		if h, k := hundredsAt(toks, i+n); k > 0 {
			v, n = v+h, n+k // "mil ochocientos"
		}
	}
	if int(v)%100 == 0 && v >= 100 {
		j := i + n
		if j+1 < len(toks) && toks[j].word("and") {
			j++ // "one hundred and twenty"
		}
		if w, ok := numberWordAt(toks, j); ok && w >= 1 && w < 100 {
			v, n = v+w, j+1-i // "ciento veinte", "two hundred fifty"
		}
	}
	if v2 := math.Mod(v, 100); v2 >= 20 && int(v2)%10 == 0 {
		// tens and units: "twenty five", "treinta y cinco", "ciento ochenta y cinco"
		if u, ok := unitWordAt(toks, i+n); ok {
			v, n = v+u, n+1
		} else if i+n+1 < len(toks) && toks[i+n].word("y") {
			if u, ok := unitWordAt(toks, i+n+1); ok {
				v, n = v+u, n+2
			}
		}
	}
	return v, n
}

// hundredsAt reads the hundreds said at i ("ochocientos", "ciento veinte"
// is read after, "five hundred"): their value and how many tokens.
func hundredsAt(toks []token, i int) (float64, int) {
	if w, ok := numberWordAt(toks, i); ok && w >= 100 && w < 1000 {
		return w, 1
	}
	if w, ok := numberWordAt(toks, i); ok && w >= 1 && w < 10 && i+1 < len(toks) && toks[i+1].word("hundred") {
		return w * 100, 2
	}
	return 0, 0
}

// numberWordAt is the value of the number word at i, if it is one
// (the articles "one"/"uno"/"una" too, which after a larger part are numbers).
func numberWordAt(toks []token, i int) (float64, bool) {
	if i >= len(toks) || toks[i].kind != tWord {
		return 0, false
	}
	if w, ok := numberWords[toks[i].text]; ok {
		return w, true
	}
	if toks[i].word("one", "uno", "una", "un") {
		return 1, true
	}
	return 0, false
}

func unitWordAt(toks []token, i int) (float64, bool) {
	if i >= len(toks) || toks[i].kind != tWord {
		return 0, false
	}
	if w, ok := numberWords[toks[i].text]; ok && w > 0 && w < 10 {
		return w, true
	}
	if toks[i].text == "one" || toks[i].text == "uno" || toks[i].text == "una" {
		return 1, true
	}
	return 0, false
}

// merge replaces toks[i:i+n] by t (spanning them).
func merge(toks []token, i, n int, t token) []token {
	t.pos, t.end = toks[i].pos, toks[i+n-1].end
	out := append(toks[:i:i], t)
	return append(out, toks[i+n:]...)
}

// readNumberWords turns number words into number tokens. "a"/"one"/"un"
// count only before a unit, a "half" or "hundred".
func readNumberWords(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tNumber && i+1 < len(toks) && toks[i+1].word("hundred") {
			if v, n, ok := numAt(toks, i); ok && n > 1 {
				toks = merge(toks, i, n, token{kind: tNumber, num: v}) // "5 hundred px" was 100 px
			}
			continue
		}
		if t.kind != tWord {
			continue
		}
		if one, ok := oneWords[t.text]; ok {
			if t.text != "once" && t.text != "a" && t.text != "an" && numberedOne(toks, i) {
				toks[i] = token{kind: tNumber, num: 1, pos: t.pos, end: t.end} // "el paso uno" (numberedpart.go)
				continue
			}
			if i > 0 && toks[i-1].word("half") {
				continue // "half a second"
			}
			next := ""
			if i+1 < len(toks) && toks[i+1].kind == tWord {
				next = toks[i+1].text
			}
			if next == "more" && i+2 < len(toks) {
				// "last one more second": one, then a unit after "more" (it
				// was "one more", another, and the length was refused)
				next = toks[i+2].text
			}
			_, unit := unitSeconds[next]
			if unit && secondOfAThing(toks, i) {
				continue // "add a second heart", "un segundo texto": another one
			}
			if unit && next != "s" && next != "m" && next != "h" || next == "hundred" || next == "thousand" || percentWords[next] ||
				(t.text != "once" && (next == "and" || next == "y") && i+2 < len(toks) && toks[i+2].word("half", "medio", "media", "a")) {
				if t.text == "once" && !unit {
					continue
				}
				v, n := one, 1
				if next == "hundred" || next == "thousand" {
					v, n = compoundAt(toks, i, 1) // "one hundred twenty", "a thousand"
				}
				toks = merge(toks, i, n, token{kind: tNumber, num: v})
			}
			continue
		}
		if t.text == "ciento" && i > 0 && toks[i-1].word("por") {
			continue // "veinte por ciento"
		}
		if (t.text == "dos" || t.text == "two") && i > 0 && toks[i-1].word("en", "in", "into") &&
			(i+1 == len(toks) || toks[i+1].kind == tPunct || toks[i+1].word("and", "y", "then", "partes", "parts", "pieces", "halves", "mitades", "at", "en", "a", "al")) {
			continue // "dividí en dos", "split it in two": halves
		}
		if bothSaid(toks, i) {
			// "subí los dos", "mute the two": both of them, not an amount of 2
			// ("subí los dos al 80%" set the clip and the song to 2%)
			toks = merge(toks, i-1, 2, token{kind: tWord, text: "both"})
			i--
			continue
		}
		if v, n, ok := numAt(toks, i); ok && n >= 1 {
			toks = merge(toks, i, n, token{kind: tNumber, num: v})
		}
	}
	// digits followed by a decimal in words: "2 point 5"
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind == tNumber && toks[i+1].word("point", "coma", "punto") && toks[i+2].kind == tNumber {
			if v, n, ok := numAt(toks, i); ok && n == 3 {
				toks = merge(toks, i, 3, token{kind: tNumber, num: v})
			}
		}
	}
	return toks
}

// readTimes turns numbers with units into times (and percent, degrees,
// pixels, factors): "65 seconds", "1 min 30", "un minuto y medio", "second 5",
// "half a second", "30 percent", "90 degrees", "x2".
func readTimes(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tWord && (t.text == "half" || t.text == "medio" || t.text == "media"):
			// "half a second", "medio segundo", "half second"
			j := i + 1
			if j < len(toks) && toks[j].word("a", "an") {
				j++
			}
			if j < len(toks) && isUnit(toks[j]) && unitSeconds[toks[j].text] >= 1 {
				toks = merge(toks, i, j-i+1, token{kind: tTime, num: unitSeconds[toks[j].text] / 2})
			}
		case t.kind == tWord && !(i > 1 && toks[i-2].word("for", "durante", "por")) && func() bool { _, ok := coupleMore(toks, i); return ok }():
			// "a couple more secs", "un par de segundos más": two (couplemore.go)
			j, _ := coupleMore(toks, i)
			toks = merge(toks, i-1, j-i+1, token{kind: tNumber, num: 2, text: "2"})
			i -= 2
		case t.kind == tWord && (t.text == "couple" || t.text == "par") && i > 1 && toks[i-1].word("a", "un") && toks[i-2].word("for", "durante", "por"):
			// "for a couple (of) seconds", "durante un par de segundos": two
			// (it was read as a new thing, and the length dropped); with no
			// "for" it is left alone, as a bare "3 segundos" is read as a
			// moment
			j := i + 1
			if j < len(toks) && toks[j].word("of", "de") {
				j++
			}
			if j < len(toks) && isUnit(toks[j]) {
				unit := unitSeconds[toks[j].text]
				toks = merge(toks, i-1, j-i+2, token{kind: tTime, num: 2 * unit, unit: unit})
				i--
			}
		case t.kind == tNumber:
			if i+1 < len(toks) && toks[i+1].kind == tWord {
				next := toks[i+1].text
				switch {
				case percentWords[next]:
					toks = merge(toks, i, 2, token{kind: tPercent, num: t.num})
					continue
				case next == "per" && i+2 < len(toks) && toks[i+2].word("cent"),
					next == "por" && i+2 < len(toks) && toks[i+2].word("ciento"):
					toks = merge(toks, i, 3, token{kind: tPercent, num: t.num})
					continue
				case pointWords[next]:
					toks = merge(toks, i, 2, token{kind: tPercent, num: t.num, text: "points"})
					continue
				case degreeWords[next]:
					toks = merge(toks, i, 2, token{kind: tDegrees, num: t.num})
					continue
				case pixelWords[next]:
					toks = merge(toks, i, 2, token{kind: tPixels, num: t.num})
					continue
				}
			}
			if i+2 < len(toks) && toks[i+1].word("more", "extra", "additional") && isUnit(toks[i+2]) {
				// "5 more seconds" is "5 seconds more" (the 5 was a bare
				// number and "keep the logo 5 more seconds" cut the video)
				toks[i+1], toks[i+2] = toks[i+2], toks[i+1]
			}
			if ordinalBeforeUnit(toks, i) {
				toks[i+1], toks[i+2] = toks[i+2], toks[i+1] // "los 2 primeros segundos" (ordinalafter.go)
			}
			if v, n, ok := timeAt(toks, i); ok {
				unit := 1.0
				if i+1 < len(toks) && isUnit(toks[i+1]) {
					unit = unitSeconds[toks[i+1].text]
				}
				toks = merge(toks, i, n, token{kind: tTime, num: v, unit: unit})
			}
		case t.kind == tWord && (t.text == "second" || t.text == "segundo" || t.text == "sec" || t.text == "seg" ||
			t.text == "seconds" || t.text == "segundos" || t.text == "secs" || t.text == "segs" ||
			t.text == "minute" || t.text == "minuto"):
			// "second 5", "segundo 12", "minute 2": a point in time
			if i+1 < len(toks) && (t.text == "minute" || t.text == "minuto") && toks[i+1].kind == tTime && toks[i+1].clock {
				// "después del minuto 1:20": the clock says the time, the
				// word only that it is one (it was read as 80 s to 81 s)
				c := toks[i+1]
				c.point = true
				toks = merge(toks, i, 2, c)
				continue
			}
			if i+1 < len(toks) && (t.text == "minute" || t.text == "minuto") && toks[i+1].word("one", "uno") && !(i > 0 && toks[i-1].kind == tNumber) {
				// "del minuto uno al 1:20", "from minute one": the article
				// word is the number here ("would leave out uno"); "the
				// second one" stays an ordinal
				toks[i+1].kind, toks[i+1].num = tNumber, 1
			}
			if i+1 < len(toks) && toks[i+1].kind == tNumber && !(i > 0 && toks[i-1].kind == tNumber) {
				v, n := toks[i+1].num, 2
				// "segundo trece y medio", "second 5 and a half"
				if k := i + 2; k+1 < len(toks) && toks[k].word("y", "and") {
					if toks[k+1].word("medio", "media", "half") && halfEndsTime(toks, k+1, false) {
						v, n = v+0.5, 4
					} else if k+2 < len(toks) && toks[k+1].word("a") && toks[k+2].word("half") && halfEndsTime(toks, k+2, true) {
						v, n = v+0.5, 5
					}
				}
				at := v * unitSeconds[t.text]
				if secs, m := minuteAndSeconds(toks, i); m > 0 {
					at, n = secs, m
				}
				toks = merge(toks, i, n, token{kind: tTime, num: at, point: true})
			}
		case t.kind == tWord && len(t.text) > 1 && t.text[0] == 'x' && allDigits(t.text[1:]):
			v, _ := strconv.ParseFloat(t.text[1:], 64)
			toks[i] = token{kind: tFactor, num: v, pos: t.pos, end: t.end}
		}
	}
	// "the 10 second mark", "10 seconds in": a point
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tTime && toks[i+1].word("mark", "point", "in") && (toks[i+1].text != "in" || i+2 == len(toks) ||
			toks[i+2].kind == tPunct || toks[i+2].word("and", "then", "y")) {
			toks[i].point = true
			toks = merge(toks, i, 2, toks[i])
		}
	}
	return toks
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// timeAt reads a number and its unit at i ("1 min 30 s", "2 minutes and
// 30 seconds", "1 minuto y medio", "1 and a half seconds", "90s").
func timeAt(toks []token, i int) (float64, int, bool) {
	v := toks[i].num
	j := i + 1
	half := false
	// "1 and a half seconds", "dos y medio segundos"
	if j+1 < len(toks) && toks[j].word("and", "y") {
		k := j + 1
		if k < len(toks) && toks[k].word("a") {
			k++
		}
		if k < len(toks) && toks[k].word("half", "medio", "media") && k+1 < len(toks) && isUnit(toks[k+1]) {
			half, j = true, k+1
		}
	}
	if j >= len(toks) || !isUnit(toks[j]) {
		return 0, 0, false
	}
	u := unitSeconds[toks[j].text]
	if half {
		v += 0.5
	}
	total := v * u
	j++
	// "y medio" / "and a half" after the unit
	if j+1 < len(toks) && toks[j].word("and", "y") {
		k := j + 1
		if k < len(toks) && toks[k].word("a") {
			k++
		}
		if k < len(toks) && toks[k].word("half", "medio", "media") && halfEndsTime(toks, k, k > j+1) {
			return total + u/2, k + 1 - i, true
		}
	}
	// a smaller unit after a larger one: "1 min 30 s", "1 minute and 30 seconds", "1 min 30"
	if u >= 60 {
		k := j
		if k < len(toks) && toks[k].word("and", "y", "con") {
			k++
		}
		if k < len(toks) && toks[k].kind == tNumber {
			if k+1 < len(toks) && isUnit(toks[k+1]) && unitSeconds[toks[k+1].text] < u {
				return total + toks[k].num*unitSeconds[toks[k+1].text], k + 2 - i, true
			}
			if k == j && toks[k].num < 60 && (k+1 == len(toks) || !toks[k+1].is(tWord) || !isUnit(toks[k+1])) {
				return total + toks[k].num*u/60, k + 1 - i, true
			}
		}
	}
	return total, j - i, true
}

// afterBoth are the words that can follow "los dos" / "the two" said for
// "both" (an end, a preposition, a connective, an amount word); before a
// noun it stays a count, except the plural kinds of bothOf.
var afterBoth = []string{"al", "a", "en", "y", "e", "and", "then", "to", "at", "by", "con", "with", "un", "una", "mas",
	"menos", "more", "less", "up", "down", "por", "hasta", "desde", "from", "until", "para", "for", "tambien", "too", "also"}

// bothSaid reports whether the number word at i is "los dos", "las dos"
// or "the two" said of two things already there.
func bothSaid(toks []token, i int) bool {
	if !toks[i].word("dos", "two") || i == 0 || !toks[i-1].word("los", "las", "the") {
		return false
	}
	if i >= 2 && toks[i-2].word("between", "entre") {
		return false // "between the two clips": where they meet
	}
	return i+1 == len(toks) || toks[i+1].kind == tPunct || toks[i+1].word(afterBoth...) || toks[i+1].word(bothOf...)
}

// bothOf are the plural nouns "the two" counts ("los dos textos", "the two
// texts": both of them, or which two of five; all five texts changed).
var bothOf = []string{"texts", "textos", "titles", "titulos", "subtitles", "subtitulos", "captions", "clips", "videos",
	"stickers", "logos", "layers", "capas", "images", "imagenes", "effects", "efectos", "b-roll", "broll", "b-rolls",
	"brolls", "songs", "canciones", "tracks", "pistas"}

// addedBefore: a verb that adds or copies something is among toks. Only
// there is "a second heart" a new one; "delete a second heart" names a
// second one (it deleted the only heart).
func addedBefore(toks []token) bool {
	for _, t := range toks {
		for _, l := range lookup(t.text) {
			if l.cat == cVerb && (l.val == "add" || l.val == "put" || l.val == "duplicate") {
				return true
			}
		}
	}
	return false
}

// secondOfAThing: "a second"/"un segundo" at i is an ordinal, not a time,
// when a thing's noun follows it ("add a second heart", "poné un segundo
// texto", "a second logo at the end"): another one ("a second heart at
// the top" added a heart from 1 s to 6 s: silent). "for a second",
// "un segundo más" stay a time.
func secondOfAThing(toks []token, i int) bool {
	if i+2 >= len(toks) || !toks[i+1].word("second", "segundo") || toks[i+2].kind != tWord || !addedBefore(toks[:i]) {
		return false
	}
	for _, l := range lookup(toks[i+2].text) {
		if l.cat == cKind || l.cat == cSticker && l.num == 0 {
			return true
		}
	}
	return false
}

// halfEndsTime: the half at k ("… seconds and a half", "… segundos y
// medio") ends the time said, rather than being half of what follows:
// "mute the first 5 seconds and half of the music", "for 2 seconds and
// half size", "y media canción" (each was read as 5.5 s or 2.5 s and the
// rest dropped). What may follow the time's half: nothing, a mark, a
// connective, a place, a preposition ("del video"; "of" only after "a
// half": "the first second and a half of the intro"), or a word of more
// time ("later", "más").
func halfEndsTime(toks []token, k int, article bool) bool {
	if k+1 >= len(toks) {
		return true
	}
	next := toks[k+1]
	switch next.kind {
	case tWord:
	case tNumber, tPercent, tFactor, tPixels, tDegrees:
		return false
	default:
		return true
	}
	if next.word("of") {
		return article
	}
	if next.word("as") {
		return false // "half as big"
	}
	m := meaning(next.text)
	return m.has(cConn) || m.has(cPos) || m.has(cPrep) || m.has(cSpan) || m.has(cFiller) ||
		next.word("more", "mas", "less", "menos", "later", "earlier", "after", "before", "antes", "despues", "tarde", "long", "longer", "shorter", "extra", "then", "luego")
}
