package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// dictationSessionCases (i13v13) run on the workshop project (workshopFixture):
// requests dictated, typed terse or corrected in the same breath, elements
// named by where they sit, and one thing measured against another, whose
// plans were confident and wrong (or refused where the request was clear).
// A nil check wants a question or a refusal that names the clause.
var dictationSessionCases = map[string][]vcase{
	"element": {
		// an opacity said as a bare number is out of 100 (all were 50%)
		{"logo opacity 30", opacityIs("logo.png", 0.3)},
		{"opacidad del corazon 20", stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Opacity, 0.2) {
				return fmt.Sprintf("opacity %v, want 0.2", v.Opacity)
			}
			return ""
		})},
		{"ponle 40 de transparencia al logo", opacityIs("logo.png", 0.6)},
		{"el logo q este mas transparente tipo 50", opacityIs("logo.png", 0.5)},
		// a value taken back in the same breath: the last one is meant (the
		// logo went to 20 s; "40% no 60%" gave 60% opacity)
		{"mueve el logo al segundo 20 digo al 25", timesIs("logo.png", "25-33")},
		{"move the logo to 10 no wait 12", timesIs("logo.png", "12-20")},
		{"make the logo 40% no 60% transparent", opacityIs("logo.png", 0.4)},
		{"make the heart bigger sorry I mean smaller", stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 0.6) {
				return fmt.Sprintf("scale %v, want 0.6", v.Scale)
			}
			return ""
		})},
		{"poné el logo arriba a la izquierda perdón a la derecha", logoAt(771, -351)},
		// a start said by another thing's time keeps the length (the logo
		// was given the heart's 6-9 s)
		{"the logo should start at the same time as the heart", timesIs("logo.png", "6-14")},
		{"que el logo empiece con el corazon", timesIs("logo.png", "6-14")},
		{"el logo que termine al mismo tiempo que el corazon", timesIs("logo.png", "2-9")},
		// a place said after the thing, where it already is, only says
		// which (the logo was placed again, 40 px off; the heart went to the
		// middle of the bottom edge)
		{"la imagen de arriba a la derecha achicala", both(scaleIs("logo.png", 0.15), logoAt(785, -365))},
		{"el sticker de abajo hacelo mas grande", stickerAt("heart", 798, 378)},
		// "derecho" said of a thing, not after a side: upright (the logo
		// went to the right)
		{"girá el logo 45 grados y después ponelo derecho", both(rotationIs("logo.png", 0), logoAt(785, -365))},
		// "up a bit" is a nudge, for a text too (the label went to the top)
		{"the label up a bit and bigger", textVisual("Ana Pérez · Head Baker", func(v *timeline.Visual) string {
			if !near(v.Y, 345.6) {
				return fmt.Sprintf("y %v, want 345.6 (a tenth of the frame up)", v.Y)
			}
			return ""
		})},
		{"the name tag up a bit", textVisual("Ana Pérez · Head Baker", func(v *timeline.Visual) string {
			if !near(v.Y, 345.6) {
				return fmt.Sprintf("y %v, want 345.6 (a tenth of the frame up)", v.Y)
			}
			return ""
		})},
		// "too"/"también" with a time: a second one there (the logo moved)
		{"el logo tambien al final", timesIs("logo.png", "2-10 84-92")},
		{"que el logo salga al final tambien", timesIs("logo.png", "2-10 84-92")},
		{"the logo at the end too", timesIs("logo.png", "2-10 84-92")},
		// a thing said first, then "it" after the verb (refused: "nothing to
		// refer to")
		{"the logo in the top right make it smaller", both(scaleIs("logo.png", 0.15), logoAt(785, -365))},
		// a factor said with "smaller" divides (the logo doubled)
		{"achica el logo x2", scaleIs("logo.png", 0.125)},
		{"shrink the heart 2x", stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 0.5) {
				return fmt.Sprintf("scale %v, want 0.5", v.Scale)
			}
			return ""
		})},
		// shown "only" in a clip: while it plays (nothing changed: the logo
		// and the interview were "already shown")
		{"show the logo only in the interview", timesIs("logo.png", "0-70")},
		// "ese" between the thing and where it sits; "disculpe" opening
		// (a question about the corner; "I do not know the word")
		{"che el logo ese de la esquina achicalo un poco", both(scaleIs("logo.png", 0.2), logoAt(785, -365))},
		{"disculpe, quisiera que el corazon este a la izquierda", stickerAt("heart", -798, 378)},
		// "too transparent" wants less so (it was made 50%)
		{"the logo is too transparent", opacityIs("logo.png", 1)},
		{"el logo esta demasiado transparente", opacityIs("logo.png", 1)},
		{"el logo semi transparente", opacityIs("logo.png", 0.5)},
		// a percent "of its size" is of the size it has (0.8 of the frame:
		// three times bigger)
		{"el logo al 80 por ciento de su tamaño", scaleIs("logo.png", 0.2)},
		// "the text of X" names a text there (a text "welcome make it
		// bigger" was added)
		{"the text of welcome make it bigger", both(countIs(timeline.ElementText, 5), scaleIs("Welcome to the Workshop", 1.5))},
		{"the text that says thanks make it red", both(countIs(timeline.ElementText, 5), textColorIs("Thanks for watching!", "#ff0000"))},
		// a thing named alone before a comma, then "it" (refused: "no verb")
		{"the logo, rotate it 45 degrees", rotationIs("logo.png", 45)},
		{"cachai el logo, achicalo caleta", scaleIs("logo.png", 0.075)},
		// "la imagen del corazón": the heart (the logo, the only image, was
		// scaled too)
		{"la imagen del corazon mas grande", both(scaleIs("logo.png", 0.25), stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 1.5) {
				return fmt.Sprintf("scale %v, want 1.5", v.Scale)
			}
			return ""
		}))},
		{"el dibujito del corazon mas grande", scaleIs("logo.png", 0.25)},
		// the end and a place: moved there, ending with the video (it was
		// made 92 s long, past the end)
		{"el logo al final a la derecha", both(timesIs("logo.png", "84-92"), logoAt(785, -365))}, // i13v21: already nearer that edge than the spot, it stays (it went 14 px left, to the spot)
		{"put the logo at the end on the left", both(timesIs("logo.png", "84-92"), logoAt(-771, -365))},
		{"move the logo to the end and to the right", both(timesIs("logo.png", "84-92"), logoAt(785, -365))}, // i13v21: already nearer that edge than the spot, it stays (it went 14 px left, to the spot)
		// "drop" with a way down is a move (the heart was deleted)
		{"drop the heart lower", stickerAt("heart", 798, 432)}, // i13v21: a step stops at the frame's edge (it was 486, out of the frame)
		{"drop the logo down a bit", both(countIs(timeline.ElementImage, 1), logoAt(785, -257))},
		// guards: a new sticker over a thing; a time while another shows, a move to a place, "también"
		// as the next thing to do
		{"put a heart over the logo", both(countIs(timeline.ElementSticker, 2), stickerTimes("heart", "2-10 6-9"))},
		{"show the logo at the same time as the heart", timesIs("logo.png", "6-9")},
		{"el corazon de abajo a la derecha ponelo arriba a la izquierda", stickerAt("heart", -798, -378)},
		{"también mové el logo al final", timesIs("logo.png", "84-92")},
		{"drop the logo", countIs(timeline.ElementImage, 0)},
	},
	"ambiguous": {
		// one thing measured against another: how much? (both were scaled)
		{"el corazón más grande que el logo", nil},
		{"make the heart twice as big as the logo", nil},
		{"el logo menos transparente que el corazon", nil},
		// a thing over another that is there: in front, or while it shows?
		// (a second heart was added)
		{"pon el logo encima del corazon", nil},
		{"put the logo on top of the heart", nil},
		{"put the heart over the logo", nil}, // guard: it already asked
		// "to one side": which? (a second heart was added for the whole video)
		{"el corazon a un lado", nil},
		{"pon el logo a un costado", nil},
		// a corner, not which: asked as planPlace asks (only the size changed)
		{"make the logo bigger in a corner", nil},
	},
}

