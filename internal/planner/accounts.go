package planner

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Accounting: every word of a clause is read by the intent that plans it,
// or the clause is not understood. The filler puts each token in a slot;
// the intent's planner reads some slots and not others. A slot the intent
// does not read would be dropped in silence ("make the logo transparent at
// the end" used to set the opacity for the whole logo), so it is named in
// the refusal instead. Words basic mode does not know at all are refused
// the same way.

// intentIgnores lists, per video intent, the slots its planner never reads.
var intentIgnores = map[string][]string{
	"look":            {"time"},
	"place":           {"time"},
	"mute":            {"time", "place"},
	"unmute":          {"time", "place"},
	"update effect":   {"time", "place"},
	"replace effect":  {"time", "place"},
	"reorder":         {"place"},
	"stack":           {"time", "place"},
	"close gaps":      {"time", "place"},
	"undo":            {"place"},
	"redo":            {"place"},
	"remove silences": {"time", "place"},
	"remove fillers":  {"time", "place"},
	"delete":          {"place"},
	"split":           {"place"},
	"keep":            {"place"},
	"trim to":         {"place"},
	"trim edge":       {"place"},
	"timing":          {"place"},
	"volume":          {"place"},
	"effect":          {"place"},
	"hide":            {"place"},
	"show":            {"place"},
}

