package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Issue 13, two silent failures of the second blind set, by shape.
//
// A: a delete verb said of something inside the picture ("remove the
// woman from this picture") deleted the photo's layer and blanked it.
// B: a clause pointing back at the time the clause before said ("… while
// the logo shows and blur it there too") ran over the whole video.

// insidePhotoPrompts name things inside the picture: no layer is named so
// in either document, so nothing may be deleted and the reply says why.
var insidePhotoPrompts = []string{
	"delete the bicycle from the photo",
	"remove the man from this image",
	"take the girl out of the picture",
	"erase the lamp post from the photo",
	"please delete the dog in the background",
	"remove the kids on the right",
	"get rid of the clouds",
	"erase her",
	"delete the sky from this photo",
	"remove the background of the picture",
	"borrá la bicicleta de la foto",
	"sacá al nene de la imagen",
	"quitá a la señora de la izquierda",
	"eliminá el cielo de la foto",
	"borrale el fondo a la imagen",
	"sacala a ella",
	"borrá a los chicos del fondo",
	"quitá las nubes",
}

func TestI13s2InsidePhotoIsNotALayer(t *testing.T) {
	states := map[string]PhotoState{
		"single":  stateOf(t, photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 64))),
		"layered": stateOf(t, layeredPhoto(t)),
	}
	for doc, st := range states {
		for _, p := range insidePhotoPrompts {
			plan := BasicPhoto(context.Background(), p, st)
			for _, s := range plan.Steps {
				if s.Op == "layers.delete" {
					t.Errorf("%s %q: deletes a layer: %s", doc, p, plan.Reply)
				}
			}
			if plan.OK() || !strings.Contains(plan.Reply, "cannot remove things from inside a photo") {
				t.Errorf("%s %q: want a refusal saying basic mode cannot remove things from inside a photo, got %s: %s", doc, p, plan.Status, plan.Reply)
			}
		}
	}
}

// A layer named for the thing is that layer; a layer called by a name no
// layer has is not the active one; the only layer is never deleted.
func TestI13s2DeleteNamedLayers(t *testing.T) {
	single := stateOf(t, photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 64)))
	layered := stateOf(t, layeredPhoto(t))
	named := layeredPhoto(t)
	for _, c := range []struct{ op, in string }{
		{"layers.addRaster", `{"name":"person"}`},
		{"layers.addRaster", `{"name":"sky"}`},
		{"layers.select", `{"index":4}`}, // the photo is active
	} {
		if _, err := photoRegistry.Call(context.Background(), named, c.op, json.RawMessage(c.in)); err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
	}
	namedSt := stateOf(t, named)
	idOf := func(st PhotoState, name string) string {
		for _, l := range st.Layers {
			if l.Name == name {
				return l.ID
			}
		}
		t.Fatalf("no layer %q", name)
		return ""
	}
	for _, c := range []struct {
		st     PhotoState
		prompt string
		layer  string // the layer deleted; "" : nothing is
	}{
		{layered, "remove the logo from the photo", "logo"},
		{layered, "delete the logo layer", "logo"},
		{layered, "borrá el texto de la imagen", "Hello"},
		{namedSt, "delete the person layer", "person"},
		{namedSt, "borrá la capa sky", "sky"},
		{single, "remove the logo from the picture", ""},
		{single, "delete the logo layer", ""},
		{single, "borrá la capa del logo", ""},
		{single, "duplicate the logo layer", ""},
		{layered, "delete the person layer", ""},
		{layered, "borrá la capa de la persona", ""},
		{layered, "delete the background layer", ""},
		{single, "delete the photo", ""},
		{single, "borrá la imagen", ""},
		{single, "delete the layer", ""},
	} {
		plan := BasicPhoto(context.Background(), c.prompt, c.st)
		var deleted []string
		active := c.st.ActiveLayer
		for _, s := range plan.Steps {
			var in struct {
				ID string `json:"id"`
			}
			_ = json.Unmarshal(s.Params, &in)
			switch s.Op {
			case "layers.select":
				active = in.ID
			case "layers.delete":
				deleted = append(deleted, active)
			}
		}
		want := []string(nil)
		if c.layer != "" {
			want = []string{idOf(c.st, c.layer)}
		}
		if fmt.Sprint(deleted) != fmt.Sprint(want) {
			t.Errorf("%q: deletes %v, want %v (%s)", c.prompt, deleted, want, plan.Reply)
		}
		if c.layer == "" && plan.OK() {
			t.Errorf("%q: planned, want a refusal: %s", c.prompt, plan.Reply)
		}
	}
}

// musicQuietOnly: the music is lowered or muted from a to b and nowhere
// else.
func musicQuietOnly(a, b float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			s, end := e.Start.Seconds(), e.End().Seconds()
			inside := s >= a-1e-3 && end <= b+1e-3
			quiet := e.Audio != nil && (e.Audio.Volume < 1-1e-3 || e.Audio.Muted)
			if inside != quiet {
				return fmt.Sprintf("music %v-%v quiet=%v, want it quiet only in %v-%v", s, end, quiet, a, b)
			}
		}
		return ""
	}
}

