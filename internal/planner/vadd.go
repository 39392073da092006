package planner

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/neuralcut/neuralcut/internal/effects"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// DefaultTextSeconds is how long added text stays when no time is given:
// the usual length of a title card.
const DefaultTextSeconds = 5.0

// DefaultStickerPosition is where a sticker goes when no place is said.
const DefaultStickerPosition = "top-right"

// textTimes picks start and end for new text or stickers: the range said,
// else "for N seconds" from the point said (or 0), else def seconds
// (0: the whole timeline). "at the end" puts it last, and "at the end of
// the city clip" ends it where that clip ends (it began there, after the
// clip, and past the video's end when the clip was the last).
func textTimes(f *frame, sp span, total, def float64) (float64, float64) {
	start, hasStart := sp.point()
	atEnd, endOfThing := false, false
	for _, t := range f.times {
		if t.kind == "span" && t.a.span == "end" && t.a.anchor == nil {
			atEnd, hasStart = true, false
		}
		if t.a.span == "end" && t.a.anchor != nil && t.b == (timeVal{}) {
			endOfThing = true
		}
	}
	if endOfThing && hasStart && len(sp.ranges) == 0 {
		d := sp.duration
		if d <= 0 {
			d = def
		}
		if d <= 0 {
			d = DefaultTextSeconds
		}
		return math.Max(0, start-d), start
	}
	if !hasStart {
		start = 0
	}
	switch {
	case len(sp.ranges) > 0 && !sp.openEnd && sp.duration > 0:
		// "for 2 seconds while the b-roll plays": from its start, that long
		return sp.ranges[0].a, sp.ranges[0].a + sp.duration
	case len(sp.ranges) > 0 && !sp.openEnd:
		return sp.ranges[0].a, sp.ranges[0].b
	case len(sp.ranges) > 0:
		start, hasStart = sp.ranges[0].a, true
		if sp.duration == 0 && def == 0 {
			return start, sp.ranges[0].b
		}
	}
	if sp.duration == 0 && len(sp.ranges) == 0 && len(sp.points) == 1 && hasStart && sp.whileShows > start+1e-6 {
		// "add a heart when the photo appears": while it shows (it lasted
		// the default length, ending before the photo did)
		return start, sp.whileShows
	}
	if sp.duration > 0 {
		if atEnd && total > sp.duration {
			start = total - sp.duration
		}
		return start, start + sp.duration
	}
	d := def
	if d == 0 || (total > start && total-start < d) {
		d = total - start
	}
	if d <= 0 {
		d = DefaultTextSeconds
	}
	if atEnd && total > d {
		start = total - d
	}
	return start, start + d
}

// textStyleOf reads the style of a text to add: said, or implied by the
// noun ("a subtitle", "a label").
func textStyleOf(f *frame) string {
	style := f.style
	for _, n := range f.targets {
		if n.kind != "text" {
			continue
		}
		for _, m := range n.mods {
			if strings.HasPrefix(m, "style:") {
				style = strings.TrimPrefix(m, "style:")
			}
		}
		if style == "" && contains(n.mods, "bigger") {
			style = "hook" // "add a big title 'Hi'": big is the hook style, as "add a title 'Hi', big" (it was plain)
		}
		if style == "" {
			switch {
			case strings.HasPrefix(n.noun, "subt") || strings.HasPrefix(n.noun, "capt") || strings.HasPrefix(n.noun, "leyend"):
				style = "subtitle"
			case strings.HasPrefix(n.noun, "label") || strings.HasPrefix(n.noun, "etiquet"):
				style = "label"
			}
		}
	}
	return style
}

// planAddText adds a text element.
func planAddText(s *sim, f *frame, r *resolver, sp span) (string, error) {
	text := f.textContent()
	if text == "" {
		return "", unreadf("say the text to add in quotes, e.g. add a title \"Hello\"")
	}
	style := textStyleOf(f)
	if style == "" {
		style = "plain"
	}
	place := placeOf(f)
	if place == "corner" {
		place = DefaultStickerPosition // "put "LIVE" in the corner": the sticker corner
	}
	if place == "" {
		// "put "Step 1" above the starter subtitle": the row beside that
		// text's (it went in the same row, over it)
		row, err := newTextRowBeside(f, r)
		if err != nil {
			return "", err
		}
		place = row
	}
	if place == "" {
		place = anchorPlace(f, r) // "poné "hola" sobre el logo": where the logo is
	}
	if place == "" {
		row, err := sameSpotAs(f, r, sp) // "same spot": the row of the text beside it (textsamespot.go)
		if err != nil {
			return "", err
		}
		place = row
	}
	pos := textPlace(place)
	isTitle := false
	for _, n := range f.targets {
		if n.kind == "text" && (strings.HasPrefix(n.noun, "titl") || strings.HasPrefix(n.noun, "titu") || strings.HasPrefix(n.noun, "head") ||
			strings.HasPrefix(n.noun, "encabez") || n.noun == "title card") {
			isTitle = true
		}
	}
	if pos == "" {
		switch style {
		case "subtitle", "label":
			pos = "bottom"
		case "hook":
			pos = "top"
		default:
			pos = "center"
			if !isTitle {
				pos = "bottom"
			}
		}
	}
	if old := replacedText(f, r); old != nil {
		// "delete the title and add a new one that says Hi": where and as it was
		if placeOf(f) == "" && old.Position != "custom" {
			pos = old.Position
		}
		if textStyleOf(f) == "" {
			style = old.Style
		}
		if len(f.times) == 0 && r.ctx.hasSpan {
			sp = atLastSpan(r, sp)
		}
	}
	sp = inItsPlace(f, r, sp)
	sp, err := onElement(f, r, sp)
	if err != nil {
		return "", err
	}
	start, end := textTimes(f, sp, s.total(), DefaultTextSeconds)
	in := map[string]any{"text": text, "start": start, "end": end, "position": pos, "style": style}
	if c := textColorOf(f); c != "" {
		in["color"] = c // "add a title 'Hi' in red"
	} else if c := newTextColor(f); c != "" && len(f.colors) == 0 {
		in["color"] = c // "add a red title 'Hi'"
	}
	out, err := s.call("add_text", in)
	if err != nil {
		return "", err
	}
	id := out.(videotools.PlacedOut).ElementID
	if err := s.textToSide(id, place); err != nil {
		return "", err
	}
	if strings.HasSuffix(place, "left") || strings.HasSuffix(place, "right") {
		pos = strings.TrimPrefix(strings.Replace(place, "-", " ", 1), "center ")
	}
	s.touch(id)
	return fmt.Sprintf("Added text %q (%s, %s) from %s to %s as %s.", text, style, pos, secs(start), secs(end), id), nil
}

// onlyTexts: n names texts and nothing else ("el último" after a text was
// added), so the text planner can act on it without a kind word.
func onlyTexts(r *resolver, n np) bool {
	ts, err := r.elements(n)
	return err == nil && len(ts) > 0 && len(filter(ts, isText)) == len(ts)
}

// textRows are a text's three places, top to bottom.
var textRows = []string{"top", "center", "bottom"}

// besideText reads a text placed against another one: "put the date
// above the names", "poné la fecha debajo del título". step is -1 above,
// 1 below; ok only when both things are texts.
func besideText(f *frame, r *resolver) (step int, other []target, ok bool) {
	if len(f.targets) != 2 || len(f.quotes) > 0 {
		return 0, nil, false
	}
	step = sideSaidBefore(f.c.toks, f.targets[1].first)
	if step == 0 {
		return 0, nil, false
	}
	moved, err1 := r.elements(f.targets[0])
	other, err2 := r.elements(f.targets[1])
	if err1 != nil || err2 != nil || len(moved) == 0 || len(other) == 0 || len(filter(moved, isText)) != len(moved) || len(filter(other, isText)) != len(other) {
		return 0, nil, false
	}
	return step, other, true
}

// sideSaidBefore is the side said right before the thing at token first:
// -1 above ("encima del título", "above the names"), 1 below, 0 none.
func sideSaidBefore(toks []token, first int) int {
	k := first - 1
	for k >= 0 && toks[k].has(cDet) {
		k--
	}
	if k >= 1 && toks[k].word("de", "del", "of") {
		k--
	}
	switch {
	case k < 0:
		return 0
	case toks[k].has(cMod, "over") || toks[k].has(cPos, "top") && toks[k+1].word("de", "del", "of"):
		return -1
	case toks[k].has(cPrep, "under") || toks[k].has(cPos, "bottom") && toks[k+1].word("de", "del", "of"):
		return 1
	default:
		return 0
	}
}

// newTextRowBeside is the row of a new text said above or below one text
// of the project ("add "fresh bread" under the welcome title"), "" when
// none is said so.
func newTextRowBeside(f *frame, r *resolver) (string, error) {
	for _, n := range f.targets {
		if n.quote != "" || n.first < 0 {
			continue
		}
		step := sideSaidBefore(f.c.toks, n.first)
		if step == 0 || step < 0 && overSaid(f.c.toks, n.first) {
			continue // "put "NEW" over the title", "sobre el logo": on it (anchorPlace)
		}
		other, err := r.elements(n)
		if err != nil || len(other) != 1 || !isText(other[0]) {
			return "", nil
		}
		row := slices.Index(textRows, other[0].el.Text.Position)
		if row < 0 {
			return "", &question{fmt.Sprintf("Where exactly? %s is not in one of the three rows (top, center, bottom); say e.g. \"at the top\".", describe(other))}
		}
		if row+step < 0 || row+step >= len(textRows) {
			return "", &cannot{fmt.Sprintf("%s is at the %s already: texts go at the top, center or bottom, so nothing fits %s it", describe(other), textRows[row], map[int]string{-1: "above", 1: "below"}[step])}
		}
		return textRows[row+step], nil
	}
	return "", nil
}

// overSaid: the side before the thing at first is "over"/"sobre", which
// for a new text means on top of it, not the row above.
func overSaid(toks []token, first int) bool {
	for k := first - 1; k >= 0 && k >= first-3; k-- {
		if toks[k].word("over", "sobre", "on top of") {
			return true
		}
	}
	return false
}

// rowBesideText: a text placed against another one goes to the row next
// to that text's, and the other text is only where (it was read as a
// second text to change, as a place beside a thing that basic mode
// refused, or "instead" became a new text). Texts have three rows, so a
// text at the top has nothing above it: that is said, not guessed.
func rowBesideText(f *frame, r *resolver) error {
	step, other, ok := besideText(f, r)
	if !ok {
		return nil
	}
	row := slices.Index(textRows, other[0].el.Text.Position)
	for _, t := range other {
		if t.el.Text.Position != other[0].el.Text.Position {
			row = -1
		}
	}
	if row < 0 {
		return &question{fmt.Sprintf("Where exactly? %s is not in one of the three rows (top, center, bottom); say e.g. \"%s at the top\".", describe(other), f.targets[0].said)}
	}
	if row+step < 0 || row+step >= len(textRows) {
		return &cannot{fmt.Sprintf("%s is at the %s already: texts go at the top, center or bottom, so nothing fits %s it", describe(other), textRows[row], map[int]string{-1: "above", 1: "below"}[step])}
	}
	f.targets = f.targets[:1]
	f.pos = []string{textRows[row+step]}
	return nil
}

// titleOfAThing: "el título de la canción", "the name of the dog": a text
// said as the title or name of a thing that is not a text; which text that
// is, is asked (the video's one hook title was changed, and "la canción"
// dropped).
func titleOfAThing(f *frame, r *resolver) *question {
	if len(f.targets) != 2 || len(f.quotes) > 1 {
		return nil
	}
	text, of := f.targets[0], f.targets[1]
	toks := f.c.toks
	if text.kind != "text" || len(text.names) > 0 || text.quote != "" || of.first != text.end+1 || text.end >= len(toks) ||
		!toks[text.end].word("de", "del", "of") || !slices.Contains([]string{"title", "titulo", "name", "nombre"}, fold(text.noun)) {
		return nil
	}
	if onlyTexts(r, of) || of.kind == "video" || of.kind == "" && len(of.names) == 0 {
		return nil // "el título del video": the video's own title
	}
	texts := filter(all(r.p), titleLike)
	if len(group(texts)) < 2 {
		return nil
	}
	return &question{r.whichOf(text, group(texts))}
}

