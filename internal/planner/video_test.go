package planner

import (
	"bytes"
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

type vcase struct {
	prompt string
	want   check // nil: the planner must answer "not understood"
}

const (
	main = timeline.TrackMain
	over = timeline.TrackOverlay
)

var ripple35 = both(durIs(16), mainIs("intro:0-3 intro:3-8 beach:8-16"), textIs("Welcome", 0, 3, "top", "plain"))
var first2 = both(durIs(16), mainIs("intro:0-8 beach:8-16"), textIs("Welcome", 0, 1, "top", "plain"))
var last3 = both(durIs(15), mainIs("intro:0-10 beach:10-15"))
var cut1214 = both(durIs(16), mainIs("intro:0-10 beach:10-12 beach:12-16"))
var split5 = both(durIs(18), mainIs("intro:0-5 intro:5-10 beach:10-18"))
var split412 = both(durIs(18), mainIs("intro:0-4 intro:4-10 beach:10-12 beach:12-18"))
var undone = both(countIs(timeline.ElementText, 0), countIs(timeline.ElementImage, 0), countIs(timeline.ElementAudio, 1), durIs(18))

var videoCases = []vcase{
	// English
	{"remove from 3 to 5", ripple35},
	{"delete between 0:03 and 0:05", ripple35},
	{"cut the first 2 seconds", first2},
	{"trim the last 3 seconds", last3},
	{"remove 3s-5s", ripple35},
	{"cut out second 12 to second 14", cut1214},
	{"split at 5", split5},
	{"split the video at 4 and 12", split412},
	{"cut at 0:07.5", both(mainIs("intro:0-7.5 intro:7.5-10 beach:10-18"))},
	{"please remove from 3 sec to 5 sec", ripple35},
	{`add a title "Hello World" at the top for 3 seconds`, textIs("Hello World", 0, 3, "top", "plain")},
	{`add text "Subscribe!" at the bottom from 10 to 15`, textIs("Subscribe!", 10, 15, "bottom", "plain")},
	{`add a subtitle "we went to the beach" between 10 and 13`, textIs("we went to the beach", 10, 13, "bottom", "subtitle")},
	{`add a big hook "Wait for it" in the first 2 seconds`, textIs("Wait for it", 0, 2, "top", "hook")},
	{`add a title 'Summer trip' in the center`, textIs("Summer trip", 0, 5, "center", "plain")},
	{`change the title to "Hi there"`, both(textIs("Hi there", 0, 3, "top", "plain"), countIs(timeline.ElementText, 1))},
	{"move the title to the bottom", textIs("Welcome", 0, 3, "bottom", "plain")},
	{"delete the title", countIs(timeline.ElementText, 0)},
	{"make the title last 6 seconds", textIs("Welcome", 0, 6, "top", "plain")},
	{"set the music volume to 30%", volumeIs("music.mp3", 0.3)},
	{"lower the music", volumeIs("music.mp3", 0.5)},
	{"mute the music", both(mutedIs("music.mp3", true), mutedIs("intro.mp4", false))},
	{"mute the second clip", both(mutedIs("beach.mp4", true), mutedIs("intro.mp4", false))},
	{"add outro.mp4 at the end", both(mediaIs("outro.mp4", main, 18, 22), durIs(22))},
	{"add the outro at 20 seconds", mediaIs("outro.mp4", main, 20, 24)},
	{"move the logo to 10s", mediaIs("logo.png", over, 10, 15)},
	{"make the logo last 2 seconds", mediaIs("logo.png", over, 2, 4)},
	{"make it black and white", effectIs("grayscale", 0, 18, "intensity", 100)},
	{"blur from 2 to 4", effectIs("blur", 2, 4, "", 0)},
	{"apply sepia to the last 5 seconds", effectIs("sepia", 13, 18, "intensity", 100)},
	{"make the first 3 seconds darker", effectIs("brightness-contrast", 0, 3, "brightness", -30)},
	{"add a heart sticker in the top left corner from 1 to 4", stickerIs("heart", "top-left", 1, 4)},
	{"put a star sticker at the bottom right", stickerIs("star", "bottom-right", 0, 18)},
	{"undo", both(countIs(timeline.ElementText, 0), durIs(18))},
	{"remove from 3 to 5 and then undo", noChange},
	{`remove the first 2 seconds and add a title "Go" at the top for 2 seconds`, both(durIs(16), textIs("Go", 0, 2, "top", "plain"))},
	{"delete the logo", countIs(timeline.ElementImage, 0)},
	{"remove the music", countIs(timeline.ElementAudio, 0)},
	{"undo twice", undone},
	{"increase the contrast between 5 and 9", effectIs("brightness-contrast", 5, 9, "contrast", 30)},
	{"add a vignette", effectIs("vignette", 0, 18, "intensity", 50)},
	{"delete the second clip", mainIs("intro:0-10")},
	{"set the volume of the intro to 0.5", both(volumeIs("intro.mp4", 0.5), volumeIs("music.mp3", 1))},
	{"please delete seconds 3 through 5", ripple35},
	{"chop the last 3 sec", last3},
	{"put the title at the bottom", textIs("Welcome", 0, 3, "bottom", "plain")},
	{`change "Welcome" to "Bienvenidos"`, textIs("Bienvenidos", 0, 3, "top", "plain")},
	{"set music volume 0.2", volumeIs("music.mp3", 0.2)},
	{"turn off the music", mutedIs("music.mp3", true)},
	{"add a title Hello World at the top", textIs("Hello World", 0, 5, "top", "plain")},
	{"make seconds 5 to 8 black and white", effectIs("grayscale", 5, 8, "intensity", 100)},
	{"make the logo 3 seconds long", mediaIs("logo.png", over, 2, 5)},
	{"extend the title until 6", textIs("Welcome", 0, 6, "top", "plain")},
	{"delete everything after 10 seconds", both(durIs(10), mainIs("intro:0-10"))},
	{"put the logo in the top right corner", placedIs("logo.png", 0.25, 111, -58.5)},
	{"add logo.png in the bottom left corner from 0 to 5", placedIs("logo.png", 0.25, -111, 58.5)},
	{"speed up the video", nil},
	{"make it pop like a Marvel trailer", nil},
	{"what's the weather tomorrow", nil},
	// Español
	{"sacá del segundo 3 al 5", ripple35},
	{"borrá de 3 a 5", ripple35},
	{"eliminá los primeros 2 segundos", first2},
	{"cortá los últimos 3 segundos", last3},
	{"quitá entre el segundo 12 y el 14", cut1214},
	{"dividí en el segundo 5", split5},
	{"cortá en 4 y 12", split412},
	{"sacá desde 0:03 hasta 0:05", ripple35},
	{`poné un título "Hola Mundo" arriba por 3 segundos`, textIs("Hola Mundo", 0, 3, "top", "plain")},
	{`agregá un texto "Suscribite" abajo del 10 al 15`, textIs("Suscribite", 10, 15, "bottom", "plain")},
	{`añadí un subtítulo "fuimos a la playa" entre 10 y 13`, textIs("fuimos a la playa", 10, 13, "bottom", "subtitle")},
	{`poné un texto grande "Esperá" en los primeros 2 segundos`, textIs("Esperá", 0, 2, "top", "hook")},
	{`cambiá el título a "Buenas"`, both(textIs("Buenas", 0, 3, "top", "plain"), countIs(timeline.ElementText, 1))},
	{"mové el título abajo", textIs("Welcome", 0, 3, "bottom", "plain")},
	{"borrá el título", countIs(timeline.ElementText, 0)},
	{"que el título dure 6 segundos", textIs("Welcome", 0, 6, "top", "plain")},
	{"bajá la música al 30%", volumeIs("music.mp3", 0.3)},
	{"bajá la música", volumeIs("music.mp3", 0.5)},
	{"silenciá la música", both(mutedIs("music.mp3", true), mutedIs("intro.mp4", false))},
	{"silenciá el segundo clip", both(mutedIs("beach.mp4", true), mutedIs("intro.mp4", false))},
	{"agregá outro.mp4 al final", both(mediaIs("outro.mp4", main, 18, 22), durIs(22))},
	{"mové el logo al segundo 10", mediaIs("logo.png", over, 10, 15)},
	{"que el logo dure 2 segundos", mediaIs("logo.png", over, 2, 4)},
	{"poné todo en blanco y negro", effectIs("grayscale", 0, 18, "intensity", 100)},
	{"desenfocá del 2 al 4", effectIs("blur", 2, 4, "", 0)},
	{"aplicá sepia a los últimos 5 segundos", effectIs("sepia", 13, 18, "intensity", 100)},
	{"oscurecé los primeros 3 segundos", effectIs("brightness-contrast", 0, 3, "brightness", -30)},
	{"poné un sticker de corazón arriba a la izquierda del 1 al 4", stickerIs("heart", "top-left", 1, 4)},
	{"agregá una estrella abajo a la derecha", stickerIs("star", "bottom-right", 0, 18)},
	{"deshacé", both(countIs(timeline.ElementText, 0), durIs(18))},
	{"sacá del 3 al 5 y después deshacé", noChange},
	{`sacá los primeros 2 segundos y poné un título "Dale" arriba por 2 segundos`, both(durIs(16), textIs("Dale", 0, 2, "top", "plain"))},
	{"borrá el logo", countIs(timeline.ElementImage, 0)},
	{"sacá la música", countIs(timeline.ElementAudio, 0)},
	{"deshacé dos veces", undone},
	{"subí el contraste entre 5 y 9", effectIs("brightness-contrast", 5, 9, "contrast", 30)},
	{"poné una viñeta", effectIs("vignette", 0, 18, "intensity", 50)},
	{"eliminá el segundo clip", mainIs("intro:0-10")},
	{"poné el volumen del intro en 50%", both(volumeIs("intro.mp4", 0.5), volumeIs("music.mp3", 1))},
	{"borrá los segundos 3 a 5", ripple35},
	{"recortá los últimos 3 seg", last3},
	{"poné el título abajo", textIs("Welcome", 0, 3, "bottom", "plain")},
	{`cambiá "Welcome" por "Bienvenidos"`, textIs("Bienvenidos", 0, 3, "top", "plain")},
	{"poné el volumen de la música en 0.2", volumeIs("music.mp3", 0.2)},
	{"apagá la música", mutedIs("music.mp3", true)},
	{"agregá el título Hola Mundo arriba", textIs("Hola Mundo", 0, 5, "top", "plain")},
	{"poné del segundo 5 al 8 en blanco y negro", effectIs("grayscale", 5, 8, "intensity", 100)},
	{"alargá el título hasta el 6", textIs("Welcome", 0, 6, "top", "plain")},
	{"eliminá desde el segundo 10", both(durIs(10), mainIs("intro:0-10"))},
	{"deshacé los últimos 2 cambios", undone},
	{"poné el logo arriba a la derecha", placedIs("logo.png", 0.25, 111, -58.5)},
	{"achicá el logo", placedIs("logo.png", 0.6, 0, 0)},
	{"acelerá el video", nil},
	{"hacelo más épico", nil},
	{"quiero que se vea como una película de Marvel", nil},
}

// runVideoCase plans a prompt, checks the editor was not touched, runs
// the plan through the registry and grades the resulting timeline.
func runVideoCase(t *testing.T, tc vcase) (ok bool, why string) {
	ed := fixture(t)
	before, _ := ed.Marshal()
	plan := BasicVideo(context.Background(), tc.prompt, ed)
	after, _ := ed.Marshal()
	if !bytes.Equal(before, after) {
		t.Errorf("%q: planning changed the editor", tc.prompt)
		return false, "planning changed the editor"
	}
	if plan.Planner != Basic {
		return false, "planner " + plan.Planner
	}
	if tc.want == nil {
		if plan.Understood || len(plan.Steps) != 0 {
			return false, "expected not understood, got: " + plan.Reply
		}
		return true, ""
	}
	if !plan.Understood {
		return false, "not planned: " + plan.Reply
	}
	for _, s := range plan.Steps {
		if _, err := tools().Call(context.Background(), ed, s.Tool, s.Params); err != nil {
			return false, "step " + s.Tool + " " + string(s.Params) + ": " + err.Error()
		}
	}
	if err := ed.Project.Validate(); err != nil {
		return false, "invalid project: " + err.Error()
	}
	if r := tc.want(ed.Project); r != "" {
		return false, r + " (reply: " + plan.Reply + ")"
	}
	return true, ""
}
