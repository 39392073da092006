package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// moreNewUserCases were written for the fifth session of issue 13, on the
// interview project (interviewFixture), for the kinds of request the
// held-out aggregate showed weakest (references, element edits, ranges,
// text places, stickers, multi-part), in English and Spanish as people
// type them. Not tuned on any held-out request (none was read).
var moreNewUserCases = map[string][]vcase{
	"reference": {
		{"que el subtitulo arranque cuando termina el logo", timesIs("hello everyone", "4-7")},
		{"make the subtitle start when the logo ends", timesIs("hello everyone", "4-7")},
		{"end the music when the interview ends", timesIs("music.mp3", "0-20")},
		{"que la musica termine cuando termina la entrevista", timesIs("music.mp3", "0-20")},
		{"add a star 3 seconds before the end", stickerIs("star", "top-right", 25, 28)},
		{"poné una estrella 3 segundos antes del final", stickerIs("star", "top-right", 25, 28)},
		{`add "Bye" 4 seconds before the end`, textIs("Bye", 24, 28, "", "")},
		{"blur the video from the moment the logo disappears", effectIs("blur", 4, 28, "", 0)},
		{"blur everything from when the logo disappears", effectIs("blur", 4, 28, "", 0)},
		{"sepia desde que desaparece el logo hasta que empieza el b-roll", effectIs("sepia", 4, 6, "", 0)},
		{"black and white from when the subtitle starts until the b-roll ends", effectIs("grayscale", 3, 10, "", 0)},
		{"que el logo desaparezca cuando empieza el subtítulo", timesIs("logo.png", "0-3")},
		// a time said first, before a comma, is the next clause's
		{"during the subtitle, add a heart", stickerIs("heart", "top-right", 3, 6)},
		{"durante el b-roll, poné una estrella", stickerIs("star", "top-right", 6, 10)},
		{"after the logo, put a star", stickerIs("star", "top-right", 4, 9)},
		{`a los 5 segundos, agregá un título "Hola"`, textIs("Hola", 5, 10, "center", "")},
		{`at the end, add a text "Bye"`, textIs("Bye", 23, 28, "", "")},
	},
	"effect": {
		{"blur the end of the interview", effectIs("blur", 15, 20, "", 0)},
		{"ponele sepia al final de la entrevista", effectIs("sepia", 15, 20, "", 0)},
		{"sepia at the beginning of the city clip", effectIs("sepia", 20, 24, "", 0)},
		{"ponele un desenfoque suave al b-roll", both(effectIs("blur", 6, 10, "", 0), countIs(timeline.ElementEffect, 1))},
		{"la entrevista se ve muy oscura", effectIs("brightness-contrast", 0, 20, "brightness", 30)},
		{"the interview is underexposed", effectIs("brightness-contrast", 0, 20, "brightness", 30)},
		{"the city clip looks washed out", effectIs("saturation", 20, 28, "amount", 50)},
		{"the city clip looks way too bright", effectIs("brightness-contrast", 20, 28, "brightness", -30)},
		{"add some grain", nil},
		{"mute the b-roll and make it black and white", both(mutedIs("broll.mp4", true), effectIs("grayscale", 6, 10, "", 0))},
		{"silenciá el b-roll y ponelo en blanco y negro", both(mutedIs("broll.mp4", true), effectIs("grayscale", 6, 10, "", 0))},
	},
	"range": {
		{"split the logo at 2", both(timesIs("logo.png", "0-2 2-4"), mainIs("interview:0-20 city:20-28"), timesIs("music.mp3", "0-28"), tracksAre(4))},
		{"dividí el logo en el segundo 2", both(timesIs("logo.png", "0-2 2-4"), timesIs("Intro", "0-3"))},
		{"split the interview at 10", both(mainIs("interview:0-10 interview:10-20 city:20-28"), piecesAre("interview.mp4", "0-10@0 10-20@10"), timesIs("music.mp3", "0-28"), tracksAre(4))},
		{"split the music at 10 and 20", both(timesIs("music.mp3", "0-10 10-20 20-28"), piecesAre("music.mp3", "0-10@0 10-20@10 20-28@20"), mainIs("interview:0-20 city:20-28"))},
		{"split the interview at 10 and delete the second part", mainIs("interview:0-10 city:10-18")},
		{"split the logo at 10", nil},
		{"remove the logo from the city clip", nil}, // it does not show then: said, not a deletion of the clip
		{"sacá la música del clip de la ciudad", both(timesIs("music.mp3", "0-20"), mainIs("interview:0-20 city:20-28"))},
		{"remove the music from 10 on", both(piecesAre("music.mp3", "0-10@0"), mainIs("interview:0-20 city:20-28"))},
		{"remove the music during the b-roll", both(piecesAre("music.mp3", "0-6@0 10-28@10"), mainIs("interview:0-20 city:20-28"), timesIs("logo.png", "0-4"))},
		{"borrá la música en los últimos 5 segundos", both(timesIs("music.mp3", "0-23"), timesIs("Thanks for watching", "24-28"))},
		{"remove the logo from the interview", countIs(timeline.ElementImage, 0)},
	},
	"audio": {
		{"quitale el sonido a la entrevista", both(mutedIs("interview.mp4", true), durIs(28), mutedIs("music.mp3", false))},
		{"sacale el audio al b-roll", both(mutedIs("broll.mp4", true), countIs(timeline.ElementVideo, 3))},
		{"quitá el sonido del clip de la ciudad", both(mutedIs("city.mp4", true), durIs(28))},
		{"remove the sound from the interview", both(mutedIs("interview.mp4", true), durIs(28))},
	},
	"timing": {
		{"acortá la entrevista 5 segundos", mainIs("interview:0-15 city:20-28")},
		{"shorten the interview by 5 seconds", mainIs("interview:0-15 city:20-28")},
		{"alargá el logo 3 segundos", timesIs("logo.png", "0-7")},
		{"extend the logo 3 seconds", timesIs("logo.png", "0-7")},
		{"trim the city clip to 5 seconds", mainIs("interview:0-20 city:20-25")},
		{"acortá el clip de la ciudad a 5 segundos", mainIs("interview:0-20 city:20-25")},
		{"shorten the subtitle to 2 seconds", timesIs("hello everyone", "3-5")},
		{"make the logo disappear after 2 seconds", timesIs("logo.png", "0-2")},
		{"que el logo desaparezca a los 2 segundos", timesIs("logo.png", "0-2")},
		{"show the logo only for the first 2 seconds", timesIs("logo.png", "0-2")},
		// it ends with the video: run past it, the video grew by 2 s of black
		{"delay the music by 2 seconds", both(timesIs("music.mp3", "2-28"), durIs(28))},
		{"retrasá la música 2 segundos", both(timesIs("music.mp3", "2-28"), durIs(28))},
		{"atrasá el subtítulo un segundo", timesIs("hello everyone", "4-7")},
		{"adelantá el subtítulo 1 segundo", timesIs("hello everyone", "2-5")},
		{"mostrá el logo solo los primeros 2 segundos", timesIs("logo.png", "0-2")},
	},
	"sticker": {
		// beside the subtitle: at its edge of the frame (the sticker corner, top right, was taken)
		{"add a star sticker next to the subtitle", stickerIs("star", "bottom-right", 3, 6)},
		{"poné un corazón al lado del subtítulo", stickerIs("heart", "bottom-right", 3, 6)},
		{"add a heart on the intro title", stickerIs("heart", "top-right", 0, 3)},
		{"add 3 hearts", both(countIs(timeline.ElementSticker, 3), stickersAt("bottom-right top-left top-right"))},
		{"poné 3 estrellas", both(countIs(timeline.ElementSticker, 3), stickersAt("bottom-right top-left top-right"))},
		{"agregá dos corazones en el segundo 5", both(countIs(timeline.ElementSticker, 2), timesIs("Heart", "5-10 5-10"), stickersAt("top-left top-right"))},
		{"add 3 hearts in the bottom left", nil},
		{"add 10 stars", nil},
		// "where it was", "in its place": the time of what the clause before removed
		{"sacá el logo y poné una estrella en su lugar", both(countIs(timeline.ElementImage, 0), stickerIs("star", "top-right", 0, 4))},
		{"remove the logo and put a heart in its place", both(countIs(timeline.ElementImage, 0), stickerIs("heart", "top-right", 0, 4))},
		{"remove the logo then put a star where it was", both(countIs(timeline.ElementImage, 0), stickerIs("star", "top-right", 0, 4))},
		{`delete the subtitle and add a text "Hi" in its place`, both(timesIs("hello everyone", ""), textIs("Hi", 3, 6, "", ""))},
		{`borrá el subtítulo y poné "Hola" donde estaba`, both(timesIs("hello everyone", ""), textIs("Hola", 3, 6, "", ""))},
	},
	"element more": {
		{"make the logo twice as big", scaleIs("logo.png", 2)},
		{"mueve el logo a la esquina inferior izquierda", cornerIs("logo.png", -1, 1)},
		{"haz el logo mas pequeño y ponlo arriba", both(scaleIs("logo.png", 0.6), visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.Y >= 0 {
				return fmt.Sprintf("at y %v, want the top", e.Visual.Y)
			}
			return ""
		}))},
		{"haz el video mas brillante", effectIs("brightness-contrast", 0, 28, "brightness", 30)},
		{"hacé el logo el doble de grande", scaleIs("logo.png", 2)},
		{"put the logo in the bottom right for the whole video", both(cornerIs("logo.png", 1, 1), timesIs("logo.png", "0-28"))},
		{"put the b-roll in the top right corner as picture in picture", both(cornerIs("broll.mp4", 1, -1), countIs(timeline.ElementVideo, 3))},
		{"make the b-roll a picture in picture in the top left", both(cornerIs("broll.mp4", -1, -1), countIs(timeline.ElementVideo, 3))},
		{"set the interview volume to 150%", nil},
	},
	"text": {
		{`add a text "Hello" in the top left`, both(textIs("Hello", 0, 5, "top", ""), sideIs("Hello", -1, -1))},
		{`poné un texto "Hola" arriba a la izquierda`, both(textIs("Hola", 0, 5, "top", ""), sideIs("Hola", -1, -1))},
		{`add the text "Subscribe" in the bottom right corner`, both(textIs("Subscribe", 0, 5, "bottom", ""), sideIs("Subscribe", 1, 1))},
		{"put the subtitle on the left", both(textIs("hello everyone", 3, 6, "bottom", "subtitle"), sideIs("hello everyone", -1, 1))},
		{"move the intro title to the right", both(textIs("Intro", 0, 3, "top", ""), sideIs("Intro", 1, -1))},
		{"poné el título de intro a la derecha", both(textIs("Intro", 0, 3, "top", ""), sideIs("Intro", 1, -1))},
		{"mové el subtítulo abajo a la izquierda", both(textIs("hello everyone", 3, 6, "bottom", "subtitle"), sideIs("hello everyone", -1, 1))},
		{`add a title "Hi" on the left side`, both(textIs("Hi", 0, 5, "center", ""), sideIs("Hi", -1, 0))},
		{`poné un título al principio que diga "Mi viaje"`, textIs("Mi viaje", 0, 5, "center", "")},
		{`add a title at the beginning that says "My trip"`, textIs("My trip", 0, 5, "center", "")},
		{`put "LIVE" in the corner`, both(textIs("LIVE", 0, 5, "top", ""), sideIs("LIVE", 1, -1))},
		{`agregá el texto "EN VIVO" en la esquina`, both(textIs("EN VIVO", 0, 5, "top", ""), sideIs("EN VIVO", 1, -1))},
		{`type "hello" on the screen`, textIs("hello", 0, 5, "", "")},
		{"swap the intro title and the subtitle", nil},
		{"move the subtitle to the top", both(textIs("hello everyone", 3, 6, "top", "subtitle"), sideIs("hello everyone", 0, -1))},
	},
	"element": {
		{"move the logo a bit to the right", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.X <= 0 || e.Visual.X > 200 || e.Visual.Y != 0 || e.Visual.Scale != 1 {
				return fmt.Sprintf("at (%v,%v) scale %v, want a little right of the centre", e.Visual.X, e.Visual.Y, e.Visual.Scale)
			}
			return ""
		})},
		{"mové el logo un poco más arriba", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.Y >= 0 || e.Visual.X != 0 {
				return fmt.Sprintf("at (%v,%v), want a little above the centre", e.Visual.X, e.Visual.Y)
			}
			return ""
		})},
		{"move the logo to the left", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.X >= 0 || e.Visual.Scale >= 1 {
				return fmt.Sprintf("at (%v,%v) scale %v, want it at the left, smaller than the frame", e.Visual.X, e.Visual.Y, e.Visual.Scale)
			}
			return ""
		})},
		{"poné el logo a la izquierda", visualOf("logo.png", func(e *timeline.Element) string {
			if e.Visual.X >= 0 {
				return fmt.Sprintf("at (%v,%v), want it at the left", e.Visual.X, e.Visual.Y)
			}
			return ""
		})},
	},
}

