package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// wx1Cases: review findings on the workshop project (92 s; "Thanks for
// watching!" 87–92 centre, the heart sticker 6–9 bottom right, the music
// 0–92). A nil check wants a question or a refusal that names the clause.
var wx1Cases = map[string][]vcase{
	"new words with a comma keep what follows unless it is only an apology or a mistake owned": {
		// the words after the comma were cut off as an aside, or refused
		{"the thanks text should say We are closed, sorry for the delay", textIs("We are closed, sorry for the delay", 87, 92, "center", "")},
		{"el texto de gracias tiene que decir Cerrado, perdon por las molestias", textIs("Cerrado, perdon por las molestias", 87, 92, "center", "")},
		{"el texto de gracias tiene que decir Gracias, porque vinieron todos", textIs("Gracias, porque vinieron todos", 87, 92, "center", "")},
		{"the thanks text should say Open every day, since 1998", textIs("Open every day, since 1998", 87, 92, "center", "")},
		{"the thanks text should say See you, because we care", textIs("See you, because we care", 87, 92, "center", "")},
		// guards: an apology or a mistake alone is still an aside
		{"the thanks text should say see you soon, sorry", textIs("see you soon", 87, 92, "center", "")},
		{"the thanks text should say see you soon, sorry my bad", textIs("see you soon", 87, 92, "center", "")},
		{"el texto de gracias tiene que decir Hasta pronto, perdon", textIs("Hasta pronto", 87, 92, "center", "")},
		{"el texto de gracias tiene que decir Hasta el lunes, me equivoque de dia", textIs("Hasta el lunes", 87, 92, "center", "")},
		{"the thanks text should say Thanks, see you soon", textIs("Thanks, see you soon", 87, 92, "center", "")},
	},
	"first person after while or when stays inside the new words": {
		// the text was cut at "while"/"mientras" and put at 0 s
		{"add a text saying be right back while we fix it", textIs("be right back while we fix it", 0, 5, "bottom", "")},
		{"add a text saying hold on while i fix it", textIs("hold on while i fix it", 0, 5, "bottom", "")},
		{"agrega un texto que diga esperen mientras cargamos", textIs("esperen mientras cargamos", 0, 5, "bottom", "")},
		{"poné un texto que diga volvemos cuando terminemos", textIs("volvemos cuando terminemos", 0, 5, "bottom", "")},
		{"agregá un texto que diga aguanten mientras yo amaso", textIs("aguanten mientras yo amaso", 0, 5, "bottom", "")},
		// guards: a moment of the project, or one not found, is still a time
		{"add a text saying hold on while it loads", nil},
		{"add a text saying hi while I talk", textIs("hi", 0, 70, "bottom", "")},
		{"put the logo when I say hello", nil}, // no moment of saying hello; never a text "hello"
		{"add WAIT while we load", nil},
		{"agrega ESPERA mientras cargamos", nil},
	},
	"a new text put there too after a time goes over that time": {
		// WOW went at 0–5 s
		{"mute the music from 10 to 20 and put WOW in the center there too", textIs("WOW", 10, 20, "center", "")},
		{"mute the music from 30 to 40 and there too put HEY at the top", textIs("HEY", 30, 40, "top", "")},
		{"silencia la musica del 10 al 20 y pone GUAU en el centro ahi tambien", textIs("GUAU", 10, 20, "center", "")},
		// guard: with no "there", which time is asked
		{"mute the music from 10 to 20 and put WOW in the center", nil},
	},
	"a thing moved to a moment at the video's end is asked": {
		// the heart was moved to 92 s in a 92 s video
		{"put the heart when the music stops", nil},
		{"move the heart to when the kitchen clip ends", nil},
		{"poné el corazón cuando termina la música", nil},
		{"mové el corazon a cuando termina el clip de la cocina", nil},
		// guards: a moment inside the video still moves it
		{"move the heart to when the city clip ends", stickerIs("heart", "bottom-right", 82, 85)},
		{"put the heart when the interview ends", stickerIs("heart", "bottom-right", 70, 73)},
	},
}

func TestI13wx1Findings(t *testing.T) {
	runFixtureTable(t, "i13wx1 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, wx1Cases)
}
