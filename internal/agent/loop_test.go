package agent_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/agent"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// editScript is a multi-step edit as a model would do it: look, place the
// clip, split, delete the middle piece (found in the state the agent sent
// with that very turn, so a stale snapshot fails), add a title while also
// making one bad call, then answer.
func editScript(t *testing.T, system func(map[string]any) string) []func(map[string]any) []llmtest.Call {
	call := func(name string, args map[string]any) []llmtest.Call { return []llmtest.Call{{Name: name, Args: args}} }
	return []func(map[string]any) []llmtest.Call{
		func(map[string]any) []llmtest.Call { return call("list_project_assets", map[string]any{}) },
		func(req map[string]any) []llmtest.Call {
			s := stateOf(t, system(req))
			if len(s.Assets.Assets) != 1 {
				t.Fatalf("state assets = %+v", s.Assets)
			}
			return call("add_media_to_timeline", map[string]any{"assetId": s.Assets.Assets[0].ID, "startTime": 0, "trackType": "main"})
		},
		func(map[string]any) []llmtest.Call { return call("split", map[string]any{"times": []any{1, 2}}) },
		func(req map[string]any) []llmtest.Call {
			var ids []any
			for _, e := range stateOf(t, system(req)).track("main") {
				if e.Start == 1 && e.End == 2 {
					ids = append(ids, e.ElementID)
				}
			}
			if len(ids) != 1 {
				t.Errorf("fresh state should show the piece 1-2 s: %v", system(req))
			}
			return call("delete_timeline_elements", map[string]any{"elementIds": ids})
		},
		func(map[string]any) []llmtest.Call {
			return []llmtest.Call{{Name: "get_element", Args: map[string]any{"elementId": "nope"}},
				{Name: "add_text", Args: map[string]any{"text": "Hello", "start": 0, "end": 1, "position": "top"}}}
		},
	}
}

const prompt = "put the clip on the timeline, cut out 1 to 2 seconds and add the title Hello"

func checkEdited(t *testing.T, path string, res *agent.Result, steps []string) {
	t.Helper()
	d, err := store.LoadProject(path)
	if err != nil {
		t.Fatal(err)
	}
	main := elements(d.Project, timeline.TrackMain)
	if len(main) != 2 || main[0].Start != 0 || main[0].End() != timeline.TicksPerSecond ||
		main[1].Start != 2*timeline.TicksPerSecond || main[1].End() != 3*timeline.TicksPerSecond {
		t.Errorf("main track = %+v", main)
	}
	texts := elements(d.Project, timeline.TrackText)
	if len(texts) != 1 || texts[0].Text.Content != "Hello" || texts[0].Text.Position != "top" {
		t.Errorf("text track = %+v", texts)
	}
	if n := len(d.History.Undo); n != 1 || !strings.HasPrefix(d.History.Undo[0].Label, "edit: put the clip") {
		t.Errorf("history = %d entries, want the request as one", n)
	}
	if _, ok := d.Undo(); !ok || len(elements(d.Project, timeline.TrackMain)) != 0 || len(elements(d.Project, timeline.TrackText)) != 0 {
		t.Errorf("one undo should restore the empty timeline")
	}
	if res.Reply != "Done: removed 1-2 s and added the title." || res.Planner != "llm" {
		t.Errorf("result = %q %q", res.Reply, res.Planner)
	}
	if len(steps) != 6 || !strings.HasPrefix(steps[0], "Step 1/20: list_project_assets {} -> {\"assets\"") ||
		!strings.Contains(steps[4], `-> {"error":"Timeline element not found: nope"}`) {
		t.Errorf("steps:\n%s", strings.Join(steps, "\n"))
	}
	for _, s := range steps {
		if strings.Contains(s, testKey) {
			t.Errorf("key in step %s", s)
		}
	}
	b, _ := json.Marshal(res)
	if strings.Contains(string(b), testKey) {
		t.Error("key in result")
	}
}

