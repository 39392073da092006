package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u4Cases: texts added, edited and styled, said the way people say
// them, on the workshop project ("Welcome to the Workshop" 0–4 centre,
// "Ana Pérez · Head Baker" 5–9, two subtitles 12–18, "Thanks for
// watching!" 87–92, the logo 2–10). nil: asked or refused.
var i13u4Cases = map[string][]vcase{
	"gone along with": {
		// a verb of going away with another thing ends there (both were
		// hidden, or the title was cut out of the logo's time)
		{"que el título desaparezca con el logo", timesIs("Welcome to the Workshop", "0-10")},
		{"make the title disappear with the logo", timesIs("Welcome to the Workshop", "0-10")},
		{"the title should go away with the logo", timesIs("Welcome to the Workshop", "0-10")},
		{"que el titulo termine con el logo", timesIs("Welcome to the Workshop", "0-10")},
		{"que el título desaparezca junto con el logo", timesIs("Welcome to the Workshop", "0-10")},
		{"make the title disappear at the same time as the logo", timesIs("Welcome to the Workshop", "0-10")},
		{"the title should appear with the logo and disappear with it", timesIs("Welcome to the Workshop", "2-10")},
		// guards: during is hidden while it shows; a range is a part
		{"que el logo se vaya en el segundo 7", timesIs("logo.png", "2-7")},
		{"el logo se va cuando termina la entrevista", timesIs("logo.png", "2-70")},
		{"make the title disappear with a fade", nil},
		// "con él" after a clause of its own: asked, never the video's end
		// (both were moved to 92 s)
		{"el título que aparezca con el logo y se vaya con él", nil},
	},
	"words with marks": {
		// quoted new words keep their marks ("Welcome!!" became "Welcome": nothing changed)
		{"change 'Welcome' to 'Welcome!!'", textIs("Welcome!! to the Workshop", 0, 4, "center", "")},
		{"cambiá \"Workshop\" por \"Taller!\"", textIs("Welcome to the Taller!", 0, 4, "center", "")},
		{"change Workshop to Class!", textIs("Welcome to the Class", 0, 4, "center", "")},
	},
	"fix, then the words": {
		// a fix of a text, then what it should say: one edit ("corregí el
		// título" was refused on its own)
		{"corregí el título, tiene que decir \"Bienvenida\"", textIs("Bienvenida", 0, 4, "center", "")},
		{"arreglá el título, debería decir Bienvenidos al taller", textIs("Bienvenidos al taller", 0, 4, "center", "")},
		// guards: another edit after the fix, or a remark, is not new words
		{"fix the title, make it red", nil},
		{"fix the music, it should be lower", nil},
	},
	"look of the letters": {
		// the look said of the letters is not the text's words
		{"add the words subscribe now at the end in big yellow letters", both(textIs("subscribe now", 87, 92, "", "hook"), textColorIs("subscribe now", "#ffe600"))},
		{"add the words subscribe now in yellow letters", textColorIs("subscribe now", "#ffe600")},
		{"add the words subscribe now at the end", textIs("subscribe now", 87, 92, "bottom", "plain")},
		{"agrega un texto que diga Oferta en letras rojas", textColorIs("Oferta", "#ff0000")},
		{"add a text saying subscribe now in red letters at 5", both(textIs("subscribe now", 5, 10, "bottom", "plain"), textColorIs("subscribe now", "#ff0000"))},
		// guards: the words are the text's when nothing else is
		{"add a text saying Big Letters", textIs("Big Letters", 0, 5, "bottom", "plain")},
		{"add a text saying Red Letters Day at 5", textIs("Red Letters Day", 5, 10, "bottom", "plain")},
		{"add a text saying we love yellow", textIs("we love yellow", 0, 5, "bottom", "plain")},
		{"add text \"Yellow\" in red letters", textColorIs("Yellow", "#ff0000")},
	},
}

func TestI13u4Texts(t *testing.T) {
	runFixtureTable(t, "i13u4 texts", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u4Cases)
}

var _ = timeline.ElementText
