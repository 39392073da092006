package planner

import (
	"fmt"
	"slices"
	"strings"
)

// keepsAHalf: "keep only the bottom half", "dejá solo la mitad de abajo",
// "quedate con la mitad izquierda": a half of the photo kept, by a side,
// is the crop to it (it was "say the look": keeping is not a crop verb).
func keepsAHalf(f *frame) bool {
	return f.verb == "keep" && f.has("half") && len(f.pos) == 1 &&
		len(f.effects)+len(f.regions)+len(f.quotes) == 0 && !f.hasTextContent()
}

// wholeOfIt: "the whole thing", "the entire thing", "toda la cosa" said
// with a look: a photo has no time, and the whole of it is where a look
// goes when no part is named (the time reader took it as the whole video,
// which was left out and refused).
func wholeOfIt(f *frame, te timeExpr) bool {
	return len(f.effects) > 0 && te.kind == "span" && te.a.span == "whole" && te.a.anchor == nil
}

// wholeThing: a "thing" said with "whole"/"entire"/"toda" ("desenfocá toda
// la cosa"), with a look: the whole photo, as "everything" is.
func wholeThing(f *frame, n np) bool {
	if len(f.effects) == 0 || n.kind != "thing" || n.pron {
		return false
	}
	for _, w := range strings.Fields(fold(n.said)) {
		if contains([]string{"whole", "entire", "todo", "toda", "entero", "entera", "completo", "completa", "all"}, w) {
			return true
		}
	}
	return false
}

// stopWords count exposure in stops, as cameras and editors do.
var stopWords = []string{"stop", "stops", "paso", "pasos", "ev"}

// stopCount is how many stops the clause says with a word, not a digit:
// "one stop", "a stop", "un paso", "half a stop", "medio paso" (digits are
// amounts exposureStops reads). i is the index of the stop word; -1 none.
func stopCount(toks []token) (v float64, i int) {
	for i, t := range toks {
		if i == 0 || !t.word(stopWords...) {
			continue
		}
		p := toks[i-1]
		switch {
		case p.word("half", "medio", "media"):
			return 0.5, i // "medio paso"
		case p.word("a", "an", "one", "un", "uno", "una") && i >= 2 && toks[i-2].word("half"):
			return 0.5, i // "half a stop"
		case p.word("a", "an", "one", "un", "uno", "una"):
			return 1, i
		}
	}
	return 0, -1
}

// readStopCount: "raise exposure by one stop", "lower the exposure by half
// a stop", "bajale medio paso": the count of stops in words becomes the
// amount exposureStops reads, and the words for it are used up ("one" was
// left out; "half" halved the brightness). With no exposure word, a stop
// still says exposure when the verb says which way ("bajale medio paso").
func readStopCount(f *frame) {
	v, at := stopCount(f.c.toks)
	if at < 0 || len(f.amounts) > 0 || len(f.regions) > 0 {
		return
	}
	// EV names exposure itself ("brighten it by half an EV")
	exposure := hasWord(f, "exposure", "exposicion", "ev")
	if !exposure && (f.verb != "raise" && f.verb != "lower" || slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron && n.end <= at-1 })) {
		return // "bajá el logo un paso": a step of the logo, not of the exposure
	}
	f.amounts = append(f.amounts, amount{kind: "number", v: v})
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "half" })
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return contains([]string{"one", "uno", "una", "half", "medio", "media"}, w) })
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return n.first >= at-2 && n.first < at })
}

// edgeLeftOut: "add a dark edge around it", "a dark outer edge": the
// edges said as a thing a look puts there, which the noun phrase reader
// left as an unknown word; with a darker or brighter look they are the
// edges of the frame, as "darken the edges" is (a vignette).
func edgeLeftOut(f *frame) {
	if len(f.regions) > 0 || !f.hasEffect("darker", "brighter") {
		return
	}
	for i, w := range f.unknown {
		if contains([]string{"edge", "edges", "outer edge", "outer edges"}, w) {
			f.unknown = append(f.unknown[:i:i], f.unknown[i+1:]...)
			f.regions = append(f.regions, np{region: "edges", said: w})
			return
		}
	}
}

// lookAdjectives say how a user likes a look, not another look or a part
// of the photo ("an old sepia look", "a classic noir look", "un lindo look
// sepia"): with a look of the catalog named, they are read with it (they
// were left out, refused).
var lookAdjectives = []string{"old", "classic", "nice", "good", "great", "lovely", "beautiful", "timeless", "proper",
	"real", "authentic", "old school", "old-school", "school", "look", "lindo", "linda", "bonito", "bonita", "buen", "buena",
	// what the photo is made to look like: "a faded vintage print", "una copia vieja"
	"print", "prints", "copia", "impresion",
	"clasico", "clasica", "viejo", "vieja", "aspecto", "aspect", "estetica", "aesthetic", "antiguo", "antigua", "autentico", "autentica", "lindo look", "buen look",
	// the feel of a look: "un aire vintage", "a vintage feel"
	"aire", "feel", "vibe", "vibes",
	// wear, said of an old photo: the age the look is
	"worn", "worn out", "weathered", "gastada", "gastado", "gastadas", "desgastada", "desgastado", "ajada", "ajado"}

