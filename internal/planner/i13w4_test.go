package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Time edits said the way people type them, on the workshop fixture
// (interview 0–70, city 70–82, kitchen 82–92; logo 2–10 top right; heart
// 6–9; "Welcome to the Workshop" 0–4; "Thanks for watching!" 87–92;
// music 0–92).
var i13w4Cases = map[string][]vcase{
	"a copy said with a place where the thing already is": {
		// the place was read as which logo, and the copy lay on the
		// original, unseen (silent): asked
		{"duplicate the logo at the top", nil},
		{"duplica el logo arriba", nil},
		{"copy the logo up top", nil},
		// guards: another place, or a time, is where the copy goes
		{"duplicate the logo at the bottom left", countIs(timeline.ElementImage, 2)},
		{"duplicate the logo at 20", mediaIs("logo.png", timeline.TrackOverlay, 20, 28)},
		{"duplicá el corazón arriba", countIs(timeline.ElementSticker, 2)},
	},
	"going away with a thing is ending with it": {
		// it hid the title while the logo showed (silent)
		{"make the title vanish with the logo", textIs("Welcome to the Workshop", 0, 10, "", "")},
		{"make the title go away with the logo", textIs("Welcome to the Workshop", 0, 10, "", "")},
		{"que el titulo desaparezca con el logo", textIs("Welcome to the Workshop", 0, 10, "", "")},
		// guards: vanishing alone hides; "hide … with" is no time
		{"make the logo vanish", countIs(timeline.ElementImage, 1)},
	},
	"lasting a half or a double": {
		// "que dure la mitad" set the volume to half (silent)
		{"la musica que dure la mitad", mediaIs("music.mp3", timeline.TrackAudio, 0, 46)},
		{"que el logo dure el doble", mediaIs("logo.png", timeline.TrackOverlay, 2, 18)},
		{"el corazon que dure el doble", stickerIs("heart", "bottom-right", 6, 12)},
		// guards: half said of a sound with no verb of lasting is asked or a volume
		{"la musica a la mitad", nil},
		{"bajá la música a la mitad", volumeIs("music.mp3", 0.4)},
	},
	"a text said to show from a time on": {
		// the words after the text's name became a new text ("gracias se
		// vea"), and the closing text was moved whole, ending before the video
		{"haz que el texto de gracias se vea desde el 80", textIs("Thanks for watching!", 80, 92, "", "")},
		{"que el texto del final aparezca desde el 85", textIs("Thanks for watching!", 85, 92, "", "")},
		{"el texto de thanks for watching que se vea desde el 84", textIs("Thanks for watching!", 84, 92, "", "")},
		// guards: a new text keeps its words; a move moves
		{"agregá un texto que diga hola desde el 30", textIs("hola", 30, 35, "", "")},
		{"move the thanks text to 80", textIs("Thanks for watching!", 80, 85, "", "")},
	},
	"a thing timed by \"it\" that is itself": {
		// "stay until it ends" kept the text's own end (silent); "dure
		// hasta que termina" was refused: the thing the clause before was
		// timed by
		{"make the thanks text show up when the city clip starts and stay until it ends", textIs("Thanks for watching!", 70, 82, "", "")},
		{"que el logo aparezca cuando arranca la cocina y se quede hasta que termine", mediaIs("logo.png", timeline.TrackOverlay, 82, 92)},
		{"que el corazon arranque cuando empieza la ciudad y dure hasta que termina", stickerIs("heart", "bottom-right", 70, 82)},
		// guards: with no thing before, asked
		{"make the heart show up at 20 and stay until it ends", nil},
		// guards: the thing named is read
		{"make the heart show up when the city clip starts and stay until the city clip ends", stickerIs("heart", "bottom-right", 70, 82)},
	},
	"undo said as going back to how it was": {
		// refused ("volvelo como estaba": say what to change; "never mind":
		// the word "mind")
		{"make the logo bigger y despues volvelo como estaba", placedIsNot("logo.png")},
		{"agrandá el logo y despues dejalo como estaba", placedIsNot("logo.png")},
		{"make the logo bigger then go back to how it was", placedIsNot("logo.png")},
		{"make the logo bigger. never mind, undo", placedIsNot("logo.png")},
		{"make the logo bigger... nah forget it", placedIsNot("logo.png")},
		// guards: a dismissal of a thing, or before other orders, is asked
		// (it deleted the logo)
		{"never mind the logo, make the title red", nil},
		{"forget it, just make the music quieter", nil},
		{"dejá el logo como estaba", nil},
	},
	"a part named by a thing is that thing": {
		// "there is no parte on the timeline"
		{"cortale los primeros 2 segundos a la parte de la ciudad", mediaIs("broll-city.mp4", timeline.TrackMain, 70, 80)},
		{"recortale 2 segundos al principio de la parte de la cocina", mediaIs("broll-kitchen.mp4", timeline.TrackMain, 84, 92)},
		{"que la parte de la cocina dure 5 segundos", mediaIs("broll-kitchen.mp4", timeline.TrackMain, 82, 87)},
		// guards: a part named by no thing stays a part
		{"borra la parte de la mitad", nil},
		{"sacá la parte de la mitad del video", nil},
		{"borrá de la mitad en adelante", durIs(46)},
		{"cortale los primeros 2 segundos a la parte", nil},
	},
	"shown too long, then the length": {
		// asked: start at 2 s, or last 2 s?
		{"the heart shows too long, make it 2 seconds", stickerIs("heart", "bottom-right", 6, 8)},
		{"el corazon se ve mucho tiempo, dejalo 2 segundos", stickerIs("heart", "bottom-right", 6, 8)},
		// guards: the state alone is asked; a size state is no length
		{"the heart shows too long", nil},
		{"el corazon se ve mucho tiempo", nil},
	},
}

// placedIsNot: the asset's scale is what the fixture has (0.25), after an
// edit and its undo.
func placedIsNot(asset string) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == asset && (e.Visual == nil || !near(e.Visual.Scale, 0.25)) {
					return asset + " was changed"
				}
			}
		}
		return ""
	}
}

func TestI13W4(t *testing.T) {
	runFixtureTable(t, "i13w4", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13w4Cases)
}
