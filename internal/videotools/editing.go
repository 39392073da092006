package videotools

import (
	"context"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerEditing(r *Registry) {
	registry.Add(r, registry.Spec{Name: "split", Effect: registry.Edit,
		Description: "Cut every element of every track at each given timeline time (seconds) that falls strictly inside it. Deletes nothing and moves nothing; a time on an existing boundary is a no-op. To remove a range, split at its start and end, then delete the isolated elements."},
		split)
	registry.Add(r, registry.Spec{Name: "delete_timeline_elements", Effect: registry.Edit,
		Description: "Delete timeline elements by id. Fails without changing anything if any id is missing. Gaps left behind stay (background and silence)."},
		deleteTimelineElements)
	registry.Add(r, registry.Spec{Name: "move_timeline_elements", Effect: registry.Edit,
		Description: "Move elements so the earliest starts at `start` (seconds), keeping their relative offsets; optionally onto another compatible track."},
		moveTimelineElements)
	registry.Add(r, registry.Spec{Name: "update_timeline_element_timing", Effect: registry.Edit,
		Description: "Change an element's start, end or duration (seconds). Start alone moves it; end or duration resizes it (media keep their first frame and show more or less of the source)."},
		updateTiming)
	registry.Add(r, registry.Spec{Name: "delete_element", Effect: registry.Edit, Hidden: true,
		Description: "Deprecated: delete one element by trackId and elementId. Prefer delete_timeline_elements."},
		deleteElement)
}

// ---- split ----

type SplitIn struct {
	Times []float64 `json:"times" minItems:"1" minimum:"0" jsonschema:"timeline times in seconds" invalid:"Invalid split times"`
}

type SplitOut struct {
	Success          bool     `json:"success"`
	AffectedElements []string `json:"affectedElements" jsonschema:"ids of every piece of every element that was cut"`
	CreatedElements  []string `json:"createdElements" jsonschema:"ids of the new right-hand pieces"`
}

func split(_ context.Context, e *Editor, in SplitIn) (SplitOut, error) {
	if len(in.Times) == 0 {
		return SplitOut{}, fail("Invalid split times")
	}
	cuts := make([]timeline.Ticks, 0, len(in.Times))
	for _, s := range in.Times {
		if !timeline.ValidSeconds(s) {
			return SplitOut{}, fail("Invalid split times")
		}
		cuts = append(cuts, timeline.FromSeconds(s))
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	p, err := e.timeline()
	if err != nil {
		return SplitOut{}, err
	}
	if p.ElementCount() == 0 {
		return SplitOut{}, fail("No timeline content")
	}
	out := SplitOut{Success: true, AffectedElements: []string{}, CreatedElements: []string{}}
	for ti, t := range p.Tracks {
		if !trackCrossed(t, cuts) {
			continue
		}
		t = p.TrackForWrite(ti)
		elems := make([]timeline.Element, 0, len(t.Elements)+len(cuts))
		for _, el := range t.Elements {
			// the cuts strictly inside el, in order
			i := sort.Search(len(cuts), func(i int) bool { return cuts[i] > el.Start })
			if i == len(cuts) || cuts[i] >= el.End() {
				elems = append(elems, el)
				continue
			}
			out.AffectedElements = append(out.AffectedElements, el.ID)
			for ; i < len(cuts) && cuts[i] < el.End(); i++ {
				left, right := el.SplitAt(cuts[i], p.NewID("e"))
				elems = append(elems, left)
				out.AffectedElements = append(out.AffectedElements, right.ID)
				out.CreatedElements = append(out.CreatedElements, right.ID)
				el = right
			}
			elems = append(elems, el)
		}
		t.Elements = elems
	}
	return out, nil
}

// trackCrossed reports whether any cut falls strictly inside an element of t.
func trackCrossed(t *timeline.Track, cuts []timeline.Ticks) bool {
	for _, c := range cuts {
		i := sort.Search(len(t.Elements), func(i int) bool { return t.Elements[i].End() > c })
		if i < len(t.Elements) && t.Elements[i].Start < c {
			return true
		}
	}
	return false
}

// ---- resolving ids ----

// validIDs checks an id list: at least one, none empty; duplicates dropped.
func validIDs(ids []string) ([]string, bool) {
	if len(ids) == 0 {
		return nil, false
	}
	seen := make(map[string]bool, len(ids))
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if strings.TrimSpace(id) == "" {
			return nil, false
		}
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out, true
}

// resolve finds every id or names the missing ones in the spec's message.
func resolve(p *timeline.Project, ids []string) ([]timeline.Ref, error) {
	var index map[string]timeline.Ref
	refs := make([]timeline.Ref, 0, len(ids))
	var missing []string
	for _, id := range ids {
		var ref timeline.Ref
		var ok bool
		if len(ids) > 4 {
			if index == nil {
				index = p.IndexElements()
			}
			ref, ok = index[id]
		} else {
			ref, ok = p.FindElement(id)
		}
		if !ok {
			missing = append(missing, id)
			continue
		}
		refs = append(refs, ref)
	}
	if len(missing) > 0 {
		return nil, fail("Timeline elements not found: %s", strings.Join(missing, ", "))
	}
	return refs, nil
}

// ---- delete ----

type DeleteElementsIn struct {
	ElementIDs []string `json:"elementIds" minItems:"1" minLength:"1" invalid:"Invalid element ids"`
}

type DeleteElementsOut struct {
	Success         bool     `json:"success"`
	DeletedElements []string `json:"deletedElements"`
}

func deleteTimelineElements(_ context.Context, e *Editor, in DeleteElementsIn) (DeleteElementsOut, error) {
	ids, ok := validIDs(in.ElementIDs)
	if !ok {
		return DeleteElementsOut{}, fail("Invalid element ids")
	}
	p, err := e.timeline()
	if err != nil {
		return DeleteElementsOut{}, err
	}
	if p.ElementCount() == 0 {
		return DeleteElementsOut{}, fail("No timeline content")
	}
	refs, err := resolve(p, ids)
	if err != nil {
		return DeleteElementsOut{}, err
	}
	removeRefs(p, refs)
	return DeleteElementsOut{Success: true, DeletedElements: ids}, nil
}

// removeRefs deletes the referenced elements, one pass per touched track.
func removeRefs(p *timeline.Project, refs []timeline.Ref) {
	byTrack := map[int]map[string]bool{}
	for _, r := range refs {
		if byTrack[r.Track] == nil {
			byTrack[r.Track] = map[string]bool{}
		}
		byTrack[r.Track][p.Element(r).ID] = true
	}
	for ti, ids := range byTrack {
		p.TrackForWrite(ti).RemoveIDs(ids)
	}
}

type DeleteElementIn struct {
	TrackID   string `json:"trackId" invalid:"Element not found"`
	ElementID string `json:"elementId" invalid:"Element not found"`
}

type SuccessOut struct {
	Success bool `json:"success"`
}

func deleteElement(_ context.Context, e *Editor, in DeleteElementIn) (SuccessOut, error) {
	p, err := e.timeline()
	if err != nil {
		return SuccessOut{}, err
	}
	ti := p.TrackIndex(in.TrackID)
	if ti < 0 || p.Tracks[ti].IndexOf(in.ElementID) < 0 {
		return SuccessOut{}, fail("Element not found")
	}
	p.TrackForWrite(ti).RemoveIDs(map[string]bool{in.ElementID: true})
	return SuccessOut{Success: true}, nil
}

// ---- move ----

type MoveIn struct {
	ElementIDs    []string `json:"elementIds" minItems:"1" minLength:"1" invalid:"Invalid element ids"`
	Start         *float64 `json:"start" minimum:"0" jsonschema:"new start of the earliest element, timeline seconds" invalid:"Invalid start time"`
	TargetTrackID string   `json:"targetTrackId,omitempty" jsonschema:"move onto this track (must accept every moved element)" invalid:"Target track not found"`
}

type MovedElement struct {
	ElementID string  `json:"elementId"`
	TrackID   string  `json:"trackId"`
	Start     float64 `json:"start"`
	End       float64 `json:"end"`
}

type MoveOut struct {
	Success       bool           `json:"success"`
	MovedElements []MovedElement `json:"movedElements"`
}

func moveTimelineElements(_ context.Context, e *Editor, in MoveIn) (MoveOut, error) {
	ids, ok := validIDs(in.ElementIDs)
	if !ok {
		return MoveOut{}, fail("Invalid element ids")
	}
	if in.Start == nil || !timeline.ValidSeconds(*in.Start) {
		return MoveOut{}, fail("Invalid start time")
	}
	p, err := e.timeline()
	if err != nil {
		return MoveOut{}, err
	}
	if p.ElementCount() == 0 {
		return MoveOut{}, fail("No timeline content")
	}
	refs, err := resolve(p, ids)
	if err != nil {
		return MoveOut{}, err
	}
	target := -1
	if in.TargetTrackID != "" {
		if target = p.TrackIndex(in.TargetTrackID); target < 0 {
			return MoveOut{}, fail("Target track not found: %s", in.TargetTrackID)
		}
		for _, r := range refs {
			if !p.Tracks[target].Kind.Accepts(p.Element(r).Type) {
				return MoveOut{}, fail("Target track is not compatible: %s", in.TargetTrackID)
			}
		}
	}
	earliest := timeline.Ticks(math.MaxInt64)
	for _, r := range refs {
		earliest = min(earliest, p.Element(r).Start)
	}
	shift := timeline.FromSeconds(*in.Start) - earliest

	// Take the moved elements out, then put them back shifted, checking
	// for collisions as they land.
	moved := make([]timeline.Element, len(refs))
	dest := make([]int, len(refs))
	for i, r := range refs {
		moved[i] = p.Element(r).Clone()
		moved[i].Start += shift
		dest[i] = r.Track
		if target >= 0 {
			dest[i] = target
		}
	}
	for _, el := range moved {
		if el.End() > latestEnd {
			return MoveOut{}, fail("Invalid start time")
		}
	}
	removeRefs(p, refs)
	out := MoveOut{Success: true, MovedElements: make([]MovedElement, 0, len(moved))}
	for i, el := range moved {
		t := p.TrackForWrite(dest[i])
		if !t.Fits(el.Start, el.End(), nil) {
			return MoveOut{}, fail("Time range overlaps another element on track %s", t.ID)
		}
		t.Insert(el)
		out.MovedElements = append(out.MovedElements, MovedElement{ElementID: el.ID, TrackID: t.ID,
			Start: secs(el.Start), End: secs(el.End())})
	}
	return out, nil
}

// ---- timing ----

type TimingIn struct {
	ElementID string   `json:"elementId" minLength:"1" invalid:"Invalid element id"`
	Start     *float64 `json:"start,omitempty" minimum:"0" jsonschema:"new start, timeline seconds" invalid:"Invalid start time"`
	End       *float64 `json:"end,omitempty" minimum:"0" jsonschema:"new end, timeline seconds" invalid:"Invalid end time"`
	Duration  *float64 `json:"duration,omitempty" exclusiveMinimum:"0" jsonschema:"new duration, seconds" invalid:"Invalid duration"`
}

type TimingOut struct {
	Success   bool    `json:"success"`
	ElementID string  `json:"elementId"`
	TrackID   string  `json:"trackId"`
	Start     float64 `json:"start"`
	End       float64 `json:"end"`
	Duration  float64 `json:"duration"`
}

func updateTiming(_ context.Context, e *Editor, in TimingIn) (TimingOut, error) {
	if strings.TrimSpace(in.ElementID) == "" {
		return TimingOut{}, fail("Invalid element id")
	}
	if in.Start == nil && in.End == nil && in.Duration == nil {
		return TimingOut{}, fail("Invalid timing update")
	}
	if in.Start != nil && !timeline.ValidSeconds(*in.Start) {
		return TimingOut{}, fail("Invalid start time")
	}
	if in.End != nil && !timeline.ValidSeconds(*in.End) {
		return TimingOut{}, fail("Invalid end time")
	}
	if in.Duration != nil && (!timeline.ValidSeconds(*in.Duration) || timeline.FromSeconds(*in.Duration) <= 0) {
		return TimingOut{}, fail("Invalid duration")
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
	start, dur := cur.Start, cur.Duration
	if in.Start != nil {
		start = timeline.FromSeconds(*in.Start)
	}
	switch {
	case in.Duration != nil && in.End != nil:
		if start+timeline.FromSeconds(*in.Duration) != timeline.FromSeconds(*in.End) {
			return TimingOut{}, fail("Conflicting timing values")
		}
		dur = timeline.FromSeconds(*in.Duration)
	case in.Duration != nil:
		dur = timeline.FromSeconds(*in.Duration)
	case in.End != nil:
		dur = timeline.FromSeconds(*in.End) - start
		if dur <= 0 {
			return TimingOut{}, fail("Invalid time range")
		}
	}
	if start+dur > latestEnd {
		return TimingOut{}, fail("Invalid time range")
	}
	if cur.IsMedia() && cur.TrimStart+dur > cur.SourceDuration {
		return TimingOut{}, fail("Duration exceeds source duration")
	}
	t := p.Tracks[ref.Track]
	if !t.Fits(start, start+dur, map[string]bool{cur.ID: true}) {
		return TimingOut{}, fail("Time range overlaps another element on track %s", t.ID)
	}
	t = p.TrackForWrite(ref.Track)
	el := &t.Elements[ref.Index]
	el.Start, el.Duration = start, dur
	if el.IsMedia() {
		el.TrimEnd = el.SourceDuration - el.TrimStart - dur
	}
	t.Sort()
	return TimingOut{Success: true, ElementID: in.ElementID, TrackID: t.ID, Start: secs(start),
		End: secs(start + dur), Duration: secs(dur)}, nil
}
