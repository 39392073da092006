package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestI13wdTry prints the plan of each line of I13WD_TRY on the workshop
// project (a debugging aid; skipped without it).
func TestI13wdTry(t *testing.T) {
	prompts := os.Getenv("I13WD_TRY")
	if prompts == "" {
		t.Skip("I13WD_TRY not set")
	}
	for _, p := range strings.Split(prompts, "\n") {
		if strings.TrimSpace(p) == "" {
			continue
		}
		plan := BasicVideo(context.Background(), p, workshopFixture(t))
		steps, _ := json.Marshal(plan.Steps)
		t.Logf("%q\n  %s: %s\n  %s", p, plan.Status, strings.SplitN(plan.Reply, " Basic mode understands", 2)[0], steps)
		if os.Getenv("I13WD_EXPLAIN") != "" {
			t.Log(plan.Explain())
		}
	}
}

// wdCountOf checks how many elements of an asset the project holds.
func wdCountOf(name string, n int) check {
	return func(p *timeline.Project) string {
		if got := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })); got != n {
			return fmt.Sprintf("%d %s, want %d", got, name, n)
		}
		return ""
	}
}

var wdCases = map[string][]vcase{
	"an add shared with one already there that comes with a look": {
		// a second logo (or heart) was added, the look dropped: silent
		{"put in a star and the logo larger", both(newStickerAt("star", "top-right", 0, 92), wdCountOf("logo.png", 1), scaleIs("logo.png", 0.375))},
		{"add a fire and the logo a little smaller", both(newStickerAt("fire", "top-right", 0, 92), wdCountOf("logo.png", 1), scaleIs("logo.png", 0.2))},
		{"add a star and the heart bigger", both(countIs(timeline.ElementSticker, 2), stickerScaleIs("heart", 1.5), newStickerAt("star", "top-right", 0, 92))},
		{"add a star and the logo more see-through", both(wdCountOf("logo.png", 1), opacityIs("logo.png", 0.75))},
		{"agregá una estrella y el corazón más chico", both(countIs(timeline.ElementSticker, 2), stickerScaleIs("heart", 0.6))},
		{"agrega un fueguito y el logo mas grande", both(wdCountOf("logo.png", 1), scaleIs("logo.png", 0.375))},
		// guards: a verb of its own, "put", one thing with no look, a
		// thing not there, and several of a kind keep their reading
		{"add a star and make the logo bigger", both(wdCountOf("logo.png", 1), scaleIs("logo.png", 0.375))},
		{"poné un corazón y el logo más grande", both(wdCountOf("logo.png", 1), scaleIs("logo.png", 0.375))},
		{"add a star and the logo", wdCountOf("logo.png", 2)},
		{"add a star and the text bigger", nil}, // which text
		{"add a star and a heart", both(newStickerAt("star", "top-right", 0, 92), newStickerAt("heart", "top-right", 0, 92))},
	},
	"a spin given to the sticker there, in Spanish": {
		// a second heart was added
		{"dale al corazón un giro", nil},
		{"dale al corazon una vuelta", nil},
		{"dale al corazón un giro rápido", nil},
		// guards: a spin said after it, a time given to it, a new one given to another
		{"dale un giro al corazón", stickerRotationIs("heart", 90)},
		{"hacé girar el corazón", stickerRotationIs("heart", 90)},
		{"dale al corazón 3 segundos más", timesIsSticker(6, 12)},
		{"dale un corazón al logo", both(countIs(timeline.ElementSticker, 2), newStickerAt("heart", "top-right", 2, 10))},
	},
	"what a change of one sound is for": {
		// both sounds were changed (lowered, muted, or hidden)
		{"lower the music so that the interview comes through louder", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"turn down the music so the interview is louder", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"baja la musica para que la entrevista suene mas fuerte", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"bajale a la música así se escucha la entrevista", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"turn the music down so we hear the interview", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"silencia la musica para que se oiga la entrevista", both(mutedIs("music.mp3", true), mutedIs("interview.mp4", false), wdNothingHidden)},
		{"mute the music so the interview is clearer", both(mutedIs("music.mp3", true), mutedIs("interview.mp4", false), wdNothingHidden)},
		// guards: two sounds said together, a level in the purpose, one
		// against the other, only one heard
		{"lower the music and the interview", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 0.5))},
		{"bajá la música y la entrevista", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 0.5))},
		{"lower the music so it is at 20%", volumeIs("music.mp3", 0.2)},
		{"make the interview louder than the music", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"mute the interview so only the music is heard", both(mutedIs("interview.mp4", true), mutedIs("music.mp3", false))},
		{"bajale a la música así se escucha mejor la entrevista", nil}, // "mejor" is still read as a style
	},
	"a text said as what it has to say, up to a remark": {
		// "tiene que decir" was refused ("decir" left out, or read as "mirar")
		{"el texto de gracias tiene que decir Gracias por mirar", textIs("Gracias por mirar", 87, 92, "center", "")},
		{"el cartel de ana debería decir Ana Peres", textIs("Ana Peres", 5, 9, "bottom", "label")},
		// the remark after a comma was pasted into the text
		{"el texto de gracias tiene que decir Gracias por ver, perdón", textIs("Gracias por ver", 87, 92, "center", "")},
		{"el cartel de ana tiene que decir Ana Perez, me equivoqué de apellido", textIs("Ana Perez", 5, 9, "bottom", "label")},
		{"el cartel de ana tiene que decir Ana Perez, lo escribi mal", textIs("Ana Perez", 5, 9, "bottom", "label")},
		{"the thanks text should say see you next week, sorry", textIs("see you next week", 87, 92, "center", "")},
		{"the thanks text should say see you next week, my bad", textIs("see you next week", 87, 92, "center", "")},
		// a reason after the comma may be the text's own words (i13wx1:
		// "Gracias, porque vinieron" was cut to "Gracias"): kept whole
		{"the thanks text should say bye now, because the show ends", textIs("bye now, because the show ends", 87, 92, "center", "")},
		// said of no text: which is asked (a new text was added)
		{"al texto de abajo le falta una palabra, tiene que decir 'hasta la próxima'", nil},
		{"tiene que decir 'hasta mañana'", nil},
		// guards: a comma inside the new words stays in them
		{"the thanks text should say Thanks, see you soon", textIs("Thanks, see you soon", 87, 92, "center", "")},
		{"el texto de gracias tiene que decir Gracias, nos vemos", textIs("Gracias, nos vemos", 87, 92, "center", "")},
		{"the thanks text should say see you soon", textIs("see you soon", 87, 92, "center", "")},
	},
}

// wdNothingHidden: no element is hidden.
func wdNothingHidden(p *timeline.Project) string {
	for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Hidden }) {
		return e.Name + " hidden"
	}
	return ""
}

func TestI13wdCases(t *testing.T) {
	runFixtureTable(t, "i13wd workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, wdCases)
}
