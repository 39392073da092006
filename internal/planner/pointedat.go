package planner

import (
	"context"
	"encoding/json"
	"math"
	"regexp"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A sticker said by what it points at: "una flecha que señale el cartel de
// precios", "pone una flechita apuntando a las tazas en el 45", "agregá
// una flecha … entre el 20 y el 25, para señalar la diapo", "an arrow
// pointing at the price". The pointing was left out ("would leave out
// senale, apuntando") or read as a word it does not know. What is pointed
// at says when the sticker shows, as "while it is on screen" does; where
// the request says the time itself, the pointing only says why. Tried
// only when the request was not planned, and kept only when the plan adds
// stickers and does nothing else.

// pointingSaid: the words that point, up to what they point at.
var pointingSaid = regexp.MustCompile(`(?i),?\s*\b(?:que\s+(?:señale|senale|señala|senala|apunte\s+(?:a|hacia)|indique|marque)|apuntando\s+(?:a|hacia)|señalando|senalando|para\s+(?:señalar|senalar|marcar|indicar)|pointing\s+(?:at|to|towards)|that\s+points\s+(?:at|to)|to\s+point\s+(?:at|to)|to\s+point\s+out)\s+`)

// pointedEnd: where what is pointed at ends, before a time or a place said
// after it.
var pointedEnd = regexp.MustCompile(`(?i)[,;.!?]|\s+(?:en el \d|en el seg|a los \d|at \d|at the \d|from \d|del \d|desde|entre|between|arriba|abajo|top|bottom|en el centro|in the middle|in the centre|in the center)`)

// pointedWay: the pointing names a direction, which is the arrow's own
// ("apuntando a la derecha" is arrow-right).
var pointedWay = regexp.MustCompile(`(?i)^(?:a\s+|hacia\s+)?(?:la\s+|the\s+)?(?:derecha|izquierda|arriba|abajo|right|left|up|down)\b`)

// pointerSaid: the request names a sticker that points.
var pointerSaid = regexp.MustCompile(`(?i)\b(?:flech\w*|arrow\w*|sticker|emoji|pin|c[ií]rculo|circle)\b`)

// pointedAtPlan plans the sticker with the pointing read as its time.
func pointedAtPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	m := pointingSaid.FindStringIndex(prompt)
	if m == nil || !pointerSaid.MatchString(prompt[:m[0]]) || ed == nil || ed.Project == nil {
		return Plan{}, false
	}
	rest := prompt[m[1]:]
	if pointedWay.MatchString(rest) {
		return Plan{}, false
	}
	end := len(rest)
	if e := pointedEnd.FindStringIndex(rest); e != nil {
		end = e[0]
	}
	object := strings.TrimSpace(rest[:end])
	if object == "" {
		return Plan{}, false
	}
	outside := prompt[:m[0]] + rest[end:]
	var again string
	timed := strings.ContainsAny(outside, "0123456789")
	switch {
	case timed:
		again = outside // the time is said: the pointing is why
	case spanishSaid(prompt[m[0]:m[1]]):
		again = prompt[:m[0]] + " mientras se ve " + strings.TrimPrefix(object, "a ") + rest[end:]
	default:
		again = prompt[:m[0]] + " while " + object + " is on screen" + rest[end:]
	}
	plan := planVideo(ctx, again, ed, opt)
	if !plan.OK() && startsWithDet.MatchString(strings.TrimSpace(again)+" ") {
		// "una flecha que señale …" said with no verb: the sticker is to add
		verb := "add "
		if spanishSaid(prompt[m[0]:m[1]]) {
			verb = "poné "
		}
		plan = planVideo(ctx, verb+strings.TrimSpace(again), ed, opt)
	}
	if !plan.OK() || len(plan.Steps) == 0 {
		return Plan{}, false
	}
	for _, s := range plan.Steps {
		if s.Tool != "add_sticker" || !timed && !marksAText(ed, s) {
			// "add an arrow pointing at the logo", "una flechita señalando
			// el mapa": a sticker in a corner does not point at a thing in
			// the picture; only a text's time is what is marked
			return Plan{}, false
		}
	}
	return plan, true
}

// marksAText: the sticker the step adds starts when a text of the project
// starts (what it points at is that text).
func marksAText(ed *videotools.Editor, s Step) bool {
	var in struct {
		Start float64 `json:"start"`
	}
	if json.Unmarshal(s.Params, &in) != nil {
		return false
	}
	for _, t := range all(ed.Project) {
		if t.el.Text != nil && math.Abs(t.el.Start.Seconds()-in.Start) < 0.01 {
			return true
		}
	}
	return false
}

// spanishSaid: the pointing words are Spanish.
func spanishSaid(s string) bool {
	s = strings.ToLower(s)
	return !strings.Contains(s, "point")
}
