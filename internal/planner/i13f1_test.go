package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// soundAbove checks the volume of the asset playing at a time is above v.
func soundAbove(asset string, at, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Start.Seconds() <= at && at < e.End().Seconds() {
				if e.Audio == nil || e.Audio.Volume <= v {
					return fmt.Sprintf("%s at %vs: volume %v, want above %v", asset, at, e.Audio, v)
				}
				return ""
			}
		}
		return fmt.Sprintf("no %s at %vs", asset, at)
	}
}

var f1Ducked = both(soundAt("music.mp3", 10, 0.4), soundAt("music.mp3", 69, 0.4), soundAt("music.mp3", 75, 0.8), volumeIs("interview.mp4", 1))

// i13f1Cases run on the workshop project (music.mp3 at 80%).
var i13f1Cases = map[string][]vcase{
	// A part after a change of a sound that says louder/quieter of its own
	// keeps it: the level said before is not carried (40–50 was set to the
	// 20% of 10–20: made quieter when louder was asked).
	"a later part that says louder keeps louder": {
		{"lower the music to 20% from 10 to 20 and louder from 40 to 50", both(soundAt("music.mp3", 15, 0.2),
			soundAbove("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
		{"bajá la música al 20% del 10 al 20 y más fuerte del 40 al 50", both(soundAt("music.mp3", 15, 0.2),
			soundAbove("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
		{"baja la musica al 20% del 10 al 20 y mas alto del 40 al 50", both(soundAt("music.mp3", 15, 0.2),
			soundAbove("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
		{"turn the music down to 30% from 10 to 20 and up from 40 to 50", nil}, // "up" alone: asked, never 30%
		{"lower the music to 20% from 10 to 20 and make it louder from 40 to 50", both(soundAt("music.mp3", 15, 0.2),
			soundAbove("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
		// guards: a time alone still carries the level
		{"lower the music to 20% from 10 to 20 and from 40 to 50", both(soundAt("music.mp3", 15, 0.2),
			soundAt("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
		{"bajá la música al 20% del 10 al 20 y del 40 al 50", both(soundAt("music.mp3", 15, 0.2),
			soundAt("music.mp3", 45, 0.2), soundAt("music.mp3", 30, 0.8))},
	},
	// "with" says the covering sound only when a sound is named: "I can't
	// hear the interview with the vignette on" changed the vignette.
	// a voice said to cover a sound is asked, never lowered
	"a voice covering the music is asked": {
		{"the voice covers the music", nil},
		{"la voz tapa la música", nil},
		{"the voice is covering the song", nil},
		{"la voz pisa la musica", nil},
	},
	"with a look is not the covering sound": {
		{"I can't hear the interview with the vignette on", f1Ducked},
		{"I can barely hear the interview with the vignette", f1Ducked},
		{"no se escucha la entrevista con la viñeta puesta", nil},
		{"no se oye la entrevista con la viñeta", f1Ducked},
		// guards: a sound after "with"/"con" is the one brought down
		{"I can't hear the interview with the music", both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))},
		{"no se escucha la entrevista con la música tan fuerte", both(volumeIs("music.mp3", 0.2), volumeIs("interview.mp4", 1))},
	},
}

func TestI13f1(t *testing.T) {
	runFixtureTable(t, "i13f1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13f1Cases)
}

// TestI13f1Blend: "a", "in", "on", "as" before a mode's name are a blend
// cue only with a thing named (or "blend mode" said): "put a soft light"
// set the only layer to soft light (nothing changed, success claimed).
func TestI13f1Blend(t *testing.T) {
	for _, p := range []string{"put a soft light", "make it a soft light", "put a overlay", "add a soft light",
		"make it a soft light please", "poné una luz suave", "put in a soft light", "make it as overlay"} {
		ed := photoEditor(t, loadPhoto(t, "testdata/astronaut.png", 128))
		plan := BasicPhoto(context.Background(), p, stateOf(t, ed))
		if got := opNames(plan.Steps); strings.Contains(got, "layers.setBlend") {
			t.Errorf("%q: ops %q: a look or nothing, never a blend mode (%s)", p, got, plan.Reply)
		}
	}
	// guards: a mode said with "blend mode", "to", or a layer named
	runPhotoRows(t, []photoRow{
		{prompt: "set the blend mode to overlay", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
		{prompt: "put it in overlay mode", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
		{prompt: "poné la capa en modo trama", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=screen"}},
		{prompt: "cambiá la capa a superponer", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=overlay"}},
		{prompt: "put the layer on multiply", ops: "layers.setBlend", conds: []string{"layers.setBlend:blendMode=multiply"}},
	})
}
