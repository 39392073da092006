package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/llm"
	"github.com/neuralcut/neuralcut/internal/llm/llmtest"
)

const key = "AIza-secret-test-key-123"

func geminiFor(t *testing.T, srv *llmtest.Gemini) *llm.Gemini {
	t.Helper()
	g, err := llm.NewGemini(context.Background(), llm.Config{Provider: "gemini", Model: "gemini-test",
		APIKey: key, BaseURL: srv.URL, RetryBase: time.Millisecond, Retries: 2})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func openaiFor(srv *llmtest.OpenAI) *llm.OpenAI {
	return llm.NewOpenAI(llm.Config{Provider: "openai", Model: "gpt-test", APIKey: key,
		BaseURL: srv.URL + "/v1", RetryBase: time.Millisecond, Retries: 2})
}

var tool = llm.Tool{Name: "split", Description: "cut", Schema: json.RawMessage(`{"type":"object","properties":{"times":{"type":"array","items":{"type":"number"}}}}`)}

// A function call and its response make the round trip with the thought
// signature intact (the fake refuses a model turn that lost it).
func TestGeminiFunctionCallRoundTrip(t *testing.T) {
	srv := llmtest.NewGemini(t, key, llmtest.GeminiCalls(llmtest.Call{Name: "split", Args: map[string]any{"times": []any{1.5}}}),
		llmtest.GeminiText("done"))
	g := geminiFor(t, srv)
	ctx := context.Background()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "cut at 1.5"}}}}
	r1, err := g.Generate(ctx, llm.Request{System: "sys", Messages: msgs, Tools: []llm.Tool{tool}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r1.Calls) != 1 || r1.Calls[0].Name != "split" || string(r1.Calls[0].Args) != `{"times":[1.5]}` {
		t.Fatalf("calls = %+v", r1.Calls)
	}
	if len(r1.Message.Parts[0].Signature) == 0 {
		t.Fatal("thought signature not kept")
	}
	msgs = append(msgs, r1.Message, llm.Message{Role: llm.User, Parts: []llm.Part{{Result: &llm.ToolResult{Name: "split", Output: json.RawMessage(`{"success":true}`)}}}})
	r2, err := g.Generate(ctx, llm.Request{System: "sys", Messages: msgs, Tools: []llm.Tool{tool}})
	if err != nil {
		t.Fatal(err)
	}
	if r2.Text != "done" {
		t.Errorf("text = %q", r2.Text)
	}
	req := srv.Requests[1]
	b, _ := json.Marshal(req)
	for _, want := range []string{`"parametersJsonSchema":{"properties"`, `"functionResponse":{"name":"split","response":{"success":true}}`, `"thoughtSignature":"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("request lacks %s: %s", want, b)
		}
	}
	if llmtest.GeminiSystem(req) != "sys" {
		t.Errorf("system = %q", llmtest.GeminiSystem(req))
	}
}

func TestGeminiUploadAndPoll(t *testing.T) {
	srv := llmtest.NewGemini(t, key)
	srv.PollsBeforeActive = 2
	g := geminiFor(t, srv)
	path := filepath.Join(t.TempDir(), "clip.mp4")
	os.WriteFile(path, []byte("hello video"), 0o644)
	ctx := context.Background()
	f, err := g.UploadFile(ctx, path, "video/mp4", "clip.mp4")
	if err != nil {
		t.Fatal(err)
	}
	if f.State != "PROCESSING" || f.SizeBytes != 11 || f.MIMEType != "video/mp4" || !strings.HasPrefix(f.URI, srv.URL) {
		t.Fatalf("file = %+v", f)
	}
	var states []string
	for range 3 {
		f, err = g.GetFile(ctx, f.Name)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, f.State)
	}
	if strings.Join(states, ",") != "PROCESSING,PROCESSING,ACTIVE" {
		t.Errorf("states = %v", states)
	}
	// more than one 8 MiB chunk: intermediate chunks, then finalize
	big := filepath.Join(t.TempDir(), "big.mp4")
	os.WriteFile(big, make([]byte, 9<<20+5), 0o644)
	if f, err := g.UploadFile(ctx, big, "video/mp4", "big.mp4"); err != nil || f.SizeBytes != 9<<20+5 {
		t.Errorf("chunked upload: %+v %v", f, err)
	}
	if _, err := g.GetFile(ctx, "files/nope"); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("missing file: %v", err)
	}
}

// Transient failures are retried; quota errors are not, and say so.
func TestRetryAndQuota(t *testing.T) {
	ctx := context.Background()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "hi"}}}}
	t.Run("gemini 503 then ok", func(t *testing.T) {
		srv := llmtest.NewGemini(t, key, llmtest.GeminiError(503, "UNAVAILABLE", "overloaded"),
			llmtest.GeminiError(429, "RESOURCE_EXHAUSTED", "Too many requests"), llmtest.GeminiText("ok"))
		r, err := geminiFor(t, srv).Generate(ctx, llm.Request{Messages: msgs})
		if err != nil || r.Text != "ok" {
			t.Fatalf("got %v, %v", r, err)
		}
	})
	t.Run("gemini quota", func(t *testing.T) {
		srv := llmtest.NewGemini(t, key, llmtest.GeminiError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota, please check your plan and billing details."),
			llmtest.GeminiText("not reached"))
		_, err := geminiFor(t, srv).Generate(ctx, llm.Request{Messages: msgs})
		if !llm.IsQuota(err) || !strings.Contains(err.Error(), "quota exhausted") || srv.Pending() != 1 {
			t.Fatalf("err = %v, pending %d", err, srv.Pending())
		}
	})
	t.Run("gemini gives up", func(t *testing.T) {
		srv := llmtest.NewGemini(t, key, llmtest.GeminiError(500, "INTERNAL", "a"), llmtest.GeminiError(500, "INTERNAL", "b"),
			llmtest.GeminiError(500, "INTERNAL", "c"), llmtest.GeminiText("not reached"))
		_, err := geminiFor(t, srv).Generate(ctx, llm.Request{Messages: msgs})
		var e *llm.Error
		if !errors.As(err, &e) || e.Status != 500 || srv.Pending() != 1 {
			t.Fatalf("err = %v, pending %d", err, srv.Pending())
		}
	})
	t.Run("openai 502 then ok", func(t *testing.T) {
		srv := llmtest.NewOpenAI(t, key, llmtest.OpenAIError(502, "", "bad gateway"), llmtest.OpenAIText("ok"))
		r, err := openaiFor(srv).Generate(ctx, llm.Request{Messages: msgs})
		if err != nil || r.Text != "ok" {
			t.Fatalf("got %v, %v", r, err)
		}
	})
	t.Run("openai quota", func(t *testing.T) {
		srv := llmtest.NewOpenAI(t, key, llmtest.OpenAIError(429, "insufficient_quota", "You exceeded your current quota."), llmtest.OpenAIText("x"))
		_, err := openaiFor(srv).Generate(ctx, llm.Request{Messages: msgs})
		if !llm.IsQuota(err) || srv.Pending() != 1 {
			t.Fatalf("err = %v", err)
		}
	})
}

// A server that echoes the key back (some do, in "invalid key" errors)
// must not get it into our error text.
func TestKeyNeverInErrors(t *testing.T) {
	ctx := context.Background()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "hi"}}}}
	gsrv := llmtest.NewGemini(t, key, llmtest.GeminiError(400, "INVALID_ARGUMENT", "API key "+key+" not valid; url ?key="+key))
	_, err := geminiFor(t, gsrv).Generate(ctx, llm.Request{Messages: msgs})
	osrv := llmtest.NewOpenAI(t, key, llmtest.OpenAIError(401, "invalid_api_key", "Incorrect API key provided: "+key))
	_, err2 := openaiFor(osrv).Generate(ctx, llm.Request{Messages: msgs})
	// a wrong key: the fake answers with its own error
	bad, _ := llm.NewGemini(ctx, llm.Config{Provider: "gemini", APIKey: "wrong-" + key, BaseURL: gsrv.URL, RetryBase: time.Millisecond})
	_, err3 := bad.Generate(ctx, llm.Request{Messages: msgs})
	for _, e := range []error{err, err2, err3} {
		if e == nil {
			t.Fatal("expected an error")
		}
		if strings.Contains(e.Error(), key) || strings.Contains(e.Error(), "secret") {
			t.Errorf("key leaked: %v", e)
		}
	}
	if !strings.Contains(err2.Error(), "authentication failed") {
		t.Errorf("401 not reported as auth: %v", err2)
	}
}

// A provider's error body is data: escape sequences (retitle, clear the
// terminal), NUL and other control characters never reach our error text.
func TestProviderErrorTextIsCleaned(t *testing.T) {
	ctx := context.Background()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "hi"}}}}
	hostile := "bad \x1b]0;pwned\x07\x1b[2J\x00request\r\nsecond line"
	gsrv := llmtest.NewGemini(t, key, llmtest.GeminiError(400, "INVALID_ARGUMENT", hostile))
	_, err := geminiFor(t, gsrv).Generate(ctx, llm.Request{Messages: msgs})
	osrv := llmtest.NewOpenAI(t, key, llmtest.OpenAIError(400, "bad_request", hostile))
	_, err2 := openaiFor(osrv).Generate(ctx, llm.Request{Messages: msgs})
	for _, e := range []error{err, err2} {
		if e == nil {
			t.Fatal("expected an error")
		}
		if strings.ContainsAny(e.Error(), "\x1b\x00\x07\r\n") || !strings.Contains(e.Error(), "bad request second line") {
			t.Errorf("error text %q", e.Error())
		}
	}
}

func TestOpenAIToolCallsRoundTrip(t *testing.T) {
	srv := llmtest.NewOpenAI(t, key, llmtest.OpenAICalls(llmtest.Call{Name: "split", Args: map[string]any{"times": []any{2}}}),
		llmtest.OpenAIText("done"))
	o := openaiFor(srv)
	ctx := context.Background()
	msgs := []llm.Message{{Role: llm.User, Parts: []llm.Part{{Text: "cut"}, {Image: &llm.Blob{MIMEType: "image/png", Data: []byte{1, 2}}}}}}
	r1, err := o.Generate(ctx, llm.Request{System: "sys", Messages: msgs, Tools: []llm.Tool{tool}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r1.Calls) != 1 || r1.Calls[0].ID != "call_split_0" || string(r1.Calls[0].Args) != `{"times":[2]}` {
		t.Fatalf("calls = %+v", r1.Calls)
	}
	msgs = append(msgs, r1.Message, llm.Message{Role: llm.User, Parts: []llm.Part{{Result: &llm.ToolResult{ID: r1.Calls[0].ID, Name: "split", Output: json.RawMessage(`{"success":true}`)}}}})
	r2, err := o.Generate(ctx, llm.Request{System: "sys", Messages: msgs, Tools: []llm.Tool{tool}})
	if err != nil || r2.Text != "done" {
		t.Fatalf("%v %v", r2, err)
	}
	b, _ := json.Marshal(srv.Requests[1])
	for _, want := range []string{`"role":"tool"`, `"tool_call_id":"call_split_0"`, `"arguments":"{\"times\":[2]}"`, `data:image/png;base64,AQI=`, `"parameters":{"properties"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("request lacks %s: %s", want, b)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env      map[string]string
		provider string
		model    string
		valid    bool
	}{
		{map[string]string{}, "", "", false},
		{map[string]string{"GEMINI_API_KEY": "k"}, "gemini", llm.DefaultGeminiModel, true},
		{map[string]string{"LLM_PROVIDER": "openai", "LLM_BASE_URL": "http://localhost:11434/v1", "LLM_MODEL": "llama3"}, "openai", "llama3", true},
		{map[string]string{"LLM_BASE_URL": "http://localhost:8000/v1"}, "openai", llm.DefaultOpenAIModel, true},
		{map[string]string{"LLM_PROVIDER": "gemini"}, "gemini", llm.DefaultGeminiModel, false},
		{map[string]string{"LLM_PROVIDER": "claude", "LLM_API_KEY": "k"}, "claude", "", false},
		{map[string]string{"LLM_PROVIDER": "openai", "LLM_BASE_URL": "localhost:1"}, "openai", llm.DefaultOpenAIModel, false},
	} {
		c := llm.FromEnv(func(k string) string { return tc.env[k] })
		if c.Provider != tc.provider || c.Model != tc.model || (c.Validate() == nil) != tc.valid {
			t.Errorf("%v: got %q %q valid=%v", tc.env, c.Provider, c.Model, c.Validate() == nil)
		}
	}
}

// Each provider reads only its own key: with both set, the OpenAI-style
// key never goes to Gemini, nor the Gemini key to another server.
func TestFromEnvKeysStayWithTheirProvider(t *testing.T) {
	for _, tc := range []struct {
		env      map[string]string
		provider string
		key      string
	}{
		{map[string]string{"GEMINI_API_KEY": "gem", "LLM_API_KEY": "llm"}, "gemini", "gem"},
		{map[string]string{"GEMINI_API_KEY": "gem", "LLM_API_KEY": "llm", "LLM_PROVIDER": "gemini"}, "gemini", "gem"},
		{map[string]string{"LLM_API_KEY": "llm", "LLM_PROVIDER": "gemini"}, "gemini", ""},
		{map[string]string{"GEMINI_API_KEY": "gem", "LLM_API_KEY": "llm", "LLM_PROVIDER": "openai"}, "openai", "llm"},
		{map[string]string{"GEMINI_API_KEY": "gem", "LLM_PROVIDER": "openai", "LLM_BASE_URL": "http://localhost:1/v1"}, "openai", ""},
		{map[string]string{"LLM_API_KEY": "llm"}, "openai", "llm"},
		// A Gemini key beside a local server's URL: Gemini, at Google, never at that URL.
		{map[string]string{"GEMINI_API_KEY": "gem", "LLM_BASE_URL": "http://localhost:11434/v1"}, "gemini", "gem"},
	} {
		c := llm.FromEnv(func(k string) string { return tc.env[k] })
		if c.Provider != tc.provider || c.APIKey != tc.key {
			t.Errorf("%v: provider %q key %q, want %q %q", tc.env, c.Provider, c.APIKey, tc.provider, tc.key)
		}
		if c.Provider == "gemini" && c.BaseURL != "" {
			t.Errorf("%v: gemini sent to %q", tc.env, c.BaseURL)
		}
	}
	c := llm.FromEnv(func(k string) string {
		return map[string]string{"GEMINI_API_KEY": "gem", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9/"}[k]
	})
	if c.Provider != "gemini" || c.BaseURL != "http://127.0.0.1:9/" {
		t.Errorf("GOOGLE_GEMINI_BASE_URL: %+v", c)
	}
	c = llm.FromEnv(func(k string) string { return map[string]string{"LLM_API_KEY": "llm", "LLM_PROVIDER": "gemini"}[k] })
	if err := c.Validate(); err == nil || err.Error() != "LLM_PROVIDER=gemini needs GEMINI_API_KEY" {
		t.Errorf("gemini without its key: %v", err)
	}
}

func TestScrub(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"bad key sk-1 here", "bad key [redacted] here"},
		{"GET https://x/v1?key=AIzaXYZ&alt=json", "GET https://x/v1?key=[redacted]&alt=json"},
		{"Authorization: Bearer abc.def", "Authorization: Bearer [redacted]"},
	} {
		if got := llm.Scrub(tc.in, "sk-1"); got != tc.want {
			t.Errorf("Scrub(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
