package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Raise/lower without an amount, volume amounts, crops of the frame and a
// look put on a clip (i13v28), on the workshop project: interview 0–70,
// city 70–82, kitchen 82–92; texts at the centre and the bottom; the heart
// bottom-right; music at 80%; every clip's sound at 100%.
var i13v28Cases = map[string][]vcase{
	"a text raised or lowered goes to its row however it is named": {
		// "subí el último" stepped a tenth while "subí el texto de
		// bienvenida" went to the top
		{`agregá un texto "hola" al 50 y después subilo`, textPosIs("hola", "top")},
		{`add a text "bye" at 40 and then raise it`, textPosIs("bye", "top")},
		{`agregá un texto "chau" al 90 y después subí el último`, textPosIs("chau", "top")},
		{`add a text "see you" at 60 at the top and then lower it`, textPosIs("see you", "bottom")},
		// guards: said with the kind word, as before; a sticker steps a
		// tenth; the music is its volume
		{"subí el texto de bienvenida", textPosIs("Welcome to the Workshop", "top")},
		{"lower the thanks text", textPosIs("Thanks for watching!", "bottom")},
		{"subí el corazón", stickerYIs("heart", 270)},
		{"subí la música", volumeIs("music.mp3", 1)},
	},
	"percentage points are a change of the volume": {
		// "would leave out points"
		{"lower the music by 10 points", volumeIs("music.mp3", 0.7)},
		{"subí la música 15 puntos", volumeIs("music.mp3", 0.95)},
		{"bajá la música 30 puntos", volumeIs("music.mp3", 0.5)},
		{"turn the music down 25 points", volumeIs("music.mp3", 0.55)},
		// guards: a percent is still a level
		{"bajá la música al 30%", volumeIs("music.mp3", 0.3)},
	},
	"double and triple are multiples of the volume there is": {
		// "say the volume" / "no verb or edit I know"
		// (on the workshop project its music is at 80%: see the quiet-music
		// table below for multiples that fit)
		// above 100% is said, not clamped (the replies are checked below)
		{"double the music volume", nil},
		{"la música al doble", nil},
		{"triple the music", nil},
		// a level and a multiple in one part: which is asked, not one
		// dropped (the 20% was set and "triplicala" dropped)
		{"bajá la música al 20% y después triplicala", nil},
		{"poné la música al 50% y al doble", nil},
		// guards: half as before
		{"make the music half as loud", volumeIs("music.mp3", 0.4)},
	},
	"who is talking is the clip the project names as an interview": {
		// asked among every clip with sound, or refused ("would leave out habla")
		{"bajale el volumen al que habla", volumesAre("interview.mp4", 0.5)},
		{"silenciá al que está hablando", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		{"mute the guy talking", both(mutedIs("interview.mp4", true), mutedIs("broll-city.mp4", false))},
		{"lower the person speaking", volumesAre("interview.mp4", 0.5)},
		// guard: the music is not who talks
		{"bajá la música", volumeIs("music.mp3", 0.4)},
	},
	"a thing picked by where it sits in the frame": {
		// "would leave out thing, corner" / "top right"
		{"ocultá el elemento de arriba a la derecha", both(hiddenIs("logo.png", true), hiddenIs("Heart", false))},
		{"make the thing in the top right corner bigger", scaleIs("logo.png", 0.375)},
		{"hide the object in the bottom right corner", both(hiddenIs("Heart", true), hiddenIs("logo.png", false))},
		// two there: which one is asked (below); none there is refused
		// naming the place
		{"delete the thing in the corner", nil},
		{"hacé más grande la cosa de la esquina", nil},
		{"hide the thing at the top left", nil},
	},
	"a side of the frame cut away is a crop there is no tool for": {
		{"cut the right half", nil},
		{"recortá la mitad izquierda del video", nil},
		{"cortá la mitad de abajo", nil},
		{"remove the top half of the city clip", nil},
	},
	"a look put on a clip is the look, whatever ordinal picks the clip": {
		// read as moving the clip last ("would leave out blanco y negro")
		{"poné blanco y negro en el último clip", effectAt("grayscale", 82, 92, "intensity", 100)},
		{"put black and white on the last clip", effectAt("grayscale", 82, 92, "intensity", 100)},
		{"poné sepia en el primer clip", effectAt("sepia", 0, 70, "intensity", 100)},
		// guard: a look on a clip named by kind as before
		{"poné sepia en la entrevista", effectAt("sepia", 0, 70, "intensity", 100)},
	},
}

func TestI13v28Cases(t *testing.T) {
	runFixtureTable(t, "i13v28 table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v28Cases)
}

// On the workshop project with its music at 30%, a multiple fits.
var i13v28QuietMusicCases = map[string][]vcase{
	"double and triple of a volume that fits": {
		{"double the music volume", volumeIs("music.mp3", 0.6)},
		{"la música al doble", volumeIs("music.mp3", 0.6)},
		{"poné la música al triple", volumeIs("music.mp3", 0.9)},
		{"triplicá el volumen de la música", volumeIs("music.mp3", 0.9)},
		{"make the music twice as loud", volumeIs("music.mp3", 0.6)},
		// guards: a picture doubled is its size; a multiple of every sound
		// that does not fit is said
		{"double the logo", scaleIs("logo.png", 0.5)},
		{"poné el video al doble de volumen", nil},
	},
}

func TestI13v28QuietMusicCases(t *testing.T) {
	runFixtureTable(t, "i13v28 quiet music table", func(t *testing.T) *videotools.Editor {
		ed := workshopFixture(t)
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Name == "music.mp3" {
					callTool(t, ed, "set_volume", map[string]any{"elementId": e.ID, "volume": 0.3})
				}
			}
		}
		return ed
	}, i13v28QuietMusicCases)
}

