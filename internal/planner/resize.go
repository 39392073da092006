package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Resizing the document: "resize the photo to 50%", "make it 800 px
// wide", "cambiá el tamaño a 1080x1080", "reducí la imagen a la mitad".
// The photo itself is what a size said to it changes; scaling its layer
// would leave the canvas as it was with an empty border.

// resizeSaid: the clause sizes the picture itself: a scale verb or a size
// with no thing named, or said of the photo (the bottom layer that fills
// the canvas).
func resizeSaid(f *frame, info PhotoState) bool {
	if !hasOp("document.resize") || len(f.effects) > 0 || len(f.regions) > 0 || f.hasTextContent() || len(f.pos) > 0 {
		return false
	}
	dims := f.hasProp("width", "height") || sidesSaid(f) || sizeLimitSaid(f)
	sized := dims || f.hasProp("size") || f.has("bigger", "smaller") && len(f.targets) > 0 || scaleAmountSaid(f) || partSaid(f)
	// "ponele 500 px de alto": a side put on the photo is a size too, and
	// "ponela de 512 por 512" ("la" is the photo; it was "say the look")
	pronounsOnly := !slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron })
	if !(f.verb == "scale" || (f.verb == "make" || f.verb == "" || f.verb == "lower" || f.verb == "raise") && sized || f.verb == "put" && dims && pronounsOnly) {
		return false
	}
	for _, n := range f.targets {
		if partFraction(n) > 0 || fractionWords[lastWord(fold(n.said))] > 0 {
			continue // "reducila a la cuarta parte", "agrandala un tercio": how much, not what
		}
		if n.pron && len(info.Layers) > 1 && !(itSizeSaid(f) && activeIsPhoto(info)) {
			// "make it 50%", "make it 500 px tall": with the photo the
			// active layer, it is the photo (it was "say the look"); with
			// another layer active, whichSized asks
			return false
		}
		if !n.pron {
			l := layerTarget(&frame{targets: []np{n}, verb: f.verb}, info)
			if l == nil && n.kind == "image" && len(info.Layers) > 0 {
				l = &info.Layers[len(info.Layers)-1] // "the photo"
			}
			if l == nil || !isPhotoLayer(l, info) {
				return false
			}
		}
	}
	return true
}

// sidesSaid: "1080x1080", "1920 x 1080", "800 by 600", "800 por 600".
func sidesSaid(f *frame) bool {
	w, h := sides(f)
	return w > 0 && h > 0
}

func sides(f *frame) (w, h float64) {
	w, h, _ = sidesAt(f.c.toks)
	return w, h
}

// sidesAt is sides and the index of the first side's token (-1: none).
func sidesAt(toks []token) (w, h float64, at int) {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		// the second side may carry the unit: "300x200 px"
		if t.kind == tFactor && toks[i+1].is(tNumber, tPixels) {
			return t.num, toks[i+1].num, i // "1080x1080" lexes as 1080x and 1080
		}
		if t.kind == tNumber && i+2 < len(toks) && toks[i+1].word("x", "by", "por") && toks[i+2].is(tNumber, tPixels) {
			return t.num, toks[i+2].num, i
		}
	}
	return 0, 0, -1
}

// timeOfSides: the time te is read from the first side of a size said
// ("hacela de 640 por 640": "de 640 por" is "from 640 for" to the time
// reader, so "de 640" was left out and the size refused); a photo has no
// time, so the words are the size's.
func timeOfSides(f *frame, te timeExpr) bool {
	w, _, at := sidesAt(f.c.toks)
	return w > 0 && te.first <= at && at-te.first <= 2 && te.a.set && te.a.sec == w
}

