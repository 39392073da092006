package server_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/store"
)

const llmKey = "sk-test-secret-key-123"

// An agent run in ask mode against a fake OpenAI-compatible model on
// loopback: the first change is allowed, the second denied; the run
// streams its steps, the person's answers go through the approve route
// (another owner cannot answer), and the request is one undo entry.
func TestAgentAskMode(t *testing.T) {
	fake := llmtest.NewOpenAI(t, llmKey,
		llmtest.OpenAICalls(llmtest.Call{Name: "add_text", Args: map[string]any{"text": "Hi", "start": 0, "end": 1, "position": "top"}}),
		llmtest.OpenAICalls(llmtest.Call{Name: "list_timeline", Args: map[string]any{}}),
		llmtest.OpenAICalls(llmtest.Call{Name: "toggle_track_mute", Args: map[string]any{"trackId": "t1"}}),
		llmtest.OpenAIText("Added the title; the mute was declined."),
		// the self-check looks at the frames and is satisfied
		llmtest.OpenAIText(`{"done": true, "reply": "Added the title Hi; you declined the mute."}`),
	)
	p := llm.NewOpenAI(llm.Config{Provider: "openai", Model: "fake", APIKey: llmKey, BaseURL: fake.URL + "/v1", RetryBase: time.Millisecond})
	e := newEnv(t, app.Services{LLM: p})
	c := e.login("alice")
	id := c.newProject()
	var before store.DocInfo
	c.do("GET", "/api/projects/"+id, nil, &before)

	evs := c.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "add the title Hi and mute the main track", "mode": "ask"})
	run := next(t, evs, "run")
	var r struct {
		RunID     string `json:"runId"`
		Planner   string `json:"planner"`
		BasicMode bool   `json:"basicMode"`
	}
	json.Unmarshal(run.Data, &r)
	if r.RunID == "" || r.Planner != "llm" || r.BasicMode {
		t.Fatalf("run event %s", run.Data)
	}
	answer := func(allow bool) string {
		ev := next(t, evs, "permission")
		var perm struct {
			CallID string          `json:"callId"`
			Tool   string          `json:"tool"`
			Input  json.RawMessage `json:"input"`
		}
		json.Unmarshal(ev.Data, &perm)
		// another owner's session cannot answer: the run looks missing
		if st := e.login("bob").do("POST", "/api/agent/runs/"+r.RunID+"/approve", map[string]any{"callId": perm.CallID, "allow": true}, nil); st != 404 {
			t.Errorf("bob answering alice's run: %d, want 404", st)
		}
		if st := c.do("POST", "/api/agent/runs/"+r.RunID+"/approve", map[string]any{"callId": perm.CallID, "allow": allow}, nil); st != 200 {
			t.Fatalf("approve: %d", st)
		}
		return perm.Tool
	}
	if tool := answer(true); tool != "add_text" {
		t.Fatalf("first permission for %s", tool)
	}
	var res struct {
		Tool   string `json:"tool"`
		Failed bool   `json:"failed"`
		Denied bool   `json:"denied"`
	}
	json.Unmarshal(next(t, evs, "tool_result").Data, &res)
	if res.Tool != "add_text" || res.Failed {
		t.Fatalf("first result %+v", res)
	}
	json.Unmarshal(next(t, evs, "tool_result").Data, &res) // list_timeline: a read, no permission asked
	if res.Tool != "list_timeline" {
		t.Fatalf("a read asked for permission or went missing: %+v", res)
	}
	if tool := answer(false); tool != "toggle_track_mute" {
		t.Fatalf("second permission for %s", tool)
	}
	json.Unmarshal(next(t, evs, "tool_result").Data, &res)
	if !res.Denied || !res.Failed {
		t.Fatalf("denied result %+v", res)
	}
	var reply struct {
		Reply   string `json:"reply"`
		Planner string `json:"planner"`
	}
	json.Unmarshal(next(t, evs, "reply").Data, &reply)
	if reply.Planner != "llm" || !strings.Contains(reply.Reply, "Added the title Hi") {
		t.Errorf("reply %+v", reply)
	}
	next(t, evs, "done")

	// the title is there, the mute is not, and it is all one undo entry
	var tl struct {
		Tracks []struct {
			Type     string `json:"type"`
			Muted    bool   `json:"muted"`
			Elements []struct {
				Text string `json:"text"`
			} `json:"elements"`
		} `json:"tracks"`
	}
	c.do("POST", "/api/projects/"+id+"/tools/list_timeline", "{}", &tl)
	found := false
	for _, tr := range tl.Tracks {
		if tr.Muted {
			t.Error("the denied mute happened")
		}
		for _, el := range tr.Elements {
			found = found || el.Text == "Hi"
		}
	}
	if !found {
		t.Error("the allowed title is missing")
	}
	var undo map[string]any
	if st := c.do("POST", "/api/projects/"+id+"/tools/undo", "{}", &undo); st != 200 || !strings.HasPrefix(undo["label"].(string), "edit: ") {
		t.Fatalf("undo: %d %v", st, undo)
	}
	var after store.DocInfo
	c.do("GET", "/api/projects/"+id, nil, &after)
	c.do("POST", "/api/projects/"+id+"/tools/list_timeline", "{}", &tl)
	for _, tr := range tl.Tracks {
		for _, el := range tr.Elements {
			if el.Text == "Hi" {
				t.Error("one undo did not take back the whole request")
			}
		}
	}
	// the key never reaches a client or the log
	if strings.Contains(e.log.String(), llmKey) {
		t.Error("the API key is in the log")
	}
}

