package videotools

import (
	"context"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// trim_element is what a trim handle does in an editor: it moves one edge of an element and
// leaves the other where it is. Unlike update_timeline_element_timing, whose start moves the
// whole element, a new start here keeps the media anchored to the timeline: the element shows
// less (or more) of the beginning of its source. Limits: one frame at least, the source media,
// and the neighbours on the track.
func registerTrim(r *Registry) {
	registry.Add(r, registry.Spec{Name: "trim_element", Effect: registry.Edit,
		Description: "Move an element's left edge (start) or right edge (end), seconds, keeping the other edge and the media anchored: trimming the start of a clip hides its first frames instead of sliding it. Limited by the source media and the neighbouring elements."},
		trimElement)
}

type TrimIn struct {
	ElementID string   `json:"elementId" minLength:"1" invalid:"Invalid element id"`
	Start     *float64 `json:"start,omitempty" minimum:"0" jsonschema:"new left edge, timeline seconds" invalid:"Invalid start time"`
	End       *float64 `json:"end,omitempty" minimum:"0" jsonschema:"new right edge, timeline seconds" invalid:"Invalid end time"`
}

func trimElement(_ context.Context, e *Editor, in TrimIn) (TimingOut, error) {
	if strings.TrimSpace(in.ElementID) == "" {
		return TimingOut{}, fail("Invalid element id")
	}
	if in.Start == nil && in.End == nil {
		return TimingOut{}, fail("Invalid timing update")
	}
	if in.Start != nil && !timeline.ValidSeconds(*in.Start) {
		return TimingOut{}, fail("Invalid start time")
	}
	if in.End != nil && !timeline.ValidSeconds(*in.End) {
		return TimingOut{}, fail("Invalid end time")
	}
	p, err := e.timeline()
	if err != nil {
		return TimingOut{}, err
	}
	ref, ok := p.FindElement(in.ElementID)
	if !ok {
		return TimingOut{}, fail("Timeline element not found: %s", in.ElementID)
	}
	cur := p.Element(ref)
	start, end := cur.Start, cur.End()
	trimStart := cur.TrimStart
	if in.Start != nil {
		start = timeline.FromSeconds(*in.Start)
		trimStart = cur.TrimStart + (start - cur.Start)
	}
	if in.End != nil {
		end = timeline.FromSeconds(*in.End)
	}
	if end <= start || end > latestEnd {
		return TimingOut{}, fail("Invalid time range")
	}
	if cur.IsMedia() && (trimStart < 0 || trimStart+(end-start) > cur.SourceDuration) {
		return TimingOut{}, fail("Duration exceeds source duration")
	}
	t := p.Tracks[ref.Track]
	if !t.Fits(start, end, map[string]bool{cur.ID: true}) {
		return TimingOut{}, fail("Time range overlaps another element on track %s", t.ID)
	}
	t = p.TrackForWrite(ref.Track)
	el := &t.Elements[ref.Index]
	el.Start, el.Duration = start, end-start
	if el.IsMedia() {
		el.TrimStart = trimStart
		el.TrimEnd = el.SourceDuration - trimStart - el.Duration
	}
	t.Sort()
	return TimingOut{Success: true, ElementID: in.ElementID, TrackID: t.ID, Start: secs(start),
		End: secs(end), Duration: secs(end - start)}, nil
}