// unaccounted names the words of the frame its intent would drop, or "".
func unaccounted(f *frame, r *resolver, intent string) string {
	var left []string
	for _, w := range f.unknown {
		if (intent == "effect" || intent == "timing") && exceptTime(f) && strings.HasSuffix(w, " "+f.times[0].said) {
			continue // "black and white except the first 5 seconds": planEffect and planTiming read it
		}
		if whenComplaintRead(f, intent, w) {
			continue // "aparece muy tarde, que salga desde el 60": why it moves
		}
		if cliticDoubled(f, w) {
			continue // "le puedes subir el brillo al pronóstico" (cliticdouble.go)
		}
		if asiPurpose(f, w) {
			continue // "recortá el clip así termina en el 7" (asipurpose.go)
		}
		if formConfirmsTarget(f, r, intent, w) {
			continue // "el clip del abuelo leyendo el diario": the old man reads it (wordforms.go)
		}
		if !readsWord(intent, w) {
			left = append(left, w)
		}
	}
	for _, slot := range intentIgnores[intent] {
		switch slot {
		case "time":
			for _, te := range f.times {
				if intent == "close gaps" && gapsBetweenThings(te.said) {
					continue // "get rid of the gap between the clips": where gaps are
				}
				if !pickerTime(f, r, te) {
					left = append(left, te.said)
				}
			}
		case "place":
			left = append(left, f.posSaid()...)
		}
	}
	// the slots only a few intents read
	for _, a := range f.amounts {
		// pixels are read only where a thing moves by them ("20 pixels to the right")
		if a.kind == "pixels" && !(contains(pixelReaders, intent) && nudgeBy(f) > 0) {
			left = append(left, amountWord(a))
		}
	}
	_, multiple := durationMultiple(f)
	if !contains(amountReaders, intent) {
		for _, a := range f.amounts {
			if a.kind == "pixels" || a.kind == "factor" && intent == "timing" && multiple {
				continue // "1.5 times as long": planTiming reads it
			}
			// a bare number may be a time; where the intent reads none it is dropped ("add 3 hearts")
			if a.kind != "number" || contains([]string{"add sticker", "add text", "hide", "show", "mute", "unmute"}, intent) {
				left = append(left, amountWord(a))
			}
		}
	}
	// "music at 50% during the interview and 20%": one sound, one level;
	// a second level with no time of its own was dropped in silence. A
	// level it comes from ("from 50% to 20%", "del 50 al 20") is no second.
	if intent == "volume" {
		if a, ok := secondLevel(f.amounts); ok {
			left = append(left, amountWord(a))
		}
	}
	// a shape or turn ("story", "upside down", "square") said to an intent
	// that makes or times things: "add the title The Whole story" would
	// drop "story"
	if contains([]string{"add text", "update text", "add sticker", "delete", "split", "mute", "unmute", "volume", "timing", "captions", "hide", "show"}, intent) {
		for _, p := range f.props {
			if contains(shapeProps, p) {
				left = append(left, f.saidFor(cProp, p))
			}
		}
	}
	// "cut the middle part": a part is a range to remove, not a point to split at
	if intent == "split" && hasWord(f, "part", "parte", "section", "seccion", "bit", "pedazo") {
		left = append(left, "part")
	}
	// "make the logo last 2 seconds longer" read as "last 2 seconds"
	if (intent == "timing" || intent == "move") && f.verb != "extend" && f.verb != "shorten" && hasWord(f, "longer", "shorter") {
		left = append(left, "longer/shorter")
	}
	// "the title disappears too fast": when it goes is a complaint, not
	// a request to hide it now
	if i := tooSoon(f.c.toks); i >= 0 && contains([]string{"show", "hide", "delete", "place", "look", "mute", "unmute", "volume"}, intent) && !contains(left, f.c.toks[i].text) {
		left = append(left, f.c.toks[i].text) // "too" (or "muy rapido"): the complaint of when
	}
	// "the title is too long on screen": how long it lasts, which showing,
	// hiding or placing it does not change (it was "already shown")
	if contains([]string{"show", "hide", "place", "look", "mute", "unmute", "volume", "duplicate"}, intent) && (f.has("longer") || f.has("shorter")) {
		left = append(left, "longer/shorter")
	}
	if f.margin != nil && intent != "place" && intent != "place+move" {
		left = append(left, amountWord(*f.margin)+" from the edge")
	}
	if !contains(lookReaders, intent) && intent != "undo" { // "undo the vignette": the thing to take back
		for _, e := range f.effects {
			left = append(left, f.saidFor(cEffect, e))
		}
	}
	if intent != "effect" && !((intent == "add text" || intent == "update text") && textColorOf(f) != "") {
		for _, c := range f.colors {
			left = append(left, f.saidFor(cColor, c))
		}
	}
	if f.lang != "" && !contains([]string{"captions", "transcribe", "remove silences", "remove fillers"}, intent) {
		left = append(left, f.saidFor(cLang, f.lang))
	}
	if f.count > 1 && !contains([]string{"undo", "redo", "info", "duplicate", "add sticker"}, intent) && !(intent == "timing" && multiple) {
		left = append(left, fmt.Sprintf("%d times", f.count))
	}
	if f.style != "" && !contains([]string{"add text", "update text", "add sticker", "captions"}, intent) && !f.has("bigger", "smaller", "double", "half") {
		left = append(left, f.saidFor(cStyle, f.style))
	}
	// "hacé que el logo se vea más grande": a size no intent but a look reads
	if f.has("bigger", "smaller") && contains([]string{"show", "hide", "mute", "unmute", "delete", "split", "volume", "duplicate", "timing"}, intent) {
		for _, m := range []string{"bigger", "smaller"} {
			if f.has(m) {
				left = append(left, m)
			}
		}
	}
	// "make benja say 'thanks ruben' at the end": words to show or say,
	// which moving clips around never reads (his clip went to the end and
	// the words were dropped)
	if intent == "reorder" && (len(f.quotes) > 0 || f.text != "") {
		left = append(left, strings.TrimSpace(strings.Join(append(slices.Clone(f.quotes), f.text), " ")))
	}
	// "bring the jingle up to full volume for the first 4 seconds": a
	// level said, which moving a thing in time never reads (the jingle was
	// moved to 4 s)
	if (intent == "move" || intent == "reorder" || intent == "place+move") && f.hasProp("volume") {
		left = append(left, f.saidFor(cProp, "volume"))
	}
	left = append(left, meaningLeft(f, intent)...)
	// "make the logo bigger and smaller": one way was taken, the other dropped
	for _, ways := range [][2]string{{"bigger", "smaller"}, {"louder", "quieter"}, {"earlier", "later"}} {
		if f.has(ways[0]) && f.has(ways[1]) {
			left = append(left, ways[0]+" and "+ways[1])
		}
	}
	// "black and white except the red": no video look keeps a colour out
	// (the whole video went grey)
	if intent == "effect" {
		if c := colourKeptOut(f); c != "" {
			left = append(left, c)
		}
	}
	// "put the logo in a circle": a shape is no file to add (a second
	// logo.png was added)
	if intent == "add media" {
		for _, n := range f.targets {
			if n.is("shape") {
				left = append(left, n.said)
			}
		}
	}
	if intent != "add sticker" && intent != "replace sticker" {
		for _, st := range f.sticker {
			if !st.weak {
				left = append(left, st.id)
			}
		}
	}
	return strings.Join(left, ", ")
}

