package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13n5Fixture: a skate session: warmup.mp4 0–8, kickflip.mp4 8–18,
// replay.mp4 18–28, foto-crew.jpg 28–32 and outro.mp4 32–40 on the main
// track; the texts "Vale · kickflip" (9–13, bottom) and "OUCH" (10–13,
// centre); a sad face (10–14, top-left) and a fire (20–24, top-right);
// punk.mp3 under the whole video.
func i13n5Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "warmup.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "kickflip.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "replay.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "foto-crew.jpg", timeline.AssetImage, 0, 1600, 1200, false)
	addTestAsset(p, "outro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "punk.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"warmup.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"kickflip.mp4","startTime":8,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"replay.mp4","startTime":18,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"foto-crew.jpg","startTime":28,"trackType":"main","duration":4}`},
		{"add_media_to_timeline", `{"assetId":"outro.mp4","startTime":32,"trackType":"main","duration":8}`},
		{"add_text", `{"text":"Vale · kickflip","start":9,"end":13,"position":"bottom"}`},
		{"add_text", `{"text":"OUCH","start":10,"end":13,"position":"center"}`},
		{"add_sticker", `{"stickerId":"sad","start":10,"end":14,"position":"top-left"}`},
		{"add_sticker", `{"stickerId":"fire","start":20,"end":24,"position":"top-right"}`},
		{"add_media_to_timeline", `{"assetId":"punk.mp3","startTime":0,"trackType":"audio","duration":40}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13n5 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var i13n5Cases = map[string][]vcase{
	"seconds at an edge said with a complaint, and a removal of them": {
		// "blurry" applied a blur and "get rid of them" deleted it: silent;
		// the others were refused for the adjective or "sobran"
		{"the replay has like 2 boring seconds at the end, get rid of them", piecesAre("replay.mp4", "18-26@0")},
		{"the replay has like 2 blurry seconds at the end, get rid of them pls", piecesAre("replay.mp4", "18-26@0")},
		{"el warmup tiene 3 segundos negros al principio, sacalos", piecesAre("warmup.mp4", "0-5@3")},
		{"the kickflip has 2 seconds of nothing at the start, trim them", piecesAre("kickflip.mp4", "8-16@2")},
		{"los ultimos 2 segundos se ven negros, volalos", durIs(38)},
		{"los últimos 2 segundos del replay se ven negros, vuélalos", piecesAre("replay.mp4", "18-26@0")},
		{"el replay dura demasiado, los ultimos 4 segs sobran", piecesAre("replay.mp4", "18-24@0")},
		{"recortale el final al replay, los ultimos 3 segundos sobran", piecesAre("replay.mp4", "18-25@0")},
		// guards: a vague command alone is asked, as before
		{"fix it", nil},
		{"arreglalo porfa", nil},
	},
	"the rest after a cut": {
		// "what's left of the replay" removed the rest of the video: silent
		{"cut the video at 22 and delete what's left of the replay", piecesAre("replay.mp4", "18-22@0")},
		{"cortá el video en 22 y borrá lo que queda del replay despues de eso", piecesAre("replay.mp4", "18-22@0")},
		// "lo que sigue" after a clip's split removed everything after it:
		// silent; the clip's part or the video's rest is asked
		{"dividí el kickflip en el 12 y borrá lo que sigue", nil},
		// guards: the rest of the video, and the clip's part said
		{"split at 22 and delete the rest", durIs(22)},
		{"dividí el kickflip en el 12 y borrá la parte de despues", piecesAre("kickflip.mp4", "8-12@0")},
	},
	"a vague fix beside a complaint with one remedy": {
		// refused: "fix it: say what to change"
		{"the crew photo is upside down lol, fix it", rotationIs("foto-crew.jpg", 180)},
		{"la foto de la crew está al revés, dalo vuelta", rotationIs("foto-crew.jpg", 180)},
		// guard: "al revés" with "arreglala" may be a flip or a turn: asked
		{"la foto de la crew quedo al reves, arreglala", nil},
	},
	"moved with its length kept": {
		// refused: "dure lo mismo: say how long"
		{"que el OUCH salga un segundo antes y dure lo mismo", textIs("OUCH", 9, 12, "center", "")},
		{"move the OUCH a second later and keep the same length", textIs("OUCH", 11, 14, "center", "")},
	},
	"two things together too much": {
		// refused: "together", "juntos" not known
		{"the OUCH and the sad face together is too much, keep just one", both(i13w5StickerGone("sad"), textIs("OUCH", 10, 13, "center", ""))},
		{"el OUCH y la carita triste juntos es mucho, dejá uno solo", both(i13w5StickerGone("sad"), textIs("OUCH", 10, 13, "center", ""))},
		{"el OUCH y la carita triste juntos es demasiado, sacá la carita", i13w5StickerGone("sad")},
		// guard: two stickers: which one stays is asked
		{"the sad face and the fire sticker together is too much, keep one", nil},
	},
}

func TestI13n5Cases(t *testing.T) {
	runFixtureTable(t, "i13n5 table", i13n5Fixture, i13n5Cases)
}