// Without a model the agent runs basic mode and says so.
func TestAgentBasicMode(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	evs := c.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "add the title Hello at the top", "mode": "skip"})
	var r struct {
		BasicMode bool   `json:"basicMode"`
		Planner   string `json:"planner"`
	}
	json.Unmarshal(next(t, evs, "run").Data, &r)
	if !r.BasicMode || r.Planner != "basic" {
		t.Errorf("run %+v", r)
	}
	json.Unmarshal(next(t, evs, "plan").Data, &r)
	next(t, evs, "tool_result")
	var reply struct {
		BasicMode bool `json:"basicMode"`
	}
	json.Unmarshal(next(t, evs, "reply").Data, &reply)
	if !reply.BasicMode {
		t.Error("reply not marked basic mode")
	}
}

// Basic mode over HTTP takes partial and explain as the CLI does: the
// understood clause runs, the reply names the skipped one and carries the
// parse.
func TestAgentBasicPartialExplain(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	evs := c.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "add the title Hello at the top and frobnicate it",
		"mode": "skip", "planner": "basic", "partial": true, "explain": true})
	next(t, evs, "tool_result")
	var reply struct {
		Status  string           `json:"status"`
		Skipped []string         `json:"skipped"`
		Parse   []map[string]any `json:"parse"`
		Failed  bool             `json:"failed"`
	}
	json.Unmarshal(next(t, evs, "reply").Data, &reply)
	if reply.Status != "partial" || len(reply.Skipped) != 1 || !strings.Contains(reply.Skipped[0], "frobnicate it") ||
		len(reply.Parse) != 2 || reply.Parse[0]["intent"] != "add text" || reply.Failed {
		t.Errorf("reply %+v", reply)
	}
	// without partial nothing runs and the run fails
	evs = c.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "frobnicate it", "mode": "skip", "planner": "basic"})
	json.Unmarshal(next(t, evs, "reply").Data, &reply)
	if !reply.Failed || reply.Status != "not understood" {
		t.Errorf("not understood: %+v", reply)
	}
}

// Basic mode writes its reply before the plan runs; when the user declines
// a step the reply says so instead of claiming the change, and the run is
// marked failed.
func TestAgentBasicDeclinedSaysSo(t *testing.T) {
	e := newEnv(t, app.Services{})
	c := e.login("alice")
	id := c.newProject()
	var before store.DocInfo
	c.do("GET", "/api/projects/"+id, nil, &before)
	evs := c.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "add the title Hello at the top", "mode": "ask"})
	var r struct {
		RunID string `json:"runId"`
	}
	json.Unmarshal(next(t, evs, "run").Data, &r)
	var perm struct {
		CallID string `json:"callId"`
	}
	json.Unmarshal(next(t, evs, "permission").Data, &perm)
	if st := c.do("POST", "/api/agent/runs/"+r.RunID+"/approve", map[string]any{"callId": perm.CallID, "allow": false}, nil); st != 200 {
		t.Fatalf("approve: %d", st)
	}
	var reply struct {
		Reply  string `json:"reply"`
		Failed bool   `json:"failed"`
	}
	json.Unmarshal(next(t, evs, "reply").Data, &reply)
	if reply.Reply != "Nothing changed. Declined: add_text." || !reply.Failed {
		t.Errorf("reply after Deny: %+v", reply)
	}
	var after store.DocInfo
	c.do("GET", "/api/projects/"+id, nil, &after)
	if after.Version != before.Version {
		t.Errorf("version %d -> %d after a declined plan", before.Version, after.Version)
	}
}
