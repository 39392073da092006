package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// festivalFixture is the small edit with a vignette over 4-9 (intensity
// 40), the director's label at 4-8, a schedule card at 12-16 and a
// festival title at 14-17, beside "Welcome", the logo and the music.
func festivalFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	playCalls(t, "festival", ed, []testCall{
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 4, "end": 9, "params": map[string]any{"intensity": 40}}},
		{"add_text", map[string]any{"text": "Ana Ruiz, directora", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Horario: lunes a viernes de 9 a 18 h", "start": 12, "end": 16, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "FESTIVAL DE LA PRIMAVERA", "start": 14, "end": 17, "position": "center", "style": "plain"}},
	})
	return ed
}

// weakerLook wants one effect of the type, at a level below the one given.
func weakerLook(typ string, below float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) != 1 {
			return fmt.Sprintf("%d %s effects, want 1", len(es), typ)
		}
		if v, _ := es[0].Effect.Params["intensity"].(float64); v >= below {
			return fmt.Sprintf("%s intensity %v, want below %v", typ, v, below)
		}
		return ""
	}
}

// clipSpans wants the one element named so over start-end.
func clipSpans(name string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })
		if len(es) != 1 {
			return fmt.Sprintf("%d elements %q, want 1", len(es), name)
		}
		if e := es[0]; !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) {
			return fmt.Sprintf("%s at %v-%v, want %v-%v", name, e.Start.Seconds(), e.End().Seconds(), start, end)
		}
		return ""
	}
}

// festivalCases: readings added in session 59 (helper f2).
var festivalCases = map[string][]vcase{
	// an effect's bare name before a copula is the one complained of, not
	// the verb "apply a vignette" (a second vignette was added and the
	// remedy lowered that one)
	"an effect named before how it is": {
		{"vignette is way too strong, turn it down", weakerLook("vignette", 40)},
		{"vignette's so heavy, tone it down a little", weakerLook("vignette", 40)},
		{"vignette seems too strong, lower it", weakerLook("vignette", 40)},
		// the neighbour: said as the verb it is still a new vignette
		{"vignette the beach clip", countIs(timeline.ElementEffect, 2)},
	},
	// "volalo" (rioplatense: get rid of it) is a removal, as "sacalo"
	// (a text "volalo" was added); an order basic mode does not know,
	// said after a text, is asked, never written as the text's words
	"volalo, and unknown orders after a text": {
		{"el cartel del horario volalo", textGone("Horario: lunes a viernes de 9 a 18 h")},
		{"volame el cartel del horario", textGone("Horario: lunes a viernes de 9 a 18 h")},
		{"el cartel del horario fletalo", nil},
		{"the schedule card yeet it", nil},
	},
	// "the rest" removed after a keep is what the keep took away: one
	// trim (it was a second removal of the clip, or refused)
	"the rest after a keep": {
		{"del intro dejá solo hasta el 6, lo demás volalo", clipSpans("intro.mp4", 0, 6)},
		{"del intro dejá solo hasta el 6, el resto sacalo", clipSpans("intro.mp4", 0, 6)},
	},
	// a text made shorter with its new words quoted becomes those words
	// whole (they were read as words added to the text's run, and it grew)
	"a text made shorter": {
		{"make the festival title shorter, just 'LA PRIMAVERA 2027'", both(textIs("LA PRIMAVERA 2027", 14, 17, "", ""), textGone("FESTIVAL DE LA PRIMAVERA"))},
		{"acortá el título del festival, que diga solo 'LA PRIMAVERA 2027'", textIs("LA PRIMAVERA 2027", 14, 17, "", "")},
		// longer words are no shortening: asked, nothing rewritten
		{"make the festival title shorter: 'FESTIVAL DE LA PRIMAVERA 2027'", nil},
	},
	// "with the video" said before the start's moment is that start: it
	// keeps its end (it ran to the end of the video)
	"with the video, then the moment": {
		{"que el nombre de la directora arranque junto con el video, desde el segundo 0", textIs("Ana Ruiz, directora", 0, 8, "", "")},
		{"el nombre de la directora que arranque con el video, desde el 0", textIs("Ana Ruiz, directora", 0, 8, "", "")},
		// a moment that is not the video's start is asked
		{"el nombre de la directora que arranque junto con el video, desde el 3", nil},
	},
	// an effect made to cover one more thing, with its end said, runs
	// from the earlier start to that end (both were hidden)
	"cover one more thing, until a time": {
		{"que la viñeta cubra también el cartel del horario, hasta el 15", effectIs("vignette", 4, 15, "", 0)},
		{"make the vignette cover the beach clip too, until 16", effectIs("vignette", 4, 16, "", 0)},
		{"que la viñeta cubra también el cartel del horario", effectIs("vignette", 4, 16, "", 0)}, // as before
	},
}

func TestF2S59Festival(t *testing.T) {
	runFixtureTable(t, "festival", festivalFixture, festivalCases)
}
