package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The fourteenth round (issue 13, item 4): an ambiguity audit. For each
// fixture the references with more than one candidate were listed from
// its contents (texts, b-roll clips, main clips, overlays, audio, layers,
// words with two meanings, numbers with no unit, amounts with no
// direction) and requests written that use them, with guards that look
// ambiguous and are not. Each row here was a confident wrong plan before
// its rule (or a question where one reading is the only sensible one).

// ambiguity14TripCases run on the trip (beach clip, song, one title).
var ambiguity14TripCases = map[string][]vcase{
	// "los dos" / "the two" said of two things is "both", not an amount of
	// 2 ("subí los dos al 80%" set the clip and the song to 2%)
	"both": {
		{"subí los dos al 80%", both(volumeIs("beach.mp4", 0.8), volumeIs("song.mp3", 0.8))},
		{"bajá los dos", both(volumeIs("beach.mp4", 0.5), volumeIs("song.mp3", 0.5))},
		{"silenciá los dos", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))},
		{"mute the two", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))},
		// guards: a count before a noun or a unit stays a count
		{"cortá los primeros dos segundos", durIs(22)},
		{"split it in two", countIs(timeline.ElementVideo, 2)},
	},
	// a lone "lower" / "higher" after a look is which way the same thing
	// goes ("make the title bigger and lower" lowered the clip and the song
	// to 50% and left the title where it was)
	"lower": {
		{"make the title bigger and lower", both(bigger("Summer 2024"), movedDownFrom("Summer 2024", -486), fullVolume("beach.mp4"), fullVolume("song.mp3"))},
		{"make the title red and lower", both(movedDownFrom("Summer 2024", -486), fullVolume("song.mp3"))},
		// guards: a thing of its own after "lower" is its own clause; a
		// sound said lower is quieter
		{"make the title bigger and lower the song", both(bigger("Summer 2024"), volumeIs("song.mp3", 0.5), fullVolume("beach.mp4"))},
		{"make the song quieter and lower", both(volumeIs("song.mp3", 0.5), fullVolume("beach.mp4"))},
	},
}

// movedDownFrom checks an element of an asset or text went down from y
// (the top placement), staying in the upper half.
func movedDownFrom(name string, y float64) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Y <= y || e.Visual.Y >= 0 {
			return fmt.Sprintf("at y %v, want between %v and the centre", e.Visual.Y, y)
		}
		return ""
	})
}

// fullVolume checks every element of an asset still plays at 100%.
func fullVolume(asset string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio != nil && !near(e.Audio.Volume, 1) {
				return fmt.Sprintf("%s volume %v, want 100%%", asset, e.Audio.Volume)
			}
		}
		return ""
	}
}

// ambiguity14WorkshopCases run on the workshop (three main clips, two of
// them b-roll, five texts, a logo and a heart, music).
var ambiguity14WorkshopCases = map[string][]vcase{
	// a b-roll of two cut at a time inside one of them is split there, as
	// any main clip is ("cut the b-roll at 75" ended the city clip at 75:
	// 7 s of the video gone, where "cut the beach at 10" splits)
	"cut at": {
		{"cut the b-roll at 75", both(durIs(92), timesIs("broll-city.mp4", "70-75 75-82"), timesIs("broll-kitchen.mp4", "82-92"))},
		{"cortá el b-roll en 85", both(durIs(92), timesIs("broll-kitchen.mp4", "82-85 85-92"))},
		// guards: no time still asks which; the music still ends there
		{"cut the b-roll", nil},
		{"cut the music at 50", timesIs("music.mp3", "0-50")},
		{"borrá los dos subtítulos", countIs(timeline.ElementText, 3)},
	},
	// a look said only by its dimension, with nothing that says which way,
	// asks ("adjust the brightness" brightened the whole video by 30)
	"which way": {
		{"adjust the brightness", nil},
		{"ajustá el brillo", nil},
		{"change the contrast", nil},
		{"cambiá la saturación", nil},
		// guards: a way or a number says it
		{"lower the brightness", effectIs("brightness-contrast", 0, 92, "brightness", -30)},
		{"subí el brillo", effectIs("brightness-contrast", 0, 92, "brightness", 30)},
		{"more contrast", effectIs("brightness-contrast", 0, 92, "contrast", 30)},
		{"brightness 20", effectIs("brightness-contrast", 0, 92, "brightness", 20)},
	},
}

