package planner

import (
	"fmt"
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// stickerBeside checks a new sticker id was added from start to end in the
// row of the element named anchor (a sticker id, a file name or a text's
// content), on the given side of it, clear of it (its box from its own
// size; a text's from at least half a glyph per letter) and inside the
// frame.
func stickerBeside(id, anchor, side string, start, end float64) check {
	return func(p *timeline.Project) string {
		var a, n *timeline.Element
		for _, e := range elems(p, func(timeline.TrackKind, *timeline.Element) bool { return true }) {
			switch {
			case e.Sticker != nil && e.Sticker.StickerID == anchor, e.Name == anchor, e.Text != nil && e.Text.Content == anchor:
				if a == nil {
					a = e
				}
			}
			if e.Sticker != nil && e.Sticker.StickerID == id && a != e && near(e.Start.Seconds(), start) {
				n = e
			}
		}
		if a == nil || n == nil {
			return fmt.Sprintf("anchor %v, new %s sticker %v", a != nil, id, n != nil)
		}
		if !near(n.Start.Seconds(), start) || !near(n.End().Seconds(), end) {
			return fmt.Sprintf("new sticker at %v-%v, want %v-%v", n.Start.Seconds(), n.End().Seconds(), start, end)
		}
		W, H := float64(p.Settings.Width), float64(p.Settings.Height)
		side2 := H * timeline.StickerBaseSize * n.Visual.Scale / 2
		var half, ay float64
		switch {
		case a.Text != nil:
			half = float64(len([]rune(a.Text.Content))) * a.Text.FontSize * 0.5 / 2
			ay = a.Visual.Y
		case a.Sticker != nil:
			half, ay = H*timeline.StickerBaseSize*a.Visual.Scale/2, a.Visual.Y
		default:
			ast, _ := p.Asset(a.AssetID)
			k := math.Min(W/float64(ast.Width), H/float64(ast.Height))
			half, ay = float64(ast.Width)*k*a.Visual.Scale/2, a.Visual.Y
		}
		dx := n.Visual.X - a.Visual.X
		if side == "left" {
			dx = -dx
		}
		switch {
		case math.Abs(n.Visual.Y-ay) > 1 && a.Text == nil:
			return fmt.Sprintf("new sticker at y %v, anchor's row %v", n.Visual.Y, ay)
		case dx < half+side2:
			return fmt.Sprintf("new sticker at x %v overlaps or is not %s of the anchor at %v (half width %v)", n.Visual.X, side, a.Visual.X, half)
		case math.Abs(n.Visual.X)+side2 > W/2+0.5 || math.Abs(n.Visual.Y)+side2 > H/2+0.5:
			return fmt.Sprintf("new sticker at %v,%v leaves the frame", n.Visual.X, n.Visual.Y)
		}
		return ""
	}
}

// TestStickerBesideAThing: "add a star next to the heart", "poné una
// estrella al lado del logo", "a heart to the left of the title": the new
// sticker goes in the thing's row, clear of it (it went on the thing's own
// corner, covering it, or to the frame's left corner: silent).
func TestStickerBesideAThing(t *testing.T) {
	runFixtureTable(t, "beside", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"beside": {
			{"add a star next to the heart", stickerBeside("star", "heart", "left", 6, 9)},
			{"poné una estrella al lado del corazón", stickerBeside("star", "heart", "left", 6, 9)},
			{"agrega una estrellita junto al corazon", stickerBeside("star", "heart", "left", 6, 9)},
			{"add a star beside the logo", stickerBeside("star", "logo.png", "left", 2, 10)},
			{"add a star to the left of the heart", stickerBeside("star", "heart", "left", 6, 9)},
			{"a la izquierda del logo poné un corazón", stickerBeside("heart", "logo.png", "left", 2, 10)},
			{"add a big star next to the heart", stickerBeside("star", "heart", "left", 6, 9)},
			{"add a heart next to the welcome text", stickerBeside("heart", "Welcome to the Workshop", "right", 0, 4)}, // centred: beside it
			{"add a heart next to the label", stickerCountAt("heart", "bottom-right", 5, 9)},                           // its row's corner is clear
			{"add a heart to the left of the thanks text", stickerBeside("heart", "Thanks for watching!", "left", 87, 92)},
		},
		"asked": {
			{"add a star to the right of the heart", nil},                                    // the heart is in the corner: no room
			{"add a star next to the interview", stickerCountAt("star", "top-right", 0, 70)}, // fills the frame: its time
			{"add a heart next to the subtitle", nil},                                        // two subtitles
			{"add a star at the top left next to the heart", nil},                            // two places said
		},
		"guards": {
			{"add a star on the heart", stickerCountAt("star", "bottom-right", 6, 9)},
			{"add a star in the top left", stickerCountAt("star", "top-left", 0, 92)},
			{"put a star in the bottom left", stickerCountAt("star", "bottom-left", 0, 92)},
		},
	})
}