// planUpdateText changes a text: its words, place, style or time.
func planUpdateText(s *sim, f *frame, r *resolver, sp span) (string, error) {
	if reply, ok, err := replaceWords(s, f, r); ok {
		return reply, err
	}
	if err := rowBesideText(f, r); err != nil {
		return "", err
	}
	if q := titleOfAThing(f, r); q != nil {
		return "", q
	}
	var ts []target
	// "change 'Welcome' to 'Hi'": the first quote names the text
	if len(f.quotes) > 0 {
		for _, t := range all(s.p()) {
			if t.el.Text != nil && strings.EqualFold(strings.TrimSpace(t.el.Text.Content), strings.TrimSpace(f.quotes[0])) {
				ts = append(ts, t)
			}
		}
	}
	if len(ts) == 0 {
		var err error
		named := f.targets[:0:0]
		for _, n := range f.targets {
			if n.kind == "text" || n.pron || len(n.names) > 0 || onlyTexts(r, n) {
				n.trail = ""
				named = append(named, n)
			}
		}
		g := *f
		g.targets = named
		if ts, err = targetsOf(&g, r); err != nil {
			return "", err
		}
		ts = filter(ts, isText)
	}
	if len(ts) == 0 {
		return "", &cannot{"there is no text on the timeline"}
	}
	in := map[string]any{}
	var what []string
	thenTiming := false
	newText := newTextOf(f, ts)
	if part, ok := onlyPartKept(f, newText, ts); ok {
		newText = part // "que diga solo PUPPY 101": the rest of the words go (textonly.go)
	} else if fixed, ok := partCorrected(abbreviationClosed(newText, f.prompt), ts); ok {
		newText = fixed // "should say 4 x 12 not 3 x 12": the rest of the text stays
	} else if part, ok := valueReplaced(f, newText, ts); ok {
		newText = part // "change the price to $449" on "$499 · 128 GB": the rest stays
	} else if a, _, ok := meantSplit(newText); ok && len(f.quotes) == 0 {
		// "the tip says water but I meant fire" where it does not say
		// "water": no part to swap (the whole text became the sentence)
		return "", &cannot{fmt.Sprintf("%s does not say %q", describe(ts), a)}
	}
	if len(f.quotes) == 0 && lengthWords.MatchString(newText) {
		// "cambiá el descanso a 45 segundos": new words, or how long it
		// lasts? (the text became "45 segundos, 30 es muy poco")
		return "", &question{fmt.Sprintf("Should %s say %q, or last that long? Put the new words in quotes, or say e.g. \"for 5 seconds\".", describe(ts), newText)}
	}
	if newText != "" {
		in["text"] = newText
		what = append(what, fmt.Sprintf("text %q", newText))
	}
	place := placeOf(f)
	if q := whichPlace(place, ts); q != nil {
		// "el título en la esquina": which one is asked, as for the logo
		// (it went to the top right)
		return "", q
	}
	nudged := nudge(f, place)
	if nudged {
		what = append(what, stepPhrase(s.p(), ts, place, f)) // "the name tag up a bit" (it went to the top)
	} else if place == "left" || place == "right" {
		// "put the subtitle on the left": sideways, at its height
		what = append(what, "position "+place)
	} else if pos := textPlace(place); pos != "" {
		in["position"] = pos
		if strings.HasSuffix(place, "left") || strings.HasSuffix(place, "right") {
			pos = strings.TrimPrefix(strings.Replace(place, "-", " ", 1), "center ")
		}
		what = append(what, "position "+pos)
	}
	if st := textStyleOf(f); st != "" && f.style != "" {
		in["style"] = st
		what = append(what, "style "+st)
	}
	if c := textColorOf(f); c != "" {
		in["color"] = c
		what = append(what, "colour "+f.saidFor(cColor, f.colors[0]))
	}
	switch {
	case len(sp.ranges) > 0 && !sp.until && !sp.openEnd:
		in["start"], in["end"] = sp.ranges[0].a, sp.ranges[0].b
		what = append(what, fmt.Sprintf("time %s–%s", secs(sp.ranges[0].a), secs(sp.ranges[0].b)))
	case (f.verb == "move" || f.verb == "put") && len(sp.points) > 0 && (len(in) == 0 || onlyPlaceSet(in)):
		// "poné 'GG' arriba en el 50": the place and the time both (the
		// time was dropped and only the place changed: silent)
		d := ts[0].el.Duration.Seconds()
		start := sp.points[0]
		if total := s.total(); start >= total-1e-9 || endEdgeSaid(f) {
			// "mové el título al final", "poné la etiqueta al final de la
			// entrevista": it ends there, as the logo does (it started
			// there, past the video's end over black)
			start = math.Max(0, start-d)
		}
		end := start + d
		if total := s.total(); runsPastEnd(start, d, total) {
			end = total // "put the thanks text 3 seconds before the end": it shows until the end
		}
		in["start"], in["end"] = start, end
		what = append(what, "start "+secs(start))
	case (f.verb == "move" || f.verb == "put") && len(sp.ranges) == 1 && sp.openEnd && sp.after:
		// "put the title after the logo": it starts there, as long as before
		d := ts[0].el.Duration.Seconds()
		in["start"], in["end"] = sp.ranges[0].a, sp.ranges[0].a+d
		what = append(what, "start "+secs(sp.ranges[0].a))
	case (f.verb == "move" || f.verb == "put") && sp.until && !sp.whole && sp.duration == 0 && len(sp.ranges) == 1 && len(in) == 0:
		// "move the subtitle to the end of the interview": it ends there, as
		// long as before (it was stretched from where it was)
		d := ts[0].el.Duration.Seconds()
		b := sp.ranges[0].b
		in["start"], in["end"] = math.Max(0, b-d), math.Max(0, b-d)+d
		what = append(what, fmt.Sprintf("time %s–%s", secs(math.Max(0, b-d)), secs(math.Max(0, b-d)+d)))
	case len(ts) == 1 && len(sp.ranges) == 1 && sp.openEnd && !sp.after && !sp.until && sp.duration == 0 && f.hasProp("visible"):
		// "el nombre que diga 'X' y que aparezca desde el principio", "make
		// it show from 20": it shows from then until where it ended (the
		// words changed and the time was dropped: silent)
		a, end := sp.ranges[0].a, ts[0].el.End().Seconds()
		if a >= end-1e-9 {
			return "", &question{fmt.Sprintf("%s ends at %s: should it show from %s for as long as it does now, or until a time you say?", describe(ts), secs(end), secs(a))}
		}
		in["start"], in["end"] = a, end
		what = append(what, fmt.Sprintf("time %s–%s", secs(a), secs(end)))
	case sp.duration > 0 || sp.until || sp.whole:
		_, colour := in["color"]
		_, styled := in["style"]
		_, placed := in["position"]
		if !colour && !styled && !placed && len(f.quotes) == 0 && !f.has("bigger", "smaller") && !f.hasProp("size") && place != "left" && place != "right" {
			// "show the intro title until the b-roll starts": words after
			// "until" are a time, not new words
			return planTiming(s, f, r, sp)
		}
		// "make the title red, bigger and 5 seconds long": the look too
		// (only the length changed)
		thenTiming = true
		if len(f.quotes) == 0 {
			delete(in, "text")
			what = slices.DeleteFunc(what, func(w string) bool { return strings.HasPrefix(w, "text ") })
		}
	}
	sideways := (place == "left" || place == "right") && !nudged
	// "el texto de agradecimiento en amarillo y más grande": its size too
	// (the colour changed and "bigger" was dropped)
	sized := f.has("bigger", "smaller") || f.hasProp("size")
	if sized {
		what = append(what, "resized")
	}
	if len(in) == 0 && !sideways && !sized && !nudged {
		return "", unreadf("say what to change in the text: new words in quotes, a place (top, center, bottom) or a time")
	}
	for _, t := range ts {
		in["trackId"], in["elementId"] = t.trackID, t.id
		if len(in) > 2 {
			if _, err := s.call("update_text", in); overlaps(err) {
				// the tool's "Time range overlaps" was the reply
				return "", &cannot{fmt.Sprintf("%s would run over another text on its track; move that first, or say another time", describe([]target{t}))}
			} else if err != nil {
				return "", err
			}
		}
		if _, ok := in["position"]; ok || sideways {
			if err := s.textToSide(t.id, place); err != nil {
				return "", err
			}
		}
		if nudged {
			if _, err := s.call("update_clip", placement(s.p(), t, place, f)); err != nil {
				return "", err
			}
		}
		if sc, ok := scaleOf(f, t.el.Visual.Scale); sized && ok {
			if _, err := s.call("update_clip", map[string]any{"elementId": t.id, "scale": round3(sc)}); err != nil {
				return "", err
			}
		} else if sized {
			return "", unreadf("say the size, e.g. \"bigger\" or \"at 150%%\"")
		}
	}
	s.touch(ids(ts)...)
	reply := fmt.Sprintf("Changed %s: %s.", describe(ts), strings.Join(what, ", "))
	if thenTiming {
		line, err := planTiming(s, f, r, sp)
		if err != nil {
			return "", err
		}
		reply += " " + line
	}
	return reply, nil
}

// newTextColor is the colour said in a new text's own words: "add a red
// title 'Hi'", "a dark red title" (the noun phrase kept it as which text,
// and the title was drawn in the default colour).
func newTextColor(f *frame) string {
	for _, n := range f.targets {
		if n.kind != "text" {
			continue
		}
		for _, m := range n.mods {
			if strings.HasPrefix(m, "#") {
				return m
			}
		}
	}
	return ""
}

// textColorOf is the colour a clause gives a text's letters: one colour,
// and no word naming another part of it (its box, outline or shadow,
// which keep their style's); "" otherwise.
func textColorOf(f *frame) string {
	if len(f.colors) == 0 || len(f.effects) > 0 || hasWord(f, "background", "fondo", "box", "caja", "recuadro", "outline", "contorno",
		"borde", "border", "shadow", "sombra", "highlight", "resaltado") {
		return ""
	}
	for _, c := range f.colors[1:] {
		if c != f.colors[0] {
			return ""
		}
	}
	return f.colors[0]
}

// newTextOf is the new words of a text: the last quote (unless it only
// names the text), "saying ...", or the words after "to" ("change the
// title to Hello").
func newTextOf(f *frame, ts []target) string {
	if len(f.quotes) > 0 {
		q := f.quotes[len(f.quotes)-1]
		if len(f.quotes) == 1 && strings.EqualFold(q, ts[0].el.Text.Content) && f.verb != "rename" {
			return ""
		}
		return q
	}
	if f.text != "" {
		return f.text
	}
	// "change the title to Hello World": the words after "to" / "a" / "por"
	toks := f.c.toks
	for i, t := range toks {
		if t.kind == tWord && (t.word("to", "a", "por", "into", "with", "con") || t.has(cPrep, "to")) && i > 0 && i+1 < len(toks) {
			if joinsATarget(f, i) {
				continue // "the text with the website should be at the bottom": which text, not its words
			}
			end := textEnd(toks, i+1, f.prompt)
			if end <= i+1 {
				continue
			}
			allWords := true
			for _, u := range toks[i+1 : end] {
				if u.kind != tWord && u.kind != tNumber || u.kind == tWord && (u.has(cPos) || u.has(cSpan) || u.has(cEffect) || u.has(cColor) || u.has(cStyle)) {
					allWords = false
				}
			}
			if allWords && f.verb != "move" && f.verb != "put" {
				return strings.TrimSpace(f.prompt[toks[i+1].pos:toks[end-1].end])
			}
		}
	}
	return ""
}

// planSticker adds a catalog sticker ("add a heart sticker top left").
func planSticker(s *sim, f *frame, r *resolver, sp span) (string, error) {
	id := ""
	for _, n := range f.targets {
		if n.sticker != "" && id == "" {
			id = n.sticker // the first: "add a star on the heart" adds a star (a heart was added)
		}
	}
	// the most specific word wins: "an arrow pointing left" is the left arrow
	for _, st := range f.sticker {
		if (id == "" || id == "arrow-right" && strings.HasPrefix(st.id, "arrow-")) && (!st.weak || f.nounIs("sticker")) {
			id = st.id
		}
	}
	if id == "" {
		return "", unreadf("which sticker? The catalog has: %s", stickerNames())
	}
	if doneBySomeone(f) {
		// "make her smile", "haz que Ana sonría": what a person does on
		// camera (a smile sticker went over the whole video)
		return "", &cannot{"basic mode cannot change what people do in the footage; to add a sticker say e.g. \"add a smile sticker\""}
	}
	pos := placeOf(f)
	if pos == "" && itsPlaceSaid(f) != "" && r.ctx != nil {
		pos = r.ctx.lastStickerPos // "in the same place": the removed sticker's corner too
	}
	if takesTheRemovedStickersPlace(f, r) {
		// "sacá el corazón y poné una estrella", "delete the heart and add
		// a star there": the new one takes its place and time (it went over
		// the whole video, top right)
		pos, sp = r.ctx.lastStickerPos, atLastSpan(r, sp)
	}
	if pos == "" {
		pos = anchorPlace(f, r)
	}
	switch pos {
	case "", "corner":
		pos = DefaultStickerPosition
	case "top", "bottom":
		pos += "-right"
	case "left", "right":
		pos = "top-" + pos
	}
	more := moreNewStickers(f, id)
	if f.count > 1 {
		if len(more) > 0 {
			return "", unreadf("say how many of each sticker, one at a time (e.g. \"add 3 hearts\", then \"add a star\")")
		}
		return s.manyStickers(f, r, sp, id, pos)
	}
	if pts, err := stickerMoments(f, sp, s.total()); err != nil || len(pts) > 1 {
		if err != nil {
			return "", err
		}
		if len(more) > 0 {
			return "", unreadf("say the times of each sticker on its own (e.g. \"add a heart at 10 and 20\", then \"add a star at 30\")")
		}
		return s.stickerAtEach(id, pos, pts)
	}
	sp = inItsPlace(f, r, sp)
	sp, err := onElement(f, r, sp)
	if err != nil {
		return "", err
	}
	if q := whenLost(f, sp); q != nil {
		return "", q // "agregá el botón de suscribirse mientras aparece lo de seguinos" (whenlost.go)
	}
	def := 0.0 // no time said: the whole video
	if len(f.times) > 0 {
		def = DefaultTextSeconds // "at the start": a moment, not the whole video
	}
	start, end := textTimes(f, sp, s.total(), def)
	if total := s.total(); total > 0 && start >= total-1e-6 {
		// "add a heart after the last clip": past the end nothing is shown
		// under it (it was put there, over black, and the video made longer)
		return "", &cannot{fmt.Sprintf("the video ends at %s, so a sticker at %s would show after it; say a time inside the video", secs(total), secs(start))}
	}
	size := ""
	npHas := func(m string) bool {
		for _, n := range f.targets {
			if (n.sticker != "" || n.kind == "sticker") && contains(n.mods, m) {
				return true
			}
		}
		return false
	}
	switch {
	case f.has("smaller") || npHas("smaller"):
		size = "small"
	case f.has("bigger") || npHas("bigger") || f.style == "hook":
		size = "big"
	}
	scale := 1.0
	if size != "" {
		// "a big heart", "una estrellita chica": the size it is added at
		scale = map[string]float64{"small": 0.6, "big": 1.5}[size]
		size = " " + size
	}
	if n, way, ok := besideSaid(f); ok {
		if said := placeOf(f); said != "" && said != way {
			// "a star at the top left next to the heart": two places
			return "", &question{fmt.Sprintf("Where should the %s go: %s, or beside %s? Say one.", id, said, n.said)}
		}
		if len(more) > 0 {
			return "", unreadf("say one sticker at a time beside %s", n.said)
		}
		if o, ok := secondBeside(f, n); ok {
			return "", &question{fmt.Sprintf("Beside which one should the %s go: %s or %s? Say one.", id, n.said, o.said)}
		}
		el, where, err := placeBeside(s, r, n, way, id, pos, start, end, scale)
		if err != nil {
			return "", err
		}
		if el != "" {
			return fmt.Sprintf("Added the%s %s sticker %s from %s to %s (%s).", size, id, where, secs(start), secs(end), el), nil
		}
	}
	out, err := s.call("add_sticker", map[string]any{"stickerId": id, "start": start, "end": end, "position": pos})
	if err != nil {
		return "", err
	}
	el := out.(videotools.PlacedOut).ElementID
	s.touch(el)
	if scale != 1 {
		if _, err := s.call("update_clip", map[string]any{"elementId": el, "scale": scale}); err != nil {
			return "", err
		}
	}
	reply := fmt.Sprintf("Added the%s %s sticker at %s from %s to %s (%s).", size, id, pos, secs(start), secs(end), el)
	for _, other := range more {
		// "un corazón y una estrella en el logo": each one said, in the
		// same place and time (the star was dropped)
		out, err := s.call("add_sticker", map[string]any{"stickerId": other, "start": start, "end": end, "position": pos})
		if err != nil {
			return "", err
		}
		el := out.(videotools.PlacedOut).ElementID
		s.touch(el)
		reply += fmt.Sprintf(" Added the %s sticker at %s from %s to %s (%s).", other, pos, secs(start), secs(end), el)
	}
	return reply, nil
}

// moreNewStickers are the stickers said to add beside the first (id): each
// a sticker said with "a"/"un" and no preposition before it ("a heart and
// a star"). A sticker after a preposition is where it goes ("a star on
// the heart").
func moreNewStickers(f *frame, id string) []string {
	var more []string
	seen := false
	for _, n := range f.targets {
		if n.sticker == "" || n.det != "a" || n.prep != "" {
			continue
		}
		if n.sticker == id && !seen {
			seen = true
			continue
		}
		more = append(more, n.sticker)
	}
	if !seen {
		return nil
	}
	return more
}

// stickerMoments are the moments a sticker is added at, when the clause
// says more than one: "at 10, 20 and 30", "every 10 seconds" (one heart
// was added at 10 s, the rest dropped).
func stickerMoments(f *frame, sp span, total float64) ([]float64, error) {
	if len(sp.ranges) > 0 || sp.duration > 0 {
		return nil, nil
	}
	if len(sp.points) > 1 {
		return sp.points, nil
	}
	if len(sp.points) == 0 && hasWord(f, "every", "cada") && hasWord(f, "second", "segundo", "minute", "minuto") {
		// "every second": a sticker a second (it was one for the whole video)
		return nil, unreadf("say how often in seconds, e.g. \"every 10 seconds\"")
	}
	if len(sp.points) != 1 || !hasWord(f, "every", "cada") {
		return nil, nil
	}
	step := sp.points[0]
	if step <= 0 {
		return nil, nil
	}
	var pts []float64
	for at := step; at < total-1e-9; at += step {
		pts = append(pts, at)
	}
	if len(pts) > 20 {
		return nil, &cannot{fmt.Sprintf("every %s makes %d stickers; say a longer step or the moments", secs(step), len(pts))}
	}
	return pts, nil
}

