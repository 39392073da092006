package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13 (i13sv): silent wrong plans and refusals on the workshop project
// (interview 0–70, city 70–82, kitchen 82–92; logo 2–10 at scale 0.25;
// texts "Welcome to the Workshop" 0–4, label 5–9, subtitles 12–15 and
// 15–18, "Thanks for watching!" 87–92; music 0–92 at 80%; heart 6–9;
// vignette 70–82). A nil check wants a question or a refusal.
var i13svCases = map[string][]vcase{
	"keep only a stretch of one clip": {
		// the stretch said was removed (or the clip moved to it); the
		// clip now plays only then, trimmed where it is
		{"trim the city clip so it only plays from 72 to 76", both(piecesAre("broll-city.mp4", "72-76@2"), piecesAre("broll-kitchen.mp4", "82-92@0"))},
		{"recortá el clip de la cocina para que solo se vea del 84 al 88", piecesAre("broll-kitchen.mp4", "84-88@2")},
		{"que el clip de la ciudad solo muestre del 75 al 80", piecesAre("broll-city.mp4", "75-80@5")},
		{"edit the kitchen clip so it only runs from 83 to 86", piecesAre("broll-kitchen.mp4", "83-86@1")},
		{"cut the interview so it only plays from 10 to 60", both(piecesAre("interview.mp4", "10-60@10"), piecesAre("broll-city.mp4", "70-82@0"))},
		{"recortá la música para que solo suene del 20 al 40", piecesAre("music.mp3", "20-40@20")},
		{"shorten the city clip so it only shows 74 to 80", piecesAre("broll-city.mp4", "74-80@4")},
		// guards: ways that worked stay; a plain cut still cuts; a stretch
		// outside the clip is refused
		{"make the kitchen clip play only between 85 and 90", piecesAre("broll-kitchen.mp4", "85-90@3")},
		{"dejá el clip de la cocina solo del 86 al 91", piecesAre("broll-kitchen.mp4", "86-91@4")},
		{"cut the kitchen clip from 84 to 88", piecesAre("broll-kitchen.mp4", "82-84@0 84-88@6")}, // the main track closes the gap (i13fa)
		{"trim the city clip so it only plays from 84 to 88", nil},
		{"show the logo only from 3 to 5", timesIs("logo.png", "3-5")},
	},
	"keep the first or last seconds of a clip, the rest restated": {
		// the rest was cut a second time
		{"keep only the first 4 seconds of the city clip, ditch the rest", both(piecesAre("broll-city.mp4", "70-74@0"), piecesAre("broll-kitchen.mp4", "74-84@0"))},
		{"quedate solo con los primeros 3 segundos del clip de la cocina y tirá el resto", both(piecesAre("broll-kitchen.mp4", "82-85@0"), durIs(85))},
		{"keep just the last 4 seconds of the city clip and drop the rest", both(piecesAre("broll-city.mp4", "70-74@8"), durIs(84))},
		{"keep only the first 5 seconds of the kitchen clip and get rid of the rest", both(piecesAre("broll-kitchen.mp4", "82-87@0"), durIs(87))},
		{"keep only the first 10 seconds of the interview and cut the rest", both(piecesAre("interview.mp4", "0-10@0"), piecesAre("broll-city.mp4", "10-22@0"), durIs(32))},
		{"quedate con los últimos 5 segundos de la entrevista y borrá el resto", both(piecesAre("interview.mp4", "0-5@65"), durIs(27))},
		// guard: "the rest" after another edit is still the rest
		{"split at 80 and delete the rest", durIs(80)},
	},
	"a percent change of size is relative to the current size": {
		// the percent was taken as the new scale
		{"dale al logo un 30% más de tamaño", scaleIs("logo.png", 0.325)},
		{"make the city clip 25% bigger", scaleIs("broll-city.mp4", 1.25)},
		{"zoom in on the kitchen clip 10%", scaleIs("broll-kitchen.mp4", 1.1)},
		{"achicá el logo un 40%", scaleIs("logo.png", 0.15)},
		{"make the logo 50% larger", scaleIs("logo.png", 0.375)},
		{"hacé el logo un 20% más chico", scaleIs("logo.png", 0.2)},
		{"shrink the logo by 60%", scaleIs("logo.png", 0.1)},
		{"agrandá el clip de la ciudad un 15%", scaleIs("broll-city.mp4", 1.15)},
		{"dale a la entrevista un 10% más de tamaño", scaleIs("interview.mp4", 1.1)},
		{"dale al logo un 20% menos de tamaño", scaleIs("logo.png", 0.2)},
		{"make the kitchen clip 30% smaller", scaleIs("broll-kitchen.mp4", 0.7)},
		{"zoom out on the city clip 20%", scaleIs("broll-city.mp4", 0.8)},
		// guards: a zoom with no amount is still refused; a sound said
		// louder stays a volume
		{"zoom in on the logo", nil},
		{"make the interview 20% quieter", volumeIs("interview.mp4", 0.8)},
		// guards: a size said as a percent is still absolute
		{"set the logo to 40% size", scaleIs("logo.png", 0.4)},
		{"poné el logo al 50% de tamaño", scaleIs("logo.png", 0.5)},
	},
	"b-roll names a group of clips": {
		{"mute the b-roll audio", both(mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", true), mutedIs("interview.mp4", false))},
		{"silenciá el audio del b-roll", both(mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", true), mutedIs("interview.mp4", false))},
		{"turn the b-roll audio down to 30%", both(volumeIs("broll-city.mp4", 0.3), volumeIs("broll-kitchen.mp4", 0.3), volumeIs("interview.mp4", 1))},
		{"bajá el audio del b-roll al 30%", both(volumeIs("broll-city.mp4", 0.3), volumeIs("broll-kitchen.mp4", 0.3), volumeIs("interview.mp4", 1))},
		{"lower the b-roll sound to half", both(volumeIs("broll-city.mp4", 0.5), volumeIs("broll-kitchen.mp4", 0.5), hiddenIs("broll-city.mp4", false))},
		{"mute the sound of the b-roll", both(mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", true), mutedIs("music.mp3", false))},
		// guards: one b-roll said by order is that one; the b-roll's picture
		// (or the b-roll said with no sound word) still asks which clip
		{"mute the audio of the second b-roll", both(mutedIs("broll-city.mp4", false), mutedIs("broll-kitchen.mp4", true))},
		{"turn the b-roll down to 30%", nil},
		{"poné el b-roll en blanco y negro", nil},
	},
	"no music during an element": {
		{"no music during the interview", musicSilentOnly(0, 70)},
		{"sin música durante la entrevista", musicSilentOnly(0, 70)},
		{"silence the music during the kitchen clip", musicSilentOnly(82, 92)},
		{"que no suene la música durante el clip de la ciudad", musicSilentOnly(70, 82)},
		{"que la música no se escuche en la entrevista", musicSilentOnly(0, 70)},
		{"the music shouldn't play during the kitchen clip", musicSilentOnly(82, 92)},
		{"no music from 10 to 20", musicSilentOnly(10, 20)},
		// guards: a picture, or a moment, with "no" is still refused
		{"no logo during the interview", nil},
		{"no music at 10", nil},
	},
	"the track that holds an element": {
		{"hide the logo's track", both(hiddenTrackHolds("logo.png", true), hiddenTrackHolds("heart sticker", false), trackState(timeline.TrackMain, false, false))},
		{"ocultá la pista del logo", both(hiddenTrackHolds("logo.png", true), hiddenTrackHolds("heart sticker", false))},
		{"mute the music's track", both(trackState(timeline.TrackAudio, false, true), trackState(timeline.TrackMain, false, false))},
		{"mute the track the interview is on", both(trackState(timeline.TrackMain, false, true), trackState(timeline.TrackAudio, false, false))},
		{"hide the track the heart is on", both(hiddenTrackHolds("heart sticker", true), hiddenTrackHolds("logo.png", false))},
		{"hide the track that the logo sits on", both(hiddenTrackHolds("logo.png", true), hiddenTrackHolds("heart sticker", false))},
		{"hide the logo track", both(hiddenTrackHolds("logo.png", true), hiddenTrackHolds("heart sticker", false))},
		// guard: two overlay tracks said by their kind are asked among
		{"hide the overlay track", nil},
	},
	"the text after 'so it reads' / 'que diga' without quotes": {
		// "the title" of three texts is the opening one (policy 10)
		{"change the title so it reads See you soon", textIs("See you soon", 0, 4, "center", "")},
		{"cambiá el primer título para que diga Nos vemos", both(textIs("Nos vemos", 0, 4, "center", ""), countIs(timeline.ElementText, 5))},
		{"edit the end card so it says Bye for now", both(textIs("Bye for now", 87, 92, "center", ""), countIs(timeline.ElementText, 5))},
		{"change the first title so it reads See you soon", both(textIs("See you soon", 0, 4, "center", ""), countIs(timeline.ElementText, 5))},
		{"make the end card say See you later", both(textIs("See you later", 87, 92, "center", ""), countIs(timeline.ElementText, 5))},
		{"cambiá la placa final para que diga Nos vemos luego", textIs("Nos vemos luego", 87, 92, "center", "")},
		{`add a text saying Hola at the top for 3 seconds`, textIs("Hola", 0, 3, "top", "")},
		{"cambiá la placa final para que diga Hasta la próxima", both(textIs("Hasta la próxima", 87, 92, "center", ""), countIs(timeline.ElementText, 5))},
	},
	"a start anchored to an element's end": {
		{"make the heart kick in when the interview ends", stickerTimes("heart", "70-73")},
		{"que el logo aparezca cuando termina el primer título", timesIs("logo.png", "4-12")},
		{"have the logo show up when the label ends", timesIs("logo.png", "9-17")},
		{"start the heart when the first title finishes", stickerTimes("heart", "4-7")},
		{"have the heart kick in at 20", stickerTimes("heart", "20-23")},
		{"the logo should kick in when the label ends", timesIs("logo.png", "9-17")},
		{"que el corazón arranque cuando termina la entrevista", stickerTimes("heart", "70-73")},
	},
}

// i13svTwoTextCases run on the workshop project with a second text,
// "Step one" 12–16 at the top, over the first subtitle (12–15, bottom):
// "lower"/"upper" pick between the texts on screen, they are no position.
var i13svTwoTextCases = map[string][]vcase{
	"lower or upper picks among the texts on screen": {
		// the text was also moved down (or up)
		{"make the lower text at 13 seconds yellow", both(textColorIs("today we bake sourdough", "#ffe600"), textPosIs("today we bake sourdough", "bottom"), textColorIs("Step one", "#ffffff"))},
		{"poné en rojo el texto de abajo en el segundo 14", both(textColorIs("today we bake sourdough", "#ff0000"), textPosIs("today we bake sourdough", "bottom"), textColorIs("Step one", "#ffffff"))},
		{"borrá el texto de arriba del segundo 13", both(timesIs("Step one", ""), timesIs("today we bake sourdough", "12-15"))},
		{"the top text at 14 seconds, make it blue", both(timesIs("Step one", "12-16"), textPosIs("Step one", "top"), textColorNot("Step one", "#ffffff"), textColorIs("today we bake sourdough", "#ffffff"))},
		{"the lower text at 13s, delete it", both(timesIs("today we bake sourdough", ""), timesIs("Step one", "12-16"), textPosIs("Step one", "top"))},
		{"el texto de abajo en el 13, ponelo en amarillo", both(textColorIs("today we bake sourdough", "#ffe600"), textPosIs("today we bake sourdough", "bottom"))},
		{"cambiá a azul el texto de arriba en el 13", both(textColorIs("Step one", "#0050ff"), textPosIs("Step one", "top"), textColorIs("today we bake sourdough", "#ffffff"))},
		// guards: "lower" as the verb still moves; a place to move to is a place
		{"lower the welcome text", textPosIs("Welcome to the Workshop", "bottom")},
		{"lower the text at 16 seconds", textPosIs("first, the starter", "bottom")},
	},
}

func TestI13svCases(t *testing.T) {
	runFixtureTable(t, "i13sv table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13svCases)
	runFixtureTable(t, "i13sv two-text table", func(t *testing.T) *videotools.Editor { return workshopTwoTextFixture(t) }, i13svTwoTextCases)
}

// workshopTwoTextFixture is the workshop project with "Step one" 12–16 at
// the top, so two texts are on screen from 12 to 15.
func workshopTwoTextFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	in, _ := json.Marshal(map[string]any{"text": "Step one", "start": 12, "end": 16, "position": "top"})
	if _, err := tools().Call(context.Background(), ed, "add_text", in); err != nil {
		t.Fatalf("two-text fixture: %v", err)
	}
	return ed
}

// musicSilentOnly wants the music silent (muted or at 0) exactly over a–b
// and at its 80% elsewhere.
func musicSilentOnly(a, b float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			s, end := e.Start.Seconds(), e.End().Seconds()
			inside := s >= a-1e-3 && end <= b+1e-3
			silent := e.Audio != nil && (e.Audio.Muted || e.Audio.Volume < 1e-3)
			if inside != silent || !inside && !near(e.Audio.Volume, 0.8) {
				return fmt.Sprintf("music %v-%v silent=%v volume %v, want it silent only in %v-%v", s, end, silent, e.Audio.Volume, a, b)
			}
		}
		return ""
	}
}

// hiddenTrackHolds wants the track that holds the element named (an
// element name, or "heart sticker") hidden or not.
func hiddenTrackHolds(name string, hidden bool) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == name || e.Sticker != nil && e.Sticker.StickerID+" sticker" == name {
					if t.Hidden != hidden {
						return fmt.Sprintf("track %s of %s hidden %v, want %v", t.ID, name, t.Hidden, hidden)
					}
					return ""
				}
			}
		}
		return "no " + name
	}
}
