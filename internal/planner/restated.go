package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A moment said twice in one request, once by number or edge and once by
// what happens then ("split the music at 44, right where the pool
// starts", "poné 'Cosecha' cuando arranca la cosecha, en el 55", "put the
// drone clip at the end, after the party"): the second is a check on the
// first. Where the project agrees, both are one moment; where it does not,
// the person is asked which one they meant (the second was refused on its
// own, or read as the end: "en el 55" made the text 50–55).

// restatedMoment: toks are only a moment said again, returned as the
// clause after it will read them: an event of the project ("right where
// the pool starts", "justo donde arranca el atardecer", "when the solo
// starts"), the seam beside a thing ("after the party", "antes de la
// cocina") or a number ("at 50", "en el 55").
func restatedMoment(toks []token) ([]token, bool) {
	c := contentTokens(toks)
	for len(c) > 0 && c[0].has(cMod, "right") && !c[0].has(cPos) {
		c = c[1:] // "justo", "exactly": how sharp, no slot
	}
	if len(c) == 0 {
		return nil, false
	}
	switch {
	case len(c) >= 3 && (c[0].word(eventPointWords...) || c[0].word("where", "donde", "en donde", "right where", "just where", "exactly where")):
		verbs := 0
		for k, t := range c[1:] {
			if t.kind != tWord || t.has(cPos) || t.has(cSticker) && !t.has(cKind) || t.has(cEffect) && !c[k].has(cDet) {
				// (a look after an article is a noun, a thing's name:
				// "justo donde arranca el atardecer"; the moment is checked
				// against the project after)
				return nil, false
			}
			if isVerbAt(c, k+1) {
				if !t.has(cVerb, "start", "end") {
					return nil, false
				}
				verbs++
			}
		}
		if verbs != 1 {
			return nil, false
		}
		out := slices.Clone(c)
		out[0].text, out[0].lex = "when", lookup("when")
		return out, true
	case len(c) >= 2 && c[0].has(cPrep, "after", "before") && !c[0].has(cPrep, "during"):
		for _, t := range c[1:] {
			if t.kind != tWord || t.has(cPos) || t.has(cSticker) && !t.has(cKind) || t.has(cEffect) || t.has(cVerb) && !t.has(cVerb, "start", "end") {
				return nil, false
			}
		}
		return c, true
	}
	j := 0
	if c[j].has(cPrep, "at", "in") {
		j++
	}
	if j < len(c) && c[j].word("the", "el", "second", "segundo", "los", "minuto", "minute") {
		j++
	}
	if j == len(c)-1 && c[j].timeLike() && j > 0 {
		return c, true
	}
	return nil, false
}

// momentSaidIn: the clause says when already, by number, by an edge or
// seam ("at the end", "after the garden") or by an event ("when the encore
// starts").
func momentSaidIn(toks []token) bool {
	for j, t := range toks {
		if t.timeLike() || t.has(cSpan, "start", "end") || t.has(cPrep, "after", "before") || eventOpener(toks, j) {
			return true
		}
	}
	return false
}

// restatedQuestion checks a moment said twice (clause.restatedAt)
// against the project: the times said before the piece and those in it
// are read apart; where both are one moment, the piece is dropped (it
// only confirmed it); where they differ, or one cannot be read as a
// moment, the person is asked, never guessed.
func restatedQuestion(f *frame, r *resolver) *question {
	at := f.c.restatedAt
	if at == 0 {
		return nil
	}
	var said, again []timeExpr
	for _, te := range f.times {
		if te.first >= at {
			again = append(again, te)
		} else {
			said = append(said, te)
		}
	}
	if len(said) == 0 && len(again) == 1 && again[0].kind == "point" && f.eventDesc != "" {
		// "right when he lands, around 22s": the event before was only
		// the moment's description (eventpoint.go); the number is it
		return nil
	}
	if len(said) == 0 || len(again) == 0 {
		// one of the two was not read as a time ("when the match starts"
		// with "match" read as a verb): the other alone is a guess
		return &question{fmt.Sprintf("At which moment? The request says it twice (%q) and basic mode read only one; say it once, e.g. \"at 0:12\".", f.c.raw)}
	}
	a, aok := momentOf(f, r, said)
	b, bok := momentOf(f, r, again)
	if aok && bok && math.Abs(a-b) < 0.5 {
		f.times = said
		return nil
	}
	if !aok || !bok {
		return &question{fmt.Sprintf("At which moment? The request says it twice (%q); say it once, e.g. \"at 0:12\".", f.c.raw)}
	}
	return &question{fmt.Sprintf("At which moment: %s or %s? The request says both; say one, e.g. \"at %s\".", secs(a), secs(b), secs(a))}
}

