package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13, the third blind set's video shapes (i13s3v), on the workshop
// project: interview 0–70, city 70–82, kitchen 82–92, logo 2–10, texts
// "Welcome to the Workshop" 0–4, label "Ana Pérez" 5–9, subtitles 12–18,
// "Thanks for watching!" 87–92, music 0–92 at 80%, heart 6–9. A nil
// check wants a question or a refusal.
var i13s3vCases = map[string][]vcase{
	"the card that closes or opens the video": {
		// asked which text ("the ending" was a time), or the one label
		// was taken ("placa" alone names a label)
		{"make the ending card red", textColorIs("Thanks for watching!", "#ff0000")},
		{"hide the end card", hiddenIs("Thanks for watching!", true)},
		{"move the end title to the top", textPosIs("Thanks for watching!", "top")},
		{"borrá la placa final", both(timesIs("Thanks for watching!", ""), timesIs("Ana Pérez · Head Baker", "5-9"))},
		{"cambiá la placa de cierre a amarillo", both(textColorIs("Thanks for watching!", "#ffe600"), textColorIs("Ana Pérez · Head Baker", "#ffffff"))},
		{"borrá el cartel final", timesIs("Thanks for watching!", "")},
		{"poné la placa de apertura en rojo", textColorIs("Welcome to the Workshop", "#ff0000")},
		// guards: a last subtitle is still a subtitle; the end is still a time
		{"borrá el subtítulo final", both(timesIs("first, the starter", ""), timesIs("Thanks for watching!", "87-92"))},
		{"borrá la etiqueta", timesIs("Ana Pérez · Head Baker", "")},
		{`add a text "Fin" at the end`, textIs("Fin", 87, 92, "", "")},
	},
	"a see-through value said after the look": {
		// refused ("like 40% opacity": say which element), or 90% opacity
		{"make the logo see-through, like 40% opacity", opacityIs("logo.png", 0.4)},
		{"dejá el logo casi transparente, como 10%", opacityIs("logo.png", 0.1)},
		{"make the logo almost invisible, around 80%", opacityIs("logo.png", 0.2)},
		{"poné el logo casi transparente, tipo 20% de opacidad", opacityIs("logo.png", 0.2)},
		{"make the logo transparent, like 30% transparency", opacityIs("logo.png", 0.7)},
		// guard: a faded colour is not see-through
		{"make the logo faded, say 25% opacity", nil},
	},
	"a sound raised all the way by slang": {
		{"crank the music all the way up", volumeIs("music.mp3", 1)},
		{"max out the music", volumeIs("music.mp3", 1)},
		{"dale la música a tope", volumeIs("music.mp3", 1)},
		{"dale la música al mínimo", volumeIs("music.mp3", 0)},
		{"blast the music", volumeIs("music.mp3", 1)},
	},
	"a cut and then join what is left": {
		// refused: "would leave out join"
		{"delete from 20 to 30 and join what is left", durIs(82)},
		{"borrá del 20 al 30 y juntá lo que queda", durIs(82)},
		{"cut 40 to 45 and close up what's left", durIs(87)},
		{"sacá del 10 al 12 y pegá las partes", durIs(90)},
		{"remove 50 to 55 then stitch the rest together", durIs(87)},
	},
	"minute one, and hanging around": {
		// "would leave out uno"; "would leave out hang"
		{"cortá del minuto uno al 1:05", durIs(87)},
		{"borrá desde el minuto uno hasta el 1:10", durIs(82)},
		{"blur from minute one to 1:05", effectIs("blur", 60, 65, "intensity", 30)},
		{"poné blanco y negro del minuto uno al 1:15", effectIs("grayscale", 60, 75, "intensity", 100)},
		{"let the logo hang around till the very end", timesIs("logo.png", "2-92")},
		{"have the heart hang around until the end", stickerTimes("heart", "6-92")},
		// guard: "the second one" is still an ordinal
		{"delete the second one", nil},
	},
	"a gap left open, then filled": {
		// the gap was closed ("llená ese hueco"), or "no hole" / "not"
		{`cut 20 to 25 but don't close the gap, then fill that hole with a text "Pausa"`, both(durIs(92), textIs("Pausa", 20, 25, "", ""))},
		{`borrá del 30 al 35 sin cerrar el hueco y llená ese hueco con un texto "Ya vuelvo"`, both(durIs(92), textIs("Ya vuelvo", 30, 35, "", ""))},
		{`remove 40-44 leaving the gap and put "Break" in that hole`, both(durIs(92), textIs("Break", 40, 44, "", ""))},
		{"sacá del 50 al 53 dejando el hueco y poné un corazón en ese hueco", both(durIs(92), stickerTimes("heart", "50-53 6-9"))},
		{`borrá del 30 al 35 pero no cierres el hueco, y poné un texto "Pausa" en el hueco`, both(durIs(92), textIs("Pausa", 30, 35, "", ""))},
		// guards: closing the gap still closes it; a rippled cut leaves no hole
		{"borrá del 30 al 35 sin cerrar el hueco y después cerrá el hueco", both(countIs(timeline.ElementText, 5), mainIs("interview:0-30 interview:30-65 broll-city:65-77 broll-kitchen:77-87"))},
		{`remove 40-44 and put "Break" in that hole`, nil},
	},
}

