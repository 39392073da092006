package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A Spanish ordinal with no noun, a second look after "and", "all X <look>
// but Y", a level changed when a picture appears, "three times bigger" and
// a look said with an adjective look (i13v26). The workshop project:
// interview 0–70, city 70–82, kitchen 82–92; five texts, the label "Ana
// Pérez · Head Baker" among them; the logo at scale 0.25 shown 2–10; the
// heart sticker at scale 1 shown 6–9; music at 80%; a vignette on 70–82.
var video26WorkshopCases = map[string][]vcase{
	"a Spanish ordinal with no noun is a thing": {
		// the ordinal was dropped: every sound was raised
		{"agregá un texto que diga hola y después subí el último", nil},
		{"subí el último", nil},
		{"bajá la última", nil},
		{"subí el volumen del último", nil},
		// "say what to place"
		{`agregá un texto "Fin" al 89 y mové el último arriba`, textIs("Fin", 89, 92, "top", "plain")},
		{"mové la primera arriba", nil},
		// guards: a kind said; an ordinal that is a time; English "the last one"
		{"subí la música", volumesAre("music.mp3", 1)},
		{"cortá los últimos 2 segundos", durIs(90)},
		{"agregá una estrella al 10 y hacé la última más grande", stickerScaleIs("star", 1.5)},
		{`add a text "hey" and then raise the last one`, nil},
	},
	"a second look after and is of the same thing": {
		// the brightness went over the whole video
		{"make the city clip warmer and brighter", both(effectIs("brightness-contrast", 70, 82, "brightness", 30), effectIs("tint", 70, 82, "", 0))},
		{"hacé el clip de la ciudad más cálido y más brillante", effectIs("brightness-contrast", 70, 82, "brightness", 30)},
		{"make the kitchen clip cooler and darker", effectIs("brightness-contrast", 82, 92, "brightness", -30)},
		{"poné el clip de la cocina más frío y más oscuro", effectIs("brightness-contrast", 82, 92, "brightness", -30)},
		{"make the city clip warmer and more saturated", effectIs("saturation", 70, 82, "", 0)},
		// guards: opposites are asked; a thing of its own; the whole video
		{"make the city clip warmer and cooler", nil},
		{"hacé el clip de la ciudad más cálido y más frío", nil},
		{"make the city clip warmer and the kitchen clip brighter", effectIs("brightness-contrast", 82, 92, "brightness", 30)},
		{"make the video warmer and brighter", effectIs("brightness-contrast", 0, 92, "brightness", 30)},
	},
	"all of a kind with a look but one leaves that one out": {
		// split at "but": the second part was refused
		{"make all the texts yellow but the label", both(textColorIs("Welcome to the Workshop", "#ffe600"), textColorNot("Ana Pérez · Head Baker", "#ffe600"))},
		{"make every text red but the label", both(textColorIs("Thanks for watching!", "#ff0000"), textColorNot("Ana Pérez · Head Baker", "#ff0000"))},
		{"make all the texts bigger but the label", both(scaleIs("first, the starter", 1.5), scaleIs("Ana Pérez · Head Baker", 1))},
		{"make all the texts yellow but the title", both(textColorIs("Welcome to the Workshop", "#ffffff"), textColorIs("Thanks for watching!", "#ffe600"))}, // policy 10: "the title" of several texts is the one opening the video
		// guards: "menos"; "but" before a clause with a look of its own
		{"poné todos los textos amarillos menos la etiqueta", both(textColorIs("first, the starter", "#ffe600"), textColorNot("Ana Pérez · Head Baker", "#ffe600"))},
		{"make all the texts yellow but make the label red", both(textColorIs("Welcome to the Workshop", "#ffe600"), textColorIs("Ana Pérez · Head Baker", "#ff0000"))},
		{"hide all the texts but the label", both(hiddenIs("Ana Pérez · Head Baker", false), hiddenIs("Thanks for watching!", true))},
	},
	"a level changed when a picture appears asks until when": {
		// lowered from 2 s to the end of the video
		{"bajá la música cuando aparece el logo", nil},
		{"lower the music when the logo appears", nil},
		{"bajá el volumen de la música cuando aparece el logo", nil},
		{"lower the music when the heart appears", nil},
		// "for 3 seconds" was dropped: lowered to the end
		{"lower the music when the logo appears for 3 seconds", volumesAre("music.mp3", 0.8, 0.4, 0.8)},
		// guards: while it shows; when a clip with sound starts or a thing
		// ends it is from then on; a thing added at its appearance
		{"bajá la música mientras se ve el logo", volumesAre("music.mp3", 0.8, 0.4, 0.8)},
		{"lower the music while the logo shows", volumesAre("music.mp3", 0.8, 0.4, 0.8)},
		{"raise the music when the interview ends", volumesAre("music.mp3", 0.8, 1)},
		{"lower the music when the city clip starts", volumesAre("music.mp3", 0.8, 0.4)},
		{"add a heart when the logo appears", stickerShownAt(2, 10)}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
	},
	"a number of times and a size is a factor": {
		// "times" was the Times font, or "3 times" left out
		{"make the logo three times bigger", scaleIs("logo.png", 0.75)},
		{"hacé el logo tres veces más grande", scaleIs("logo.png", 0.75)},
		{"make the logo 3 times as big", scaleIs("logo.png", 0.75)},
		{"make the heart two times smaller", stickerScaleIs("heart", 0.5)},
		{"hacé el corazón tres veces más chico", stickerScaleIs("heart", 1.0/3)},
		{"make the last text three times bigger", scaleIs("Thanks for watching!", 3)},
		// guards: the font is refused; twice
		{"make the title in times new roman", nil},
		{"make the logo twice as big", scaleIs("logo.png", 0.5)},
	},
	"an adjective look before a look noun is how strong": {
		// "no asset for 'a dark vignette'"
		{"add a dark vignette", effectAt("vignette", 0, 92, "intensity", 90)},
		{"add a soft vignette", effectAt("vignette", 0, 92, "intensity", 25)},
		// guards
		{"add a vignette", effectAt("vignette", 0, 92, "intensity", 50)},
		{"agregá una viñeta suave", effectAt("vignette", 0, 92, "intensity", 25)},
		{"add a strong vignette", effectAt("vignette", 0, 92, "intensity", 90)},
	},
}

