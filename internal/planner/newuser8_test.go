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

// workshopFixture is a 92 s baking interview built through the real tools:
//
//	main     interview.mp4 0-70 | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	overlay  logo.png 2-10 top-right at 0.25; a heart sticker 6-9 bottom-right
//	text     "Welcome to the Workshop" 0-4 centre, "Ana Pérez · Head Baker" 5-9
//	         bottom (label), two subtitles 12-15 and 15-18, "Thanks for watching!" 87-92
//	audio    music.mp3 0-92 at 0.8
//	effect   vignette 70-82
//
// guest-cam.mp4 is imported but not on the timeline.
func workshopFixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.DefaultSettings())
	add := func(name string, typ timeline.AssetType, dur float64, w, h int, audio bool) {
		addTestAsset(p, name, typ, dur, w, h, audio)
	}
	add("interview.mp4", timeline.AssetVideo, 75, 1920, 1080, true)
	add("broll-city.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
	add("broll-kitchen.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
	add("logo.png", timeline.AssetImage, 0, 600, 600, false)
	add("music.mp3", timeline.AssetAudio, 120, 0, 0, true)
	add("guest-cam.mp4", timeline.AssetVideo, 75, 1280, 720, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	playCalls(t, "workshop", ed, []testCall{
		{"add_media_to_timeline", map[string]any{"assetId": "interview.mp4", "startTime": 0, "trackType": "main", "duration": 70}},
		{"add_media_to_timeline", map[string]any{"assetId": "broll-city.mp4", "startTime": 70, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "broll-kitchen.mp4", "startTime": 82, "trackType": "main"}},
		{"add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 2, "trackType": "overlay", "duration": 8}},
		{"update_clip", map[string]any{"elementId": "logo.png", "scale": 0.25, "x": 785, "y": -365}},
		{"add_text", map[string]any{"text": "Welcome to the Workshop", "start": 0, "end": 4, "position": "center"}},
		{"add_text", map[string]any{"text": "Ana Pérez · Head Baker", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
		{"add_text", map[string]any{"text": "today we bake sourdough", "start": 12, "end": 15, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "first, the starter", "start": 15, "end": 18, "position": "bottom", "style": "subtitle"}},
		{"add_text", map[string]any{"text": "Thanks for watching!", "start": 87, "end": 92, "position": "center"}},
		{"add_media_to_timeline", map[string]any{"assetId": "music.mp3", "startTime": 0, "trackType": "audio", "duration": 92}},
		{"set_volume", map[string]any{"elementId": "music.mp3", "volume": 0.8}},
		{"add_sticker", map[string]any{"stickerId": "heart", "start": 6, "end": 9, "position": "bottom-right"}},
		{"apply_effect", map[string]any{"effectType": "vignette", "start": 70, "end": 82}},
	})
	return ed
}

// eighthSessionCases run on the workshop project (two b-rolls, five texts,
// a heart over the logo, a vignette): the wrong results the lead saw, and
// requests written to hunt the others (element edits, references, and
// requests a careful editor would ask about). A nil check wants a question
// or a refusal that names the clause.
var eighthSessionCases = map[string][]vcase{
	"seen wrong": {
		// the music of the end, over the whole video: how much? (all of it was deleted)
		{"quitá la música del final", nil},
		{"sacá la música del principio", nil},
		// a part of one clip: its sound only (the music under it was muted too)
		{"mute the first 3 seconds of the city clip", both(volumesAre("broll-city.mp4", 0, 1), volumeIs("music.mp3", 0.8))},
		{"silenciá los primeros 3 segundos del clip de la ciudad", both(volumesAre("broll-city.mp4", 0, 1), volumeIs("music.mp3", 0.8))},
		// undo of a named thing: the last change only when it made it
		{"undo the vignette", both(countIs(timeline.ElementEffect, 0), countIs(timeline.ElementSticker, 1))},
		{"deshacé la viñeta", countIs(timeline.ElementEffect, 0)},
		{"add a star at 10 and undo the vignette", both(countIs(timeline.ElementEffect, 0), stickerTimes("star", "10-15"))},
		{"undo the heart", both(countIs(timeline.ElementSticker, 0), countIs(timeline.ElementEffect, 1))},
		{"undo the city clip", nil}, // not the last change, and a clip of the edit: asked
		// a trim with a bare length shortens by it
		{"recortá el b-roll de la ciudad 2 segundos", timesIs("broll-city.mp4", "70-80")},
		{"recortale 2 segundos al clip de la cocina", timesIs("broll-kitchen.mp4", "82-90")},
		{"trim the kitchen clip 3 seconds", timesIs("broll-kitchen.mp4", "82-89")},
		{"recortá el b-roll 2 segundos", nil}, // two b-rolls
		{"move the logo 20 px right", logoAt(805, -365)},
	},
	"element": {
		{"ocultá el logo", hiddenIs("logo.png", true)},
		{"hide the music", nil}, // hidden still sounds
		{"poné el logo al 30% de opacidad", opacityIs("logo.png", 0.3)},
		{"girá el logo 90 grados", rotationIs("logo.png", 90)},
		{"rotate the logo 45 degrees and then rotate it back", rotationIs("logo.png", 0)},
		{"espejá el clip de la cocina", flippedH("broll-kitchen.mp4")},
		{"agrandá el logo un 50%", scaleIs("logo.png", 0.375)},
		{"make the label bigger", scaleIs("Ana Pérez · Head Baker", 1.5)},
		// "the same" is the clause before's edit (the heart turned 90°, the logo twice)
		{"girá el logo 45 grados y hacé lo mismo con el corazón", both(rotationIs("logo.png", 45), stickerVisual("heart", func(v *timeline.Visual) string {
			if v.Rotation != 45 {
				return fmt.Sprintf("rotation %v, want 45", v.Rotation)
			}
			return ""
		}))},
		{"rotate the logo 45 degrees and do the same to the heart", rotationIs("logo.png", 45)},
		{"make the label bigger at the top", both(scaleIs("Ana Pérez · Head Baker", 1.5), textIs("Ana Pérez · Head Baker", 5, 9, "top", "label"))},
		{"poné la música más baja durante los subtítulos", both(volumesAre("music.mp3", 0.8, 0.4, 0.8), timesIs("music.mp3", "0-12 12-18 18-92"))},
		{"poné el logo arriba al centro", logoAt(0, -351)},
		{"put the logo at the top center", logoAt(0, -351)},
		{"poné el corazón en el medio", both(countIs(timeline.ElementSticker, 1), stickerAt("heart", 0, 0))},
		{"duplicá el corazón en el segundo 20", stickerTimes("heart", "20-23 6-9")},
		{"copy the heart to the end", stickerTimes("heart", "6-9 89-92")},
		{"el logo de 3 a 8", timesIs("logo.png", "3-8")},
		{"logo desde el 3 hasta el 8", timesIs("logo.png", "3-8")},
		{"make the heart appear with the logo", stickerTimes("heart", "2-10")},
		{"que el corazon aparezca con el logo", stickerTimes("heart", "2-10")},
		{"move the label to the top", textIs("Ana Pérez · Head Baker", 5, 9, "top", "label")},
		{`cambiá el texto de la etiqueta a "Ana · Chef"`, textIs("Ana · Chef", 5, 9, "bottom", "label")},
		{"mové el texto de agradecimiento arriba", textIs("Thanks for watching!", 87, 92, "top", "")},
		{"que el logo dure hasta el final", timesIs("logo.png", "2-92")},
		{"el logo que aparezca a los 12 segundos", timesIs("logo.png", "12-20")},
		{"atrasá el corazón 1 segundo", stickerTimes("heart", "7-10")},
		// moved to an element's end, it ends there, in Spanish as in English (it started there)
		{"mové el logo al final del b-roll de la ciudad", timesIs("logo.png", "74-82")},
		{"mové el logo al final de la entrevista", timesIs("logo.png", "62-70")},
		{"poné la etiqueta al final de la entrevista", textIs("Ana Pérez · Head Baker", 66, 70, "bottom", "label")},
		{"make the logo stay for the whole video", timesIs("logo.png", "0-92")},
		// a size said with "to" is the size (it grew by 150%); "up"/"down" of
		// a scale are sizes (the logo was moved); centred along an edge
		{"agrandá el corazon al 150%", stickerVisual("heart", func(v *timeline.Visual) string {
			if !near(v.Scale, 1.5) {
				return fmt.Sprintf("scale %v, want 1.5", v.Scale)
			}
			return ""
		})},
		{"scale the logo up", both(scaleIs("logo.png", 0.375), logoAt(757.5, -337.5))}, // back inside the frame (i13v23)
		{"scale the logo down by half", both(scaleIs("logo.png", 0.125), logoAt(785, -365))},
		{"centrá el logo arriba", logoAt(0, -351)},
		// a negated showing is hiding (nothing was changed: "already shown")
		{"que el logo no se vea", hiddenIs("logo.png", true)},
		{"no quiero que se vea el corazon", both(countIs(timeline.ElementSticker, 1), stickerHidden("heart"))},
		{"esconde la viñeta", func(p *timeline.Project) string { // an effect hides too (it was refused as a sound)
			if es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Hidden }); len(es) != 1 {
				return fmt.Sprintf("%d hidden effects, want the vignette", len(es))
			}
			return ""
		}},
		// shown again at a time: a second one (the logo was stretched to 92 s)
		{"que el logo aparezca de nuevo al final", timesIs("logo.png", "2-10 84-92")},
		{"make the logo appear again at the end", timesIs("logo.png", "2-10 84-92")},
		// "sacale X al Y": X off Y, Y stays (both were deleted, and the gap closed)
		{"sacale el corazon al logo", both(countIs(timeline.ElementSticker, 0), timesIs("logo.png", "2-10"))},
		{"sacale la viñeta al b-roll de la ciudad", both(countIs(timeline.ElementEffect, 0), durIs(92), timesIs("broll-city.mp4", "70-82"))},
	},
	"reference": {
		{"silenciá el último clip", both(mutedIs("broll-kitchen.mp4", true), mutedIs("interview.mp4", false))},
		{"mute the second clip", both(mutedIs("broll-city.mp4", true), mutedIs("broll-kitchen.mp4", false))},
		{"borrá el segundo subtítulo", both(countIs(timeline.ElementText, 4), timesIs("first, the starter", ""))},
		{"poné una estrella después del título de bienvenida", stickerTimes("star", "4-9")},
		{"agregá un corazón mientras se ve el logo", stickerTimes("heart", "2-10 6-9")},
		{"add a heart while the logo shows", stickerTimes("heart", "2-10 6-9")},
		{"bajá la música durante la entrevista", volumesAre("music.mp3", 0.4, 0.8)},
		{"desenfocá la segunda mitad de la entrevista", effectIs("blur", 35, 70, "", 0)},
		{"blanco y negro desde la mitad hasta el final", effectIs("grayscale", 46, 92, "", 0)},
		{"sacá desde el 80 hasta el final", durIs(80)},
		{"delete the last 5 seconds of the interview", both(wgMainEnds(87), mainIs2("interview:0-65 broll-city:65-77 broll-kitchen:77-87"))},
		{"remove the first 2 seconds from the kitchen clip", both(wgMainEnds(90), timesIs("broll-kitchen.mp4", "82-90"))},
		{"make the first subtitle red", textColorIs("today we bake sourdough", "#ff0000")},
		{"que el logo aparezca a la mitad del video", timesIs("logo.png", "46-54")},
		{"move the heart right after the label", stickerTimes("heart", "9-12")},
		{"poné el logo cuando empieza el clip de la cocina", timesIs("logo.png", "82-90")},
		{"bajá la música a partir de la mitad", volumesAre("music.mp3", 0.8, 0.4)},
		{"cortá la entrevista a la mitad", mainIs2("interview:0-35 interview:35-70 broll-city:70-82 broll-kitchen:82-92")},
	},
	"ambiguous": {
		{"make the title red", textColorIs("Welcome to the Workshop", "#ff0000")}, // policy 10: "the title" of several texts is the one opening the video
		{"poné el título en amarillo", textColorIs("Welcome to the Workshop", "#ffe600")},
		{"borrá el clip", nil},
		{"mové el texto arriba", nil},
		{"delete the subtitle", nil},
		{"poné el b-roll en blanco y negro", nil},
		{"move the logo to the corner", nil},
		{"borrá el overlay", nil},
		{"hide the overlay track", nil},
		{"subí la música al final", nil},
	},
}

// eighthSessionTripCases run on the trip project (tripFixture: one clip,
// one song, one title).
var eighthSessionTripCases = map[string][]vcase{
	"element": {
		{"hacé la playa mas chica", scaleIs("beach.mp4", 0.6)}, // a clip with sound has a picture too (refused)
		{"make the beach smaller", scaleIs("beach.mp4", 0.6)},
		// a nudge of a text is a small move (it went to the edge), kept in the frame
		{"mové el título un poco a la izquierda", textAt("Summer 2024", -192, -453.6)},
		{"subí el título un poquito", textAt("Summer 2024", 0, -486)},
		{"move the title 20 px down", textAt("Summer 2024", 0, -433.6)},
		// a timing clause keeps the subject of the one before (the video was cut at 4)
		{"que el título empiece en el 1 y termine en el 4", both(timesIs("Summer 2024", "1-4"), durIs(24))},
		{"make the title start at 2 and end at 6", both(timesIs("Summer 2024", "2-6"), durIs(24))},
		{"poné el corazón en el medio", stickerAt("heart", 0, 0)}, // none there: a new one
		// "the top title" says which (it was sent to the middle of the frame)
		{"make the top title bigger", both(scaleIs("Summer 2024", 1.5), textAt("Summer 2024", 0, -453.6))},
		{"agrandá el título y ponelo abajo", both(scaleIs("Summer 2024", 1.5), textIs("Summer 2024", 0, 3, "bottom", ""))},
		// "más baja" of a sound is its volume (another copy of the song was added)
		{"poné la canción más baja", volumeIs("song.mp3", 0.5)},
		{"el título en la esquina", nil}, // which corner (it went to the top right)
		// a text moved to the end ends with the video (it ran 24-27 over black)
		{"mové el título al final", both(timesIs("Summer 2024", "21-24"), durIs(24))},
		{"move the title to the end", both(timesIs("Summer 2024", "21-24"), durIs(24))},
		{"poné el título al final del video", both(timesIs("Summer 2024", "21-24"), durIs(24))},
	},
}

// eighthSessionInterviewCases run on the interview project.
var eighthSessionInterviewCases = map[string][]vcase{
	"seen wrong": {
		// the city clip in or out? (6s-28s was cut)
		{"delete from the b-roll to the city clip", nil},
		{"delete from the first clip to the second clip", durIs(0)},
		{"mute the first 3 seconds of the city clip", both(volumesAre("city.mp4", 0, 1), volumeIs("music.mp3", 0.8))},
		{"trim the b-roll 1 second", timesIs("broll.mp4", "6-9")},
		{"undo the logo", both(countIs(timeline.ElementImage, 0), volumeIs("music.mp3", 0.8))}, // the last change was the music's volume
		{"undo the last change", volumeIs("music.mp3", 1)},
	},
}

func TestEighthSessionRequests(t *testing.T) {
	runFixtureTable(t, "eighth-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, eighthSessionCases)
	runFixtureTable(t, "eighth-session trip table", tripFixture, eighthSessionTripCases)
	runFixtureTable(t, "eighth-session interview table", func(t *testing.T) *videotools.Editor { return interviewFixture(t) }, eighthSessionInterviewCases)
}

func runFixtureTable(t *testing.T, name string, fixture func(*testing.T) *videotools.Editor, table map[string][]vcase) {
	t.Helper()
	pass, total := 0, 0
	for category, cases := range table {
		for _, tc := range cases {
			total++
			if ok, why := runCase(t, fixture(t), tc); ok {
				pass++
			} else {
				t.Errorf("%s: %q: %s", category, tc.prompt, why)
			}
		}
	}
	t.Logf("%s: %d/%d", name, pass, total)
}

// checkRepliesHave plans each prompt on a fresh workshop project and wants
// its reply to say the text given for it.
func checkRepliesHave(t *testing.T, replies map[string]string) {
	t.Helper()
	for prompt, want := range replies {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if !plan.OK() || !strings.Contains(plan.Reply, want) {
			t.Errorf("%q: %s, want %q", prompt, plan.Reply, want)
		}
	}
}

// TestNudgeRepliesSayTheMove: a move by a distance says the distance ("Placed
// right" was said of a 20 px move).
func TestNudgeRepliesSayTheMove(t *testing.T) {
	for prompt, want := range map[string]string{
		"move the logo 20 px right":          "Moved logo.png (e12) 20 px right.",
		"subí el logo 30 px":                 "Moved logo.png (e12) 30 px up.",
		"move the logo a little to the left": "Moved logo.png (e12) a little left (a tenth of the frame).",
		// what a removal over a span took, not only the span ("Removed 0s–92s.")
		"quitale el logo al video": "Removed logo.png (e12) from 0s–92s.",
	} {
		plan := BasicVideo(context.Background(), prompt, workshopFixture(t))
		if !plan.OK() || plan.Reply != want {
			t.Errorf("%q: %s, want %q", prompt, plan.Reply, want)
		}
	}
}

// stickerTimes checks the start-end of every sticker of an id, sorted.
func stickerTimes(id, want string) check {
	return func(p *timeline.Project) string {
		if g := spansOf(p, func(e *timeline.Element) bool { return e.Sticker != nil && e.Sticker.StickerID == id }, false); g != want {
			return fmt.Sprintf("%s stickers at %q, want %q", id, g, want)
		}
		return ""
	}
}

// stickerHidden checks every sticker of an id is hidden.
func stickerHidden(id string) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		}) {
			if !e.Hidden {
				return id + " sticker not hidden"
			}
		}
		return ""
	}
}

