package planner

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// stageFixture: a 40 s show with files named in English: penalty.mp4 0-20 and
// whiteboard.mp4 20-40 on main, emblem.png in the top right over all of it,
// choir.mp3 0-40 at 0.6 and fans.mp3 0-40 at 0.5 on two audio tracks;
// stadium.mp4 and recipe.png are imported, not on the timeline.
func stageFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(name string, typ timeline.AssetType, dur float64, audio bool) {
		addTestAsset(p, name, typ, dur, 1920, 1080, audio)
	}
	add("penalty.mp4", timeline.AssetVideo, 20, true)
	add("whiteboard.mp4", timeline.AssetVideo, 20, true)
	add("emblem.png", timeline.AssetImage, 0, false)
	add("choir.mp3", timeline.AssetAudio, 90, true)
	add("fans.mp3", timeline.AssetAudio, 90, true)
	add("stadium.mp4", timeline.AssetVideo, 10, true)
	add("recipe.png", timeline.AssetImage, 0, false)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	id := func(name string) string {
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Name == name {
					return e.ID
				}
			}
		}
		return name
	}
	for _, c := range []struct {
		tool string
		in   map[string]any
	}{
		{"add_media_to_timeline", map[string]any{"assetId": "penalty.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "whiteboard.mp4", "startTime": 20, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "emblem.png", "startTime": 0, "trackType": "overlay", "duration": 40}},
		{"update_clip", map[string]any{"elementId": "emblem.png", "scale": 0.18, "x": 780, "y": -420}},
		{"add_media_to_timeline", map[string]any{"assetId": "choir.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "choir.mp3", "volume": 0.6}},
		{"add_media_to_timeline", map[string]any{"assetId": "fans.mp3", "startTime": 0, "trackType": "audio", "duration": 40}},
		{"set_volume", map[string]any{"elementId": "fans.mp3", "volume": 0.5}},
	} {
		if el, ok := c.in["elementId"].(string); ok {
			c.in["elementId"] = id(el)
		}
		b, _ := json.Marshal(c.in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("stage fixture %s %s: %v", c.tool, b, err)
		}
	}
	return ed
}

// i13hbStageCases: a file named in English is named in Spanish by what it
// shows or plays ("el himno" for anthem.mp3, "el escudo" for crest.png), and
// a crest by another English word ("the badge"); it was "there is no el
// escudo on the timeline" or "basic mode would leave out himno".
var i13hbStageCases = map[string][]vcase{
	"a file named in the other language": {
		{"bajale un poco al coro", quieterThan("choir.mp3", 0.6)},
		{"silenciá a la hinchada", mutedIs("fans.mp3", true)},
		{"la hinchada ponela al cuarenta por ciento", volumeIs("fans.mp3", 0.4)},
		{"ocultá el escudo", hiddenIs("emblem.png", true)},
		{"el escudo movelo abajo a la izquierda", cornerIs("emblem.png", -1, 1)},
		{"hacé el escudo un poco más grande", biggerThan("emblem.png", 0.18)},
		{"turn the choir up to 80%", volumeIs("choir.mp3", 0.8)},
		{"espejá el clip del penal", flippedH("penalty.mp4")},
		{"poné en blanco y negro la parte del pizarrón", countIs(timeline.ElementEffect, 1)},
		{"agregá el clip del estadio al final del video", mediaIs("stadium.mp4", timeline.TrackMain, 40, 50)},
		{"poné la imagen de la receta arriba a la derecha del 5 al 10", mediaIs("recipe.png", timeline.TrackOverlay, 5, 10)},
		{"bajá el himno al 20%", nil},           // guard: no anthem here
		{"ocultá la pizarra de la cocina", nil}, // guard: a word the project lacks
	},
	// "everything" that the thing named covers is what it does, not a
	// second thing to change (every clip was lowered with the anthem)
	"everything it does": {
		{"bajale un poco al coro que tapa todo", both(quieterThan("choir.mp3", 0.6), volumeIs("fans.mp3", 0.5), volumeIs("penalty.mp4", 1))},
		{"bajá la hinchada al 20% que tapa todo", both(volumeIs("fans.mp3", 0.2), volumeIs("choir.mp3", 0.6), volumeIs("whiteboard.mp4", 1))},
		{"silenciá todo", both(mutedIs("fans.mp3", true), mutedIs("choir.mp3", true))}, // guard: everything is the target
	},
}

func TestI13hbStageCases(t *testing.T) {
	runFixtureTable(t, "i13hb stage", stageFixture, i13hbStageCases)
}

// TestI13hbStartVerb: Spanish "arranque" after the thing named is the verb
// "start" ("que el texto arranque en el 12" moved it to 0: the bare word
// was read as the video's start); "el/al arranque" stays the start.
func TestI13hbStartVerb(t *testing.T) {
	runFixtureTable(t, "i13hb workshop", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"arranque as a verb": {
			{"que el texto de bienvenida arranque en el 12 y termine en el 18", timesIs("Welcome to the Workshop", "12-18")},
			{"que el texto de bienvenida arranque en el segundo 6", timesIs("Welcome to the Workshop", "6-10")},
			{"blanco y negro al arranque del video", effectSpans("grayscale", "0-5")}, // guard: the start
		},
	})
}
