package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// sixthSessionCases were written for the sixth session of issue 13 on the
// interview project: distances in pixels, and the requests found while
// hunting silent drops (a result that is not what was asked, reported as
// done). Not tuned on any held-out request (none was read).
var sixthSessionCases = map[string][]vcase{
	"pixels": {
		{"move the logo 20 pixels to the right", logoAt(20, 0)},
		{"mové el logo 30 px a la izquierda", logoAt(-30, 0)},
		{"move the logo 15px up", logoAt(0, -15)},
		{"bajá el logo 40 píxeles", logoAt(0, 40)},
		// pixels nothing reads: named, never dropped
		{"move the logo 20 pixels", nil},
		// a text is moved by pixels too (update_clip takes it off its preset place)
		{"move the subtitle 20 px up", visualOf("hello everyone", func(e *timeline.Element) string {
			if !near(e.Visual.Y, 302.4-20) || e.Visual.X != 0 {
				return fmt.Sprintf("at (%v,%v), want 20 px above (0,302.4)", e.Visual.X, e.Visual.Y)
			}
			return ""
		})},
		{"cut at 20 px", nil},
		{"make the music 20 pixels louder", nil},
	},
	"title words": {
		// "the end" right after the text noun of an add is the title's words
		// (a time takes its preposition: "at the end"); it updated the
		// existing title's place and dropped the words
		{"add the title The End at the bottom", textIs("The End", 0, 5, "bottom", "")},
		{"add the title the end", textIs("the end", 0, 5, "", "")},
		{"add the text The End at the end", textIs("The End", 23, 28, "", "")},
		{"agregá el título El Fin abajo", textIs("El Fin", 0, 5, "bottom", "")},
		{"add the title at the end", nil},
	},
	"time said first": {
		{"cuando termina la entrevista, poné un corazón", stickerIs("heart", "top-right", 20, 25)},
		{"mientras suena la música, poné un corazón", stickerIs("heart", "top-right", 0, 28)},
		{"cuando aparece el b-roll, agregá un texto 'Mirá'", textIs("Mirá", 6, 10, "bottom", "")}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"while the b-roll plays, make it black and white", effectIs("grayscale", 6, 10, "", 0)},
		{"mientras suena la musica poné blanco y negro", effectIs("grayscale", 0, 28, "", 0)},
		// a moment for a whole element to go: asked, not dropped
		{"cuando termina el logo, borrá el subtítulo", nil},
		{"delete the logo at 2", nil},
	},
	"time and place": {
		{"make the logo appear from 5 to 10 in the top left", both(timesIs("logo.png", "5-10"), visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.X >= 0 || e.Visual.Y >= 0 || e.Visual.Scale >= 1 {
				return fmt.Sprintf("at (%v,%v) scale %v, want the top left", e.Visual.X, e.Visual.Y, e.Visual.Scale)
			}
			return ""
		}))},
		{"que el logo aparezca del 5 al 10 arriba a la derecha", both(timesIs("logo.png", "5-10"), visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.X <= 0 || e.Visual.Y >= 0 {
				return fmt.Sprintf("at (%v,%v), want the top right", e.Visual.X, e.Visual.Y)
			}
			return ""
		}))},
		{"put the logo in the top right corner, then move it to the middle", both(timesIs("logo.png", "0-4"), logoAt(0, 0))},
		{"move the logo to the middle of the video", timesIs("logo.png", "14-18")},
	},
	"complaints": {
		{"the logo looks too big", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.Scale >= 1 {
				return fmt.Sprintf("scale %v, want smaller", e.Visual.Scale)
			}
			return ""
		})},
		{"add a film grain effect to the interview", nil},
	},
	"moments": {
		// a moment for a volume is from then on; "at 50" alone is a level
		{"raise the music when the interview ends", volumesAre("music.mp3", 0.8, 1)},
		{"subí la música cuando termina la entrevista", volumesAre("music.mp3", 0.8, 1)},
		{"bajá la música en el segundo 10", volumesAre("music.mp3", 0.8, 0.4)},
		{"raise the music at 20", volumesAre("music.mp3", 0.8, 1)},
		{"music at 50", volumeIs("music.mp3", 0.5)},
		{"bajale el volumen a la música a la mitad", volumeIs("music.mp3", 0.4)},
		{"lower the music at the end", nil},
		{"hide the logo at 2", nil},
		// again: a second time, the first stays
		{"show the logo again at the end", timesIs("logo.png", "0-4 24-28")},
		{"poné el logo de nuevo al final", timesIs("logo.png", "0-4 24-28")},
		{"mostrá el logo otra vez en el segundo 20", timesIs("logo.png", "0-4 20-24")},
		{"show the logo again at the end for 2 seconds", timesIs("logo.png", "0-4 26-28")},
		{"put the logo back at the start", timesIs("logo.png", "0-4")},
	},
	"later and at the end": {
		{"make the subtitle appear 1 second later", timesIs("hello everyone", "4-7")},
		{"move the subtitle 1 second later", timesIs("hello everyone", "4-7")},
		{"que el subtítulo aparezca 1 segundo después", timesIs("hello everyone", "4-7")},
		{"que el subtítulo empiece un segundo más tarde", timesIs("hello everyone", "4-7")},
		{"que el subtítulo empiece en el segundo 5", countIs(timeline.ElementText, 3)}, // it added a text "empiece"
		{"make the logo appear at the end", timesIs("logo.png", "24-28")},
		{"show the logo at the end", timesIs("logo.png", "24-28")},
		{"que el logo aparezca al final", timesIs("logo.png", "24-28")},
		{"show the logo until the end", timesIs("logo.png", "0-28")},
	},
	"sound": {
		{"quitá el audio entre 5 y 8", both(durIs(28), volumesAre("interview.mp4", 1, 0, 1))},
		{"remove the sound from 5 to 8", both(durIs(28), volumesAre("music.mp3", 0.8, 0, 0.8))},
		{"bajá la música un 20%", volumeIs("music.mp3", 0.6)},
		{"subí la música un 10%", volumeIs("music.mp3", 0.9)},
		{"poné la música a un 20%", volumeIs("music.mp3", 0.2)},
		// whose volume, not "from the music to 20"
		{"baja el volumen de la musica al 20", both(volumeIs("music.mp3", 0.2), volumeIs("interview.mp4", 1))},
		{"bajá el volumen de la entrevista a la mitad", both(volumeIs("interview.mp4", 0.5), volumeIs("music.mp3", 0.8))},
	},
	"halfway": {
		{"sepia desde la mitad", effectsAt("sepia", "14-28")},
		{"blur hasta la mitad", effectsAt("blur", "0-14")},
		{"silenciá la música desde el medio", volumesAre("music.mp3", 0.8, 0)},
	},
	"size": {
		{"make the logo twice as small", visualOf("logo.png", func(e *timeline.Element) string {
			if !near(e.Visual.Scale, 0.5) {
				return fmt.Sprintf("scale %v, want 0.5", e.Visual.Scale)
			}
			return ""
		})},
		{"mostrá el logo de nuevo", countIs(timeline.ElementImage, 1)}, // it added a second logo on top
	},
	"except": {
		{"make everything black and white except the b-roll", effectsAt("grayscale", "0-6 10-28")},
		{"todo en blanco y negro menos el b-roll", effectsAt("grayscale", "0-6 10-28")},
		{"todo en sepia salvo la entrevista", effectsAt("sepia", "20-28")},
		{"make the interview black and white except the logo", nil},
	},
	"corners": {
		{"add a star in every corner", stickersAt("bottom-left bottom-right top-left top-right")},
		{"poné corazones en las cuatro esquinas", both(stickersAt("bottom-left bottom-right top-left top-right"), countIs(timeline.ElementSticker, 4))},
		{"add a heart in 2 corners", stickersAt("top-left top-right")},
		{"add a heart in each corner for 3 seconds", both(stickersAt("bottom-left bottom-right top-left top-right"), timesIsSticker(0, 3))},
	},
	"which text": {
		{"cambiá el texto de cierre a 'Chau'", both(textIs("Chau", 24, 28, "center", ""), timesIs("Intro", "0-3"))},
		{"borrá el texto de cierre", timesIs("Thanks for watching", "")},
		{"delete the intro title and add a new one that says 'Hi'", both(textIs("Hi", 0, 3, "top", "plain"), timesIs("Intro", ""))},
		{"borrá el subtítulo y poné uno nuevo que diga 'Hola a todos'", both(textIs("Hola a todos", 3, 6, "bottom", "subtitle"), timesIs("hello everyone", ""))},
	},
}

