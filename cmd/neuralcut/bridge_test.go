package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/server/bridge"
)

// layerCount is the number of layers of a photo, read through the CLI as
// a client of the server.
func layerCount(t *testing.T, e *bridgeEnv, photo string) int {
	t.Helper()
	r := e.cli(t, "admin", "photo", "invoke", photo, "layers.list")
	var out struct {
		OK     bool
		Result struct{ Layers []struct{ Name string } }
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &out) != nil || !out.OK {
		t.Fatalf("photo invoke layers.list: %+v", r)
	}
	return len(out.Result.Layers)
}

// The photo page runs a command through geEditorControl: the answer is ok,
// its screenshot shows the change, the page shows it and the server's
// document has it; several steps run in order; an op the control API does
// not know answers with its error.
func TestBridgePhotoPage(t *testing.T) {
	e := newBridgeEnv(t)
	photo := e.newPhoto(t, "admin")
	e.open(t, "/photo/"+photo)
	if s := eval[string](t, e, `document.querySelector('#bridge-session').textContent`); s != "default" {
		t.Errorf("the page shows session %q, want default", s)
	}
	dir := t.TempDir()
	before := filepath.Join(dir, "before.png")
	if r := e.cli(t, "admin", "bridge", "send", "--session", "default", "--op", "document.info", "--wait", "--screenshot", before); r.code != 0 {
		t.Fatalf("screenshot before: %+v", r)
	}
	if c := colourful(readPNG(t, before)); c < 0.5 {
		t.Fatalf("the photo is not colourful before the edit (%.2f)", c)
	}

	shot := filepath.Join(dir, "bw.png")
	r := e.cli(t, "admin", "bridge", "send", "--session", "default", "--op", "adjustments.apply",
		"--params", `{"type":"black-white"}`, "--wait", "--timeout", "20000", "--screenshot", shot)
	a := answer(t, r)
	if r.code != 0 || !a.OK || a.Error != "" || a.MS <= 0 || a.Screenshot != shot {
		t.Fatalf("adjustments.apply: %+v", r)
	}
	img := readPNG(t, shot)
	if b := img.Bounds(); b.Dx() != 480 || b.Dy() != 320 {
		t.Errorf("screenshot %v, want the document's 480x320", b)
	}
	if c := colourful(img); c > 0.01 {
		t.Errorf("the screenshot after black-white still has %.0f%% colourful pixels", c*100)
	}
	if n := layerCount(t, e, photo); n != 2 {
		t.Errorf("the server's document has %d layers, want 2 (the photo and black-white)", n)
	}
	// the person watching sees it: the page's canvas turns gray
	e.Wait(t, `(() => { const c = document.querySelector('#photo-canvas');
	  const p = c.getContext('2d').getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
	  return p[0] > 10 && Math.abs(p[0] - p[1]) < 4 && Math.abs(p[1] - p[2]) < 4; })()`, 15*time.Second)
	e.Shot(t, "bridge-photo")

	steps := filepath.Join(dir, "steps.json")
	os.WriteFile(steps, []byte(`[{"op":"layers.addRaster"},{"op":"layers.setOpacity","params":{"opacity":0.5}},{"op":"document.info"}]`), 0o644)
	r = e.cli(t, "admin", "bridge", "send", "--steps", steps, "--wait")
	a = answer(t, r)
	var results []struct {
		OK     bool   `json:"ok"`
		Op     string `json:"op"`
		Result struct {
			Layers []struct {
				Opacity float64 `json:"opacity"`
			} `json:"layers"`
		} `json:"result"`
	}
	if r.code != 0 || !a.OK || json.Unmarshal(a.Result, &results) != nil || len(results) != 3 ||
		results[0].Op != "layers.addRaster" || results[2].Op != "document.info" || len(results[2].Result.Layers) != 3 {
		t.Fatalf("multi-step command: %+v", r)
	}
	if n := layerCount(t, e, photo); n != 3 {
		t.Errorf("after the steps the server has %d layers, want 3", n)
	}

	r = e.cli(t, "admin", "bridge", "send", "--op", "layers.frobnicate", "--wait")
	a = answer(t, r)
	direct := e.cli(t, "admin", "photo", "invoke", photo, "layers.frobnicate")
	var want struct{ Error string }
	json.Unmarshal([]byte(direct.stdout), &want)
	if r.code != 1 || a.OK || a.Error == "" || a.Error != want.Error {
		t.Errorf("unknown op: %+v, want ok:false with the control API's error %q", r, want.Error)
	}
}