// orderReaders are the intents whose planners pick by an order word
// ("rotate it the other way", "the other text", "its original size", "put
// it back in its original place"); said to any other intent the word
// would be dropped ("mute the other clips" muted them all, "restore the
// original colors" read as unmute).
var orderReaders = []string{"look", "update text", "place", "move", "place+move", "stack", "undo", "redo", "rotate", "layer", "flip"}

// orderWords are the words that pick which one by its order or its state
// before: "other", "original" ("otro" and "otra" lex as "another", not
// here: "otro logo al final").
var orderWords = []string{"other", "the other", "otros", "otras", "original", "originales"}

// meaningLeft names the words that change what a clause means but no slot
// the intent reads took: an order word ("the other", "original"), a
// place "between" two others (no tool places halfway) and a negation or
// exception left dangling ("mute the music salvo").
func meaningLeft(f *frame, intent string) []string {
	var left []string
	for i, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		switch {
		case (t.has(cMod, "other") || t.has(cMod, "back")) && contains(orderWords, t.text) && !contains(orderReaders, intent):
			left = append(left, t.text)
		case t.has(cPrep, "between") && !timeNear(f, i):
			// "halfway between the top and the center", "entre el centro y
			// la izquierda": one of the two places was taken
			left = append(left, t.text)
		}
	}
	return left
}

// timeNear: a time expression starts at token i or right after it ("between
// 0:03 and 0:05", "entre el segundo 12 y el 14"): the word is the time's.
func timeNear(f *frame, i int) bool {
	for _, te := range f.times {
		if te.first >= i && te.first <= i+3 {
			return true
		}
	}
	return false
}

// colourKeptOut is the colour said after "except"/"menos" ("black and white
// except the red", "todo en sepia menos los azules"), or "".
func colourKeptOut(f *frame) string {
	except := false
	for _, t := range f.c.toks {
		if t.kind != tWord {
			continue
		}
		if t.word("except", "excepto", "salvo", "menos", "menos el", "menos la", "menos los", "menos las", "other than") {
			except = true
		}
		if except && t.has(cColor) {
			return t.text
		}
	}
	return ""
}

// photoKinds are the things a photo clause names that are no layer.
var photoKinds = []string{"image", "layer", "text", "selection", "adjustment", "effect", "everything", "transform", "canvas", "frame", "part", "region", "filter", "look"}

// shapeProps are the properties of a shape or a turn.
var shapeProps = []string{"upsidedown", "sideways", "square", "portrait", "landscape", "tilted", "straight", "clockwise", "counterclockwise"}

// amountReaders are the intents that read a percent, degrees or a factor.
var amountReaders = []string{"volume", "look", "place", "place+move", "timing", "effect", "update effect", "add media",
	"trim to", "delete", "keep", "move", "info"}

// pixelReaders are the intents that move a picture by pixels.
var pixelReaders = []string{"place"}

// lookReaders are the intents that read a look (black and white, blur...).
var lookReaders = []string{"effect", "update effect", "replace effect", "info", "add media", "look", "render", "preview"}

func amountWord(a amount) string {
	switch a.kind {
	case "percent":
		return fmt.Sprintf("%g%%", a.v)
	case "degrees":
		return fmt.Sprintf("%g degrees", a.v)
	case "pixels":
		return fmt.Sprintf("%g pixels", a.v)
	case "number":
		return fmt.Sprintf("%g", a.v)
	}
	return fmt.Sprintf("%gx", a.v)
}

// pickerTime: a point said right after a noun phrase that names several
// elements picks one ("mute the clip at 0:25"); it is read by the
// reference, not the intent. After a phrase that names one element
// ("rotate the logo at 5 seconds") it would be dropped.
func pickerTime(f *frame, r *resolver, te timeExpr) bool {
	if lookPickedByTime(f, r, te) {
		return true // "la viñeta del final": the one there (vlookwhen.go)
	}
	if te.kind != "point" || !picksAMoment(te) {
		return false
	}
	for _, n := range f.targets {
		if n.end == te.first {
			var q *question
			_, err := r.elements(n)
			return errors.As(err, &q)
		}
	}
	return false
}

