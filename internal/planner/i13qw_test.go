package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// qwPurposeCases: a purpose said after an edit (that something can be
// read, is no longer covered or goes away) is why the edit is asked, not a
// second edit: the edit before it runs (it was refused for the purpose's
// words, or the thing the purpose names was taken as the edit's). A
// purpose alone, or one that says a place, a size or a time, keeps its old
// meaning.
var qwPurposeCases = map[string][]vcase{
	"the edit runs, the purpose is set aside": {
		{"put the logo in the top left so the welcome title is easier to read", logoVisual(func(v *timeline.Visual) bool { return v.X < 0 && v.Y < 0 })},
		{"mandá el logo arriba a la izquierda para que se lea mejor el título", logoVisual(func(v *timeline.Visual) bool { return v.X < 0 && v.Y < 0 })},
		{"move the guest's name up to the top so it's not covering her face", textPosIs("Ana Pérez · Head Baker", "top")},
		{"llevá el nombre de la invitada arriba para que no le tape la cara", textPosIs("Ana Pérez · Head Baker", "top")},
		{"shrink the logo so it doesn't block the subtitles", logoVisual(func(v *timeline.Visual) bool { return v.Scale < 0.25 })},
		{"achicá el logo así no tapa los subtítulos", logoVisual(func(v *timeline.Visual) bool { return v.Scale < 0.25 })},
		{"blur the city clip so the title reads better", effectIs("blur", 70, 82, "", 0)},
		{"put the logo on screen blend so the black box around it goes away", blendIs("logo.png", "screen")},
		{"poné el logo en modo pantalla, que desaparezca el fondo negro", blendIs("logo.png", "screen")},
		{"move the logo to the top left, so the title is readable, and mute the music",
			both(logoVisual(func(v *timeline.Visual) bool { return v.X < 0 && v.Y < 0 }), mutedIs("music.mp3", true))},
		// guard: a sound's edit is not helped by reading
		{"turn the music down so the title is readable", nil},
	},
	"a blend mode's name before 'blend'": {
		{"set the logo to multiply blend", blendIs("logo.png", "multiply")},
		{"set the logo to screen blending", blendIs("logo.png", "screen")},
	},
	"guards: a purpose alone, or one that is the edit": {
		{"so the title is readable", nil},
		{"para que se lea el título", nil},
		{"so it doesn't cover the face", nil},
		{"trim the city clip so it ends at 80", mediaIs("broll-city.mp4", timeline.TrackMain, 70, 80)},
		{"move the logo so it sits at the top left", nil},                                   // the place is in the purpose: not dropped
		{"make the title bigger so it stands out", scaleIs("Welcome to the Workshop", 1.5)}, // the opening title (policy 10), the aim a note
	},
}

func TestI13qwPurposeAfterAnEdit(t *testing.T) {
	runFixtureTable(t, "i13qw purpose after an edit", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, qwPurposeCases)
}