// stickerVisual checks the look of every sticker of an id.
func stickerVisual(id string, ok func(v *timeline.Visual) string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Sticker != nil && e.Sticker.StickerID == id
		})
		if len(es) == 0 {
			return "no " + id + " sticker"
		}
		for _, e := range es {
			if r := ok(e.Visual); r != "" {
				return id + ": " + r
			}
		}
		return ""
	}
}

// stickerAt checks where every sticker of an id is.
func stickerAt(id string, x, y float64) check {
	return stickerVisual(id, func(v *timeline.Visual) string {
		if !near(v.X, x) || !near(v.Y, y) {
			return fmt.Sprintf("at (%v,%v), want (%v,%v)", v.X, v.Y, x, y)
		}
		return ""
	})
}

// textAt checks where a text's anchor is.
func textAt(content string, x, y float64) check {
	return visualOf(content, func(e *timeline.Element) string {
		if !near(e.Visual.X, x) || !near(e.Visual.Y, y) {
			return fmt.Sprintf("at (%v,%v), want (%v,%v)", e.Visual.X, e.Visual.Y, x, y)
		}
		return ""
	})
}

// addTestAsset imports a media file into a test project the way the
// importer would record it (a video at 30 fps), without the file.
func addTestAsset(p *timeline.Project, name string, typ timeline.AssetType, dur float64, w, h int, audio bool) {
	a := timeline.Asset{ID: p.NewID("a"), Name: name, Type: typ, Path: "/media/" + name,
		Duration: timeline.FromSeconds(dur), Width: w, Height: h, HasAudio: audio, HasVideo: typ != timeline.AssetAudio}
	if typ == timeline.AssetVideo {
		a.FPS = timeline.Rational{Num: 30, Den: 1}
	}
	p.Assets = append(p.Assets, a)
}

// testCall is one tool call a test fixture is built with; an "elementId"
// may name the asset of the element (the first element of it).
type testCall struct {
	tool string
	in   map[string]any
}

// playCalls builds a fixture: each call through the real tools, in order.
func playCalls(t testing.TB, name string, ed *videotools.Editor, calls []testCall) {
	t.Helper()
	for _, c := range calls {
		if el, ok := c.in["elementId"].(string); ok {
			c.in["elementId"] = firstElementOf(ed, el)
		}
		b, _ := json.Marshal(c.in)
		if _, err := tools().Call(context.Background(), ed, c.tool, b); err != nil {
			t.Fatalf("%s fixture %s %s: %v", name, c.tool, b, err)
		}
	}
}

// firstElementOf: the id of the first element of an asset, or the name as
// given (an element id already).
func firstElementOf(ed *videotools.Editor, asset string) string {
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			if e.Name == asset {
				return e.ID
			}
		}
	}
	return asset
}
