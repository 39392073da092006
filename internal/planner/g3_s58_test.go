package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// shelterFixture is a 34 s video of a dog shelter: main hola-refugio.MOV
// 0-8 (Marta, the director, greets) | patio-perros.mp4 8-18 |
// DJI_0301.MP4 18-26 (a drone shot over the yard) | chau.MOV 26-34;
// overlay logo-huellitas.png 0-34 top-left at 0.15 and
// foto-luna-cachorra.jpg 10-15 bottom-right at 0.3 (Luna as a pup);
// texts "Refugio Huellitas" 0-4 centre, "Marta, directora" 4-8 bottom and
// "Adoptá, no compres" 28-34 bottom; guitarra.mp3 0-34 at 0.4;
// requisitos.png (the adoption requirements) imported, not on the timeline.
func shelterFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "hola-refugio.MOV", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "patio-perros.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "DJI_0301.MP4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "chau.MOV", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo-huellitas.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "foto-luna-cachorra.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "requisitos.png", timeline.AssetImage, 0, 1080, 1350, false)
	addTestAsset(p, "guitarra.mp3", timeline.AssetAudio, 90, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "shelter", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "hola-refugio.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "patio-perros.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "DJI_0301.MP4", "startTime": 18, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "chau.MOV", "startTime": 26, "trackType": "main", "duration": 8}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo-huellitas.png", "startTime": 0, "trackType": "overlay", "duration": 34}},
		{"update_clip", map[string]any{"elementId": "logo-huellitas.png", "scale": 0.15, "x": -820, "y": -420}},
		{"add_media_to_timeline", map[string]any{"assetId": "foto-luna-cachorra.jpg", "startTime": 10, "trackType": "overlay", "duration": 5}},
		{"update_clip", map[string]any{"elementId": "foto-luna-cachorra.jpg", "scale": 0.3, "x": 700, "y": 300}},
		{"add_text", map[string]any{"text": "Refugio Huellitas", "start": 0, "end": 4, "position": "center"}},
		{"add_text", map[string]any{"text": "Marta, directora", "start": 4, "end": 8, "position": "bottom"}},
		{"add_text", map[string]any{"text": "Adoptá, no compres", "start": 28, "end": 34, "position": "bottom"}},
		{"add_media_to_timeline", map[string]any{"assetId": "guitarra.mp3", "startTime": 0, "trackType": "audio", "duration": 34}},
		{"set_volume", map[string]any{"elementId": "guitarra.mp3", "volume": 0.4}},
	})
	describeAssets(ed, map[string]string{
		"hola-refugio.MOV":       "Marta, the director, greets the camera at the gate",
		"patio-perros.mp4":       "the dogs play in the yard",
		"DJI_0301.MP4":           "a drone shot over the shelter's yard and the painted wall with its name",
		"chau.MOV":               "Marta waves goodbye with Luna",
		"logo-huellitas.png":     "the shelter's logo, a paw print",
		"foto-luna-cachorra.jpg": "Luna as a pup the day she arrived",
		"requisitos.png":         "the adoption requirements",
		"guitarra.mp3":           "a calm guitar tune",
	})
	return ed
}

// scaleOver: the asset's last element is larger than the given scale.
func scaleOver(asset string, than float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) == 0 || es[len(es)-1].Visual.Scale <= than {
			return asset + " not made larger"
		}
		return ""
	}
}

// g3S58Cases: a word beside a picture's name says which, not the edit;
// a second said beside "at the end" is where it starts; "it" after a cut
// is the clip cut (sets 46 and 47). A nil check wants a question.
var g3S58Cases = map[string][]vcase{
	"a size after the name said is who it shows, with a size verb": {
		{"agrandá la foto de luna chiquita", scaleOver("foto-luna-cachorra.jpg", 0.3)},
		{"agrandá la foto de luna cachorra", scaleOver("foto-luna-cachorra.jpg", 0.3)},
		// neighbour: the verb alone says smaller
		{"achicá la foto de luna", scaleIs("foto-luna-cachorra.jpg", 0.18)},
	},
	"an age before the photo names it when a size is wished": {
		{"make the old photo bigger, it's hard to see", scaleOver("foto-luna-cachorra.jpg", 0.3)},
		{"agrandá la foto vieja que no se ve", scaleOver("foto-luna-cachorra.jpg", 0.3)},
		// neighbours: no size said, the look stays
		{"make the old photo look vintage", effectIs("sepia", 0, 34, "", 0)},
		{"make it look like an old photo", effectIs("sepia", 0, 34, "", 0)},
	},
	"a second beside \"at the end\" is where it starts, to the end": {
		{"add the requirements image at the end, starting at 30s", mediaIs("requisitos.png", timeline.TrackOverlay, 30, 34)},
		{"al final agregá la imagen de requisitos, desde el segundo 30", mediaIs("requisitos.png", timeline.TrackOverlay, 30, 34)},
		// neighbour: no second said, after the last clip
		{"add the requirements image at the end", mediaIsAt("requisitos.png", 34)},
	},
	"\"it\" after a cut is the clip cut": {
		{"cut the last 2 seconds of the drone and put a star sticker on it", timesIsSticker(18, 24)},
		{"cortá los últimos 2 segundos del dron y ponele una estrella encima", timesIsSticker(18, 24)},
		{"recortá el final del dron 2 segundos y poné una estrella sobre eso", timesIsSticker(18, 24)},
		// neighbour: nothing cut, the clip acted on
		{"mute the drone and put a star on it", timesIsSticker(18, 26)},
	},
}

func TestG3S58Readings(t *testing.T) { runFixtureTable(t, "g3 s58", shelterFixture, g3S58Cases) }
