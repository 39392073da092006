package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// edgeCases are lengths counted from an edge of the video, amounts to
// shorten by, gaps left on purpose and times removed around what is kept
// (eighth session). Each was a confident wrong edit: "remove 2 seconds
// from the start" removed the whole video, "shorten the video by 4
// seconds" kept 4 seconds, "blur the logo" blurred the whole picture.
var edgeCases = map[string][]vcase{
	"from an edge": {
		{"remove 2 seconds from the start", mainIs("interview:0-18 city:18-26")},
		{"sacá 2 segundos del principio", mainIs("interview:0-18 city:18-26")},
		{"cut 3 seconds off the beginning", mainIs("interview:0-17 city:17-25")},
		{"remove 2 seconds from the end", mainIs("interview:0-20 city:20-26")},
		{"recortá 2 segundos del final", mainIs("interview:0-20 city:20-26")},
		{`add a title "Hi" 2 seconds from the end`, textIs("Hi", 26, 28, "", "")},
		// an element's edge: of that element (they took the video's last 2 seconds)
		{"cut 2 seconds off the end of the interview", mainIs("interview:0-18 city:18-26")},
		{"remove 2 seconds from the end of the interview", mainIs("interview:0-18 city:18-26")},
		{"chop 2 seconds off the start of the city clip", mainIs("interview:0-20 city:20-26")},
		{"remove 2 seconds from the end of the music", both(mainIs("interview:0-20 city:20-28"), mediaIs("music.mp3", timeline.TrackAudio, 0, 26))},
		{"trim 2 seconds off the end of the interview", mainIs("interview:0-18 city:20-28")}, // a trim leaves the gap
	},
	"shorten by": {
		{"shorten the video by 4 seconds", mainIs("interview:0-20 city:20-24")},
		{"make the video 4 seconds shorter", mainIs("interview:0-20 city:20-24")},
		{"acortá el video 3 segundos", mainIs("interview:0-20 city:20-25")},
		{"acortá el video en 3 segundos", mainIs("interview:0-20 city:20-25")},
		{"trim the end of the video by 2 seconds", mainIs("interview:0-20 city:20-26")},
		{"trim the start of the video by 2 seconds", mainIs("interview:0-18 city:18-26")},
		{"shorten the video to 20 seconds", mainIs("interview:0-20")},
		{"acortá el video a 20 segundos", mainIs("interview:0-20")},
		{"alargá el logo en 2 segundos", mediaIs("logo.png", timeline.TrackOverlay, 0, 6)},
		{"acortá la entrevista en 2 segundos", mainIs("interview:0-18 city:20-28")},
		{"poné el logo en 2 segundos", mediaIs("logo.png", timeline.TrackOverlay, 2, 6)}, // a time, not an amount
		{"shorten the video by 40 seconds", nil},
	},
	"leave the gap": {
		{"delete seconds 5 to 8 without closing the gap", mainIs("interview:0-5 interview:8-20 city:20-28")},
		{"borrá del 5 al 8 sin cerrar el hueco", mainIs("interview:0-5 interview:8-20 city:20-28")},
		{"remove 5 to 8 and leave the gap", mainIs("interview:0-5 interview:8-20 city:20-28")},
		{"delete the interview without closing the gap", mainIs("city:20-28")},
		{"delete the interview", mainIs("city:0-8")},
	},
	"keep while removing": {
		{"remove from 5 to 8 but keep the music", both(mainIs("interview:0-5 interview:5-17 city:17-25"),
			mediaIs("music.mp3", timeline.TrackAudio, 0, 28), volumesAre("music.mp3", 0.8))},
		{"sacá del 5 al 8 pero dejá la música", both(mainIs("interview:0-5 interview:5-17 city:17-25"),
			mediaIs("music.mp3", timeline.TrackAudio, 0, 28))},
		{"cut 10 to 12 except the music", mediaIs("music.mp3", timeline.TrackAudio, 0, 28)},
	},
	"a look on part of the picture": {
		// effects cover the whole picture: not on a small logo alone
		{"make the logo smaller and then blur the logo", nil},
		{"make the logo smaller and then make it black and white", nil},
		{"make the logo smaller and then blur the video while the logo shows", effectIs("blur", 0, 4, "", 0)},
		{"make the b-roll black and white", effectIs("grayscale", 6, 10, "", 0)}, // full-frame footage: its time
	},
	// a place next to a text picks which one (it asked between the others,
	// or read the place as where to move it and left it out)
	"the text in that place": {
		{`change the bottom text to "Hi"`, textIs("Hi", 3, 6, "bottom", "")},
		{`cambiá el texto de abajo por "Hola a todos"`, textIs("Hola a todos", 3, 6, "bottom", "")},
		{"delete the text at the bottom", countIs(timeline.ElementText, 2)},
		{"borrá el texto de arriba", both(countIs(timeline.ElementText, 2), textIs("hello everyone", 3, 6, "", ""))},
		{"move the top text to the bottom", textIs("Intro", 0, 3, "bottom", "")},
		{"make the top text red", textColorIs("Intro", "#ff0000")},
		{"put the text at the bottom", nil}, // a place to move to: which text?
	},
	"said in Spanish": {
		// the subtitles there are, in a colour (it asked for new captions and dropped the colour)
		{"poné los subtítulos en amarillo", textColorIs("hello everyone", "#ffe600")},
		{"agregá subtítulos en amarillo", nil}, // new ones: no transcription engine here
		// "de la ciudad" says which clip (it asked which one)
		{"espejá el clip de la ciudad", func(p *timeline.Project) string {
			for _, e := range p.MainTrack().Elements {
				if e.Name == "city.mp4" && (e.Visual == nil || !e.Visual.FlipH) {
					return "city.mp4 is not flipped"
				}
				if e.Name != "city.mp4" && e.Visual != nil && e.Visual.FlipH {
					return e.Name + " is flipped"
				}
			}
			return ""
		}},
	},
	"only for a time": {
		// an element kept for a time is that element's time (it cut the
		// whole video to 5 s, or moved the logo to 5)
		{"keep the logo only for the first 2 seconds", both(mediaIs("logo.png", timeline.TrackOverlay, 0, 2), durIs(28))},
		{"dejá el logo solo los primeros 2 segundos", both(mediaIs("logo.png", timeline.TrackOverlay, 0, 2), durIs(28))},
		{"dejá la música solo en los últimos 10 segundos", mediaIs("music.mp3", timeline.TrackAudio, 18, 28)},
		{"keep only the first 10 seconds", durIs(10)},
		// shown only during an element is that element's time, not a part of its own
		{"mostrá el logo solo durante el b-roll", mediaIs("logo.png", timeline.TrackOverlay, 6, 10)},
		// "más corta" is shorter (it read "cortá" and deleted the interview)
		{"hacé la entrevista más corta", nil},
		{"hacé la entrevista 5 segundos más corta", mainIs("interview:0-15 city:20-28")},
	},
	"from halfway": {
		// "la mitad" after "de" is halfway, not half the volume (it set
		// all of the music to 40%)
		{"bajá la música de la mitad en adelante", volumesAre("music.mp3", 0.8, 0.4)},
		{"bajá la música desde el medio", volumesAre("music.mp3", 0.8, 0.4)},
		{"bajá la música a la mitad", volumesAre("music.mp3", 0.4)}, // half its volume
	},
	"possessive spans": {
		// "the interview's last 10 seconds": its, the last (it blurred 0-10: the
		// 's was dropped and "last" read as a verb)
		{"blur the interview's last 5 seconds", effectIs("blur", 15, 20, "", 0)},
		{"blur the interview’s last 5 seconds", effectIs("blur", 15, 20, "", 0)},
		{"blur the city clip's first 2 seconds", effectIs("blur", 20, 22, "", 0)},
	},
	"down by": {
		// a percent right after "down"/"up" is how much (it set the music to 20%)
		{"turn the music down 20 percent", volumeIs("music.mp3", 0.6)},
		{"turn the music down to 20 percent", volumeIs("music.mp3", 0.2)},
	},
	"at an element's end": {
		// "put … at the end of the interview" is where it goes, as "at the
		// end" is (the logo was made to last 20 s from 0)
		{"put the logo at the end of the interview", timesIs("logo.png", "16-20")},
		{"poné el logo al final de la entrevista", timesIs("logo.png", "16-20")},
		{"put the logo until the end of the interview", timesIs("logo.png", "0-20")},
	},
	"over an overlay": {
		// over a clip of the main track is while it plays; over the logo
		// or a title is in front of it or its time (the b-roll was moved
		// to the logo's time, or added again in a corner)
		{"put the logo over the interview", timesIs("logo.png", "0-20")},
		{"put the b-roll on top of the logo", nil},
		{"poné el broll encima del logo", nil},
		{"put the logo over the intro", nil},
	},
	"while it talks": {
		{"bajale el volumen a la música cuando habla la entrevista", volumesAre("music.mp3", 0.4, 0.8)},
		{"lower the music while the interview is talking", volumesAre("music.mp3", 0.4, 0.8)},
	},
}