// spanBackCases: "there", "that part", "ahí", "esa parte" are the time the
// clause before said (an element's time or plain seconds). The fixture:
// intro 0-10, beach 10-18, music 0-18, logo 2-7, "Welcome" 0-3.
var spanBackCases = []struct {
	prompt string
	check  check
}{
	{"turn the music down while the logo is showing and add a vignette there too", both(musicQuietOnly(2, 7), effectIs("vignette", 2, 7, "", 0))},
	{"silence the music while the welcome title shows and blur that part", both(musicQuietOnly(0, 3), effectIs("blur", 0, 3, "", 0))},
	{"lower the music while the beach clip is playing and make that section sepia", both(musicQuietOnly(10, 18), effectIs("sepia", 10, 18, "", 0))},
	{"while the logo is on screen mute the music and put a blur there as well", both(musicQuietOnly(2, 7), effectIs("blur", 2, 7, "", 0))},
	{"bajale la música mientras se ve el título y ponele sepia en esa parte", both(musicQuietOnly(0, 3), effectIs("sepia", 0, 3, "", 0))},
	{"silenciá la música mientras está la playa y poné una viñeta ahí también", both(musicQuietOnly(10, 18), effectIs("vignette", 10, 18, "", 0))},
	{"mientras aparece el logo poné la música más baja y desenfocá ahí", both(musicQuietOnly(2, 7), effectIs("blur", 2, 7, "", 0))},
	{"add sepia while the logo shows and blur that part too", both(effectIs("sepia", 2, 7, "", 0), effectIs("blur", 2, 7, "", 0))},
	{"mute the music from 5 to 9 and add a vignette there", both(musicQuietOnly(5, 9), effectIs("vignette", 5, 9, "", 0))},
	{"between 11 and 16 lower the music and make that part black and white", both(musicQuietOnly(11, 16), effectIs("grayscale", 11, 16, "", 0))},
	{"bajá la música del 3 al 6 y desenfocá esa parte", both(musicQuietOnly(3, 6), effectIs("blur", 3, 6, "", 0))},
	{"de 12 a 17 silenciá la música y poné sepia ahí también", both(musicQuietOnly(12, 17), effectIs("sepia", 12, 17, "", 0))},
	{"poné una viñeta del 1 al 4 y en esa parte bajá la música", both(effectIs("vignette", 1, 4, "", 0), musicQuietOnly(1, 4))},
	{"bajá la música del 3 al 6 y poné un viñeteado ahí", both(musicQuietOnly(3, 6), effectIs("vignette", 3, 6, "", 0))},
}

func TestI13s2SpanBack(t *testing.T) {
	for _, c := range spanBackCases {
		ed := fixture(t)
		plan := BasicVideo(context.Background(), c.prompt, ed)
		if plan.Status != StatusPlanned {
			t.Errorf("%q: %s: %s", c.prompt, plan.Status, plan.Reply)
			continue
		}
		execute(t, ed, plan)
		if msg := c.check(ed.Project); msg != "" {
			t.Errorf("%q: %s (%s)", c.prompt, msg, plan.Reply)
		}
	}
}

// A look on "it" after a clause with a time, where "it" cannot be what
// that clause acted on (the music): the time before or the whole video,
// asked, naming both; nothing runs.
func TestI13s2PronounAfterSpanAsks(t *testing.T) {
	for _, c := range []struct{ prompt, span string }{
		{"lower the music while the logo shows and make it sepia", "2s–7s"},
		{"mute the music during the welcome title and blur it", "0s–3s"},
		{"bajá la música mientras aparece el logo y pasalo a blanco y negro", "2s–7s"},
		{"silenciá la música del 4 al 9 y desenfocalo", "4s–9s"},
		{"mute the music from 10 to 15 and give it a vignette", "10s–15s"},
	} {
		plan := BasicVideo(context.Background(), c.prompt, fixture(t))
		if plan.Status != StatusQuestion || len(plan.Steps) > 0 || !strings.Contains(plan.Reply, "whole video") || !strings.Contains(plan.Reply, c.span) {
			t.Errorf("%q: want a question naming the whole video and %s, got %s: %s", c.prompt, c.span, plan.Status, plan.Reply)
		}
	}
}

// After a clause that cut or moved the time it said, "there" is no longer
// that time: asked, never the whole video.
func TestI13s2SpanBackAfterCutAsks(t *testing.T) {
	for _, p := range []string{
		"cut from 2 to 4 and add a heart there",
		"sacá del 5 al 7 y poné una estrella ahí",
		"remove 3 to 6 and put a blur there too",
	} {
		plan := BasicVideo(context.Background(), p, fixture(t))
		if plan.Status != StatusQuestion || len(plan.Steps) > 0 {
			t.Errorf("%q: want a question, got %s: %s", p, plan.Status, plan.Reply)
		}
	}
	// "put the logo there" may be a place: it is not re-timed to the time before
	ed := fixture(t)
	plan := BasicVideo(context.Background(), "add a title 'Hi' from 12 to 15 and put the logo there", ed)
	if plan.OK() {
		execute(t, ed, plan)
	}
	if msg := mediaIs("logo.png", timeline.TrackOverlay, 2, 7)(ed.Project); msg != "" {
		t.Errorf("the logo was re-timed: %s (%s)", msg, plan.Reply)
	}
}
