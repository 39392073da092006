package planner

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13c3Fixture: a book club's monthly video, a shape no development
// fixture has: the host's welcome bienvenida-ines.mp4 0–8, two readers'
// clips lectura-marta.mp4 8–20 and lectura-diego.mp4 20–32, the book's
// cover tapa-rayuela.jpg 32–38 and cierre.mp4 38–46 on the main track;
// piano.mp3 0–46 at 40%; the texts "Club de Lectura Las Hojas" 0–4 centre,
// "Libro de junio: Rayuela" 4–8 top, "Julio Cortázar" 4–8 bottom, "Marta ·
// capítulo 7" 9–13 bottom, "Diego · capítulo 21" 21–25 bottom, the quote
// "Andábamos sin buscarnos" 26–31 centre, the date "Jueves 12 de junio, 19
// h" 33–38 top, "Next month: Pedro Páramo" 38–42 bottom and the handle
// "@lashojas.club" 42–46 top; a star sticker 32–38 top-right.
func i13c3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "bienvenida-ines.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "lectura-marta.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "lectura-diego.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	addTestAsset(p, "tapa-rayuela.jpg", timeline.AssetImage, 0, 1200, 1800, false)
	addTestAsset(p, "cierre.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "piano.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"bienvenida-ines.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"lectura-marta.mp4","startTime":8,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"lectura-diego.mp4","startTime":20,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"tapa-rayuela.jpg","startTime":32,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"cierre.mp4","startTime":38,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"piano.mp3","startTime":0,"trackType":"audio","duration":46}`},
		{"add_text", `{"text":"Club de Lectura Las Hojas","start":0,"end":4,"position":"center","style":"hook"}`},
		{"add_text", `{"text":"Libro de junio: Rayuela","start":4,"end":8,"position":"top"}`},
		{"add_text", `{"text":"Julio Cortázar","start":4,"end":8,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"Marta · capítulo 7","start":9,"end":13,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"Diego · capítulo 21","start":21,"end":25,"position":"bottom","style":"label"}`},
		{"add_text", `{"text":"«Andábamos sin buscarnos»","start":26,"end":31,"position":"center"}`},
		{"add_text", `{"text":"Jueves 12 de junio, 19 h","start":33,"end":38,"position":"top"}`},
		{"add_text", `{"text":"Next month: Pedro Páramo","start":38,"end":42,"position":"bottom"}`},
		{"add_text", `{"text":"@lashojas.club","start":42,"end":46,"position":"top"}`},
		{"add_sticker", `{"stickerId":"star","start":32,"end":38,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13c3 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			if e.Name != "piano.mp3" {
				continue
			}
			in := `{"elementId":"` + e.ID + `","volume":0.4}`
			if _, err := tools().Call(context.Background(), ed, "set_volume", []byte(in)); err != nil {
				t.Fatalf("i13c3 fixture volume: %v", err)
			}
		}
	}
	return ed
}

// c3Added checks one new text of those words, starting at start (any
// start when start < 0) and at pos (any when empty); the other texts stay.
func c3Added(content string, start float64, pos string) check {
	return both(countIs(timeline.ElementText, 10), func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), content)
		}
		e := es[0]
		if start >= 0 && math.Abs(e.Start.Seconds()-start) > 0.01 || pos != "" && e.Text.Position != pos {
			return fmt.Sprintf("text %q at %v %s, want %v %s", content, e.Start.Seconds(), e.Text.Position, start, pos)
		}
		return ""
	})
}

// c3Says checks that a text now says content and none says gone, with no
// text added.
func c3Says(content, gone string) check {
	return both(countIs(timeline.ElementText, 9), obTextSays(content, gone))
}

// i13c3Cases: the wordings of /work/notes/s43/i13c3-wordings.md that pass
// on the book club, with the guards that keep their neighbours. Before
// this session: the caption after a colon added a heart sticker, "(1963)"
// lost its ")", "sacale 'de junio'" deleted the whole text and "add 'y 22'
// after 21" replaced it (all silent); the rest but eleven were refused.
// Known failures left (refused, not silent): "add the phone 11 4444-0199
// at the bottom while the cover is showing" (the cover's showing is no
// moment basic mode finds), "add 'Premio Alfaguara 1963' under the
// author's name" and "el autor en mayusculas" ("author" names no text),
// "in the next month text add 'by Juan Rulfo' at the end" and "add 'see
// you in July!' … after the next month text" ("next" splits the clause),
// "los nombres de los lectores ponelos arriba" (a set of name texts by
// whose they are), "the handle, move it to the center of the frame" (a
// topic and "it" in one clause), "make the quote a bit see-through, like
// 60%" (a bare level after see-through may be the opacity or the
// transparency: i13ua keeps it asked).
var i13c3Cases = map[string][]vcase{
	// a new text's words after a colon or a value's noun (textcolon.go):
	// "add a caption …: marta loved chapter 7" was a heart sticker (silent),
	// the e-mail "would leave out gmail.com"; "same spot" (textsamespot.go)
	// was refused, then the bottom row
	"new texts: the words after a colon, a quote or a value, never the place or time": {
		{"add our email at the very end: hojas.club@gmail.com", both(c3Added("hojas.club@gmail.com", 41, ""), oaTextSpan("hojas.club@gmail.com", 41, 46))},
		{"poné 'Gracias por venir!' en el centro los últimos 3 segundos", both(c3Added("Gracias por venir!", 43, "center"), oaTextSpan("Gracias por venir!", 43, 46))},
		{"agregá abajo 'Inés · anfitriona' durante la bienvenida", both(c3Added("Inés · anfitriona", 0, "bottom"), oaTextSpan("Inés · anfitriona", 0, 8))},
		{"add a caption at the bottom from 14 to 18: marta loved chapter 7", both(c3Added("marta loved chapter 7", 14, "bottom"), oaTextSpan("marta loved chapter 7", 14, 18))},
		{"ponele un subtítulo 'qué capítulo!!' a la lectura de diego", both(c3Added("qué capítulo!!", 20, ""), oaTextSpan("qué capítulo!!", 20, 32))},
		{"add a second quote line 'para encontrarnos' right after the quote, same spot", c3Added("para encontrarnos", 31, "center")},
	},
	// some words of a text (textwords.go, textcase.go): "(1963)" lost its
	// ")", "sacale 'de junio'" deleted the text, "add 'y 22' after 21"
	// replaced it (silent); capitals were refused ("does not know mayus")
	"edits of a text's words": {
		{"change the book title to Libro de junio: Rayuela (1963)", c3Says("Libro de junio: Rayuela (1963)", "Libro de junio: Rayuela")},
		{"typo! its capitulo 8 not 7", c3Says("Marta · capítulo 8", "Marta · capítulo 7")},
		{"en el texto de la fecha cambiá 19 h por 20 h", c3Says("Jueves 12 de junio, 20 h", "Jueves 12 de junio, 19 h")},
		{`en el cartel del libro sacale "de junio"`, c3Says("Libro: Rayuela", "Libro de junio: Rayuela")},
		{"in diego's label add 'y 22' after 21", c3Says("Diego · capítulo 21 y 22", "Diego · capítulo 21")},
		{"che cambiale el titulo del libro a 'Libro de julio: Ficciones'", c3Says("Libro de julio: Ficciones", "Libro de junio: Rayuela")},
		{"donde dice 'Pedro Páramo' poné 'El Aleph'", c3Says("Next month: El Aleph", "Next month: Pedro Páramo")},
		{"el nombre de marta en mayus porfa", c3Says("MARTA · CAPÍTULO 7", "Marta · capítulo 7")},
	},
	// "the quote", "la cita" (a text in quotation marks) was "there is no
	// the quote"
	"style and place of texts, one or a set": {
		{"agrandá el texto de la fecha que no se lee nada", textScaleGrew("Jueves 12 de junio, 19 h", true)},
		{"put the date and the handle both at the bottom", both(textPosIs("Jueves 12 de junio, 19 h", "bottom"), textPosIs("@lashojas.club", "bottom"))},
		{"poné la cita en amarillo", textColorIs("«Andábamos sin buscarnos»", "#ffe600")},
		{"la cita ponela abajo en vez de en el medio", textPosIs("«Andábamos sin buscarnos»", "bottom")},
	},
	"more ways of the same mechanisms, in the other language": {
		{"poné el mail club@lashojas.org abajo durante el cierre", both(c3Added("club@lashojas.org", 38, "bottom"), oaTextSpan("club@lashojas.org", 38, 46))},
		{"en el texto de marta agregá 'y 8' después de 7", c3Says("Marta · capítulo 7 y 8", "Marta · capítulo 7")},
		{"in the date text remove the word Jueves", c3Says("12 de junio, 19 h", "Jueves 12 de junio, 19 h")},
		{"make the handle all caps", c3Says("@LASHOJAS.CLUB", "@lashojas.club")},
		{"agregá un texto abajo entre 14 y 18: marta amó el capítulo", both(c3Added("marta amó el capítulo", 14, "bottom"), oaTextSpan("marta amó el capítulo", 14, 18))},
	},
	// "ponelo en castellano: '…'" would leave out "castellano" (textlanguage.go)
	"a text said again in another language": {
		{"el de pedro páramo ponelo en castellano: 'El mes que viene: Pedro Páramo'", c3Says("El mes que viene: Pedro Páramo", "Next month: Pedro Páramo")},
		{"change 'Next month: Pedro Páramo' to spanish: 'Próximo mes: Pedro Páramo'", c3Says("Próximo mes: Pedro Páramo", "Next month: Pedro Páramo")},
	},
	"guards: a whole text named, a time said by a text": {
		{"add 'Hola' after the quote", c3Added("Hola", 31, "")},
		{"borrá la fecha", both(textGone("Jueves 12 de junio, 19 h"), countIs(timeline.ElementText, 8))},
		{"add a title at the top: gracias por todo", c3Added("gracias por todo", -1, "top")},
	},
	"asked: no words, old words in no text, several texts in reach": {
		{"change the title", nil},
		{"cambiá 'Borges' por 'Cortázar'", nil},
		{"make the text bigger", nil},
		{"agregá un texto", nil},
	},
}

func TestI13c3Cases(t *testing.T) {
	runFixtureTable(t, "i13c3 table", i13c3Fixture, i13c3Cases)
}