// "The lower text", "el texto superior": the texts drawn lowest (highest)
// pick the one meant; several there are asked among (the word was ignored
// and every text was asked among). The basic fixture plus a text "Bye" at
// the bottom; the workshop's texts share rows (asked).
var i13v28RowCases = map[string][]vcase{
	"a comparative of height picks among texts": {
		{"make the lower text bigger", both(textScaleGrew("Bye", true), textScaleGrew("Welcome", false))},
		{"hacé más grande el texto inferior", both(textScaleGrew("Bye", true), textScaleGrew("Welcome", false))},
		{"hide the upper text", both(hiddenIs("Welcome", true), hiddenIs("Bye", false))},
		{"ocultá el texto superior", both(hiddenIs("Welcome", true), hiddenIs("Bye", false))},
		{"make the higher text smaller", both(textScaleGrew("Welcome", false), textScaleGrew("Bye", false))},
	},
}

func TestI13v28RowCases(t *testing.T) {
	runFixtureTable(t, "i13v28 row table", func(t *testing.T) *videotools.Editor {
		ed := fixture(t)
		// on screen with "Welcome" (0–3): texts never shown together are
		// asked among (i13vp)
		callTool(t, ed, "add_text", map[string]any{"text": "Bye", "start": 1, "end": 3, "position": "bottom"})
		return ed
	}, i13v28RowCases)
	// on the workshop no two texts are on screen together, so lower or
	// upper than which is not known: which one is asked, among the texts
	// (i13vp; it asked among the bottom row, or the centre row, only)
	for prompt, names := range map[string][]string{
		"make the lower text bigger":     {"Ana Pérez", "Welcome to the Workshop", "Thanks for watching!"},
		"poné en rojo el texto superior": {"Ana Pérez", "Welcome to the Workshop", "Thanks for watching!"},
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.Status != StatusQuestion {
			t.Errorf("%q: %s %s, want a question among %v only", prompt, plan.Status, plan.Reply, names)
		}
		for _, n := range names {
			if !strings.Contains(plan.Reply, n) {
				t.Errorf("%q: %s, want %q named", prompt, plan.Reply, n)
			}
		}
	}
}

// textScaleGrew checks whether a text was drawn larger than scale 1 (for
// "smaller" rows, false: not grown).
func textScaleGrew(content string, grew bool) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if (e.Visual.Scale > 1) != grew || e.Text.FontSize <= 0 {
				return fmt.Sprintf("text %q at scale %v, grown %v wanted", content, e.Visual.Scale, grew)
			}
			return ""
		}
		return "no text " + content
	}
}

// With no clip named as someone talking, which one talks is asked, naming
// the clips.
func TestI13v28WhoTalksAsksWhenNoneIsNamed(t *testing.T) {
	for _, prompt := range []string{"mute the guy talking", "silenciá al que habla"} {
		plan := BasicVideo(context.Background(), prompt, fixture(t))
		if plan.Status != StatusQuestion || !strings.Contains(plan.Reply, "intro.mp4") || !strings.Contains(plan.Reply, "beach.mp4") {
			t.Errorf("%q: %s %s, want a question naming intro.mp4 and beach.mp4", prompt, plan.Status, plan.Reply)
		}
	}
}

// The answers that change nothing say why: the volume at its most names the
// clip; a multiple above 100% says what it would be; a crop says the frame;
// a thing picked by a place names those there, or the place.
func TestI13v28RepliesSayWhy(t *testing.T) {
	for prompt, want := range map[string]string{
		"subí el clip de la ciudad":            "broll-city.mp4 (e9) already at 100%",
		"raise the kitchen clip":               "broll-kitchen.mp4 (e10) already at 100%",
		"double the music volume":              "music.mp3 (e20) is at 80%, so that would be 160%",
		"la música al doble":                   "that would be 160%",
		"triple the music":                     "that would be 240%",
		"cut the right half":                   "cannot be cropped",
		"delete the thing in the corner":       `"the thing": logo.png (2s–10s) or the heart sticker (6s–9s)?`,
		"hide the thing at the top left":       `"at the top left"`,
		"recortá la mitad izquierda del video": "cannot be cropped",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if plan.OK() || !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s %s, want %q", prompt, plan.Status, plan.Reply, want)
		}
	}
}

// textPosIs checks the named row of a text.
func textPosIs(content, pos string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		}) {
			if e.Text.Position != pos {
				return fmt.Sprintf("text %q at %q (y %v), want %q", content, e.Text.Position, e.Visual.Y, pos)
			}
			return ""
		}
		return "no text " + content
	}
}
