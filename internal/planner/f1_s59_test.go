package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// ownerDroneFixture is the small edit with descriptions on its clips: the
// beach clip filmed by a drone, and the intro where Ana, the owner,
// greets the camera (her name also on a label, so she is a person of
// the project: personclips.go).
func ownerDroneFixture(t *testing.T, drone bool) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	for i := range ed.Project.Assets {
		switch ed.Project.Assets[i].Name {
		case "beach.mp4":
			ed.Project.Assets[i].Description = "waves on the sand at noon"
			if drone {
				ed.Project.Assets[i].Description = "the drone flies over the beach and the waves"
			}
		case "intro.mp4":
			ed.Project.Assets[i].Description = "Ana, the owner, greets the camera and introduces the shop"
		}
	}
	playCalls(t, "described", ed, []testCall{
		{"add_text", map[string]any{"text": "Ana, owner of the shop", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
	})
	return ed
}

// samePlan: two wordings of one request plan the same steps, and some.
func samePlan(t *testing.T, ed *videotools.Editor, said, plain string) {
	t.Helper()
	a, b := BasicVideo(context.Background(), said, ed), BasicVideo(context.Background(), plain, ed)
	ja, _ := json.Marshal(a.Steps)
	jb, _ := json.Marshal(b.Steps)
	if !b.OK() || len(b.Steps) == 0 {
		t.Fatalf("%q: the plain wording did not plan: %s", plain, b.Reply)
	}
	if string(ja) != string(jb) {
		t.Errorf("%q planned %s (%s), want as %q: %s", said, ja, a.Reply, plain, jb)
	}
}

// asked: the request is answered with a question, nothing changed.
func asked(t *testing.T, ed *videotools.Editor, prompt string) {
	t.Helper()
	p := BasicVideo(context.Background(), prompt, ed)
	if p.Status != StatusQuestion || len(p.Steps) > 0 {
		t.Errorf("%q: want a question, got %s %d steps: %s", prompt, p.Status, len(p.Steps), p.Reply)
	}
}

// TestShotFromAboveIsTheDroneClip: a shot named by where the camera was
// ("from above", "overhead", "desde arriba") is the clip described as a
// drone's (aerialshot.go); with no such clip it is never guessed.
func TestShotFromAboveIsTheDroneClip(t *testing.T) {
	ed := ownerDroneFixture(t, true)
	for _, said := range []string{
		"cut the last 2 seconds of the shot from above",
		"cut the last 2 seconds of the overhead shot",
		"cut the last 2 seconds of the clip filmed from the air",
		"the shot from above is wobbly at the end, cut its last 2 seconds",
	} {
		samePlan(t, ed, said, "cut the last 2 seconds of the drone shot")
	}
	samePlan(t, ed, "cortá los últimos 2 segundos de la toma desde arriba", "cortá los últimos 2 segundos de la toma del dron")
	plain := ownerDroneFixture(t, false)
	if p := BasicVideo(context.Background(), "cut the last 2 seconds of the shot from above", plain); p.OK() {
		t.Errorf("no drone clip: want no cut, got %s", p.Reply)
	}
}

// TestOwnerlessEdgeIsAsked: "cut its last 2 seconds" after a remark on a
// shot the project does not have asks which clip; it cut the video's
// end (ownerlessedge.go). A remark on the video keeps the video's end.
func TestOwnerlessEdgeIsAsked(t *testing.T) {
	ed := ownerDroneFixture(t, false)
	asked(t, ed, "the shot from the balcony is shaky at the end, cut its last 2 seconds")
	asked(t, ed, "this take from the car is blurry at the start, trim its first second")
	if p := BasicVideo(context.Background(), "the video drags, cut its last 2 seconds", ed); !p.OK() {
		t.Errorf("the video's own end: want a cut, got %s", p.Reply)
	}
}

// TestPossessivePartOfPersonNamed: "during her intro" after the person is
// named is hers (ownernamed.go); with nobody named it is asked, not
// left out.
func TestPossessivePartOfPersonNamed(t *testing.T) {
	ed := ownerDroneFixture(t, false)
	samePlan(t, ed, "ana is hard to hear, lower the music to 20% during her intro", "lower the music to 20% during ana's intro")
	samePlan(t, ed, "the music drowns ana, drop it to 20% during her intro", "lower the music to 20% during ana's intro")
	asked(t, ed, "lower the music to 20% during her intro")
	asked(t, ed, "mute the music over his talk")
}

// TestAlreadySaysIsWhy: a clause after a removal that says a thing seen in
// the video already says or shows it is why, never a second thing hidden
// (alreadysays.go).
func TestAlreadySaysIsWhy(t *testing.T) {
	ed := ownerDroneFixture(t, true)
	for _, said := range []string{
		"hide the logo, the sign already says the name",
		"hide the logo, the banner shows the name already",
		"hide the logo, the shirt already has it",
	} {
		samePlan(t, ed, said, "hide the logo")
	}
}
