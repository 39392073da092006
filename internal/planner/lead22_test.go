package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead22Cases run on the workshop project: wording the lead wrote in the
// twenty-second session for the silent wrongs the last notes listed, with
// variants of each (none from a held-out set).
var lead22Cases = map[string][]vcase{
	// unquoted text ends before a time said by a thing of the project (the
	// text held the whole phrase and went at 0 s)
	"text before a time of a thing": {
		{"add a text that says City right when the city clip starts", both(textIs("City", 70, 82, "", ""), countIs(timeline.ElementText, 6))}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"add a caption saying Fresh bread while the kitchen clip plays", textIs("Fresh bread", 82, 92, "", "")},
		{"put a title that reads Our city during the city clip", textIs("Our city", 70, 82, "", "")},
		{"poné un texto que diga Cocina cuando empieza el clip de la cocina", textIs("Cocina", 82, 92, "", "")}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		{"escribí un texto que diga Bienvenidos mientras se ve el logo", textIs("Bienvenidos", 2, 10, "", "")},
		{"add a text saying Welcome at the start of the video", textIs("Welcome", 0, 5, "", "")},
		{"poné un texto que diga Hola al final del video", textIs("Hola", 87, 92, "", "")},
		{"add a text that says Once upon a time when the interview starts", textIs("Once upon a time", 0, 70, "", "")}, // a new thing added when X appears lasts while X shows (the lead's policy, 2026-12-04)
		// guards: a phrase of when that names nothing there, or says more,
		// is the text's
		{"add a text that says Smile when you see the kitchen", textIs("Smile when you see the kitchen", 0, 5, "", "")},
		{"add a text that says See you after the break", textIs("See you after the break", 0, 5, "", "")},
	},
	// "of the whole video" after an edge is the video's edge (the text ran
	// over the whole video)
	"edge of the whole video": {
		{`add a text "Bye" at the end of the whole video`, textIs("Bye", 87, 92, "", "")},
		{`add a text "Hi" at the start of the whole video`, textIs("Hi", 0, 5, "", "")},
		{`poné un texto "Chau" al final de todo el video`, textIs("Chau", 87, 92, "", "")},
	},
	// the filmed clips, not the song over them (both tracks were muted)
	"footage": {
		{"mute the footage", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"mute the video clips", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"silenciá el metraje", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"mute the video", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))}, // guard: all of it
	},
	// "todo" alone is everything ("nothing meant has sound")
	"todo alone": {
		{"silenciá todo menos la música", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
		{"bajá todo menos la música al 50%", both(volumeIs("interview.mp4", 0.5), volumeIs("music.mp3", 0.8))},
		{"silenciá todo", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, true))},
	},
	// a verb of adding after the thing there is says when it comes on (a
	// second heart was added; a first version set its length to 20)
	"pops in": {
		{"have the heart pop in at 20", both(countIs(timeline.ElementSticker, 1), stickerStartsAt("heart", 20))},
		{"let the logo drop in at 3", timesIs("logo.png", "3-11")},
		{"pop in a heart at 20", countIs(timeline.ElementSticker, 2)}, // guard: a new one
		{"have a heart pop in at 20", countIs(timeline.ElementSticker, 2)},
	},
	// a timing complaint, then a verb of timing with "it" (the verb after
	// the comma was a time: "nothing to refer to"; "end it" ended the video)
	"timing complaint then it": {
		{"the logo comes in too early, start it at 4", timesIs("logo.png", "4-12")},
		{"the heart shows up too late, start it at 3", stickerStartsAt("heart", 3)},
		{"the welcome title ends too soon, end it at 6", both(timesIs("Welcome to the Workshop", "0-6"), durIs(92))},
		{"the logo, end it at 6", timesIs("logo.png", "2-6")},
		{"end it at 6", durIs(6)}, // guard: nothing before it is the video
	},
	// a moment said right after a thing, before the edit's own time, says
	// which one (every text was asked about)
	"the one at a time": {
		{"make the text at 12 seconds last until 16", timesIs("today we bake sourdough", "12-16")},
		{"have the text at 6 seconds stay until 11", timesIs("Ana Pérez · Head Baker", "5-11")},
		{"the text at 12 seconds, end it at 16", timesIs("today we bake sourdough", "12-16")},
		{"put the logo at 50 for 4 seconds", timesIs("logo.png", "50-54")}, // guard: two times of the edit
	},
	// a quote of a text there is names it for a time
	"quoted text, when": {
		{`make the "first, the starter" caption last until 20`, timesIs("first, the starter", "15-20")},
		{`make "first, the starter" last until 20`, timesIs("first, the starter", "15-20")},
		{`have "Thanks for watching!" start at 85`, timesIs("Thanks for watching!", "85-92")}, // a closing element made to start earlier keeps its end (the lead's policy, 2026-12-04)
	},
	// the one talking is the voice
	"while she talks": {
		{"lower the music while she talks", musicLowerOnly(0, 70, 0.8)},
		{"bajá la música cuando ella habla", musicLowerOnly(0, 70, 0.8)},
		{"mute the music while they talk", musicSilentOnly(0, 70)},
	},
	// "cut X (down) to N seconds" is how long it stays (it was split at N, or
	// refused: "not playing at 5s")
	"cut to a length": {
		{"cut the kitchen clip down to 5 seconds", timesIs("broll-kitchen.mp4", "82-87")},
		{"cut the city clip to 6s", timesIs("broll-city.mp4", "70-76")},
		{"cortá el clip de la cocina a 5 segundos", timesIs("broll-kitchen.mp4", "82-87")},
		{"the kitchen clip is too long, cut it to 5 seconds", timesIs("broll-kitchen.mp4", "82-87")},
		{"cut the interview at 30", mainIs("interview:0-30 interview:30-70 broll-city:70-82 broll-kitchen:82-92")},               // guard: a split
		{"cortá la entrevista a los 30 segundos", mainIs("interview:0-30 interview:30-70 broll-city:70-82 broll-kitchen:82-92")}, // guard
	},
	// "less" before a colour is no colour to set (the title was made red)
	"less of a colour": {
		{"make the welcome title less red", nil},
		{"make the welcome title more red", nil},
	},
}