// morePhotoCases: layer names and the layer stack, fifth session.
var morePhotoCases = []ppcase{
	{`rename the logo layer to "Brand"`, "layers.select layers.rename", []string{"layers.rename:name=Brand"}},
	{`renombrá la capa logo a "Marca"`, "layers.select layers.rename", []string{"layers.rename:name=Marca"}},
	// the text is on top already: "bring the text layer to the front" says so (i13vp)
	{"send the text layer to the back", "layers.select layers.move", []string{"layers.move:direction=bottom"}},
	{"send the logo to the back", "layers.select layers.move", []string{"layers.move:direction=bottom"}},
	{"mové la capa del logo arriba de todo", "layers.select layers.move", []string{"layers.move:direction=top"}},
	{"traé el logo al frente", "layers.select layers.move", []string{"layers.move:direction=top"}},
	{"move the text to the top left", "text.update", []string{"text.update:align=left", "text.update:x<20", "text.update:y<30"}},
	{"put the title on the right", "text.update", []string{"text.update:align=right", "text.update:x>100"}},
	{`add a title "Hi" in the bottom right corner`, "text.add", []string{"text.add:align=right", "text.add:position=bottom", "text.add:x>100"}},
	{"poné el título abajo a la izquierda", "text.update", []string{"text.update:align=left", "text.update:y>90"}},
}

