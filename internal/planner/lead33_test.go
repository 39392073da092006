package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TestTextSaidWrongThenRight: after "has a typo", "tiene un error", "is
// misspelled", the words after the remedy's verb ("it should be", "tiene que
// decir", "es") are the new text (", it should be Ana Perez" was pasted
// into the label: silent).
func TestTextSaidWrongThenRight(t *testing.T) {
	runFixtureTable(t, "text said wrong", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"corrected": {
			{"the head baker label has a typo, it should be Ana Perez", textIs("Ana Perez", 5, 9, "bottom", "label")},
			{"the baker label is misspelled, it should say Ana Peres", textIs("Ana Peres", 5, 9, "bottom", "label")},
			{"el cartel de ana tiene un error, tiene que decir Ana Perez", textIs("Ana Perez", 5, 9, "bottom", "label")},
			{"la etiqueta de ana tiene una errata, deberia decir Ana Peres", textIs("Ana Peres", 5, 9, "bottom", "label")},
			{"el texto de gracias tiene una errata, es Gracias por ver", textIs("Gracias por ver", 87, 92, "center", "")},
			{"the thanks text has a typo: Thanks for wathcing", textIs("Thanks for wathcing", 87, 92, "center", "")},
			{"the thanks text has a typo, it should be \"Thanks for watching!!\"", textIs("Thanks for watching!!", 87, 92, "center", "")},
		},
		"guards": {
			{"the thanks text should say see you soon", textIs("see you soon", 87, 92, "center", "")},
			{"the thanks text has a typo", nil},
		},
	})
}

// TestOneSoundAgainstAnother: "X louder than Y", "que X se escuche más
// fuerte que Y": the one meant to be quieter gives way and the other stays
// ("que la entrevista se escuche más fuerte que la música" raised the music
// to 100%, "la música más baja que la voz" lowered the interview too: both
// silent; the English forms were refused). Said as a state ("the music is
// louder than the interview") it is a complaint about the louder one.
func TestOneSoundAgainstAnother(t *testing.T) {
	musicDown := both(volumeIs("music.mp3", 0.4), volumeIs("interview.mp4", 1))
	runFixtureTable(t, "louder than", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"wish": {
			{"make the interview louder than the music", musicDown},
			{"que la entrevista se escuche mas fuerte que la musica", musicDown},
			{"que se escuche mas la entrevista que la musica", musicDown},
			{"the music should be quieter than the interview", musicDown},
			{"la musica mas baja que la voz", musicDown},
			{"make the interview a bit louder than the music", both(volumeIs("music.mp3", 0.6), volumeIs("interview.mp4", 1))},
			{"i want the music louder than the interview", both(volumeIs("music.mp3", 0.8), volumeIs("interview.mp4", 0.5))},
		},
		"state": {
			{"the music is louder than the interview", musicDown},
			{"la musica suena mas fuerte que la voz", musicDown},
			{"the interview is quieter than the music", musicDown},
		},
		"guards": {
			{"make the music louder", volumeIs("music.mp3", 1)},
			{"bajá la música", volumeIs("music.mp3", 0.4)},
			{"make the logo bigger than the title", nil},
		},
	})
}

// TestAddedToTheEnd: a thing added "to the end" goes at the end, as "al
// final" does (it was read as "until the end" from 0: the logo went in at
// 0 s, a text over the whole video: silent).
func TestAddedToTheEnd(t *testing.T) {
	runFixtureTable(t, "added to the end", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"at the end": {
			{"add \"open 7am-7pm\" to the end", textIs("open 7am-7pm", 87, 92, "", "")},
			{"add a text \"bye\" to the end of the video", textIs("bye", 87, 92, "", "")},
			{"add a star to the end", newStickerAt("star", "top-right", 87, 92)},
			{"add the logo to the end", mediaIsAt("logo.png", 87)},
		},
		"guards": {
			{"add \"see you\" at the end", textIs("see you", 87, 92, "", "")},
			{"add \"hi\" from 10 to the end", textIs("hi", 10, 92, "", "")},
			{"add a heart till the end", newStickerAt("heart", "top-right", 0, 92)},
			{"extend the logo to the end", timesIs("logo.png", "2-92")},
		},
	})
}

