package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// sgFixture is the workshop project with a label that holds a date.
//
//	text  … | "Hall Nine · 21.06.2025" 20-24 bottom (label)
func sgFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "sg", ed, []testCall{
		{"add_text", map[string]any{"text": "Hall Nine · 21.06.2025", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
	})
	return ed
}

// sgTwoDatesFixture adds a closing line that holds another date.
//
//	text  … | "Next date: 3 July · tickets at bakeclub.com" 60-64 top
func sgTwoDatesFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := sgFixture(t)
	playCalls(t, "sg2", ed, []testCall{
		{"add_text", map[string]any{"text": "Next date: 3 July · tickets at bakeclub.com", "start": 60, "end": 64, "position": "top"}},
	})
	return ed
}

// sgCases: an edit followed by why, said as what cannot be seen, read,
// heard or scanned now ("que no se lee nada", "que nadie lo va a
// escanear") or whom it is for ("so people can actually scan it"): an
// aside, not words the edit must use (it was refused, "would leave out
// lee, nada"). A nil check wants a question or a refusal.
var sgCases = map[string][]vcase{
	"failed perception after que": {
		{"agrandá el texto de la fecha que no se lee nada", textScaleGrew("Hall Nine · 21.06.2025", true)},
		{"make the date text bigger, nobody can read it", textScaleGrew("Hall Nine · 21.06.2025", true)},
		{"hacé el logo más grande que no se puede escanear", biggerThan("logo.png", 0.25)},
		{"make the logo bigger so people can actually scan it", biggerThan("logo.png", 0.25)},
		{"sacá el logo que nadie lo va a escanear", goneIs("logo.png")},
		{"subí la música que no se escucha", gvLouderThan("music.mp3", 0.8)},
	},
	"guards": {
		// a quote after "que" is what the text says, not a reason
		{"borrá el texto que dice 'first, the starter'", textGone("first, the starter")},
		{"agrandá el texto de la fecha", textScaleGrew("Hall Nine · 21.06.2025", true)},
	},
}

// sgTwoDatesCases: two texts hold a date; which one is asked.
var sgTwoDatesCases = map[string][]vcase{
	"two dates": {
		{"agrandá el texto de la fecha que no se lee nada", nil},
		{"make the date text bigger", nil},
	},
}

// sgDateWordFixture adds a closing line that says the word "fecha" beside
// another date ("el texto de la fecha" took it alone, by its word).
//
//	text  … | "Próxima fecha: 3 de julio · bakeclub.com" 60-64 top
func sgDateWordFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := sgFixture(t)
	playCalls(t, "sg3", ed, []testCall{
		{"add_text", map[string]any{"text": "Próxima fecha: 3 de julio · bakeclub.com", "start": 60, "end": 64, "position": "top"}},
	})
	return ed
}

// sgDateWordCases: a role word that one text says and another text is
// (a date): which one is asked, never the one that says the word.
var sgDateWordCases = map[string][]vcase{
	"word and role": {
		{"agrandá el texto de la fecha", nil},
		{"borrá el texto de la fecha", nil},
		{"agrandá el texto de la fecha que no se lee nada", nil},
		{"agrandá el texto de la próxima fecha", textScaleGrew("Próxima fecha: 3 de julio · bakeclub.com", true)},
	},
}

func TestI13sgCases(t *testing.T) {
	runFixtureTable(t, "i13sg table", sgFixture, sgCases)
	runFixtureTable(t, "i13sg two dates", sgTwoDatesFixture, sgTwoDatesCases)
	runFixtureTable(t, "i13sg date word", sgDateWordFixture, sgDateWordCases)
}

// sgNounFixture is the workshop project with texts whose words are a verb
// or a noun a user names by another noun made of it.
//
//	text  … | "Doná: alias PANES.SOL" 62-66 top | "Financiación disponible" 30-34 bottom (label)
func sgNounFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	playCalls(t, "sgn", ed, []testCall{
		{"add_text", map[string]any{"text": "Doná: alias PANES.SOL", "start": 62, "end": 66, "position": "top"}},
		{"add_text", map[string]any{"text": "Financiación disponible", "start": 30, "end": 34, "position": "bottom", "style": "label"}},
	})
	return ed
}

// sgNounCases: a text named by a noun made of one of its words, in either
// language ("the donation text" for "Doná: …", "the financing text" for
// "Financiación disponible"): it was refused, "there is no the donation
// text".
var sgNounCases = map[string][]vcase{
	"noun of a text's word": {
		{"delete the donation text", textGone("Doná: alias PANES.SOL")},
		{"mové el texto de donación al segundo 50", textIs("Doná: alias PANES.SOL", 50, 54, "", "")},
		{"poné el texto de donacion en el centro", textIs("Doná: alias PANES.SOL", 62, 66, "center", "")},
		{"delete the financing text", textGone("Financiación disponible")},
		{"move the financing label to the top", textIs("Financiación disponible", 30, 34, "top", "")},
		{"borrá el texto de financiación", textGone("Financiación disponible")},
	},
	"guards": {
		{"delete the welcome text", textGone("Welcome to the Workshop")},
		{"delete the creation text", nil}, // no text says a word of it
	},
}

func TestI13sgNounCases(t *testing.T) {
	runFixtureTable(t, "i13sg nouns", sgNounFixture, sgNounCases)
}