// logoAt checks the logo's offset from the centre, in frame pixels.
func logoAt(x, y float64) check {
	return visualOf("logo.png", func(e *timeline.Element) string {
		if !near(e.Visual.X, x) || !near(e.Visual.Y, y) {
			return fmt.Sprintf("at (%v,%v), want (%v,%v)", e.Visual.X, e.Visual.Y, x, y)
		}
		return ""
	})
}

func TestSixthSessionRequests(t *testing.T) {
	runInterviewTable(t, "sixth-session table", sixthSessionCases)
}

// sixthSessionPhotoCases: pixel moves of layers and the title, and words
// no photo op reads.
var sixthSessionPhotoCases = []ppcase{
	{"move the text 20 pixels to the right", "layers.select transform.start transform.apply", []string{"transform.start:translateX=20", "transform.start:translateY=0"}},
	{"mové el texto 20 px a la derecha", "layers.select transform.start transform.apply", []string{"transform.start:translateX=20"}},
	{"subí el título 15 píxeles", "layers.select transform.start transform.apply", []string{"transform.start:translateY=-15"}},
	{"move the logo 50 px to the left", "layers.select transform.start transform.apply", []string{"layers.select:id=layer-2", "transform.start:translateX=-50"}},
	{"move the logo layer down 8 px", "layers.select transform.start transform.apply", []string{"transform.start:translateY=8"}},
	{"select the sky and grow the selection by 5 px", "selection.sky selection.grow", []string{"selection.grow:pixels=5"}},
	{"move the text to the right", "text.update", []string{"text.update:align=right"}},
	{"move the title to the middle", "text.update", []string{"text.update:y<64", "text.update:y>20", "text.update:align=center"}},
	{"move the text down a bit", "layers.select transform.start transform.apply", []string{"transform.start:translateY>0", "transform.start:translateY<20"}},
	{"mové el título un poco a la izquierda", "layers.select transform.start transform.apply", []string{"transform.start:translateX<0"}},
	// text: the one that says the first quote
	{"replace 'Hello' with 'Bye'", "text.update", []string{"text.update:text=Bye", "text.update:id=layer-3"}},
	{"cambiá 'Hello' por 'Chau'", "text.update", []string{"text.update:text=Chau"}},
	// geometry
	{"crop 50 pixels from the left", "document.crop", []string{"document.crop:x=50", "document.crop:y=0", "document.crop:w=78", "document.crop:h=128"}},
	{"recortá 10 px de cada lado", "document.crop", []string{"document.crop:x=10", "document.crop:y=10", "document.crop:w=108", "document.crop:h=108"}},
	{"trim 10px from the bottom", "document.crop", []string{"document.crop:y=0", "document.crop:h=118"}},
	{"crop 20 pixels", "", nil}, // which side: asked, not guessed
	{"girá la imagen 180", "document.rotate", []string{"document.rotate:angle=180"}},
	{"rotate the photo 45", "document.rotate", []string{"document.rotate:angle=45"}},
	{"achicá el texto", "text.update", []string{"text.update:size=29"}}, // from the 48 px it is drawn at
	{"make the title bigger", "text.update", []string{"text.update:size=72"}},
	{"make the title twice as small", "text.update", []string{"text.update:size=24"}},
	{"center the title", "text.update", []string{"text.update:align=center", "text.update:x=64"}},
	// regions: things no region or layer is are named, never the whole photo changed
	// "ground" was read as a typo of "around"; it is the ground now (photoground.go)
	{"make the ground darker", "selection.sky selection.invert selection.rectangle adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"make the sun brighter", "", nil},  // a sticker word
	{"brighten it at the end", "", nil}, // a photo has no time
	{"blur the top third", "", nil},     // not a half
	{"make the middle brighter", "selection.rectangle adjustments.applyMasked", []string{"selection.rectangle:x=32", "selection.rectangle:w=64", "adjustments.applyMasked:brightness>0"}},
	{"aclará el centro", "selection.rectangle adjustments.applyMasked", []string{"selection.rectangle:y=32"}},
	{"suavizá la piel", "selection.face filters.applyMasked", []string{"filters.applyMasked:id=blur-gaussian"}},
	{"suavizá los colores", "adjustments.desaturate", nil},
	{"high contrast black and white", "adjustments.applyMasked", []string{"adjustments.applyMasked:saturation=0", "adjustments.applyMasked:contrast>0"}},
	{"noir style", "looks.apply", []string{"looks.apply:name=noir"}}, // the noir look (round 16), not plain black and white
	// style and complaints
	{"add a film grain effect", "", nil},
	{"make it grainy", "", nil},
	{"agregale un efecto de grano de película", "", nil},
	{"reduce the noise", "filters.applyMasked", []string{"filters.applyMasked:id=denoise"}},
	{"quitale el ruido", "filters.applyMasked", []string{"filters.applyMasked:id=denoise"}},
	{"the face looks too dark", "selection.face adjustments.applyMasked", []string{"adjustments.applyMasked:brightness>0"}},
	{"the background looks too bright", "selection.subject selection.invert adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"it looks too cold", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"la foto se ve muy fría", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth>0"}},
	{"está demasiado amarilla", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"mové el texto 20 px", "", nil},
	{"rotate 20 pixels", "", nil},
	{"blur the background 10 px", "selection.subject selection.invert filters.applyMasked", []string{"filters.applyMasked:radius=10"}}, // the radius (photo15)
	{"make the title 40 px", "", nil},
}

