package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

func workshop(t *testing.T) *videotools.Editor { return workshopFixture(t) }

// i13jbOnTopCases: "on top" with no thing after it is the top of the frame
// for a text or a sticker (the text went to the bottom, a silent wrong).
var i13jbOnTopCases = map[string][]vcase{
	"on top alone": {
		{"add 'GOAL' on top from 12 to 16", textIs("GOAL", 12, 16, "top", "plain")},
		{"put 'see you soon' on top for 3 seconds", textIs("see you soon", 0, 3, "top", "plain")},
		{"poné 'hasta pronto' encima por 3 segundos", textIs("hasta pronto", 0, 3, "top", "plain")},
		{"add a star on top for 3 seconds", stickerPosIs("star", "top-right")},
	},
	"guards: on top of a thing keeps its reading": {
		{"add 'hi' on top of the logo", textSide("hi", "right")},
		{"add 'hi' at the bottom from 12 to 16", textIs("hi", 12, 16, "bottom", "plain")},
	},
}

func TestI13jbOnTop(t *testing.T) { runFixtureTable(t, "i13jb on top", workshop, i13jbOnTopCases) }

// i13jbEdgeSpanCases: "last 4 seconds" / "los últimos 4 segundos" after a
// comma is how long the new text or sticker shows (refused: "say what to
// add", or "last" read as the verb "lasts").
var i13jbEdgeSpanCases = map[string][]vcase{
	"the span after a comma": {
		{"add 'The End' title at the very end, last 4 seconds, centered", textIs("The End", 88, 92, "center", "plain")},
		{"add 'bye' centered, last 4 seconds", textIs("bye", 88, 92, "center", "plain")},
		{"poné 'Gracias' al final, centrado, los últimos 4 segundos", textIs("Gracias", 88, 92, "center", "plain")},
		{"Al final poné «Chau» en el centro, los últimos tres segundos", textIs("Chau", 89, 92, "center", "plain")},
		{"add a star in the top left, last 3 seconds", both(stickerPosIs("star", "top-left"), stickerTimes("star", "89-92"))},
		{"poné una estrella arriba a la izquierda, los primeros 2 segundos", both(stickerPosIs("star", "top-left"), stickerTimes("star", "0-2"))},
	},
	"guards": {
		{"add 'hi' at 3, last 2 seconds", nil}, // two times: which?
		{"add 'bye' for the last 4 seconds", textIs("bye", 88, 92, "bottom", "plain")},
	},
}

func TestI13jbEdgeSpan(t *testing.T) {
	runFixtureTable(t, "i13jb edge span", workshop, i13jbEdgeSpanCases)
}

// i13jbBareStickerCases: a sticker said with no verb and no article, none
// on the timeline, is one to add ("there is no sun sticker on the timeline").
var i13jbBareStickerCases = map[string][]vcase{
	"a bare sticker with a place or a time": {
		{"sun sticker top left for the first 3 seconds pls", both(stickerPosIs("sun", "top-left"), stickerTimes("sun", "0-3"))},
		{"star sticker in the middle from 10 to 14", both(stickerPosIs("star", "center"), stickerTimes("star", "10-14"))},
		{"sticker de estrella arriba a la izquierda los primeros 3 segundos", both(stickerPosIs("star", "top-left"), stickerTimes("star", "0-3"))},
		{"estrella abajo a la izquierda del 20 al 25", both(stickerPosIs("star", "bottom-left"), stickerTimes("star", "20-25"))},
	},
	"guards": {
		{"the star top left", nil},                 // one there should be: there is none
		{"la estrella arriba a la izquierda", nil}, // idem
		{"heart sticker top left for the first 3 seconds", both(countIs(timeline.ElementSticker, 1), stickerTimes("heart", "0-3"))},
	},
}

func TestI13jbBareSticker(t *testing.T) {
	runFixtureTable(t, "i13jb bare sticker", workshop, i13jbBareStickerCases)
}
