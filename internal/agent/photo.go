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
type photoHistory struct{ ed *photoops.Editor }

func (h photoHistory) Mark() int {
	out, err := h.ed.Tools.Call(context.Background(), h.ed, "history.mark", nil)
	if m, ok := out.(photoops.MarkOut); ok && err == nil {
		return m.Mark
	}
	return h.ed.History.Mark()
}

func (h photoHistory) Collapse(mark int, label string) bool {
	in, _ := json.Marshal(map[string]any{"mark": mark, "label": label})
	out, err := h.ed.Tools.Call(context.Background(), h.ed, "history.collapse", in)
	c, ok := out.(photoops.CollapseOut)
	return err == nil && ok && c.Collapsed
}

func (h photoHistory) RevertTo(mark int) bool {
	s, ok := h.ed.History.RevertTo(mark)
	if ok {
		h.ed.State, h.ed.Pending = s, nil
	}
	return ok
}

// CheckScreenshotSide is the longest side of self-check screenshots.
const CheckScreenshotSide = 512

// PhotoTarget is a photo document for the agent; the self-check looks at
// the screenshot op's picture.
func PhotoTarget(ed *photoops.Editor) Target[*photoops.Editor] {
	t := Target[*photoops.Editor]{Kind: "photo", StepKey: "op", Registry: ed.Tools, Doc: ed, History: photoHistory{ed}}
	t.State = func(ctx context.Context) (json.RawMessage, error) {
		out, err := ed.Tools.Call(ctx, ed, "document.info", nil)
		if err != nil {
			return nil, err
		}
		return json.Marshal(out)
	}
	t.Look = func(ctx context.Context, _ []Step) ([]llm.Part, error) {
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
