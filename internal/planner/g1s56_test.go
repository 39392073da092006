package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// matchFixture is a 40 s club video with a clip named for a tournament's
// final: main entrada.mp4 0-10 | final-torneo.mp4 10-30 | festejo.mp4
// 30-40; overlay trofeo.jpg 22-26; texts "Vamos Club" 0-4 and "Gracias"
// 36-40.
func matchFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "entrada.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "final-torneo.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
	addTestAsset(p, "festejo.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "trofeo.jpg", timeline.AssetImage, 0, 1080, 1350, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "match", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "entrada.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "final-torneo.mp4", "startTime": 10, "trackType": "main", "duration": 20}},
		{"add_media_to_timeline", map[string]any{"assetId": "festejo.mp4", "startTime": 30, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "trofeo.jpg", "startTime": 22, "trackType": "overlay", "duration": 4}},
		{"add_text", map[string]any{"text": "Vamos Club", "start": 0, "end": 4, "position": "center"}},
		{"add_text", map[string]any{"text": "Gracias", "start": 36, "end": 40, "position": "bottom"}},
	})
	return ed
}

// g1s56FinalCases: "la final" (the feminine article: a tournament's final,
// where the end is "el final") names a clip named for one (set 42
// v42-006, v42-024: the end of the video was read).
var g1s56FinalCases = map[string][]vcase{
	"\"la final\" is the clip named for it": {
		{"la foto del trofeo que dure hasta que termina la final", timesIs("trofeo.jpg", "22-30")},
		{"poné CAMPEONES arriba cuando arranca la final, 3 segundos", textIs("CAMPEONES", 10, 13, "top", "")},
		{"que el trofeo aparezca cuando empieza la final", timesIs("trofeo.jpg", "10-14")},
		// neighbours: "el final", "al final" stay the end of the video
		{"la foto del trofeo que dure hasta el final", timesIs("trofeo.jpg", "22-40")},
		{"poné CAMPEONES arriba al final, 3 segundos", textIs("CAMPEONES", 37, 40, "top", "")},
	},
}

// g1s56Cases run on the workshop project (logo 2-10, thanks text 87-92,
// music 0-92, 92 s).
var g1s56Cases = map[string][]vcase{
	"disappear in the last/first seconds is gone for them": {
		// "el logo que desaparezca en los ultimos 5 segundos": it was made
		// to run only in them (set 43 v43-122)
		{"la música que desaparezca en los últimos 5 segundos", timesIs("music.mp3", "0-87")},
		{"the music should disappear in the last 5 seconds", timesIs("music.mp3", "0-87")},
		{"que la música desaparezca en los primeros 5 segundos", timesIs("music.mp3", "5-92")},
		// neighbour: appearing in them still shows it there
		{"que el logo aparezca en los últimos 5 segundos", timesIs("logo.png", "87-92")},
	},
	"a length and \"at the end\" end with the video": {
		// "el texto de link in bio que quede 3 segundos nomas, al final":
		// only its length changed (set 43 v43-018)
		{"el texto de gracias que quede 2 segundos nomás, al final", textIs("Thanks for watching!", 90, 92, "", "")},
		{"que el logo dure 3 segundos, al final", timesIs("logo.png", "89-92")},
		// neighbour: a length alone keeps where it starts
		{"que el logo dure 3 segundos", timesIs("logo.png", "2-5")},
	},
}

func TestG1S56(t *testing.T) {
	runFixtureTable(t, "g1 s56 final", matchFixture, g1s56FinalCases)
	runFixtureTable(t, "g1 s56 workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, g1s56Cases)
}