func TestMoreNewUserPhotoRequests(t *testing.T) { runPhotoTable(t, morePhotoCases) }

// stickersAt checks the places of every sticker, sorted.
func stickersAt(want string) check {
	return func(p *timeline.Project) string {
		var got []string
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil }) {
			got = append(got, e.Sticker.Position)
		}
		sort.Strings(got)
		if g := strings.Join(got, " "); g != want {
			return fmt.Sprintf("stickers at %q, want %q", g, want)
		}
		return ""
	}
}

// sideIs checks which side of the frame's centre a text sits on: sx and
// sy are -1 (left/top), 0 (centred on that axis) or 1.
func sideIs(content string, sx, sy float64) check {
	return visualOf(content, func(e *timeline.Element) string {
		sign := func(v float64) float64 {
			switch {
			case v < -1:
				return -1
			case v > 1:
				return 1
			}
			return 0
		}
		if sign(e.Visual.X) != sx || sign(e.Visual.Y) != sy {
			return fmt.Sprintf("at (%v,%v), want side (%v,%v)", e.Visual.X, e.Visual.Y, sx, sy)
		}
		return ""
	})
}

// TestMoreNewUserRequests runs the table like TestNewUserRequests.
func TestMoreNewUserRequests(t *testing.T) {
	runInterviewTable(t, "fifth-session table", moreNewUserCases)
}

