package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// e1Fixture: a farmers' market video: puesto-verduras.mp4 0–10 (a stall),
// entrevista-julio.mp4 10–22 (Julio, the grower, talks to camera),
// cierre-mercado.mp4 22–30 (closing time) on the main track; logo-feria.png
// over the whole video; acordeon-folk.mp3 0–30 (the song, named by its
// instrument), lluvia-toldo.wav 10–20 (rain on the awning) and
// campana-cierre.wav 26–28 (the closing bell), all at 100%, each on its own
// audio track.
func e1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "puesto-verduras.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "entrevista-julio.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "cierre-mercado.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo-feria.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "acordeon-folk.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "lluvia-toldo.wav", timeline.AssetAudio, 12, 0, 0, true)
	addTestAsset(p, "campana-cierre.wav", timeline.AssetAudio, 2, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"puesto-verduras.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"entrevista-julio.mp4","startTime":10,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"cierre-mercado.mp4","startTime":22,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"logo-feria.png","startTime":0,"trackType":"overlay","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"acordeon-folk.mp3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"lluvia-toldo.wav","startTime":10,"trackType":"audio","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"campana-cierre.wav","startTime":26,"trackType":"audio"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("e1 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// e1VolumeBetween: every element of the asset is heard between lo and hi.
func e1VolumeBetween(asset string, lo, hi float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) == 0 {
			return asset + " is gone"
		}
		for _, e := range es {
			if e.Audio == nil || e.Audio.Muted || e.Audio.Volume < lo || e.Audio.Volume > hi {
				return fmt.Sprintf("%s volume %v, want %v..%v", asset, e.Audio, lo, hi)
			}
		}
		return ""
	}
}

var e1Cases = map[string][]vcase{
	"the music beside a sound of a place is the song": {
		// asked which of the song and the rain (and the bell)
		{"music down to 20%", both(volumeIs("acordeon-folk.mp3", 0.2), volumeIs("lluvia-toldo.wav", 1))},
		{"bajale la musica al 30 porfa", both(volumeIs("acordeon-folk.mp3", 0.3), volumeIs("campana-cierre.wav", 1))},
		{"turn the song down a bit", both(e1VolumeBetween("acordeon-folk.mp3", 0.3, 0.95), volumeIs("lluvia-toldo.wav", 1))},
		// guard: the rain by its own name is the rain
		{"lower the rain to 30%", both(volumeIs("lluvia-toldo.wav", 0.3), volumeIs("acordeon-folk.mp3", 1))},
	},
	"a sound said too loud or hurting is made quieter": {
		// refused: "shrill", "oidos", "escucha" unknown
		{"that bell is so shrill it hurts my ears", both(e1VolumeBetween("campana-cierre.wav", 0.05, 0.75), volumeIs("acordeon-folk.mp3", 1))},
		{"la campana me revienta los oidos", both(e1VolumeBetween("campana-cierre.wav", 0.05, 0.75), volumeIs("acordeon-folk.mp3", 1))},
		{"se escucha demasiado la lluvia", both(e1VolumeBetween("lluvia-toldo.wav", 0.05, 0.75), volumeIs("acordeon-folk.mp3", 1))},
	},
	"the sound that covers someone is lowered, who is covered stays": {
		// "con la música encima no se entiende": the music went to 100% (silent)
		{"con la musica encima no se entiende nada de lo que dice Julio", both(e1VolumeBetween("acordeon-folk.mp3", 0.02, 0.6), volumeIs("entrevista-julio.mp4", 1))},
		{"with the music on top you can't understand what he says", e1VolumeBetween("acordeon-folk.mp3", 0.02, 0.6)},
		// refused: "would leave out out", "escuchar" unknown
		{"the music drowns Julio out", both(e1VolumeBetween("acordeon-folk.mp3", 0.02, 0.6), volumeIs("entrevista-julio.mp4", 1))},
		{"la musica no deja escuchar a Julio", both(e1VolumeBetween("acordeon-folk.mp3", 0.02, 0.6), volumeIs("entrevista-julio.mp4", 1))},
		// read as the rain over a picture, asked to fill the frame
	},
	"a level to reach is never a removal": {
		// the stall clip was deleted and the gap closed (silent)
		// guard: said of a picture, volume or opacity is asked
		{"drop the logo to 50%", nil},
	},
	"a track named by what it holds": {
		// asked which track
		{"ocultá la pista donde está el logo", trackState(timeline.TrackOverlay, true, false)},
		{"hide the track that has the logo", trackState(timeline.TrackOverlay, true, false)},
		// "main" left out
		{"mute the whole main track", both(mutedIs("entrevista-julio.mp4", true), mutedIs("acordeon-folk.mp3", false))},
	},
	"the sounds kept after muting the clips are why": {
		// "keep the music" asked to keep only its part; "use" asked a size
		{"mute the whole main track, I'll just use the music", both(mutedIs("puesto-verduras.mp4", true), mutedIs("acordeon-folk.mp3", false))},
		{"mute the original sound of the clips, keep the music", both(mutedIs("cierre-mercado.mp4", true), mutedIs("acordeon-folk.mp3", false))},
		// guard: a removal of every sound keeps its own reading
		{"the sound is weird", nil},
	},
}

func TestE1Cases(t *testing.T) {
	runFixtureTable(t, "e1 table", e1Fixture, e1Cases)
}
