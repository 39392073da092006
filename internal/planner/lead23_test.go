package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// lead23Cases run on the workshop project: the lead's own wording of the
// twenty-third session, with variants (none from a held-out set).
var lead23Cases = map[string][]vcase{
	// a level said the way a time is, after "less visible" (the logo was
	// moved to 30 s; "al 30%" took 30 points off)
	"level said as a time": {
		{"el logo que se vea menos, al 30", opacityIs("logo.png", 0.3)},
		{"make the logo less visible, at 40", opacityIs("logo.png", 0.4)},
		{"que el logo se vea menos, al 30%", opacityIs("logo.png", 0.3)},
		{"make the logo 20% less visible", opacityIs("logo.png", 0.8)}, // guard: a change by
		{"move the logo to 30", timesIs("logo.png", "30-38")},          // guard: a time
	},
	// "earlier" or "later" and then where to: the place, not how far (the
	// logo went 1 s before where it was)
	"the way, then where to": {
		{"que el logo aparezca un poco antes, a los 1", timesIs("logo.png", "1-9")},
		{"the logo should show up a bit earlier, at 1.5", timesIs("logo.png", "1.5-9.5")},
		{"que el corazón aparezca más tarde, a los 8", stickerStartsAt("heart", 8)},
		{"move the logo 1 second earlier", timesIs("logo.png", "1-9")}, // guard: how far
		{"move the heart 2 seconds later", stickerStartsAt("heart", 8)},
	},
	// how the thing is, said after the edit: an aside ("there is no
	// it's cheesy"; "would leave out ugly")
	"state aside after the edit": {
		{"delete the heart, it's ugly", countIs(timeline.ElementSticker, 0)},
		{"borrá el corazón, es horrible", countIs(timeline.ElementSticker, 0)},
		{"can we get rid of the logo, it's cheesy", timesIs("logo.png", "")},
		{"make the logo bigger, it's too small", scaleIs("logo.png", 0.375)}, // guard: a complaint stays
	},
	// the order is not a thing ("there is no the order")
	"the order of": {
		{"swap the order of the city and kitchen clips", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"invertí el orden del clip de la ciudad y el de la cocina", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
		{"change the order of the two b-roll clips", mainIs("interview:0-70 broll-kitchen:70-80 broll-city:80-92")},
	},
	// who talks, said after the verb ("would leave out habla, ella")
	"speaker after the verb": {
		{"bajá la música cuando habla ella", musicLowerOnly(0, 70, 0.8)},
		{"bajá la música mientras está hablando él", musicLowerOnly(0, 70, 0.8)},
	},
	// a length said roughly (the logo moved to 12 s; "say how long")
	"rough length": {
		{"make the logo last longer, like 12 seconds", timesIs("logo.png", "2-14")},
		{"make the logo show for around 12 seconds", timesIs("logo.png", "2-14")},
		{"make the logo stay longer, about 12 s", timesIs("logo.png", "2-14")},
		{"que el logo dure unos 12 segundos", timesIs("logo.png", "2-14")},
		{"que el logo dure más, unos 12 segundos", timesIs("logo.png", "2-14")}, // guard: as it was read
	},
	// gone for a stretch, kept around it (it ran 4–6 only, or was refused)
	"gone for a stretch": {
		{"the logo should go away from 4 to 6", timesIs("logo.png", "2-4 6-10")},
		{"que el logo desaparezca entre el 4 y el 6", timesIs("logo.png", "2-4 6-10")},
		{"hide the logo from 4 to 6", psHiddenIs("logo.png", "2-4 6-10", "4-6")}, // hidden, to show again
		{"make the music go away during the city clip", timesIs("music.mp3", "0-70 82-92")},
		{"que el logo desaparezca a los 6", timesIs("logo.png", "2-6")}, // guard: a moment is the end
		{"the logo should go away at 6", timesIs("logo.png", "2-6")},
		{"hide the interview from 4 to 6", nil}, // guard: a hole in the main track
	},
	// "last" the whole of a thing: while it runs (the clip was read as a
	// second thing to reorder)
	"last the whole thing": {
		{"make the logo last the whole city clip", timesIs("logo.png", "70-82")},
		{"make the logo last for the whole kitchen clip", timesIs("logo.png", "82-92")},
		{"que el logo dure toda la entrevista", timesIs("logo.png", "0-70")},
		{"make the logo last the whole video", timesIs("logo.png", "0-92")}, // guard: the video
	},
	// a reason that only says who hears or reads better ("would leave out
	// hear")
	"who hears": {
		{"lower the music during the interview so we hear her", musicLowerOnly(0, 70, 0.8)},
		{"bajá la música durante la entrevista para que la entiendan", musicLowerOnly(0, 70, 0.8)},
		{"lower the music so we can hear her better", volumeIs("music.mp3", 0.4)},
		{"lower the music so people can read the title", nil}, // guard: a thing named
	},
	// haste and ceremony are fillers ("would leave out asap", "kind")
	"haste and ceremony": {
		{"need the heart gone asap", countIs(timeline.ElementSticker, 0)},
		{"Would you be so kind as to make the logo a little larger? Thank you.", scaleIs("logo.png", 0.3)},
		{"would you mind deleting the heart", countIs(timeline.ElementSticker, 0)},
	},
	// a level said with no verb is not taken by a verb that sets none (the
	// music was deleted with the heart)
	"level after a verb that sets none": {
		{"need the heart gone and the music at 20%", both(countIs(timeline.ElementSticker, 0), volumeIs("music.mp3", 0.2))},
		{"borrá el logo y la música al 30%", both(timesIs("logo.png", ""), volumeIs("music.mp3", 0.3))},
		{"delete the heart and the music at 20%", both(countIs(timeline.ElementSticker, 0), volumeIs("music.mp3", 0.2))},
		{"mute the music and the interview at 50%", both(mutedTrackIs(timeline.TrackAudio, true), volumeIs("interview.mp4", 0.5))},
		{"delete the heart and the logo", both(countIs(timeline.ElementSticker, 0), timesIs("logo.png", ""))}, // guard
	},
	// "que arranque en el 10" after a trim is where the thing now starts,
	// now that "arranque" after a thing is the verb start (it was asked how
	// much to trim)
	"trim, then where it starts": {
		{"recortá la entrevista, que arranque en el segundo 10", mainIs("interview:10-70 broll-city:70-82 broll-kitchen:82-92")},
		// where it ends, as "para que termine en el 60" says (it took 60 s
		// off; then it was refused)
		{"recortá la entrevista, que termine en el 60", timesIs("interview.mp4", "0-60")},
	},
	// "el efecto de brillo" on a project with none is not a new darker look
	// (brightness -30 went over the whole video)
	"the effect named after its noun, none there": {
		{"quita el efecto de brillo", nil},
		{"sacá el efecto de brillo del principio", nil},
	},
}

func TestLead23Cases(t *testing.T) {
	runFixtureTable(t, "lead23", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, lead23Cases)
}

// brightWorkshop is the workshop with a brightness look on its first 8 s
// and a couple's names and a date as texts.
func brightWorkshop(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := workshopFixture(t)
	for _, c := range []struct{ tool, in string }{
		{"apply_effect", `{"effectType":"brightness-contrast","start":0,"end":8,"params":{"brightness":20}}`},
		{"add_text", `{"text":"Laura & Diego","start":20,"end":24,"position":"center"}`},
		{"add_text", `{"text":"12/10/2025","start":24,"end":28,"position":"bottom","style":"label"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatal(err)
		}
	}
	return ed
}

func TestLead23BrightCases(t *testing.T) {
	onlyVignette := both(countIs(timeline.ElementEffect, 1), effectIs("vignette", 70, 82, "", 0))
	runFixtureTable(t, "lead23 bright", brightWorkshop, map[string][]vcase{
		// which effect, said after the noun (brightness -30 went over the
		// whole video)
		"the effect named after its noun": {
			{"quita el efecto de brillo", onlyVignette},
			{"quitá el efecto de brillo del principio", onlyVignette},
			{"remove the brightness effect", onlyVignette},
			{"sacá el efecto de viñeta", both(countIs(timeline.ElementEffect, 1), effectIs("brightness-contrast", 0, 8, "", 0))},
		},
		// texts that say people's names (the date was made bigger; "the
		// names" moved every text)
		"names": {
			{"los nombres más grandes", both(scaleIs("Laura & Diego", 1.5), scaleIs("Ana Pérez · Head Baker", 1.5), scaleIs("12/10/2025", 1))},
			{"put the names at the top", both(textIs("Laura & Diego", 20, 24, "top", ""), textIs("12/10/2025", 24, 28, "bottom", "label"))},
			{"move the date to the top", both(textIs("12/10/2025", 24, 28, "top", "label"), textIs("Laura & Diego", 20, 24, "center", ""))},
		},
	})
}

// TestLead23NamesNoneThere: "the names" on a project whose texts say none
// moves none of them ("Casa Azul" is a place: every text went to the top).
func TestLead23NamesNoneThere(t *testing.T) {
	runFixtureTable(t, "lead23 dinner", dinnerFixture, map[string][]vcase{
		"no names": {{"put the names at the top", nil}},
		// a text said by its style: the hook-style one (it asked among
		// every text)
		"style said": {
			{"make the hook text bigger", both(scaleIs("Dinner for Two", 1.5), scaleIs("24/12/2026", 1))},
		},
	})
}

// guestShow is the show fixture with the guest's clip at half volume and a
// text that names her.
func guestShow(t *testing.T) *videotools.Editor {
	t.Helper()
	ed := showFixture(t)
	guest := ed.Project.MainTrack().Elements[1].ID
	for _, c := range []struct{ tool, in string }{
		{"set_volume", `{"elementId":"` + guest + `","volume":0.5}`},
		{"add_text", `{"text":"Invitada: Marta Ruiz","start":20,"end":24,"position":"bottom","style":"label"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatal(err)
		}
	}
	return ed
}

// guestLouder: the guest's clip is above half volume, the host's as it was.
func guestLouder(p *timeline.Project) string {
	main := p.MainTrack().Elements
	if g, h := main[1].Audio.Volume, main[0].Audio.Volume; g <= 0.5 || h != 1 {
		return fmt.Sprintf("guest at %v, host at %v; want the guest above 0.5 and the host at 1", g, h)
	}
	return ""
}

// TestLead23VoiceOf: "the voice of X", "la voz de X" is X's sound (it asked
// which clip "the voice" was, or asked between the guest's clip and the
// text that names her).
func TestLead23VoiceOf(t *testing.T) {
	runFixtureTable(t, "lead23 guest", guestShow, map[string][]vcase{
		"voice of": {
			{"subí la voz de la invitada", guestLouder},
			{"raise the voice of the guest", guestLouder},
			{"subí el audio de la invitada", guestLouder},
			{"turn up the sound of the guest", guestLouder},
			{"borrá el texto de la invitada", countIs(timeline.ElementText, 0)}, // guard: the text is the text
		},
	})
}