// The video page runs a video tool through neuralcutControl; the
// screenshot is the frame at the playhead, with the title in it.
func TestBridgeVideoPage(t *testing.T) {
	e := newBridgeEnv(t)
	project := e.newProject(t, "admin")
	e.open(t, "/video/"+project)
	dir := t.TempDir()
	before := filepath.Join(dir, "before.png")
	if r := e.cli(t, "admin", "bridge", "send", "--op", "list_timeline", "--wait", "--screenshot", before); r.code != 0 {
		t.Fatalf("list_timeline: %+v", r)
	}
	if b := bright(readPNG(t, before)); b != 0 {
		t.Fatalf("the empty project's frame has %.3f bright pixels", b)
	}
	shot := filepath.Join(dir, "title.png")
	r := e.cli(t, "admin", "bridge", "send", "--op", "add_text", "--params",
		`{"text":"BRIDGE","start":0,"end":4,"position":"center","style":"hook"}`, "--wait", "--screenshot", shot)
	a := answer(t, r)
	var out struct {
		ElementID string `json:"elementId"`
	}
	if r.code != 0 || !a.OK || json.Unmarshal(a.Result, &out) != nil || out.ElementID == "" {
		t.Fatalf("add_text: %+v", r)
	}
	img := readPNG(t, shot)
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 360 {
		t.Errorf("screenshot %v, want 640x360", b)
	}
	if b := bright(img); b < 0.002 {
		t.Errorf("the title is not in the screenshot (%.4f bright pixels)", b)
	}
	doc := e.cli(t, "admin", "tools", "call", "get_element", "--project", project, "--input", `{"elementId":"`+out.ElementID+`"}`)
	if doc.code != 0 || !strings.Contains(doc.stdout, `"BRIDGE"`) {
		t.Errorf("the server's project lacks the title: %+v", doc)
	}
	e.Wait(t, `JSON.stringify(window.__neuralcutEditor.project.value).includes('"BRIDGE"')`, 10*time.Second)
	e.Shot(t, "bridge-video")

	r = e.cli(t, "admin", "bridge", "send", "--op", "no_such_tool", "--wait")
	if a := answer(t, r); r.code != 1 || a.OK || !strings.Contains(a.Error, "no_such_tool") {
		t.Errorf("unknown tool: %+v", r)
	}
}

// A command with no editor open waits for its timeout and says so; one
// that an editor drops says the editor did not answer.
func TestBridgeTimeouts(t *testing.T) {
	e := newBridgeEnv(t)
	start := time.Now()
	r := e.cli(t, "admin", "bridge", "send", "--session", "nobody-here", "--op", "document.info", "--wait", "--timeout", "700")
	a := answer(t, r)
	if r.code != 1 || a.Error != `No editor open for session "nobody-here" within 700 ms` || a.Code != bridge.CodeNoEditor {
		t.Errorf("no editor: %+v", r)
	}
	if took := time.Since(start); took < 700*time.Millisecond {
		t.Errorf("answered after %v, before the timeout", took)
	}

	// a page that takes commands and never answers
	var got atomic.Int32
	stop := make(chan struct{})
	defer close(stop)
	p := &bridge.Page{Server: e.url, Header: http.Header{"Authorization": {"Bearer " + e.tokens["admin"]}}, Session: "dropper",
		Run: func(context.Context, bridge.Command) bridge.Answer { got.Add(1); <-stop; return bridge.Answer{} }}
	p.Ready = make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go p.Listen(ctx)
	<-p.Ready
	r = e.cli(t, "admin", "bridge", "send", "--session", "dropper", "--op", "document.info", "--wait", "--timeout", "700")
	a = answer(t, r)
	if r.code != 1 || a.Error != "The editor did not answer within 700 ms" || a.Code != bridge.CodeNoAnswer || got.Load() != 1 {
		t.Errorf("dropped command: %+v (the page got %d)", r, got.Load())
	}
}

// Another user's token sending to the session name of an open page
// reaches nothing: the page receives nothing, the document is unchanged.
func TestBridgeIsolation(t *testing.T) {
	e := newBridgeEnv(t)
	photo := e.newPhoto(t, "admin")
	e.open(t, "/photo/"+photo)
	received := eval[int](t, e, `window.__geEditorBridge.received`)
	r := e.cli(t, "bob", "bridge", "send", "--session", "default", "--op", "layers.delete", "--wait", "--timeout", "700")
	if a := answer(t, r); r.code != 1 || a.Code != bridge.CodeNoEditor {
		t.Errorf("bob to admin's session: %+v", r)
	}
	if r := e.cli(t, "bob", "bridge", "sessions"); r.code != 0 || strings.Contains(r.stdout, `"default"`) {
		t.Errorf("bob sees admin's sessions: %+v", r)
	}
	time.Sleep(200 * time.Millisecond)
	if n := eval[int](t, e, `window.__geEditorBridge.received`); n != received {
		t.Errorf("admin's page received %d commands from bob", n-received)
	}
	if n := layerCount(t, e, photo); n != 1 {
		t.Errorf("admin's photo has %d layers, want 1", n)
	}
	// bob can neither read nor answer admin's commands
	r = e.cli(t, "admin", "bridge", "send", "--op", "document.info", "--wait")
	id := answer(t, r).ID
	if st, body := e.api(t, "bob", "GET", "/api/editor/bridge/command/"+id, nil); st != 404 {
		t.Errorf("bob reads admin's command: %d %s", st, body)
	}
	page := eval[string](t, e, `window.__geEditorBridge.page`)
	if st, body := e.api(t, "bob", "POST", "/api/editor/bridge/result", map[string]any{"id": id, "ok": true, "page": page}); st != 404 {
		t.Errorf("bob answers admin's command: %d %s", st, body)
	}
}

