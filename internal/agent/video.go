package agent

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// FrameRenderer renders preview frames (render.Renderer satisfies it).
type FrameRenderer interface {
	Frames(ctx context.Context, p *timeline.Project, times []float64, width int) ([][]byte, error)
}

// videoHistory groups a project's undo entries.
type videoHistory struct{}

func (videoHistory) Mark(ed *videotools.Editor) int { return ed.History.Mark() }
func (videoHistory) Collapse(ed *videotools.Editor, mark int, label string) bool {
	return ed.History.Collapse(mark, label)
}
func (videoHistory) RevertTo(ed *videotools.Editor, mark int) bool { return ed.RevertTo(mark) }

// CheckFrameWidth is the width of self-check preview frames.
const CheckFrameWidth = 320

// VideoTarget is a project editor held in memory for the agent. frames
// may be nil (no self-check).
func VideoTarget(ed *videotools.Editor, frames FrameRenderer) Target[*videotools.Editor] {
	t := VideoTargetFor(ed.Tools, frames)
	t.Doc = ed
	return t
}

// VideoTargetFor is a video target over reg whose document the caller
// supplies: set Doc, or With and Call.
func VideoTargetFor(reg *videotools.Registry, frames FrameRenderer) Target[*videotools.Editor] {
	t := Target[*videotools.Editor]{Kind: "video", StepKey: "tool", Registry: reg, History: videoHistory{}}
	t.State = func(ctx context.Context, ed *videotools.Editor) (json.RawMessage, error) {
		state := map[string]any{}
		for _, name := range []string{"list_project_assets", "list_timeline"} {
			out, err := ed.Tools.Call(ctx, ed, name, nil)
			if err != nil {
				state[name] = map[string]string{"error": err.Error()}
				continue
			}
			state[name] = out
		}
		return json.Marshal(state)
	}
	if frames != nil {
		t.Look = func(ctx context.Context, ed *videotools.Editor, steps []Step) ([]llm.Part, error) {
			p := ed.Project
			times := editedTimes(steps, p.End().Seconds())
			pngs, err := frames.Frames(ctx, p, times, CheckFrameWidth)
			if err != nil {
				return nil, err
			}
			var parts []llm.Part
			for i, png := range pngs {
				parts = append(parts, llm.Part{Text: "Frame at " + formatSeconds(times[i]) + " s:"},
					llm.Part{Image: &llm.Blob{MIMEType: "image/png", Data: png}})
			}
			return parts, nil
		}
	}
	return t
}

// editedTimes picks up to four times worth looking at: the times the steps
// named (clamped into the timeline), or the middle when they named none.
func editedTimes(steps []Step, end float64) []float64 {
	var times []float64
	for _, s := range steps {
		var args map[string]any
		if json.Unmarshal(s.Args, &args) != nil {
			continue
		}
		for _, k := range []string{"time", "times", "startTime", "start", "endTime", "end"} {
			collectNumbers(args[k], &times)
		}
	}
	if end <= 0 {
		return []float64{0}
	}
	last := end - 0.05
	for i := range times {
		times[i] = min(max(times[i], 0), last)
	}
	slices.Sort(times)
	times = slices.Compact(times)
	if len(times) == 0 {
		times = []float64{end / 2}
	}
	if len(times) > 4 {
		times = []float64{times[0], times[len(times)/3], times[2*len(times)/3], times[len(times)-1]}
	}
	return times
}

func collectNumbers(v any, out *[]float64) {
	switch x := v.(type) {
	case float64:
		*out = append(*out, x)
	case []any:
		for _, e := range x {
			collectNumbers(e, out)
		}
	}
}

func formatSeconds(s float64) string {
	b, _ := json.Marshal(float64(int64(s*100+0.5)) / 100)
	return string(b)
}
