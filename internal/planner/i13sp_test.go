package planner

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
)

// i13spExposure: exposure said in Spanish "puntos" with a number (they
// were percentage points: brightness +2), with a darkening verb beside
// the exposure noun (they cancelled out), and half an EV.
var i13spExposure = []ppcase{
	{"aclarala 2 puntos de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=50"}},
	{"subile 3 puntos de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=75"}},
	{"bajale 1,5 puntos de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-37.5"}},
	{"bajá la exposición 2 puntos", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-50"}},
	{"aclará la foto dos puntos de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=50"}},
	{"oscurecela un punto de exposición", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}},
	{"darken the exposure by 1 stop", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-25"}},
	{"brighten it by half an EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=12.5"}},
	{"darken the photo by half an EV", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness=-12.5"}},
}

func TestI13spExposurePoints(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13spExposure)
}

// i13spWhatsThere: "what's in the middle" said in English with the place
// one token ("in the middle") hid the active layer; it is the layer there.
var i13spWhatsThere = []ppcase{
	{"hide what's in the middle", "layers.select layers.setVisible", []string{"layers.select:id=layer-2", "layers.setVisible:visible=false"}},
	{"hide whatever is in the middle", "layers.select layers.setVisible", []string{"layers.select:id=layer-2"}},
	{"hide what sits in the centre", "layers.select layers.setVisible", []string{"layers.select:id=layer-2"}},
	{"delete what's in the center", "layers.select layers.delete", []string{"layers.select:id=layer-2"}},
	{"make what's in the middle 50% transparent", "layers.select layers.setOpacity", []string{"layers.select:id=layer-2"}},
}

func TestI13spWhatsThere(t *testing.T) {
	runPhotoTableOn(t, logoPhoto, i13spWhatsThere)
}

// twoInMiddle is logoPhoto with a second text in the middle of the canvas.
func twoInMiddle(t testing.TB) *photoops.Editor {
	ed := logoPhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"Mid","y":64,"color":"#ffffff"}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// titleOnly is the astronaut with a title at the top, the active layer.
