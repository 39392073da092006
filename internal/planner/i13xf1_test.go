package planner

import (
	"fmt"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// i13xf1Cases run on the workshop project (interview.mp4 0–70,
// broll-city.mp4 70–82, broll-kitchen.mp4 82–92, logo.png 2–10, a heart
// 6–9, the music). nil: not planned (asked or refused).
var i13xf1Cases = map[string][]vcase{
	"a timing said after a look is not set aside as a remark (lookRemarkSetAside)": {
		// were: the look done and the timing a note
		{"flip the logo, it should show up later", nil},
		{"flip the logo, it should stay longer", nil},
		{"flip the logo, it should come in later", nil},
		{"flip the logo, it needs to pop up sooner", nil},
		{"rotate the logo 10 degrees, it should be there longer", nil},
		{"blur the interview, it should be shorter", nil},
		{"blur the interview, it should last less", nil},
		{"flip the interview, it should be reversed", nil},
		// guards: a reason stays a note (i13x1 rows)
		{"flip the kitchen broll horizontally, the cook faces the wrong way", flippedH("broll-kitchen.mp4")},
		{"blur the city broll, we dont have permission from some of the people", effectIs("blur", 70, 82, "", 0)},
	},
	"go before off/up/until is not a move (goAsMove)": {
		// were: moved to the time said
		{"the logo should go off at 6", nil},
		{"the logo can go off at 8", nil},
		{"the logo should go off after the title", nil},
		{"the logo should go until 20", nil},
		{"the music should go on until the end", nil},
		{"the logo should go on for 3 more seconds", nil},
		// guards: a place after go is a move
		{"the logo should go on the kitchen clip", nil}, // asked: a thing put on a main clip is no move to its start (taken out)
	},
	"a main clip made to start or end is not a length (mainClipLength)": {
		// were: its last 6 s kept
		{"make the city clip start 6 seconds", nil},
		{"make the city clip end 6 seconds", nil},
		{"haz que el clip de la ciudad empiece 6 segundos", nil},
	},
	"a thing already over a clip is not moved to the clip's start (clipDestination)": {
		// were: the heart (6–9, over the interview) moved to 0 s
		{"put the heart sticker on the interview", nil},
		{"the heart should go on the interview", nil},
		// a thing put on a clip is asked where it goes (the rule that moved
		// it to the clip's start made a blind case silent; taken out)
		{"put the heart sticker on the kitchen clip", nil},
	},
	"a complaint about another thing is not set aside (complaintRestated)": {
		// were: the first complaint a note, only the second thing changed
		{"the heart stays too long, the title is on screen forever. make it 2 seconds", nil},
		{"the logo shows up too late, the thanks text is on screen forever. cut it to 3 secs", nil},
	},
	"an edge remark then a cut at one moment (edgeCut)": {
		// were: the clip ended at 72 (the other edge), or only a split
		{"the city clip starts with a blurry bit, trim it at 72", nil},
		{"the city clip starts with a blurry bit, cut it to 72", nil},
		{"the kitchen clip drags at the end, cut it at 88", nil},
		// guard: an edge or a length said is cut from the remark's thing
		{"the city clip starts with a blurry bit, cut the first 2 seconds", mediaIs("broll-city.mp4", "main", 70, 80)},
	},
	"a trim never makes a thing longer (planTiming)": {
		// were: "Made logo.png end at 20s" (it ran 2–10)
		{"trim the logo, nothing happens after 20", nil},
		{"corta el logo, que termine en 20", nil},
		{"trim the logo so it ends at 20", nil},
		// guard: a trim to a moment inside it still ends it there
		{"trim the logo, nothing happens after 8", mediaIs("logo.png", "overlay", 2, 8)},
	},
	"a copy's purpose that says a place keeps it (copyAlsoShown)": {
		// was: "Duplicated logo.png right after the original"
		{"duplicate the logo so it shows on the right too", xf1LogoCopies(2)},
	},
	"nothing is going on after a moment (nothingHappens)": {
		{"trim the city clip, nothing is going on after 80", mediaIs("broll-city.mp4", "main", 70, 80)},
	},
	"an edge remark about another thing after a cut (edgeRemark)": {
		// was: the video's first 2 s cut, the remark a note
		{"cut the first 2 seconds, the city clip has a shaky bit at the end", nil},
		// guard: a remark on the thing cut stays a note
		{"cut the first 2 seconds of the city clip, the city clip has a shaky bit at the start", mediaIs("broll-city.mp4", "main", 70, 80)},
	},
}

func TestI13XF1(t *testing.T) {
	runFixtureTable(t, "i13xf1", func(t *testing.T) *videotools.Editor { return workshopFixture(t) }, i13xf1Cases)
}

// xf1LogoCopies: n logos, all starting at 2 s (a copy at the same time,
// not right after the original).
func xf1LogoCopies(n int) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			a, _ := p.Asset(e.AssetID)
			return a != nil && a.Name == "logo.png"
		})
		if len(es) != n {
			return fmt.Sprintf("%d logos, want %d", len(es), n)
		}
		for _, e := range es {
			if !near(e.Start.Seconds(), 2) {
				return fmt.Sprintf("a logo at %vs, want 2s", e.Start.Seconds())
			}
		}
		return ""
	}
}
