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

// learnersCases (i13v15) run on the workshop project (workshopFixture):
// requests typed by people who are not careful writers (learners of
// English, Spanglish, voseo, no accents, run-ons with no comma, chat
// words) whose plans were confident and wrong. A nil check wants a
// question or a refusal that names the clause.
var learnersCases = map[string][]vcase{
	"run-on": {
		// a second command typed with no comma (the second verb was
		// dropped: the logo stayed, the heart was flipped instead)
		{"mute the music hide the logo", both(mutedTrackIs(timeline.TrackAudio, true), hiddenIs("logo.png", true))},
		{"silenciá la música escondé el logo", both(mutedTrackIs(timeline.TrackAudio, true), hiddenIs("logo.png", true))},
		{"flip the logo rotate the heart", both(flippedH("logo.png"), stickerVisual("heart", func(v *timeline.Visual) string {
			if v.FlipH || !near(v.Rotation, 90) {
				return fmt.Sprintf("flipped %v, rotation %v: want rotated only", v.FlipH, v.Rotation)
			}
			return ""
		}))},
		{"put the logo top left make it smaller and make it half transparent", both(cornerIs("logo.png", -1, -1), scaleIs("logo.png", 0.15), opacityIs("logo.png", 0.5))},
		{"make the logo bigger rotate the heart", both(scaleIs("logo.png", 0.375), stickerVisual("heart", scaleNear(1)))},
		// guards: a verb of the thing made, and words of a new text
		{"make the heart spin", nil},
		{"add a title saying hide the logo", both(timesIs("hide the logo", "0-5"), hiddenIs("logo.png", false))},
		{"the heart make it bigger", stickerVisual("heart", scaleNear(1.5))},
	},
	"element": {
		// a copy made is a duplicate (the heart was moved to 20 s)
		{"make a copy of the heart in the second 20", stickerTimes("heart", "20-23 6-9")},
		{"haceme una copia del corazon en el 20", stickerTimes("heart", "20-23 6-9")},
		{"make another copy of the logo at 30", timesIs("logo.png", "2-10 30-38")},
		// "5 seconds later" is after the original (the copy went to 5 s)
		{"duplicate the heart 5 seconds later", stickerTimes("heart", "11-14 6-9")},
		{"duplicá el corazón 10 segundos después", stickerTimes("heart", "16-19 6-9")},
		{"duplicate the heart at 20", stickerTimes("heart", "20-23 6-9")},
		// "all the video" is how long it shows (every clip was "already
		// shown", nothing changed)
		{"the logo show it all the video", timesIs("logo.png", "0-92")},
		{"show the logo all the video", timesIs("logo.png", "0-92")},
		{"the logo must stay all the video", timesIs("logo.png", "0-92")},
		// "in the final" is at the end (it was made 92 s long from 2 s)
		{"put the logo in the final of the video", timesIs("logo.png", "84-92")},
		// taking the opacity away is less of it (the logo was deleted)
		{"sacale la opacidad al logo", both(countIs(timeline.ElementImage, 1), opacityIs("logo.png", 0.5))},
		{"remove the opacity of the logo", both(countIs(timeline.ElementImage, 1), opacityIs("logo.png", 0.5))},
		// a closing "thanks" is politeness (the "Thanks for watching!" text
		// went to the top right with the heart)
		{"the logo left top and the heart right top please thanks", both(cornerIs("logo.png", -1, -1),
			textVisual("Thanks for watching!", func(v *timeline.Visual) string {
				if v.X != 0 || v.Y != 0 {
					return fmt.Sprintf("thanks text at (%v,%v), want it left in the centre", v.X, v.Y)
				}
				return ""
			}))},
		// a sticker there is, said after another thing, is placed with it
		// (a second heart was added, and the logo stayed)
		{"pon el logo y el corazón a la izquierda", both(countIs(timeline.ElementSticker, 1), logoAt(-771, -365), stickerAt("heart", -798, 378))},
		{"put the logo and the heart in the center", both(countIs(timeline.ElementSticker, 1), logoAt(0, 0), stickerAt("heart", 0, 0))},
		// something to give the logo there is, not a second logo
		{"give a turn to the logo", nil},
		// "the text of" the end is no new text's words (a text "the end
		// more big" was added)
		{"the text of the end more big", nil},
		{"the text of welcome more big", textVisual("Welcome to the Workshop", scaleNear(1.5))},
		// chat words are fillers ("tío" was read as a tint)
		{"tío pon el logo arriba a la izquierda", cornerIs("logo.png", -1, -1)},
		// guards
		{"delete the logo", countIs(timeline.ElementImage, 0)},
		{"put a heart on the left", countIs(timeline.ElementSticker, 2)},
		{"give the logo 30% opacity", opacityIs("logo.png", 0.3)},
		{"make the thanks text bigger", textVisual("Thanks for watching!", scaleNear(1.5))},
		// the pieces of one split logo are one logo
		{"split the logo at 5 and then make the logo bigger", both(timesIs("logo.png", "2-5 5-10"), scaleIs("logo.png", 0.375))},
	},
}