// TestAStickerForTheRemovedOne: a sticker added with no place and no time
// right after a clause that removed one sticker takes its place and time
// ("sacá el corazón y poné una estrella" put the star over the whole video,
// top right: silent).
func TestAStickerForTheRemovedOne(t *testing.T) {
	runFixtureTable(t, "sticker for the removed one", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"its place": {
			{"sacá el corazon y poné una estrella", both(newStickerAt("star", "bottom-right", 6, 9), countIs(timeline.ElementSticker, 1))},
			{"delete the heart and add a star there", both(newStickerAt("star", "bottom-right", 6, 9), countIs(timeline.ElementSticker, 1))},
			{"borra el corazon, pone una estrella ahi", both(newStickerAt("star", "bottom-right", 6, 9), countIs(timeline.ElementSticker, 1))},
		},
		"guards": {
			{"delete the heart and add a star at the end", newStickerAt("star", "top-right", 87, 92)},
			{"borrá el corazón y agregá una estrella arriba a la izquierda", newStickerAt("star", "top-left", 0, 92)},
			{"quitá la viñeta y poné un corazón", both(newStickerAt("heart", "top-right", 0, 92), countIs(timeline.ElementEffect, 0))},
			{"add a star", newStickerAt("star", "top-right", 0, 92)},
		},
	})
}

// TestWhereItShouldBe: "debería estar", "tendría que estar", "debería ir"
// say where a thing should be, as "should be" does ("el logo debería estar
// abajo" was refused: "deberia, estar" left out).
func TestWhereItShouldBe(t *testing.T) {
	runFixtureTable(t, "where it should be", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"es": {
			{"el corazon tendria que estar a la izquierda", stickerPosIs("heart", "bottom-left")},
			{"el texto de gracias deberia estar arriba", textPosIs("Thanks for watching!", "top")},
			{"los subtitulos deberian ir arriba", both(textPosIs("today we bake sourdough", "top"), textPosIs("first, the starter", "top"))},
			{"la musica deberia estar mas baja", volumeIs("music.mp3", 0.4)},
		},
		"guards": {
			{"the heart should be on the left", stickerPosIs("heart", "bottom-left")},
		},
	})
}

// TestThereOfNothing: "there" said first in a cut or a removal, with no
// time before it, is asked ("cut the interview there" deleted the whole
// interview and the titles over it: silent).
func TestThereOfNothing(t *testing.T) {
	runFixtureTable(t, "there of nothing", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"asked": {
			{"cut the interview there", nil},
			{"cortá la entrevista ahi", nil},
			{"split there", nil},
		},
		"guards": {
			{"cut the interview at 50", countIs(timeline.ElementVideo, 4)},
			{"mute the music from 10 to 20 and blur it there too", volumesAre("music.mp3", 0.8, 0, 0.8)},
			{"add a text saying \"there\" at 5", textIs("there", 5, 10, "", "")},
		},
	})
}

// TestNewTextBesideAText: a new text said above or below one text of the
// project goes to the row beside that text's ("put "Step 1" above the
// starter subtitle" went in the same row, over it: silent); nothing fits
// below the bottom row, which is said.
func TestNewTextBesideAText(t *testing.T) {
	runFixtureTable(t, "new text beside a text", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"beside": {
			{"put \"Step 1\" above the starter subtitle", textIs("Step 1", 15, 18, "center", "")},
			{"poné \"Paso 1\" encima del subtitulo del starter", textIs("Paso 1", 15, 18, "center", "")},
			{"add the text \"fresh bread daily\" under the welcome title", textIs("fresh bread daily", 0, 4, "bottom", "")},
			{"add \"hi\" above the welcome title", textIs("hi", 0, 4, "top", "")},
			{"add \"x\" below the label", nil},
		},
		"guards": {
			{"poné \"hola\" sobre el logo", textIs("hola", 2, 10, "", "")},
			{"put the label above the thanks text", textPosIs("Ana Pérez · Head Baker", "top")},
			{"add \"hi\" at the top", textIs("hi", 0, 5, "top", "")},
		},
	})
}