// stickerAtEach adds a sticker at each moment, for DefaultTextSeconds or
// until the next one, whichever comes first.
func (s *sim) stickerAtEach(id, pos string, pts []float64) (string, error) {
	total := s.total()
	for i, at := range pts {
		if at >= total {
			return "", &cannot{fmt.Sprintf("%s is past the end of the video (%s)", secs(at), secs(total))}
		}
		end := math.Min(at+DefaultTextSeconds, total)
		if i+1 < len(pts) {
			end = math.Min(end, pts[i+1])
		}
		out, err := s.call("add_sticker", map[string]any{"stickerId": id, "start": at, "end": end, "position": pos})
		if err != nil {
			return "", err
		}
		s.touch(out.(videotools.PlacedOut).ElementID)
	}
	return fmt.Sprintf("Added %d %s stickers at %s, at %s.", len(pts), id, pos, joinSecs(pts)), nil
}

// stickerCount reads "add 3 hearts", "poné dos estrellas": a small
// whole number before a plural sticker is how many.
func stickerCount(f *frame) {
	if n := cornerCount(f); n > 0 {
		// "a star in every corner", "en las cuatro esquinas", "in 2 corners": one a corner
		f.count, f.pos, f.amounts = n, nil, nil
		return
	}
	if len(f.amounts) != 1 || f.count > 1 {
		return
	}
	a := f.amounts[0]
	if a.kind != "number" || a.prep != "" || a.v != math.Trunc(a.v) || a.v < 2 || a.v > 5 {
		return
	}
	for _, n := range f.targets {
		plural := n.plural || strings.HasSuffix(fold(n.said), "s")
		if plural && (n.sticker != "" || n.kind == "sticker" || len(f.sticker) > 0) {
			f.count, f.amounts = int(a.v), nil
			return
		}
	}
}

// cornerCount is how many corners the clause puts its sticker in ("every
// corner", "all four corners", "cada esquina", "las cuatro esquinas", "in
// 2 corners"), or 0; the number said is taken out of the times.
func cornerCount(f *frame) int {
	if len(f.pos) != 1 || f.pos[0] != "corner" || f.count > 1 {
		return 0
	}
	each, n := false, 0
	toks := f.c.toks
	for i, t := range toks {
		each = each || t.has(cMod, "each") || t.word("all", "todas", "every")
		if t.kind == tNumber && i+1 < len(toks) && toks[i+1].word("corners", "esquinas", "rincones") && t.num >= 2 && t.num <= 4 && t.num == math.Trunc(t.num) {
			n = int(t.num)
		}
	}
	if n == 0 && !each {
		return 0
	}
	if n == 0 {
		n = 4
	}
	kept := f.times[:0]
	for _, te := range f.times {
		if !(te.kind == "point" && te.bare && te.a.sec == float64(n)) {
			kept = append(kept, te)
		}
	}
	f.times = kept
	return n
}

// stickerCorners are where several stickers of one request go, in order.
var stickerCorners = []string{"top-right", "top-left", "bottom-right", "bottom-left", "center"}

// manyStickers adds f.count stickers id at the same time, one a place
// (the place said first, then the other corners and the centre).
func (s *sim) manyStickers(f *frame, r *resolver, sp span, id, pos string) (string, error) {
	if f.count > len(stickerCorners) {
		return "", &cannot{fmt.Sprintf("%d stickers would overlap: basic mode places up to %d (the corners and the centre)", f.count, len(stickerCorners))}
	}
	if f.has("smaller", "bigger") || f.style != "" {
		return "", unreadf("say the size of each sticker in its own clause")
	}
	if placeOf(f) != "" {
		// one place for several would stack them on each other
		return "", unreadf("%d stickers cannot share one place; say where each goes, e.g. \"a heart in the top left and a heart in the top right\"", f.count)
	}
	places := []string{pos}
	for _, c := range stickerCorners {
		if c != pos {
			places = append(places, c)
		}
	}
	sp, err := onElement(f, r, sp)
	if err != nil {
		return "", err
	}
	def := 0.0
	if len(f.times) > 0 {
		def = DefaultTextSeconds
	}
	start, end := textTimes(f, sp, s.total(), def)
	var made []string
	for _, p := range places[:f.count] {
		out, err := s.call("add_sticker", map[string]any{"stickerId": id, "start": start, "end": end, "position": p})
		if err != nil {
			return "", err
		}
		made = append(made, out.(videotools.PlacedOut).ElementID)
	}
	s.touch(made...)
	return fmt.Sprintf("Added %d %s stickers at %s from %s to %s.", f.count, id, strings.Join(places[:f.count], ", "), secs(start), secs(end)), nil
}

// replacedText: a text added as "a new one" or "another one" right after a
// clause that acted on one text is that text's replacement; nil otherwise.
func replacedText(f *frame, r *resolver) *timeline.Text {
	if r.ctx == nil || r.ctx.lastText == nil {
		return nil
	}
	for i := range f.c.toks {
		if f.c.toks[i].word("one", "uno", "una") && newOne(f.c.toks, i) {
			return r.ctx.lastText
		}
	}
	if itsPlaceSaid(f) != "" {
		return r.ctx.lastText // "remove the title and add "Verano" instead" (it went to the bottom, plain)
	}
	return nil
}

// itsPlaceSaid is the phrase that puts a new thing where the previous
// clause's was ("instead", "en su lugar"), or "".
func itsPlaceSaid(f *frame) string {
	w := firstPhrase(fold(f.c.raw), "where it was", "where they were", "in its place", "in their place", "instead", "en su lugar",
		"donde estaba", "donde estaban", "en lugar de eso", "en su sitio",
		// the same place as the thing the clause before removed
		"in the same place", "in the same spot", "at the same spot", "at the same place", "in the exact same place",
		"en el mismo lugar", "en el mismo sitio", "en el mismo lado", "al mismo lugar", "en la misma posicion")
	if w == "instead" && insteadOfSaid(f) {
		return "" // "instead of the title" names what it replaces
	}
	return w
}

// itsTimeSaid: the clause puts the new thing at the time of what the clause
// before acted on, not its place ("en el mismo momento", "at the same
// moment"); "al mismo tiempo que el logo" names its own time.
func itsTimeSaid(f *frame) bool {
	raw := fold(f.c.raw)
	if firstPhrase(raw, "at the same time as", "al mismo tiempo que", "en el mismo momento que", "at the same moment as") != "" {
		return false
	}
	return firstPhrase(raw, "en el mismo momento", "en ese mismo momento", "al mismo tiempo",
		"at the same moment", "at that same moment", "at the same time", "at the same point", "en el mismo punto del video") != ""
}

// takesTheRemovedStickersPlace: a sticker added with no place and no time
// right after a clause that removed one sticker replaces it.
func takesTheRemovedStickersPlace(f *frame, r *resolver) bool {
	if r.ctx == nil || r.ctx.intent != "delete" || r.ctx.lastStickerPos == "" || !r.ctx.hasSpan || len(r.ctx.last) != 1 {
		return false
	}
	if placeOf(f) != "" || len(f.times) > 0 || len(f.pos) > 0 || f.count > 1 || len(f.targets) != 1 {
		return false // two new stickers would land one on the other
	}
	return !slices.ContainsFunc(f.targets, func(n np) bool { return n.sticker == "" })
}

// insteadOfSaid: the clause names what the new thing takes the place of
// ("put "verano" instead of the title", "en vez del título").
func insteadOfSaid(f *frame) bool {
	raw := fold(f.c.raw)
	return !strings.Contains(raw, "en lugar de eso") && firstPhrase(raw, "instead of", "rather than", "in place of", "en vez de", "en lugar de") != ""
}

// inItsPlace reads "where it was", "in its place", "en su lugar": the time
// of what the previous clause acted on (a deleted logo's time).
func inItsPlace(f *frame, r *resolver, sp span) span {
	if r.ctx == nil || !r.ctx.hasSpan {
		return sp
	}
	w := itsPlaceSaid(f)
	if w == "" {
		if len(f.times) == 0 && itsTimeSaid(f) {
			// "sacá el corazón y poné una estrella arriba a la derecha en
			// el mismo momento": the removed one's time, the place said
			// (the star ran over the whole video: silent)
			return atLastSpan(r, sp)
		}
		return sp
	}
	// a time the phrase itself was read as ("where it was") is this one
	for _, te := range f.times {
		if !strings.Contains(w, fold(te.said)) {
			return sp
		}
	}
	f.times = nil
	return atLastSpan(r, sp)
}

// atLastSpan is sp set to the time the previous clause's elements took.
func atLastSpan(r *resolver, sp span) span {
	sp.ranges, sp.points, sp.openEnd, sp.until, sp.whole = []rng{r.ctx.lastSpan}, nil, false, false, false
	return sp
}

// onElement reads an element named with no time as the time it shows: "add
// a star sticker to the interview", "a heart on the logo", "un texto
// "Hola" sobre el b-roll" last as long as it does.
func onElement(f *frame, r *resolver, sp span) (span, error) {
	lengthOnly := sp.duration > 0 && len(sp.ranges) == 0 && len(sp.points) == 0
	for _, te := range f.times {
		if te.kind != "duration" {
			lengthOnly = false
		}
	}
	if err := unfoundOwner(f, r); err != nil {
		return sp, err
	}
	if len(f.times) > 0 && !lengthOnly {
		return sp, nil
	}
	ts, err := anchorOf(f, r)
	if err != nil || len(ts) == 0 {
		return sp, err
	}
	start, end := extent(ts)
	a, b := start.Seconds(), end.Seconds()
	if lengthOnly {
		// "a title over the city clip for 3 seconds": from when it shows,
		// that long (it started at 0)
		b, sp.duration = a+sp.duration, 0
	}
	sp.ranges = append(sp.ranges, rng{a, b})
	return sp, nil
}

// unfoundOwner: "durante el video de las jirafas" where no clip is named
// so: "durante el video" reads as the whole video and "de las jirafas" is
// left as a name of its own, which names nothing there (the sticker went
// over the whole video, the name dropped in silence).
func unfoundOwner(f *frame, r *resolver) error {
	for _, n := range f.targets {
		if n.prep != "of" || len(n.names) == 0 || n.det == "a" || n.pron || n.sticker != "" {
			continue
		}
		if _, err := r.elements(n); err != nil {
			var nf *notFound
			if errors.As(err, &nf) {
				return err
			}
		}
	}
	return nil
}

// anchorOf: the element a new thing is put on ("on the logo", "sobre el
// nombre", "next to the heart"), none when no such element is named.
func anchorOf(f *frame, r *resolver) ([]target, error) {
	for _, n := range f.targets {
		// a text there is an element too when a preposition leads to it
		// ("add a star next to the subtitle"); "add a text" is the new one
		led := n.prep != "" || overBefore(f, n)
		textThere := n.kind == "text" && led && n.det != "a" && !n.plural
		// a sticker there is one too: "poné "hola" sobre el corazón" (it
		// was added at the start)
		stickerThere := n.sticker != "" && led && n.det != "a" && !n.plural && n.first > 0
		// a video named by words of its own is a clip, not the whole
		// thing: "during the hug video", "durante el video de las velas"
		// (one that is not there was dropped and the sticker went over
		// the whole video)
		clipThere := n.kind == "video" && led && len(n.names) > 0 && n.det != "a" && !n.plural
		if n.det == "a" || n.pron || n.sticker != "" && !stickerThere || contains(n.mods, "another") ||
			!textThere && !clipThere && contains([]string{"sticker", "text", "video", "everything", "part", "effect", "track", "asset", "frame", "canvas"}, n.kind) {
			continue
		}
		return r.elements(n)
	}
	return itsAnchor(f, r)
}

// itsAnchor: "… and put 'hi' on it", "… y ponele 'hola' abajo": a new
// thing put on "it", or with "le" glued to the verb, goes on the thing the
// clause before named, while that shows (the text went at 0 s). A thing
// over the whole video, or one only heard, says no time or place: the new
// one keeps its own. None when nothing before is referred to.
func itsAnchor(f *frame, r *resolver) ([]target, error) {
	var it *np
	for i, n := range f.targets {
		// "sobre eso" is one phrase, its "over" a mod of the pronoun
		if n.pron && n.kind == "" && len(n.names) == 0 && n.first > 0 && (f.c.toks[n.first-1].word("on", "onto", "to", "sobre") || overBefore(f, n) || contains(n.mods, "over")) {
			it = &f.targets[i]
		}
	}
	if it == nil && f.dative && !slices.ContainsFunc(f.targets, namedThere) {
		it = &np{pron: true, said: f.verbSaid, first: f.verbAt}
	}
	if it == nil {
		return nil, nil
	}
	ts, err := r.elements(*it)
	if errors.Is(err, errPronoun) {
		ts, err = nil, nil
	}
	if err != nil {
		return nil, err
	}
	if ts = cutClipOfIt(ts, r); len(ts) == 0 {
		return nil, nil
	}
	if a, b := extent(ts); a == 0 && b >= r.p.End() || !slices.ContainsFunc(ts, func(t target) bool { return t.track != timeline.TrackAudio }) {
		return nil, nil
	}
	return ts, nil
}

// namedThere: a thing of the project the clause names itself, not a new
// one ("un corazón", a quote) nor a pronoun.
func namedThere(n np) bool {
	return !n.pron && n.det != "a" && n.sticker == "" && n.quote == "" && !contains(n.mods, "another")
}

// anchorPlace: where on the frame the thing a new sticker is put on shows
// ("a star on the heart" goes where the heart is, not the sticker corner);
// "" when it has no named place.
func anchorPlace(f *frame, r *resolver) string {
	ts, err := anchorOf(f, r)
	if err != nil || len(ts) == 0 {
		return ""
	}
	switch el := ts[0].el; {
	case el.Sticker != nil && el.Sticker.Position != "custom":
		// a sticker moved by hand is "custom": where it shows is below
		return el.Sticker.Position
	case el.Text != nil && el.Text.Position != "custom":
		return el.Text.Position
	case el.Visual != nil && putOn(f):
		// "add 'hola' over the logo": where the logo shows (it went to the bottom)
		return pictureArea(r.p, el)
	}
	return ""
}

// putOn: the thing is led by "on", "over", "sobre", "en" (where it is),
// not "during" or "after" (when).
func putOn(f *frame) bool {
	for _, n := range f.targets {
		k := n.first - 1
		for k >= 0 && f.c.toks[k].has(cDet) {
			k--
		}
		if overBefore(f, n) || k >= 0 && f.c.toks[k].word("on", "onto", "en") {
			return true
		}
	}
	return false
}

// pictureArea names the part of the frame a picture smaller than the frame
// sits in ("top-right" for the logo in its corner); "" for one that fills it.
func pictureArea(p *timeline.Project, el *timeline.Element) string {
	W, H := float64(p.Settings.Width), float64(p.Settings.Height)
	w, h := fitted(p, el)
	if v := el.Visual; w*v.Scale >= W*0.9 && h*v.Scale >= H*0.9 {
		return ""
	}
	return areaAt(W, H, el.Visual.X, el.Visual.Y)
}

// areaAt names the part of a W×H frame an offset from its centre is in.
func areaAt(W, H, x, y float64) string {
	row, col := "", ""
	switch {
	case y < -H/6:
		row = "top"
	case y > H/6:
		row = "bottom"
	}
	switch {
	case x < -W/6:
		col = "left"
	case x > W/6:
		col = "right"
	}
	switch {
	case row != "" && col != "":
		return row + "-" + col
	case row != "":
		return row
	case col != "":
		return col
	}
	return "center"
}

