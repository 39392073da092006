package planner

import (
	"context"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g1Fixture: a bakery's reel: saludo.mp4 0–10 (the baker greets the
// camera), horno.mp4 10–20 (the oven opening) and cierre.mp4 20–30 on the
// main track, all with sound; logo.png over all of it; musica.mp3 0–30 at
// 50%; voz-ana.wav 0–10 (her voice-over) and horno-ambiente.wav 10–18
// (the oven's hum, at 60%) on audio tracks. "el horno" is a clip and a
// sound file of one subject.
func g1Fixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "saludo.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "horno.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "cierre.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "logo.png", timeline.AssetImage, 0, 500, 500, false)
	addTestAsset(p, "musica.mp3", timeline.AssetAudio, 120, 0, 0, true)
	addTestAsset(p, "voz-ana.wav", timeline.AssetAudio, 10, 0, 0, true)
	addTestAsset(p, "horno-ambiente.wav", timeline.AssetAudio, 8, 0, 0, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"saludo.mp4","startTime":0,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"horno.mp4","startTime":10,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"cierre.mp4","startTime":20,"trackType":"main","duration":10}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":0,"trackType":"overlay","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"musica.mp3","startTime":0,"trackType":"audio","duration":30}`},
		{"add_media_to_timeline", `{"assetId":"voz-ana.wav","startTime":0,"trackType":"audio"}`},
		{"add_media_to_timeline", `{"assetId":"horno-ambiente.wav","startTime":10,"trackType":"audio"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, []byte(c.in)); err != nil {
			t.Fatalf("g1 fixture %s: %v", c.tool, err)
		}
	}
	levels := map[string]float64{"musica.mp3": 0.5, "horno-ambiente.wav": 0.6}
	for _, e := range elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return levels[e.Name] > 0 }) {
		e.Audio.Volume = levels[e.Name]
	}
	return ed
}

// g1LevelOnly: the music is quieter (or louder) than 50% from a to b, at
// 50% elsewhere, and still covers all 0–30 (nothing trimmed).
func g1LevelOnly(a, b float64, louder bool) check {
	return func(p *timeline.Project) string {
		covered := 0.0
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "musica.mp3" }) {
			covered += e.End().Seconds() - e.Start.Seconds()
			inside := e.Start.Seconds() >= a-1e-3 && e.End().Seconds() <= b+1e-3
			switch v := e.Audio.Volume; {
			case inside && !louder && v >= 0.5, inside && louder && v <= 0.5:
				return fmt.Sprintf("music %v–%v at %v, want it changed", e.Start.Seconds(), e.End().Seconds(), v)
			case !inside && !near(v, 0.5):
				return fmt.Sprintf("music %v–%v at %v, want 0.5", e.Start.Seconds(), e.End().Seconds(), v)
			}
		}
		if !near(covered, 30) {
			return fmt.Sprintf("music covers %v s, want 30", covered)
		}
		return ""
	}
}

var g1Cases = map[string][]vcase{
	// "up to" before a fraction was one word of "until": the music was
	// made to end at 0.6 s, and after a mute it was muted: silent. A level
	// now, as "up to 60%" is.
	"up to a fraction is a level": {
		{"music up to 0.6", volumeIs("musica.mp3", 0.6)},
		{"turn the music up to 0.7 please", volumeIs("musica.mp3", 0.7)},
		{"subí la música hasta 0.7", volumeIs("musica.mp3", 0.7)},
		{"mute the saludo clip and the horno clip, and music up to 0.6",
			both(mutedIs("saludo.mp4", true), mutedIs("horno.mp4", true), mutedIs("cierre.mp4", false), volumeIs("musica.mp3", 0.6))},
	},
	// guards: a fraction with no sound said, and a number over one, stay
	// times
	"up to a fraction: guards": {
		{"make the logo last up to 20", mediaIs("logo.png", timeline.TrackOverlay, 0, 20)},
		{"music up to 20", mediaIs("musica.mp3", timeline.TrackAudio, 0, 20)},
	},
	// "only" with a level and a span was a keep-only: the music was
	// trimmed to the span at its level: silent
	"a level only in a part": {
		{"la música un toque más baja solo en el saludo", g1LevelOnly(0, 10, false)},
		{"la música más bajita solo durante el saludo", g1LevelOnly(0, 10, false)},
		{"the music a bit quieter only during the cierre clip", g1LevelOnly(20, 30, false)},
		{"la musica mas fuerte solo en el cierre", g1LevelOnly(20, 30, true)},
		// guard: no level, the music is kept only there
		{"la música solo en el saludo", mediaIs("musica.mp3", timeline.TrackAudio, 0, 10)},
	},
	// the sounds wished kept after a mute of the clips' own sound, said
	// as a list: the one after "and" was asked as a part of the video to
	// keep ("her voice") or refused ("la calle"); the main track said
	// was no mute of the clips
	"sounds kept after a mute of the clips": {
		{"mute all the original sound from the clips, keep the music and her voice",
			both(mutedIs("saludo.mp4", true), mutedIs("horno.mp4", true), mutedIs("cierre.mp4", true), mutedIs("musica.mp3", false), mutedIs("voz-ana.wav", false))},
		{"mute the whole main track, I only want the music and the voice",
			both(mutedIs("saludo.mp4", true), mutedIs("cierre.mp4", true), mutedIs("musica.mp3", false), mutedIs("voz-ana.wav", false))},
		{"silenciá toda la pista principal, solo quiero la música y la voz",
			both(mutedIs("saludo.mp4", true), mutedIs("cierre.mp4", true), mutedIs("musica.mp3", false), mutedIs("voz-ana.wav", false))},
		{"silenciá el audio original de los clips, que quede solo la música y la voz",
			both(mutedIs("saludo.mp4", true), mutedIs("horno.mp4", true), mutedIs("musica.mp3", false), mutedIs("voz-ana.wav", false))},
	},
	// a name that is a clip and a sound file of one subject, in a clause
	// that asks for a sound, was asked between the two. g1 took the sound
	// file there (soundnamed.go); at the merge it cost a blind set one
	// silent case (counts only: set 26 silent 7 → 8, bisected to that
	// commit), so it was taken out and these stay asked: the clip has a
	// sound of its own, and which one is meant is the person's to say.
	"a sound said by a name a clip shares: asked": {
		{"subí el horno al 90", nil},
		{"no se escucha el horno, esta re bajito", nil},
		{"baja la musica al 20 y subi el horno al 90", nil},
		// "hum" says the sound file
		{"the horno hum is way too loud", volumeBelow("horno-ambiente.wav", 0.6)},
	},
	// guards: a look is the picture's; the clip said is the clip; a
	// removal stays asked
	"a name a clip shares: guards": {
		{"mute the horno clip", both(mutedIs("horno.mp4", true), mutedIs("horno-ambiente.wav", false))},
		{"borrá el horno", nil},
		// a mute stays asked: the clip has the same sound in it
		{"mute the horno", nil},
	},
}

func TestG1Cases(t *testing.T) { runFixtureTable(t, "g1 sound", g1Fixture, g1Cases) }
