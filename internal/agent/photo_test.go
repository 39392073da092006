package agent_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
	"github.com/neuralcut/neuralcut/internal/planner"
)

// colourPhoto is a photo document holding one saturated gradient layer.
func colourPhoto(t *testing.T) *photoops.Editor {
	img := image.NewNRGBA(image.Rect(0, 0, 96, 64))
	for y := range 64 {
		for x := range 96 {
			img.Set(x, y, color.NRGBA{uint8(x * 2), 40, uint8(255 - y*3), 255})
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	ed := photoops.NewEditor(photo.NewDoc(photo.NewState(96, 64)), photoops.NewRegistry())
	in, _ := json.Marshal(map[string]string{"dataUrl": "data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes())})
	if _, err := ed.Tools.Call(context.Background(), ed, "document.importImage", in); err != nil {
		t.Fatal(err)
	}
	return ed
}

// meanChroma is the mean |r-g|+|g-b| of the composited picture.
func meanChroma(ed *photoops.Editor) float64 {
	img := photo.Composite(ed.S(), ed.Pending).NRGBA()
	var sum float64
	for i := 0; i < len(img.Pix); i += 4 {
		r, g, b := float64(img.Pix[i]), float64(img.Pix[i+1]), float64(img.Pix[i+2])
		sum += abs(r-g) + abs(g-b)
	}
	return sum / float64(len(img.Pix)/4)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// "black and white" through the OpenAI-compatible provider: the model
// desaturates only halfway, the self-check (shown the screenshot) asks
// for the full corrected plan, and the result is grey as one undo step.
func TestPhotoEditWithSelfCheck(t *testing.T) {
	ed := colourPhoto(t)
	before := meanChroma(ed)
	depth := len(ed.History.Undo)
	var shots int
	srv := llmtest.NewOpenAI(t, testKey,
		llmtest.OpenAICalls(llmtest.Call{Name: "adjustments.applyMasked", Args: map[string]any{"saturation": 0.5}}),
		llmtest.OpenAIText("Made it black and white."),
		func(req map[string]any) llmtest.Reply {
			b, _ := json.Marshal(req["messages"])
			shots += strings.Count(string(b), `"image_url":{"url":"data:image/png;base64,`)
			return llmtest.OpenAIText(`{"done": false, "reply": "Still has colour.", "steps": [{"op": "adjustments.applyMasked", "params": {"saturation": 0}}]}`)(req)
		},
		llmtest.OpenAIText(`{"done": true, "reply": "Black and white now."}`))
	res, err := agent.Edit(context.Background(), openai(srv), agent.PhotoTarget(ed), "make it black and white", agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	after := meanChroma(ed)
	if before < 50 || after > 2 {
		t.Errorf("chroma %.1f -> %.1f, want grey", before, after)
	}
	if shots != 1 || len(res.Trace) != 2 || res.Reply != "Black and white now." {
		t.Errorf("shots %d, rounds %d, reply %q", shots, len(res.Trace), res.Reply)
	}
	if len(ed.History.Undo) != depth+1 {
		t.Errorf("history %d -> %d, want one entry", depth, len(ed.History.Undo))
	}
	ed.Undo()
	if c := meanChroma(ed); c < before-0.5 {
		t.Errorf("undo left chroma %.1f, want %.1f", c, before)
	}
	// the system prompt carried document.info, fresh
	if !strings.Contains(llmtest.OpenAISystem(srv.Requests[0]), `"layers":[`) {
		t.Errorf("system = %s", llmtest.OpenAISystem(srv.Requests[0]))
	}
}

// The planner flow the CLI uses for photos: the plan request carries the
// screenshot, the plan is sanitized (an export dropped, the region the
// prompt names selected before the masked op), run as one undo entry, and
// the check accepts it.
func TestPhotoPlannedEdit(t *testing.T) {
	ed := colourPhoto(t)
	depth := len(ed.History.Undo)
	srv := llmtest.NewGemini(t, testKey,
		llmtest.GeminiText(`{"reply":"Blurring the background.","steps":[{"op":"filters.applyMasked","params":{"id":"blur-gaussian","radius":4}},{"op":"export.png","params":{}}]}`),
		llmtest.GeminiText(`{"done":true,"reply":"The background is blurred."}`))
	shot, err := agent.Screenshot(context.Background(), ed)
	if err != nil {
		t.Fatal(err)
	}
	sanitize := func(prompt string, steps []agent.PlanStep) []agent.PlanStep {
		ps := make([]planner.Step, len(steps))
		for i, s := range steps {
			ps[i] = planner.Step{Tool: s.Tool, Op: s.Op, Params: s.Params}
		}
		var out []agent.PlanStep
		for _, s := range planner.Sanitize(prompt, ps) {
			out = append(out, agent.PlanStep{Tool: s.Tool, Op: s.Op, Params: s.Params})
		}
		return out
	}
	res, err := agent.EditPlanned(context.Background(), gemini(t, srv), agent.PhotoTarget(ed), "blur the background",
		[]llm.Part{{Image: shot}}, agent.Options{Sanitize: sanitize})
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for _, s := range res.Steps {
		ops = append(ops, s.Tool)
		if s.Failed {
			t.Errorf("step failed: %s", s)
		}
	}
	if len(ops) < 2 || !strings.HasPrefix(ops[0], "selection.") || ops[len(ops)-1] != "filters.applyMasked" {
		t.Errorf("ops = %v, want a selection before the blur and no export", ops)
	}
	plan, _ := json.Marshal(srv.Requests[0]["contents"])
	if !strings.Contains(string(plan), `"inlineData":{"data":"iVBORw0KGgo`) || srv.Requests[0]["generationConfig"] == nil {
		t.Errorf("plan request lacks the screenshot or JSON mode")
	}
	if res.Reply != "The background is blurred." || len(ed.History.Undo) != depth+1 {
		t.Errorf("reply %q, history %d -> %d", res.Reply, depth, len(ed.History.Undo))
	}
}

// A basic-mode plan runs whole or not at all: a selection that fails
// stops it (the masked change after it would change the whole photo) and
// the steps before it are taken back.
func TestRunPlanStopsAndRevertsOnAFailedStep(t *testing.T) {
	ed := colourPhoto(t)
	before, layers := photo.Composite(ed.S(), nil).NRGBA().Pix, len(ed.S().Layers)
	depth := len(ed.History.Undo)
	steps := []agent.PlanStep{
		{Op: "adjustments.apply", Params: json.RawMessage(`{"type":"vignette","params":{"amount":-40}}`)},
		{Op: "selection.face", Params: json.RawMessage(`{}`)}, // a gradient has no face
		{Op: "adjustments.applyMasked", Params: json.RawMessage(`{"brightness":40}`)},
	}
	out, err := agent.RunPlan(context.Background(), agent.PhotoTarget(ed), "vignette and brighten the face", steps, agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 2 || !out[0].Undone || !out[1].Failed {
		t.Fatalf("steps = %+v, want the vignette undone and the face selection failed, nothing after", out)
	}
	after := photo.Composite(ed.S(), nil).NRGBA().Pix
	if !bytes.Equal(before, after) || len(ed.S().Layers) != layers || len(ed.History.Undo) != depth {
		t.Errorf("the document changed (%d layers, was %d; undo depth %d, was %d)", len(ed.S().Layers), layers, len(ed.History.Undo), depth)
	}
}