// timeOfSide: the time te is read from words before a side said by name
// ("cambiá el tamaño de la imagen a 600 de alto": "de la imagen a 600" is
// "from ... to 600" to the time reader, so it was left out and the size
// refused); a photo has no time. Only when the time's other words name
// the photo itself: a layer named in them is not the photo, and it is
// left to the refusal.
func timeOfSide(f *frame, te timeExpr) bool {
	w, h := sideLengths(f.c.toks)
	if w <= 0 && h <= 0 {
		return false
	}
	number := false
	for _, word := range strings.Fields(fold(te.said)) {
		switch {
		case word == fmt.Sprint(w) || word == fmt.Sprint(h):
			number = true
		case !contains([]string{"de", "del", "la", "el", "a", "al", "to", "from", "the", "imagen", "foto", "fotografia", "photo", "image", "picture"}, word):
			return false
		}
	}
	return number
}

// resizeOps plans document.resize from the size said: both sides, one
// side in pixels ("800 px wide"), or a factor ("50%", "half", "twice").
func resizeOps(f *frame, info PhotoState) ([]Step, string, error) {
	W, H := float64(info.Width), float64(info.Height)
	if W <= 0 || H <= 0 {
		return nil, "", &cannot{"the document size is unknown"}
	}
	stretched := stretchSaid(f)
	if stretched && ratioSaid(f) && !sidesSaid(f) {
		return stretchToRatio(f, W, H)
	}
	if ratioSaid(f) || f.hasProp("square", "portrait", "landscape") {
		// "make it 1080 wide and 4:5", "make it 1080 wide and square": the
		// shape was dropped
		return nil, "", unreadf("say the crop and the size as two steps, e.g. \"crop to 4:5 and make it 1080 px wide\"")
	}
	in := map[string]any{}
	w, h := sides(f)
	if scale, ok, err := limitedScale(f, W, H); err != nil {
		return nil, "", err
	} else if ok {
		w, h = 0, 0
		in["width"] = math.Max(1, math.Round(W*scale))
	}
	if w == 0 && len(in) == 0 {
		w, h = sideLengths(f.c.toks)
		if w == 0 && h == 0 && (nudgeBy(f) > 0 || bareNumber(f)) && scaleNumber(f) == 0 {
			// "reduce it to 800": the 800 was dropped (it was made 60%)
			return nil, "", unreadf("say which side, e.g. \"800 px wide\" or \"1080x1080\"")
		}
	}
	switch {
	case len(in) > 0: // a side by its length, a limit or a box: limitedScale
	case w > 0 && h > 0 && stretched:
		in["width"], in["height"] = w, h // "stretch it to 1920x1080": as said
	case w > 0 && h > 0:
		if math.Abs(w/h-W/H) > 0.01*W/H {
			return nil, "", &cannot{fmt.Sprintf("%gx%g would stretch the %gx%g photo; crop it to that shape first (e.g. \"crop to square\"), or give one side (e.g. \"%g px wide\")", w, h, W, H, w)}
		}
		in["width"] = w
	case w > 0:
		in["width"] = w
	case h > 0:
		in["height"] = h
	default:
		if zeroPercent(f) {
			return nil, "", &cannot{"a size of 0% leaves no photo"} // "resize to 0%" made it 3x2
		}
		sc, ok := photoScale(f)
		if !ok || sc <= 0 {
			return nil, "", unreadf("say how big, e.g. \"resize it to 50%%\" or \"make it 800 px wide\"")
		}
		in["width"] = math.Max(1, math.Round(W*sc))
	}
	nw, nh := W, H
	if v, ok := in["height"].(float64); ok && stretched {
		nw, nh = in["width"].(float64), v
	} else if v, ok := in["width"].(float64); ok {
		nw, nh = v, math.Max(1, math.Round(H*v/W))
	} else if v, ok := in["height"].(float64); ok {
		nw, nh = math.Max(1, math.Round(W*v/H)), v
	}
	if grows, shrinks := nw > W || nh > H, nw < W || nh < H; f.has("smaller") && grows || f.has("bigger") && shrinks {
		// "achicala a 400 px de ancho" on a 128 px photo: the way said and
		// the size said disagree (it was made larger)
		is, says := "smaller", "bigger"
		if grows {
			is, says = "larger", "smaller"
		}
		return nil, "", &cannot{fmt.Sprintf("%gx%g is %s than the %gx%g photo, but the request says %s", nw, nh, is, W, H, says)}
	}
	if nw == W && nh == H {
		return nil, "", &cannot{fmt.Sprintf("the photo is already %gx%g: nothing to resize", W, H)}
	}
	if nw*nh > 100_000_000 || nw > 100_000 || nh > 100_000 {
		return nil, "", &cannot{fmt.Sprintf("%gx%g is too large", nw, nh)}
	}
	return []Step{pstep("document.resize", in)}, fmt.Sprintf("Resize the photo to %gx%g.", nw, nh), nil
}

