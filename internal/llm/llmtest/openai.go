package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

// OpenAI is a fake OpenAI-compatible server (/v1/chat/completions).
type OpenAI struct {
	*httptest.Server
	Key string // expected after "Bearer "

	mu       sync.Mutex
	script   []Turn
	Requests []map[string]any
	calls    int
}

// NewOpenAI starts a fake OpenAI-compatible server answering with script.
func NewOpenAI(t Cleaner, key string, script ...Turn) *OpenAI {
	o := &OpenAI{Key: key, script: script}
	o.Server = httptest.NewServer(http.HandlerFunc(o.serve))
	t.Cleanup(o.Close)
	return o
}

// Script appends model turns.
func (o *OpenAI) Script(turns ...Turn) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.script = append(o.script, turns...)
}

// Pending is the number of scripted turns not yet used.
func (o *OpenAI) Pending() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.script)
}

func openaiError(w http.ResponseWriter, code int, typ, errCode, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": typ, "code": errCode, "param": nil}})
}

func (o *OpenAI) serve(w http.ResponseWriter, r *http.Request) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if r.Header.Get("Authorization") != "Bearer "+o.Key {
		openaiError(w, 401, "invalid_request_error", "invalid_api_key", "Incorrect API key provided.")
		return
	}
	if r.Method != "POST" || r.URL.Path != "/v1/chat/completions" {
		openaiError(w, 404, "invalid_request_error", "not_found", "no route "+r.URL.Path)
		return
	}
	var req map[string]any
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		openaiError(w, 400, "invalid_request_error", "", "body is not JSON")
		return
	}
	o.Requests = append(o.Requests, req)
	// A tool message must answer a tool_call id of the assistant turn before it.
	ids := map[string]bool{}
	for _, m := range list(req["messages"]) {
		m, _ := m.(map[string]any)
		for _, tc := range list(m["tool_calls"]) {
			tc, _ := tc.(map[string]any)
			id, _ := tc["id"].(string)
			ids[id] = true
		}
		if m["role"] == "tool" && !ids[fmt.Sprint(m["tool_call_id"])] {
			openaiError(w, 400, "invalid_request_error", "", "tool message without a matching tool_call_id")
			return
		}
	}
	if len(o.script) == 0 {
		openaiError(w, 500, "server_error", "", "fake openai: script exhausted")
		return
	}
	turn := o.script[0]
	o.script = o.script[1:]
	rep := turn(req)
	if rep.Status == 0 {
		rep.Status = 200
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.Status)
	json.NewEncoder(w).Encode(rep.Body)
	o.calls++
}

// OpenAICalls answers with tool_calls whose arguments are JSON strings.
func OpenAICalls(calls ...Call) Turn {
	return OpenAICallsFrom(func(map[string]any) []Call { return calls })
}

// OpenAICallsFrom answers with the calls f makes from the request.
func OpenAICallsFrom(f func(req map[string]any) []Call) Turn {
	return func(req map[string]any) Reply {
		calls := f(req)
		var tcs []any
		for i, c := range calls {
			args, _ := json.Marshal(c.Args)
			tcs = append(tcs, map[string]any{"id": fmt.Sprintf("call_%s_%d", c.Name, i), "type": "function",
				"function": map[string]any{"name": c.Name, "arguments": string(args)}})
		}
		return Reply{Body: completion(map[string]any{"role": "assistant", "content": nil, "tool_calls": tcs}, "tool_calls")}
	}
}

// OpenAIText answers with text.
func OpenAIText(text string) Turn {
	return func(map[string]any) Reply {
		return Reply{Body: completion(map[string]any{"role": "assistant", "content": text}, "stop")}
	}
}

// OpenAIError answers with an OpenAI error object.
func OpenAIError(status int, code, message string) Turn {
	return func(map[string]any) Reply {
		return Reply{Status: status, Body: map[string]any{"error": map[string]any{"message": message,
			"type": "error", "code": code, "param": nil}}}
	}
}

func completion(msg map[string]any, finish string) map[string]any {
	return map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1700000000, "model": "fake",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}
}

// OpenAISystem is the system message of a chat.completions body.
func OpenAISystem(req map[string]any) string {
	for _, m := range list(req["messages"]) {
		m, _ := m.(map[string]any)
		if m["role"] == "system" {
			s, _ := m["content"].(string)
			return s
		}
	}
	return ""
}