// lookDeterminers come before a look's adjectives ("that old sepia look",
// "ese look viejo"): read with them (it left out "that old").
var lookDeterminers = []string{"a", "an", "un", "una", "the", "el", "la", "some", "that", "this", "ese", "esa", "este", "esta", "aquel", "aquella"}

// lookAdjectivesRead drops the words of lookAdjectives (and the noun
// phrases made only of them) from a clause that names a look of the
// catalog.
func lookAdjectivesRead(f *frame) {
	if !slices.ContainsFunc(f.effects, func(e string) bool { return lookNames[e] != "" }) {
		return
	}
	adjectival := func(said string) bool {
		for _, w := range strings.Fields(fold(said)) {
			if !contains(lookAdjectives, w) && !contains(lookDeterminers, w) {
				return false
			}
		}
		return true
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool { return !n.pron && n.region == "" && adjectival(n.said) })
	f.unknown = slices.DeleteFunc(f.unknown, adjectival)
}

// placeEdit: the clause edits a layer as a whole (hide, show, delete,
// opacity), so "what is there" is a layer.
func placeEdit(f *frame) bool {
	return contains([]string{"hide", "unhide", "delete", "cut", "drop"}, f.verb) ||
		contains([]string{"", "make", "put", "set"}, f.verb) && f.hasProp("invisible", "visible", "transparent", "opacity")
}

// thingAtPlace resolves "lo que hay abajo a la derecha", "what's in the top
// left corner" (a thing said by where it is) in a clause that edits a layer
// as a whole: the one layer other than the photo whose middle is there. It
// was read as a question about the document ("ocultá lo que hay abajo...")
// or hid the active layer, the photo. No layer there is refused (a part of
// the photo is not a layer); several are asked about.
func thingAtPlace(f *frame, info PhotoState) error {
	i := slices.IndexFunc(f.targets, func(n np) bool { return n.kind == "thing" && !n.pron })
	if i < 0 || len(f.pos) == 0 || !placeEdit(f) || info.Width <= 0 || info.Height <= 0 {
		return nil
	}
	var there []int
	for k := range info.Layers {
		l := &info.Layers[k]
		if cx, cy, ok := layerMiddle(l, info); ok && !isPhotoLayer(l, info) && atPlace(f.pos, cx/float64(info.Width), cy/float64(info.Height)) {
			there = append(there, k)
		}
	}
	where := strings.Join(f.pos, " ")
	switch len(there) {
	case 0:
		return unreadf("no layer but the photo is at the %s; basic mode edits layers, not parts of the photo (try e.g. \"pixelate the face\" or \"crop 50 px from the right\")", where)
	case 1:
		n := f.targets[i]
		f.targets[i] = np{kind: "layer", ord: there[0] + 1, said: n.said, first: n.first, end: n.end}
		f.pos = nil
		return nil
	}
	var names []string
	for _, k := range there {
		names = append(names, fmt.Sprintf("%q", info.Layers[k].Name))
	}
	return &question{fmt.Sprintf("Several layers are at the %s: %s. Say which one.", where, strings.Join(names, ", "))}
}

// layerMiddle is the middle of a layer's pixels, in document pixels; a
// text with no bounds is centred across at the height it is drawn.
func layerMiddle(l *PhotoLayer, info PhotoState) (x, y float64, ok bool) {
	switch {
	case l.Text != nil:
		return float64(info.Width) / 2, l.Text.Y, true // a text's bounds are its canvas
	case l.Bounds != nil && l.Bounds.W > 0 && l.Bounds.H > 0:
		return l.Bounds.X + l.Bounds.W/2, l.Bounds.Y + l.Bounds.H/2, true
	}
	return 0, 0, false
}

// atPlace: the point (fractions of the canvas) is in the third of the
// canvas each place word names ("top" the top third, "center" the middle
// third both ways; "corner" says nothing more than its sides).
func atPlace(pos []string, x, y float64) bool {
	for _, p := range pos {
		ok := true
		switch p {
		case "top":
			ok = y < 1.0/3
		case "bottom":
			ok = y > 2.0/3
		case "left":
			ok = x < 1.0/3
		case "right":
			ok = x > 2.0/3
		case "center":
			ok = x >= 1.0/3 && x <= 2.0/3 && y >= 1.0/3 && y <= 2.0/3
		}
		if !ok {
			return false
		}
	}
	return true
}

// filterParamRead: "pixelate with a radius of 5", "blur with the radius
// 3": the param named with an article was read as a thing, left out; in a
// clause with a filter look it is the param filterPixels reads.
func filterParamRead(f *frame) {
	if filterParamSaid(f) == "" || !slices.ContainsFunc(f.effects, func(e string) bool { return photoFilters[e] != nil }) {
		return
	}
	f.targets = slices.DeleteFunc(f.targets, func(n np) bool {
		ws := strings.Fields(fold(n.said))
		return !n.pron && len(ws) == 2 && contains([]string{"a", "an", "the", "un", "una", "el", "la"}, ws[0]) && filterParamWords[ws[1]] != ""
	})
}
