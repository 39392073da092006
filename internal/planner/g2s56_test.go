package planner

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// g2s56Cases: silent wrongs of set 42 (boulder), read again on the
// workshop project (interview 0-70, city b-roll 70-82, kitchen b-roll
// 82-92, five texts, the logo, a heart, music).
var g2s56Cases = map[string][]vcase{
	// "so the whole video ends at 1:30" says where what is left ends; "the
	// whole video" was read as a span and the whole timeline was deleted
	"whole video ends at": {
		// (with a clip named, only the clip is trimmed: the texts and music
		// over its end stay, so the video still ends at 92; not changed here)
		{"trim the kitchen clip at the end so the whole video ends at 1:30", timesIs("broll-kitchen.mp4", "82-90")},
		{"trim the end so the whole video ends at 1:28", both(durIs(88), timesIs("broll-kitchen.mp4", "82-88"))},
		{"recortá el final para que todo el video termine en el 88", both(durIs(88), timesIs("broll-kitchen.mp4", "82-88"))},
		{"recortá el clip de la cocina al final para que todo el video termine en 1:30", timesIs("broll-kitchen.mp4", "82-90")},
		// neighbours keep their readings
		{"cut the end of the video so it ends at 60", durIs(60)},
		{"make the logo stay for the whole video", timesIs("logo.png", "0-92")},
	},
	// "on the kitchen clip write FRESH BREAD": a when said before "write";
	// the words were left out and the clip they name was added as an overlay
	"fronted when, then write": {
		{"on the kitchen clip write FRESH BREAD in the middle", textIs("FRESH BREAD", 82, 92, "center", "")},
		{"on the city clip write CITY LIFE", textIs("CITY LIFE", 70, 82, "", "")},
		{"en el clip de la cocina escribí PAN CASERO en el medio", textIs("PAN CASERO", 82, 92, "center", "")},
		// the verb first keeps its reading
		{"write FRESH BREAD in the middle from 82 to 92", textIs("FRESH BREAD", 82, 92, "center", "")},
	},
	// "stay longer, 12 seconds": the length after the comma is how long it
	// lasts (it was made 12 s longer, or, with "que esté", moved to 12 s)
	"longer, a length": {
		{"make the logo stay longer, 12 seconds", timesIs("logo.png", "2-14")},
		{"el logo que esté más tiempo, 12 segundos", timesIs("logo.png", "2-14")},
		{"el logo que esté más, 12 segundos", timesIs("logo.png", "2-14")},
		// "más" of a look stays a look
		{"el logo q este mas transparente tipo 50", opacityIs("logo.png", 0.5)},
		// shorter than it is: how long, or how much more? asked
		{"make the logo stay longer, 5 seconds", nil},
		// neighbours keep their readings
		{"keep the logo on screen 5 more seconds", timesIs("logo.png", "2-15")},
		{"extend the logo 3 seconds", timesIs("logo.png", "2-13")},
	},
}

// g2IntroFixture: a 26 s bakery reel with a short opening clip.
//
//	main  host-hello.mp4 0-6 | dough.mp4 6-16 | oven.mp4 16-26
//	text  "Fresh every day" 0-3 centre
//
// customers.mp4 (7 s) is imported but not on the timeline.
func g2IntroFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "host-hello.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
	addTestAsset(p, "dough.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "oven.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	addTestAsset(p, "customers.mp4", timeline.AssetVideo, 7, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "g2intro", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "host-hello.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
		{"add_media_to_timeline", map[string]any{"assetId": "dough.mp4", "startTime": 6, "trackType": "main", "duration": 10}},
		{"add_media_to_timeline", map[string]any{"assetId": "oven.mp4", "startTime": 16, "trackType": "main", "duration": 10}},
		{"add_text", map[string]any{"text": "Fresh every day", "start": 0, "end": 3, "position": "center"}},
	})
	return ed
}

// g2IntroCases: "right after the intro put a clip" puts it into the main
// track's order after the opening clip (it went on the overlay track at the
// intro's end, over the next clip).
var g2IntroCases = map[string][]vcase{
	"after the intro, a clip": {
		{"right after the intro put customers.mp4", mainIs("host-hello:0-6 customers:6-13 dough:13-23 oven:23-33")},
		{"put customers.mp4 right after the intro", mainIs("host-hello:0-6 customers:6-13 dough:13-23 oven:23-33")},
		{"justo después de la intro poné customers.mp4", mainIs("host-hello:0-6 customers:6-13 dough:13-23 oven:23-33")},
		// a text after the intro still starts where it ends
		{"right after the intro add a title 'Hi' for 2 seconds", both(textIs("Hi", 6, 8, "", ""), mainIs("host-hello:0-6 dough:6-16 oven:16-26"))},
	},
}

func TestG2S56(t *testing.T) {
	runFixtureTable(t, "g2s56", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, g2s56Cases)
	runFixtureTable(t, "g2s56 intro", g2IntroFixture, g2IntroCases)
}