// overBefore: "sobre", "encima de", "on top of" lead to the thing ("una
// estrella sobre el nombre"): a place word, not a preposition, so the thing
// had no preposition and was not read as where the new one goes.
func overBefore(f *frame, n np) bool {
	k := n.first - 1
	for k >= 0 && (f.c.toks[k].has(cDet) || f.c.toks[k].word("de", "del", "of")) {
		k--
	}
	return k >= 0 && f.c.toks[k].has(cMod, "over")
}

// overWhat is the clips of the main track a new thing is put over ("add
// the guest cam over the interview"); nil when none is said.
//
// What a picture goes over is seen, so a name that is both a clip and its
// sound is the clip; a name that stays ambiguous is asked (it was dropped,
// and "add IMG_2231.jpg over the kiln part" went in at 0: silent).
func overWhat(f *frame, r *resolver) ([]target, error) {
	for _, n := range f.targets[1:] {
		if overBefore(f, n) {
			cue := r.pictureCue
			r.pictureCue = true // lookpicture.go
			ts, err := r.elements(n)
			r.pictureCue = cue
			if q := (*question)(nil); errors.As(err, &q) {
				return nil, err
			}
			if err == nil && len(ts) > 0 && everyOn(ts, timeline.TrackMain) {
				return ts, nil
			}
		}
	}
	return nil, nil
}

// cutaway: b-roll put over a clip with no corner or window said covers
// it, full frame ("add another broll-city.mp4 over the interview from 10
// to 14" was a small window in the corner).
func cutaway(f *frame, a *timeline.Asset) bool {
	if f.has("pip") || len(f.pos) > 0 || hasNoun(f, "overlay") || !f.has("over") {
		return false
	}
	return contains(nameWords(a.Name), "broll") || hasNoun(f, "broll")
}

// pipAsked: "as a picture-in-picture", "in a small window", "over the video".
func pipAsked(f *frame) bool {
	return f.has("pip", "over") || hasNoun(f, "overlay")
}

func hasNoun(f *frame, kind string) bool {
	for _, n := range f.targets {
		if n.kind == kind || contains(n.mods, kind) {
			return true
		}
	}
	return false
}

// planAddMedia places an asset ("add music.mp3 at 5s", "agregá el logo",
// "show the b-roll as a picture in picture in the top right").
func planAddMedia(s *sim, f *frame, r *resolver, sp span) (string, error) {
	var a *timeline.Asset
	var lastErr error
	fileAt := 0 // the token where the file to add is said
	for k, n := range f.targets {
		if n.kind == "overlay" && n.names == nil || n.kind == "track" || n.kind == "part" {
			continue
		}
		if len(n.names) == 0 && n.kind != "" && k+1 < len(f.targets) && f.targets[k+1].prep == "of" && len(f.targets[k+1].names) > 0 {
			// "el logo del sponsor": the file the words after "of" name,
			// of that kind (the podcast's logo was added again)
			n.names = f.targets[k+1].names
		}
		if overBefore(f, n) && a == nil && len(f.targets) > 1 && n.first > f.targets[0].first {
			// "put the b-roll over the interview": the thing after "over"
			// is where, never the file to add (the interview was added
			// when "the b-roll" was two clips)
			continue
		}
		got, err := r.asset(n)
		if err == nil {
			a, fileAt = got, n.first
			break
		}
		var q *question
		if errors.As(err, &q) && n.det != "a" {
			return "", err // which of two files: asked, not the next thing said
		}
		if n.det == "a" {
			// "put a border on the logo": the new thing is the border,
			// which no file is; the logo after it is where, not what (it
			// added the logo again)
			return "", err
		}
		lastErr = err
	}
	if a == nil {
		if lastErr != nil {
			return "", lastErr
		}
		return "", unreadf("say which file to add")
	}
	p := s.p()
	pos := placeOf(f)
	atEnd, overEnd := false, false
	for _, t := range f.times {
		if t.kind == "span" && t.a.span == "end" && t.a.anchor == nil {
			atEnd = true
			overEnd = overEnd || t.prep == "over" || t.prep == "during" || strings.HasPrefix(t.said, "over") || strings.HasPrefix(t.said, "sobre")
		}
	}
	// "at the end, starting at 60s": from that second to the end, over it
	endFrom := atEnd && endFromSaid(f)
	if endFrom {
		atEnd = false
	}
	track := "audio"
	if a.Type != timeline.AssetAudio {
		switch {
		case pipAsked(f) || pos != "" && pos != "center":
			track = "overlay"
		case a.Type == timeline.AssetImage && atEnd && !overEnd && fullPicture(p, a) && !f.has("over", "pip") && !hasNoun(f, "overlay"):
			// "add the homework slide at the end for 5 seconds": a picture
			// as big as the frame is an end card after the last clip (it
			// covered the last 5 seconds); a logo stays over the end
			track = "main"
		case hasNoun(f, "track") && destinationTrack(f) != nil:
			dt := destinationTrack(f)
			if tr, err := r.track(*dt); err == nil && tr.Kind == timeline.TrackMain {
				track = "main"
			} else {
				track = "overlay"
			}
		case a.Type == timeline.AssetImage && fullPicture(p, a) && !f.has("over", "pip") && !hasNoun(f, "overlay") && seamSaid(p, f, sp):
			// "add the wedding photo right after the beach one": a picture
			// as big as the frame said after a clip of the main track is
			// the next in their order, as a clip would be (it went over
			// the next clip, a cutaway nobody asked for)
			track = "main"
		case a.Type == timeline.AssetImage && !f.says(map[string]bool{"main": true, "principal": true}):
			track = "overlay"
		default:
			track = "main"
		}
	}
	beforeClip := seamBeforeSaid(f, sp)
	if beforeClip && sp.anchors[0].el.AssetID == a.ID {
		// "add the intro clip before the beach" where the intro is the
		// beach clip itself: it was added again before itself
		return "", &question{fmt.Sprintf("%s is %q itself: which file goes before it?", a.Name, whenSaid(f)[0].b.anchor.said)}
	}
	if beforeClip && track != "main" {
		if q := beforeAddQuestion(f, sp); q != nil {
			return "", q // a picture over the video: how long before (vplan left it to here)
		}
	}
	if q := secondCopyUnsaid(f, a, p, sp); q != nil {
		return "", q
	}
	if track == "main" && betweenClips(f, sp) && !seamSaid(p, f, sp) {
		// "put the guest cam between the interview and the city clip": no
		// tool makes room on the main track, and over them is not between
		// them (it went over the rest for its whole length, past the end)
		at, _ := sp.point()
		return "", &question{fmt.Sprintf("%s meet at %s and no tool makes room between them. Put %s over them from %s (say e.g. \"add %s at %s on the overlay for 5 seconds\"), or move what follows later first?",
			describe(sp.anchors), secs(at), a.Name, secs(at), a.Name, secs(at))}
	}
	if (itsPlaceSaid(f) != "" || hasWord(f, "there", "ahi", "alli")) && track == "main" && r.ctx != nil && r.ctx.hasSpan && len(f.times) == 0 {
		// "delete the city clip and put the guest cam in its place": the
		// gap was closed, so the file went to the end (the video grew to
		// 155 s); one clause does both
		return "", &question{fmt.Sprintf("Put %s where the clip was (%s–%s)? Say it in one step, e.g. \"replace the clip with %s\".",
			a.Name, secs(r.ctx.lastSpan.a), secs(r.ctx.lastSpan.b), a.Name)}
	}
	if track == "overlay" && sp.empty() {
		sp = inItsPlace(f, r, sp) // "sacá el recuadro y poné el mapa en su lugar": its time
	}
	if sp.empty() && track == "overlay" {
		under, err := overWhat(f, r)
		if err != nil {
			return "", err
		}
		if len(under) > 0 {
			// "add the guest cam over the interview": while the interview
			// plays (the 75 s file ran on past it)
			lo, hi := extent(under)
			sp.ranges = []rng{{lo.Seconds(), hi.Seconds()}}
		}
	}
	if len(sp.ranges) == 0 && len(sp.points) == 0 && track == "overlay" {
		under, err := partNamedAfter(f, r, fileAt)
		if err != nil {
			return "", err
		}
		if len(under) > 0 {
			lo, hi := extent(under)
			sp.ranges = []rng{{lo.Seconds(), hi.Seconds()}}
		}
	}
	if sp.empty() && track != "audio" {
		if ts, err := duringWhat(f, r, a); err != nil {
			return "", err
		} else if len(ts) > 0 {
			lo, hi := extent(ts)
			sp.ranges = []rng{{lo.Seconds(), hi.Seconds()}}
		}
	}
	in := map[string]any{"assetId": a.ID, "trackType": track}
	start, hasStart := sp.point()
	switch {
	case len(sp.ranges) > 0 && (sp.openEnd || sp.after) && track != "audio" && track != "overlay":
		start, hasStart = sp.ranges[0].a, true
	case len(sp.ranges) > 0 && (sp.openEnd || sp.after):
		start, hasStart = sp.ranges[0].a, true
		if !sp.after {
			in["duration"] = sp.ranges[0].b - sp.ranges[0].a
		}
	case len(sp.ranges) > 0:
		start, hasStart = sp.ranges[0].a, true
		in["duration"] = sp.ranges[0].b - sp.ranges[0].a
	}
	if sp.duration > 0 {
		in["duration"] = sp.duration
	} else if _, set := in["duration"]; !set && track == "overlay" && a.Type == timeline.AssetImage && hasStart &&
		len(sp.points) == 1 && sp.whileShows > start+1e-6 {
		// "add the logo when the interview starts": a picture lasts while
		// that shows, as a sticker does (it took the tool's default length)
		in["duration"] = sp.whileShows - start
	}
	if _, set := in["duration"]; endFrom && !set && hasStart && track != "audio" && s.total() > start+1e-6 {
		in["duration"] = s.total() - start
	}
	switch {
	case atEnd && track == "main":
		start, hasStart = p.MainTrack().End().Seconds(), true
	case atEnd && track == "overlay" && sp.duration > 0 && s.total() > sp.duration:
		start, hasStart = s.total()-sp.duration, true // "the logo at the end for 3 seconds": its last 3
	case atEnd && s.total() > 0:
		// "put another logo at the end": its last seconds (it started where
		// the video ends, making it longer, over black)
		d := DefaultTextSeconds
		if a.Type != timeline.AssetImage && a.Duration > 0 {
			d = a.Duration.Seconds()
		}
		if track == "audio" && d >= s.total() {
			return "", unreadf("%s is as long as the video or longer; say when it should start, e.g. \"at 10\"", a.Name)
		}
		d = math.Min(d, s.total())
		start, hasStart = s.total()-d, true
		in["duration"] = d
	case atEnd:
		start, hasStart = s.total(), true
	}
	if !hasStart {
		if q := placeUnsaid(f, a, track, p); q != nil {
			return "", q
		}
		start = 0
		if track == "main" {
			start = p.MainTrack().End().Seconds()
		}
	}
	if d, ok := in["duration"].(float64); ok && a.Type != timeline.AssetImage && a.Duration > 0 {
		in["duration"] = math.Min(d, a.Duration.Seconds())
	}
	in["startTime"] = start
	if track == "audio" {
		if q := soundOverItself(s, f, a, in); q != nil {
			return "", q
		}
		endWithVideo(s, a, in)
	}
	made := ""
	if at, ok := mainSeam(p, f, sp); ok && track == "main" && (math.Abs(start-at) < 1e-6 || beforeClip) {
		if beforeClip {
			// the time before the clip is not the file's length: only a
			// length said is
			start, in["startTime"] = at, at
			if sp.duration > 0 {
				in["duration"] = sp.duration
			} else {
				delete(in, "duration")
			}
		}
		d := timeline.Ticks(videotools.DefaultImageDuration).Seconds() // the tool's own default for a picture
		if x, ok := in["duration"].(float64); ok {
			d = x
		} else if a.Type != timeline.AssetImage && a.Duration > 0 {
			d = a.Duration.Seconds()
		}
		in["duration"] = d
		var err error
		if made, err = s.makeRoomOnMain(at, d); err != nil {
			return "", err
		}
		if made != "" {
			made = capitalize(made) + ". "
		}
	}
	out, err := s.call("add_media_to_timeline", in)
	if err != nil && track == "main" {
		if _, bounded := in["duration"]; !bounded && a.Type != timeline.AssetImage && start+a.Duration.Seconds() > s.total()+1e-9 {
			// "insert the guest cam at 30", "add it after the interview": the
			// main track is taken there and no tool makes room; over it, the
			// whole file would cover the rest and run past the end
			return "", &question{fmt.Sprintf("The main track is taken at %s and no tool makes room in it. Put %s over the video from %s for a while (say e.g. \"add %s at %s on the overlay for 5 seconds\"), or after the end (say \"add %s at the end\")?",
				secs(start), a.Name, secs(start), a.Name, secs(start), a.Name)}
		}
		in["trackType"] = "overlay"
		out, err = s.call("add_media_to_timeline", in)
	}
	if err != nil {
		return "", err
	}
	placed := out.(videotools.PlacedOut)
	s.touch(placed.ElementID)
	line := fmt.Sprintf("%sAdded %s at %s on %s (%s).", made, a.Name, secs(start), in["trackType"], placed.ElementID)
	if a.Type != timeline.AssetAudio && in["trackType"] == "overlay" && (pos != "" || pipAsked(f)) && !cutaway(f, a) {
		if pos == "" || pos == "corner" {
			pos = "bottom-right"
		}
		if el, ok := s.target(placed.ElementID); ok {
			g := *f
			g.pos = []string{pos}
			if pipAsked(f) && !f.has("bigger") {
				g.mods = append(append([]string(nil), f.mods...), "pip")
			}
			if f.has("smaller") && !sizeAmountSaid(f) {
				// "small, bottom right corner", "en chiquito arriba a la
				// izquierda": a new picture said small is a corner's size
				// (it was shrunk a step from the full frame, to 0.6)
				g.mods = slices.DeleteFunc(slices.Clone(g.mods), func(m string) bool { return m == "smaller" })
			}
			pl := placement(s.p(), el, pos, &g)
			if _, err := s.call("update_clip", pl); err != nil {
				return "", err
			}
			line += fmt.Sprintf(" Placed %s.", pos)
		}
	} else if v := removedPictureFrame(f, r, in["trackType"]); v != nil {
		// "… y poné el mapa en su lugar, mismo tamaño": where and as big
		// as the picture the clause before removed (inplaceof.go)
		if _, err := s.call("update_clip", map[string]any{"elementId": placed.ElementID, "x": v.X, "y": v.Y, "scale": v.Scale}); err != nil {
			return "", err
		}
		line += " Placed where the removed one was."
	}
	return line, nil
}

// sizeAmountSaid: the clause says how big, as a percent or a factor.
func sizeAmountSaid(f *frame) bool {
	return slices.ContainsFunc(f.amounts, func(a amount) bool { return a.kind == "percent" || a.kind == "factor" })
}

// secondCopyUnsaid: "another" of a video file already on the timeline,
// with no time said ("superponé otro b-roll sobre la entrevista", "overlay
// another b-roll on the interview"): when the second copy plays is asked,
// in every wording (the Spanish put it at 0 over the one there, the
// English asked where).
func secondCopyUnsaid(f *frame, a *timeline.Asset, p *timeline.Project, sp span) *question {
	if !sp.empty() || a.Type != timeline.AssetVideo || !f.has("another") && !slices.ContainsFunc(f.targets, func(n np) bool { return contains(n.mods, "another") }) {
		return nil
	}
	var there []string
	for _, t := range all(p) {
		if t.el.AssetID == a.ID {
			there = append(there, fmt.Sprintf("%s–%s", secs(t.el.Start.Seconds()), secs(t.el.End().Seconds())))
		}
	}
	if len(there) == 0 {
		return nil
	}
	return &question{fmt.Sprintf("When should the new copy of %s play (it is already at %s)? Say e.g. \"add another %s at 30 for 5 seconds\".",
		a.Name, strings.Join(there, ", "), a.Name)}
}

