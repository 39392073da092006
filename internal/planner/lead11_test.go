package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// eleventhSessionCases run on the workshop project (found by the lead in
// the eleventh session). A nil check wants a question or a refusal.
var eleventhSessionCases = map[string][]vcase{
	"range": {
		// that much off each end (everything after 5 s was removed, or only
		// the last 3 s)
		{"trim 5 seconds off both ends", both(durIs(82), mainIs("interview:0-65 broll-city:65-77 broll-kitchen:77-82"))},
		{"cut 3 seconds from each end", durIs(86)},
		{"recortá 2 segundos de cada punta", durIs(88)},
		// everything after a thing goes (it was split there)
		{"cut everything after the interview", both(durIs(70), mainIs("interview:0-70"))},
		{"cortá todo lo que viene después de la entrevista", both(durIs(70), mainIs("interview:0-70"))},
	},
	"reference": {
		// a text put on a picture goes where the picture is, as a sticker
		// does: the logo is in the top right corner (the text went to the
		// bottom of the frame)
		{"add 'hola' over the logo", both(textIs("hola", 2, 10, "top", ""), textSide("hola", "right"))},
		{"poné \"hola\" sobre el logo", both(textIs("hola", 2, 10, "top", ""), textSide("hola", "right"))},
		{"add the text \"hola\" on the logo", both(textIs("hola", 2, 10, "top", ""), textSide("hola", "right"))},
		// when, not where: the default place
		{"add \"hola\" while the logo shows", both(textIs("hola", 2, 10, "bottom", ""), textSide("hola", "center"))},
		// a picture that fills the frame has no place of its own
		{"add 'hola' over the interview", both(textIs("hola", 0, 70, "bottom", ""), textSide("hola", "center"))},
	},
	"sticker": {
		// a sticker there turned into another: the new one where and when
		// it was (a second heart was added for the whole video, or
		// "replace" looked for a text)
		{"make the heart a star", both(stickerTimes("star", "6-9"), stickerPosIs("star", "bottom-right"), countIs(timeline.ElementSticker, 1))},
		{"change the heart to a thumbs up", both(stickerTimes("thumbs-up", "6-9"), countIs(timeline.ElementSticker, 1))},
		{"replace the heart with a fire emoji", both(stickerTimes("fire", "6-9"), countIs(timeline.ElementSticker, 1))},
		{"cambiá el corazón por una estrella", both(stickerTimes("star", "6-9"), countIs(timeline.ElementSticker, 1))},
		{"swap the heart for a star", both(stickerTimes("star", "6-9"), countIs(timeline.ElementSticker, 1))},
	},
	"audio": {
		// "10% quieter" is 10 points down from where it is (it was set to 10%)
		{"make the music 10% quieter", volumeIs("music.mp3", 0.7)},
		{"hacé la música un 10% más baja", volumeIs("music.mp3", 0.7)},
		{"make the music 20% louder", volumeIs("music.mp3", 1)},
	},
	"text": {
		// a size and a style said together: both (the style was dropped)
		// "it" after a clause that acted on a text is that text (the colour
		// was refused)
		{"change the welcome text to \"Hola\" and make it red", textColorIs("Hola", "#ff0000")},
		{"change the welcome text to \"Hola\" and make it red and bigger", both(textColorIs("Hola", "#ff0000"), bigger("Hola"))},
		{"add \"Hi\" at the top and make it yellow", textColorIs("Hi", "#ffe600")},
		{"make the label bigger and bold", both(textIs("Ana Pérez · Head Baker", 5, 9, "", "hook"), visualOf("Ana Pérez · Head Baker", func(e *timeline.Element) string {
			if e.Visual.Scale <= 1 {
				return fmt.Sprintf("scale %v, want bigger", e.Visual.Scale)
			}
			return ""
		}))},
	},
	"element": {
		// a nudge is small by itself: a tenth of the frame (it went to the
		// left edge)
		{"nudge the logo left", logoAt(785-192, -365)},
		{"nudge the logo up", logoAt(785, -405)}, // i13v21: a step stops at the frame's edge (it was -473, out of the frame)
		{"make the logo end 2 seconds earlier", timesIs("logo.png", "2-8")},
		{"que el logo termine un segundo antes", timesIs("logo.png", "2-9")},
		// kept on "5 more seconds": that much longer (the video was cut to
		// the logo's 2–10 s; the logo was moved to 5 s)
		{"keep the logo on screen 5 more seconds", both(timesIs("logo.png", "2-15"), durIs(92))},
		{"keep the logo 5 more seconds", both(timesIs("logo.png", "2-15"), durIs(92))},
		{"dejá el logo 5 segundos más", both(timesIs("logo.png", "2-15"), durIs(92))},
		{"dejá solo la parte del logo", durIs(8)},
		// a thing moved near the end shows until the video ends (it ran past
		// it: the video grew with black under it)
		{"put the thanks text 3 seconds before the end", both(timesIs("Thanks for watching!", "89-92"), durIs(92))},
		{"poné el texto de gracias 2 segundos antes del final", both(timesIs("Thanks for watching!", "90-92"), durIs(92))},
		{"put the heart 2 seconds before the end", both(stickerTimes("heart", "90-92"), durIs(92))},
		{"move the logo to 88", both(timesIs("logo.png", "88-92"), durIs(92))},
		// a list with commas: the verb goes to every item (the vignette
		// after "the" was read as a verb, a clause of its own with none)
		{"delete the heart, the logo and the vignette", both(countIs(timeline.ElementSticker, 0), countIs(timeline.ElementEffect, 0), timesIs("logo.png", ""))},
	},
	"ambiguous": {
		// "where it was" with nothing moved before it in the request (the
		// logo was stretched over the whole video, or moved to 92 s)
		{"put the logo back where it was", nil},
		{"move the logo back to where it was", nil},
		{"devolvé el logo a donde estaba", nil},
		// "keep the logo" keeps it; cutting the video to its time is asked
		// with "only" (the video was cut to 2–10 s)
		{"keep the logo", nil},
		// one clause, two opposite places (the logo went to the top right
		// for the first 10 seconds); "from the left to the right" is a move
		{"put the logo in the top left for the first 10 seconds then in the top right", nil},
		{"put the logo on the left and then on the right", nil},
		{"mové el logo de la izquierda a la derecha", logoAt(785, -365)}, // i13v21: already nearer that edge than the spot, it stays (it went 14 px left, to the spot)
		// a video added where the main track is taken, with no length: over
		// the rest for its whole 75 s, the video grew past its end (to 145 s);
		// said after a clip of the main track it goes into their order, what
		// follows moving later (i13qu)
		{"add the guest cam after the interview", both(timesIs("guest-cam.mp4", "70-145"), timesIs("broll-city.mp4", "145-157"))},
		{"insert the guest cam at 30", nil},
		{"add the guest cam at 30 for 5 seconds", both(timesIs("guest-cam.mp4", "30-35"), durIs(92))},
		// a part of the video asked to last some time: which end gives is
		// the user's call (the whole video was ended at 20 s)
		{"split the interview at 30 and make the second part 20 seconds long", nil},
		{"partí la entrevista en el 30 y hacé que la segunda parte dure 20 segundos", nil},
	},
}