// ambiguity14PhotoCases run on the layered photo (the astronaut, an empty
// "logo" layer, the title "Hello").
var ambiguity14PhotoCases = []ppcase{
	// a look said only by its dimension asks which way (it was brighter)
	{"adjust the brightness", "", nil},
	{"cambiá el brillo", "", nil},
	{"change the contrast", "", nil},
	{"cambiá la exposición", "", nil},
	// guards: a way or a number says it
	{"lower the brightness", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"subile el contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast>0"}},
	{"brillo 20", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=20"}},
	// "lower" said of the opacity is the layer's opacity, not its colour
	// ("bajá la opacidad" desaturated the photo by 40%)
	{"lower the opacity", "layers.setOpacity", []string{"layers.setOpacity:opacity<1"}},
	{"bajá la opacidad", "layers.setOpacity", []string{"layers.setOpacity:opacity<1"}},
	{"bajale la opacidad al logo", "layers.select layers.setOpacity", []string{"layers.select:id=layer-2", "layers.setOpacity:opacity<1"}},
	// guards: the saturation lowered is still the colour
	{"lower the saturation", "adjustments.desaturate", nil},
	{"lower the logo's opacity to 30%", "layers.select layers.setOpacity", []string{"layers.setOpacity:opacity=0.3"}},
	// the top or bottom layer is the one at that end of the stack ("delete
	// the top layer" deleted the active layer: the photo, at the bottom)
	{"delete the top layer", "layers.select layers.delete", []string{"layers.select:id=layer-3"}},
	{"borrá la capa de arriba", "layers.select layers.delete", []string{"layers.select:id=layer-3"}},
	{"make the top layer transparent", "layers.select layers.setOpacity", []string{"layers.select:id=layer-3"}},
	// guards: the layer (active), an ordinal
	{"delete the second layer", "layers.select layers.delete", []string{"layers.select:id=layer-2"}},
	{"hide the layer", "layers.setVisible", nil},
	// a layer raised or lowered: up the stack or its pixels? ("subí la
	// capa", "subí el logo" applied a vivid look)
	{"subí la capa", "", nil},
	{"lower the layer", "", nil},
	{"subí el logo", "", nil},
	// "both" with nothing before it to be both of ("hide both" hid the
	// active layer only)
	{"hide both", "", nil},
	// guards: a part of the photo raised is its colour; a named layer hidden
	{"boost the sky", "selection.sky adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"hide the logo", "layers.select layers.setVisible", []string{"layers.select:id=layer-2"}},
}

func TestAmbiguity14Trip(t *testing.T) {
	runFixtureTable(t, "ambiguity-14 trip", tripFixture, ambiguity14TripCases)
}

// twoTextPhoto is the layered photo with a second text, "World", lower
// down than "Hello".
func twoTextPhoto(t testing.TB) *photoops.Editor {
	ed := layeredPhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"World","y":100,"color":"#ffffff"}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// ambiguity14TwoTextCases run on twoTextPhoto: "the text" of two asks,
// naming both (the first was changed); one named by its words, place or
// ordinal is that one; "both" is each.
var ambiguity14TwoTextCases = []ppcase{
	{"make the text red", "", nil},
	{"poné el texto en rojo", "", nil},
	{"change the title to Bye", "", nil},
	{"delete the text", "", nil},
	{"borrá el texto", "", nil},
	{"make the second text red", "text.update", []string{"text.update:id=layer-4"}},
	{"make the bottom text red", "text.update", []string{"text.update:id=layer-4"}},
	{"poné el texto de abajo en rojo", "text.update", []string{"text.update:id=layer-4", "text.update:color=#ff0000"}},
	{"make both texts red", "text.update text.update", []string{"text.update:color=#ff0000"}},
	{"poné los dos textos en rojo", "text.update text.update", []string{"text.update:color=#ff0000"}},
	{"delete the second text", "layers.delete", nil},
	// guards: named by its words, or the quote it says
	{"make the World text bigger", "text.update", []string{"text.update:id=layer-4"}},
	{"make the Hello text red", "text.update", []string{"text.update:id=layer-3"}},
	{`replace "Hello" with "Bye"`, "text.update", []string{"text.update:id=layer-3", "text.update:text=Bye"}},
}

// ambiguity14OneTextCases run on the layered photo (one text): a place
// said before "text" picks it, it does not move it ("make the top text
// red" moved the title to the top as well).
var ambiguity14OneTextCases = []ppcase{
	{"make the top text red", "text.update", []string{"text.update:color=#ff0000", "text.update:id=layer-3"}},
	// guards: a place after a verb that moves it is where it goes
	{"move the text to the top", "text.update", []string{"text.update:y=15"}},
	{"put the text at the bottom", "text.update", []string{"text.update:y=109"}},
}

func TestAmbiguity14Photo(t *testing.T) {
	runPhotoTable(t, ambiguity14PhotoCases)
	runPhotoTableOn(t, twoTextPhoto, ambiguity14TwoTextCases)
	plans := runPhotoTableOn(t, layeredPhoto, ambiguity14OneTextCases)
	var p map[string]any
	if len(plans[0].Steps) > 0 && json.Unmarshal(plans[0].Steps[0].Params, &p) == nil && p["y"] != nil {
		t.Errorf("%q moved the text: %s", ambiguity14OneTextCases[0].prompt, plans[0].Steps[0].Params)
	}
	for _, prompt := range []string{"make the text red", "delete the text"} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, twoTextPhoto(t)))
		if !strings.Contains(plan.Reply, `"Hello"`) || !strings.Contains(plan.Reply, `"World"`) {
			t.Errorf("%q: %s, want a question naming both texts", prompt, plan.Reply)
		}
	}
}

// TestAmbiguity14Questions: a question names what it asks between.
func TestAmbiguity14Questions(t *testing.T) {
	for _, c := range []struct {
		prompt string
		want   []string
	}{
		{"adjust the brightness", []string{"brighter", "darker"}},
		{"cambiá el contraste", []string{"more contrast", "less contrast"}},
	} {
		plan := BasicVideo(context.Background(), c.prompt, workshopFixture(t))
		for _, w := range c.want {
			if plan.OK() || !strings.Contains(plan.Reply, w) {
				t.Errorf("%q: %s, want a question naming %q", c.prompt, plan.Reply, w)
			}
		}
	}
}

func TestAmbiguity14Workshop(t *testing.T) {
	runFixtureTable(t, "ambiguity-14 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, ambiguity14WorkshopCases)
}
