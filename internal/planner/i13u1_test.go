package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13u1Cases: complaints (what is wrong instead of what to do) on the
// workshop project: interview 0–70, city 70–82, kitchen 82–92, music at
// 80%, the logo 2–10, five texts, a heart 6–9, a vignette 70–82. A nil
// check wants a question or a refusal that names the clause.
var i13u1Cases = map[string][]vcase{
	"a fault asked is no order": {
		{"does it look too dark?", nil},
		{"is the music too loud?", nil},
		{"se ve muy oscuro?", nil},
		{"¿la música no está muy fuerte?", nil},
		{"is the logo too big?", nil},
		{"los subtitulos se ven chiquitos?", nil},
		// guards: a request asked politely, a complaint then a question that is the remedy
		{"can you make it brighter?", effectIs("brightness-contrast", 0, 92, "", 0)},
		{"the music is too loud, can you lower it?", volumeIs("music.mp3", 0.4)},
		{"the video looks too dark", effectIs("brightness-contrast", 0, 92, "", 0)},
		{"la musica esta muy fuerte", volumeIs("music.mp3", 0.4)},
	},
	"a sticker of a thing there is none of": {
		{"the dog sticker is too big", nil},
		{"delete the pizza sticker", nil},
		{"borra el sticker del perro", nil},
		// guards
		{"delete the heart sticker", countIs(timeline.ElementSticker, 0)},
		{"el corazon es muy grande", i13u1StickerScale(0.6)},
	},
	"blurry said alone is sharpened": {
		{"the interview looks blurry", effectIs("sharpen", 0, 70, "", 0)},
		{"se ve todo borroso", effectIs("sharpen", 0, 92, "", 0)},
		{"la entrevista esta desenfocada", effectIs("sharpen", 0, 70, "", 0)},
		// guards: a blur wanted, a blurry part beside a command or a time
		{"make the interview blurry", effectIs("blur", 0, 70, "", 0)},
		{"cortá del 20 al 25 que se ve todo borroso", durIs(87)},
		{"the city clip is blurry at the start, make it sharper", nil},
		{"el título está borroso, borralo", countIs(timeline.ElementText, 4)},
		{"cut the first 2 seconds of the city clip, the start is blurry", mediaIs("broll-city.mp4", timeline.TrackMain, 70, 80)},
	},
	"a bare number after the video's length": {
		{"the video is too long, make it 60", nil},
		{"el video dura demasiado. dejalo en 45", nil},
		{"its way too long, make it 50", nil},
		// guards
		{"the music is too loud, make it 30", volumeIs("music.mp3", 0.3)},
		{"the video is too long, cut it to 60 seconds", durIs(60)},
	},
	"what someone says is the talk, not a text's words": {
		{"no se escucha lo que dice la entrevistada", nil},
		{"no se entiende lo que dice la invitada", nil},
		// guards
		{"agrega un texto que dice hola", textIs("hola", 0, 5, "", "")},
	},
	"plural and diminutive states": {
		{"los subtitulos son muy chiquitos", both(textScaleGrew("today we bake sourdough", true), textScaleGrew("first, the starter", true))},
		{"el logo es muy chiquito", scaleIs("logo.png", 0.375)},
		{"la musica se escucha muy poco", volumeIs("music.mp3", 1)},
		{"la música se oye re poco", volumeIs("music.mp3", 1)},
		// guards
		{"haz el logo chiquito", scaleIs("logo.png", 0.15)},
		{"poné la música más bajita", volumeIs("music.mp3", 0.4)},
	},
}

func TestI13u1Complaints(t *testing.T) {
	runFixtureTable(t, "i13u1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13u1Cases)
}

// i13u1StickerScale: the one sticker is at that scale.
func i13u1StickerScale(want float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil })
		if len(es) != 1 || !near(es[0].Visual.Scale, want) {
			return fmt.Sprintf("%d stickers, want one at scale %v", len(es), want)
		}
		return ""
	}
}