func TestVideo26WorkshopCases(t *testing.T) {
	runFixtureTable(t, "video26 workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, video26WorkshopCases)
}

// The question about a level at a picture's appearance names its span and
// the words that take it.
func TestVideo26UntilWhenNamesTheSpan(t *testing.T) {
	for prompt, wants := range map[string][]string{
		"bajá la música cuando aparece el logo":  {"From 2s until when?", "shows from 2s to 10s", `"while the logo shows"`},
		"lower the music when the heart appears": {"From 6s until when?", "shows from 6s to 9s", `"while the heart shows"`},
		// a look asked the same, without the span
		"blur when the logo appears":                 {"From 2s until when?", "shows from 2s to 10s", `"while the logo shows"`},
		"poné blanco y negro cuando aparece el logo": {"From 2s until when?", "shows from 2s to 10s"},
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.Status != StatusQuestion {
			t.Errorf("%q: %s %s, want a question", prompt, plan.Status, plan.Reply)
			continue
		}
		for _, w := range wants {
			if !strings.Contains(plan.Reply, w) {
				t.Errorf("%q: %s, want it to say %q", prompt, plan.Reply, w)
			}
		}
	}
}

// textColorNot checks a text is not drawn in a colour.
func textColorNot(content, hex string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if strings.EqualFold(e.Text.Color, hex) {
				return fmt.Sprintf("%q is %s, want it left as it was", content, hex)
			}
		}
		return ""
	}
}

// effectAt checks that one effect of a type lies over start–end with a
// setting, whatever other effects of the type there are.
func effectAt(typ string, start, end float64, param string, val float64) check {
	return func(p *timeline.Project) string {
		var seen []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }) {
			v, _ := e.Effect.Params[param].(float64)
			if near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) && near(v, val) {
				return ""
			}
			seen = append(seen, fmt.Sprintf("%v-%v %s=%v", e.Start.Seconds(), e.End().Seconds(), param, e.Effect.Params[param]))
		}
		return fmt.Sprintf("no %s at %v-%v with %s=%v (there are: %v)", typ, start, end, param, val, seen)
	}
}

// stickerShownAt checks that some sticker shows from a to b.
func stickerShownAt(a, b float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil }) {
			if near(e.Start.Seconds(), a) && near(e.End().Seconds(), b) {
				return ""
			}
		}
		return fmt.Sprintf("no sticker at %v-%v", a, b)
	}
}
