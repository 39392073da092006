package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13w3Fixture: a neighbourhood walk video: hola-lucia.mp4 0–8,
// gato-siesta.mp4 8–16 (a cat asleep), kid-finish.mp4 16–24,
// start-line.mp4 24–30 and medallas.jpg 30–34 on the main track; logo.png
// over it all; music.mp3 0–34 at 50%, voz-lucia.wav 2–26 at 100% on a
// second audio track; the text "PASEO" 0–3 at the top and a star sticker
// 10–13.
func i13w3Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, v := range []string{"hola-lucia.mp4", "gato-siesta.mp4", "kid-finish.mp4", "start-line.mp4"} {
		addTestAsset(p, v, timeline.AssetVideo, 10, 1920, 1080, true)
	}
	addTestAsset(p, "medallas.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "voz-lucia.wav", timeline.AssetAudio, 24, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"hola-lucia.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"gato-siesta.mp4","startTime":8,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"kid-finish.mp4","startTime":16,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"start-line.mp4","startTime":24,"trackType":"main","duration":6}`},
		{"add_media_to_timeline", `{"assetId":"medallas.jpg","startTime":30,"trackType":"main","duration":4}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":34}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":34}`},
		{"add_media_to_timeline", `{"assetId":"voz-lucia.wav","startTime":2,"trackType":"audio"}`},
		{"add_text", `{"text":"PASEO","start":0,"end":3,"position":"top"}`},
		{"add_sticker", `{"stickerId":"star","start":10,"end":13,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13w3 fixture %s: %v", c.tool, err)
		}
	}
	for _, tr := range ed.P().Tracks {
		for _, e := range tr.Elements {
			if e.Name == "music.mp3" {
				if _, err := tools().Call(context.Background(), ed, "set_volume", []byte(`{"elementId":"`+e.ID+`","volume":0.5}`)); err != nil {
					t.Fatalf("i13w3 fixture music level: %v", err)
				}
			}
		}
	}
	return ed
}