// posSaid is how the clause said its positions (the slot keeps meanings).
func (f *frame) posSaid() []string {
	if len(f.pos) == 0 {
		return nil
	}
	return []string{strings.Join(f.pos, " ")}
}

// intentLine says what the clause was read as, for a refusal.
func intentLine(intent string) string {
	return "read as \"" + intent + "\""
}

// readsWord: the intent's planner reads this word itself from the clause
// (blend modes for a look, formats and presets for a render).
func readsWord(intent, w string) bool {
	switch intent {
	case "look":
		_, ok := blendWords[w]
		return ok || turnFractionWord(w) // "a quarter turn": the angle turnSaid reads
	case "render":
		return renderWords[w]
	case "undo", "redo":
		return historyWords[w]
	case "effect", "add sticker", "add text":
		return w == "instead" // read by inItsPlace: the time of what the clause before removed
	case "update text", "replace media", "replace sticker":
		return w == "instead" || w == "vez" // "instead of the title", "en vez del título": the one to change
	case "trim to", "delete":
		// "recortá 2 segundos de cada punta": read by offBothEnds; "borrá
		// la entrevista entera": a thing deleted goes whole anyway
		// a ripple delete closes the gap, as a delete of a stretch does
		return contains(endWords, w) || intent == "delete" && (contains(wholeAfterWords, w) || w == "ripple")
	}
	return false
}

// wholeAfterWords say "whole" after the thing ("el clip entero", "la
// entrevista completa"); before it "whole" and "todo el" are determiners.
var wholeAfterWords = []string{"entero", "entera", "enteros", "enteras", "completo", "completa", "completos", "completas"}

// fractionRead: the size said as a fraction is the factor the clause
// scales by (layerFraction put it there).
func fractionRead(f *frame) bool {
	k, _ := fractionOfSize(f)
	return k > 0 && slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "factor" && a.v == k })
}

