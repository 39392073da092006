package planner

import (
	"context"
	"testing"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13jcRemedyCases: a complaint that says when ("the music is too loud
// during the interview"), then the remedy with its own value ("…, drop
// it to 30 percent"): one edit, in that span. The complaint was an edit
// of its own (the music set to 40%, then 30%), and in Spanish "bajala al
// 30" after it cut the video from 30 s.
var i13jcRemedyCases = []struct {
	fixture func(*testing.T) *videotools.Editor
	vcase
	volumeSteps int
}{
	{workshop, vcase{"music's way too loud during the interview, drop it to 30 percent", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.3, 0.8))}, 1},
	{workshop, vcase{"the music is too loud during the interview, drop it to 30 percent", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.3, 0.8))}, 1},
	{workshop, vcase{"la música está muy fuerte durante la entrevista, bajala al 30", both(timesIs("music.mp3", "0-70 70-92"), volumesAre("music.mp3", 0.3, 0.8), durIs(92))}, 1},
	{workshop, vcase{"the music is too quiet in the first 10 seconds, raise it to 100%", both(timesIs("music.mp3", "0-10 10-92"), volumesAre("music.mp3", 1, 0.8))}, 1},
	{dinnerFixture, vcase{"la música de fondo está muy alta mientras está el clip de tasting, ponela al 15%", both(timesIs("lounge-bed.mp3", "0-20 20-40 40-50"), volumesAre("lounge-bed.mp3", 0.3, 0.15, 0.3))}, 1},
	// guards: no when (the whole music, as before); the complaint alone
	// asks its own remedy
	{workshop, vcase{"the music is too loud, drop it to 30 percent", volumeIs("music.mp3", 0.3)}, 1},
	{workshop, vcase{"la música está muy fuerte, bajala al 30", volumeIs("music.mp3", 0.3)}, 1},
	{workshop, vcase{"music's way too loud during the interview", musicLowerOnly(0, 70, 0.8)}, 1},
}

func workshop(t *testing.T) *videotools.Editor { return workshopFixture(t) }

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
		// guards: the part alone; a range said inside it
		{"put the guest cam in the bottom left during the interview", mediaIs("guest-cam.mp4", over, 0, 70)},
		{"poné guest-cam abajo a la izquierda durante la entrevista del 40 al 50", mediaIs("guest-cam.mp4", over, 40, 50)},
		{"blur during the interview from 20 to 30", effectIs("blur", 20, 30, "", 0)},
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
