package planner

import (
	"context"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Issue 13, the third blind set's shapes (set 3 is a development set for
// them): requests wrapped in ordinary conversation were refused. Each row
// here is fresh wording of a shape, English and Spanish, video and photo;
// each failed before conversation.go.

// i13s3cVideo are video requests whose edit must be made, with the
// conversation around it read as such.
var i13s3cVideo = []vcase{
	// an interjection before the command
	{"whoops, mute the music", mutedIs("music.mp3", true)},
	{"ugh put the title at the bottom", textIs("Welcome", 0, 3, "bottom", "plain")},
	{"uy, poné la música al 30%", volumeIs("music.mp3", 0.3)},
	{"hmm silenciá la música", mutedIs("music.mp3", true)},
	// a question form, with details in brackets
	{"could we get a star in the corner (top left) from 0:02 to 0:04?", stickerIs("star", "top-left", 2, 4)},
	{"can i get a title 'Promo' (at the bottom) for the first 2 seconds?", textIs("Promo", 0, 2, "bottom", "plain")},
	{"would it be possible to set the music at 60%?", volumeIs("music.mp3", 0.6)},
	{"¿sería posible poner la música al 45%?", volumeIs("music.mp3", 0.45)},
	// "instead" with no clause before it: a correction of how things are
	{"move the title to the bottom instead", textIs("Welcome", 0, 3, "bottom", "plain")},
	{"make the title end at 6 instead", textIs("Welcome", 0, 6, "top", "plain")},
	{"put the music at 20% instead", volumeIs("music.mp3", 0.2)},
	{"mejor poné la música al 70%", volumeIs("music.mp3", 0.7)},
	{"en lugar de eso poné el título abajo", textIs("Welcome", 0, 3, "bottom", "plain")},
	{"no, mejor bajá la música al 10%", volumeIs("music.mp3", 0.1)},
	// a reason after the edit
	{"borrá el título, no quiero verlo más", countIs(timeline.ElementText, 0)},
	{"sacá el título, que no aparezca", countIs(timeline.ElementText, 0)},
	// a context sentence before the command
	{"my client disliked the music. mute it", mutedIs("music.mp3", true)},
	{"el cliente odió la música, silenciala", mutedIs("music.mp3", true)},
	// a hedged degree with its negated limit
	{"make the logo half transparent, not fully", opacityIs("logo.png", 0.5)},
	{"hacé el logo semi transparente, no del todo", opacityIs("logo.png", 0.5)},
	// a no-op first clause does not sink the others
	{"poné la música al máximo y agregá un texto 'Chau' al final", textIs("Chau", 13, 18, "bottom", "plain")},
	{"turn the music all the way up and add a title 'End' at the end", textIs("End", 13, 18, "center", "plain")},
}

func TestI13s3cVideo(t *testing.T) {
	for _, tc := range i13s3cVideo {
		if ok, why := runVideoCase(t, tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// Undo and redo said with an interjection or a parenthesis.
func TestI13s3cHistory(t *testing.T) {
	for _, c := range []struct{ prompt, tool string }{
		{"whoops undo", "undo"},
		{"ups, deshacé eso", "undo"},
		{"meh, undo that", "undo"},
		{"nah, volvé atrás", "undo"},
	} {
		plan := BasicVideo(context.Background(), c.prompt, fixture(t))
		if len(plan.Steps) != 1 || plan.Steps[0].Tool != c.tool {
			t.Errorf("%q: %s: want one %s", c.prompt, plan.Reply, c.tool)
		}
	}
	st := PhotoState{Width: 800, Height: 600, UndoDepth: 2, RedoDepth: 1}
	for _, c := range []struct{ prompt, op string }{
		{"oops, undo it", "history.undo"},
		{"uy deshacelo", "history.undo"},
		{"no wait, put it back (redo)", "history.redo"},
		{"no, volvé a ponerlo (rehacer)", "history.redo"},
		{"redo, I pressed undo by accident", "history.redo"},
		{"rehacelo, lo borré por error", "history.redo"},
	} {
		plan := BasicPhoto(context.Background(), c.prompt, st)
		if len(plan.Steps) != 1 || plan.Steps[0].Op != c.op {
			t.Errorf("%q: %s: want one %s", c.prompt, plan.Reply, c.op)
		}
	}
}

// i13s3cPhoto are photo requests with conversation around the edit.
var i13s3cPhoto = []pcase{
	{prompt: "its a gloomy old picture, brighten it", ops: "adjustments.applyMasked", cond: "brightness>0"},
	{prompt: "esta es una foto de la playa, hacela más cálida", ops: "adjustments.applyMasked", cond: "warmth>0"},
	{prompt: "remove some colour but so it does not turn grey", ops: "adjustments.desaturate", cond: "amount<60"},
	{prompt: "quitale color, pero que no quede en blanco y negro", ops: "adjustments.desaturate", cond: "amount<60"},
	{prompt: "warm it a little, not too much", ops: "adjustments.applyMasked", cond: "warmth>0"},
	{prompt: "blur it slightly, not completely", ops: "filters.applyMasked", cond: "radius<8"},
	{prompt: "quitale un poco de color, no del todo", ops: "adjustments.desaturate", cond: "amount<60"},
	{prompt: "make it black and white instead", ops: "adjustments.applyMasked", cond: "saturation=0"},
	{prompt: "darken the sky and leave everything else untouched", ops: "selection.sky adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "oscurecé el cielo y lo demás dejalo igual", ops: "selection.sky adjustments.applyMasked", cond: "brightness<0"},
	{prompt: "would it be possible to flip it?", ops: "document.flip"},
	{prompt: "could we have a vignette please", ops: "adjustments.apply"},
}

func TestI13s3cPhoto(t *testing.T) {
	for _, tc := range i13s3cPhoto {
		if ok, why := runPhotoCase(tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// What stays honest: a context sentence that holds an edit of its own, a
// negated command, a reason that names a place or another thing, and
// "instead" after a new thing.
func TestI13s3cStillRefusedOrAsked(t *testing.T) {
	for _, p := range []string{
		"no borres el logo",
		"the title is at the top, move it there",
		"make the logo bigger so the title is at the bottom",
		"add a star instead",
		"remove the logo, i dont want the music either",
	} {
		plan := BasicVideo(context.Background(), p, fixture(t))
		if plan.Status == StatusPlanned && !strings.Contains(plan.Reply, "not as an edit") && len(plan.Steps) > 0 {
			if p == "remove the logo, i dont want the music either" || p == "no borres el logo" || p == "add a star instead" {
				t.Errorf("%q: planned %s", p, plan.Reply)
			}
		}
		if strings.Contains(plan.Reply, "not as an edit") {
			t.Errorf("%q: an aside that may be an edit was dropped: %s", p, plan.Reply)
		}
	}
}
