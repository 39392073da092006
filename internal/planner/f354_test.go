package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// f354Fixture: surf-a.mp4 0–10 and surf-b.mp4 10–20 on the main track (with
// sound), song.mp3 0–20, the text "12 tablas · 40 kg" 5–9 and a star
// sticker 12–15.
func f354Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "surf-a.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "surf-b.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "song.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"surf-a.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"surf-b.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"song.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"add_text", `{"text":"12 tablas · 40 kg","start":5,"end":9,"position":"bottom"}`},
		{"add_sticker", `{"stickerId":"star","start":12,"end":15,"position":"top-right"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("f354 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// f354Silent: every element of the asset is heard (want false) or not (want
// true): muted, on a muted track, or at volume 0.
func f354Silent(asset string, want bool) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name != asset {
					continue
				}
				got := t.Muted || e.Audio != nil && (e.Audio.Muted || e.Audio.Volume == 0)
				if got != want {
					return fmt.Sprintf("%s silent=%v, want %v", asset, got, want)
				}
			}
		}
		return ""
	}
}

var f354Cases = map[string][]vcase{
	"the clips' sound taken away 'on' them, the music kept": {
		// "on all the clips" was read as the whole video's time, and the
		// music went silent with the clips
		{"kill the original audio on all the clips, music only", both(f354Silent("surf-a.mp4", true), f354Silent("surf-b.mp4", true), f354Silent("song.mp3", false))},
		{"kill the audio on all the clips, just the music", both(f354Silent("surf-a.mp4", true), f354Silent("surf-b.mp4", true), f354Silent("song.mp3", false))},
		{"sacá el audio en todos los clips, solo la música", both(f354Silent("surf-a.mp4", true), f354Silent("surf-b.mp4", true), f354Silent("song.mp3", false))},
		// "the original sound" over a stretch is the clips' only (the song went to 0 there)
		{"remove the original sound from 5 to 8", f354Silent("song.mp3", false)},
		// neighbour: the music itself is still muted when named
		{"mute the music", f354Silent("song.mp3", true)},
	},
	"a number swapped in a text with 'por', then how long it lasts": {
		// "12 por 15" asked "from 12s to 15s, or 15 seconds from 12s?", and
		// the fallback swap dropped "y que dure hasta el 11"
		{"cambiá 12 por 15 en el texto de las tablas y que dure hasta el 11", both(textIs("15 tablas · 40 kg", 5, 11, "", ""), countIs(timeline.ElementText, 1))},
		{"change 12 to 15 in the tablas text and make it last until 11", both(textIs("15 tablas · 40 kg", 5, 11, "", ""), countIs(timeline.ElementText, 1))},
		{"cambiá 12 por 15 en el texto de las tablas", textIs("15 tablas · 40 kg", 5, 9, "", "")},
		// neighbour: a number no text holds is still a time to ask about
		{"cambiá 13 por 15 en el texto de las tablas", nil},
	},
	"a copy wished, then said as a command of 'it'": {
		// two copies were made (the second of the first copy), or the
		// star was moved ("la estrella de arriba" named two things)
		{"la estrella quiero que salga también al principio, duplicala en el 0", both(countIs(timeline.ElementSticker, 2), stickerCountAt("star", "top-right", 0, 3), stickerCountAt("star", "top-right", 12, 15))},
		{"I want the star to show up at the start too, duplicate it at 0", both(countIs(timeline.ElementSticker, 2), stickerCountAt("star", "top-right", 0, 3), stickerCountAt("star", "top-right", 12, 15))},
		// neighbour: the wish alone is still the copy
		{"quiero que la estrella salga también al principio", both(countIs(timeline.ElementSticker, 2), stickerCountAt("star", "top-right", 12, 15))},
	},
}

func TestF354Table(t *testing.T) {
	runFixtureTable(t, "f354 table", f354Fixture, f354Cases)
}
