package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// gullsFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18, the
// music 0-18 at full volume) with gaviotas-muelle.wav, seagulls on the
// pier, 4-8 at 0.5 on an audio track of its own.
func gullsFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "gaviotas-muelle.wav", timeline.AssetAudio, 4, 0, 0, true)
	playCalls(t, "gulls", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "gaviotas-muelle.wav", "startTime": 4, "trackType": "audio"}},
		{"set_volume", map[string]any{"elementId": "gaviotas-muelle.wav", "volume": 0.5}},
	})
	return ed
}

// musicOnlyThere: the pieces of music.mp3 inside a-b are at v, every
// other piece at rest, and one piece at least is inside.
func musicOnlyThere(a, b, v, rest float64) check {
	return func(p *timeline.Project) string {
		inside := 0
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			s, end := e.Start.Seconds(), e.End().Seconds()
			want := rest
			if s >= a-1e-3 && end <= b+1e-3 {
				want, inside = v, inside+1
			}
			if e.Audio == nil || !near(e.Audio.Volume, want) {
				return fmt.Sprintf("music %v-%v at %v, want %v", s, end, e.Audio, want)
			}
		}
		if inside == 0 {
			return fmt.Sprintf("no piece of the music in %v-%v", a, b)
		}
		return ""
	}
}

var g2s57Cases = map[string][]vcase{
	// "there" after a clause that named a clip and no time is where that
	// clip is, for a sound's level too: all the music was raised (set 45
	// v45-102)
	"a level there is over the clip named before": {
		{"mute the beach clip and bring the music up to 80% there", both(mutedIs("beach.mp4", true), musicOnlyThere(10, 18, 0.8, 1))},
		{"silenciá beach.mp4 y bajá la música al 30% ahí", both(mutedIs("beach.mp4", true), musicOnlyThere(10, 18, 0.3, 1))},
	},
	// neighbour: no "there", all of it
	"no there, the whole music": {
		{"mute the beach clip and bring the music down to 30%", both(mutedIs("beach.mp4", true), volumeIs("music.mp3", 0.3))},
	},
	// "just music there" after a mute of a clip says what is heard where
	// its sound was taken, not a second mute (the music track was muted
	// too: set 44 v44-083)
	"just music there is what is left": {
		{"mute the original sound of the beach clip, just music there", both(mutedIs("beach.mp4", true), volumeIs("music.mp3", 1), mutedTrackIs(timeline.TrackAudio, false))},
		{"silenciá el sonido original de beach.mp4, solo música ahí", both(mutedIs("beach.mp4", true), volumeIs("music.mp3", 1), mutedTrackIs(timeline.TrackAudio, false))},
	},
	// neighbour: a level said is an edit of its own, there
	"a level said there stays an edit": {
		{"mute the beach clip, lower the music to 40% there", both(mutedIs("beach.mp4", true), musicOnlyThere(10, 18, 0.4, 1))},
	},
	// "mientras suenan", "while they play": the thing that sounds is the
	// one of the clause before (all the music was lowered: set 45 v45-105)
	"while they sound is while the thing before sounds": {
		{"subí las gaviotas al máximo y que la música baje a la mitad mientras suenan", both(volumeIs("gaviotas-muelle.wav", 1), musicOnlyThere(4, 8, 0.5, 1))},
		{"raise the seagulls to max and lower the music to half while they play", both(volumeIs("gaviotas-muelle.wav", 1), musicOnlyThere(4, 8, 0.5, 1))},
	},
	// said first, with nothing before it, who sounds is asked
	"while they sound with nothing before": {
		{"bajá la música al 20% mientras suenan", nil},
	},
	// neighbour: the thing said, as before
	"while the thing named sounds": {
		{"que la música baje a la mitad mientras suenan las gaviotas", musicOnlyThere(4, 8, 0.5, 1)},
	},
}

func TestG2S57(t *testing.T) {
	runFixtureTable(t, "g2 s57 gulls", gullsFixture, g2s57Cases)
}