func titleOnly(t testing.TB) *photoops.Editor {
	ed := onePhoto(t)
	if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"Hello","y":10,"color":"#ffffff"}`)); err != nil {
		t.Fatal(err)
	}
	return ed
}

// Nothing but the photo in the middle is refused; two layers there asked.
func TestI13spWhatsThereNoneOrTwo(t *testing.T) {
	for _, tc := range []struct {
		open   func(testing.TB) *photoops.Editor
		prompt string
		status string
		says   string
	}{
		{titleOnly, "hide what's in the middle", StatusCannot, "no layer but the photo is at the center"},
		{titleOnly, "hide whatever is in the centre", StatusCannot, "no layer but the photo"},
		{twoInMiddle, "hide what's in the middle", StatusQuestion, "Several layers are at the center"},
		{twoInMiddle, "delete whatever is in the center", StatusQuestion, "Say which one"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, tc.open(t)))
		asked := plan.Status == StatusQuestion
		if len(plan.Steps) > 0 || plan.OK() || asked != (tc.status == StatusQuestion) || !strings.Contains(plan.Reply, tc.says) {
			t.Errorf("%q: %s %s %q, want %s saying %q", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply, tc.status, tc.says)
		}
	}
}

// i13spNewWords: a new text's words unquoted, typed with a capital, known
// words and "de"/"of" inside them, then the place (refused: "would leave
// out verano", "not an editing request").
var i13spNewWords = []ppcase{
	{"agregá un título Oferta de verano arriba", "text.add", []string{"text.add:text=Oferta de verano", "text.add:position=top"}},
	{"add the text Big news at the top", "text.add", []string{"text.add:text=Big news", "text.add:position=top"}},
	{"agregá el texto Nos vemos pronto en la parte de abajo", "text.add", []string{"text.add:text=Nos vemos pronto", "text.add:position=bottom"}},
	{"ponele un título Oferta de la semana abajo", "text.add", []string{"text.add:text=Oferta de la semana", "text.add:position=bottom"}},
	{"put a caption Big day in the middle", "text.add", []string{"text.add:text=Big day", "text.add:position=center"}},
	{"ponele el texto Nos vemos en el centro", "text.add", []string{"text.add:text=Nos vemos", "text.add:position=center"}},
	// guards: what follows the words is still read
	{"add a title Hello in red at the top", "text.add", []string{"text.add:text=Hello", "text.add:color=#ff0000"}},
	{"add a caption Summer sale at the bottom", "text.add", []string{"text.add:text=Summer sale", "text.add:position=bottom"}},
}

func TestI13spNewWords(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13spNewWords)
}

// i13spWritten: "write" and then words typed with a capital are a new
// text's (refused: "say the look").
var i13spWritten = []ppcase{
	{"escribí Gracias abajo", "text.add", []string{"text.add:text=Gracias", "text.add:position=bottom"}},
	{"escribile Feliz cumple arriba", "text.add", []string{"text.add:text=Feliz cumple", "text.add:position=top"}},
	{"escribí Oferta de verano abajo", "text.add", []string{"text.add:text=Oferta de verano", "text.add:position=bottom"}},
	{"write Hello in red", "text.add", []string{"text.add:text=Hello", "text.add:color=#ff0000"}},
	{"write Good Morning at the bottom", "text.add", []string{"text.add:text=Good Morning", "text.add:position=bottom"}},
}

func TestI13spWritten(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13spWritten)
}

// i13spVibrance: vivacidad and punch are vibrance.
var i13spVibrance = []ppcase{
	{"add some punch to the colours", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}},
	{"más vivacidad", "adjustments.vibrance", []string{"adjustments.vibrance:amount>0"}},
	{"vivacidad +20", "adjustments.vibrance", []string{"adjustments.vibrance:amount=20"}},
	{"menos vivacidad", "adjustments.vibrance", []string{"adjustments.vibrance:amount<0"}},
	{"make it brighter and punchier", "adjustments.applyMasked adjustments.vibrance", []string{"adjustments.applyMasked:brightness>0"}},
	// guards: vivid colours stay the vivid look (vibrance +40 raises the
	// mean colourfulness of the test photos by 2-5%: "more vivid" would
	// look unchanged; the vivid look raises it by about 45%); punch as before
	{"colores más vivos", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"make the colors more vivid", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
	{"give the colours a bit more punch", "adjustments.vibrance", []string{"adjustments.vibrance:amount=20"}},
	{"more vivid", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation>1"}},
}

func TestI13spVibrance(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13spVibrance)
}

// i13spTextLook: a box, a shadow or an outline said of a text is its
// style (the box was read as a shape or the photo's background and
// dropped, or refused).
var i13spTextLook = []ppcase{
	{`add the text "Sale" in a small box`, "text.add", []string{"text.add:style=band", "text.add:text=Sale"}},
	{`poné "Hola" en un recuadro chico`, "text.add", []string{"text.add:style=band", "text.add:size=12"}}, // the default at 128 px
	{`add "Hi" with a dark background behind it`, "text.add", []string{"text.add:style=band", "text.add:color=#ffffff"}},
	{`agregá "Hola" con un fondo oscuro detrás`, "text.add", []string{"text.add:style=band", "text.add:color=#ffffff"}},
	{`poné "Hola" sobre un fondo blanco`, "text.add", []string{"text.add:style=band", "text.add:color=#000000"}},
	{`add a caption "Summer" at the bottom in a box`, "text.add", []string{"text.add:style=band", "text.add:position=bottom"}},
	{`add the title "Hi" with a shadow`, "text.add", []string{"text.add:style=shadow"}},
	{`poné "Hola" con sombra`, "text.add", []string{"text.add:style=shadow"}},
	{"put the title in a box", "text.update", []string{"text.update:style=band", "text.update:id=layer-3"}},
	{"ponele un recuadro al texto", "text.update", []string{"text.update:style=band"}},
	{"ponele contorno al título", "text.update", []string{"text.update:style=outline"}},
	// guard: the photo's background with "the" stays that (the photo's
	// layer selected again after the new title: i13jsa)
	{`add a title "Hi" and blur the background`, "text.add selection.subject selection.invert layers.select filters.applyMasked", nil},
}

func TestI13spTextLook(t *testing.T) {
	runPhotoTableOn(t, logoPhoto, i13spTextLook)
}

// i13spColourOut: a colour taken out is its hue range less saturated
// (red, green) or its cast taken off (yellow, blue); they were a layer
// delete asked which, or refused. Looks said with "aspecto" are read.
var i13spColourOut = []ppcase{
	{"quitale lo rojo", "adjustments.apply", []string{"adjustments.apply:params.range=reds", "adjustments.apply:params.saturation<0"}},
	{"less red", "adjustments.apply", []string{"adjustments.apply:params.range=reds", "adjustments.apply:params.saturation<0"}},
	{"menos rojo", "adjustments.apply", []string{"adjustments.apply:params.range=reds", "adjustments.apply:params.saturation<0"}},
	{"reduce the reds", "adjustments.apply", []string{"adjustments.apply:params.range=reds", "adjustments.apply:params.saturation<0"}},
	{"desaturate the reds", "adjustments.apply", []string{"adjustments.apply:params.range=reds"}},
	{"quitale el verde", "adjustments.apply", []string{"adjustments.apply:params.range=greens", "adjustments.apply:params.saturation<0"}},
	{"quitale lo amarillo", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth=-15"}},
	{"take out the yellow", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"remove the yellow cast", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"dale un aspecto retro", "looks.apply", []string{"looks.apply:name=vintage"}},
	{"un aspecto vintage", "looks.apply", []string{"looks.apply:name=vintage"}},
}

func TestI13spColourOut(t *testing.T) {
	runPhotoTableOn(t, onePhoto, i13spColourOut)
}

// What stays refused, saying why: a box of another colour (it was the
// words' colour).
func TestI13spRefusals(t *testing.T) {
	for _, tc := range []struct{ prompt, says string }{
		{`add "Hi" in a red box`, "cannot make it red"},
		{`poné "Hola" en un recuadro azul`, "cannot make it blue"},
		// a new text said on a layer: it was put at the top, the layer left out
		{`add a title "Hello" on the logo`, "cannot put it on \"the logo\""},
		{"write Hello on the logo", "cannot put it on"},
	} {
		plan := BasicPhoto(context.Background(), tc.prompt, stateOf(t, logoPhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, tc.says) {
			t.Errorf("%q: %s %s %q, want a refusal saying %q", tc.prompt, plan.Status, opNames(plan.Steps), plan.Reply, tc.says)
		}
	}
}
