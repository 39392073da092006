package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// musicMoved wants the music's level taken the way said (from 0.8) and the
// interview's own sound left at full: a bare "bajale" lowered every clip.
func musicMoved(down bool) check {
	return func(p *timeline.Project) string {
		music, voice := -1.0, -1.0
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Audio == nil {
					continue
				}
				switch e.Name {
				case "music.mp3":
					music = e.Audio.Volume
				case "interview.mp4":
					voice = e.Audio.Volume
				}
			}
		}
		if down && music >= 0.8 || !down && music <= 0.8 || voice != 1 {
			return fmt.Sprintf("music %v, interview %v", music, voice)
		}
		return ""
	}
}

// remedyLevelCases run on the workshop project (music.mp3 at 0.8 under
// the interview).
var remedyLevelCases = map[string][]vcase{
	"a bare lower or raise after a complaint is its remedy": {
		{"la musica esta re fuerte, bajale un poco", musicMoved(true)},
		{"la música está muy fuerte, bajala", musicMoved(true)},
		{"the music is way too loud, turn it down a bit", musicMoved(true)},
		{"the music is too quiet, raise it", musicMoved(false)},
		{"la musica esta muy bajita, subile", musicMoved(false)},
		{"che, la musica casi no se escucha, subila un poco", volumeIs("music.mp3", 1)}, // the pronoun's own "a bit": 0.8 is raised a bit (to the top)
	},
	"a level of its own stays its own": {
		{"la musica esta muy fuerte, bajala al 10%", volumeIs("music.mp3", 0.1)},
	},
}

func TestRemedyLevel(t *testing.T) {
	runFixtureTable(t, "remedylevel", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, remedyLevelCases)
	for _, c := range []struct{ prompt, want, not string }{
		{"los colores estan muy fuertes, bajalos", `"adjustments.desaturate"`, "brightness"},
		{"the colours are too strong, bring them down", `"adjustments.desaturate"`, ""},
		{"la foto esta muy oscura, subile un poco", `"brightness"`, "desaturate"},
		{"it's way too dark, raise it a bit", `"brightness"`, ""},
		{"la foto esta muy oscura, bajale", "", ""}, // the other way: asked
	} {
		checkPhotoSteps(t, c.prompt, PhotoState{}, c.want, c.not)
	}
}