// placeUnsaid: a video file added to a video that has clips, with no time
// and no place ("add the guest cam", "agregá la cámara del invitado"):
// the tool needs a start, and after the end, over the video or at some
// moment are all likely (the 75 s file was put after the end). "append"
// and "tack on" say the end.
func placeUnsaid(f *frame, a *timeline.Asset, track string, p *timeline.Project) *question {
	if track != "main" || a.Type != timeline.AssetVideo || len(p.MainTrack().Elements) == 0 || f.verbSaid == "append" || f.verbSaid == "tack on" {
		return nil
	}
	name := a.Name
	return &question{fmt.Sprintf("Where should %s (%s) go: after the end of the video (say \"add %s at the end\"), over the video as a picture in picture (say \"add %s as a picture in picture\"), or over it at a time (say e.g. \"add %s at 30 on the overlay for 5 seconds\")?",
		name, secs(a.Duration.Seconds()), name, name, name)}
}

// soundOverItself: a sound added where the same file already plays
// ("add music", "ponele música" with the music there) would play twice
// over itself, so it asks; "another"/"otra" says a second copy is meant.
func soundOverItself(s *sim, f *frame, a *timeline.Asset, in map[string]any) *question {
	if f.has("another", "again") {
		return nil
	}
	for _, n := range f.targets {
		if contains(n.mods, "another") {
			return nil
		}
	}
	start := in["startTime"].(float64)
	end := start + a.Duration.Seconds()
	if d, ok := in["duration"].(float64); ok {
		end = start + d
	}
	for _, t := range all(s.p()) {
		if t.el.AssetID != a.ID || t.el.Start.Seconds() >= end || t.el.End().Seconds() <= start {
			continue
		}
		return &question{fmt.Sprintf("%s already plays from %s to %s. Add it a second time over it (say \"add another %s at %s\"), or change the one there is (e.g. \"make the music louder\")?",
			a.Name, secs(t.el.Start.Seconds()), secs(t.el.End().Seconds()), a.Name, secs(start))}
	}
	return nil
}

// endWithVideo: a sound added with no length ends where the video does
// ("add music" made a 92 s video 120 s long, the end over black).
func endWithVideo(s *sim, a *timeline.Asset, in map[string]any) {
	if _, ok := in["duration"]; ok {
		return
	}
	start, videoEnd := in["startTime"].(float64), s.p().MainTrack().End().Seconds()
	if runsPastEnd(start, a.Duration.Seconds(), videoEnd) {
		in["duration"] = videoEnd - start
	}
}

// stickerSwap reads a sticker there turned into another: "make the heart a
// star", "change the heart to a thumbs up", "cambiá el corazón por una
// estrella": the sticker named first is there, the one after is new.
func stickerSwap(f *frame) (old, repl np, ok bool) {
	if len(f.targets) != 2 || len(f.times) > 0 {
		return np{}, np{}, false
	}
	old, repl = f.targets[0], f.targets[1]
	if insteadOfSaid(f) && old.prep != "of" {
		// "use a star instead of the heart" (a star was added, the heart
		// kept); "instead of the heart use a star" is in order
		old, repl = repl, old
	}
	if repl.sticker == old.sticker && old.sticker != "" {
		repl.sticker = otherStickerSaid(f.c.toks, repl, old.sticker)
	}
	newOne := repl.det == "a" || insteadOfSaid(f) && repl.det == "the" && !repl.pron || bareStickerIn(f, repl)
	return old, repl, old.sticker != "" && old.det != "a" && !old.pron && repl.sticker != "" && newOne && repl.sticker != old.sticker
}

// otherStickerSaid: a word that names two stickers ("like": the heart and
// the thumbs up) said for the one that replaces a sticker of one of them is
// the other ("el sticker de like en vez del corazón" was read as the heart
// replacing itself, and refused).
func otherStickerSaid(toks []token, n np, old string) string {
	for j := n.first; j < n.end && j < len(toks); j++ {
		for _, l := range toks[j].lex {
			if l.cat == cSticker && l.val != old {
				return l.val
			}
		}
	}
	return n.sticker
}

// stickerNamedNew: "the star sticker instead of the heart", "el sticker de
// estrella en vez del corazón" say the new sticker with "the", as people
// name a kind they pick from a list (it was read as moving a star there
// is none of); it is new only when no sticker of its kind is there.
func stickerNamedNew(r *resolver, repl np) bool {
	if repl.det == "a" {
		return true
	}
	for _, t := range all(r.p) {
		if t.el.Sticker != nil && t.el.Sticker.StickerID == repl.sticker {
			return false
		}
	}
	return true
}

// planReplaceSticker puts the new sticker where and when each old one was.
func planReplaceSticker(s *sim, f *frame, r *resolver) (string, error) {
	old, repl, _ := stickerSwap(f)
	ts, err := r.elements(old)
	if err != nil {
		return "", err
	}
	var lines []string
	for _, t := range ts {
		st := t.el.Sticker
		if st == nil {
			return "", &cannot{fmt.Sprintf("%s is no sticker", describe([]target{t}))}
		}
		if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": []string{t.id}}); err != nil {
			return "", err
		}
		a, b := t.el.Start.Seconds(), t.el.End().Seconds()
		pos := st.Position
		if _, _, named := videotools.StickerAnchor(pos, s.p().Settings); !named {
			pos = DefaultStickerPosition // moved by hand: its place is copied below
		}
		out, err := s.call("add_sticker", map[string]any{"stickerId": repl.sticker, "start": a, "end": b, "position": pos})
		if err != nil {
			return "", err
		}
		id := out.(videotools.PlacedOut).ElementID
		if v := t.el.Visual; v != nil {
			// its size, turn and place as the old one had them
			look := map[string]any{"elementId": id, "x": v.X, "y": v.Y, "scale": v.Scale, "rotation": v.Rotation, "opacity": v.Opacity}
			if _, err := s.call("update_clip", look); err != nil {
				return "", err
			}
		}
		s.touch(id)
		lines = append(lines, fmt.Sprintf("Replaced %s with the %s sticker (%s), %s–%s where it was.", describe([]target{t}), repl.sticker, id, secs(a), secs(b)))
	}
	return strings.Join(lines, " "), nil
}

// mainSeam is where two clips of the main track meet when a file is said
// to go right after the first ("add the warm-up clip right after the
// intro", "poné el clip del baúl después del tablero") or between the two
// ("put the guest cam between the interview and the city clip"): the file
// goes into their order there, and what follows moves later to make room
// (makeRoomOnMain). Before, the main track being taken sent the file over
// the next clips on the overlay track, or it was asked, though moving the
// clips after it makes the room. A time said in numbers ("add it at 30")
// is no seam: that stays as it was.
func mainSeam(p *timeline.Project, f *frame, sp span) (float64, bool) {
	const eps = 1e-6
	at := -1.0
	switch {
	case sp.after && len(sp.anchors) == 1 && len(sp.ranges) == 1:
		if t := sp.anchors[0]; t.track == timeline.TrackMain && math.Abs(sp.ranges[0].a-t.el.End().Seconds()) < eps {
			at = sp.ranges[0].a
		}
	case seamBeforeSaid(f, sp):
		at = sp.anchors[0].el.Start.Seconds()
	case startOfVideoSaid(f):
		at = 0
	case betweenClips(f, sp):
		x, _ := sp.point()
		for _, t := range sp.anchors {
			if t.track != timeline.TrackMain {
				return 0, false
			}
		}
		at = x
	}
	if at < 0 {
		return 0, false
	}
	for _, el := range p.MainTrack().Elements {
		if math.Abs(el.Start.Seconds()-at) < eps {
			return at, true
		}
	}
	return 0, false
}

// seamBeforeSaid: the file was said to go right before a clip of the
// main track ("add the drone clip before the garden", "agregá el dron
// antes del jardín"): into their order there, as after a clip. It was
// asked how long before, or, before the first clip, that nothing comes
// before 0 s.
func seamBeforeSaid(f *frame, sp span) bool {
	ts := whenSaid(f)
	return len(ts) == 1 && ts[0].kind == "before" && ts[0].b.anchor != nil && ts[0].b.offset == 0 &&
		len(sp.anchors) == 1 && sp.anchors[0].track == timeline.TrackMain && sp.anchors[0].el != nil
}

// whenSaid: the clause's times but a length ("for 5 seconds").
func whenSaid(f *frame) []timeExpr {
	return slices.DeleteFunc(slices.Clone(f.times), func(t timeExpr) bool { return t.kind == "duration" })
}

// startOfVideoSaid: the file was said to go at the start of the video
// ("add the drone shot at the beginning", "poné el drone al principio de
// todo"): a clip goes first in the main track's order (it went over the
// first clips on the overlay track, the main track being taken at 0 s).
func startOfVideoSaid(f *frame) bool {
	ts := whenSaid(f)
	if len(ts) != 1 {
		return false
	}
	te := ts[0]
	// "al principio de todo", "at the start of the video": of the video
	whole := te.a.anchor == nil || namesTheVideo(*te.a.anchor)
	return (te.kind == "span" || te.kind == "point") && te.a.span == "start" && whole && te.a.offset == 0
}

// seamSaid: the file was said to go where two clips of the main track
// meet (mainSeam).
func seamSaid(p *timeline.Project, f *frame, sp span) bool {
	_, ok := mainSeam(p, f, sp)
	return ok
}

// betweenClips: the time said is where two things meet, "between A and
// B" or "between the two clips", not a stretch.
func betweenClips(f *frame, sp span) bool {
	if len(sp.ranges) > 0 || len(sp.points) != 1 || len(sp.anchors) < 2 {
		return false
	}
	for _, t := range f.times {
		if t.prep == "between" {
			return true
		}
	}
	return false
}

// videoEffects maps looks to the catalog's effects and their params.
var videoEffects = map[string]struct {
	id     string
	params map[string]any
}{
	"bw":         {"grayscale", map[string]any{"intensity": 100.0}},
	"sepia":      {"sepia", map[string]any{"intensity": 100.0}},
	"vintage":    {"sepia", map[string]any{"intensity": 100.0}},
	"blur":       {"blur", map[string]any{"intensity": 30.0}},
	"vignette":   {"vignette", map[string]any{"intensity": 50.0}},
	"invert":     {"invert", map[string]any{"intensity": 100.0}},
	"sharpen":    {"sharpen", map[string]any{"amount": 50.0}},
	"darker":     {"brightness-contrast", map[string]any{"brightness": -30.0}},
	"brighter":   {"brightness-contrast", map[string]any{"brightness": 30.0}},
	"contrast":   {"brightness-contrast", map[string]any{"contrast": 30.0}},
	"flat":       {"brightness-contrast", map[string]any{"contrast": -30.0}},
	"saturate":   {"saturation", map[string]any{"amount": 50.0}},
	"vibrance":   {"saturation", map[string]any{"amount": 30.0}},
	"desaturate": {"saturation", map[string]any{"amount": -50.0}},
	"warm":       {"tint", map[string]any{"color": "#ff8000", "strength": 20.0}},
	"cool":       {"tint", map[string]any{"color": "#0080ff", "strength": 20.0}},
	"tint":       {"tint", map[string]any{"color": "#ff8000", "strength": 25.0}},
	"soft":       {"blur", map[string]any{"intensity": 10.0}},
	"noir":       {"grayscale", map[string]any{"intensity": 100.0}},
	"mattebw":    {"grayscale", map[string]any{"intensity": 100.0}},
	// the catalog lists "cinematic" among the vignette's keywords
	"cinematic": {"vignette", map[string]any{"intensity": 50.0}},
	"film":      {"vignette", map[string]any{"intensity": 40.0}},
	"dramatic":  {"brightness-contrast", map[string]any{"contrast": 40.0}},
	"faded":     {"saturation", map[string]any{"amount": -40.0}},
}

// effectMatches: an effect element of type typ is the look key said.
func effectMatches(key, typ string) bool {
	if e, ok := videoEffects[key]; ok {
		return e.id == typ
	}
	return key == typ
}