var i13w3Cases = map[string][]vcase{
	"what a clip shows, said with the clip's noun, is looked up by name": {
		// "the dog video" was "the video": every clip and both audio
		// tracks were muted
		{"mute the dog video", nil},
		{"silenciá el video del perro", nil},
		{"sacale el audio al clip del perro", nil},
		{"mute the cat video", both(mutedIs("gato-siesta.mp4", true), mutedIs("music.mp3", false), mutedIs("hola-lucia.mp4", false))},
		{"silencia el clip del gato", both(mutedIs("gato-siesta.mp4", true), mutedIs("kid-finish.mp4", false))},
		// guard: the music by its kind
		{"mute the music", mutedIs("music.mp3", true)},
	},
	"a word of another file's name said before a name is part of what is named": {
		// "the finish line" was "line", start-line.mp4 (24–30)
		{"make the music louder from the finish line on", nil},
		{"turn the music down after the finish line", nil},
		// guards: the file's own words, and a verb before a name
		{"mute the kid finish clip", both(mutedIs("kid-finish.mp4", true), mutedIs("start-line.mp4", false))},
		{"mute the start line clip", both(mutedIs("start-line.mp4", true), mutedIs("kid-finish.mp4", false))},
		{"music at 20%", volumeIs("music.mp3", 0.2)},
	},
	"the clips' own sound said by the game or the camera": {
		// "there is no the game audio"; "el sonido del juego" left out "juego"
		{"mute the game audio", both(mutedIs("hola-lucia.mp4", true), mutedIs("gato-siesta.mp4", true), mutedIs("music.mp3", false), mutedIs("voz-lucia.wav", false))},
		{"sacale el sonido del juego", both(mutedIs("kid-finish.mp4", true), mutedIs("music.mp3", false))},
		{"turn off the gameplay sound, i only want the music and my voice", both(mutedIs("start-line.mp4", true), mutedIs("voz-lucia.wav", false))},
		// guard: a game said of nothing else stays a name
		{"mute the game clip", nil},
	},
	"a track said after the things says where they are": {
		// "there is no the main track"
		{"mute the sound of all the clips on the main track", both(mutedIs("hola-lucia.mp4", true), mutedIs("music.mp3", false))},
		{"silenciá el audio de los clips de la pista principal", both(mutedIs("kid-finish.mp4", true), mutedIs("music.mp3", false))},
		// guards: a thing the track does not hold stays refused; the track alone is the track
		{"mute the music on the main track", nil},
		{"mute the music track", both(mutedIs("music.mp3", true), mutedIs("hola-lucia.mp4", false))},
	},
	"a sound wished not heard is muted, not hidden": {
		// the clips were hidden (silent)
		{"que no se escuche el audio de la camara", both(mutedIs("hola-lucia.mp4", true), hiddenIs("hola-lucia.mp4", false), mutedIs("music.mp3", false))},
		{"que no se escuche la musica", both(mutedIs("music.mp3", true), mutedIs("voz-lucia.wav", false))},
		{"necesito que el audio de la camara no se escuche, solo la musica y mi voz", both(w3Silent("gato-siesta.mp4"), mutedIs("voz-lucia.wav", false), mutedIs("music.mp3", false))},
		// guard: "en ningún lado" is no time of the video ("no lo quiero en
		// ningún lado" deleted the whole video when it was read as one)
		{"quitale el logo, no lo quiero en ningun lado", both(durIs(34), goneIs("logo.png"))},
		{"que la musica no suene", mutedIs("music.mp3", true)},
		// guards: a picture not seen is hidden; a time keeps its stretch
		{"que no se vea el logo", hiddenIs("logo.png", true)},
		{"que no se escuche la musica del 10 al 20", volumeOver("music.mp3", 10, 20, 0)},
	},
	"a part said by what it shows after 'de' is its time": {
		// "there is no parte"
		{"bajá la música en la parte del gato", volumeOver("music.mp3", 8, 16, 0.25)},
		{"apagá la música en la parte de las medallas", volumeOver("music.mp3", 30, 34, 0)},
		{"silenciá la música en la parte de la siesta", volumeOver("music.mp3", 8, 16, 0)},
		{"la musica al 20 durante la parte de la medallas", w3VolumeFrom("music.mp3", 30, 0.2)},
		// asked: lucia is her clip and her voice
		{"la musica al 20 durante la parte de lucia", nil},
		// guards: a part of nothing the project has stays refused; the
		// part's own edit still takes the clip
		{"bajá la música en la parte del perro", nil},
		{"baja la musica en la parte", nil},
	},
	"'menos mi voz' is except my voice": {
		// only the voice was muted, or it was muted with the rest (silent)
		{"silencia todo menos mi voz", both(mutedIs("voz-lucia.wav", false), mutedIs("music.mp3", true), mutedIs("kid-finish.mp4", true))},
		{"silenciá el audio original menos mi voz", both(mutedIs("voz-lucia.wav", false), mutedIs("hola-lucia.mp4", true), mutedIs("music.mp3", false))},
		// guards: "menos el" as before
		{"silencia todo menos la musica", both(mutedIs("music.mp3", false), mutedIs("voz-lucia.wav", true))},
	},
	"a verb that is a sticker's word is not left for a level": {
		// "start" read as the play-button sticker, and 12 as the volume
		// (the cat clip was set to 12%: silent)
		{"start gato-siesta at 12", nil},
		{"start lucia at 5", nil},
		// guards: the verb with an article, a sticker said as one
		{"start the music at 12", w3VolumeFrom("music.mp3", 12, 0.5)},
		{"start sticker at the top", countIs(timeline.ElementSticker, 2)},
	},
	"the part where a sound covers another is where it goes down": {
		// the music went down over the whole video (silent)
		{"la música tapa la voz en la parte del gato", volumeOver("music.mp3", 8, 16, 0.25)},
		{"la musica tapa la voz de lucia en la parte de las medallas", volumeOver("music.mp3", 30, 34, 0.25)},
		// guard: said of no part, all of it
		{"la musica tapa la voz", volumeIs("music.mp3", 0.25)},
	},
	"a clip said after 'in the video' or 'desde' is when the sound changes": {
		// the clip was a second thing to change, and all the music (silent)
		{"baja la musica en el video del gato", both(volumeOver("music.mp3", 8, 16, 0.25), mutedIs("gato-siesta.mp4", false), volumeIs("gato-siesta.mp4", 1))},
		{"lower the music in the video of the cat", volumeOver("music.mp3", 8, 16, 0.25)},
		{"bajá la música del video del gato", both(volumeOver("music.mp3", 8, 16, 0.25), volumeIs("gato-siesta.mp4", 1))},
		{"bajá la música desde el clip del gato", both(w3VolumeFrom("music.mp3", 8, 0.25), w3VolumeFrom("music.mp3", 0, 0.5), volumeIs("gato-siesta.mp4", 1))},
		// guards: the clip's own sound said by "del video" stays the clip's;
		// "in the video" alone is all of it
		{"silencia el video del gato", both(mutedIs("gato-siesta.mp4", true), mutedIs("music.mp3", false))},
		{"baja la musica en el video", volumeIs("music.mp3", 0.25)},
	},
}

// w3Silent: every piece of the asset is unheard (muted, on a muted track,
// or at volume 0).
func w3Silent(asset string) check {
	return func(p *timeline.Project) string {
		found := false
		for _, tr := range p.Tracks {
			for _, e := range tr.Elements {
				if e.Name != asset {
					continue
				}
				found = true
				if !tr.Muted && (e.Audio == nil || !e.Audio.Muted && e.Audio.Volume > 0) {
					return asset + " is still heard"
				}
			}
		}
		if !found {
			return "no " + asset
		}
		return ""
	}
}

// w3VolumeFrom: the piece of the asset that starts at a is at volume v.
func w3VolumeFrom(asset string, a, v float64) check {
	return func(p *timeline.Project) string {
		for _, tr := range p.Tracks {
			for _, e := range tr.Elements {
				if e.Name == asset && near(e.Start.Seconds(), a) {
					if e.Audio == nil || !near(e.Audio.Volume, v) {
						return asset + " is not at the volume there"
					}
					return ""
				}
			}
		}
		return "no piece of " + asset + " there"
	}
}

func TestI13w3Cases(t *testing.T) {
	runFixtureTable(t, "i13w3 table", i13w3Fixture, i13w3Cases)
}