// lead22DinnerCases run on the dinner project (dinnerFixture): names said
// the way people say them, several pieces of music, a picture in picture,
// and texts named by what they say.
var lead22DinnerCases = map[string][]vcase{
	// a word of a file's name said with an ending, or two words that make
	// one ("there is no the cooking clip")
	"names as said": {
		{"delete the cooking clip", mainIs("tasting:0-20 sunsetwalk:20-30")},
		{"remove the cooks clip", mainIs("tasting:0-20 sunsetwalk:20-30")},
		{"swap the cooking and the tasting clips", mainIs("tasting:0-20 cook:20-40 sunsetwalk:40-50")},
		{"delete the sunset walk clip", mainIs("cook:0-20 tasting:20-40")},
	},
	// several pieces of music: the one the noun names; "the music" asks
	"which music": {
		{"make the background music quieter", both(quieterThan("lounge-bed.mp3", 0.3), volumeIs("opening-jingle.mp3", 0.9))},
		{"bajá la música de fondo", both(quieterThan("lounge-bed.mp3", 0.3), volumeIs("opening-jingle.mp3", 0.9))},
		{"mute the jingle", both(mutedIs("opening-jingle.mp3", true), mutedIs("lounge-bed.mp3", false))},
		{"lower the bed to 10%", volumeIs("lounge-bed.mp3", 0.1)},
		{"make the music quieter", both(quieterThan("lounge-bed.mp3", 0.3), volumeIs("opening-jingle.mp3", 0.9))}, // the one under the video
	},
	// a file's name said as its Spanish cognate ("there is no la degustación")
	"cognates": {
		{"agregá la celebración al final", mediaIs("celebration.mp4", timeline.TrackMain, 50, 60)},
		{"sumá la energía al final", mediaIs("energy.mp4", timeline.TrackMain, 50, 58)},
	},
	// "se escuche más / menos" is louder or quieter ("has no picture")
	"heard more": {
		{"que la música de fondo se escuche menos", quieterThan("lounge-bed.mp3", 0.3)},
		{"que el jingle se escuche menos", quieterThan("opening-jingle.mp3", 0.9)},
	},
	// "the picture in picture" is the video over the video, not the badge
	"picture in picture": {
		{"make the picture in picture bigger", biggerThan("closeup-hands.mp4", 0.3)},
		{"make the pip smaller", scaleIs("closeup-hands.mp4", 0.18)},
		{"agrandá la ventanita", biggerThan("closeup-hands.mp4", 0.3)},
	},
	// a text named by what it says
	"text by what it says": {
		{"move the date to the top", textPosIs("24/12/2026", "top")},
		{"poné la fecha arriba", textPosIs("24/12/2026", "top")},
		{`change the price to "€24.99"`, textIs("€24.99", 20, 24, "", "")},
		{"delete the price tag", countIs(timeline.ElementText, 3)},
		{"make the website red", textColorIs("recipes.example.com", "#ff0000")},
		{"mové la web arriba", textPosIs("recipes.example.com", "top")},
	},
	// "the title" is the one hook-style text (the date, the price and the
	// website were asked about with it)
	"the title": {
		{"delete the title card", both(countIs(timeline.ElementText, 3), textPosIs("24/12/2026", "bottom"))},
		{`make the title say "Cena para dos"`, textIs("Cena para dos", 0, 3, "", "")},
		{"make the title bigger", textScaleGrew("Dinner for Two", true)},
	},
	// "after the cooking part" is after that clip (a new thing went at 0 s,
	// or during it)
	"after the X part": {
		{"add a heart after the cooking part", stickerStartsAt("heart", 20)},
		{"add a star after the tasting part", stickerStartsAt("star", 40)},
	},
	// a quote that is word for word a text there is names it for a time or
	// a place ("say what to place"; "put … at the bottom" added a copy)
	"quote names a text": {
		{`move "Dinner for Two" to the bottom`, both(textPosIs("Dinner for Two", "bottom"), countIs(timeline.ElementText, 4))},
		{`put "recipes.example.com" at the top`, both(textPosIs("recipes.example.com", "top"), countIs(timeline.ElementText, 4))},
		{`make "Dinner for Two" last until 5`, timesIs("Dinner for Two", "0-5")},
		{`put "Bon appétit" at the top`, countIs(timeline.ElementText, 5)}, // guard: a new text
	},
}

