package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Issue 13 (i13vlex): everyday words for the video tools, on the workshop
// project (interview 0–70, city 70–82, kitchen 82–92; logo 2–10 at scale
// 0.25, top right at (785,-365); texts "Welcome to the Workshop" 0–4,
// label 5–9, subtitles 12–15 and 15–18, "Thanks for watching!" 87–92;
// music 0–92 at 80%; heart 6–9; vignette 70–82). A nil check wants a
// question or a refusal.
var i13vlexCases = map[string][]vcase{
	"slang verbs of moving": {
		// "scoot", "scooch", "shove" were unknown words
		{"scoot the logo to the left a bit", logoAt(593, -365)},
		{"scooch the logo down a little", logoAt(785, -257)},
		{"shove the logo into the bottom left corner", logoAt(-771, 351)},
		{"scoot the closing text to the top", textPosIs("Thanks for watching!", "top")},
		// guards: the verbs that moved still move
		{"nudge the logo down a bit", logoAt(785, -257)},
		{"mandá el logo abajo", logoAt(785, 351)},
	},
	"slang verbs of deleting": {
		// "zap", "axe", "yank", "nix", "rajá" were unknown words
		{"zap the logo", goneIs("logo.png")},
		{"axe the music", goneIs("music.mp3")},
		{"yank the heart sticker", countIs(timeline.ElementSticker, 0)},
		{"nix the logo", goneIs("logo.png")},
		{"rajá el logo", goneIs("logo.png")},
		{"rajá la música", goneIs("music.mp3")},
	},
	"throwing or sending a new thing on puts it there": {
		// "throw" was unknown; "tirale un blur" was a delete of a blur
		// there is not, "mandale un blur" a move that left the blur out
		{"throw a blur on the kitchen clip", effectSpans("blur", "82-92")},
		{"toss a blur on the city clip", effectSpans("blur", "70-82")},
		{"throw a heart sticker on at 20", countIs(timeline.ElementSticker, 2)},
		{"tirale un blur al clip de la cocina", effectSpans("blur", "82-92")},
		{"tirá un corazón en el 40", countIs(timeline.ElementSticker, 2)},
		{"mandale un desenfoque a la entrevista", effectSpans("blur", "0-70")},
		{"mandale un corazón en el 30", countIs(timeline.ElementSticker, 2)},
		// guards: throwing what is there away deletes it, sending it moves it
		{"tirá el logo", goneIs("logo.png")},
		{"toss the music", goneIs("music.mp3")},
		{"throw away the logo", goneIs("logo.png")},
		{"throw the logo in the top left corner", logoAt(-771, -351)},
		{"mandá el logo a la izquierda", logoAt(-771, -365)},
	},
	"everyday names of the song": {
		// "rola", "rolita", "music bed", "backing track", "cortina
		// musical" named nothing on the timeline
		{"bajale a la rola", quieterThan("music.mp3", 0.8)},
		{"silenciá la rolita", mutedTrackIs(timeline.TrackAudio, true)},
		{"borrá la rola", goneIs("music.mp3")},
		{"turn the music bed down", quieterThan("music.mp3", 0.8)},
		{"lower the backing track", quieterThan("music.mp3", 0.8)},
		{"bajá la cortina musical a la mitad", volumeIs("music.mp3", 0.4)},
	},
	"degree words": {
		// "a notch", "a hair", "una nada", "un poquitín", "una pizca",
		// "una banda" were left out ("there is no 'una nada'")
		{"make the logo a hair bigger", scaleIs("logo.png", 0.3)},
		{"achicá el logo una nadita", scaleIs("logo.png", 0.2)},
		{"agrandá el logo un poquitín", scaleIs("logo.png", 0.3)},
		{"bajá la música una pizca", volumeIs("music.mp3", 0.6)},
		{"turn the music down a notch", volumeIs("music.mp3", 0.6)},
		{"bajale una banda a la música", volumeIs("music.mp3", 0.2)},
		// guards: the degree words there were
		{"make the logo a tad bigger", scaleIs("logo.png", 0.3)},
		{"bajale un toque a la música", volumeIs("music.mp3", 0.6)},
	},
	"a los N is a time after a text": {
		// the time was pasted into the text ("Capítulo a los 30" at 0 s)
		{"poné un texto que diga Intro a los 20", textIs("Intro", 20, 25, "bottom", "plain")},
		{"agregá un cartel que diga Chau a los 80", textIs("Chau", 80, 85, "bottom", "plain")},
		{"meté un texto que diga Paso dos a los 45", textIs("Paso dos", 45, 50, "bottom", "plain")},
		// guards: in words it is the text's ("thanks to both of you")
		{"poné un texto que diga Gracias a los dos", textIs("Gracias a los dos", 0, 5, "bottom", "plain")},
		{"poné un texto que diga Intro en el 20", textIs("Intro", 20, 25, "bottom", "plain")},
	},
}

// goneIs wants no element named name left.
func goneIs(name string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == name }); len(es) > 0 {
			return name + " is still there"
		}
		return ""
	}
}

func TestI13vlexCases(t *testing.T) {
	runFixtureTable(t, "i13vlex table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13vlexCases)
}