// stickerCountAt checks one sticker id is at the named position from start
// to end.
func stickerCountAt(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if e.Sticker.Position == pos && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
				return ""
			}
		}
		return fmt.Sprintf("no %s sticker at %s %v-%v", id, pos, start, end)
	}
}

// TestASecondThing: "a second"/"un segundo" before a thing's noun is
// another one, not a time ("add a second heart at the top" added a heart
// from 1 s to 6 s: silent).
func TestASecondThing(t *testing.T) {
	runFixtureTable(t, "a second thing", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"another": {
			{"add a second heart at the top left", stickerCountAt("heart", "top-left", 0, 92)},
			{"poné un segundo corazón arriba a la izquierda", stickerCountAt("heart", "top-left", 0, 92)},
			{"add a second star in the bottom left from 10 to 14", stickerCountAt("star", "bottom-left", 10, 14)},
		},
		"guards": {
			{"add a heart for a second at 20", stickerCountAt("heart", "top-right", 20, 21)},
			{"add a star in the top left for a second", stickerCountAt("star", "top-left", 0, 1)},
			{"hold the logo a second longer", mediaIs("logo.png", timeline.TrackOverlay, 2, 11)},
			{"delete a second heart", nil}, // there is one: asked, never the only heart deleted
		},
	})
}

// soundAt checks the piece of asset playing at second at has volume v.
func soundAt(asset string, at, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Start.Seconds() <= at && at < e.End().Seconds() {
				if e.Audio == nil || !near(e.Audio.Volume, v) {
					return fmt.Sprintf("%s at %vs: volume %v, want %v", asset, at, e.Audio, v)
				}
				return ""
			}
		}
		return fmt.Sprintf("no %s at %vs", asset, at)
	}
}

// TestMusicDuckedUnderSpeech: someone speaking said to be too quiet when
// already at 100% ("the interview is too quiet", "no se escucha la
// entrevista"): the music under them is lowered while they speak (it was
// refused as already as far as it goes).
func TestMusicDuckedUnderSpeech(t *testing.T) {
	ducked := both(soundAt("music.mp3", 10, 0.4), soundAt("music.mp3", 69, 0.4), soundAt("music.mp3", 75, 0.8), volumeIs("interview.mp4", 1))
	runFixtureTable(t, "duck", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, map[string][]vcase{
		"ducked": {
			{"the interview is too quiet", ducked},
			{"no se escucha la entrevista", ducked},
			{"la entrevista se escucha muy bajo", ducked},
			{"make the interview louder", ducked},
			{"the interview is too quiet, turn it up", ducked},
			{"no se escucha la entrevista, subila", ducked},
		},
		"how said after": {
			{"the interview is too quiet, lower the music", volumeIs("music.mp3", 0.4)},
			{"no se escucha la entrevista, bajá la música al 20", volumeIs("music.mp3", 0.2)},
		},
		"guards": {
			{"the music is too quiet", volumeIs("music.mp3", 1)},
			{"the kitchen clip is too quiet", nil},           // b-roll: already at 100%, no one speaks
			{"turn up the interview and the music", nil},     // the music has its own say: not lowered
			{"make the interview louder from 10 to 20", nil}, // a time said: the interview was cut there
			{"turn the interview up to 100%", both(volumeIs("music.mp3", 0.8), volumeIs("interview.mp4", 1))},
			{"make the interview louder than the music", volumeIs("music.mp3", 0.4)},
		},
	})
}

// TestPunchOfWhat: "punch" acts on the first thing after it; a contrast
// said elsewhere ("… but not the contrast") keeps the punch on the
// colours (only the contrast was raised).
func TestPunchOfWhat(t *testing.T) {
	runPhotoRows(t, []photoRow{
		{prompt: "punch up the colors but not the contrast", ops: "adjustments.vibrance"},
		{prompt: "punch up the contrast", ops: "adjustments.applyMasked", conds: []string{"adjustments.applyMasked:contrast>0"}},
	})
}