func runEdit(t *testing.T, p llm.Provider, path string) (*agent.Result, []string) {
	t.Helper()
	var res *agent.Result
	var steps []string
	err := store.UpdateProject(context.Background(), path, func(d *timeline.Doc) error {
		ed := videotools.NewEditor(d, registry)
		var err error
		res, err = agent.Edit(context.Background(), p, agent.VideoTarget(ed, nil), prompt,
			agent.Options{OnStep: func(s agent.Step) { steps = append(steps, s.String()) }})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return res, steps
}

func TestVideoEditThroughGemini(t *testing.T) {
	path, _ := newProject(t)
	srv := llmtest.NewGemini(t, testKey)
	for _, f := range editScript(t, llmtest.GeminiSystem) {
		srv.Script(llmtest.GeminiCallsFrom(f))
	}
	srv.Script(llmtest.GeminiText("Done: removed 1-2 s and added the title."))
	res, steps := runEdit(t, gemini(t, srv), path)
	checkEdited(t, path, res, steps)
	if srv.Pending() != 0 || len(srv.Requests) != 6 {
		t.Errorf("model turns = %d", len(srv.Requests))
	}
	last, _ := json.Marshal(srv.Requests[5]["contents"])
	if !strings.Contains(string(last), `"functionResponse":{"name":"get_element","response":{"error":"Timeline element not found: nope"}}`) {
		t.Errorf("tool error not sent back as a result: %s", last)
	}
	// the model sees the tools with their generated schemas, minus hidden ones
	tools, _ := json.Marshal(srv.Requests[0]["tools"])
	if !strings.Contains(string(tools), `"name":"split"`) || strings.Contains(string(tools), `"name":"delete_element"`) ||
		!strings.Contains(string(tools), `"parametersJsonSchema"`) {
		t.Errorf("tools = %.400s", tools)
	}
}

func TestVideoEditThroughOpenAI(t *testing.T) {
	path, _ := newProject(t)
	srv := llmtest.NewOpenAI(t, testKey)
	for _, f := range editScript(t, llmtest.OpenAISystem) {
		srv.Script(llmtest.OpenAICallsFrom(f))
	}
	srv.Script(llmtest.OpenAIText("Done: removed 1-2 s and added the title."))
	res, steps := runEdit(t, openai(srv), path)
	checkEdited(t, path, res, steps)
	last, _ := json.Marshal(srv.Requests[5]["messages"])
	if !strings.Contains(string(last), `"role":"tool","tool_call_id":"call_get_element_0"`) {
		t.Errorf("tool result message missing: %s", last)
	}
}

// A declined write goes back to the model as an error and changes nothing.
func TestApprovalDeclined(t *testing.T) {
	path, asset := newProject(t)
	srv := llmtest.NewOpenAI(t, testKey,
		llmtest.OpenAICalls(llmtest.Call{Name: "add_media_to_timeline", Args: map[string]any{"assetId": asset, "startTime": 0, "trackType": "main"}}),
		llmtest.OpenAIText("You declined, so nothing changed."))
	var asked []string
	err := store.UpdateProject(context.Background(), path, func(d *timeline.Doc) error {
		ed := videotools.NewEditor(d, registry)
		_, err := agent.Edit(context.Background(), openai(srv), agent.VideoTarget(ed, nil), "add the clip", agent.Options{
			Approve: func(_ context.Context, name string, _ json.RawMessage) (bool, error) {
				asked = append(asked, name)
				return false, nil
			}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(asked) != 1 || asked[0] != "add_media_to_timeline" {
		t.Errorf("asked = %v", asked)
	}
	msgs, _ := json.Marshal(srv.Requests[1]["messages"])
	if !strings.Contains(string(msgs), `The user declined this change`) {
		t.Errorf("decline not sent back: %s", msgs)
	}
	d, _ := store.LoadProject(path)
	if len(elements(d.Project, timeline.TrackMain)) != 0 || len(d.History.Undo) != 0 {
		t.Errorf("declined edit changed the project")
	}
}

// Cancelling mid-request reverts what the request did.
func TestCancelReverts(t *testing.T) {
	path, asset := newProject(t)
	srv := llmtest.NewGemini(t, testKey,
		llmtest.GeminiCalls(llmtest.Call{Name: "add_media_to_timeline", Args: map[string]any{"assetId": asset, "startTime": 0, "trackType": "main"}}),
		llmtest.GeminiCalls(llmtest.Call{Name: "split", Args: map[string]any{"times": []any{1}}}))
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	ctx, cancel := context.WithCancel(context.Background())
	_, err := agent.Edit(ctx, gemini(t, srv), agent.VideoTarget(ed, nil), "add it", agent.Options{
		OnStep: func(agent.Step) { cancel() }})
	if err == nil || !strings.Contains(err.Error(), "canceled") {
		t.Fatalf("err = %v", err)
	}
	if len(elements(d.Project, timeline.TrackMain)) != 0 || len(d.History.Undo) != 0 {
		t.Errorf("cancelled request left edits behind")
	}
	if len(srv.Requests) != 1 {
		t.Errorf("model called %d times after cancel", len(srv.Requests))
	}
}

// The loop stops at the iteration limit with an honest reply.
func TestIterationLimit(t *testing.T) {
	path, _ := newProject(t)
	srv := llmtest.NewGemini(t, testKey)
	for range 3 {
		srv.Script(llmtest.GeminiCalls(llmtest.Call{Name: "list_timeline", Args: map[string]any{}}))
	}
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	res, err := agent.Edit(context.Background(), gemini(t, srv), agent.VideoTarget(ed, nil), "loop", agent.Options{MaxIterations: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Reply, "Stopped after 3 model turns") || len(res.Steps) != 3 {
		t.Errorf("res = %+v", res)
	}
}

// A large listing from an earlier turn is replaced by a note (the system
// prompt carries the current state), so requests stop growing with it.
func TestStaleListingsElided(t *testing.T) {
	path, _ := newProject(t)
	d, _ := store.LoadProject(path)
	ed := videotools.NewEditor(d, registry)
	for i := range 40 {
		in, _ := json.Marshal(map[string]any{"text": strings.Repeat("caption ", 3), "start": i, "end": i + 1, "position": "bottom"})
		if _, err := registry.Call(context.Background(), ed, "add_text", in); err != nil {
			t.Fatal(err)
		}
	}
	list := llmtest.GeminiCalls(llmtest.Call{Name: "list_timeline", Args: map[string]any{}})
	srv := llmtest.NewGemini(t, testKey, list, list, llmtest.GeminiText("ok"))
	if _, err := agent.Edit(context.Background(), gemini(t, srv), agent.VideoTarget(ed, nil), "look", agent.Options{}); err != nil {
		t.Fatal(err)
	}
	second, _ := json.Marshal(srv.Requests[1]["contents"])
	third, _ := json.Marshal(srv.Requests[2]["contents"])
	if strings.Count(string(second), `"unit":"seconds"`) != 1 || strings.Contains(string(second), "superseded") {
		t.Errorf("the newest listing must be sent in full")
	}
	if strings.Count(string(third), `"unit":"seconds"`) != 1 || strings.Count(string(third), "superseded") != 1 {
		t.Errorf("the older listing should be elided: %.300s", third)
	}
}