// TestStackOrder: "bring the logo to the front" moves it onto the
// highest overlay track with room (a second overlay track holds a piece
// of the b-roll at 7-9); already in front, or no room, is said, not done.
func TestStackOrder(t *testing.T) {
	twoOverlays := func(t *testing.T) *videotools.Editor {
		ed := interviewFixture(t)
		if _, err := tools().Call(context.Background(), ed, "add_media_to_timeline",
			json.RawMessage(`{"assetId":"broll.mp4","startTime":7,"trackType":"overlay","duration":2}`)); err != nil {
			t.Fatal(err)
		}
		return ed
	}
	onTrack := func(name string, index int) check {
		return func(p *timeline.Project) string {
			for i, tr := range p.Tracks {
				for _, e := range tr.Elements {
					if e.Name == name && i != index {
						return fmt.Sprintf("%s on track %d, want %d", name, i, index)
					}
				}
			}
			return ""
		}
	}
	for _, tc := range []vcase{
		{"bring the logo to the front", both(onTrack("logo.png", 4), timesIs("logo.png", "0-4"))},
		{"traé el logo al frente", onTrack("logo.png", 4)},
		{"put the logo on top of everything", onTrack("logo.png", 4)},
		{"send the b-roll to the back", nil}, // two b-roll pieces: which one?
	} {
		if ok, why := runCase(t, twoOverlays(t), tc); !ok {
			t.Errorf("%q: %s", tc.prompt, why)
		}
	}
	for _, prompt := range []string{"bring the logo to the front", "send the logo to the back"} {
		if ok, why := runCase(t, interviewFixture(t), vcase{prompt, nil}); !ok {
			t.Errorf("%q on one overlay track: %s", prompt, why)
		}
	}
}

// piecesAre checks each piece of an asset's timing and where in its source
// it starts ("0-10@0 10-20@10": a split keeps the picture continuous).
func piecesAre(name, want string) check {
	return func(p *timeline.Project) string {
		if g := spansOf(p, func(e *timeline.Element) bool { return e.Name == name }, true); g != want {
			return fmt.Sprintf("%s pieces %q, want %q", name, g, want)
		}
		return ""
	}
}

// spansOf lists the elements keep picks as sorted "start-end" spans,
// with "@trimStart" when withTrim is set.
func spansOf(p *timeline.Project, keep func(*timeline.Element) bool, withTrim bool) string {
	var got []string
	for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return keep(e) }) {
		s := fmt.Sprintf("%g-%g", e.Start.Seconds(), e.End().Seconds())
		if withTrim {
			s += fmt.Sprintf("@%g", e.TrimStart.Seconds())
		}
		got = append(got, s)
	}
	sort.Strings(got)
	return strings.Join(got, " ")
}

// tracksAre checks the number of tracks (an edit leaves no empty track
// behind).
func tracksAre(n int) check {
	return func(p *timeline.Project) string {
		if len(p.Tracks) != n {
			var ks []string
			for _, t := range p.Tracks {
				ks = append(ks, fmt.Sprintf("%s:%d", t.Kind, len(t.Elements)))
			}
			return fmt.Sprintf("%d tracks (%s), want %d", len(p.Tracks), strings.Join(ks, " "), n)
		}
		return ""
	}
}
