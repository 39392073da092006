package agent_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/render"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var _ agent.FrameRenderer = (*render.Renderer)(nil)

// The first attempt puts a misspelt title in the wrong place; the check,
// shown real preview frames, rejects it with a corrected plan; the attempt
// is reverted and the plan applied; the second check accepts. The trace
// keeps both rounds and the whole request is one undo entry.
func TestSelfCheckRevertsAndCorrects(t *testing.T) {
	path, asset := newProject(t)
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	if _, err := registry.Call(context.Background(), ed, "add_media_to_timeline",
		json.RawMessage(`{"assetId":"`+asset+`","startTime":0,"trackType":"main"}`)); err != nil {
		t.Fatal(err)
	}
	var checkImages []int
	sawImages := func(req map[string]any) {
		b, _ := json.Marshal(req["contents"])
		checkImages = append(checkImages, strings.Count(string(b), `"inlineData":{"data":"iVBORw0KGgo`)) // PNG magic, base64
	}
	srv := llmtest.NewGemini(t, testKey,
		llmtest.GeminiCalls(llmtest.Call{Name: "add_text", Args: map[string]any{"text": "Helo", "start": 0, "end": 1, "position": "bottom"}}),
		llmtest.GeminiText("Added the title."),
		func(req map[string]any) llmtest.Reply {
			sawImages(req)
			return llmtest.GeminiText(`{"done": false, "reply": "The title is misspelt and at the bottom; fixing it.",
				"steps": [{"tool": "add_text", "params": {"text": "Hello", "start": 0, "end": 1, "position": "top"}}]}`)(req)
		},
		func(req map[string]any) llmtest.Reply {
			sawImages(req)
			return llmtest.GeminiText(`{"done": true, "reply": "The title Hello is at the top for the first second."}`)(req)
		})
	var steps []string
	res, err := agent.Edit(context.Background(), gemini(t, srv), agent.VideoTarget(ed, render.New()),
		"add the title Hello at the top for the first second",
		agent.Options{OnStep: func(s agent.Step) { steps = append(steps, s.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	texts := elements(d.Project, timeline.TrackText)
	if len(texts) != 1 || texts[0].Text.Content != "Hello" || texts[0].Text.Position != "top" {
		t.Errorf("texts = %+v (the rejected attempt must be reverted)", texts)
	}
	if len(res.Trace) != 2 || res.Trace[0].Check == nil || res.Trace[0].Check.Done || !res.Trace[1].Check.Done ||
		res.Trace[0].Steps[0].Tool != "add_text" || !strings.Contains(string(res.Trace[0].Steps[0].Args), "Helo") {
		b, _ := json.MarshalIndent(res.Trace, "", " ")
		t.Errorf("trace = %s", b)
	}
	if res.Reply != "The title Hello is at the top for the first second." {
		t.Errorf("reply = %q", res.Reply)
	}
	if len(checkImages) != 2 || checkImages[0] < 1 || checkImages[1] < 1 {
		t.Errorf("check turns carried %v preview frames", checkImages)
	}
	if len(steps) != 2 || !strings.HasPrefix(steps[1], "Step 1/1: add_text") {
		t.Errorf("steps = %q", steps)
	}
	// the media placed before the request stays; the request is one entry
	if len(d.History.Undo) != 2 {
		t.Errorf("history depth = %d, want 2", len(d.History.Undo))
	}
	d.Undo()
	if len(elements(d.Project, timeline.TrackText)) != 0 || len(elements(d.Project, timeline.TrackMain)) != 1 {
		t.Errorf("undo did not remove exactly the request")
	}
}

// The self-check gives up after three rounds and says so.
func TestSelfCheckAtMostThreeRounds(t *testing.T) {
	path, asset := newProject(t)
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	registry.Call(context.Background(), ed, "add_media_to_timeline", json.RawMessage(`{"assetId":"`+asset+`","startTime":0,"trackType":"main"}`))
	no := llmtest.GeminiText(`{"done": false, "reply": "still wrong", "steps": [{"tool": "split", "params": {"times": [1]}}]}`)
	srv := llmtest.NewGemini(t, testKey, llmtest.GeminiText("nothing to do"), no, no, no, llmtest.GeminiText(`{"done":true}`))
	res, err := agent.Edit(context.Background(), gemini(t, srv), agent.VideoTarget(ed, render.New()), "make it better", agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Trace) != 3 || srv.Pending() != 1 || !strings.Contains(res.Reply, "not satisfied after 3 rounds") {
		t.Errorf("rounds = %d, pending = %d, reply = %q", len(res.Trace), srv.Pending(), res.Reply)
	}
	if n := len(elements(d.Project, timeline.TrackMain)); n != 2 {
		t.Errorf("main has %d elements; the last attempt's split should be kept once", n)
	}
}

// Plan asks for JSON steps and returns them without running anything.
func TestPlanOnly(t *testing.T) {
	path, _ := newProject(t)
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	srv := llmtest.NewOpenAI(t, testKey, llmtest.OpenAIText("```json\n{\"reply\": \"Splitting at 1 s.\", \"steps\": [{\"tool\": \"split\", \"params\": {\"times\": [1]}}]}\n```"))
	plan, err := agent.Plan(context.Background(), openai(srv), agent.VideoTarget(ed, nil), "split at 1", nil)
	if err != nil {
		t.Fatal(err)
	}
	if plan.Planner != "llm" || len(plan.Steps) != 1 || plan.Steps[0].Tool != "split" || string(plan.Steps[0].Params) != `{"times": [1]}` {
		t.Errorf("plan = %+v", plan)
	}
	if rf, _ := json.Marshal(srv.Requests[0]["response_format"]); string(rf) != `{"type":"json_object"}` {
		t.Errorf("response_format = %s", rf)
	}
	if len(d.History.Undo) != 0 {
		t.Error("planning changed the project")
	}
}