func TestSixthSessionPhotoRequests(t *testing.T) { runPhotoTable(t, sixthSessionPhotoCases) }

// TestPhotoLayerMoves moves a small layer (a text layer named "signature") to
// places and by pixels, runs the plan through the real ops and measures
// where its pixels are; the title moved by pixels keeps its words.
func TestPhotoLayerMoves(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		want   func(b, was photoops.Box, W, H int) string
	}{
		{"move the signature layer to the top left corner", func(b, _ photoops.Box, W, H int) string {
			return within(b.X, 0, W/10, "x") + within(b.Y, 0, H/10, "y")
		}},
		{"mové la capa signature abajo a la derecha", func(b, _ photoops.Box, W, H int) string {
			return within(b.X+b.W, W-W/10, W, "right edge") + within(b.Y+b.H, H-H/10, H, "bottom edge")
		}},
		{"move the signature layer to the middle", func(b, _ photoops.Box, W, H int) string {
			return within(b.X+b.W/2, W/2-2, W/2+2, "centre x") + within(b.Y+b.H/2, H/2-2, H/2+2, "centre y")
		}},
		{"poné la capa signature arriba a la derecha", func(b, _ photoops.Box, W, H int) string {
			return within(b.X+b.W, W-W/10, W, "right edge") + within(b.Y, 0, H/10, "y")
		}},
		{"move the signature layer 20 pixels to the right", func(b, was photoops.Box, _, _ int) string {
			return within(b.X-was.X, 19, 21, "moved x") + within(b.Y-was.Y, -1, 1, "moved y")
		}},
		{"bajá la capa signature 10 px", func(b, was photoops.Box, _, _ int) string {
			return within(b.Y-was.Y, 9, 11, "moved y") + within(b.X-was.X, -1, 1, "moved x")
		}},
	} {
		ed := layeredPhoto(t)
		if _, err := photoRegistry.Call(context.Background(), ed, "text.add", json.RawMessage(`{"text":"Sign","name":"signature","x":50,"y":50,"size":16,"style":"plain"}`)); err != nil {
			t.Fatal(err)
		}
		st := stateOf(t, ed)
		was, ok := layerBox(t, ed, "signature")
		if !ok {
			t.Fatal("no signature layer")
		}
		plan := BasicPhoto(context.Background(), tc.prompt, st)
		if !plan.OK() {
			t.Errorf("%q: not planned: %s", tc.prompt, plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: %v", tc.prompt, err)
			continue
		}
		b, _ := layerBox(t, ed, "signature")
		if why := tc.want(b, was, st.Width, st.Height); why != "" {
			t.Errorf("%q: signature at %+v (was %+v): %s", tc.prompt, b, was, why)
		}
	}
}

