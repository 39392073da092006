package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qrFixture is the workshop project with texts named by their role, not
// their words: a price, a place's name, a rest timer, a warm-up label and
// a call to action with a phone number.
//
//	text  … | "Sourdough kit €39 · 1 kg" 20-24 bottom (label) | "Panadería Sol"
//	      30-34 top | "Rest 60s" 40-44 center | "Warm-up · 5 min" 50-54 bottom
//	      (label) | "Book now · 555-0188" 60-64 bottom (label)
func qrFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "qr", ed, []testCall{
		{"add_text", map[string]any{"text": "Sourdough kit €39 · 1 kg", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Panadería Sol", "start": 30, "end": 34, "position": "top"}},
		{"add_text", map[string]any{"text": "Rest 60s", "start": 40, "end": 44, "position": "center"}},
		{"add_text", map[string]any{"text": "Warm-up · 5 min", "start": 50, "end": 54, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "Book now · 555-0188", "start": 60, "end": 64, "position": "bottom", "style": "label"}},
	})
	return ed
}

// textGone wants no text that says content left (shared by the
// helpers' tables).
func textGone(content string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}); len(es) > 0 {
			return content + " is still there"
		}
		return ""
	}
}

// qrCases: a text named by its role or meaning (issue 13, development sets
// 8-13): by what its words are (a price, a phone number, a call to action,
// a name), by the role said after "of" ("el texto del precio"), or by a
// word of it in the other language; and a new value for a role that
// holds other words too. A nil check wants a question or a refusal.
var qrCases = map[string][]vcase{
	// a phone number and a call to action are told by their words ("would
	// leave out number", "action")
	"phone and call to action": {
		{"delete the phone number", textGone("Book now · 555-0188")},
		{"borrá el número de teléfono", textGone("Book now · 555-0188")}, // "el teléfono" alone is the thing in a photo
		{"move the call to action to the top", textIs("Book now · 555-0188", 60, 64, "top", "")},
		{"borrá el llamado a la acción", textGone("Book now · 555-0188")},
		{"make the CTA last until 66", textIs("Book now · 555-0188", 60, 66, "", "")},
	},
	// the role after "of" or "with" says which text (it asked which of all)
	"text of a role": {
		{"borrá el texto del precio", textGone("Sourdough kit €39 · 1 kg")},
		{"delete the caption with the price", textGone("Sourdough kit €39 · 1 kg")},
		{"subí el cartel del número de teléfono arriba", textIs("Book now · 555-0188", 60, 64, "top", "")},
		{"move the label with the phone number to the top", textIs("Book now · 555-0188", 60, 64, "top", "")},
		// guard: a text of a thing that is no role is still asked about
		{"borrá el texto del perro", nil},
	},
	// a name whose owner no text says: a person's, or a place's
	"name of someone": {
		{"delete the guest name", textGone("Ana Pérez · Head Baker")},
		{"subí el nombre de la invitada arriba", textIs("Ana Pérez · Head Baker", 5, 9, "top", "")},
		{"subí el título de la invitada arriba", textIs("Ana Pérez · Head Baker", 5, 9, "top", "")},
		{"delete the restaurant name", textGone("Panadería Sol")},
		{"delete the hotel name", textGone("Panadería Sol")},
		// guard: an owner that is no person nor place is not guessed
		{"delete the name of the dog", nil},
	},
	// a new value for a role: that value changes, the rest of the text
	// stays (the whole text became "€35")
	"new value of a role": {
		{"change the price to €35", textIs("Sourdough kit €35 · 1 kg", 20, 24, "", "")},
		{"cambiá el precio a €35", textIs("Sourdough kit €35 · 1 kg", 20, 24, "", "")},
		{"change the phone number to 555-0199", textIs("Book now · 555-0199", 60, 64, "", "")},
		// guards: quoted words are the whole new text; words that are more
		// than a value too
		{"change the price to 'Only €35'", textIs("Only €35", 20, 24, "", "")},
		{"change the price to Sale €35", textIs("Sale €35", 20, 24, "", "")},
	},
	// a word a text says, before its noun or in the other language: "the
	// rest timer" is no rest of the video, "warm-up" one word
	"words of a text": {
		{"delete the rest timer", textGone("Rest 60s")},
		{"borrá el descanso", textGone("Rest 60s")},
		{"make the rest text start at 41", textIs("Rest 60s", 41, 45, "", "")},
		{"delete the warm-up label", textGone("Warm-up · 5 min")},
		{"move the warmup label to the top", textIs("Warm-up · 5 min", 50, 54, "top", "")},
		// guards: a length as new words is asked, or read as the old value
		// corrected (the text became "45
		// seconds, …"); a part of a thing longer than the text is asked
		// (it was moved there, as long as before)
		{"cambiá el descanso a 45 segundos, 60 es demasiado", textIs("Rest 45s", 40, 44, "", "")},
		{"make the rest timer show for the last 10 seconds of the interview", nil},
	},
}

func TestI13qrRoleTexts(t *testing.T) {
	runFixtureTable(t, "i13qr role texts", qrFixture, qrCases)
}
