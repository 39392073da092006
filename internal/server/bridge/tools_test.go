package bridge

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/registry"
)

// a 1x1 PNG
const tinyPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

func TestToolsActForTheirCallerOnly(t *testing.T) {
	h := New(Config{})
	srv := testServer(t, h)
	openPage(t, srv, 1, "default", func(_ context.Context, c Command) Answer {
		if c.Op == "nope" {
			return Answer{OK: false, Error: "Unknown op: nope"}
		}
		return Answer{OK: true, Result: json.RawMessage(`{"layers":2}`), Screenshot: "data:image/png;base64," + tinyPNG, MS: 3}
	})
	r := Tools()
	ctx := context.Background()
	out, err := r.Call(ctx, Caller{h, 1}, ToolSessions, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := out.(SessionsOut).Sessions; len(s) != 1 || s[0].Session != "default" {
		t.Errorf("owner 1's sessions: %+v", s)
	}
	out, err = r.Call(ctx, Caller{h, 2}, ToolSessions, nil)
	if err != nil || len(out.(SessionsOut).Sessions) != 0 {
		t.Errorf("owner 2 sees %v %v, want nothing", out, err)
	}

	out, err = r.Call(ctx, Caller{h, 1}, ToolCommand, json.RawMessage(`{"op":"document.info","timeout":5000}`))
	if err != nil {
		t.Fatal(err)
	}
	o := out.(EditorCommandOut)
	png, _ := base64.StdEncoding.DecodeString(tinyPNG)
	if mime, data, ok := o.Picture(); !o.OK || string(o.Result) != `{"layers":2}` || !ok || mime != "image/png" || !bytes.Equal(data, png) || o.Screenshot != "attached" {
		t.Errorf("editor_command: %+v", o)
	}
	b, _ := json.Marshal(o)
	if bytes.Contains(b, []byte(tinyPNG)) {
		t.Errorf("the screenshot's bytes are in the JSON: %s", b)
	}

	_, err = r.Call(ctx, Caller{h, 1}, ToolCommand, json.RawMessage(`{"op":"nope"}`))
	if te, ok := err.(*registry.Error); !ok || te.Message != "Unknown op: nope" {
		t.Errorf("an op the editor refuses: %v, want its error", err)
	}
	start := time.Now()
	_, err = r.Call(ctx, Caller{h, 2}, ToolCommand, json.RawMessage(`{"op":"document.info","timeout":100}`))
	if te, ok := err.(*registry.Error); !ok || te.Message != `No editor open for session "default" within 100 ms` || time.Since(start) < 100*time.Millisecond {
		t.Errorf("owner 2 to owner 1's open session: %v, want no editor open", err)
	}
	_, err = r.Call(ctx, Caller{h, 1}, ToolCommand, json.RawMessage(`{"op":"x","timeout":0.5}`))
	if err == nil {
		t.Error("a fractional timeout was accepted")
	}
	_, err = r.Call(ctx, Caller{h, 1}, ToolCommand, json.RawMessage(`{"op":"x","steps":[{"op":"y"}]}`))
	if te, ok := err.(*registry.Error); !ok || te.Message != "Give op or steps, not both" {
		t.Errorf("op and steps: %v", err)
	}
}
