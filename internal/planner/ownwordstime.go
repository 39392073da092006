package planner

import (
	"context"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text named by its own words that hold a word of time or order: "move
// the Best tacos after midnight text to 40" read "after midnight text" as
// "after the text" and moved it to its own end, 38 s, leaving "to 40"
// out (silent). ownWordsPlan reads a done plan again only where it pasted
// a text's words into a new one; a done plan is read again here too when
// a text said in full, with a text noun or "the"/"el" before it, holds a
// word the slot readers take for a time ("after", "before", "until",
// "antes", "después", "hasta", "desde"), and the plan with that text
// quoted is taken, done or refused. The quoted reading is the one the
// person meant: the words are the text's.

// timeSlotWords are the words of a text's own that a slot reader takes.
var timeSlotWords = []string{"after", "before", "until", "till", "from", "antes", "despues", "hasta", "desde", "luego"}

// ownWordsTimeKey marks a request already read again so.
type ownWordsTimeKey struct{}

// ownWordsTimePlan plans again with the text quoted.
func ownWordsTimePlan(ctx context.Context, prompt string, plan Plan, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || ctx.Err() != nil || !plan.OK() || ctx.Value(ownWordsTimeKey{}) != nil {
		return plan, false
	}
	quoted, named := ownWordsNamed(prompt, slices.Compact(slices.Sorted(slices.Values(projectTexts(ed)))), assetWordSets(ed.Project), true)
	// (a text with a slash, "ANTES / DESPUÉS", is named by slashtext.go;
	// read again here its quote was parted at the slash and refused)
	if len(named) == 0 || !slices.ContainsFunc(named, func(t string) bool {
		return !strings.Contains(t, "/") && slices.ContainsFunc(plainWords(t), func(w string) bool { return slices.Contains(timeSlotWords, w) })
	}) {
		return plan, false
	}
	if quoted == prompt {
		return plan, false
	}
	// read once: the quoted request is not read again for its own words
	again := PlanVideo(context.WithValue(ctx, ownWordsTimeKey{}, true), quoted, ed, opt)
	if addsTextOf(again, named) || writesOwnName(again, named) {
		return plan, false
	}
	// refused with the text named, the plan as said read the text's own
	// words as a time: the refusal is the honest answer
	return again, true
}