// photoUnaccounted names the words of a photo clause no slot read; the
// layer planner reads blend modes itself.
func photoUnaccounted(f *frame, intent string, info PhotoState) string {
	var left []string
	targets := f.targets
	if _, ok := turnFraction(f); ok && intent == "rotate" {
		// "media vuelta", "a quarter turn": "media" is no medium, the turn reads it
		targets = slices.DeleteFunc(slices.Clone(targets), func(n np) bool { return turnFractionWord(n.said) })
	}
	// a thing named that is no layer, region or part of the photo
	if intent == "crop" || intent == "resize" || (intent == "layer" || intent == "update text") && fractionRead(f) {
		// "achicá el logo a un tercio": the size layerFraction reads, and
		// "recortale un tercio a la izquierda": the part cropFraction cuts
		// and "for a youtube thumbnail", "para el perfil": the platform the
		// shape is for, which platformShape reads
		targets = slices.DeleteFunc(slices.Clone(targets), func(n np) bool {
			return fractionWords[lastWord(n.said)] > 0 || platformSaid(f) && platformPhrase(n.said)
		})
	}
	for _, n := range targets {
		if n.kind == "" && n.region == "" && !n.pron && len(n.names) > 0 && n.sticker == "" && n.effect == "" &&
			layerTarget(&frame{targets: []np{n}}, info) == nil && intent != "select" && !historyNames(n, intent) {
			left = append(left, n.said)
		}
	}
	// a video thing no layer is named like ("brighten the logo" on a photo
	// with no logo layer, "blur the music"): the whole photo would change
	if !contains([]string{"select", "layer", "info", "undo", "redo", "add text", "update text", "crop", "resize"}, intent) {
		for _, n := range targets {
			if n.kind != "" && !n.pron && !contains(photoKinds, n.kind) && n.region == "" && n.sticker == "" && n.effect == "" &&
				layerTarget(&frame{targets: []np{n}, verb: f.verb}, info) == nil {
				left = append(left, n.said)
			}
		}
	}
	// a time is a video thing ("brighten it at the end"); a bare number
	// the time reader took may be an amount an op reads
	for _, te := range f.times {
		if !te.bare && !strings.Contains(te.said, ":") { // "crop to 4:5" is a ratio
			left = append(left, te.said)
		}
	}
	// a sticker is a video thing: "make the sun brighter" is no layer or region;
	// a chat laugh the lexicon also knows as a sticker is a remark ("invert
	// the colors lol")
	for _, n := range f.targets {
		if n.sticker != "" && n.kind == "" && n.region == "" && len(n.names) == 0 && !slices.Contains(laughWords, n.said) {
			left = append(left, n.said)
		}
	}
	if f.lang != "" {
		left = append(left, f.saidFor(cLang, f.lang))
	}
	// pixels: how far a layer moves, how much a selection grows or feathers,
	// or how much a crop takes off a side
	for _, a := range f.amounts {
		if _, radius := filterPixels(f); intent == "look" && radius {
			continue // "blur 5px": the filter's radius
		}
		if a.kind == "pixels" && !(intent == "select" || intent == "resize" || intent == "layer" && f.verb == "scale" && pixelSideSaid(f) || (intent == "layer" && f.verb == "move" || intent == "crop") && nudgeBy(f) > 0) {
			left = append(left, amountWord(a))
		}
	}
	if n := shapeSizeLeft(f); intent == "crop" && n != "" {
		left = append(left, n) // the size: a step of its own ("crop to square and make it 1080 px wide")
	}
	if f.margin != nil && !(intent == "layer" && f.verb == "move") {
		left = append(left, amountWord(*f.margin)+" from the edge")
	}
	if f.count > 1 && intent != "undo" && intent != "redo" {
		left = append(left, fmt.Sprintf("%d times", f.count))
	}
	if !contains([]string{"add text", "update text", "look", "select"}, intent) {
		for _, c := range f.colors {
			left = append(left, f.saidFor(cColor, c))
		}
	}
	// a look reads a colour as a tint, a colour kept out ("except the red")
	// or a vignette's; "make it black and white with red" would drop it
	if intent == "look" && !contains(f.effects, "tint") && !contains(f.effects, "vignette") && !colourExcepted(f) && len(f.regions) == 0 && !f.nounIs("region") {
		for _, c := range f.colors {
			left = append(left, f.saidFor(cColor, c))
		}
	}
	// "crop to square around the face": the crop is a shape, centred or at
	// a side; no geometry op finds a part of the photo
	if contains([]string{"crop", "resize", "rotate", "flip"}, intent) {
		for _, n := range f.regions {
			if intent == "crop" && edgesWord(f) && hasAll([]string{"edge", "edges", "borde", "bordes", "margins", "margenes"}, n.names) {
				continue // "trim the edges a little": the sides cropALittle cuts
			}
			left = append(left, n.said)
		}
	}
	if intent == "look" {
		if n := lookNumberLeft(f); n != "" {
			left = append(left, n)
		}
		// "set brightness to 30": a number the time reader took
		for _, te := range f.times {
			if te.bare {
				left = append(left, te.said)
			}
		}
	}
	for _, w := range f.unknown {
		if (intent == "undo" || intent == "redo") && historyWords[w] {
			continue // "deshacé el último cambio"
		}
		if part, _ := sideFraction(f); intent == "crop" && (nudgeBy(f) > 0 || part > 0) && contains([]string{"side", "sides", "lado", "lados", "edge", "edges", "borde", "bordes"}, w) {
			continue // "20 px off each side": the sides cropByPixels reads
		}
		if intent == "crop" && (platformWords[w] || w == "para" && forPlatform(f) || platformSaid(f) && platformPhrase(w)) {
			continue // "4:5 for instagram": where the shape is for, which the crop reads as said
		}
		if intent == "look" && filterParamWords[w] != "" && filterParamSaid(f) != "" {
			continue // "blur radius 4", "sharpen amount 2": the param filterPixels reads
		}
		if intent == "look" && contains(filterKindWords, w) && f.hasEffect("blur") {
			continue // "gaussian blur": the blur the look makes
		}
		if intent == "resize" && sizeVerbWord(w) && (f.hasProp("width", "height") || sidesSaid(f)) {
			continue // "que tenga 1080 de ancho", "que mida 800 de alto": the side is the size
		}
		if intent == "look" && contains([]string{"tenga", "tengan", "tener"}, w) {
			continue // "que tenga mas brillo": the look is what it should have
		}
		if intent == "resize" && limitWord(w) && sizeLimitSaid(f) {
			continue // "2000 px on the long side", "max 1600", "fit in 1920x1080": the side and the limit the resize reads
		}
		if intent == "crop" && ratioWord(w) && ratioSaid(f) {
			continue // "aspect ratio 16:9": the shape the crop reads
		}
		if intent == "crop" && fractionWords[w] > 0 {
			continue // "crop off the bottom quarter": the part cropFraction cuts
		}
		if intent == "rotate" && uncropped(f.c.toks) && strings.HasPrefix(w, "crop") {
			continue // "rotate 30 degrees without cropping": the corners kept
		}
		if intent == "rotate" && w == "-" && negativeTurn(f.c.toks) {
			continue // "rotate -90": the way round
		}
		if intent == "look" && w == "-" && slices.ContainsFunc(f.c.toks, func(t token) bool { return t.is(tNumber, tPercent) && signBefore(f.prompt, t) < 0 }) {
			continue // "contrast -30": the sign, which lessenLooks reads as the way down
		}
		if _, ok := turnFraction(f); ok && intent == "rotate" && turnFractionWord(w) {
			continue // "media vuelta", "a quarter turn": the turn turnFraction reads
		}
		if _, ok := photoBlends[w]; !ok || intent != "layer" {
			left = append(left, w)
		}
	}
	left = append(left, meaningLeft(f, intent)...)
	// "crop the photo a little less": less of a crop is a crop undone in
	// part, not a new crop (5% more was cut)
	if intent == "crop" && f.has("less") {
		left = append(left, f.saidFor(cMod, "less"))
	}
	// a place no op reads ("blur the sky at the bottom": the sky is the region)
	if !contains([]string{"crop", "rotate", "select", "add text", "update text", "layer", "info"}, intent) {
		left = append(left, f.posSaid()...)
	}
	// a turn reads left and right ("rotate it to the left"); "rotate the
	// middle" would turn the whole photo
	if intent == "rotate" {
		for _, p := range f.pos {
			if p != "left" && p != "right" {
				left = append(left, p)
			}
		}
	}
	return strings.Join(left, ", ")
}

