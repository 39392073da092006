package transcribe

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Range is a span of timeline seconds.
type Range struct {
	Start float64 `json:"start"`
	End   float64 `json:"end"`
}

// CutResult says what a removal did.
type CutResult struct {
	Ranges  []Range `json:"ranges" jsonschema:"timeline ranges removed, in the timeline as it was"`
	Removed float64 `json:"removed" jsonschema:"seconds removed"`
	Calls   int     `json:"calls" jsonschema:"tool calls in the batch"`
	Ripple  bool    `json:"ripple"`
}

// normalizeRanges sorts, clamps to [0,end] and merges touching ranges,
// dropping those shorter than a millisecond.
func normalizeRanges(rs []Range, end float64) []Range {
	sorted := make([]Range, 0, len(rs))
	for _, r := range rs {
		r.Start, r.End = math.Max(r.Start, 0), math.Min(r.End, end)
		if r.End-r.Start >= 0.001 {
			sorted = append(sorted, r)
		}
	}
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	var out []Range
	for _, r := range sorted {
		if n := len(out); n > 0 && r.Start <= out[n-1].End {
			out[n-1].End = math.Max(out[n-1].End, r.End)
			continue
		}
		out = append(out, r)
	}
	return out
}

// RemoveRanges cuts the given timeline ranges out of every track: split at
// their edges, delete what lies inside and, with ripple, move everything
// after each range left to close the gap. The calls are planned on a
// scratch copy of the project (ids are deterministic, so the plan names
// the right elements) and then run for real as one batch: one undo entry,
// and all-or-nothing.
func RemoveRanges(ctx context.Context, ed *videotools.Editor, ranges []Range, ripple bool) (CutResult, error) {
	if ed == nil || ed.Doc == nil || ed.Project == nil {
		return CutResult{}, registry.Errorf("No active project")
	}
	p := ed.Project
	rs := normalizeRanges(ranges, p.End().Seconds())
	res := CutResult{Ranges: rs, Ripple: ripple}
	if len(rs) == 0 {
		res.Ranges = []Range{}
		return res, nil
	}
	scratch := videotools.NewEditor(timeline.NewDoc(p.Clone()), ed.Tools)
	var calls []videotools.BatchCall
	run := func(tool string, in any) error {
		raw, err := json.Marshal(in)
		if err != nil {
			return err
		}
		if _, err := ed.Tools.Call(ctx, scratch, tool, raw); err != nil {
			return fmt.Errorf("planning %s: %w", tool, err)
		}
		calls = append(calls, videotools.BatchCall{Tool: tool, Input: raw})
		return nil
	}
	var cuts []float64
	for _, r := range rs {
		cuts = append(cuts, r.Start, r.End)
		res.Removed += r.End - r.Start
	}
	if err := run("split", videotools.SplitIn{Times: cuts}); err != nil {
		return CutResult{}, err
	}
	var inside []string
	for _, t := range scratch.Project.Tracks {
		for _, el := range t.Elements {
			for _, r := range rs {
				if el.Start >= timeline.FromSeconds(r.Start) && el.End() <= timeline.FromSeconds(r.End) {
					inside = append(inside, el.ID)
					break
				}
			}
		}
	}
	if len(inside) > 0 {
		if err := run("delete_timeline_elements", videotools.DeleteElementsIn{ElementIDs: inside}); err != nil {
			return CutResult{}, err
		}
	}
	if ripple {
		// last range first: moving what follows a range never disturbs
		// the ranges before it
		for i := len(rs) - 1; i >= 0; i-- {
			from, gap := timeline.FromSeconds(rs[i].End), timeline.FromSeconds(rs[i].End)-timeline.FromSeconds(rs[i].Start)
			var ids []string
			earliest := timeline.Ticks(math.MaxInt64)
			for _, t := range scratch.Project.Tracks {
				for _, el := range t.Elements {
					if el.Start >= from {
						ids = append(ids, el.ID)
						earliest = min(earliest, el.Start)
					}
				}
			}
			if len(ids) == 0 {
				continue
			}
			start := (earliest - gap).Seconds()
			if err := run("move_timeline_elements", videotools.MoveIn{ElementIDs: ids, Start: &start}); err != nil {
				return CutResult{}, err
			}
		}
	}
	raw, err := json.Marshal(videotools.BatchIn{Calls: calls})
	if err != nil {
		return CutResult{}, err
	}
	if _, err := ed.Tools.Call(ctx, ed, "batch", raw); err != nil {
		return CutResult{}, err
	}
	res.Calls = len(calls)
	res.Removed = math.Round(res.Removed*1000) / 1000
	return res, nil
}

// SourceToTimeline maps ranges of an asset's own time to the timeline
// ranges where elements play that part of the asset (an asset may appear
// several times, or not at all).
func SourceToTimeline(p *timeline.Project, assetID string, rs []Range) []Range {
	var out []Range
	for _, t := range p.Tracks {
		for _, el := range t.Elements {
			if el.AssetID != assetID || !el.IsMedia() {
				continue
			}
			from, to := el.TrimStart.Seconds(), (el.TrimStart + el.Duration).Seconds()
			for _, r := range rs {
				s, e := math.Max(r.Start, from), math.Min(r.End, to)
				if e > s {
					off := el.Start.Seconds() - from
					out = append(out, Range{Start: s + off, End: e + off})
				}
			}
		}
	}
	return out
}