// TestFromWhenItStartsTillTheEnd: "from when X starts till the end" is
// the whole stretch; the start said of X is not the start of the thing
// that changes ("the logo should be on screen from when the city clip
// starts till the end" moved the logo to 70 s and kept its 8 s: silent).
func TestFromWhenItStartsTillTheEnd(t *testing.T) {
	runFixtureTable(t, "from when it starts", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"stretch": {
			{"the logo should be on screen from when the city clip starts till the end", timesIs("logo.png", "70-92")},
			{"the logo from when the city clip starts until the end", timesIs("logo.png", "70-92")},
			{"que el logo se vea desde que empieza el clip de la ciudad hasta el final", timesIs("logo.png", "70-92")},
		},
		"guards": {
			{"make the logo appear when the city clip starts", timesIs("logo.png", "70-78")},
			{"start the logo with the city clip", timesIs("logo.png", "70-78")},
			{"the heart should start when the label starts", stickerTimes("heart", "5-8")},
		},
	})
}

// TestSelfUndoingSaidTwice: an invert or a flip said twice in other words
// ("make it a negative, invert everything", "flip it, mirror it") is done
// once: done twice it gave the photo back unchanged (silent). "again" is
// twice, as said.
func TestSelfUndoingSaidTwice(t *testing.T) {
	runPhotoRows(t, []photoRow{
		{prompt: "make it a negative, invert everything", ops: "adjustments.applyMasked"},
		{prompt: "invert it, make it a negative", ops: "adjustments.applyMasked"},
		{prompt: "hacela negativo, invertí los colores", ops: "adjustments.applyMasked"},
		{prompt: "flip it, mirror it", ops: "document.flip"},
		{prompt: "invert it and invert it again", ops: "adjustments.applyMasked adjustments.applyMasked"},
		{prompt: "invert it", ops: "adjustments.applyMasked"},
	})
}

// TestReviewOfTheMerge: what the review of this session's merge found
// (each was silent or a worse answer than before).
func TestReviewOfTheMerge(t *testing.T) {
	runFixtureTable(t, "review of the merge", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"kept": {
			// the remedy said as such keeps the whole text ("It is" was cut)
			{"the welcome title should read It is Bake Day", textIs("It is Bake Day", 0, 4, "", "")},
			{"el titulo de bienvenida tendria que decir Es hora de hornear", textIs("Es hora de hornear", 0, 4, "", "")},
			{"the label has a typo, it’s Ana Peres", textIs("Ana Peres", 5, 9, "", "")},
			// an edge before "sobran" with no thing: refused (it removed 0-92)
			{"al final sobran 2 segundos", nil},
			// "there" beside a place, or with no cut, is no time
			{"delete the heart sticker there", countIs(timeline.ElementSticker, 0)},
			// a remark that names another thing is its own edit
			{"flip the heart, the logo is mirrored", both(stickerFlipped("heart", true), flippedIs("logo.png"))},
			// "over" a text is on it; two new stickers keep the default
			{"put \"NEW\" over the welcome title", textIs("NEW", 0, 4, "center", "")},
			{"remove the heart, and add a star and a smiley", both(newStickerAt("star", "top-right", 0, 92), countIs(timeline.ElementSticker, 2))},
		},
	})
	runPhotoRows(t, []photoRow{
		{prompt: "invert it, then invert it back", ops: "adjustments.applyMasked adjustments.applyMasked"},
		{prompt: "flip it, then flip it back to normal", ops: "document.flip document.flip"},
	})
}

// TestGivenToASticker: "give the heart a spin" gives the heart there
// something; it added a second heart (silent). Asked now.
func TestGivenToASticker(t *testing.T) {
	runFixtureTable(t, "given to a sticker", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"asked": {
			{"give the heart a spin", nil},
			{"give the heart a 2 second fade", nil},
		},
		"guards": {
			{"give the logo a heart", newStickerAt("heart", "top-right", 2, 10)},
			{"add the heart at 20", newStickerAt("heart", "top-right", 20, 25)},
			{"dale una estrella al video en el 10", newStickerAt("star", "top-right", 10, 15)},
		},
	})
}
