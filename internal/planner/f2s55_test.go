package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// toastSoundFixture is the small edit (intro.mp4 0-10, beach.mp4 10-18)
// with two sounds on an audio track, each inside the clip that shows its
// event among other things: cheers.wav 14-16 ("the guests cheering",
// inside the toast on the pier) and aplausos.wav 5-7 ("los invitados
// aplaudiendo", inside the party in the kitchen).
func toastSoundFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := fixture(t)
	addTestAsset(ed.Project, "cheers.wav", timeline.AssetAudio, 2, 0, 0, true)
	addTestAsset(ed.Project, "aplausos.wav", timeline.AssetAudio, 2, 0, 0, true)
	playCalls(t, "toast sound fixture", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "cheers.wav", "startTime": 14, "trackType": "audio"}},
		{"add_media_to_timeline", map[string]any{"assetId": "aplausos.wav", "startTime": 5, "trackType": "audio"}},
	})
	describe := map[string]string{
		"beach.mp4":    "the toast on the pier: the bride pours the wine, the guests raise their glasses and cheer",
		"cheers.wav":   "the guests cheering",
		"intro.mp4":    "la fiesta en la cocina: los novios brindan, los invitados aplauden",
		"aplausos.wav": "los invitados aplaudiendo",
	}
	describeAssets(ed, describe)
	return ed
}

// eventSoundCases: a moment said by what happens, which a sound inside
// the clip that shows it is described by too, is the sound's (eventsound.go).
var eventSoundCases = map[string][]vcase{
	"the sound marks the moment": {
		{"add 'Cheers!' in the middle when the guests cheer", msTextStarts("Cheers!", 14)},
		{"add a heart sticker when the guests cheer", stickerStartsAt("heart", 14)},
		{"poné 'Bravo' arriba cuando los invitados aplauden", msTextStarts("Bravo", 5)},
		{"agregá un corazón cuando los invitados aplauden", stickerStartsAt("heart", 5)},
	},
	"a doing only the clip shows keeps the clip": {
		// no sound holds "pours" or "brindan": the clip's start, as before
		{"add 'Salud' at the top when the bride pours the wine", msTextStarts("Salud", 10)},
		{"poné 'Salud' arriba cuando los novios brindan", msTextStarts("Salud", 0)},
	},
}

func TestEventSound(t *testing.T) {
	runFixtureTable(t, "event sound", toastSoundFixture, eventSoundCases)
}