func TestLengthsFromAnEdge(t *testing.T) { runInterviewTable(t, "edge table", edgeCases) }

// labelCases run on the interview with a name label (the label style),
// the logo made small in a corner and a vignette from 10 to 20.
var labelCases = []vcase{
	{"make the label bigger", func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil && e.Text.Style == "label" }) {
			if e.Visual == nil || e.Visual.Scale <= 1 {
				return "the label is not bigger"
			}
			return ""
		}
		return "no label"
	}},
	{"agrandá el zócalo", func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Text != nil && e.Text.Style == "label" }) {
			if e.Visual == nil || e.Visual.Scale <= 1 {
				return "the label is not bigger"
			}
			return ""
		}
		return "no label"
	}},
	// under the interview: while it plays (it lowered the interview's own sound too)
	{"lower the music under the interview", both(volumesAre("music.mp3", 0.4, 0.8), volumeIs("interview.mp4", 1))},
	{"bajá la música debajo de la entrevista", both(volumesAre("music.mp3", 0.4, 0.8), volumeIs("interview.mp4", 1))},
	// an effect covers the whole picture: not on the small logo alone
	{"blur the logo", nil},
	{"make the logo black and white", nil},
	{"blur the video while the logo shows", effectIs("blur", 0, 4, "", 0)},
	// a bare number after an opacity or a rotation is its amount (refused as a time)
	{"set the logo opacity to 70", logoVisual(func(v *timeline.Visual) bool { return near(v.Opacity, 0.7) })},
	{"bajale la opacidad al logo al 40", logoVisual(func(v *timeline.Visual) bool { return near(v.Opacity, 0.4) })},
	{"rotate the logo by 15", logoVisual(func(v *timeline.Visual) bool { return near(v.Rotation, 15) })},
	// "add the logo again": a copy where it was placed (it added a full-frame logo)
	{"add the logo again at the end for 3 seconds", func(p *timeline.Project) string {
		logos := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })
		if len(logos) != 2 {
			return fmt.Sprintf("%d logos, want 2", len(logos))
		}
		for _, e := range logos {
			if e.Visual == nil || !near(e.Visual.Scale, 0.25) {
				return fmt.Sprintf("a logo at scale %+v, want 0.25", e.Visual)
			}
		}
		return mediaIs("logo.png", timeline.TrackOverlay, 25, 28)(p)
	}},
	// a plural article names them all (it asked which)
	{"silenciá los clips", both(mutedIs("interview.mp4", true), mutedIs("city.mp4", true))},
	// the vignette there is (10-20): made stronger, longer, or given way
	// to another look in its time (they were refused, or added a second
	// look over the whole video)
	{"make the vignette stronger", effectIs("vignette", 10, 20, "intensity", 75)},
	{"hacé la viñeta más fuerte", effectIs("vignette", 10, 20, "intensity", 75)},
	{"make the vignette weaker", effectIs("vignette", 10, 20, "intensity", 30)},
	{"extendé la viñeta hasta el final", effectIs("vignette", 10, 28, "", 0)},
	{"que la viñeta dure hasta el final", effectIs("vignette", 10, 28, "", 0)},
	{"cambiá la viñeta por sepia", both(effectIs("sepia", 10, 20, "", 0), countIs(timeline.ElementEffect, 1))},
	{"replace the vignette with black and white", both(effectIs("grayscale", 10, 20, "", 0), countIs(timeline.ElementEffect, 1))},
	{"sacá la viñeta y poné sepia en su lugar", both(effectIs("sepia", 10, 20, "", 0), countIs(timeline.ElementEffect, 1))},
	{"remove the vignette and add sepia instead", both(effectIs("sepia", 10, 20, "", 0), countIs(timeline.ElementEffect, 1))},
	// its strength, or a soft look over it? Asked until the twentieth
	// session, which reads "softer" said of an effect as weaker (softerOfEffect)
	{"make the vignette softer", effectIs("vignette", 10, 20, "intensity", 30)},
	// inverting with an axis is a mirror (it was a negative of the whole picture)
	{"invertí el logo horizontalmente", func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" }) {
			if e.Visual == nil || !e.Visual.FlipH {
				return "the logo is not flipped"
			}
		}
		return countIs(timeline.ElementEffect, 1)(p) // only the vignette
	}},
}

