package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
)

// Two clients editing one project with the version they saw: exactly one
// wins, the other gets 409 with the current version. Without a version, N
// concurrent writers lose nothing.
func TestConcurrentEdits(t *testing.T) {
	e := newEnv(t, app.Services{})
	tab1, tab2 := e.login("alice"), e.login("alice")
	id := tab1.newProject()
	var d store.DocInfo
	tab1.do("GET", "/api/projects/"+id, nil, &d)
	v := strconv.FormatInt(d.Version, 10)

	type outcome struct {
		status int
		body   []byte
	}
	results := make([]outcome, 2)
	var wg sync.WaitGroup
	for i, c := range []*client{tab1, tab2} {
		wg.Go(func() {
			st, b, _ := c.raw("POST", "/api/projects/"+id+"/tools/add_text",
				map[string]any{"text": fmt.Sprint("tab", i), "start": i, "end": i + 1, "position": "top"}, "If-Match", `"`+v+`"`)
			results[i] = outcome{st, b}
		})
	}
	wg.Wait()
	won, lost := 0, 0
	for _, r := range results {
		switch r.status {
		case 200:
			won++
		case 409:
			lost++
			var body struct {
				Code    string `json:"code"`
				Version int64  `json:"version"`
			}
			json.Unmarshal(r.body, &body)
			if body.Code != "version_conflict" || body.Version != d.Version+1 {
				t.Errorf("409 body %s, want the current version %d", r.body, d.Version+1)
			}
		}
	}
	if won != 1 || lost != 1 {
		t.Fatalf("with the same version: %d won, %d refused (%v)", won, lost, results)
	}

	// without a version, nothing is lost
	const n = 24
	ids := make(chan string, n)
	for i := range n {
		wg.Go(func() {
			c := []*client{tab1, tab2}[i%2]
			var out map[string]any
			st := c.do("POST", "/api/projects/"+id+"/tools/add_text",
				map[string]any{"text": fmt.Sprint("w", i), "start": 10 + i, "end": 10.5 + float64(i), "position": "bottom"}, &out)
			if st != 200 {
				t.Errorf("writer %d: %d", i, st)
				return
			}
			ids <- out["elementId"].(string)
		})
	}
	wg.Wait()
	close(ids)
	_, doc, _ := tab1.raw("GET", "/api/projects/"+id+"/document", nil)
	count := 0
	for el := range ids {
		count++
		if !strings.Contains(string(doc), `"id": "`+el+`"`) {
			t.Errorf("element %s of a 200 answer is missing", el)
		}
	}
	var after store.DocInfo
	tab1.do("GET", "/api/projects/"+id, nil, &after)
	if count != n || after.Version != d.Version+1+n {
		t.Errorf("%d writes landed, version %d, want %d", count, after.Version, d.Version+1+n)
	}
}

// bearer adds an API token to every request of an HTTP client.
type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}

// MCP over HTTP with a token: the tools are listed, a tool runs on the
// owner's project, another owner's project is not found.
func TestMCPOverHTTP(t *testing.T) {
	e := newEnv(t, app.Services{})
	alice := e.login("alice")
	pid := alice.newProject()
	var tok app.NewToken
	alice.do("POST", "/api/tokens", map[string]string{"name": "mcp"}, &tok)
	bobProject := e.login("bob").newProject()

	ctx := context.Background()
	// no token: refused before MCP sees the request
	if st, _, _ := e.anon().raw("POST", "/mcp", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize"}); st != 401 {
		t.Errorf("MCP without a token: %d", st)
	}
	cl := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := cl.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: e.url + "/mcp",
		HTTPClient: &http.Client{Transport: bearer{tok.Token}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	tools, err := sess.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, tl := range tools.Tools {
		names[tl.Name] = true
	}
	for _, want := range []string{"list_documents", "open_project", "open_photo", "split", "add_text", "layers.addRaster", "photo.batch", "batch", "editor_command", "editor_sessions"} {
		if !names[want] {
			t.Errorf("MCP lacks %s", want)
		}
	}
	if len(tools.Tools) != 3+len(e.a.Video.Tools())+len(e.a.Photo.Tools())+2 { // +editor_command, editor_sessions
		t.Errorf("%d tools", len(tools.Tools))
	}
	call := func(name string, args any) *mcp.CallToolResult {
		t.Helper()
		res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return res
	}
	text := func(r *mcp.CallToolResult) string { return r.Content[0].(*mcp.TextContent).Text }
	if r := call("split", map[string]any{"times": []float64{1}}); !r.IsError || !strings.Contains(text(r), "No project is open") {
		t.Errorf("a tool before open: %s", text(r))
	}
	if r := call("open_project", map[string]any{"projectId": bobProject}); !r.IsError || !strings.Contains(text(r), "not found") {
		t.Errorf("another owner's project: %v %s", r.IsError, text(r))
	}
	if r := call("open_project", map[string]any{"projectId": pid}); r.IsError {
		t.Fatalf("open: %s", text(r))
	}
	r := call("add_text", map[string]any{"text": "via MCP", "start": 0, "end": 1, "position": "top"})
	if r.IsError {
		t.Fatalf("add_text: %s", text(r))
	}
	_, doc, _ := alice.raw("GET", "/api/projects/"+pid+"/document", nil)
	if !strings.Contains(string(doc), "via MCP") {
		t.Error("the MCP call did not change the owner's project")
	}
	_, bdoc, _ := e.login("bob").raw("GET", "/api/projects/"+bobProject+"/document", nil)
	if strings.Contains(string(bdoc), "via MCP") {
		t.Error("the MCP call reached another owner's project")
	}
	// a session id presented with another owner's token is refused
	var btok app.NewToken
	e.login("bob").do("POST", "/api/tokens", map[string]string{"name": "mcp"}, &btok)
	req, _ := http.NewRequest("POST", e.url+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/list"}`))
	req.Header.Set("Authorization", "Bearer "+btok.Token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Mcp-Session-Id", sess.ID())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("another owner's token on a session: %d, want 404", resp.StatusCode)
	}
}
