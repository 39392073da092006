package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

// a 1x1 PNG, as an editor page's screenshot
const onePixelPNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

// The server's own agent drives the user's open editor with editor_command
// through the same queue, as the signed-in user: the user's page runs it,
// another user's page of the same session name gets nothing, and the
// page's answer and screenshot reach the model.
func TestAgentDrivesTheUsersOpenEditor(t *testing.T) {
	fake := llmtest.NewOpenAI(t, llmKey,
		llmtest.OpenAICalls(llmtest.Call{Name: "editor_sessions", Args: map[string]any{}}),
		llmtest.OpenAICalls(llmtest.Call{Name: "editor_command", Args: map[string]any{"session": "default", "op": "layers.addRaster", "timeout": 10000}}),
		llmtest.OpenAIText("Added a layer in your open photo editor."),
		llmtest.OpenAIText(`{"done": true, "reply": "Added a layer in your open photo editor."}`),
	)
	p := llm.NewOpenAI(llm.Config{Provider: "openai", Model: "fake", APIKey: llmKey, BaseURL: fake.URL + "/v1", RetryBase: time.Millisecond})
	e := newEnv(t, app.Services{LLM: p})
	alice := e.login("alice")
	id := alice.newProject()

	var mu sync.Mutex
	ran := map[string][]string{}
	page := func(user, token string) {
		pg := &bridge.Page{Server: e.url, Header: http.Header{"Authorization": {"Bearer " + token}}, Session: "default", Kind: "photo", Doc: "ph_" + user,
			Run: func(_ context.Context, c bridge.Command) bridge.Answer {
				mu.Lock()
				ran[user] = append(ran[user], c.Op)
				mu.Unlock()
				return bridge.Answer{OK: true, Result: json.RawMessage(`{"layerId":"l2"}`), Screenshot: onePixelPNG, MS: 4}
			}}
		pg.Ready = make(chan struct{})
		ctx, cancel := context.WithCancel(context.Background())
		t.Cleanup(cancel)
		go pg.Listen(ctx)
		<-pg.Ready
	}
	page("alice", e.tokenClient("alice").token)
	page("bob", e.tokenClient("bob").token)

	evs := alice.stream("POST", "/api/projects/"+id+"/agent", map[string]any{"prompt": "add a layer in my open photo editor", "mode": "skip"})
	var results []struct {
		Tool   string          `json:"tool"`
		Failed bool            `json:"failed"`
		Result json.RawMessage `json:"result"`
	}
	for len(results) < 2 {
		var r struct {
			Tool   string          `json:"tool"`
			Failed bool            `json:"failed"`
			Result json.RawMessage `json:"result"`
		}
		json.Unmarshal(next(t, evs, "tool_result").Data, &r)
		results = append(results, r)
	}
	next(t, evs, "done")
	if results[0].Tool != "editor_sessions" || !strings.Contains(string(results[0].Result), `"document":"ph_alice"`) || strings.Contains(string(results[0].Result), "ph_bob") {
		t.Errorf("editor_sessions for alice's agent: %s", results[0].Result)
	}
	if results[1].Tool != "editor_command" || results[1].Failed || !strings.Contains(string(results[1].Result), `"layerId":"l2"`) {
		t.Errorf("editor_command: %+v %s", results[1], results[1].Result)
	}
	mu.Lock()
	if len(ran["alice"]) != 1 || ran["alice"][0] != "layers.addRaster" || len(ran["bob"]) != 0 {
		t.Errorf("pages ran %v, want alice's once and bob's never", ran)
	}
	mu.Unlock()
	// the model saw the page's answer and its screenshot
	msgs, _ := json.Marshal(fake.Requests[2]["messages"])
	if !strings.Contains(string(msgs), `\"layerId\":\"l2\"`) || !strings.Contains(string(msgs), "data:image/png;base64,iVBORw0KGgo") {
		t.Errorf("the model did not get the page's answer and screenshot: %.1500s", msgs)
	}
}