// TestPhotoThingNoLayerIsNamed: a thing no layer is named like is said,
// never the active layer moved in its place.
func TestPhotoThingNoLayerIsNamed(t *testing.T) {
	for prompt, want := range map[string]string{"move the music 20 px left": `no layer "the music"`, "change 'Nope' to 'Bye'": `no text layer says "Nope"`} {
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, layeredPhoto(t)))
		if plan.OK() || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: got %s: %s", prompt, opNames(plan.Steps), plan.Reply)
		}
	}
}

// TestPhotoTitleMovedByPixels: the title moved by pixels is still a text
// layer (its words can change after) and moved that far.
func TestPhotoTitleMovedByPixels(t *testing.T) {
	ed := layeredPhoto(t)
	was, _ := layerBox(t, ed, "Hello")
	plan := BasicPhoto(context.Background(), "move the text 20 pixels to the right", stateOf(t, ed))
	if err := runPhotoPlan(ed, plan); err != nil || !plan.OK() {
		t.Fatalf("%v: %s", err, plan.Reply)
	}
	b, isText := layerBox(t, ed, "Hello")
	if why := within(b.X-was.X, 19, 21, "moved x") + within(b.Y-was.Y, -1, 1, "moved y"); why != "" || !isText {
		t.Errorf("title at %+v (was %+v), text %v: %s", b, was, isText, why)
	}
}

