package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// waQuietOnly: the pieces of asset inside a–b play at vol, and the others
// at the workshop's 80%.
func waQuietOnly(asset string, a, b, vol float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		inside := 0
		for _, e := range es {
			s, t := e.Start.Seconds(), e.End().Seconds()
			want := 0.8
			if s >= a-1e-3 && t <= b+1e-3 {
				want, inside = vol, inside+1
			}
			if e.Audio == nil || !near(e.Audio.Volume, want) {
				return fmt.Sprintf("%s %v-%v at %v, want %v", asset, s, t, e.Audio, want)
			}
		}
		if inside == 0 {
			return fmt.Sprintf("no piece of %s in %v-%v", asset, a, b)
		}
		return ""
	}
}

// i13waCases (workshop project: texts "Ana Pérez · Head Baker" 5–9,
// subtitles "today we bake sourdough" 12–15 and "first, the starter"
// 15–18, music 0–92 at 80%, the city clip 70–82, the logo 2–10).
var i13waCases = map[string][]vcase{
	"what someone says or talks about is the time of the text that says it": {
		// the whole music was muted (two times read: ana's label and the subtitle)
		{"silence the music when ana talks about the starter", waQuietOnly("music.mp3", 15, 18, 0)},
		{"turn the music down to 20% while ana speaks about sourdough", waQuietOnly("music.mp3", 12, 15, 0.2)},
		{"bajá la musica al 20% mientras ana habla de sourdough", waQuietOnly("music.mp3", 12, 15, 0.2)},
		{"silenciá la música cuando ana habla del starter", waQuietOnly("music.mp3", 15, 18, 0)},
		{"put a star when ana says sourdough", stickerTimes("star", "12-15")},
		// refused, naming the event: no text says it (a text "hello" was
		// added at ana's label's time)
		{"put the logo on when ana says hello", nil},
		{"pone el logo cuando ana dice hola", nil},
		{"poné un corazón cuando ana dice hola, arriba", nil},
		{"lower the music while ana talks about the oven", nil},
		{"bajá la música mientras ana habla de la masa madre", nil},
	},
	"an event that goes on past what the project answers is asked": {
		// "stir it" went at the starter subtitle's time, "doubles in size" dropped
		{"add a subtitle that says stir now when the starter doubles in size", nil},
		{"agregá un subtítulo que diga revolver cuando el starter duplica su tamaño", nil},
		{"add a heart when the logo gets bigger", nil},
	},
	"an element's end that is the video's end: nothing shows after it": {
		// the text ran 5 s past the end
		{"add a text saying Happy when the music stops", nil},
		{"agregá un texto que diga Chau cuando termina la música", nil},
		{"add a heart when the kitchen clip ends", nil},
		// guards: an end inside the video places it there
		{"add a star when the city clip ends", stickerTimes("star", "82-87")},
		{"add a text saying Hi when the city clip starts", textIs("Hi", 70, 82, "bottom", "")},
	},
	"guards: events the project answers keep their reading": {
		{"add a star when the logo appears on screen", stickerTimes("star", "2-10")},
		{"mute the music while the logo shows", waQuietOnly("music.mp3", 2, 10, 0)},
		{"bajá la música al 20% mientras se ve el logo", waQuietOnly("music.mp3", 2, 10, 0.2)},
		{"add a text saying Smile when you see the kitchen", textIs("Smile when you see the kitchen", 0, 5, "bottom", "")},
	},
	"a new thing after clauses that act on one thing's time goes over it": {
		// WOW went at 0 s
		{"silence the music during the city clip, flip the city clip and put WOW in the center",
			both(waQuietOnly("music.mp3", 70, 82, 0), flippedIs("broll-city.mp4"), textIs("WOW", 70, 82, "center", ""))},
		{"silenciá la música durante el clip de la ciudad, espejá el clip de la ciudad y poné WOW en el centro",
			both(waQuietOnly("music.mp3", 70, 82, 0), flippedIs("broll-city.mp4"), textIs("WOW", 70, 82, "center", ""))},
		// asked: right after a time said of another thing, either reading
		{"mute the music from 10 to 20 and put WOW in the center", nil},
		{"mute the music during the city clip and add a star", nil},
		{"bajá la música del 10 al 20 y poné un corazón", nil},
		// guards: "there", the verb of the one before, and no time said at all
		{"mute the music while the logo shows and stick a star there too", stickerTimes("star", "2-10")},
		{"add a star at 10 and a heart", stickerTimes("star", "10-15")},
		{"mirror the city clip and put WOW in the center", textIs("WOW", 0, 5, "center", "")},
	},
	"a thing added during another: over it when there is one, asked when not": {
		// the file went in at 0 s, "during the garden" dropped
		{"put the guest cam in the top left during the kitchen", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 82, 92)},
		{"poné la cámara del invitado arriba a la izquierda durante la cocina", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 82, 92)},
		{"put the guest cam in the top left during the garden", nil},
		{"add the guest cam small in the bottom left during the podium photo", nil},
		{"add the logo during the podium photo", nil},
		// guard: a thing said with its verb of showing keeps its reading
		{"add the guest cam small bottom right while the city clip plays", mediaIs("guest-cam.mp4", timeline.TrackOverlay, 70, 82)},
	},
}

func TestI13waCases(t *testing.T) {
	runFixtureTable(t, "i13wa", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13waCases)
}