// picksAMoment: a time right after a noun phrase that names several elements
// picks the one showing then ("the clip at 0:15", "the text 0:05"; "move the
// clip to 5" does not), unless it is a length said with no preposition:
// "make the title 2 seconds longer", "alargá el título 2 segundos" (it took
// the title showing at 2 s, where three titles are).
func picksAMoment(te timeExpr) bool {
	switch te.prep {
	case "at", "in":
		return true
	case "":
		return !endsInAUnit(te.said)
	}
	return false
}

// endsInAUnit: a number followed by its unit ("2 seconds", "3 segs"), not
// "second 5" or "0:15".
func endsInAUnit(said string) bool {
	w := strings.Fields(said)
	if len(w) < 2 || strings.Contains(said, ":") {
		return false
	}
	_, unit := unitSeconds[strings.TrimSuffix(w[len(w)-1], ".")]
	return unit
}

// saidFor is the word of the clause that gave a slot its value ("blanco y
// negro" for bw), for the refusal; the value when none is found.
func (f *frame) saidFor(c cat, val string) string {
	for _, t := range f.c.toks {
		if l, ok := t.get(c); ok && l.val == val {
			return t.text
		}
	}
	return val
}

// sizeVerbWord: the "have"/"measure" of a side said as a wish ("que
// tenga 1080 de ancho", "que mida 800 de alto", "it should have 800 wide").
func sizeVerbWord(w string) bool {
	return contains([]string{"tenga", "tengan", "tener", "mida", "midan", "mide", "medir", "mida de", "have", "has", "measure", "measures"}, w)
}

