package planner

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// psRescue: a 30 s appeal for a rescue group, its files named in
// Spanish: bienvenida.mp4 0-8 | perrera.jpg 8-12 | tom-gato.mp4 12-20 |
// antes-rescate.jpg 20-24 | despues-rescate.jpg 24-30 on the main track,
// logo.png 0-30 on top, musica.mp3 0-30 at 0.6, the text "Tom · 3 años"
// 13-18 at the bottom, a blur 0-8. cachorro.mp4 is imported, not on the timeline.
func psRescue(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "bienvenida.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "perrera.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "tom-gato.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "antes-rescate.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "despues-rescate.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "cachorro.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "psRescue", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "bienvenida.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "perrera.jpg", "startTime": 8, "trackType": "main", "duration": 4}},
		{"add_media_to_timeline", map[string]any{"assetId": "tom-gato.mp4", "startTime": 12, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "antes-rescate.jpg", "startTime": 20, "trackType": "main", "duration": 4}},
		{"add_media_to_timeline", map[string]any{"assetId": "despues-rescate.jpg", "startTime": 24, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 0, "trackType": "overlay", "duration": 30}},
		{"add_media_to_timeline", map[string]any{"assetId": "musica.mp3", "startTime": 0, "trackType": "audio", "duration": 30}},
		{"set_volume", map[string]any{"elementId": "musica.mp3", "volume": 0.6}},
		{"add_text", map[string]any{"text": "Tom · 3 años", "start": 13, "end": 18, "position": "bottom"}},
		{"apply_effect", map[string]any{"effectType": "blur", "start": 0, "end": 8}},
	})
	return ed
}

// psHiddenIs wants name's shown pieces and hidden pieces at these times
// ("2-4 6-10" shown, "4-6" hidden): "hide X for a stretch" keeps the
// piece, hidden, so it can be shown again.
func psHiddenIs(name, shown, hidden string) check {
	return func(p *timeline.Project) string {
		var on, off []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name }) {
			at := fmt.Sprintf("%g-%g", e.Start.Seconds(), e.End().Seconds())
			if e.Hidden {
				off = append(off, at)
			} else {
				on = append(on, at)
			}
		}
		sort.Strings(on)
		sort.Strings(off)
		if g, h := strings.Join(on, " "), strings.Join(off, " "); g != shown || h != hidden {
			return fmt.Sprintf("%s shown %q hidden %q, want %q and %q", name, g, h, shown, hidden)
		}
		return ""
	}
}

// psGoneOver wants no piece of name over a..b, and name still there
// around it.
func psGoneOver(name string, a, b float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })
		if len(es) == 0 {
			return name + " is gone"
		}
		for _, e := range es {
			if e.Start.Seconds() < b-0.01 && e.End().Seconds() > a+0.01 {
				return fmt.Sprintf("%s still shows %v-%v", name, e.Start.Seconds(), e.End().Seconds())
			}
		}
		return ""
	}
}

var psCases = map[string][]vcase{
	// a file named in Spanish for an animal shelter, said in English (or
	// the other way): "there is no the kennel picture", or it asked which
	// of all the photos
	"a shelter's files said in the other language": {
		{"remove the kennel picture", goneIs("perrera.jpg")},
		{"put the puppy clip in the top left corner from 2 to 6", mediaIs("cachorro.mp4", timeline.TrackOverlay, 2, 6)},
		{"hide the logo while the cat clip plays", psHiddenIs("logo.png", "0-12 20-30", "12-20")},
		{"borrá la foto de la perrera", goneIs("perrera.jpg")},
	},
	// "the before photo", "la foto del después": a "before" or "after" in
	// a file's name, though it is a preposition elsewhere
	"before and after name a file": {
		{"set the after picture to 50% opacity", opacityIs("despues-rescate.jpg", 0.5)},
		{"mirror the before image", flippedH("antes-rescate.jpg")},
		{"espejá la foto del antes", flippedH("antes-rescate.jpg")},
		{"poné la imagen del después al 40% de opacidad", opacityIs("despues-rescate.jpg", 0.4)},
	},
	"guards: before and after still say when": {
		{"put the logo after the cat clip", mediaIs("logo.png", timeline.TrackOverlay, 20, 30)},
	},
	// Spanish "a" before a name is "to" it: "ponele una estrella a tom"
	// (a star was added over the whole video, "a tom" left out)
	// "hide X for a stretch": the piece stays, hidden (it was deleted);
	// "disappear" still removes it
	"hidden for a stretch": {
		{"hide the logo from 3 to 6", psHiddenIs("logo.png", "0-3 6-30", "3-6")},
		{"ocultá el logo entre el 3 y el 6", psHiddenIs("logo.png", "0-3 6-30", "3-6")},
		{"make the logo invisible from 3 to 6", psHiddenIs("logo.png", "0-3 6-30", "3-6")},
		{"que el logo quede oculto del 3 al 6", psHiddenIs("logo.png", "0-3 6-30", "3-6")}, // it was made to run 3–6
		{"que el logo desaparezca del 3 al 6", psGoneOver("logo.png", 3, 6)},
	},
	"spanish a before a name": {
		{"ponele una estrella a tom", nbStickerAdded("star", 12, 20)},
		{"agregale un corazón a tom", nbStickerAdded("heart", 12, 20)},
		{"put a heart on tom", nbStickerAdded("heart", 12, 20)},
	},
	// "the intro" naming no file is a stretch not said: asked, even
	// with a time said of it (the last seconds of the video were cut)
	"the intro with a time said of it": {
		{"cut the last 2 seconds of the intro", nil},
		{"trim the intro to 4 seconds", nil},
		{"the intro drags, cut the final 2 secs of it", nil},
		{"la intro es larguísima, sacale los últimos 2 segundos", nil},
		{"cut the last 2 seconds", durIs(28)},
	},
	// "make it 4 seconds longer" with nothing before "it": the video, which
	// no tool lengthens (everything after 4 s was removed)
	"longer with nothing to refer to": {
		{"make it 4 seconds longer", nil},
		{"hacelo 4 segundos más largo", nil},
		{"give it 3 more seconds", nil},
	},
	// "tom is 4" says what something is (a fact for its label, perhaps),
	// not a level: asked (the clip's volume was set to 4%)
	"a bare number said after is": {
		{"wait tom is 4", nil},
		{"tom es 4", nil},
		{"tom al 30%", volumeIs("tom-gato.mp4", 0.3)},
	},
}

func TestI13p16Cases(t *testing.T) {
	runFixtureTable(t, "i13p16", psRescue, psCases)
}
