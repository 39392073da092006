package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13v4Cases run on the workshop project (interview 0–70, city 70–82,
// kitchen 82–92, the logo 2–10, five texts, a heart 6–9 bottom right):
// texts, stickers, pictures and media added, said the way people type.
var i13v4Cases = map[string][]vcase{
	"an arrow said with the way it points": {
		// the way was the place and the arrow any arrow (a bare "flecha"
		// was the down one; "that points up" gave the right one)
		{"poné una flecha para la derecha en el segundo 14", both(stickerTimes("arrow-right", "14-19"), stickerPosIs("arrow-right", "top-right"))},
		{"add a little arrow that points up at 14", stickerTimes("arrow-up", "14-19")},
		{"una flechita que apunte para abajo en el 20", stickerTimes("arrow-down", "20-25")},
		{"put an arrow facing left at 30", stickerTimes("arrow-left", "30-35")},
		{"agregá una flecha en el 14", stickerTimes("arrow-right", "14-19")},
		{"una flecha para arriba abajo a la izquierda en el 14", both(stickerTimes("arrow-up", "14-19"), stickerPosIs("arrow-up", "bottom-left"))},
		// guards: a side said with "on" is the place; "para la derecha" of
		// a thing is where it goes
		{"add an arrow on the left at 14", both(stickerTimes("arrow-right", "14-19"), stickerPosIs("arrow-right", "top-left"))},
		{"una flecha abajo a la derecha en el 14", both(stickerTimes("arrow-down", "14-19"), stickerPosIs("arrow-down", "bottom-right"))},
		{"move the heart to the right", stickerPosIs("heart", "bottom-right")},
	},
	"one more text with words of its own": {
		// a second text after "and" kept the kind of the first (it was
		// plain), and "y otro que diga" was the first text's words
		{`add subtitles "mix the flour" at 20s and "add water" at 23s`, both(textIs("mix the flour", 20, 25, "bottom", "subtitle"), textIs("add water", 23, 28, "bottom", "subtitle"))},
		{`agregá un subtitulo "hola" en el 20 y "chau" en el 25`, both(textIs("hola", 20, 25, "bottom", "subtitle"), textIs("chau", 25, 30, "bottom", "subtitle"))},
		{"poné un subtitulo que diga hola en el 20 y otro que diga chau en el 25", both(textIs("hola", 20, 25, "bottom", "subtitle"), textIs("chau", 25, 30, "bottom", "subtitle"))},
		{"add a text saying hi at 20 and another one saying bye at 25", both(textIs("hi", 20, 25, "bottom", "plain"), textIs("bye", 25, 30, "bottom", "plain"))},
		// guards: words with "and" in them stay the text's; a sticker
		// after a text is a sticker
		{"add a caption saying Tom and Jerry at 20", textIs("Tom and Jerry", 20, 25, "bottom", "subtitle")},
		{"poné un texto que diga Juan y otro amigo en el 20", textIs("Juan y otro amigo", 20, 25, "bottom", "plain")},
		{`add a label "Ana" at 20 and a star at 25`, both(textIs("Ana", 20, 25, "bottom", "label"), stickerTimes("star", "25-30"))},
	},
	"the words of a text said as words": {
		// "words", "la palabra", "corregí", "usted" were words basic mode
		// did not know
		{"add the words Made with love at the bottom from 50 to 55", textIs("Made with love", 50, 55, "bottom", "plain")},
		{"poné las palabras Hecho con amor abajo en el 50", textIs("Hecho con amor", 50, 55, "bottom", "plain")},
		{`change the word "starter" to "levain"`, textIs("first, the levain", 15, 18, "bottom", "subtitle")},
		{"cambia la palabra sourdough por masa madre", textIs("today we bake masa madre", 12, 15, "bottom", "subtitle")},
		{`corregí el titulo: tiene que decir "Welcome to our Workshop"`, textIs("Welcome to our Workshop", 0, 4, "center", "")},
		{`corrija "sourdough" por "sour dough"`, textIs("today we bake sour dough", 12, 15, "bottom", "subtitle")},
		{`ponga usted un texto que diga "Capítulo 1" al comienzo, arriba`, textIs("Capítulo 1", 0, 5, "top", "plain")},
		// guards: a word no text says is said so; "corré" still moves
		{`change the word "hola" to "chau"`, nil},
		{"corré el logo a la izquierda", logoAt(-771, -365)},
		{`add a text with the word "hola" at 20`, textIs("hola", 20, 25, "bottom", "plain")},
	},
	"a thing that should also show at another time": {
		// "also" between the modal and the verb cut the clause ("say what
		// to change about the heart")
		{"the heart should also appear at the end", stickerTimes("heart", "6-9 89-92")},
		{"the logo should also show up at 40", mediaIs("logo.png", timeline.TrackOverlay, 40, 48)},
		{"el logo también aparece en el 40", mediaIs("logo.png", timeline.TrackOverlay, 40, 48)},
		// guards: a look after "also" is a look; a move stays refused
		{"the heart should also be bigger", stickerTimes("heart", "6-9")},
		{"the heart also moves to 40", nil},
	},
}

func TestI13v4Workshop(t *testing.T) {
	runFixtureTable(t, "i13v4 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13v4Cases)
}