// platformWords are the places a photo is shaped for ("4:5 for instagram",
// "formato 4:5 para insta"): the reason for the shape said, not a part of
// the request left out.
var platformWords = map[string]bool{"instagram": true, "insta": true, "ig": true, "facebook": true, "fb": true,
	"tiktok": true, "twitter": true, "pinterest": true, "linkedin": true, "whatsapp": true, "youtube": true, "yt": true,
	"tweet": true}

// platformParts are the places on a platform a shape is for ("a youtube
// thumbnail", "portada de facebook", "para el perfil"), read by platformShape.
var platformParts = []string{"thumbnail", "thumb", "miniatura", "cover", "portada", "post", "publicacion", "posteo",
	"perfil", "profile", "header", "banner", "encabezado", "pic", "picture", "foto", "x"}

// platformFill are the small words around a platform's name ("for a
// youtube thumbnail", "para el perfil", "portada de facebook").
var platformFill = []string{"a", "an", "the", "my", "mi", "el", "la", "un", "una", "de", "del", "para", "for", "on", "en"}

// platformPhrase: every word of w names a platform, a place on one or the
// small words around them.
func platformPhrase(w string) bool {
	for _, part := range strings.Fields(w) {
		if !platformWords[part] && !contains(platformParts, part) && !contains(platformFill, part) {
			return false
		}
	}
	return true
}

// platformShape is the shape a platform shows a photo in, when the clause
// names one: YouTube videos and thumbnails are 16:9 (1280x720); a Twitter/X
// post shows a single image at 16:9 (1600x900); its header is 3:1
// (1500x500). A Facebook cover is uploaded at 851x315 (its documented
// desktop size); a Facebook post image is 1.91:1 (1200x630, the landscape
// size Facebook recommends for shared images; a square post would be said
// "square"). A profile picture is square everywhere. Instagram alone is
// left to ask: its feed takes 1:1 and 4:5 alike.
func platformShape(f *frame) (float64, float64) {
	said := func(ws ...string) bool { return hasWord(f, ws...) }
	twitter := said("twitter", "tweet") || xPlatform(f)
	switch {
	case said("perfil", "profile"):
		return 1, 1
	case said("youtube", "yt"):
		return 16, 9
	case twitter && said("header", "banner", "encabezado", "portada", "cover"):
		return 3, 1
	case twitter:
		return 16, 9
	case said("facebook", "fb") && said("cover", "portada"):
		return 851, 315
	case said("facebook", "fb"):
		return 40, 21 // 1200x630
	}
	return 0, 0
}

// platformSaid: the clause names a platform whose shape is known.
func platformSaid(f *frame) bool { w, _ := platformShape(f); return w > 0 }

// xPlatform: "para x", "for X", "post de x": X the platform, said after
// "for"/"para" or before/after "post" (elsewhere an x is a size's times sign).
func xPlatform(f *frame) bool {
	toks := f.c.toks
	for i, t := range toks {
		if t.kind != tWord || t.text != "x" {
			continue
		}
		before := i > 0 && toks[i-1].word("for", "para", "de", "on", "en")
		after := i+1 < len(toks) && toks[i+1].word("post", "posteo")
		if before && (i+1 == len(toks) || toks[i+1].kind == tPunct || after) || after {
			return true
		}
	}
	return false
}

// forPlatform: the clause says "para instagram", so "para" is its reason.
func forPlatform(f *frame) bool {
	for i := 0; i+1 < len(f.c.toks); i++ {
		if f.c.toks[i].word("para") && platformWords[f.c.toks[i+1].text] {
			return true
		}
	}
	return false
}

// gapsBetweenThings: "between the clips", "entre los clips": where gaps
// are, said of things and not of times.
func gapsBetweenThings(said string) bool {
	s := strings.ToLower(fold(said))
	return (strings.HasPrefix(s, "between ") || strings.HasPrefix(s, "entre ")) && !strings.ContainsAny(s, "0123456789")
}

// secondLevel is a percent said after another, of another value, where
// the first is not the level it comes from (levelsAsked).
func secondLevel(as []amount) (amount, bool) {
	var levels []amount
	for _, a := range levelsAsked(as) {
		if a.kind == "percent" {
			levels = append(levels, a)
		}
	}
	for _, a := range levels[min(1, len(levels)):] {
		if a.v != levels[0].v {
			return a, true
		}
	}
	return amount{}, false
}
