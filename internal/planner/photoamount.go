package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Amounts said the way photo apps show them and people type them: a sign
// before the number ("contrast -30", "saturation +20%"), the saturation
// slider at a level ("saturation 80%", "saturación a cero"), exposure in
// stops ("exposure +1", "-0.5 EV"), a comparison ("half as bright"), and
// a size said as a limit ("max 1600 px", "2000 px on the long side").

// signBefore is the sign typed right before a number token: +1 for "+",
// -1 for "-" (or a dash), 0 for none. A dash between two numbers or
// inside a word ("10-20", "b-roll") is no sign.
func signBefore(prompt string, t token) int {
	if t.pos <= 0 || t.pos > len(prompt) {
		return 0
	}
	before := strings.TrimRight(prompt[:t.pos], " ")
	r, n := utf8.DecodeLastRuneInString(before)
	sign := 0
	switch r {
	case '+':
		sign = 1
	case '-', '–', '−':
		sign = -1
	default:
		return 0
	}
	if p, _ := utf8.DecodeLastRuneInString(before[:len(before)-n]); unicode.IsLetter(p) || unicode.IsDigit(p) {
		return 0
	}
	return sign
}

// amountSign is the sign typed before the clause's one number or percent
// (0 when none is typed, or there is not exactly one).
func amountSign(f *frame) int {
	sign, n := 0, 0
	for _, t := range f.c.toks {
		if t.kind == tNumber || t.kind == tPercent {
			sign, n = signBefore(f.prompt, t), n+1
		}
	}
	if n != 1 {
		return 0
	}
	return sign
}

// minusSign: toks[i] is a "-" typed as the sign of the number after it.
func minusSign(prompt string, toks []token, i int) bool {
	return toks[i].word("-") && i+1 < len(toks) && toks[i+1].is(tNumber, tPercent, tDegrees) && signBefore(prompt, toks[i+1]) < 0
}

// saturationNamed: the clause names the saturation slider itself.
func saturationNamed(f *frame) bool {
	return hasWord(f, "saturation", "saturacion") && len(f.effects) == 1 && f.effects[0] == "saturate"
}

// saturationLevel reads the saturation slider set to a level: "saturation
// 80%", "saturación 80%", "saturation 0%", "saturation to zero",
// "saturación a cero", "saturation 80", "saturación al 50" (80% was 1.8,
// 0% the vivid look, "to zero" and "al 50" were refused). A sign, "by",
// "more"/"less" or "up"/"down" say an amount to add or take, not a level.
func saturationLevel(f *frame) (float64, bool) {
	if !saturationNamed(f) || len(f.regions) > 0 || f.has("more", "less", "up", "down", "lot", "bit") || amountSign(f) != 0 {
		return 0, false
	}
	level, n := 0.0, 0
	for _, a := range f.amounts {
		switch {
		case a.prep != "" && a.prep != "to" && a.prep != "at":
		case a.kind == "percent":
			level, n = a.v/100, n+1
		case a.kind == "number":
			level, n = bareSaturation(a.v), n+1 // "saturation 80", "saturation 1.5"
		}
	}
	for _, te := range f.times {
		if v, ok := bareTimeNumber(te); ok && te.kind == "point" && (te.prep == "to" || te.prep == "at") {
			level, n = bareSaturation(v), n+1 // "set saturation to 80", "saturación al 50", "a cero"
		}
	}
	if n != 1 || len(f.amounts)+len(f.times) != 1 {
		return 0, false
	}
	if f.verb == "lower" || f.verb == "raise" && level >= 1 {
		return 0, false // "bajale la saturación al 50%": the way and the level agree; the look reads them
	}
	return level, true
}

// bareSaturation is the level a saturation said with no unit sets: the
// multiplier itself up to 3 ("saturation 1.5"), a percent over it
// ("saturation 80" is 80%), as the control API reads the saturation
// param. It was the slider +80 (1.8), with the vivid look's contrast.
func bareSaturation(v float64) float64 {
	if v > 3 {
		return v / 100
	}
	return v
}