// learnersTwoLogosCases run on the workshop project with a second copy of
// the logo at 40–45 in the bottom left (workshopTwoLogos): "the logo" is
// either (both were changed, deleted or copied).
var learnersTwoLogosCases = map[string][]vcase{
	"ambiguous": {
		{"make the logo bigger", nil},
		{"hide the logo", nil},
		{"el logo mas transparente", nil},
		{"delete the logo", nil},
		{"duplicate the logo at 60", nil},
		// the place it sits at says which (both grew, or asked)
		{"el logo de abajo hacelo mas grande", logoCopies(func(e *timeline.Element) string { return fmt.Sprint(e.Visual.Scale) }, "0.25 0.375")},
		{"the logo of the top right more small", logoCopies(func(e *timeline.Element) string { return fmt.Sprint(e.Visual.Scale) }, "0.15 0.25")},
		// guards: both, one by order, and the pieces of one split logo
		{"make the logos bigger", scaleIs("logo.png", 0.375)},
		{"hide the first logo", logoCopies(func(e *timeline.Element) string { return fmt.Sprint(e.Hidden) }, "true false")},
	},
}

// learnersTwoHeartsCases: a second heart at 30–35 in the top left.
var learnersTwoHeartsCases = map[string][]vcase{
	"ambiguous": {
		{"el corazon de arriba escondelo", stickerVisualsAre(func(e *timeline.Element) string { return fmt.Sprint(e.Hidden) }, "false true")},
		{"make the heart bigger", nil},
	},
}

// learnersTripCases run on the trip project.
var learnersTripCases = map[string][]vcase{
	"element": {
		{"the title show it all the time", timesIs("Summer 2024", "0-24")},
	},
}

func TestLearners15Cases(t *testing.T) {
	runFixtureTable(t, "learners workshop table", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, learnersCases)
	runFixtureTable(t, "learners two-logo table", workshopTwoLogos, learnersTwoLogosCases)
	runFixtureTable(t, "learners two-heart table", workshopTwoHearts, learnersTwoHeartsCases)
	runFixtureTable(t, "learners trip table", tripFixture, learnersTripCases)
}

// workshopTwoLogos is the workshop with the logo added again at 40–45 in
// the bottom left.
func workshopTwoLogos(t *testing.T) *videotools.Editor {
	ed := workshopFixture(t)
	callTool(t, ed, "add_media_to_timeline", map[string]any{"assetId": "logo.png", "startTime": 40, "trackType": "overlay", "duration": 5})
	var second string
	for _, tr := range ed.Project.Tracks {
		for _, e := range tr.Elements {
			if e.Name == "logo.png" && e.Start == timeline.FromSeconds(40) {
				second = e.ID
			}
		}
	}
	callTool(t, ed, "update_clip", map[string]any{"elementId": second, "scale": 0.25, "x": -785, "y": 365})
	return ed
}

// workshopTwoHearts is the workshop with a second heart at 30–35 in the
// top left.
func workshopTwoHearts(t *testing.T) *videotools.Editor {
	ed := workshopFixture(t)
	callTool(t, ed, "add_sticker", map[string]any{"stickerId": "heart", "start": 30, "end": 35, "position": "top-left"})
	return ed
}

func callTool(t *testing.T, ed *videotools.Editor, tool string, in map[string]any) {
	t.Helper()
	b, _ := json.Marshal(in)
	if _, err := tools().Call(context.Background(), ed, tool, b); err != nil {
		t.Fatalf("%s %s: %v", tool, b, err)
	}
}

// logoCopies checks a property of every logo element, in time order.
func logoCopies(show func(e *timeline.Element) string, want string) check {
	return inTimeOrder(func(e *timeline.Element) bool { return e.Name == "logo.png" }, show, want)
}

// stickerVisualsAre checks a property of every sticker, in time order.
func stickerVisualsAre(show func(e *timeline.Element) string, want string) check {
	return inTimeOrder(func(e *timeline.Element) bool { return e.Sticker != nil }, show, want)
}

func inTimeOrder(keep func(e *timeline.Element) bool, show func(e *timeline.Element) string, want string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return keep(e) })
		sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
		var got []string
		for _, e := range es {
			got = append(got, show(e))
		}
		if g := strings.Join(got, " "); g != want {
			return fmt.Sprintf("in time order %q, want %q", g, want)
		}
		return ""
	}
}
