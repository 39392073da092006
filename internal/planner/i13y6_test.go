package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13y6Cases: adding things and several-part requests on the workshop
// project (see workshopFixture).
var i13y6Cases = map[string][]vcase{
	"a wish before a new thing is that new thing": {
		// asked which of the texts "un texto" was (a new one was wished)
		{"quiero un texto en el centro en el segundo 40 que diga 'hola mundo'", textIs("hola mundo", 40, 45, "center", "")},
		{"I want a text in the middle at 40 that says 'hola'", textIs("hola", 40, 45, "center", "")},
		{"we need a text at the top that says \"open 7 am\" for the last 5 seconds", textIs("open 7 am", 87, 92, "top", "")},
		{"necesito una estrella arriba a la derecha en el 20", both(stickerTimes("star", "20-25"), countIs(timeline.ElementSticker, 2))},
		{"yo quiero un titulo abajo que diga 'buen provecho' en el 30", textIs("buen provecho", 30, 35, "bottom", "")},
		{"i'd like a fire sticker bottom left at 50", both(stickerTimes("fire", "50-55"), countIs(timeline.ElementSticker, 2))},
		{"queremos un texto q diga 'gracias' al final", textIs("gracias", 87, 92, "", "")},
		// guards: no words for a new text, or the text named, stays asked
		{"quiero un texto más grande", nil},
		{"quiero el texto en el centro", nil},
	},
	"caption or label a picture with words: a new text while it shows": {
		// it asked for transcription, or rewrote the label already there
		{"caption the kitchen clip with \"our menu\"", textIs("our menu", 82, 92, "", "")},
		{"label the logo with 'our menu'", textIs("our menu", 2, 10, "", "")},
		{"subtitulá el clip de la cocina con 'nuestro menú'", textIs("nuestro menú", 82, 92, "", "")},
		{"etiquetá el logo con 'pan casero'", textIs("pan casero", 2, 10, "", "")},
		{"captoin the city clip with 'downtown'", textIs("downtown", 70, 82, "", "")},
		{"tag the city b-roll with \"downtown\"", textIs("downtown", 70, 82, "", "")},
		// guards: no words is transcription or nothing; a text is no picture
		{"caption the interview", nil},
		{"label the logo", nil},
		{"caption the label with 'hi'", nil},
	},
}

func TestI13y6Cases(t *testing.T) {
	runFixtureTable(t, "i13y6", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13y6Cases)
}