// saturationLevelOps sets the saturation to the level said. A verb that
// raises with a level below what the photo has ("subile la saturación al
// 80%") says two things; that is asked, not guessed (it was 1.8).
func saturationLevelOps(f *frame, level float64) ([]Step, string, error) {
	switch {
	case level > 3:
		return nil, "", &cannot{fmt.Sprintf("saturation goes up to 300%%, not %g%%", level*100)}
	case level == 1:
		return nil, "", &cannot{"saturation at 100% is the photo as it is; say e.g. \"saturation +20%\" or \"saturation 80%\""}
	case f.verb == "raise" && level < 1:
		return nil, "", unreadf("%q raises and %g%% lowers the saturation (100%% is the photo as it is); say e.g. \"saturation +%g%%\" or \"saturation to %g%%\"",
			f.verbSaid, level*100, level*100, level*100)
	}
	line := fmt.Sprintf("Saturation at %g%% on the whole image.", level*100)
	if level == 0 {
		line = "Black and white on the whole image."
	}
	return []Step{pstep("adjustments.applyMasked", map[string]any{"saturation": level})}, line, nil
}

// exposureWords name exposure and its steps.
var exposureWords = []string{"exposure", "exposicion", "ev", "stop", "stops", "paso", "pasos"}

// stopBrightness is the brightness of one stop of exposure ("a stop
// darker" is the darker look, -25).
const stopBrightness = 25

// exposureStops reads exposure said in stops, as cameras and apps say
// it: "exposure +1", "exposure -0.5", "-0.5 EV", "+1 stop", "subí la
// exposición 1 paso", "exposure down 0.5" (they were refused: "exposure
// +1" is not 1% brighter). It is the brightness of that many stops.
func exposureStops(f *frame) (float64, bool) {
	if !hasWord(f, exposureWords...) || len(f.regions) > 0 || len(f.targets) > 0 || len(f.times) > 0 || len(f.amounts) != 1 || historyStepsSaid(f) {
		return 0, false
	}
	if len(f.effects) > 1 || len(f.effects) == 1 && f.effects[0] != "brighter" && f.effects[0] != "darker" {
		return 0, false
	}
	a := f.amounts[0]
	if a.kind != "number" || a.v <= 0 || a.v > 5 {
		return 0, false
	}
	for _, w := range f.unknown {
		if w != "-" && !contains(exposureWords, w) {
			return 0, false
		}
	}
	down := amountSign(f) < 0 || f.verb == "lower" || f.has("down", "less") || contains(f.effects, "darker")
	if down && (amountSign(f) > 0 || f.verb == "raise" || f.has("up")) {
		return 0, false // "+1 darker": which way is not clear
	}
	v := math.Min(a.v*stopBrightness, 100)
	if down {
		v = -v
	}
	return v, true
}

// exposureOps plans the brightness of the stops said.
func exposureOps(brightness float64) ([]Step, string, error) {
	return []Step{pstep("adjustments.applyMasked", map[string]any{"brightness": brightness})},
		fmt.Sprintf("Exposure %+g stop (brightness %+g) on the whole image.", brightness/stopBrightness, brightness), nil
}

// halfAsKey is the slider of a look said "half as" ("half as bright",
// "half as saturated"): that slider halved, which for brightness is
// darker (it was a brighter look at half strength).
func halfAsKey(f *frame) string {
	toks := f.c.toks
	for i := 0; i+2 < len(toks); i++ {
		if !toks[i].word("half") || !toks[i+1].word("as") {
			continue
		}
		for _, l := range toks[i+2].lex {
			if l.cat == cEffect && lookKey[l.val] != "" {
				return lookKey[l.val]
			}
		}
	}
	return ""
}

// flattenWords are the typed words of "flatten the image" (Photoshop's
// merge of the layers), English and Spanish.
var flattenWords = []string{"flatten", "flattened", "flattening", "aplana", "aplanar", "aplanala", "aplanalo", "aplane",
	"aplanes", "aplanarla", "aplanarlo"}

// flattenSaid: the clause asks to flatten the image, which merges the
// layers into one; no op merges layers (export flattens them), and it
// is not a flatter look ("flatten the image" took the contrast down,
// "aplana la imagen" was read as lower and desaturated it).
func flattenSaid(toks []token) bool {
	return slices.ContainsFunc(typedWords(toks), func(w string) bool { return contains(flattenWords, w) })
}

