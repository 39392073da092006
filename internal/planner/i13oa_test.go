package planner

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Helper i13oa: refusals of time and structure edits (cut, delete, undo,
// timing) on the development sets, fixed by cause. Every row is wording of
// its own, on naStream (i13na_test.go) or oaParty below.

// oaLouder is naStream after the music was turned up to 90%: the change an
// undo takes back.
func oaLouder(t *testing.T) *videotools.Editor {
	ed := naStream(t)
	playCalls(t, "oaLouder", ed, []testCall{{"set_volume", map[string]any{"elementId": "chill_bg.mp3", "volume": 0.9}}})
	return ed
}

// oaUndoCases: beside an undo, a clause that only says how "it" is now, or
// what the user meant after an interjection, is why the change goes back.
var oaUndoCases = map[string][]vcase{
	"a complaint of it beside an undo is its reason": {
		{"ugh no, that's way too loud now, undo that", volumeIs("chill_bg.mp3", 0.5)},
		{"it's too loud now, undo", volumeIs("chill_bg.mp3", 0.5)},
		{"uy, quedó muy fuerte, deshacé", volumeIs("chill_bg.mp3", 0.5)},
		{"nah this is way too loud, undo it", volumeIs("chill_bg.mp3", 0.5)},
	},
	"what was meant, after an interjection": {
		{"whoops I didn't mean to turn it up, undo that", volumeIs("chill_bg.mp3", 0.5)},
		{"oops, I didn't want that, undo", volumeIs("chill_bg.mp3", 0.5)},
	},
	"guards: a thing named, a value or an edit keeps its own reading": {
		{"undo that, it's too loud at 90%", nil},
	},
}

func TestI13oaUndoReasons(t *testing.T) {
	runFixtureTable(t, "i13oa undo", oaLouder, oaUndoCases)
}

// oaRemarkCases: after a cut of a time, a clause said as a statement of
// what happens in that part ("es puro relleno", "arranco hablando tarde",
// "my dog runs right in front of the lens") is a remark, not a second
// edit; and a complaint of "it" after a delete is why it goes.
var oaRemarkCases = map[string][]vcase{
	"a statement of what goes on in the part cut": {
		{"cut 12 to 14, es puro relleno", durIs(38)},
		{"cortá del 12 al 14, arranco hablando tarde", durIs(38)},
		{"cut the first 3 seconds, it's just me setting up the camera", durIs(37)},
		{"cut 30 to 33, my dog runs right in front of the lens", durIs(37)},
		{"sacá del 12 al 14, el piloto se equivocó", durIs(38)},
		{"trim the last 2 seconds, I'm waving way too much at the end", durIs(38)},
		{"remove 20 to 22, we are just chatting about nothing", durIs(38)},
	},
	"a complaint of it after a delete": {
		{"delete the sharpen effect, it looks washed out", naNoEffect("sharpen")},
		{"borrá el sepia, quedó horrible", naNoEffect("sepia")},
	},
	"guards: a thing, a number, a look or an added part stays to be planned or refused": {
		{"cut 12 to 14, I'm in black and white there", nil},
		{"cut 12 to 14, the webcam is too small", nil},
		{"cortá del 12 al 14, pongo el logo después", nil},
	},
}

func TestI13oaRemarks(t *testing.T) {
	runFixtureTable(t, "i13oa remarks", naStream, oaRemarkCases)
}

// oaParty: a 40 s party video: cake.mp4 0-10 | blowing-candles.mp4 10-20 |
// dance.mp4 20-30 | baby-smiles.mp4 30-40; texts "Happy birthday" 0-4,
// "Bookings: party.com" 12-16 and "Subscribe for more!" 25-30.
func oaParty(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	addTestAsset(p, "cake.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "blowing-candles.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "dance.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	addTestAsset(p, "baby-smiles.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "oaParty", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "cake.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "blowing-candles.mp4", "startTime": 10, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "dance.mp4", "startTime": 20, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "baby-smiles.mp4", "startTime": 30, "trackType": "main"}},
		{"add_text", map[string]any{"text": "Happy birthday", "start": 0, "end": 4, "position": "center"}},
		{"add_text", map[string]any{"text": "Bookings: party.com", "start": 12, "end": 16, "position": "bottom"}},
		{"add_text", map[string]any{"text": "Subscribe for more!", "start": 25, "end": 30, "position": "bottom"}},
	})
	return ed
}

// oaTextGone wants no text holding sub.
func oaTextGone(sub string) check {
	return func(p *timeline.Project) string {
		if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && strings.Contains(e.Text.Content, sub)
		}); len(es) > 0 {
			return "a text with " + sub + " is still there"
		}
		return ""
	}
}

// oaWordCases: a thing named in the other language than its file or text
// ("el texto de suscribirse", "el clip de las velas").
var oaWordCases = map[string][]vcase{
	"named in the other language": {
		{"borrá el texto de suscribirse", oaTextGone("Subscribe")},
		{"sacá el cartel de suscribite", oaTextGone("Subscribe")},
		{"borrá el clip de las velas", goneIs("blowing-candles.mp4")},
		{"delete the candle clip", goneIs("blowing-candles.mp4")},
		{"borrá el texto de reservas", oaTextGone("Bookings")},
		{"sacá el clip del bebé", goneIs("baby-smiles.mp4")},
	},
	"guards: a word that names nothing there is still refused": {
		{"borrá el clip de los globos", nil},
	},
}

func TestI13oaWords(t *testing.T) {
	runFixtureTable(t, "i13oa words", oaParty, oaWordCases)
}

// oaTextSpan wants the text holding sub to run from a to b.
func oaTextSpan(sub string, a, b float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && strings.Contains(e.Text.Content, sub)
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts with %s, want 1", len(es), sub)
		}
		if s, e := es[0].Start.Seconds(), es[0].End().Seconds(); math.Abs(s-a) > 0.01 || math.Abs(e-b) > 0.01 {
			return fmt.Sprintf("%s runs %.2f-%.2f, want %.2f-%.2f", sub, s, e, a, b)
		}
		return ""
	}
}

// oaShortCases: a complaint that a thing is on screen too short, then
// how long to give it: "short" after a degree is a state, not the verb
// "shorten" (the complaint was read as a command with no length).
var oaShortCases = map[string][]vcase{
	"a degree before a verb's word is a state": {
		{"the happy birthday text is on screen way too short, give it 2 more seconds", oaTextSpan("Happy birthday", 0, 6)},
		{"the happy birthday text is way too short, give it 2 more seconds", oaTextSpan("Happy birthday", 0, 6)},
	},
	"guards: a command stays a command": {
		{"shorten the happy birthday text to 2 seconds", oaTextSpan("Happy birthday", 0, 2)},
	},
}

func TestI13oaShortState(t *testing.T) {
	runFixtureTable(t, "i13oa short", oaParty, oaShortCases)
}