// The page's event stream drops while a command is in flight: the server
// delivers it again after the reconnect, the page runs it once, and the
// document changes once.
func TestBridgeExactlyOnceAcrossAReconnect(t *testing.T) {
	e := newBridgeEnv(t)
	photo := e.newPhoto(t, "admin")
	e.open(t, "/photo/"+photo)
	received := eval[int](t, e, `window.__geEditorBridge.received`)
	executed := eval[int](t, e, `window.__geEditorBridge.executed`)
	held, release := e.proxy.holdNextResult()
	defer release()
	done := make(chan result, 1)
	go func() {
		done <- e.cli(t, "admin", "bridge", "send", "--op", "layers.addRaster", "--wait", "--timeout", "30000")
	}()
	select {
	case <-held: // the page ran it; its answer is on the way (held)
	case <-time.After(20 * time.Second):
		t.Fatal("the page did not answer")
	}
	if n := e.proxy.drop(); n != 1 {
		t.Fatalf("dropped %d streams, want the page's one", n)
	}
	// the page reconnects (Last-Event-ID) and gets the unanswered command again
	e.Wait(t, fmt.Sprintf(`window.__geEditorBridge.received >= %d && window.__geEditorBridge.status === 'live'`, received+2), 15*time.Second)
	release()
	r := <-done
	if a := answer(t, r); r.code != 0 || !a.OK {
		t.Fatalf("the command: %+v", r)
	}
	if n := eval[int](t, e, `window.__geEditorBridge.executed`); n != executed+1 {
		t.Errorf("the page ran it %d times, want once", n-executed)
	}
	if n := layerCount(t, e, photo); n != 2 {
		t.Errorf("the photo has %d layers, want 2 (one added, once)", n)
	}
}

// An MCP client with a token lists the token owner's editor sessions,
// sends editor_command and gets the page's result with its screenshot.
func TestBridgeOverMCP(t *testing.T) {
	e := newBridgeEnv(t)
	photo := e.newPhoto(t, "admin")
	e.open(t, "/photo/"+photo)
	ctx := context.Background()
	connect := func(user string) *mcp.ClientSession {
		cl := mcp.NewClient(&mcp.Implementation{Name: "bridge-test", Version: "1"}, nil)
		sess, err := cl.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: e.url + "/mcp",
			HTTPClient: &http.Client{Transport: bearerTransport(e.tokens[user])}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { sess.Close() })
		return sess
	}
	sess := connect("admin")
	call := func(s *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
		t.Helper()
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return res
	}
	text := func(r *mcp.CallToolResult) string { return r.Content[0].(*mcp.TextContent).Text }
	res := call(sess, "editor_sessions", map[string]any{})
	var sessions bridge.SessionsOut
	if res.IsError || json.Unmarshal([]byte(text(res)), &sessions) != nil || len(sessions.Sessions) != 1 ||
		sessions.Sessions[0].Session != "default" || sessions.Sessions[0].Pages[0].Kind != "photo" || sessions.Sessions[0].Pages[0].Document != photo {
		t.Fatalf("editor_sessions: %s", text(res))
	}
	res = call(sess, "editor_command", map[string]any{"op": "layers.addRaster", "timeout": 20000})
	var out bridge.EditorCommandOut
	if res.IsError || json.Unmarshal([]byte(text(res)), &out) != nil || !out.OK || out.Screenshot != "attached" {
		t.Fatalf("editor_command: %s", text(res))
	}
	if len(res.Content) != 2 {
		t.Fatalf("editor_command returned %d contents, want the JSON and the screenshot", len(res.Content))
	}
	if img, ok := res.Content[1].(*mcp.ImageContent); !ok || img.MIMEType != "image/png" || len(img.Data) < 100 {
		t.Errorf("the screenshot is not image content: %#v", res.Content[1])
	}
	if n := layerCount(t, e, photo); n != 2 {
		t.Errorf("the photo has %d layers after editor_command, want 2", n)
	}
	res = call(sess, "editor_command", map[string]any{"op": "layers.frobnicate"})
	if !res.IsError || !strings.Contains(text(res), "layers.frobnicate") {
		t.Errorf("an unknown op over MCP: %v %s", res.IsError, text(res))
	}
	// bob's token sees no sessions and reaches no editor
	bob := connect("bob")
	if res := call(bob, "editor_sessions", map[string]any{}); strings.Contains(text(res), photo) {
		t.Errorf("bob sees admin's editor: %s", text(res))
	}
	if res := call(bob, "editor_command", map[string]any{"op": "layers.delete", "timeout": 300}); !res.IsError || !strings.Contains(text(res), "No editor open") {
		t.Errorf("bob's editor_command: %s", text(res))
	}
	if n := layerCount(t, e, photo); n != 2 {
		t.Errorf("bob's command changed admin's photo (%d layers)", n)
	}
}

type bearerTransport string

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(b))
	return http.DefaultTransport.RoundTrip(r)
}