// strengthLast: a half said last in a look clause, with "a"/"al" ("sepia
// a la mitad"), is how strong the look is; "a la mitad de la foto" is a
// part of the frame.
func strengthLast(f *frame, te timeExpr) bool {
	if !strings.HasPrefix(fold(te.said), "a ") && !strings.HasPrefix(fold(te.said), "al ") {
		return false
	}
	for _, t := range f.c.toks[te.first+1:] {
		if t.kind != tPunct {
			return false
		}
	}
	return true
}

// filterPixels is the size in pixels a filter clause gives: one amount in
// pixels ("blur 5px", "desenfoque 10 px"), or a number after a param's
// name ("blur radius 4", "pixelate with size 8", "sharpen amount 2"). A
// bare number stays unread: 10 may be a percent.
func filterPixels(f *frame) (float64, bool) {
	if len(f.amounts) != 1 {
		return 0, false
	}
	a := f.amounts[0]
	switch {
	case a.kind == "pixels":
		return a.v, true
	case a.kind == "number" && filterParamSaid(f) != "":
		return a.v, true
	}
	return 0, false
}

// filterParamWords name a filter's params as editors label them, English
// and Spanish: the key of filters.apply's params each one sets.
var filterParamWords = map[string]string{"radius": "radius", "radio": "radius", "size": "size", "tamano": "size",
	"amount": "amount", "cantidad": "amount"}

// filterParamSaid is the key of the filter param the clause names ("blur
// radius 4", "desenfoque de radio 3", "pixelate with size 8", "sharpen
// amount 2"); "" when it names none.
func filterParamSaid(f *frame) string {
	for _, w := range typedWords(f.c.toks) {
		if k := filterParamWords[w]; k != "" {
			return k
		}
	}
	return ""
}

// filterKindWords qualify a blur by the kind the blur look already is
// ("gaussian blur", "desenfoque gaussiano"): read, not left out.
var filterKindWords = []string{"gaussian", "gaussiano", "gausiano", "gaussiana", "gausiana", "gauss"}

// filterRange is the range the filter op takes for a size param, by
// filter id (internal/photo ApplyFilter).
func filterRange(id any, key string) (lo, hi float64) {
	switch {
	case id == "denoise":
		return 1, 5
	case key == "amount":
		return 0.05, 5 // above 5 the op reads a percent
	case key == "size":
		return 2, 500
	}
	return 0.1, 250
}

// flipLetter reads "flip h" and "flip v", as editors label the two flips
// (they were refused: "h" left out): the axis of the flip.
func flipLetter(f *frame) {
	if f.verb != "flip" {
		return
	}
	for i, w := range f.unknown {
		if axis := map[string]string{"h": "horizontal", "v": "vertical"}[w]; axis != "" && !f.hasProp("horizontal", "vertical") {
			f.props = append(f.props, axis)
			f.unknown = append(f.unknown[:i:i], f.unknown[i+1:]...)
			return
		}
	}
}

// ratioWords name a shape as a ratio ("aspect ratio 16:9", "relación de
// aspecto 4:3"): what the crop reads, not a part left out.
var ratioWords = []string{"ratio", "aspect", "aspecto", "relacion", "proporcion", "de"}

// ratioWord: every word of w is a ratio word.
func ratioWord(w string) bool {
	return wordsIn(w, ratioWords)
}

// zeroPercent: the clause gives its look a strength of 0% ("vintage 0%")
// and nothing else to read.
func zeroPercent(f *frame) bool {
	return len(f.amounts) == 1 && f.amounts[0].kind == "percent" && f.amounts[0].v == 0
}

// shapeSizeLeft is a size said with a crop to a shape ("make it square
// 1080", "crop to 4:5 and max 100px"), which the crop does not read (it
// was dropped: the crop alone ran); "" when there is none. The sides of
// a ratio said "16 by 9" are the shape.
func shapeSizeLeft(f *frame) string {
	if !ratioSaid(f) && !f.hasProp("square", "portrait", "landscape") {
		return ""
	}
	w, h := sides(f)
	for _, a := range f.amounts {
		if a.kind == "pixels" || a.kind == "number" && a.v >= 16 && a.v != w && a.v != h {
			return amountWord(a)
		}
	}
	return ""
}