// planEffect applies catalog effects over the time said, the time of the
// elements named ("make the second clip black and white"), or the whole
// video.
func planEffect(s *sim, f *frame, r *resolver, sp span) (string, error) {
	total := s.total()
	if total == 0 {
		return "", &cannot{"No timeline content"}
	}
	if len(f.effects) == 0 {
		return "", unreadf("which effect? Basic mode knows black and white, sepia, blur, vignette, invert, sharpen, brighter, darker, contrast, saturation, warm, cool and tint")
	}
	if q := popUnsaid(f); q != nil {
		return "", q
	}
	sp = inItsPlace(f, r, sp) // "sacá la viñeta y poné sepia en su lugar"
	if q := effectInTheRemovedOnesPlace(s, f, r, sp); q != nil {
		return "", q // "sacá el blanco y negro de la foto y poné sepia": there, or the video?
	}
	var wins []window
	for _, x := range sp.ranges {
		wins = append(wins, window{x.a, math.Min(x.b, total)})
	}
	if exceptTime(f) {
		// "black and white except the first 5 seconds", "blur everything
		// but the last 10 seconds": the video's time around that stretch
		if len(sp.ranges) != 1 {
			return "", unreadf("say the stretch to leave out as times, e.g. \"except from 0 to 5\"")
		}
		if len(f.targets) > 0 && !wholeVideo(f, r) && !pronOnly(f) {
			// "sepia on the city clip except the last 2 seconds": the last 2
			// of the clip or of the video? The times say it plainly
			a, b := 0.0, total
			if ts, err := targetsOf(f, r); err == nil && len(ts) > 0 {
				start, end := extent(ts)
				a, b = start.Seconds(), end.Seconds()
			}
			return "", unreadf("say the times the look covers, e.g. \"from %s to %s\"", secs(a), secs(b))
		}
		x := sp.ranges[0]
		wins = nil
		if x.a > 0 {
			wins = append(wins, window{0, x.a})
		}
		if x.b < total {
			wins = append(wins, window{x.b, total})
		}
		if len(wins) == 0 {
			return "", &cannot{"nothing is left outside what was left out"}
		}
	}
	// "everything black and white except the b-roll", "todo en sepia salvo
	// la entrevista": the video's time but the element's
	if ex, rest := exceptTargets(f); len(ex) > 0 {
		for _, n := range rest {
			if n.kind != "everything" && n.kind != "video" {
				return "", unreadf("say the look for the whole video, or for %s alone", n.said)
			}
		}
		if len(wins) > 0 {
			return "", unreadf("say either a time or what to leave out, not both")
		}
		a := 0.0
		var outs []rng
		for _, n := range ex {
			ts, err := r.elements(n)
			if err != nil {
				return "", err
			}
			for _, t := range ts {
				if t.track != timeline.TrackMain && t.el.Type != timeline.ElementVideo {
					// "black and white except the logo": a look colours the
					// whole picture, what is drawn over it too; leaving out
					// the logo's time greyed the rest and kept it in colour
					// (a video over the main track, a b-roll cutaway, is
					// its own picture: its time is left out)
					return "", &cannot{fmt.Sprintf("a look covers the whole picture, %s over it too, so it cannot be left out; leave out a clip, or say the times", describe([]target{t}))}
				}
				outs = append(outs, rng{t.el.Start.Seconds(), t.el.End().Seconds()})
			}
		}
		sort.Slice(outs, func(i, j int) bool { return outs[i].a < outs[j].a })
		for _, o := range outs {
			if o.a > a {
				wins = append(wins, window{a, o.a})
			}
			a = math.Max(a, o.b)
		}
		if a < total {
			wins = append(wins, window{a, total})
		}
		if len(wins) == 0 {
			return "", &cannot{"nothing is left outside what was left out"}
		}
		f.targets = rest
	}
	if len(wins) == 0 {
		if t, ok := sp.point(); ok && sp.duration > 0 {
			wins = append(wins, window{t, math.Min(t+sp.duration, total)})
		} else if ok && len(sp.edges) == len(sp.points) {
			for _, e := range sp.edges {
				wins = append(wins, window{e.a, math.Min(e.b, total)}) // "blur the end of the interview"
			}
		} else if q := untilWhenShown(f, r, t); ok && q != nil {
			return "", q // "blur when the logo appears": its span is one answer
		} else if ok {
			return "", &question{fmt.Sprintf("From %s until when? Say e.g. \"from %s to %s\" or \"for 3 seconds\".", secs(t), secs(t), secs(math.Min(t+3, total)))}
		} else if sp.duration > 0 {
			// "a blur over the city clip for 3 seconds": from when the clip
			// starts (it blurred 0–3 s); a thing that does not fill the frame
			// is answered below, as without a length
			a, whole := 0.0, true
			if !wholeVideo(f, r) && !pronOnly(f) {
				if ts, err := targetsOf(f, r); err == nil && len(ts) > 0 {
					start, _ := extent(ts)
					a = start.Seconds()
					for _, t := range ts {
						whole = whole && fillsFrame(s.ed.Project, t)
					}
				}
			}
			if whole {
				wins = append(wins, window{a, math.Min(a+sp.duration, total)})
			}
		}
	}
	if len(wins) == 0 && pronOnly(f) && r.ctx != nil {
		if looks := lastLooks(r); len(looks) > 0 {
			// "the kitchen clip is too dark, brighten it": "it" is the look
			// just applied, over its time (it brightened the whole video)
			if sameLooks(looks, f.effects) {
				if f.has("more", "lot") || len(f.amounts) > 0 {
					return planUpdateEffect(s, f, r)
				}
				return "Nothing to change: " + describe(looks) + " was just applied.", nil
			}
			if softenOnly(f, looks) {
				// "the vignette is too strong, soften it", "…, make it
				// softer": an effect made soft is that effect weaker (a
				// blur went over the vignette's time), as "make the
				// vignette softer" (softerOfEffect)
				g := *f
				g.effects, g.mods = nil, append(slices.Clone(f.mods), "less")
				return planUpdateEffect(s, &g, r)
			}
			for _, g := range group(looks) {
				a, b := extent(g)
				wins = append(wins, window{a.Seconds(), b.Seconds()})
			}
		}
	}
	// "mute the b-roll and make it black and white": "it" is the b-roll,
	// and the look goes over its time; "make it black and white" alone is
	// the video
	pronElement := pronOnly(f) && r.ctx != nil && len(r.ctx.last) > 0 && !lastIsWholeVideo(r) && lastIsFootage(r)
	if t, ok := lastDrawnOver(s, r); ok && len(wins) == 0 && pronOnly(f) && !pronElement && !appliedHere(s, t.id) {
		// "make the heart bigger and make it warmer": "it" is the heart,
		// which a look cannot colour alone (the whole video was tinted);
		// a thing just added is not ("add a title and make it black and
		// white": the video)
		return "", lookOnADrawing(t, describe([]target{t}))
	}
	if len(wins) == 0 && !wholeVideo(f, r) && (!pronOnly(f) || pronElement) {
		ts, err := targetsOf(f, r)
		if err != nil {
			return "", err
		}
		ts = footageNamedToo(f, r, ts) // "lo de los pulgones": the clip, not its caption (vlookpart.go)
		for _, t := range ts {
			if t.el.Effect != nil {
				// "make the vignette softer": a look said of an effect
				return "", &question{fmt.Sprintf("Change %s (say e.g. \"make it weaker\" or \"make it stronger\"), or add another look over its time (say \"while it shows\")?", describe([]target{t}))}
			}
			if !fillsFrame(s.ed.Project, t) {
				// an effect covers the whole picture: "blur the logo" blurred
				// everything under the logo while it showed
				said := describe([]target{t})
				if len(f.targets) > 0 && !f.targets[0].pron {
					said = f.targets[0].said
				}
				return "", lookOnADrawing(t, said)
			}
		}
		for _, g := range group(ts) {
			a, b := extent(g)
			wins = append(wins, window{a.Seconds(), b.Seconds()})
		}
	}
	if len(wins) == 0 && pronOnly(f) && !pronElement && len(f.effects) > 0 {
		what := f.effects[0]
		if e, ok := videoEffects[what]; ok {
			what = e.id
		}
		if q := pronounOverSpan(f, r, what); q != nil {
			return "", q
		}
	}
	if len(wins) == 0 {
		wins = append(wins, window{0, total})
	}
	var lines []string
	done := map[string]bool{}
	for _, key := range f.effects {
		e, ok := videoEffects[key]
		if !ok {
			return "", &cannot{fmt.Sprintf("basic mode has no %q effect for video; the catalog has: %s", key, effectNames())}
		}
		if _, known := effects.Lookup(e.id); !known {
			return "", &cannot{fmt.Sprintf("the %s effect is not in the catalog", e.id)}
		}
		params := map[string]any{}
		for k, v := range e.params {
			params[k] = v
		}
		if e.id == "tint" && len(f.colors) > 0 {
			params["color"] = f.colors[0]
		}
		if e.id == "vignette" && f.has("light") && (f.says(map[string]bool{"light": true, "white": true, "clara": true, "blanca": true, "bright": true}) || contains(f.mods, "light")) {
			params["mode"] = "lighten"
		}
		switch {
		case f.has("lot"):
			scaleParams(params, 1.8)
		case f.has("bit"):
			scaleParams(params, 0.5)
		}
		for _, a := range f.amounts {
			if a.kind == "percent" || a.kind == "number" && a.v > 1 {
				for k, v := range params {
					if _, isNum := v.(float64); isNum && k != "color" {
						params[k] = clampF(math.Copysign(a.v, v.(float64)), -100, 100)
					}
				}
			}
		}
		if e.id == "brightness-contrast" || e.id == "saturation" {
			if f.verb == "lower" || f.has("less") {
				for k, v := range params {
					if x, ok := v.(float64); ok && x > 0 {
						params[k] = -x
					} else if ok && x < 0 && f.has("less") && f.verb != "lower" && !moreSaid(f) {
						params[k] = -x // "less dark", "menos apagado": the other way (it was darkened)
					}
				}
			}
		}
		for _, w := range wins {
			if w.b <= w.a {
				return "", &cannot{fmt.Sprintf("the time %s–%s is empty or outside the timeline (it ends at %s)", secs(w.a), secs(w.b), secs(total))}
			}
			if done[e.id+secs(w.a)+secs(w.b)] {
				continue // "old-timey with sepia", "sepia, onda vintage": one look said twice
			}
			done[e.id+secs(w.a)+secs(w.b)] = true
			if t, weaker, ok := causeThere(s.p(), key, w); ok && complaintOnly(f) && len(f.amounts) == 0 && !appliedHere(s, t.id) {
				// "the test drive looks too orange" over a warm tint: that
				// tint, weaker (lookcause.go)
				line, err := mendCause(s, t, weaker)
				if err != nil {
					return "", err
				}
				lines = append(lines, line)
				continue
			}
			if t, said, ok := otherFacetThere(s.p(), e.id, params, w); ok && !appliedHere(s, t.id) {
				line, err := setOtherFacet(s, t, said) // effectfacet.go
				if err != nil {
					return "", err
				}
				lines = append(lines, line)
				continue
			}
			if t, ok := sameLookThere(s.p(), e.id, w); ok && (moreSaid(f) || appliedHere(s, t.id) || lessOfTheOneThere(f, e.params, t)) {
				// "brighten the intro more" over its brightness: that one,
				// stronger (a second was stacked on it); the same look said
				// again in the request is already there
				if q := partEffectForWholeVideo(s, f, []target{t}); q != nil && !appliedHere(s, t.id) {
					return "", q
				}
				line, err := strongerLook(s, f, t)
				if err != nil {
					return "", err
				}
				lines = append(lines, line)
				continue
			}
			out, err := s.call("apply_effect", map[string]any{"effectType": e.id, "start": w.a, "end": w.b, "params": params})
			if err != nil {
				return "", err
			}
			s.touch(fmt.Sprint(asJSON(out)["elementId"]))
			lines = append(lines, fmt.Sprintf("Applied %s from %s to %s.", e.id, secs(w.a), secs(w.b)))
		}
	}
	return strings.Join(lines, " "), nil
}

// window is a time an effect goes on.
type window struct{ a, b float64 }

// sameLookThere is the one effect of a type whose time overlaps w.
func sameLookThere(p *timeline.Project, typ string, w window) (target, bool) {
	var found []target
	for _, t := range all(p) {
		if t.el.Effect != nil && t.el.Effect.Type == typ && t.el.Start.Seconds() < w.b-1e-6 && t.el.End().Seconds() > w.a+1e-6 {
			found = append(found, t)
		}
	}
	if len(found) != 1 {
		return target{}, false
	}
	return found[0], true
}

// appliedHere: an element was added by an earlier step of this request.
func appliedHere(s *sim, id string) bool {
	return s.origin != nil && !slices.ContainsFunc(all(s.origin), func(t target) bool { return t.id == id })
}

// moreSaid: "more" or "más" is said ("brighten it more", "más brillo").
func moreSaid(f *frame) bool { return f.has("more") || hasWord(f, "more", "mas") }

// lessOfTheOneThere: "less" said of a look (with no "more") where one of
// that look lies, and "less" cannot mean the look's other way: a look
// with no sign (vignette, blur), or one said up over one that is up
// ("less saturation" over a saturation of 50). A second one was laid
// over the whole video.
func lessOfTheOneThere(f *frame, look map[string]any, t target) bool {
	if !f.has("less") || moreSaid(f) || t.el.Effect == nil {
		return false
	}
	for _, v := range look {
		if x, ok := v.(float64); ok && x < 0 {
			return false
		}
	}
	for _, v := range t.el.Effect.Params {
		if x, ok := v.(float64); ok && x < 0 {
			return false
		}
	}
	return true
}

// strongerLook sets an effect there to the amount said, or half again as
// strong; a look said again with no "more" is already there.
func strongerLook(s *sim, f *frame, t target) (string, error) {
	k := 1.5
	if f.has("less") && !moreSaid(f) {
		k = 0.6 // "less vignette": the one there, weaker, as "make the vignette weaker"
	} else if f.has("double") && !f.has("half", "less") {
		k = 2 // "más nitidez, el doble": twice the one there (it was half again: silent)
	} else if !moreSaid(f) && len(f.amounts) == 0 {
		return fmt.Sprintf("%s is already on %s–%s.", t.el.Effect.Type, secs(t.el.Start.Seconds()), secs(t.el.End().Seconds())), nil
	}
	params := map[string]any{}
	for key, v := range t.el.Effect.Params {
		x, ok := v.(float64)
		if !ok || x == 0 {
			continue // "brightness 40" leaves its contrast of 0 as it is
		}
		nv := clampF(x*k, -100, 100)
		for _, a := range f.amounts {
			if a.kind == "percent" || a.kind == "number" && a.v > 1 {
				nv = clampF(math.Copysign(a.v, x), -100, 100)
			}
		}
		params[key] = math.Round(nv)
	}
	if len(params) == 0 {
		return fmt.Sprintf("%s is already on %s–%s.", t.el.Effect.Type, secs(t.el.Start.Seconds()), secs(t.el.End().Seconds())), nil
	}
	if _, err := s.call("update_effect", map[string]any{"elementId": t.id, "params": params}); err != nil {
		return "", err
	}
	s.touch(t.id)
	return fmt.Sprintf("Updated %s: %s.", describe([]target{t}), paramsSaid(params)), nil
}

// paramsSaid lists an effect's settings as the reply says them, in name
// order: "brightness 40, contrast 10".
func paramsSaid(params map[string]any) string {
	keys := make([]string, 0, len(params))
	for key := range params {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	var set []string
	for _, key := range keys {
		set = append(set, fmt.Sprintf("%s %v", key, params[key]))
	}
	return strings.Join(set, ", ")
}

func effectNames() string {
	var out []string
	for _, d := range effects.All() {
		out = append(out, d.ID)
	}
	return strings.Join(out, ", ")
}

func scaleParams(p map[string]any, k float64) {
	for key, v := range p {
		if f, ok := v.(float64); ok && key != "color" {
			p[key] = clampF(f*k, -100, 100)
		}
	}
}

// effectTargets are the effects on the timeline the clause names.
func effectTargets(f *frame, r *resolver) ([]target, error) {
	ts, err := targetsOf(f, r)
	if err != nil {
		return nil, err
	}
	ts = filter(ts, func(t target) bool { return t.el.Effect != nil })
	if len(ts) == 0 {
		return nil, &cannot{"there is no such effect on the timeline"}
	}
	return ts, nil
}

// planUpdateEffect makes an effect on the timeline stronger or weaker
// ("make the blur stronger", "less vignette").
func planUpdateEffect(s *sim, f *frame, r *resolver) (string, error) {
	if q := popUnsaid(f); q != nil {
		return "", q
	}
	ts, err := effectTargets(f, r)
	if err != nil {
		return "", err
	}
	if q := partEffectForWholeVideo(s, f, ts); q != nil {
		return "", q
	}
	k := 1.5
	rel, relSaid := comparedByPercent(f.c.toks)
	switch {
	case relSaid:
		k = rel
	case f.has("half") && !f.has("double"):
		k = 0.5 // "half as strong" (it was made twice as strong: "strong" reads "a lot")
	case f.has("double"):
		k = 2 // "twice as strong"
	case f.has("less", "smaller") || f.verb == "lower" || f.has("bit") && !f.has("more") && f.verb != "raise":
		k = 0.6 // "less strong" is read "a bit"; "raise the saturation a bit" is up (it was lowered)
	case f.has("bit"):
		k = 1.25 // "a bit stronger" (it was made weaker)
	case f.has("lot"):
		k = 2
	}
	var lines []string
	for _, t := range ts {
		params := map[string]any{}
		only := settingNamed(f, t)
		for key, v := range t.el.Effect.Params {
			x, ok := v.(float64)
			if !ok || only != "" && key != only {
				continue // "the contrast to 10": not its brightness (it went to 10)
			}
			nv := clampF(x*k, -100, 100)
			for _, a := range f.amounts {
				if x == 0 && len(t.el.Effect.Params) > 1 && only == "" {
					break // "crank the brightness to 40": not its contrast at 0 too
				}
				if (a.kind == "percent" || a.kind == "number") && !relSaid {
					nv = clampF(math.Copysign(a.v, x), -100, 100)
					if q := strengthWayAgainst(f, x, nv, describe([]target{t})); q != nil {
						return "", q
					}
				}
			}
			params[key] = math.Round(nv)
		}
		if len(params) == 0 {
			return "", &cannot{fmt.Sprintf("the %s effect has no strength to change", t.el.Effect.Type)}
		}
		if _, err := s.call("update_effect", map[string]any{"elementId": t.id, "params": params}); err != nil {
			return "", err
		}
		lines = append(lines, fmt.Sprintf("%s: %s", describe([]target{t}), paramsSaid(params)))
	}
	s.touch(ids(ts)...)
	return "Updated " + strings.Join(lines, "; ") + ".", nil
}

// comparedByPercent reads a percentage said right before a comparative:
// "50% weaker", "un 30% más fuerte", "20% stronger" change the strength by
// that share of it (it was set to 50: "already so").
func comparedByPercent(toks []token) (float64, bool) {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind != tPercent {
			continue
		}
		switch t := toks[i+1]; {
		case t.has(cMod, "less", "quieter"):
			return math.Max(0, 1-toks[i].num/100), true
		case t.has(cMod, "more", "lot", "louder"): // "un 30% más fuerte"
			return 1 + toks[i].num/100, true
		}
	}
	return 0, false
}