// i13s3vTourCases run on the tour project (tourFixture): files named in
// English, said in Spanish, and an ambient sound file.
var i13s3vTourCases = map[string][]vcase{
	"a file named by its word in the other language": {
		// "there is no el jardín", or the clips' own sound was muted
		{"bajá el ambiente al 20%", volumeIs("ambient.mp3", 0.2)},
		{"silenciá el jardín", mutedIs("garden.mp4", true)},
		{"poné el jardín en blanco y negro", effectIs("grayscale", 10, 22, "intensity", 100)},
		{"borrá la terraza", timesIs("rooftop.mp4", "")},
		{"poné un viñeteado en todo el jardín", effectIs("vignette", 10, 22, "intensity", 50)},
		{"mute the ambient sound", both(mutedIs("ambient.mp3", true), mutedIs("voiceover.wav", false), mutedIs("garden.mp4", false))},
		{"bajá el sonido ambiente a la mitad", volumeIs("ambient.mp3", 0.25)},
		// guard: the original audio is still the clips' own
		{"silenciá el audio original", both(mutedIs("garden.mp4", true), mutedIs("ambient.mp3", false))},
	},
}

func TestI13s3vCases(t *testing.T) {
	runFixtureTable(t, "i13s3v table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13s3vCases)
	runFixtureTable(t, "i13s3v tour table", func(t *testing.T) *videotools.Editor { return tourFixture(t) }, i13s3vTourCases)
}

// tourFixture: a house tour with two audio tracks.
//
//	main     hall.mp4 0-10, garden.mp4 10-22, rooftop.mp4 22-36
//	audio    voiceover.wav 0-30; ambient.mp3 0-36 at 0.5
//	text     "Casa Azul" 0-3 top (hook); "Reservas: casaazul.com" 31-36 bottom
//	sticker  location-pin 10-14 top-left
func tourFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(name string, typ timeline.AssetType, dur float64) {
		addTestAsset(p, name, typ, dur, 1920, 1080, true)
	}
	add("hall.mp4", timeline.AssetVideo, 14)
	add("garden.mp4", timeline.AssetVideo, 12)
	add("rooftop.mp4", timeline.AssetVideo, 20)
	add("voiceover.wav", timeline.AssetAudio, 30)
	add("ambient.mp3", timeline.AssetAudio, 90)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"hall.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"garden.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"rooftop.mp4","startTime":22,"trackType":"main","duration":14}`},
		{"add_media_to_timeline", `{"assetId":"voiceover.wav","startTime":0,"trackType":"audio"}`},
		{"add_media_to_timeline", `{"assetId":"ambient.mp3","startTime":0,"trackType":"audio","duration":36}`},
		{"add_text", `{"text":"Casa Azul","start":0,"end":3,"position":"top","style":"hook"}`},
		{"add_text", `{"text":"Reservas: casaazul.com","start":31,"end":36,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"location-pin","start":10,"end":14,"position":"top-left"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("tour fixture %s: %v", c.tool, err)
		}
	}
	id := ""
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			if e.Name == "ambient.mp3" {
				id = e.ID
			}
		}
	}
	if _, err := tools().Call(context.Background(), ed, "set_volume", []byte(`{"elementId":"`+id+`","volume":0.5}`)); err != nil {
		t.Fatalf("tour fixture volume: %v", err)
	}
	return ed
}