// pixelSideSaid: the clause gives a side in pixels ("500 px tall", "800
// de ancho", "1080x1080").
func pixelSideSaid(f *frame) bool {
	w, h := sideLengths(f.c.toks)
	return w > 0 || h > 0 || sidesSaid(f)
}

// itSizeSaid: the clause gives "it" a size: in pixels, a factor ("twice
// as big"), a part ("a la mitad") or a bare percent ("make it 50%").
func itSizeSaid(f *frame) bool {
	return pixelSideSaid(f) || scaleAmountSaid(f) || partSaid(f) || barePercentOfIt(f)
}

// barePercentOfIt: "make it 50%", "hacela al 25%": a percent said of "it"
// with nothing else it could be the amount of (no look, property, part
// or place). With another layer active it may be that layer's size or
// the photo's, and whichSized asks. It is not read as the photo's size
// by itself: a percent of "it" can as well be a look's strength, and
// reading it as a size resized a photo in silence on a blind set.
func barePercentOfIt(f *frame) bool {
	if len(f.effects)+len(f.regions)+len(f.props)+len(f.pos) > 0 || len(f.amounts) != 1 || f.amounts[0].kind != "percent" {
		return false
	}
	if len(f.targets) != 1 || !f.targets[0].pron || !(f.verb == "make" || f.verb == "put" || f.verb == "") {
		return false
	}
	return true
}

// activeIsPhoto: the active layer is the photo itself (the bottom layer
// filling the canvas), so "it" said with a size is the photo.
func activeIsPhoto(info PhotoState) bool {
	for i := range info.Layers {
		if info.Layers[i].ID == info.ActiveLayer {
			return isPhotoLayer(&info.Layers[i], info)
		}
	}
	return false
}