// dinnerFixture: a 50 s cooking video the lead made for the twenty-second
// session: three clips, a close-up of hands as a picture in picture, a
// badge, a jingle and a music bed on two audio tracks, and texts that say a
// title, a date, a price and a website.
func dinnerFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(name string, typ timeline.AssetType, dur float64, audio bool) {
		addTestAsset(p, name, typ, dur, 1920, 1080, audio)
	}
	add("cook.mp4", timeline.AssetVideo, 20, true)
	add("tasting.mp4", timeline.AssetVideo, 20, true)
	add("sunsetwalk.mp4", timeline.AssetVideo, 10, true)
	add("closeup-hands.mp4", timeline.AssetVideo, 6, false)
	add("badge.png", timeline.AssetImage, 0, false)
	add("opening-jingle.mp3", timeline.AssetAudio, 4, true)
	add("lounge-bed.mp3", timeline.AssetAudio, 90, true)
	add("celebration.mp4", timeline.AssetVideo, 10, true) // imported, not on the timeline
	add("energy.mp4", timeline.AssetVideo, 8, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	first := func(name string) string {
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Name == name {
					return e.ID
				}
			}
		}
		return name
	}
	for _, c := range []struct {
		tool string
		in   map[string]any
	}{
		{"add_media_to_timeline", map[string]any{"assetId": "cook.mp4", "startTime": 0, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "tasting.mp4", "startTime": 20, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "sunsetwalk.mp4", "startTime": 40, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "closeup-hands.mp4", "startTime": 10, "trackType": "overlay"}},
		{"update_clip", map[string]any{"elementId": "closeup-hands.mp4", "scale": 0.3, "x": 600, "y": 330}},
		{"add_media_to_timeline", map[string]any{"assetId": "badge.png", "startTime": 0, "trackType": "overlay", "duration": 50}},
		{"update_clip", map[string]any{"elementId": "badge.png", "scale": 0.15, "x": -820, "y": -400}},
		{"add_text", map[string]any{"text": "Dinner for Two", "start": 0, "end": 3, "position": "center", "style": "hook"}},
		{"add_text", map[string]any{"text": "24/12/2026", "start": 3, "end": 6, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "€19.99 a plate", "start": 20, "end": 24, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "recipes.example.com", "start": 44, "end": 50, "position": "bottom"}},
		{"add_media_to_timeline", map[string]any{"assetId": "opening-jingle.mp3", "startTime": 0, "trackType": "audio"}},
		{"set_volume", map[string]any{"elementId": "opening-jingle.mp3", "volume": 0.9}},
		{"add_media_to_timeline", map[string]any{"assetId": "lounge-bed.mp3", "startTime": 0, "trackType": "audio", "duration": 50}},
		{"set_volume", map[string]any{"elementId": "lounge-bed.mp3", "volume": 0.3}},
	} {
		if el, ok := c.in["elementId"].(string); ok {
			c.in["elementId"] = first(el)
		}
		b, _ := json.Marshal(c.in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("dinner fixture %s %s: %v", c.tool, b, err)
		}
	}
	return ed
}

func TestLead22DinnerCases(t *testing.T) {
	runFixtureTable(t, "lead22 dinner", dinnerFixture, lead22DinnerCases)
}