// momentOf reads times as one moment: a point, or the seam a stretch
// after or before a thing opens at ("after the party" from its end,
// "before the hall" up to its start).
func momentOf(f *frame, r *resolver, times []timeExpr) (float64, bool) {
	g := *f
	g.times = times
	sp, err := r.times(&g)
	if err != nil {
		return 0, false
	}
	switch {
	case len(sp.points) == 1 && len(sp.ranges) == 0:
		return sp.points[0], true
	case len(sp.ranges) == 1 && len(sp.points) == 0:
		if times[len(times)-1].prep == "before" {
			return sp.ranges[0].b, true
		}
		return sp.ranges[0].a, true
	}
	return 0, false
}

// withVideoStart: the piece after a start is only "along with the video"
// ("que arranque desde el segundo 0, junto con el video", "start it at 0,
// with the video"): it says the start again, the video's own (at its
// start), not how long ("junto con el video" was read as the whole video
// and stretched the label 0–64). It is returned as that moment, to be
// checked against the one said before (restatedQuestion): a start that is
// the video's start is the same moment; another one is asked. A clause
// that says how long ("que dure junto con el video", "for the whole
// video") has a verb or a span of its own and is not this piece.
func withVideoStart(prev, conn, toks []token) ([]token, bool) {
	if !slices.ContainsFunc(prev, func(t token) bool { return t.kind == tWord && t.has(cVerb, "start") }) || !momentSaidIn(prev) {
		return nil, false
	}
	var w []token
	comma := false
	for _, t := range slices.Concat(conn, toks) {
		switch {
		case t.kind == tPunct && strings.Contains(t.text, ","):
			comma = true
		case t.kind == tPunct || t.kind == tWord && isFiller(t) && !t.has(cPrep) && !t.has(cConn):
		default:
			w = append(w, t)
		}
	}
	if !comma || len(w) < 2 || len(w) > 3 || !w[0].word(withVideoWords...) {
		return nil, false
	}
	if len(w) == 3 && !w[1].word("the", "el", "its", "su") {
		return nil, false
	}
	v := w[len(w)-1]
	if v.kind != tWord || !v.has(cKind, "video") || !v.word("video", "videos") {
		return nil, false
	}
	return []token{{kind: tWord, text: "at the start", pos: w[0].pos, end: v.end, lex: []lexeme{{cat: cSpan, val: "start"}}}}, true
}

// withVideoWords: "with", said of a thing the other one goes along with.
var withVideoWords = []string{"with", "con", "junto con", "along with", "together with", "at the same time as",
	"al mismo tiempo que", "a la par de", "a la par del"}

// asCommas: the connective before a piece kept as its commas only (an
// "along with" that opened the piece is the piece's, not a word of the
// clause it joins), one for one so the places after it stay.
func asCommas(conn []token) []token {
	out := slices.Clone(conn)
	for i, t := range out {
		if t.kind != tPunct {
			out[i] = token{kind: tPunct, text: ",", pos: t.pos, end: t.end}
		}
	}
	return out
}

