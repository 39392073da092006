package agent

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

// photoHistory groups a photo document's undo entries through its
// history.mark and history.collapse ops; a revert restores the state at
// the mark (the ops offer no revert: undo would leave redo entries).
type photoHistory struct{}

func (photoHistory) Mark(ed *photoops.Editor) int {
	out, err := ed.Tools.Call(context.Background(), ed, "history.mark", nil)
	if m, ok := out.(photoops.MarkOut); ok && err == nil {
		return m.Mark
	}
	return ed.History.Mark()
}

func (photoHistory) Collapse(ed *photoops.Editor, mark int, label string) bool {
	in, _ := json.Marshal(map[string]any{"mark": mark, "label": label})
	out, err := ed.Tools.Call(context.Background(), ed, "history.collapse", in)
	c, ok := out.(photoops.CollapseOut)
	return err == nil && ok && c.Collapsed
}

func (photoHistory) RevertTo(ed *photoops.Editor, mark int) bool {
	s, ok := ed.History.RevertTo(mark)
	if ok {
		ed.State, ed.Pending = s, nil
	}
	return ok
}

// CheckScreenshotSide is the longest side of self-check screenshots.
const CheckScreenshotSide = 512

// PhotoTarget is a photo document held in memory for the agent; the
// self-check looks at the screenshot op's picture.
func PhotoTarget(ed *photoops.Editor) Target[*photoops.Editor] {
	t := PhotoTargetFor(ed.Tools)
	t.Doc = ed
	return t
}

// PhotoTargetFor is a photo target over reg whose document the caller
// supplies: set Doc, or With and Call.
func PhotoTargetFor(reg *photoops.Registry) Target[*photoops.Editor] {
	t := Target[*photoops.Editor]{Kind: "photo", StepKey: "op", Registry: reg, History: photoHistory{}}
	t.State = func(ctx context.Context, ed *photoops.Editor) (json.RawMessage, error) {
		out, err := ed.Tools.Call(ctx, ed, "document.info", nil)
		if err != nil {
			return nil, err
		}
		return json.Marshal(out)
	}
	t.Look = func(ctx context.Context, ed *photoops.Editor, _ []Step) ([]llm.Part, error) {
		img, err := Screenshot(ctx, ed)
		if err != nil {
			return nil, err
		}
		return []llm.Part{{Text: "The document now:"}, {Image: img}}, nil
	}
	return t
}

// Screenshot is the composited document as a PNG, for the planner and the
// self-check.
func Screenshot(ctx context.Context, ed *photoops.Editor) (*llm.Blob, error) {
	in, _ := json.Marshal(map[string]any{"maxSide": CheckScreenshotSide})
	out, err := ed.Tools.Call(ctx, ed, "screenshot", in)
	if err != nil {
		return nil, err
	}
	shot, ok := out.(photoops.ScreenshotOut)
	if !ok {
		return nil, errors.New("screenshot returned no image")
	}
	head, b64, _ := strings.Cut(shot.DataURL, ",")
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, errors.New("screenshot is not base64")
	}
	mime := strings.TrimSuffix(strings.TrimPrefix(head, "data:"), ";base64")
	return &llm.Blob{MIMEType: mime, Data: data}, nil
}
