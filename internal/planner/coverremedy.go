package planner

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A picture or a text said to cover what the footage shows: "el logo le
// tapa la cara", "the heart covers luna's face", "the qr code covers the
// kids waving at the end". What is covered is in the footage, not an
// element drawn over it, so the thing that covers goes to the other edge
// on its own side (top to bottom, bottom to top), and the reply says so;
// it was refused (the words of what the footage shows were unknown) or
// asked. One drawn thing over another ("the logo covers the title")
// still asks which should change, and a centred picture asks where.

// coverLeads stand between the thing that covers and the cover word.
// "me", "nos": who the thing is in the way of ("el logo me tapa la cabeza
// del cachorro": refused, "there is no la cabeza del cachorro").
var coverLeads = []string{"le", "les", "is", "are", "esta", "estan", "keeps", "sigue", "me", "nos", "te"}

// coverSeenSaid reads the words after the cover word at i as what the
// footage shows, when nothing of the project is named right after it and
// no verb follows: the words are the covered thing, described.
func (f *frame) coverSeenSaid(i int) bool {
	toks := f.c.toks
	var said []string
	for k := i + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tPunct || t.has(cConn) {
			if slices.ContainsFunc(toks[k+1:], func(t token) bool { return t.kind != tPunct }) {
				// "el título tapa todo el warmup, que dure la mitad": the
				// clause goes on with an order of its own, which the move
				// would drop (the title was moved and the rest lost)
				return false
			}
			break
		}
		if t.has(cVerb) && !t.has(cVerb, "show") || t.kind != tWord {
			return false // "covers it, move it": an order; a time or number: not read here
		}
		said = append(said, t.text)
	}
	if len(said) == 0 || !slices.ContainsFunc(said, func(w string) bool { return !contains(coverDegrees, w) }) {
		return false // "the logo covers too much", "el logo tapa mucho": how much, not what
	}
	for k := range f.targets {
		if n := f.targets[k]; n.first > i && !n.pron {
			f.coveredNP = &n
			break
		}
	}
	f.covered, f.coveredSeen = strings.Join(said, " "), true
	f.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.first > i })
	f.times = slices.DeleteFunc(slices.Clone(f.times), func(te timeExpr) bool { return te.first > i })
	f.unknown = slices.DeleteFunc(slices.Clone(f.unknown), func(w string) bool { return w == toks[i].text || slices.Contains(said, w) })
	f.unknown = slices.DeleteFunc(f.unknown, func(w string) bool { return contains(coverLeads, w) })
	if f.verbAt == i {
		f.verb, f.verbSaid, f.verbAt = "", "", -1
	}
	return true
}

// coverMoved moves the one thing a note says covers what the footage
// shows to the other edge; ok is false where the note still asks.
func coverMoved(s *sim, f *frame, rc *refContext) (string, bool, error) {
	if !f.coveredSeen || len(f.targets) != 1 || f.verb != "" || len(f.amounts) > 0 {
		return "", false, nil
	}
	if n := f.coveredNP; n != nil && n.end <= len(f.c.toks) && orderAfter(f.c.toks[n.end:]) {
		// a clause said after what is covered ("el título tapa todo el
		// warmup, que dure la mitad") may be the remedy: the note asks
		// (the title was moved and "que dure la mitad" dropped: silent);
		// "… en la largada" only says where
		return "", false, nil
	}
	r := clauseResolver(s, f, rc)
	if f.coveredNP != nil {
		if cs, err := r.elements(*f.coveredNP); err == nil && slices.ContainsFunc(cs, func(c target) bool { return c.track != timeline.TrackMain }) {
			return drawnCoverMoved(s, f, r, cs) // a drawn thing covered: the one that covers moves (coverdrawn.go)
		}
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 {
		return "", false, nil
	}
	t := ts[0]
	if t.track == timeline.TrackMain || t.el.Visual == nil {
		return "", false, nil
	}
	var pos string
	if t.el.Text != nil {
		pos = map[string]string{"top": "bottom", "bottom": "top", "center": "bottom"}[t.el.Text.Position]
	} else if math.Abs(t.el.Visual.Y) > 1 {
		v, h := "top", ""
		if t.el.Visual.Y < 0 {
			v = "bottom"
		}
		switch {
		case t.el.Visual.X < -1:
			h = "-left"
		case t.el.Visual.X > 1:
			h = "-right"
		}
		pos = v + h
	}
	if pos == "" {
		return "", false, nil
	}
	g := *f
	g.verb, g.pos, g.mods, g.effects, g.amounts, g.times = "move", strings.Split(strings.ReplaceAll(pos, "-", " "), " "), nil, nil, nil, nil
	line, err := planPlace(s, &g, r)
	if err != nil {
		return "", false, nil
	}
	return fmt.Sprintf("%s covers %q, so it was moved to the %s: %s", describe(ts), f.covered, strings.ReplaceAll(pos, "-", " "), line), true, nil
}

// coverDegrees say how much a thing covers, not what.
var coverDegrees = []string{"too", "much", "too much", "way", "a lot", "lot", "so", "mucho", "muchisimo", "demasiado", "bastante",
	"everything", "todo", "de mas", "half", "la mitad"}

// orderAfter: the words after what a note says is covered go on with a
// clause of their own: a verb, "que", or words after a comma.
func orderAfter(toks []token) bool {
	for k, t := range toks {
		if t.has(cVerb) || t.word("que", "so", "para") || strings.HasPrefix(t.text, "que ") {
			return true
		}
		if t.kind == tPunct && slices.ContainsFunc(toks[k+1:], func(t token) bool { return t.kind != tPunct }) {
			return true
		}
	}
	return false
}
