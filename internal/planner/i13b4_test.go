package planner

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13b4Fixture: a cooking short: chef.mp4 0–8 and frying.mp4 8–20 on the
// main track, logo.png over the whole video, the text "Tortilla" (0–3,
// top), a star (14–18), kitchen-music.mp3 (0–20, at 50%) and anthem.mp3
// (0–20, at 50%) on audio tracks.
func i13b4Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "chef.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "frying.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 600, 600, false)
	addTestAsset(p, "kitchen-music.mp3", timeline.AssetAudio, 60, 0, 0, true)
	addTestAsset(p, "anthem.mp3", timeline.AssetAudio, 60, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"chef.mp4","startTime":0,"trackType":"main","duration":8}`},
		{"add_media_to_timeline", `{"assetId":"frying.mp4","startTime":8,"trackType":"main","duration":12}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":20}`},
		{"add_text", `{"text":"Tortilla","start":0,"end":3,"position":"top"}`},
		{"add_sticker", `{"stickerId":"star","start":14,"end":18,"position":"top-left"}`},
		{"add_media_to_timeline", `{"assetId":"kitchen-music.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"set_volume", `{"elementId":"@asset:kitchen-music.mp3","volume":0.5}`},
		{"add_media_to_timeline", `{"assetId":"anthem.mp3","startTime":0,"trackType":"audio","duration":20}`},
		{"set_volume", `{"elementId":"@asset:anthem.mp3","volume":0.5}`},
	} {
		in := c.in
		for name, id := range assetElementIDs(ed.Project) {
			in = strings.ReplaceAll(in, "@asset:"+name, id)
		}
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(in)); err != nil {
			t.Fatalf("i13b4 fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// assetElementIDs maps each asset name to its element's id.
func assetElementIDs(p *timeline.Project) map[string]string {
	ids := map[string]string{}
	for _, tr := range p.Tracks {
		for _, e := range tr.Elements {
			if e.Name != "" {
				ids[e.Name] = e.ID
			}
		}
	}
	return ids
}

// i13b4SilentOver wants asset silent from a to b and at level v elsewhere.
func i13b4SilentOver(asset string, a, b, v float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) < 2 {
			return fmt.Sprintf("%s in %d pieces, want it split around %v-%v", asset, len(es), a, b)
		}
		for _, e := range es {
			s, end := e.Start.Seconds(), e.End().Seconds()
			inside := s >= a-1e-3 && end <= b+1e-3
			switch {
			case e.Audio == nil:
				return asset + " has no sound"
			case inside && !near(e.Audio.Volume, 0):
				return fmt.Sprintf("%s %v-%v at %v, want silent", asset, s, end, e.Audio.Volume)
			case !inside && (s < b-1e-3 && end > a+1e-3):
				return fmt.Sprintf("%s piece %v-%v runs over %v-%v", asset, s, end, a, b)
			case !inside && !near(e.Audio.Volume, v):
				return fmt.Sprintf("%s %v-%v at %v, want %v", asset, s, end, e.Audio.Volume, v)
			}
		}
		return ""
	}
}

// i13b4HiddenOver wants the drawing named hidden from a to b, shown
// around it.
func i13b4HiddenOver(name string, a, b float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Name == name || e.Sticker != nil && e.Sticker.StickerID == name
		})
		hid := false
		for _, e := range es {
			s, end := e.Start.Seconds(), e.End().Seconds()
			if e.Hidden {
				if !near(s, a) || !near(end, b) {
					return fmt.Sprintf("%s hidden %v-%v, want %v-%v", name, s, end, a, b)
				}
				hid = true
			}
		}
		if !hid {
			return name + " is not hidden"
		}
		return ""
	}
}

// i13b4Hidden wants the drawing named hidden, whole.
func i13b4Hidden(name string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name })
		if len(es) != 1 || !es[0].Hidden {
			return name + " is not hidden, whole"
		}
		return ""
	}
}

var i13b4Cases = map[string][]vcase{
	"a sound said not to play over a stretch": {
		// "no anthem during …" moved the anthem there (silent); "sin himno
		// durante …" was refused
		{"no anthem during the frying clip", i13b4SilentOver("anthem.mp3", 8, 20, 0.5)},
		{"sin himno durante el clip de frying", i13b4SilentOver("anthem.mp3", 8, 20, 0.5)},
		{"no anthem from 8 to 20 please", i13b4SilentOver("anthem.mp3", 8, 20, 0.5)},
		{"que el anthem no suene del 8 al 20", i13b4SilentOver("anthem.mp3", 8, 20, 0.5)},
		{"no music during the frying clip", i13b4SilentOver("kitchen-music.mp3", 8, 20, 0.5)},
		// guard: a clip of the main track has a picture: not silenced by "no"
		{"no chef during the frying clip", nil},
	},
	"a drawing said not to show over a stretch": {
		// refused for its "not"
		{"no logo during the frying clip", i13b4HiddenOver("logo.png", 8, 20)},
		{"que no se vea el logo del 8 al 20", i13b4HiddenOver("logo.png", 8, 20)},
		{"I don't want the star from 14 to 16", i13b4HiddenOver("star", 14, 16)},
		// guards: a reason with "can't", and a thing said with "a", are no hide
		{"there's a star we can't show from 14 to 16", nil},
	},
	"a look said not wanted is never laid on": {
		// "no quiero blanco y negro" greyed the whole video (silent)
		{"no quiero blanco y negro", nil},
		{"no sepia please", nil},
	},
	"a value taken back with an English 'no'": {
		// "to 20%, no 30%" set 20% (silent)
		{"set the music to 20%, no 30%", volumeIs("kitchen-music.mp3", 0.3)},
		{"turn the anthem to 40%, no 25%", volumeIs("anthem.mp3", 0.25)},
		// guard: a Spanish "no" after a value still says the old one
		// (two songs since the forty-fourth session: "anthem" is a song word, so
		// "la música" is asked)
		{"bajá la música al 20, no al 30", nil},
	},
	"don't A, just B": {
		// refused for its "not"
		{"don't delete the logo, just hide it", i13b4Hidden("logo.png")},
		{"no borres el logo, solo ocultalo", i13b4Hidden("logo.png")},
		{"please don't remove the logo, just hide it", i13b4Hidden("logo.png")},
		{"don't touch the music, just lower the anthem to 30%", both(volumeIs("anthem.mp3", 0.3), volumeIs("kitchen-music.mp3", 0.5))},
		// guards: the negated edit alone is still refused, never done
		{"don't delete the logo", nil},
		{"don't mute the music", nil},
	},
	"a stretch left out that is not read is asked": {
		// "menos en la entrevista" was dropped and the anthem deleted (silent)
		{"sacá el himno menos en el clip de frying", nil},
		// guard: a time left out is read
		{"blanco y negro en todo el video excepto los primeros 8 segundos", effectIs("grayscale", 8, 20, "intensity", 100)},
	},
	"a quoted no is a text": {
		{`change the title to "No"`, textIs("No", 0, 3, "top", "")},
	},
}

func TestI13b4Cases(t *testing.T) {
	runFixtureTable(t, "i13b4 table", i13b4Fixture, i13b4Cases)
}