// strengthWayAgainst asks when the strength said goes the other way than
// the clause says ("the black and white stronger, at 70" where it is at
// 100): the number or the way is wrong, and either reading may be.
func strengthWayAgainst(f *frame, now, want float64, what string) *question {
	up := f.has("more", "louder", "lot") || f.verb == "raise"
	down := f.has("less", "quieter") || f.verb == "lower"
	if up == down || up && math.Abs(want) > math.Abs(now) || down && math.Abs(want) < math.Abs(now) {
		return nil
	}
	way := "stronger"
	if down {
		way = "weaker"
	}
	return &question{fmt.Sprintf("%s is at %g now, so %g is not %s: which do you mean, %g or %s than %g?", what, math.Abs(now), math.Abs(want), way, math.Abs(want), way, math.Abs(now))}
}

// lastLooks are the effects the previous clause applied, when it applied
// nothing else.
func lastLooks(r *resolver) []target {
	var out []target
	for _, t := range all(r.p) {
		if contains(r.ctx.last, t.id) {
			if t.el.Effect == nil {
				return nil
			}
			out = append(out, t)
		}
	}
	return out
}

// softenOnly: the one look said is soft, of effects that are not a blur
// or a soft look themselves.
func softenOnly(f *frame, looks []target) bool {
	if len(f.effects) != 1 || f.effects[0] != "soft" {
		return false
	}
	return !slices.ContainsFunc(looks, func(t target) bool {
		return t.el.Effect.Type == videoEffects["soft"].id || t.el.Effect.Type == videoEffects["blur"].id
	})
}

// sameLooks: every look said is the one of each effect in looks.
func sameLooks(looks []target, said []string) bool {
	for _, key := range said {
		e, ok := videoEffects[key]
		if !ok {
			return false
		}
		for _, t := range looks {
			if t.el.Effect.Type != e.id {
				return false
			}
		}
	}
	return len(said) > 0
}

// lookOnADrawing: a look asked of a thing drawn over the picture (a
// text, a sticker, a small picture), said as said.
func lookOnADrawing(t target, said string) error {
	said, _, _ = strings.Cut(said, " (")
	return &cannot{fmt.Sprintf("an effect covers the whole picture, so basic mode cannot put it on %s alone (say \"while %s shows\" to change the whole picture then)",
		describe([]target{t}), said)}
}

// lastDrawnOver: the previous clause's elements are all drawn over the
// picture (texts, stickers, pictures that do not fill it): the first.
func lastDrawnOver(s *sim, r *resolver) (target, bool) {
	if r.ctx == nil {
		return target{}, false
	}
	var found []target
	for _, t := range all(r.p) {
		if contains(r.ctx.last, t.id) {
			if t.el.Effect != nil || fillsFrame(s.ed.Project, t) || t.el.Visual == nil && t.el.Text == nil && t.el.Sticker == nil {
				return target{}, false
			}
			found = append(found, t)
		}
	}
	if len(found) == 0 {
		return target{}, false
	}
	return found[0], true
}

// lastIsFootage: the previous clause's elements are clips or pictures (a
// look over a text or a sticker is a look over the video: effects apply
// to the frame).
func lastIsFootage(r *resolver) bool {
	for _, id := range r.ctx.last {
		ref, ok := r.p.FindElement(id)
		if !ok {
			continue
		}
		if el := r.p.Element(ref); el.Text != nil || el.Sticker != nil || el.Visual == nil {
			return false
		}
	}
	return true
}

// lastIsWholeVideo: the previous clause acted on every main clip (a cut
// or a look over the video), so "it" is the video, not an element.
func lastIsWholeVideo(r *resolver) bool {
	main := 0
	for _, t := range all(r.p) {
		if t.track == timeline.TrackMain {
			main++
		}
	}
	n := 0
	for _, id := range r.ctx.last {
		if ref, ok := r.p.FindElement(id); ok && r.p.Tracks[ref.Track].Kind == timeline.TrackMain {
			n++
		}
	}
	return main > 0 && n == main
}

// exceptTargets splits the clause's targets into the ones left out ("except
// the b-roll", "salvo la entrevista", "todo menos el logo") and the rest.
func exceptTargets(f *frame) (ex, rest []np) {
	for _, n := range f.targets {
		if n.prep == "without" || n.first > 0 && f.c.toks[n.first-1].word("menos", "salvo", "excepto", "except") {
			ex = append(ex, n)
		} else {
			rest = append(rest, n)
		}
	}
	return ex, rest
}

// planReplaceEffect puts another look where an effect was: "cambiá la
// viñeta por sepia", "replace the vignette with black and white" (it added
// both looks over the whole video).
func planReplaceEffect(s *sim, f *frame, r *resolver) (string, error) {
	ts, err := effectTargets(f, r)
	if err != nil {
		return "", err
	}
	var ranges []rng
	for _, t := range ts {
		ranges = append(ranges, rng{t.el.Start.Seconds(), t.el.End().Seconds()})
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(ts)}); err != nil {
		return "", err
	}
	f.targets = nil
	line, err := planEffect(s, f, r, span{ranges: ranges}) // the new look where the old one was
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Deleted %s. %s", describe(ts), line), nil
}

// replacing: the clause's verb swaps one thing for another ("replace",
// "change ... to/for", "cambiá ... por").
func replacing(f *frame) bool {
	return f.verb == "replace" || f.verb == "make" && (strings.HasPrefix(f.verbSaid, "chang") || strings.HasPrefix(f.verbSaid, "cambi") ||
		strings.HasPrefix(f.verbSaid, "switch") || strings.HasPrefix(f.verbSaid, "swap"))
}

// fillsFrame: the element covers the whole picture while it shows (a
// main-track clip, or footage on an overlay at full size), so an effect
// over its time changes it and little else.
func fillsFrame(p *timeline.Project, t target) bool {
	if t.track == timeline.TrackMain {
		return true
	}
	v := t.el.Visual
	if v == nil || t.el.Text != nil || t.el.Sticker != nil || t.el.Effect != nil {
		return false
	}
	a, ok := p.Asset(t.el.AssetID)
	if !ok || a.Width == 0 || a.Height == 0 || p.Settings.Width == 0 || p.Settings.Height == 0 {
		return false
	}
	sameShape := math.Abs(float64(a.Width)/float64(a.Height)-float64(p.Settings.Width)/float64(p.Settings.Height)) < 0.02
	return sameShape && v.Scale >= 0.99 && math.Abs(v.X) < 1 && math.Abs(v.Y) < 1 && math.Mod(v.Rotation, 360) == 0
}

// mediaSwap reads clips, pictures or sounds replaced by another file of
// the project: "replace the city clip with the guest cam", "swap the b-roll
// for the guest cam", "cambiá el clip de la ciudad por la cámara del
// invitado", "use the guest cam instead of the city clip", "replace the
// city clip and the kitchen clip with the guest cam". olds are what is on
// the timeline, a the file that takes their place. A swap of two things
// on the timeline stays a reorder ("swap the intro and the outro").
func mediaSwap(f *frame, r *resolver) (olds []np, a *timeline.Asset, ok bool) {
	if len(f.targets) < 2 || len(f.times) > 0 || len(f.quotes) > 0 {
		return nil, nil, false
	}
	olds, repl := f.targets[:len(f.targets)-1], f.targets[len(f.targets)-1]
	instead := insteadOfSaid(f)
	swap := f.verb == "swap" || f.verb == "make" && (strings.HasPrefix(f.verbSaid, "switch") || strings.HasPrefix(f.verbSaid, "swap"))
	switch {
	case instead && len(f.targets) == 2 && contains([]string{"", "apply", "put", "add", "replace", "make"}, f.verb):
		if old := f.targets[0]; !(old.prep == "of" && repl.prep != "of") {
			// "use the guest cam instead of the city clip", not "instead of the city clip use..."
			olds, repl = []np{repl}, old
		}
	case instead || !replacing(f) && !swap:
		return nil, nil, false
	}
	for _, n := range f.targets {
		if n.pron || n.sticker != "" || n.effect != "" || n.region != "" || n.kind == "text" || n.kind == "effect" || n.kind == "track" {
			return nil, nil, false
		}
	}
	if len(repl.names) == 0 && !contains([]string{"logo", "music", "voice"}, repl.kind) {
		return nil, nil, false // "with the logo", "with the song": a kind that names a file; not "with the clip"
	}
	a, err := r.asset(repl)
	if err != nil {
		return nil, nil, false
	}
	if ts, err := r.elements(repl); swap && err == nil && len(ts) > 0 {
		return nil, nil, false
	}
	return olds, a, true
}

