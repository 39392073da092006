package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A length counted from a moment, a number after "from" that may be a
// level, "all X but Y", a second look said as a participle, "inverted"
// after a thing, and a turn that pushes a picture out of the frame
// (i13v25). The workshop project: interview 0–70, city 70–82, kitchen
// 82–92; the logo 270 px square at 785,-365 (40 px from the right and top
// edges); the heart 216 px at 798,378; music at 80%.
var video25WorkshopCases = map[string][]vcase{
	"a length from a moment is that stretch": {
		// asked "split at 5s, or take 5s out?", or everything from 10 on went
		{"cut 5 seconds from 10", mainIs("interview:0-10 interview:10-65 broll-city:65-77 broll-kitchen:77-87")},
		{"cortá 5 segundos del 10", mainIs("interview:0-10 interview:10-65 broll-city:65-77 broll-kitchen:77-87")},
		{"sacá 3 segundos desde el 20", mainIs("interview:0-20 interview:20-67 broll-city:67-79 broll-kitchen:79-89")},
		{"remove 4 seconds from second 30", mainIs("interview:0-30 interview:30-66 broll-city:66-78 broll-kitchen:78-88")},
		{"quitá 4 segundos a partir del 30", mainIs("interview:0-30 interview:30-66 broll-city:66-78 broll-kitchen:78-88")},
		// guards: from an edge of the video is the first seconds; a range said
		{"cut 5 seconds from the start", mainIs("interview:0-65 broll-city:65-77 broll-kitchen:77-87")},
		{"cortá 5 segundos del principio", mainIs("interview:0-65 broll-city:65-77 broll-kitchen:77-87")},
		{"cut from 10 to 15", mainIs("interview:0-10 interview:10-65 broll-city:65-77 broll-kitchen:77-87")},
	},
	"a bare number after from in a volume change may be a level": {
		// the music is at 80%: lowered from second 80 without asking
		{"bajá la música del 80 por 5 segundos", nil},
		{"lower the music from 80 for 5 seconds", nil},
		// guards: not the level and inside the video is the second; a unit says it
		{"bajá la música del 30 por 5 segundos", volumesAre("music.mp3", 0.8, 0.4, 0.8)},
		{"bajá la música desde el segundo 80 por 5 segundos", volumesAre("music.mp3", 0.8, 0.4, 0.8)},
	},
	"all of a kind but one leaves that one out": {
		// "but" ended the clause: all were hidden, then the label too
		{"hide all the texts but the label", both(hiddenIs("Ana Pérez · Head Baker", false), hiddenIs("Welcome to the Workshop", true), hiddenIs("Thanks for watching!", true))},
		{"hide every text but the label", both(hiddenIs("Ana Pérez · Head Baker", false), hiddenIs("first, the starter", true))},
		{"mute every clip but the interview", both(mutedIs("interview.mp4", false), mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", true))},
		{"mute all the clips but the interview", both(mutedIs("interview.mp4", false), mutedIs("broll-kitchen.mp4", true))},
		// guards: "except"/"menos" already left it out; "but" between two edits
		{"ocultá todos los textos menos la etiqueta", both(hiddenIs("Ana Pérez · Head Baker", false), hiddenIs("Welcome to the Workshop", true))},
		{"hide all the texts except the label", both(hiddenIs("Ana Pérez · Head Baker", false), hiddenIs("today we bake sourdough", true))},
		{"hide the label but keep the logo", both(hiddenIs("Ana Pérez · Head Baker", true), hiddenIs("logo.png", false))},
		{"hide all the texts but the title", both(hiddenIs("Welcome to the Workshop", false), hiddenIs("Thanks for watching!", true))}, // policy 10: "the title" of several texts is the one opening the video
	},
	"a flip or turn said after a look is done too": {
		// the flip or turn was dropped, or the clause after "and" refused
		{"make the logo bigger mirrored", both(flippedH("logo.png"), scaleIs("logo.png", 0.375))},
		{"make the logo smaller and flipped", both(flippedH("logo.png"), scaleIs("logo.png", 0.15))},
		{"hacé el logo más grande y espejado", both(flippedH("logo.png"), scaleIs("logo.png", 0.375))},
		{"el logo más chico y girado", both(rotationIs("logo.png", 90), scaleIs("logo.png", 0.15))},
		{"make the heart bigger rotated", both(stickerScaleIs("heart", 1.5), stickerVisual("heart", func(v *timeline.Visual) string {
			if v.Rotation != 90 {
				return fmt.Sprintf("rotation %v, want 90", v.Rotation)
			}
			return ""
		}))},
		// guards
		{"make the logo bigger", both(notFlipped("logo.png"), scaleIs("logo.png", 0.375))},
		{"espejá el clip de la cocina", flippedH("broll-kitchen.mp4")},
	},
	"inverted said after a thing is asked": {
		// a colour invert was added beside the blur
		{"blur the kitchen clip inverted", nil},
		{"poné blur en el clip de la cocina invertido", nil},
		{"el logo invertido", nil},
		{"the city clip inverted", nil},
		// guards: the verb, the colours, a side
		{"invert the kitchen clip", effectIs("invert", 82, 92, "intensity", 100)},
		{"make the kitchen clip inverted colours", effectIs("invert", 82, 92, "intensity", 100)},
		{"invertí el logo horizontalmente", flippedH("logo.png")},
	},
	"a bit said with a size is how much it grows, not how far it moves": {
		// "a bit" moved it 13 px up instead of to the top (the top spot at
		// the new size is 54 px from the edge, as without "a bit")
		{"the logo at the top and a bit bigger", placedAt("logo.png", 0.3, 785, -324)},
		{"el logo arriba y un poco más grande", placedAt("logo.png", 0.3, 785, -324)},
		{"the logo on the left and a bit smaller", placedAt("logo.png", 0.2, -798, -365)},
		{"el logo a la izquierda y un poco más chico", placedAt("logo.png", 0.2, -798, -365)},
		// guards: "a bit" said with the move is a small move
		{"the logo up a bit and bigger", placedAt("logo.png", 0.3, 785, -378)},
		{"move the logo a bit up", placedAt("logo.png", 0.25, 785, -405)},
		{"make the logo a bit bigger", scaleIs("logo.png", 0.3)},
	},
	"a look and its opposite on the same thing are asked": {
		// both tints were applied, the second over the whole video
		{"make the city clip warmer and cooler", nil},
		{"make the city clip warmer and then make it cooler", nil},
		{"hacé el clip de la ciudad más cálido y más frío", nil},
		{"make the city clip brighter and darker", nil},
		{"poné el clip de la ciudad más brillante y después más oscuro", nil},
		// guards: each names its own thing or time; two looks that do not undo each other
		{"make the city clip warmer and the kitchen clip cooler", both(countIs(timeline.ElementEffect, 3), effectIs("vignette", 70, 82, "", 0))},
		{"blur from 2 to 4 and sharpen from 5 to 8", both(effectIs("blur", 2, 4, "", 0), effectIs("sharpen", 5, 8, "", 0))},
		{"make the city clip warmer", countIs(timeline.ElementEffect, 2)},
	},
	"a bare ordinal is of the kind just spoken of": {
		// "there is no the last one"
		{`add a text "Bye" at 89 and then move the last one up`, textIs("Bye", 89, 92, "top", "plain")},
		{"add a star at 10 and make the last one bigger", stickerScaleIs("star", 1.5)},
		// the text just added is not the last text on the timeline: asked
		{`add a text "Hi" at 20 then move the last one up`, nil},
		// guards: nothing spoken of before; a kind said
		{"move the last one up", nil},
		{"make the last text red", textColorIs("Thanks for watching!", "#ff0000")},
	},
	"a new angle keeps a picture inside the frame": {
		// 45°: the corners 16 px past the right and top edges
		{"rotate the logo 45 degrees", both(rotationIs("logo.png", 45), placedAt("logo.png", 0.25, 769.081, -349.081))},
		{"girá el logo 30 grados", both(rotationIs("logo.png", 30), placedAt("logo.png", 0.25, 775.587, -355.587))},
		{"rotá el logo 45 grados", both(rotationIs("logo.png", 45), placedAt("logo.png", 0.25, 769.081, -349.081))},
		// guards: a square turned a quarter fits; a distance said is done as said
		{"rotate the logo 90 degrees", placedAt("logo.png", 0.25, 785, -365)},
		{"rotate the logo 45 degrees and move it 100 px left", placedAt("logo.png", 0.25, 685, -365)},
	},
}

func TestVideo25WorkshopCases(t *testing.T) {
	runFixtureTable(t, "video25 workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, video25WorkshopCases)
}

// The questions name both readings.
func TestVideo25QuestionsNameBothReadings(t *testing.T) {
	small := func(t testing.TB) *videotools.Editor { return fixture(t) }
	for _, c := range []struct {
		prompt  string
		project func(testing.TB) *videotools.Editor
		wants   []string
	}{
		{"bajá la música del 80 por 5 segundos", workshopFixture, []string{"from second 80", "from 80% volume", "is at 80%"}},
		{"lower the music from 80 for 5 seconds", workshopFixture, []string{"from second 80", "from 80% volume"}},
		{"blur the kitchen clip inverted", workshopFixture, []string{"colours turned negative", "mirrored"}},
		{"make the city clip warmer and cooler", workshopFixture, []string{"warmer and cooler undo each other"}},
		{`add a text "Hi" at 20 then move the last one up`, workshopFixture, []string{`"Hi" (e25), which the clause before`, `"Thanks for watching!" (e18), the last`}},
		// the small project is 18 s long: second 50 is past its end (it was
		// refused as a range past the end, not asked)
		{"lower the music from 50", small, []string{"from second 50", "from 50% volume", "18s long"}},
		{"bajá la música del 30 por 5 segundos", small, []string{"from second 30", "from 30% volume"}},
	} {
		prompt, wants := c.prompt, c.wants
		plan := BasicVideo(context.Background(), prompt, c.project(t))
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

// The small project: intro 0–10, beach 10–18.
var video25SmallCases = map[string][]vcase{
	"a length from a moment is that stretch": {
		{"cut 5 seconds from 10", both(durIs(13), mainIs("intro:0-10 beach:10-13"))},
		{"cortá 2 segundos del 4", both(durIs(16), mainIs("intro:0-4 intro:4-8 beach:8-16"))},
	},
}

func TestVideo25SmallCases(t *testing.T) {
	runFixtureTable(t, "video25 small table", func(t *testing.T) *videotools.Editor { return fixture(t) }, video25SmallCases)
}

// notFlipped checks a picture is the right way round.
func notFlipped(name string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.FlipH || e.Visual.FlipV {
			return fmt.Sprintf("flipH %v flipV %v, want no flip", e.Visual.FlipH, e.Visual.FlipV)
		}
		return ""
	})
}