// TestPhotoTitleCentred: "in the middle" centres the drawn words on both
// axes (measured on the layer's pixels after the plan ran).
func TestPhotoTitleCentred(t *testing.T) {
	for _, prompt := range []string{"move the title to the middle", "centrá el texto", "poné el título en el centro"} {
		ed := layeredPhoto(t)
		st := stateOf(t, ed)
		plan := BasicPhoto(context.Background(), prompt, st)
		if err := runPhotoPlan(ed, plan); err != nil || !plan.OK() {
			t.Fatalf("%q: %v: %s", prompt, err, plan.Reply)
		}
		b, _ := layerBox(t, ed, "Hello")
		if why := within(b.X+b.W/2, st.Width/2-3, st.Width/2+3, "centre x") + within(b.Y+b.H/2, st.Height/2-3, st.Height/2+3, "centre y"); why != "" {
			t.Errorf("%q: title at %+v: %s", prompt, b, why)
		}
	}
}

func within(v, lo, hi int, what string) string {
	if v < lo || v > hi {
		return fmt.Sprintf("%s %d not in %d..%d; ", what, v, lo, hi)
	}
	return ""
}

// layerBox is the bounds of the layer named name, and whether it is a text layer still.
func layerBox(t *testing.T, ed *photoops.Editor, name string) (photoops.Box, bool) {
	out, err := photoRegistry.Call(context.Background(), ed, "layers.list", nil)
	if err != nil {
		t.Fatal(err)
	}
	var ls struct {
		Layers []photoops.LayerInfo `json:"layers"`
	}
	if err := unmarshalAs(out, &ls); err != nil {
		t.Fatal(err)
	}
	for _, l := range ls.Layers {
		if l.Name == name && l.Bounds != nil {
			return *l.Bounds, l.Kind == "text"
		}
	}
	return photoops.Box{}, false
}

// timesIsSticker checks that every sticker shows from a to b.
func timesIsSticker(a, b float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil }) {
			if !near(e.Start.Seconds(), a) || !near(e.End().Seconds(), b) {
				return fmt.Sprintf("sticker at %v-%v, want %v-%v", e.Start.Seconds(), e.End().Seconds(), a, b)
			}
		}
		return ""
	}
}

// effectsAt checks the times of every effect of a type, in order.
func effectsAt(typ, want string) check {
	return func(p *timeline.Project) string {
		var got []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ }) {
			got = append(got, fmt.Sprintf("%g-%g", e.Start.Seconds(), e.End().Seconds()))
		}
		sort.Strings(got)
		if g := strings.Join(got, " "); g != want {
			return fmt.Sprintf("%s at %q, want %q", typ, g, want)
		}
		return ""
	}
}
