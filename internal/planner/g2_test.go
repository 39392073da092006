package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g2Fixture: a bike workshop's video: hola-juan.mp4 0–8 (Juan greets: the
// intro, named for no intro), frenos.mp4 8–20 (the brakes), cadena.mp4
// 20–32 (the chain) and cierre-juan.mp4 32–40 on the main track, each of a
// 14 s file; logo-taller.png over the whole video, the text "Bici Taller
// Sur" (0–3), a star (10–14) and musica.mp3 under all of it.
func g2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, n := range []string{"hola-juan.mp4", "frenos.mp4", "cadena.mp4", "cierre-juan.mp4"} {
		addTestAsset(p, n, timeline.AssetVideo, 14, 1920, 1080, true)
	}
	addTestAsset(p, "logo-taller.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"hola-juan.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"frenos.mp4","startTime":8,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"cadena.mp4","startTime":20,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"cierre-juan.mp4","startTime":32,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"logo-taller.png","startTime":0,"trackType":"overlay","duration":40}`},
		{"add_media_to_timeline", `{"assetId":"musica.mp3","startTime":0,"trackType":"audio","duration":40}`},
		{"add_text", `{"text":"Bici Taller Sur","start":0,"end":3,"position":"center"}`},
		{"add_sticker", `{"stickerId":"star","start":10,"end":14,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("g2 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var g2Cases = map[string][]vcase{
	// "the intro" with no element called so: the short clip that opens the
	// video; "cut the first 2 seconds of the intro" asked "Which part is
	// intro?" (sets 16, 17, 31)
	"intro edge": {
		{"cut the last 2 seconds of the intro", mainIs("hola-juan:0-6 frenos:6-18 cadena:18-30 cierre-juan:30-38")},
		{"lose the first second of the intro", mainIs("hola-juan:0-7 frenos:7-19 cadena:19-31 cierre-juan:31-39")},
		{"sacale los últimos 2 segundos a la intro", mainIs("hola-juan:0-6 frenos:6-18 cadena:18-30 cierre-juan:30-38")},
		{"cortá el último segundo de la intro", mainIs("hola-juan:0-7 frenos:7-19 cadena:19-31 cierre-juan:31-39")},
		{"borrá los primeros 2 segundos del intro", mainIs("hola-juan:0-6 frenos:6-18 cadena:18-30 cierre-juan:30-38")},
		{"the intro is too long, chop off the last 3 secs of it", mainIs("hola-juan:0-5 frenos:5-17 cadena:17-29 cierre-juan:29-37")},
		// guards: longer than the intro; no edge said; a cut that would take
		// the title away whole (a later clause may name it)
		{"cut the last 20 seconds of the intro", nil},
		{"cut the intro", nil},
		{"cut the first 4 seconds of the intro", nil},
	},
	// a remark on a clip's start or end, then a cut of that edge: the
	// remark was planned alone ("say what should start then", "say what to
	// do with the silences", "there is no la camara temblando": refused)
	"remark then edge cut": {
		{"the frenos clip is blurry at the start, cut the first second of it", mainIs("hola-juan:0-8 frenos:8-19 cadena:19-31 cierre-juan:31-39")},
		{"el video de la cadena arranca con la cámara temblando, recortale el primer segundo", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-31 cierre-juan:31-39")},
		{"la cadena termina con un silencio, sacale los últimos 2 segundos", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-30 cierre-juan:30-38")},
		{"the cadena clip has a boring bit at the end, lose its last 3 secs", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-29 cierre-juan:29-37")},
		{"frenos arranca lentísimo, recortale el primer segundo y medio", mainIs("hola-juan:0-8 frenos:8-18.5 cadena:18.5-30.5 cierre-juan:30.5-38.5")},
		{"el intro arranca lentisimo, recortale el primer segundo y medio", mainIs("hola-juan:0-6.5 frenos:6.5-18.5 cadena:18.5-30.5 cierre-juan:30.5-38.5")},
		{"cut the first second of the cadena clip", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-31 cierre-juan:31-39")},
		// guards: "el video" alone is the whole video or a clip; a remark
		// before an edit that is no cut
		{"el video arranca con la cámara temblando, recortale el primer segundo", nil},
		{"the frenos clip starts slow, move it to 10", nil},
	},
	// the end of a clip cut from a moment ("desde el 30"), its start up to
	// one: "say how much to trim" (refused)
	"edge to a moment": {
		{"recortá el final de la cadena desde el 30", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-30 cierre-juan:32-40")},
		{"trim the end of the frenos clip from 18 on", mainIs("hola-juan:0-8 frenos:8-18 cadena:20-32 cierre-juan:32-40")},
		{"cortá el final de frenos a partir del 17", mainIs("hola-juan:0-8 frenos:8-17 cadena:20-32 cierre-juan:32-40")},
		{"cut the end of the cadena clip starting at 29", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-29 cierre-juan:32-40")},
		{"recortá el principio de la cadena hasta el 22", mainIs("hola-juan:0-8 frenos:8-20 cadena:22-32 cierre-juan:32-40")},
		{"trim the start of the frenos clip up to 10", mainIs("hola-juan:0-8 frenos:10-20 cadena:20-32 cierre-juan:32-40")},
		// guard: a moment outside the clip
		{"recortá el final de la cadena desde el 5", nil},
	},
	// an amount and an edge said apart, of a clip: "Remove the first
	// seconds of … (say how many)" (asked)
	"amount beside the edge": {
		{"sacale 2 segundos al principio a los frenos", mainIs("hola-juan:0-8 frenos:8-18 cadena:18-30 cierre-juan:30-38")},
		{"sacale 3 segundos al final a la cadena", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-29 cierre-juan:29-37")},
		{"sacale 3 segundos al principio al video de la cadena", mainIs("hola-juan:0-8 frenos:8-20 cadena:20-29 cierre-juan:29-37")},
		// guards: edges that disagree; more than the clip
		{"sacale los primeros 3 segundos al final a la cadena", nil},
		{"sacale 30 segundos al principio a la cadena", nil},
	},
}

func TestG2Cases(t *testing.T) {
	runFixtureTable(t, "g2 time", g2Fixture, g2Cases)
}