// showFixture: a 30 s talk: the host's clip, then the guest's.
func showFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	for _, a := range []struct {
		name string
		dur  float64
	}{{"host.mp4", 20}, {"guest.mp4", 10}} {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: a.name, Type: timeline.AssetVideo, Path: "/media/" + a.name,
			Duration: timeline.FromSeconds(a.dur), Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}})
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, in := range []string{`{"assetId":"host.mp4","startTime":0,"trackType":"main"}`, `{"assetId":"guest.mp4","startTime":20,"trackType":"main"}`} {
		if _, err := tools().Call(context.Background(), ed, "add_media_to_timeline", json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	return ed
}

func TestLead22ShowCases(t *testing.T) {
	runFixtureTable(t, "lead22 show", showFixture, map[string][]vcase{
		// who is on camera, said in the other language ("would leave out
		// anfitrion")
		"who is on camera": {
			{"poné el clip del invitado antes del anfitrión", mainIs("guest:0-10 host:10-30")},
			{"borrá a la presentadora", mainIs("guest:0-10")},
		},
	})
}

// musicLowerOnly: the music is below its volume base from a to b and at it
// elsewhere.
func musicLowerOnly(a, b, base float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "music.mp3" }) {
			s, end := e.Start.Seconds(), e.End().Seconds()
			inside := s >= a-1e-3 && end <= b+1e-3
			if lower := e.Audio.Volume < base-1e-3 || e.Audio.Muted; lower != inside {
				return fmt.Sprintf("music %v-%v lower=%v, want it lower only in %v-%v", s, end, lower, a, b)
			}
		}
		return ""
	}
}

// stickerStartsAt checks the first sticker of an id starts at s.
func stickerStartsAt(id string, s float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if !near(e.Start.Seconds(), s) {
				return "sticker starts at " + secs(e.Start.Seconds())
			}
			return ""
		}
		return "no " + id + " sticker"
	}
}

func TestLead22Cases(t *testing.T) {
	runFixtureTable(t, "lead22", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead22Cases)
}

// lead22PhotoCases: the lead's own photo wording of the twenty-second
// session.
var lead22PhotoCases = []ppcase{
	// a verb of removing before a level takes some off (the logo layer was
	// deleted, or refused as a look to undo)
	{"sacale brillo", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"sacale un poco de contraste", "adjustments.applyMasked", []string{"adjustments.applyMasked:contrast<0"}},
	{"take away some brightness", "adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"quitale el brillo al logo", "layers.select adjustments.applyMasked", []string{"adjustments.applyMasked:brightness<0"}},
	{"remove some warmth", "adjustments.applyMasked", []string{"adjustments.applyMasked:warmth<0"}},
	{"sacale el color", "", nil}, // guard: all of it is not "some"
	// "less" before a colour (the text was made red)
	{"make the title less red", "", nil},
	{"make the text a little less red", "", nil},
}

func TestLead22Photo(t *testing.T) { runPhotoTable(t, lead22PhotoCases) }

// TestLead22ShowEveryLayer: "show all layers" shows each hidden layer (the
// active one alone was shown), and lists them when none is hidden; "show
// me the layers", "muéstrame las capas" list them.
func TestLead22ShowEveryLayer(t *testing.T) {
	ctx := context.Background()
	for prompt, want := range map[string]string{
		"show all layers":        "layers.select layers.setVisible",
		"mostrá todas las capas": "layers.select layers.setVisible",
		"muéstrame las capas":    "layers.list",
		"show me the layers":     "layers.list",
	} {
		ed := layeredPhoto(t)
		hide := BasicPhoto(ctx, "hide the logo", stateOf(t, ed))
		if err := runPhotoPlan(ed, hide); err != nil || !hide.OK() {
			t.Fatalf("hide the logo: %v %s", err, hide.Reply)
		}
		plan := BasicPhoto(ctx, prompt, stateOf(t, ed))
		if got := opNames(plan.Steps); got != want {
			t.Errorf("logo hidden, %q: %s (%s), want %s", prompt, got, plan.Reply, want)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Fatal(err)
		}
		for _, l := range stateOf(t, ed).Layers {
			if !l.Visible && want != "layers.list" {
				t.Errorf("%q: layer %q still hidden", prompt, l.Name)
			}
		}
	}
	if got := opNames(BasicPhoto(ctx, "show all layers", stateOf(t, layeredPhoto(t))).Steps); got != "layers.list" {
		t.Errorf("none hidden, \"show all layers\": %s, want the list", got)
	}
}