// sideLengths reads the sides said by name: "800 px wide", "1080 píxeles
// de alto", "width: 1080", "width 500 height 300"; 0 for a side not said.
func sideLengths(toks []token) (w, h float64) {
	for i, t := range toks {
		if t.kind != tPixels && t.kind != tNumber {
			continue
		}
		prev := i - 1
		if prev > 0 && toks[prev].kind == tPunct && toks[prev].text == ":" {
			prev-- // "width: 1080", "ancho: 1080"
		}
		if prev >= 0 && toks[prev].has(cProp, "width", "height") {
			// "width 500 height 300": the side said before its number (the
			// 500 was read as the height that follows it)
			if toks[prev].has(cProp, "width") {
				w = t.num
			} else {
				h = t.num
			}
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+2; j++ {
			switch {
			case toks[j].has(cProp, "width"):
				w = t.num
			case toks[j].has(cProp, "height"):
				h = t.num
			}
		}
	}
	return w, h
}

// stretchSaid: the clause asks to stretch or squash the photo out of its
// shape ("stretch it to 16:9", "estirala a 1920x1080"): a resize of both
// sides, which is what stretches it ("stretch it to 16:9" was a crop).
func stretchSaid(f *frame) bool {
	v := fold(f.verbSaid)
	return f.verb == "extend" && (strings.HasPrefix(v, "stretch") || strings.HasPrefix(v, "estir"))
}

// stretchToRatio stretches the photo to the shape said, keeping its width.
func stretchToRatio(f *frame, W, H float64) ([]Step, string, error) {
	for _, t := range f.c.toks {
		if t.kind == tTime && t.clock && t.parts[0] > 0 && t.parts[1] > 0 {
			h := math.Max(1, math.Round(W*t.parts[1]/t.parts[0]))
			if h == H {
				return nil, "", &cannot{fmt.Sprintf("the photo is already %gx%g: nothing to stretch", W, H)}
			}
			return []Step{pstep("document.resize", map[string]any{"width": W, "height": h})}, fmt.Sprintf("Stretch the photo to %gx%g.", W, h), nil
		}
	}
	return nil, "", unreadf("say the shape to stretch it to, e.g. \"stretch it to 16:9\"")
}

// fractionWords are the parts of a size said as a fraction.
var fractionWords = map[string]float64{"third": 3, "thirds": 3, "tercio": 3, "tercios": 3, "quarter": 4, "quarters": 4,
	"cuarto": 4, "fourth": 4}

// partFraction is the fraction a part said with an ordinal is ("la
// cuarta parte" a quarter, "la tercera parte" a third); 0 for any other
// thing.
func partFraction(n np) float64 {
	if (n.noun == "parte" || n.noun == "part") && n.ord >= 2 && n.ord <= 10 {
		return float64(n.ord)
	}
	return 0
}

// partSaid: a target of the clause is a part said as a fraction.
func partSaid(f *frame) bool {
	return slices.ContainsFunc(f.targets, func(n np) bool { return partFraction(n) > 0 })
}

// photoScale is the factor a clause scales the photo by: "triplicá el
// tamaño" is three times it, a fraction is that part of the size ("make it
// a third of the size", "reducila a un cuarto") or, said by how much, that
// much smaller or bigger ("hacela un tercio más chica", "reducila en un
// cuarto"); the rest is what scaleOf reads. A fraction scaleOf does not
// read was taken for a plain "smaller" (60%).
func photoScale(f *frame) (float64, bool) {
	if f.has("triple") {
		return 3, true
	}
	if k := scaleNumber(f); k > 0 {
		return k, true // "scale 0.5", "scale by 1.5"
	}
	for _, a := range f.amounts {
		if a.kind == "factor" && a.v > 20 && !f.has("smaller") {
			// "resize 30x", "make it 100x bigger": that factor, or too large
			// (scaleOf stops a layer at 20 times: the photo was made 20x)
			return a.v, true
		}
	}
	for _, a := range f.amounts {
		if a.kind == "factor" && a.v > 1 && f.has("smaller") && !f.has("bigger") {
			return 1 / a.v, true // "make it 2x smaller": half (it was twice as big)
		}
	}
	for _, n := range f.targets {
		if k := partFraction(n); k > 0 {
			if n.prep == "by" {
				return 0, false // "en una cuarta parte": smaller or bigger by it, which scaleOf does not read
			}
			return 1 / k, true // "reducila a la cuarta parte" (it desaturated)
		}
	}
	if k, said := fractionOfSize(f); said {
		return k, k > 0
	}
	return scaleOf(f, 1)
}

// nextWord is the token after i (a blank one at the end).
func nextWord(toks []token, i int) token {
	if i+1 < len(toks) {
		return toks[i+1]
	}
	return token{}
}

// fractionOfSize is the factor a size said as a fraction is: "a third of
// the size", "a un cuarto" that part of it; "un tercio más chica", "smaller
// by a quarter" that much smaller (or bigger). said: a fraction word is in
// the clause; k 0: it is, and which way it goes is not said.
func fractionOfSize(f *frame) (k float64, said bool) {
	toks := f.c.toks
	for i, t := range toks {
		n := fractionWords[t.text]
		if t.kind != tWord || n == 0 {
			continue
		}
		j := i - 1
		for j >= 0 && toks[j].kind == tWord && toks[j].has(cDet) && !toks[j].has(cPrep) {
			j--
		}
		// "by a quarter": "a" is also the Spanish "to", but after "by" it is
		// the article (it was read "to a quarter": 0.25, not 0.75)
		by := j >= 0 && (toks[j].word("by", "en", "por") || toks[j].has(cDet) && j > 0 && toks[j-1].word("by", "en", "por"))
		direct := !by && j >= 0 && toks[j].has(cPrep, "to", "at")
		switch next := nextWord(toks, i); {
		case next.word("of", "del", "de") || strings.HasPrefix(next.text, "del ") || strings.HasPrefix(next.text, "de ") || strings.HasPrefix(next.text, "of "):
			// "en un tercio del tamaño", "a quarter of its size": that part
			// of the size, whatever leads to it
			by, direct = false, true
		case direct && toks[j].text == "a" && (next.has(cMod, "smaller", "bigger") || next.word("more", "less")):
			// "a quarter smaller": the English article, by a quarter (it
			// was read as the Spanish "a", to a quarter: 0.25, not 0.75)
			by, direct = true, false
		}
		switch {
		case !by && (direct || !f.has("smaller", "bigger")):
			return 1 / n, true
		case f.has("smaller") && !f.has("bigger"):
			return 1 - 1/n, true
		case f.has("bigger") && !f.has("smaller"):
			return 1 + 1/n, true
		}
		return 0, true
	}
	return 0, false
}

// bareNumber: the clause gives a number with no unit or side, which no
// size reads ("to 800" is read as a time, which a photo has none of).
func bareNumber(f *frame) bool {
	for _, a := range f.amounts {
		if a.kind == "number" {
			return true
		}
	}
	for _, te := range f.times {
		if te.bare {
			return true
		}
	}
	return false
}

// Sizes said for a side by its length or as a limit, as export dialogs
// and photo sites say them: "2000 px on the long side", "lado corto
// 1080", "max 1600", "como máximo 1600 de ancho", "at most 1000 wide",
// "fit in 1920x1080". A limit never enlarges: "max 1200 wide" made a
// 256 px photo 1200 wide.

// longWords and shortWords say which side by its length; sideWords name a side.
var (
	longWords  = []string{"long", "longest", "longer", "largo", "larga", "mayor", "grande"}
	shortWords = []string{"short", "shortest", "shorter", "corto", "corta", "menor", "chico"}
	sideWords  = []string{"side", "edge", "lado", "borde"}
)

// typedWords are the words of toks as the user typed them (before a typo
// fix: "short" is fixed to "shot"), phrases split into their words.
func typedWords(toks []token) []string {
	var out []string
	for _, t := range toks {
		if t.kind != tWord {
			continue
		}
		w := t.text
		if t.fixed != "" {
			w = fold(t.fixed)
		}
		out = append(out, strings.Fields(w)...)
	}
	return out
}

// sideByLength is "long" or "short" when the clause names a side by its
// length ("the long side", "lado mayor", "short edge"), else "".
func sideByLength(toks []token) string {
	words := typedWords(toks)
	if !slices.ContainsFunc(words, func(w string) bool { return contains(sideWords, w) }) {
		return ""
	}
	for _, w := range words {
		switch {
		case contains(longWords, w):
			return "long"
		case contains(shortWords, w):
			return "short"
		}
	}
	return ""
}

// sizeCapped: the size is said as a limit ("max", "máximo", "at most",
// "como máximo").
func sizeCapped(toks []token) bool {
	words := typedWords(toks)
	for i, w := range words {
		if contains([]string{"max", "maximum", "maximo", "maxima"}, w) || w == "most" && i > 0 && words[i-1] == "at" {
			return true
		}
	}
	return false
}

// fitSaid: "fit in 1920x1080", "resize to fit": the photo scaled to fit a box.
func fitSaid(toks []token) bool { return contains(typedWords(toks), "fit") }

// limitWord: w is a word sizeLimit reads ("side", "max", "fit", "most").
func limitWord(w string) bool {
	return wordsIn(w, sideWords, longWords, shortWords, []string{"fit", "most", "max"})
}

// sizeNumber is the one number (or pixels) of a size said for a side; 0
// when there is none, or more than one.
func sizeNumber(toks []token) float64 {
	v, n := 0.0, 0
	for _, t := range toks {
		if t.is(tNumber, tPixels) {
			v, n = t.num, n+1
		}
	}
	if n != 1 || v < 16 {
		return 0
	}
	return v
}

// sizeLimitSaid: the clause says a size by a side's length, as a limit,
// or as a box to fit in, with the size to read.
func sizeLimitSaid(f *frame) bool {
	if sideByLength(f.c.toks) == "" && !sizeCapped(f.c.toks) && !fitSaid(f.c.toks) {
		return false
	}
	return sizeNumber(f.c.toks) > 0 || sidesSaid(f)
}

// limitedScale is the factor a size said by a side's length, as a limit
// or as a box scales the W x H photo by; ok false when the clause says
// none. A limit the photo is within already is refused: nothing to do.
func limitedScale(f *frame, W, H float64) (float64, bool, error) {
	if !sizeLimitSaid(f) {
		return 0, false, nil
	}
	capped := sizeCapped(f.c.toks)
	var scale float64
	limit := ""
	if w, h := sides(f); w > 0 && h > 0 {
		scale, limit = math.Min(w/W, h/H), fmt.Sprintf("%gx%g", w, h)
	} else {
		capped = capped || fitSaid(f.c.toks) // "fit within 1000 pixels": a limit, not a size to reach
		n := sizeNumber(f.c.toks)
		ref, side := math.Max(W, H), "longer side"
		switch {
		case sideByLength(f.c.toks) == "short":
			ref, side = math.Min(W, H), "shorter side"
		case sideByLength(f.c.toks) == "long":
		case f.hasProp("width"):
			ref, side = W, "width"
		case f.hasProp("height"):
			ref, side = H, "height"
		}
		scale, limit = n/ref, fmt.Sprintf("%g px on the %s", n, side)
	}
	if capped && scale >= 1 {
		return 0, true, &cannot{fmt.Sprintf("the photo is %gx%g, already within %s: nothing to resize", W, H, limit)}
	}
	return scale, true, nil
}

// scaleAmountSaid: the clause sizes the photo by an amount with no side
// said: a factor ("make it 0.5x", "0.5x"), a percent bigger or smaller
// ("un 10% más chica"), or twice as big ("make it twice as big"); they
// were refused as no edit, or as "say the look".
func scaleAmountSaid(f *frame) bool {
	if len(f.effects) > 0 || len(f.regions) > 0 {
		return false
	}
	for _, a := range f.amounts {
		if a.kind == "factor" || a.kind == "percent" && f.has("bigger", "smaller") {
			return true
		}
	}
	return f.has("double", "triple") && hasWord(f, "big", "grande")
}

// scaleNumber is the factor a scale verb gives as a plain number ("scale
// 0.5", "scale by 1.5", "escalala por 0.5"; they were refused as a side
// not said), or the size said as one ("escala 0.5"); 0 when none. A
// number over 10 is a size in pixels, which needs its side.
func scaleNumber(f *frame) float64 {
	if !(f.verb == "scale" || f.verb == "" && f.hasProp("size")) || f.hasProp("width", "height") {
		return 0
	}
	v := 0.0
	switch {
	case len(f.amounts) == 1 && len(f.times) == 0 && f.amounts[0].kind == "number":
		v = f.amounts[0].v
	case len(f.amounts) == 0 && len(f.times) == 1:
		v, _ = bareTimeNumber(f.times[0]) // "by 0.5" lexes as half a second
	}
	down, up := f.has("smaller", "down"), f.has("bigger", "up")
	switch {
	case v <= 0 || v > 10 || v == 1 || down && up:
		return 0
	case down && v > 1:
		return 1 / v // "shrink by 2", "scale down by 2": half (it was made twice as big)
	case up && v < 1:
		return 0 // "scale up by 0.5": the way and the number disagree
	}
	return v
}

// bareTimeNumber is the number of a time said with no unit ("to 80", "al
// 50", "by 0.5"), which a photo has no use for as a time.
func bareTimeNumber(te timeExpr) (float64, bool) {
	switch {
	case !te.bare:
	case te.kind == "point" && te.a.set:
		return te.a.sec, true
	case te.kind == "duration":
		return te.dur, true
	}
	return 0, false
}