// comesInWithVideo: "el cartel de vero que arranque desde el segundo 0,
// junto con el video": the thing comes in with the video, shown from its
// start on; where it ends is not said, so it keeps its end (it was moved
// whole and went off at 5 instead of 9). Only a start earlier than its
// own: a later one would leave nothing of it shown "with the video".
func comesInWithVideo(s *sim, f *frame, ts []target, start float64) (string, bool) {
	if !f.c.withVideo || len(ts) != 1 || ts[0].track == timeline.TrackMain || start > 0.05 || start >= ts[0].el.Start.Seconds()-1e-6 {
		return "", false
	}
	t := ts[0]
	end := t.el.End().Seconds()
	if _, err := s.call("update_timeline_element_timing", map[string]any{"elementId": t.id, "start": start, "end": end}); err == nil {
		s.touch(t.id)
		return fmt.Sprintf("Made %s start at %s with the video, still ending at %s.", describe(ts), secs(start), secs(end)), true
	} else if !overlaps(err) {
		return "", false
	}
	// the move and the end stand together: an end that does not fit on
	// the track with room takes the move back, so the ordinary move that
	// runs next finds the thing where it was (it found it gone)
	was, n := s.state(), len(s.steps)
	moved, err := s.relocate(t, start)
	if err == nil {
		_, err = s.call("update_timeline_element_timing", map[string]any{"elementId": moved.id, "end": end})
	}
	if err != nil {
		s.restore(was)
		s.steps = s.steps[:n]
		return "", false
	}
	s.touch(moved.id)
	return fmt.Sprintf("Made %s start at %s with the video, still ending at %s (on track %s, where there was room).", describe(ts), secs(start), secs(end), moved.trackID), true
}

// startOfSpan: where a span said of one moment or one stretch starts.
func startOfSpan(sp span) (float64, bool) {
	switch {
	case len(sp.points) == 1 && len(sp.ranges) == 0:
		return sp.points[0], true
	case len(sp.ranges) == 1 && len(sp.points) == 0:
		return sp.ranges[0].a, true
	}
	return 0, false
}

// withVideoThenMoment: "with the video" said before the start's moment,
// the piece after the comma: "el nombre de la directora que arranque
// junto con el video, desde el 0", "the credit should start along with
// the video, at 0". The "with the video" is the start said first (it was
// read as the whole video: the name ran 0 to the end); it becomes that
// moment, one token for one so the piece's place stays, and the piece
// restates it (restatedQuestion checks they agree).
func withVideoThenMoment(prev, conn, toks []token) ([]token, bool) {
	if !commaOnly(conn) || !slices.ContainsFunc(prev, func(t token) bool { return t.kind == tWord && t.has(cVerb, "start") }) || !momentOnly(toks) {
		return nil, false
	}
	n := len(prev)
	v := prev[n-1]
	if n < 3 || v.kind != tWord || !v.has(cKind, "video") || !v.word("video", "videos") {
		return nil, false
	}
	w := n - 2
	if prev[w].word("the", "el", "its", "su") {
		w--
	}
	if w < 1 || !prev[w].word(withVideoWords...) {
		return nil, false
	}
	out := slices.Clone(prev[:w])
	out = append(out, token{kind: tWord, text: "at the start", pos: prev[w].pos, end: v.end, lex: []lexeme{{cat: cSpan, val: "start"}}})
	out = append(out, asCommas(prev[w+1:])...)
	return append(append(out, conn...), toks...), true
}

// momentOnly: the piece says a moment and nothing else ("desde el 0",
// "at second 0", "from 0").
func momentOnly(toks []token) bool {
	timed := false
	for _, t := range contentTokens(toks) {
		switch {
		case t.timeLike():
			timed = true
		case t.kind == tWord && (t.has(cPrep) || t.has(cDet) || t.word("second", "segundo", "seconds", "segundos")):
		default:
			return false
		}
	}
	return timed
}