// dictationSessionTripCases run on the trip project (tripFixture).
var dictationSessionTripCases = map[string][]vcase{
	"element": {
		// "salga" is the title showing, not new words (a text "salga" was added)
		{"que el titulo salga al final tambien", timesIs("Summer 2024", "0-3 21-24")},
		// the place said after the text is where it is; the other is where
		// it goes (nothing changed: "already so")
		{"el texto de arriba bajalo al medio", textIs("Summer 2024", 0, 3, "center", "")},
	},
}

// dictationSessionInterviewCases run on the interview project.
var dictationSessionInterviewCases = map[string][]vcase{
	"ambiguous": {
		// "in a corner" of a clip that fills the frame: which corner? (only
		// the size changed)
		{"el video de la ciudad chiquito en una esquina", nil},
		{"the city clip small in a corner", nil},
	},
}

// textVisual checks the look of every text with these words.
func textVisual(content string, ok func(v *timeline.Visual) string) check {
	return visualOf(content, func(e *timeline.Element) string { return ok(e.Visual) })
}

func TestDictationSessionCases(t *testing.T) {
	runFixtureTable(t, "dictation-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, dictationSessionCases)
	runFixtureTable(t, "dictation-session trip table", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, dictationSessionTripCases)
	runInterviewTable(t, "dictation-session interview table", dictationSessionInterviewCases)
}