func TestLabelLogoAndVignette(t *testing.T) {
	for _, tc := range labelCases {
		ed := interviewFixture(t)
		for _, c := range []struct{ tool, in string }{
			{"add_text", `{"text":"Ana · Chef","start":8,"end":12,"position":"bottom","style":"label"}`},
			{"update_clip", `{"elementId":"@logo","scale":0.25,"x":500,"y":-260}`},
			{"apply_effect", `{"effectType":"vignette","start":10,"end":20}`},
		} {
			in := c.in
			if strings.Contains(in, "@logo") {
				in = strings.Replace(in, "@logo", elems(ed.Project, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" })[0].ID, 1)
			}
			if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(in)); err != nil {
				t.Fatalf("setup %s: %v", c.tool, err)
			}
		}
		if ok, why := runCase(t, ed, tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// tripFixture is a holiday edit: a 24 s beach clip, a song under it and
// the title "Summer 2024" at the top for 3 s.
func tripFixture(t *testing.T) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	p.Assets = append(p.Assets,
		timeline.Asset{ID: "a1", Name: "beach.mp4", Type: timeline.AssetVideo, Path: "/media/beach.mp4", Duration: timeline.FromSeconds(24),
			Width: 1920, Height: 1080, HasAudio: true, HasVideo: true, FPS: timeline.Rational{Num: 30, Den: 1}},
		timeline.Asset{ID: "a2", Name: "song.mp3", Type: timeline.AssetAudio, Path: "/media/song.mp3", Duration: timeline.FromSeconds(45), HasAudio: true})
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"a1","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"a2","startTime":0,"trackType":"audio","duration":24}`},
		{"add_text", `{"text":"Summer 2024","start":0,"end":3,"position":"top"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

var tripCases = []vcase{
	// the footage's own sound, not the song (both were muted; "quitá" deleted the clip)
	{"quitá el audio original del video", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false), durIs(24))},
	{"mute the original audio", both(mutedTrackIs(timeline.TrackMain, true), mutedTrackIs(timeline.TrackAudio, false))},
	{"lower the original audio to 20%", volumeIs("beach.mp4", 0.2)},
	// new words said without quotes after "say" / "diga" (it added a text "diga Verano 2025")
	{"make the title say Summer 2025", both(textIs("Summer 2025", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
	{"que el título diga Verano 2025", both(textIs("Verano 2025", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
	{"add a text saying Chapter 2 for 3 seconds", textIs("Chapter 2", 0, 3, "", "")},
	// a volume at an edge with no length asks how long (it changed all of the song)
	{"make the song quieter at the start", nil},
	{"bajá la música al final", nil},
	{"lower the music for the first 5 seconds", volumesAre("song.mp3", 0.5, 1)},
	// a main clip named by its file is cut in two there, as "the beach clip"
	// is ("cortá la playa en el 10" ended it at 10: 14 s of the video gone)
	{"cortá la playa en el 10", both(durIs(24), countIs(timeline.ElementVideo, 2))},
	{"cut the beach at 10", both(durIs(24), countIs(timeline.ElementVideo, 2))},
	{"cut the song at 20", both(durIs(24), timesIs("song.mp3", "0-20"))},
}

func TestTripRequests(t *testing.T) {
	for _, tc := range tripCases {
		if ok, why := runCase(t, tripFixture(t), tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
}

// mutedTrackIs checks that the first track of a kind is muted or not.
func mutedTrackIs(kind timeline.TrackKind, want bool) check {
	return func(p *timeline.Project) string {
		for _, tr := range p.Tracks {
			if tr.Kind == kind {
				if tr.Muted != want {
					return fmt.Sprintf("%s track muted %v, want %v", kind, tr.Muted, want)
				}
				return ""
			}
		}
		return fmt.Sprintf("no %s track", kind)
	}
}

// logoVisual checks the logo's placement and look.
func logoVisual(ok func(*timeline.Visual) bool) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == "logo.png" }) {
			if e.Visual == nil || !ok(e.Visual) {
				return fmt.Sprintf("logo visual %+v", e.Visual)
			}
			return ""
		}
		return "no logo"
	}
}

// TestPhotoPixelOpsAfterALook: a look added as an adjustment layer leaves
// that layer active; the pixel ops of a later clause ran on it and failed
// ("has no pixels") after the look had run. Every plan here runs whole
// through the real ops.
func TestPhotoPixelOpsAfterALook(t *testing.T) {
	for _, prompt := range []string{
		"make the edges darker and blur everything but the cup",
		"add a vignette and blur the background",
		"sepia and then sharpen it",
		"desaturate it a bit and brighten the left side",
		"poné un look vintage y desenfocá el fondo",
	} {
		ed := coffeePhoto(t)
		plan := BasicPhoto(context.Background(), prompt, stateOf(t, ed))
		if !plan.OK() {
			t.Errorf("%q: not planned: %s", prompt, plan.Reply)
			continue
		}
		if err := runPhotoPlan(ed, plan); err != nil {
			t.Errorf("%q: %v", prompt, err)
		}
	}
}
