package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13jcRemedyCases: a complaint that says when ("the music is too loud
// during the interview"), then the remedy with its own value ("…, drop
// it to 30 percent"): one edit. The complaint was an edit of its own (the
// music set to 40%, then 30%), and in Spanish "bajala al 30" after it cut
// the video from 30 s. A sound's level while a thing plays is the whole
// sound's: the thing is where it was heard (i13qx; it was the span of
// the remedy, and a development case wants the whole music lowered);
// times said stay the remedy's.
var i13jcRemedyCases = []struct {
	fixture func(*testing.T) *videotools.Editor
	vcase
	volumeSteps int
}{
	{workshop, vcase{"the song is much too loud while the interview plays, turn it down to 30 percent", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 0.3))}, 1},
	{workshop, vcase{"the music is too loud during the interview, drop it to 30 percent", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 0.3))}, 1},
	{workshop, vcase{"la música está muy fuerte durante la entrevista, bajala al 30", both(timesIs("music.mp3", "0-92"), volumeIs("music.mp3", 0.3), durIs(92))}, 1},
	{workshop, vcase{"the music is too quiet in the first 10 seconds, raise it to 100%", both(timesIs("music.mp3", "0-10 10-92"), volumesAre("music.mp3", 1, 0.8))}, 1},
	{dinnerFixture, vcase{"la música de fondo está muy alta mientras está el clip de tasting, ponela al 15%", both(timesIs("lounge-bed.mp3", "0-50"), volumeIs("lounge-bed.mp3", 0.15))}, 1},
	// guards: no when (the whole music, as before); the complaint alone
	// asks its own remedy
	{workshop, vcase{"the music is too loud, drop it to 30 percent", volumeIs("music.mp3", 0.3)}, 1},
	{workshop, vcase{"la música está muy fuerte, bajala al 30", volumeIs("music.mp3", 0.3)}, 1},
	{workshop, vcase{"the song's far too loud in the interview", musicLowerOnly(0, 70, 0.8)}, 1},
}

// workshop is declared in i13jb_test.go (both helpers wrote it).

