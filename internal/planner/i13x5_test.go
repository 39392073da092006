package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13x5Fixture: a party video: arrival.mp4 0–10, toast.mp4 10–20 and
// fireworks.mp4 20–30 on the main track, logo.png over all of it, music.mp3
// 0–30, the texts "Ana & Leo" (0–3, center) and "Thanks for coming" (26–30,
// bottom) and a heart sticker (12–15, top-right).
func i13x5Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "arrival.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "toast.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "fireworks.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"arrival.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"toast.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"fireworks.mp4","startTime":20,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_text", `{"text":"Ana & Leo","start":0,"end":3,"position":"center"}`},
		{"add_text", `{"text":"Thanks for coming","start":26,"end":30,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"heart","start":12,"end":15,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("i13x5 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// x5Sticker: exactly one sticker of id, at start–end (pos "" for any).
func x5Sticker(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d %s stickers, want 1", len(es), id)
		}
		e := es[0]
		if pos != "" && e.Sticker.Position != pos || !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) {
			return fmt.Sprintf("sticker %s %s %v-%v, want %s %v-%v", id, e.Sticker.Position, e.Start.Seconds(), e.End().Seconds(), pos, start, end)
		}
		return ""
	}
}

// x5Text: exactly one text with these words, at start–end.
func x5Text(content string, start, end float64) check {
	return textIs(content, start, end, "", "")
}

var i13x5Cases = map[string][]vcase{
	"a year closing the new words of a text is the text's": {
		{"the thanks text should say See you in 2027", x5Text("See you in 2027", 26, 30)},
		{"el texto de gracias tiene que decir Hasta 2027", x5Text("Hasta 2027", 26, 30)},
		{"el texto de gracias que diga nos vemos en el 2027", x5Text("nos vemos en el 2027", 26, 30)},
		{"the thanks text shoud say Class of 1999", x5Text("Class of 1999", 26, 30)},
		{"add a text saying Since 1998 at the top for 3 seconds", x5Text("Since 1998", 0, 3)},
		// guards: a time after the words stays a time
		{"add a text saying Hello from 5 to 8", x5Text("Hello", 5, 8)},
		{"add a text saying Hello until 8", x5Text("Hello", 0, 8)},
	},
	"a thing there said after the one a new sticker goes beside": {
		// a copy of the logo was added as a second add
		{"add a star next to the heart and the logo", nil},
		{"poné una estrella al lado del corazón y el logo", nil},
		{"put a star beside the heart and the logo", nil},
		// guards: a second new sticker, or a second edit, stays its own
		{"add a star next to the heart and delete the logo", both(x5Sticker("star", "", 12, 15), countIs(timeline.ElementImage, 0))},
		{"add a star next to the heart", x5Sticker("star", "", 12, 15)},
	},
	"an event restated in numbers after a comma": {
		// the event's words sank the request
		{"add a star at the top left when they clink glasses, like 12 to 16", x5Sticker("star", "top-left", 12, 16)},
		{"add a crown when everyone cheers, from 21 to 24", x5Sticker("crown", "", 21, 24)},
		{"poné una estrella arriba a la izquierda cuando brindan, del 12 al 16", x5Sticker("star", "top-left", 12, 16)},
		{"poné una corona cuando todos aplauden, tipo 21 a 24", x5Sticker("crown", "", 21, 24)},
		{"add a crown at the bottom, from 3 to 6", x5Sticker("crown", "", 3, 6)},
		{"poné una estrella abajo, del 3 al 6", x5Sticker("star", "", 3, 6)},
		// guards: an event with no numbers after it is still asked
		{"add a star when they raise the glasses", nil},
		{"poné una estrella cuando brindan", nil},
		// guard: a time said already stays the only one
		{"copy the 'Ana & Leo' title to the end too, like from 20 to 23", nil},
		// how long, maybe: not when
		{"add a star when they clink glasses, 3 to 5 seconds", nil},
	},
	"an event said by what someone does to a thing there": {
		// the words of the doing ("they", "hand out") sank the request
		{"add a star while they toast, top left", x5Sticker("star", "top-left", 10, 20)},
		{"put a crown when they launch the fireworks", x5Sticker("crown", "", 20, 30)},
		{"poné una corona cuando explotan los fireworks", x5Sticker("crown", "", 20, 30)},
		// guards: what names nothing there is still asked
		{"add a star when they light the candles", nil},
		{"add a star when they leave the toast", nil},
		{"poné una estrella cuando se van del toast", nil},
		{"put a crown when they light the fireworks", nil}, // "light" is a word of the look: asked
		{"poné una estrella cuando bailan", nil},
	},
}

func TestI13x5(t *testing.T) {
	runFixtureTable(t, "i13x5", i13x5Fixture, i13x5Cases)
}