// planReplaceMedia puts a file where each clip (picture, sound) is: on its
// track, from its start, for its length when the file is long enough,
// with its place, size and volume; the old one goes.
func planReplaceMedia(s *sim, f *frame, r *resolver) (string, error) {
	olds, a, _ := mediaSwap(f, r)
	var ts []target
	for _, old := range olds {
		got, err := r.elements(old)
		if err != nil {
			return "", err
		}
		if len(group(got)) > 1 {
			return "", &question{r.whichOf(old, group(got))}
		}
		ts = append(ts, got...)
	}
	var lines []string
	for _, t := range ts {
		if q := tradedOrCopied(s, f, t, a); q != nil {
			return "", q
		}
		line, err := replaceOne(s, t, a)
		if err != nil {
			return "", err
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, " "), nil
}

// replaceOne puts the file a where t is (see planReplaceMedia).
func replaceOne(s *sim, t target, a *timeline.Asset) (string, error) {
	one := []target{t}
	switch {
	case t.el.AssetID == "":
		return "", &cannot{fmt.Sprintf("%s is no clip, picture or sound; a file can only take the place of one", describe(one))}
	case t.el.AssetID == a.ID:
		return "", &cannot{fmt.Sprintf("%s is already %s; name another file of the project", describe(one), a.Name)}
	}

	trackType := map[timeline.TrackKind]string{timeline.TrackMain: "main", timeline.TrackOverlay: "overlay", timeline.TrackAudio: "audio"}[t.track]
	if (a.Type == timeline.AssetAudio) != (t.track == timeline.TrackAudio) {
		return "", &cannot{fmt.Sprintf("%s is %s and %s is on the %s track", a.Name, assetKindPhrase(a), describe(one), trackType)}
	}
	start, dur := t.el.Start.Seconds(), t.el.Duration.Seconds()
	if a.Type != timeline.AssetImage {
		dur = math.Min(dur, a.Duration.Seconds())
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": []string{t.id}}); err != nil {
		return "", err
	}
	out, err := s.call("add_media_to_timeline", map[string]any{"assetId": a.ID, "startTime": start, "trackType": trackType, "duration": dur})
	if err != nil {
		return "", err
	}
	placed := out.(videotools.PlacedOut)
	if placed.TrackID != t.trackID && t.track != timeline.TrackMain {
		// on the old one's track, not the first with room
		if _, err := s.call("move_timeline_elements", map[string]any{"elementIds": []string{placed.ElementID}, "start": start, "targetTrackId": t.trackID}); err != nil {
			return "", err
		}
	}
	if v := t.el.Visual; v != nil && a.Type != timeline.AssetAudio {
		look := map[string]any{"elementId": placed.ElementID, "x": v.X, "y": v.Y, "scale": v.Scale, "rotation": v.Rotation, "opacity": v.Opacity}
		if _, err := s.call("update_clip", look); err != nil {
			return "", err
		}
	}
	if au := t.el.Audio; au != nil && (a.HasAudio || a.Type == timeline.AssetAudio) {
		if _, err := s.call("set_volume", map[string]any{"elementId": placed.ElementID, "volume": au.Volume}); err != nil {
			return "", err
		}
	}
	s.touch(placed.ElementID)
	line := fmt.Sprintf("Replaced %s with %s (%s), %s–%s where it was.", describe(one), a.Name, placed.ElementID, secs(start), secs(start+dur))
	if was := t.el.Duration.Seconds(); dur < was-1e-9 {
		line += fmt.Sprintf(" %s lasts only %s, so %s–%s is left empty (say \"close the gaps\" to close it).",
			a.Name, secs(dur), secs(start+dur), secs(start+was))
	}
	return line, nil
}

// assetKindPhrase says what kind of file an asset is.
func assetKindPhrase(a *timeline.Asset) string {
	switch a.Type {
	case timeline.AssetAudio:
		return "a sound file"
	case timeline.AssetImage:
		return "a picture"
	}
	return "a video"
}

// correctionJoins say what a text should say against what it says now:
// "4 x 12 not 3 x 12", "Head Chef y no Head Baker", "$449 instead of $499".
var correctionJoins = []string{", and not ", " and not ", ", not ", " not ", " instead of ", " rather than ", ", y no ", " y no ",
	", no ", " no ", " en vez de ", " en lugar de "}

// meantJoins join the words a text says and the words meant instead, in
// that order ("sunrise but I meant sunset"), the reverse of correctionJoins.
var meantJoins = []string{" but i meant to say ", " but i meant to write ", " but i meant ", " but it should be ", " but it should say ",
	" pero quise decir ", " pero quería decir ", " pero queria decir ", " pero quise poner ", " pero debería ser ", " pero deberia ser ",
	" pero tendría que decir ", " pero tendria que decir "}

// meantSplit cuts new words said as "A but I meant B" into A and B.
func meantSplit(said string) (a, b string, ok bool) {
	for _, join := range meantJoins {
		i := strings.Index(strings.ToLower(said), join)
		if i <= 0 {
			continue
		}
		a, b = strings.TrimSpace(said[:i]), strings.Trim(said[i+len(join):], " .!")
		if a != "" && b != "" {
			return a, b, true
		}
	}
	return "", "", false
}

// lengthWords: unquoted new words that open with a length ("45 segundos").
var lengthWords = regexp.MustCompile(`(?i)^\s*\d+([.,]\d+)?\s*(s|secs?|seconds?|segundos?|segs?|min|mins|minutes?|minutos?)\b`)

// valueShapes are the values a text holds beside other words: a price, a
// phone number, a date.
var valueShapes = []*regexp.Regexp{
	regexp.MustCompile(`[$€£]\s?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*\s?(?:[$€£]|(?i:usd|eur|euros?|dollars?|pesos|dolares)\b)`),
	regexp.MustCompile(`\+?\(?\d{2,4}\)?[\s.-]\d{3,4}(?:[\s.-]\d{2,4})*`),
	textClasses["date"],
}

// valueReplaced: unquoted new words that are only a value (a price, a phone
// number, a date), for one text that holds one value of that shape among
// other words, replace that value and keep the rest: "change the price to
// $449" on "$499 · 128 GB" is "$449 · 128 GB" (the whole text became
// "$449"), "el teléfono ahora es 555-0199" keeps "Call Lucy · ". Quoted
// words are the whole new text as said.
func valueReplaced(f *frame, said string, ts []target) (string, bool) {
	said = strings.TrimSpace(said)
	if len(f.quotes) > 0 || said == "" || len(ts) != 1 {
		return "", false
	}
	old := ts[0].el.Text.Content
	for _, shape := range valueShapes {
		if loc := shape.FindStringIndex(said); loc == nil || strings.TrimSpace(said[:loc[0]]+said[loc[1]:]) != "" {
			continue
		}
		at := shape.FindAllStringIndex(old, -1)
		if len(at) != 1 || strings.TrimSpace(old[:at[0][0]]+old[at[0][1]:]) == "" {
			continue
		}
		return old[:at[0][0]] + said + old[at[0][1]:], true
	}
	return "", false
}

// abbreviationClosed gives back the full stop the request ends with, which
// the clause reader took as the sentence's: "write Avenida instead of Av."
// is "Av.", which partCorrected keeps where a text holds it.
func abbreviationClosed(said, prompt string) string {
	if said != "" && !strings.HasSuffix(said, ".") && strings.HasSuffix(strings.TrimSpace(prompt), said+".") {
		return said + "."
	}
	return said
}

// partCorrected: new words said as "A not B" for one text that says B are
// a correction of that part: B becomes A and the rest of the text stays
// (the whole text became "4 x 12 not 3 x 12"). Where the text does not
// say B, the words are the new text as before ("Do not disturb").
func partCorrected(said string, ts []target) (string, bool) {
	if said == "" || len(ts) != 1 || ts[0].el.Text == nil {
		return "", false
	}
	old := ts[0].el.Text.Content
	if a, b, ok := meantSplit(said); ok && wordPattern(a).MatchString(old) {
		// "says sunrise but I meant sunset", "dice 2014 pero quise decir
		// 2016": the first words are the text's, the second replace them
		// (the whole text became "sunrise but i meant sunset")
		return wordPattern(a).ReplaceAllString(old, "${1}"+strings.ReplaceAll(b, "$", "$$")+"${2}"), true
	}
	for _, join := range correctionJoins {
		i := strings.Index(strings.ToLower(said), join)
		if i <= 0 {
			continue
		}
		a, b := strings.TrimSpace(said[:i]), strings.Trim(said[i+len(join):], " .!")
		if abbr := strings.Trim(said[i+len(join):], " !"); strings.HasSuffix(abbr, ".") && strings.Contains(old, abbr+" ") {
			// "write Avenida instead of Av.": the full stop is the
			// abbreviation's, which the text holds ("Avenida." was left)
			b = abbr
		}
		if a == "" || b == "" || !wordPattern(b).MatchString(old) {
			continue
		}
		a = valueTail(a, b)
		return wordPattern(b).ReplaceAllString(old, "${1}"+strings.ReplaceAll(a, "$", "$$")+"${2}"), true
	}
	return "", false
}

// replaceWords: "replace 'everyone' with 'all'", "replace 2024 with 2025",
// "cambiá 2024 por 2025": words inside texts, not a whole text, are what
// goes; only they change, in every text that has them (the whole text
// became "all", or "there is no text").
func replaceWords(s *sim, f *frame, r *resolver) (string, bool, error) {
	part, with, placed, ok := wordsSwapped(f, s.p())
	var named []target
	if placed {
		// "en el título cambiá SALAD por ENSALADA": only the texts named;
		// of several titles, the words to swap say which
		var err error
		var q *question
		if named, err = namedTexts(f, r); errors.As(err, &q) {
			named = nil
		} else if err != nil && !swapHeldOnce(f, s.p(), part, err) {
			return "", true, err
		} else if err != nil {
			named = nil // "en el cartel del recorrido" (swapplace.go)
		}
	}
	if !ok {
		if part, with, ok = quotedSwapIn(f, s.p()); !ok {
			return "", false, nil
		}
		var err error
		if named, err = namedTexts(f, r); err != nil && !swapHeldOnce(f, s.p(), part, err) {
			return "", true, err
		} else if err != nil {
			named = nil
		}
	}
	word := wordPattern(part)
	ts := filter(all(s.p()), func(t target) bool { return t.el.Text != nil && word.MatchString(t.el.Text.Content) })
	if named != nil {
		ts = filter(named, func(t target) bool { return word.MatchString(t.el.Text.Content) })
		if len(ts) == 0 {
			return "", true, &cannot{fmt.Sprintf("%s does not say %q", describe(named), part)}
		}
	}
	if len(ts) == 0 {
		return "", true, &cannot{fmt.Sprintf("no text says %q", part)}
	}
	for _, t := range ts {
		// the words around the match stay; "$" in the new words is literal
		changed := swapInCase(t.el.Text.Content, part, with) // in the text's case (spelledas.go)
		if _, err := s.call("update_text", map[string]any{"trackId": t.trackID, "elementId": t.id, "text": changed}); err != nil {
			return "", true, err
		}
	}
	s.touch(ids(ts)...)
	return fmt.Sprintf("Replaced %q with %q in %s.", part, with, describe(ts)), true, nil
}

// wordsSwapped reads "replace X with Y", "change X to Y", "cambiá X por Y"
// as words inside texts: X is in some text but is not a whole one, or is
// said plainly as words (quoted, or a number: "change 2024 to 2025").
// "replace the title 'Welcome' with 'Hi'" names a text by its words.
// The text the words are in may be named before the verb or after Y ("en
// el título cambiá SALAD por ENSALADA", "change 2024 to 2025 in the
// title"); placed says so (the place was read as part of Y, or the clause
// was the whole text "ENSALADA").
func wordsSwapped(f *frame, p *timeline.Project) (part, with string, placed, ok bool) {
	if f.verb != "replace" && f.verb != "make" || f.verbAt < 0 {
		return "", "", false, false
	}
	raw := f.c.raw
	if f.verbAt > 0 {
		at := f.c.toks[f.verbAt].pos - f.c.toks[0].pos // the clause's raw opens at its first word
		if at > len(raw) || !textPlaceLead.MatchString(raw[:at]) || !f.nounIs("text") {
			return "", "", false, false
		}
		raw, placed = raw[at:], true
	} else if f.nounIs("text") && !swapTail.MatchString(raw) {
		return "", "", false, false
	}
	var texts []string
	for _, t := range all(p) {
		if t.el.Text != nil {
			texts = append(texts, strings.TrimSpace(t.el.Text.Content))
		}
	}
	// each "with/to/por" may end X ("replace Thanks for watching! with
	// Bye": the whole text, not "Thanks"); the longest X found in a text
	// wins, and a whole text is named, not swapped
	found, said := false, ""
	for _, c := range swapSplits(raw) {
		if m := swapTail.FindStringIndex(c[1]); m != nil {
			c[1], placed = c[1][:m[0]], true
		}
		x, y := strings.Trim(c[0], "\"'“”‘’ "), strings.Trim(c[1], "\"'“”‘’ .!")
		if q, ok := quotedWhole(c[1]); ok {
			y = q // "change 'Welcome' to 'Welcome!!'": quoted words keep their marks (it lost "!!")
		}
		if x == "" || y == "" || startsWithDet.MatchString(x) {
			continue
		}
		if said == "" {
			part, with, said = x, y, c[0]
		}
		word := wordPattern(x)
		for _, t := range texts {
			if strings.EqualFold(t, x) {
				return "", "", false, false // the whole text: as before
			}
			if word.MatchString(t) && (!found || len(x) > len(part)) {
				part, with, said, found = x, y, c[0], true
			}
		}
	}
	if part == "" {
		return "", "", false, false
	}
	plain := quotedWords.MatchString(said) || plainNumber.MatchString(part)
	ok = found || plain && (len(f.targets) == 0 || placed)
	return part, with, placed && ok, ok
}

// porSwapsWords: "cambiá 47 por 52 en el texto de las bolsas" swaps words
// of a text that holds the first number, so "47 por 52" is no time to
// ask about ("from 47s to 52s, or 52 seconds from 47s?"), as "change 47
// to 52 in the bags text" is none.
func porSwapsWords(f *frame, r *resolver) bool {
	part, _, _, ok := wordsSwapped(f, r.p)
	if !ok || f.verb != "replace" && f.verb != "make" || !f.nounIs("text") || !bareDigits.MatchString(part) {
		return false
	}
	word := wordPattern(part)
	return slices.ContainsFunc(all(r.p), func(t target) bool { return t.el.Text != nil && word.MatchString(t.el.Text.Content) })
}

var bareDigits = regexp.MustCompile(`^\d+$`)

// quotedSwapIn reads two quotes said of a text that the first is only a
// part of: "cambiá 'Workshop' por 'Taller' en el título de bienvenida",
// "replace 'Workshop' with 'Class' in the welcome text". The part is
// swapped and the rest of the text stays (the whole text became the
// second quote).
func quotedSwapIn(f *frame, p *timeline.Project) (part, with string, ok bool) {
	if len(f.quotes) != 2 || f.verb != "replace" && f.verb != "make" && f.verb != "rename" && !oldQuoteSaid(f) || !f.nounIs("text") && !oldQuoteSaid(f) {
		// ("rename 'Race Day' to 'Día de carrera' in the label": the
		// quoted words of the label, not all of it, which became the new
		// words alone)
		return "", "", false
	}
	part = strings.TrimSpace(f.quotes[0])
	word := wordPattern(part)
	for _, t := range all(p) {
		if t.el.Text == nil {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(t.el.Text.Content), part) {
			return "", "", false // "change 'Welcome' to 'Hi'": the whole text, as before
		}
		ok = ok || word.MatchString(t.el.Text.Content)
	}
	return part, f.quotes[1], ok
}

// namedTexts are the texts the frame names besides its quotes.
func namedTexts(f *frame, r *resolver) ([]target, error) {
	g := *f
	g.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.quote != "" && len(n.names) == 0 && n.kind == "" })
	if len(g.targets) == 0 {
		return nil, nil
	}
	ts, err := targetsOf(&g, r)
	return filter(ts, isText), err
}

// swapSplits cuts "<verb> X with/to/por Y" at each joining word: the
// candidate (X, Y) pairs, X quoted whole when it is quoted.
func swapSplits(raw string) [][2]string {
	_, rest, ok := strings.Cut(strings.TrimSpace(raw), " ")
	if !ok {
		return nil
	}
	// "change the word "starter" to ...", "cambiá la palabra X por Y":
	// the word is X (it was a thing named "the word", refused)
	rest = wordLabel.ReplaceAllString(strings.TrimSpace(rest), "")
	var out [][2]string
	if q := quotedLead.FindStringSubmatchIndex(rest); q != nil {
		// "change "Welcome to the Workshop" to "Hi"": the quote is X
		if m := swapJoin.FindStringIndex(rest[q[1]:]); m != nil && m[0] == 0 {
			return [][2]string{{rest[:q[1]], rest[q[1]+m[1]:]}}
		}
		return nil
	}
	for _, m := range swapJoin.FindAllStringIndex(rest, -1) {
		out = append(out, [2]string{rest[:m[0]], rest[m[1]:]})
	}
	return out
}

// wordPattern matches part as whole words, in any case.
func wordPattern(part string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^\p{L}\p{N}])` + regexp.QuoteMeta(part) + `($|[^\p{L}\p{N}])`)
}

var (
	quotedWords = regexp.MustCompile(`^\s*["'“‘].*["'”’]\s*$`)
	quotedLead  = regexp.MustCompile(`^["“][^"”]*["”]|^['‘][^'’]*['’]`)
	swapJoin    = regexp.MustCompile(`(?i)\s+(?:with|to|for|por|con)\s+`)
	plainNumber = regexp.MustCompile(`^\d{3,}$`) // "2024"; "change 3 to 5" may be times
	// "in the title", "en el título" before the verb of a swap, or after Y
	textPlaceLead = regexp.MustCompile(`(?i)^\s*(?:in|on|en)\s+(?:the|el|la|this|that|este|esta|ese|esa)\s+[^'"“”‘’]+$`)
	swapTail      = regexp.MustCompile(`(?i)\s+(?:in|on|en)\s+(?:the|el|la|this|that|este|esta|ese|esa)\s+[^'"“”‘’]+$`)
	wordLabel     = regexp.MustCompile(`(?i)^(?:the|la|el|las|los)\s+(?:word|words|palabra|palabras|phrase|frase)\s+`)
	startsWithDet = regexp.MustCompile(`(?i)^(the|a|an|el|la|los|las|un|una|this|that|este|esta|ese|esa)\s`)
)

var popWords = map[string]bool{"pop": true, "pops": true, "popping": true, "poppy": true}

var colourWords = map[string]bool{"color": true, "colors": true, "colour": true, "colours": true, "colores": true,
	"saturation": true, "saturacion": true, "saturated": true, "saturate": true}

// popUnsaid: "make it pop", "make it pop more" on a video say no look: more
// colour, more contrast, sharper? (it applied saturation over the whole
// video). "make the colours pop" says colour, and a second look said
// beside it ("brighter, make it pop") says the rest. A photo keeps its
// reading: there "pop" is the subject made to stand out.
func popUnsaid(f *frame) *question {
	if len(f.effects) != 1 || !f.says(popWords) || f.says(colourWords) {
		return nil
	}
	return &question{"Make it pop how: more colour (\"more saturated\"), more contrast, brighter or sharper?"}
}

// fullPicture: an image at least as tall or as wide as the frame (a slide,
// a card, a photo), not a logo or a badge.
// One already over the video ("put another logo at the end") stays a
// thing over it.
func fullPicture(p *timeline.Project, a *timeline.Asset) bool {
	for _, t := range all(p) {
		if t.el.AssetID == a.ID && t.track != timeline.TrackMain {
			return false
		}
	}
	return a.Height >= p.Settings.Height || a.Width >= p.Settings.Width
}

// wholeVideoWords say all of the video as the place of a look.
var wholeVideoWords = []string{"whole video", "entire video", "everything", "the whole thing", "all of the video", "todo el video",
	"video entero", "video completo", "todo el clip entero"}

// partEffectForWholeVideo: "make the whole video a little more saturated"
// with a saturation effect over one clip only: strengthening it leaves
// the rest as it was (it was done, and the rest stayed). It is asked.
func partEffectForWholeVideo(s *sim, f *frame, ts []target) error {
	said := fold(f.prompt[f.c.toks[0].pos:f.c.toks[len(f.c.toks)-1].end])
	if !slices.ContainsFunc(wholeVideoWords, func(w string) bool { return strings.Contains(said, w) }) {
		return nil
	}
	total := s.total()
	for _, t := range ts {
		if t.el.Start.Seconds() > 0.5 || t.el.End().Seconds() < total-0.5 {
			a, b := t.el.Start.Seconds(), t.el.End().Seconds()
			return &question{fmt.Sprintf("The %s covers only %s–%s: make it stronger there, or add one over the whole video? Say e.g. \"make the %s stronger\" or \"more %s from 0 to %s\".",
				describe([]target{t}), secs(a), secs(b), t.el.Effect.Type, t.el.Effect.Type, secs(total))}
		}
	}
	return nil
}

// tradedOrCopied: "cambiá la llamada por la entrevista" with the interview
// on the main track too: "cambiar" is to trade as well as to replace, so
// trade their places, or put a second copy there? (a second copy took the
// call's place). "Replace X with Y" says which, and is done.
func tradedOrCopied(s *sim, f *frame, t target, a *timeline.Asset) error {
	verb := fold(f.verbSaid)
	if t.track != timeline.TrackMain || !strings.HasPrefix(verb, "camb") && !strings.HasPrefix(verb, "change") && !strings.HasPrefix(verb, "switch") {
		return nil
	}
	for _, o := range all(s.p()) {
		if o.track == timeline.TrackMain && o.el.AssetID == a.ID {
			return &question{fmt.Sprintf("%s is already on the main track at %s–%s: swap it with %s, or put a second copy of it there? To swap, say e.g. \"swap them\".",
				a.Name, secs(o.el.Start.Seconds()), secs(o.el.End().Seconds()), describe([]target{t}))}
		}
	}
	return nil
}