// bigger checks that a text or picture was scaled up.
func bigger(name string) check {
	return visualOf(name, func(e *timeline.Element) string {
		if e.Visual.Scale <= 1 {
			return fmt.Sprintf("scale %v, want bigger", e.Visual.Scale)
		}
		return ""
	})
}

// textSide checks which side of the frame a text's anchor is on.
func textSide(content, side string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), content)
		}
		got := "center"
		switch x := es[0].Visual.X; {
		case x > float64(p.Settings.Width)/6:
			got = "right"
		case x < -float64(p.Settings.Width)/6:
			got = "left"
		}
		if got != side {
			return fmt.Sprintf("text %q on the %s (x %g), want %s", content, got, es[0].Visual.X, side)
		}
		return ""
	}
}

// eleventhSessionTripCases run on the trip project.
var eleventhSessionTripCases = map[string][]vcase{
	"reference": {
		// the video starts at 5: what comes before goes (everything after
		// 5 s was removed)
		{"make the video start at 5", both(durIs(19), mainIs("beach:0-19"))},
		{"start the video at 5", both(durIs(19), mainIs("beach:0-19"))},
		{"hacé que el video arranque en el segundo 3", both(durIs(21), mainIs("beach:0-21"))},
		// the thing "over" leads to is where it goes, not a second thing to
		// move (both were "moved to 0s" and nothing changed)
		{"put the title over the beach at the end", both(textIs("Summer 2024", 21, 24, "top", ""), mainIs("beach:0-24"))},
		{"poné el título sobre la playa al final", both(textIs("Summer 2024", 21, 24, "top", ""), mainIs("beach:0-24"))},
	},
	"element": {
		// "end 2 seconds earlier": by that much from where it ends (it
		// ended at 2 s)
		{"que la musica termine 2 segundos antes", timesIs("song.mp3", "0-22")},
		{"make the music end 2 seconds earlier", timesIs("song.mp3", "0-22")},
		{"make the title end a second later", timesIs("Summer 2024", "0-4")},
		{"make the title end 5 seconds earlier", nil}, // it lasts 3 s
		// a text added "instead" of the one removed takes its place and
		// style, as "a new one" did (it went to the bottom)
		{"remove the title and add \"Verano\" instead", both(textIs("Verano", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"borrá el título y poné \"Verano\" en su lugar", both(textIs("Verano", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"delete the title and add \"Verano\" at the bottom instead", textIs("Verano", 0, 3, "bottom", "")},
		// new words "instead of", "en vez de", "en lugar de" a text are that
		// text's words (a second title was added over it, or refused)
		{"put \"verano\" instead of the title", both(textIs("verano", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"pone \"verano\" en vez del titulo", both(textIs("verano", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"pone \"verano\" en lugar del titulo", both(textIs("verano", 0, 3, "top", ""), countIs(timeline.ElementText, 1))},
		{"make the song start at 3", timesIs("song.mp3", "3-24")},
	},
}

func TestEleventhSessionTripCases(t *testing.T) {
	runFixtureTable(t, "eleventh-session trip table", func(t *testing.T) *videotools.Editor { return tripFixture(t) }, eleventhSessionTripCases)
}

func TestEleventhSessionCases(t *testing.T) {
	runFixtureTable(t, "eleventh-session workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, eleventhSessionCases)
}

// eleventhSessionInterviewCases run on the interview project.
var eleventhSessionInterviewCases = map[string][]vcase{
	"element": {
		// "bring it back" after hiding it shows it there, as "show it" does
		// (it was moved hidden: never seen again)
		{"hide the b-roll and then bring it back at 8", both(hiddenIs("broll.mp4", false), timesIs("broll.mp4", "8-12"))},
		{"hide the logo and bring it back at the end", hiddenIs("logo.png", false)},
		// another thing's length, where it is (it was moved to the logo's
		// time); "as long as the logo" stays "while the logo shows"
		{"que el b-roll dure lo mismo que el logo", timesIs("broll.mp4", "6-10")},
		{"make the b-roll the same length as the logo", timesIs("broll.mp4", "6-10")},
		{"que el b-roll dure tanto como el intro", timesIs("broll.mp4", "6-9")},
		// a new thing put on a clip "for 3 seconds" starts when the clip
		// does (it started at 0)
		{"add a title \"Part 2\" over the city clip for 3 seconds", textIs("Part 2", 20, 23, "", "")},
		{"poné \"Parte 2\" sobre la ciudad por 3 segundos", textIs("Parte 2", 20, 23, "", "")},
		{"put a heart on the city clip for 2 seconds", timesIsSticker(20, 22)},
		{"add a blur over the city clip for 3 seconds", effectsAt("blur", "20-23")},
	},
}

func TestEleventhSessionInterviewCases(t *testing.T) {
	runInterviewTable(t, "eleventh-session interview table", eleventhSessionInterviewCases)
}
