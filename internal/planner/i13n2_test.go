package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13n2Fixture: a football training video: warmup.mp4 0–10, drills.mp4
// 10–22, game.mp4 22–52 and
// festejo.mp4 52–64 (the celebration) on the main track; cumbia.mp3 under
// all of it; the texts "ENTRENAMIENTO" (0–4, centre, the title) and
// "Drills · Coach Leo" (11–15, bottom); a fire sticker (23–27, top
// right). dron.mp4 (30 s) and cancha.png (the field) are in the project,
// not on the timeline.
func i13n2Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "warmup.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "drills.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "game.mp4", timeline.AssetVideo, 40, 1920, 1080, true)
	addTestAsset(p, "festejo.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "dron.mp4", timeline.AssetVideo, 30, 1920, 1080, false)
	addTestAsset(p, "cancha.png", timeline.AssetImage, 0, 1920, 1080, false)
	addTestAsset(p, "cumbia.mp3", timeline.AssetAudio, 120, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"warmup.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"drills.mp4","startTime":10,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"game.mp4","startTime":22,"trackType":"main","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"festejo.mp4","startTime":52,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"cumbia.mp3","startTime":0,"trackType":"audio","duration":64}`},
		{"add_text", `{"text":"ENTRENAMIENTO","start":0,"end":4,"position":"center"}`},
		{"add_text", `{"text":"Drills · Coach Leo","start":11,"end":15,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"fire","start":23,"end":27,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13n2 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// i13n2SplitAt wants the asset in two pieces, the first ending at at.
func i13n2SplitAt(asset string, at float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) != 2 || !near(es[0].End().Seconds(), at) && !near(es[1].End().Seconds(), at) {
			return fmt.Sprintf("%d pieces of %s, want 2 split at %v", len(es), asset, at)
		}
		return ""
	}
}

// i13n2StickerAt wants one sticker id from start to end at pos.
func i13n2StickerAt(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id && e.Sticker.Position == pos && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end)
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s stickers %s at %v-%v, want 1", len(es), id, pos, start, end)
		}
		return ""
	}
}

var i13n2Cases = map[string][]vcase{
	"a length said roughly after a comma is the new thing's": {
		// refused: "for like 4 seconds": say what to add
		{"add 'GOAL!' at the top when the game starts, for like 4 seconds", textIs("GOAL!", 22, 26, "top", "")},
		{"poné un fuego abajo a la izquierda cuando arranca el festejo, por unos 3 segundos", i13n2StickerAt("fire", "bottom-left", 52, 55)},
		{"can u add a heart when the drills start, for like 5 secs", i13n2StickerAt("heart", "top-right", 10, 15)},
		// guards: a length said already, and a length between two edits
		{"add 'GOAL!' at 22 for 3 seconds, for like 4 seconds", nil},
		{"mute the music, for like 4 seconds, add a heart", nil},
	},
	"a moment said again by what happens then": {
		// refused: "right where the game starts": say what to do at that time
		{"split the music at 22, right where the game starts", i13n2SplitAt("cumbia.mp3", 22)},
		{"partí la música en el 52, justo donde arranca el festejo", i13n2SplitAt("cumbia.mp3", 52)},
		{"dividí la cumbia en el 10, justo cuando empiezan los drills", i13n2SplitAt("cumbia.mp3", 10)},
		// silent: "en el 30" was read as the end (22–30); asked now
		{"poné 'VAMOS' cuando arranca el game, en el 30", nil},
		{"add 'VAMOS' when the game starts, at 30", nil},
		// guards: a moment the project does not agree with, two numbers,
		// and an event of a thing not in the project
		{"split the music at 30, right where the game starts", nil},
		{"partí la música en el 40, justo donde arranca el festejo", nil},
		{"add 'VAMOS' at 10, at 20", nil},
		{"split the music at 22, right where the penalties start", nil},
	},
	"a seam said twice": {
		// refused: "before the drills": say what to add
		{"put the drone clip after the warmup, before the drills", mainIs("warmup:0-10 dron:10-40 drills:40-52 game:52-82 festejo:82-94")},
		{"agregá la foto de la cancha al final, después del festejo", mediaIs("cancha.png", timeline.TrackMain, 64, 69)},
		// guard: two seams that are not one
		{"put the drone clip after the warmup, before the game", nil},
		{"meté el dron al final, después de los drills", nil},
	},
	"the role said after the place": {
		// refused: "como picture in picture": say what to add
		{"meté el dron en chiquito abajo a la derecha durante el game, como picture in picture", mediaIs("dron.mp4", timeline.TrackOverlay, 22, 52)},
		{"add the drone clip small in the bottom left during the drills, like pip", mediaIs("dron.mp4", timeline.TrackOverlay, 10, 22)},
	},
	"what follows moves to make room": {
		// refused: "push the rest back": say what to move
		{"add the field photo full screen for 3 seconds right after the drills, push the rest back", mainIs("warmup:0-10 drills:10-22 cancha.png:22-25 game:25-55 festejo:55-67")},
		{"metele la foto de la cancha 3 segundos despues del warmup y corré lo demás", nil},
		{"metele la foto de la cancha a pantalla completa despues del warmup por 3 segundos y corré lo demás", mainIs("warmup:0-10 cancha.png:10-13 drills:13-25 game:25-55 festejo:55-67")},
		// guards: a picture placed in a corner moves nothing; "3 segundos
		// después del warmup" may be a length or how far after (it went
		// over the video 3 s later), so the remark is not taken as settled
		{"put the field photo in the top left after the warmup, push the rest back", nil},
	},
	"the moment first, then the edit": {
		// refused: "right after the title ends": say what to do at that time
		{"right after the title ends, show 'Let's go' for 3 seconds at the bottom", textIs("Let's go", 4, 7, "bottom", "")},
		{"right after the drills end, add 'Match time' at the top for 4 seconds", textIs("Match time", 22, 26, "top", "")},
	},
	"a moment by minute and seconds": {
		// refused: "en el minuto 1": say what to do at that time
		{"en el minuto 1 y 2 segundos poné 'FIN' en el centro", textIs("FIN", 62, 64, "center", "")},
		// silent: "hasta el final" from 0 s (the text ran over the video)
		{"poné 'FIN' en el minuto 1 con 1 segundo hasta el final", textIs("FIN", 61, 64, "", "")},
		{"poné 'FIN' en el 60 hasta el final", textIs("FIN", 60, 64, "", "")},
	},
	"a corner before a moment": {
		// silent: "top right while" was "top" and "right while"
		{"add the field photo small in the top right while the drills play", placedIs("cancha.png", 0.25, 666, -351)},
	},
}

func TestI13n2Cases(t *testing.T) {
	runFixtureTable(t, "i13n2 table", i13n2Fixture, i13n2Cases)
}
