package planner

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The old value said beside a new time ("stay up until 22s instead of
// 18", "que empiece en el 2 en vez de en el 1", "que termine en el 20 y
// no en el 16") is set aside when the request is read (dropFormerValue):
// it only says how things are now. When it does not match how things are
// (the thing changed ends at 20, not 18) the user means another thing, or
// misremembers: the edit was made all the same, a silent failure. It is
// checked here against the element the plan times, and a time that is
// none of its start, end or length is asked.

// formerTimeAsked: the plan times one element, and the old time said is
// none of that element's start, end or length (a span said as the old
// one must be its start and end): the question to ask instead.
func formerTimeAsked(prompt string, plan Plan, ed *videotools.Editor) (Plan, bool) {
	if !plan.OK() || ed == nil || ed.Project == nil {
		return plan, false
	}
	old := formerTimes(prompt, ed)
	if len(old) == 0 || len(old) > 2 {
		return plan, false
	}
	id := ""
	for _, st := range plan.Steps {
		if st.Tool != "update_timeline_element_timing" {
			continue
		}
		var p struct {
			ElementID string `json:"elementId"`
		}
		if json.Unmarshal(st.Params, &p) != nil || id != "" && id != p.ElementID {
			return plan, false // two things timed: which the old time is of is not known
		}
		id = p.ElementID
	}
	ref, ok := ed.Project.FindElement(id)
	if id == "" || !ok {
		return plan, false
	}
	el := ed.Project.Element(ref)
	start, length := el.Start.Seconds(), el.Duration.Seconds()
	end := start + length
	near := func(a, b float64) bool { return math.Abs(a-b) < 0.26 }
	if len(old) == 1 && (near(old[0], start) || near(old[0], end) || near(old[0], length)) ||
		len(old) == 2 && near(old[0], start) && near(old[1], end) {
		return plan, false
	}
	said := fmt.Sprint(old[0])
	if len(old) == 2 {
		said = fmt.Sprintf("%g–%g", old[0], old[1])
	}
	return Plan{
		Planner: Basic, Steps: []Step{}, Status: StatusQuestion, Parse: plan.Parse,
		Reply: fmt.Sprintf("%s runs from %gs to %gs (%gs long), not %ss as said: is it the one you mean? Say the new time again, e.g. \"make it end at %g\". (nothing was changed)",
			elementLabel(el.Name, el.ID, el.Text), start, end, length, said, end),
	}, true
}

// elementLabel names an element in a reply: its text, or its name.
func elementLabel(name, id string, text *timeline.Text) string {
	if text != nil && text.Content != "" {
		return fmt.Sprintf("%q (%s)", text.Content, id)
	}
	if name != "" {
		return fmt.Sprintf("%s (%s)", name, id)
	}
	return id
}

// formerTimes reads the old time said after a new one ("instead of 18",
// "y no en el 16", "not just 14 to 18"): its numbers, or none.
func formerTimes(prompt string, ed *videotools.Editor) []float64 {
	toks := lex(prompt, newVocabulary(videoNames(ed.Project).words()))
	for i := range toks {
		n := formerMarker(toks, i)
		if n == 0 {
			continue
		}
		end, kind := formerValueEnd(toks, i+n)
		from := i
		if from > 0 && toks[from-1].word("and", "y", "but", "pero") {
			from-- // "en el 20 y no en el 16"
		}
		if end >= 0 && edgeKind(kind) && newValueBefore(toks[:from], kind, n == 1) {
			return formerEdgeSeconds(map[bool]int{true: 1, false: -1}[kind == "end"], ed.Project.End().Seconds())
		}
		if end < 0 || kind != "num" || !newValueBeforeOld(toks[:from], toks[i+n:end], kind, n == 1) {
			continue
		}
		var old []float64
		for _, t := range toks[i+n : end] {
			if t.is(tPercent) {
				return nil // a level, not a time
			}
			if t.is(tNumber, tTime) {
				old = append(old, t.num)
			}
		}
		return old
	}
	return nil
}