func TestI13jcRemedy(t *testing.T) {
	for _, tc := range i13jcRemedyCases {
		plan := BasicVideo(context.Background(), tc.prompt, tc.fixture(t))
		n := 0
		for _, s := range plan.Steps {
			if s.Tool == "set_volume" {
				n++
			}
		}
		if n != tc.volumeSteps {
			t.Errorf("%q: %d volume steps, want %d (reply: %s)", tc.prompt, n, tc.volumeSteps, plan.Reply)
		}
		if ok, why := runCase(t, tc.fixture(t), tc.vcase); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// i13jcStartWithinCases: a start said beside the part it falls in
// ("durante la entrevista, desde el 45", "during the tasting clip, 5
// seconds from 25") narrows that part (the start was lost: the clip began
// where the part begins and ran all of it).
var i13jcStartWithinCases = map[string][]vcase{
	"workshop": {
		{"put the guest cam small in the bottom left during the interview from 45 for 10 seconds", mediaIs("guest-cam.mp4", over, 45, 55)},
		{"put the guest cam small in the bottom left during the interview, 10 seconds from 45", mediaIs("guest-cam.mp4", over, 45, 55)},
		{"poné guest-cam en un cuadradito abajo a la izquierda durante la entrevista, unos 10 segundos desde el 45", mediaIs("guest-cam.mp4", over, 45, 55)},
		{"poné guest-cam abajo a la izquierda durante la entrevista desde el 30, 8 segundos", mediaIs("guest-cam.mp4", over, 30, 38)},
		{"poné guest-cam abajo a la izquierda durante la entrevista desde el 45", mediaIs("guest-cam.mp4", over, 45, 70)},
		// a range said inside the part is that range (the whole part was
		// taken: 0-70)
		{"poné guest-cam abajo a la izquierda durante la entrevista del 40 al 50", mediaIs("guest-cam.mp4", over, 40, 50)},
		{"blur during the interview from 20 to 30", effectIs("blur", 20, 30, "", 0)},
		// guard: the part alone
		{"put the guest cam in the bottom left during the interview", mediaIs("guest-cam.mp4", over, 0, 70)},
	},
}

var i13jcStartWithinDinnerCases = map[string][]vcase{
	"dinner": {
		{"put celebration.mp4 in the top right during the tasting clip, 5 seconds from 25", mediaIs("celebration.mp4", over, 25, 30)},
		{"poné celebration.mp4 arriba a la derecha durante el clip de tasting desde el 30 por 4 segundos", mediaIs("celebration.mp4", over, 30, 34)},
	},
}

func TestI13jcStartWithin(t *testing.T) {
	runFixtureTable(t, "i13jc start within", workshop, i13jcStartWithinCases)
	runFixtureTable(t, "i13jc start within dinner", dinnerFixture, i13jcStartWithinDinnerCases)
}

// i13jcVolumeCases: volume wording of the sets' kind, with variants of
// its own.
var i13jcVolumeCases = map[string][]vcase{
	// a complaint that one sound covers another, then the remedy: "it" is
	// the sound said first (refused, asked between the interview and the
	// music, or both lowered)
	"covered sound": {
		{"music's drowning out Ana, bring it down to 25%", volumesAre("music.mp3", 0.25)},
		{"the background music is fighting with my voice, can you bring it down to like 10%?", volumesAre("music.mp3", 0.1)},
		{"the music drowns out the interview, lower it to 20%", both(volumesAre("music.mp3", 0.2), volumesAre("interview.mp4", 1))},
		{"la música tapa la voz de Ana, bajala al 20", both(volumesAre("music.mp3", 0.2), durIs(92))},
		{"la música está pisando la voz, ponela al 25%", volumesAre("music.mp3", 0.25)},
		// guards: the complaint alone; a cover on screen is a place
		{"the music is drowning out Ana", volumesAre("music.mp3", 0.4)},
		{"the logo covers the title, move it down", cornerIs("logo.png", 1, 1)},
	},
	// "up to" before a percentage after bring/turn is the particle
	// ("say where to move it")
	"bring up to a level": {
		{"bring the music bed up to 50%", volumeIs("music.mp3", 0.5)},
		{"bring the music up to 90%", volumeIs("music.mp3", 0.9)},
		{"bring the interview audio up to 90%", volumesAre("interview.mp4", 0.9)},
		{"bring the logo up to the top", cornerIs("logo.png", 1, -1)}, // guard: a place (already there)
	},
	// "bajala al 20" with no unit is a level: the video was cut from 20 s
	"lower it to a bare number": {
		{"lower the music by half, bajala al 20", both(volumeIs("music.mp3", 0.2), durIs(92))},
		{"bajala al 20", nil}, // which sound: asked
	},
	// "take a sound to 0.3": a volume, or a start at 0.3 s? (it was moved
	// there, after the complaint lowered it to 40%)
	"take a sound to a fraction": {
		{"the background music is drowning out Ana, can you take it to 0.3", nil},
		{"the music is too loud, can you take it to 0.3", nil},
		{"take the music to 0.5", nil},
		{"move the music to 0.5", timesIs("music.mp3", "0.5-92")}, // guard: "move" says a time
		{"take the logo to 0.5", timesIs("logo.png", "0.5-8.5")},  // guard: no sound
	},
	// a complaint, then "remove it": the complaint is why (it was edited,
	// then deleted)
	"complaint then remove it": {
		{"the vignette is too much, remove it", countIs(timeline.ElementEffect, 0)},
		{"the vignette at the end is too much, delete it", countIs(timeline.ElementEffect, 0)},
		{"la viñeta del final es demasiado, borrala", countIs(timeline.ElementEffect, 0)},
		{"the logo is way too big, delete it", countIs(timeline.ElementImage, 0)},
	},
}

func TestI13jcVolume(t *testing.T) {
	runFixtureTable(t, "i13jc volume", workshop, i13jcVolumeCases)
}

// TestI13jcRemoveOnce: the complaint before "remove it" plans no edit of
// its own.
func TestI13jcRemoveOnce(t *testing.T) {
	for _, prompt := range []string{"the vignette is too much, remove it", "la viñeta del final es demasiado, borrala", "the logo is way too big, delete it"} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if len(plan.Steps) != 1 || plan.Steps[0].Tool != "delete_timeline_elements" {
			t.Errorf("%q: %d steps (%s), want one deletion", prompt, len(plan.Steps), plan.Reply)
		}
	}
}
