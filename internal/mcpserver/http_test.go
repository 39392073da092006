package mcpserver

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/registry"
)

type countIn struct{}
type countOut struct {
	N int64 `json:"n"`
}

// served starts a real HTTP server on loopback over an MCP server whose
// one tool counts its calls.
func served(t *testing.T, opt HTTPOptions) (url string, srv *mcp.Server, calls *atomic.Int64) {
	t.Helper()
	calls = new(atomic.Int64)
	r := registry.New[struct{}]()
	registry.Add(r, registry.Spec{Name: "count", Description: "Counts its calls."},
		func(context.Context, struct{}, countIn) (countOut, error) { return countOut{calls.Add(1)}, nil })
	srv = NewServer("test", r, func(ctx context.Context, name string, args json.RawMessage) (any, error) {
		return r.Call(ctx, struct{}{}, name, args)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := NewHTTPServer(NewHTTPHandler(srv, opt), opt)
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return "http://" + ln.Addr().String() + "/", srv, calls
}

// post sends one JSON-RPC message, with a session id when given, and
// returns the response and the session id it carries.
func post(t *testing.T, url, origin, session, body string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	if session != "" {
		req.Header.Set("Mcp-Session-Id", session)
		req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp, resp.Header.Get("Mcp-Session-Id")
}

const (
	initialize  = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	initialized = `{"jsonrpc":"2.0","method":"notifications/initialized"}`
	callCount   = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"count","arguments":{}}}`
)

// session opens a session as a client would.
func session(t *testing.T, url, origin string) (*http.Response, string) {
	t.Helper()
	resp, id := post(t, url, origin, "", initialize)
	if id != "" {
		post(t, url, origin, id, initialized)
	}
	return resp, id
}

// A page on another origin cannot drive the server: its requests are
// refused before any tool runs; the server's own origin and the allowed
// ones pass, and so do clients that send no Origin (not browsers).
func TestHTTPChecksTheOrigin(t *testing.T) {
	url, _, calls := served(t, HTTPOptions{AllowOrigins: []string{"https://editor.example"}})
	self := strings.TrimSuffix(url, "/")
	for _, origin := range []string{"http://evil.example", "null", "http://127.0.0.1.evil.example", "https://editor.example.evil"} {
		resp, id := session(t, url, origin)
		if resp.StatusCode != http.StatusForbidden || id != "" {
			t.Errorf("Origin %s: %d, session %q", origin, resp.StatusCode, id)
		}
	}
	_, good := session(t, url, "")
	if resp, _ := post(t, url, "http://evil.example", good, callCount); resp.StatusCode != http.StatusForbidden {
		t.Errorf("tool call from another origin in a good session: %d", resp.StatusCode)
	}
	if calls.Load() != 0 {
		t.Errorf("%d tool calls ran for other origins", calls.Load())
	}
	for _, origin := range []string{"", self, "https://editor.example", "HTTPS://Editor.Example/"} {
		resp, id := session(t, url, origin)
		if resp.StatusCode != http.StatusOK || id == "" {
			t.Errorf("Origin %q refused: %d", origin, resp.StatusCode)
			continue
		}
		if resp, _ := post(t, url, origin, id, callCount); resp.StatusCode != http.StatusOK {
			t.Errorf("Origin %q: tool call %d", origin, resp.StatusCode)
		}
	}
	if calls.Load() != 4 {
		t.Errorf("%d tool calls, want 4", calls.Load())
	}
}

func countSessions(s *mcp.Server) int {
	n := 0
	for range s.Sessions() {
		n++
	}
	return n
}

// Sessions a client abandons are freed after SessionTTL; a session in use
// stays.
func TestHTTPIdleSessionsExpire(t *testing.T) {
	// long enough that opening the 200 sessions (seconds on a loaded 2-core machine) does not
	// outlast it: the first ones expired before they were counted at 400 ms
	const ttl = 2 * time.Second
	url, srv, _ := served(t, HTTPOptions{SessionTTL: ttl})
	var ids []string
	opened := time.Now()
	for range 200 {
		if _, id := session(t, url, ""); id != "" {
			ids = append(ids, id)
		}
	}
	if len(ids) != 200 {
		t.Fatalf("%d session ids, want 200", len(ids))
	}
	// all 200 are counted only while the first is younger than the TTL: on a
	// loaded machine opening them can outlast it, and then some have rightly gone
	if n := countSessions(srv); time.Since(opened) < ttl && n != 200 {
		t.Fatalf("%d sessions, want 200", n)
	}
	_, kept := session(t, url, "")
	deadline := time.Now().Add(10 * ttl)
	for time.Now().Before(deadline) && countSessions(srv) > 1 {
		post(t, url, "", kept, callCount) // in use: stays
		time.Sleep(ttl / 4)
	}
	if n := countSessions(srv); n != 1 {
		t.Errorf("%d sessions left after the TTL, want the one in use", n)
	}
	if resp, _ := post(t, url, "", ids[0], callCount); resp.StatusCode != http.StatusNotFound {
		t.Errorf("an expired session answered %d, want 404", resp.StatusCode)
	}
	if resp, _ := post(t, url, "", kept, callCount); resp.StatusCode != http.StatusOK {
		t.Errorf("the session in use answered %d", resp.StatusCode)
	}
}

// A client that sends half a header, or half a body, is disconnected
// within the timeouts instead of holding a connection forever.
func TestHTTPSlowClientsAreCut(t *testing.T) {
	url, _, _ := served(t, HTTPOptions{HeaderTimeout: 300 * time.Millisecond, BodyTimeout: 300 * time.Millisecond})
	addr := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	for _, tc := range []struct{ name, send, want string }{
		{"half a header", "POST / HTTP/1.1\r\nHost: " + addr + "\r\nContent-Type: appl", ""},
		{"half a body", "POST / HTTP/1.1\r\nHost: " + addr + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 500\r\n\r\n{\"jsonrpc\":", "408"},
	} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		c.Write([]byte(tc.send))
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		got, err := io.ReadAll(bufio.NewReader(c))
		c.Close()
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			t.Errorf("%s: the connection stayed open", tc.name)
			continue
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: closed after %v", tc.name, d)
		}
		if tc.want != "" && !strings.Contains(string(got), tc.want) {
			t.Errorf("%s: answer %q, want %s", tc.name, got, tc.want)
		}
	}
}

func TestExposureWarning(t *testing.T) {
	for _, tc := range []struct {
		addr       string
		tls, token bool
		want       string
	}{
		{"127.0.0.1:80", false, false, ""},
		{"[::1]:80", false, false, ""},
		{"0.0.0.0:8765", false, false, "warning: listening on 0.0.0.0:8765 (every interface) beyond loopback without TLS or a token"},
		{"[::]:8765", false, false, "(every interface)"},
		{"192.168.1.5:8765", true, false, "without a token"},
		{"192.168.1.5:8765", false, true, "without TLS:"},
		{"192.168.1.5:8765", true, true, ""},
	} {
		a, _ := net.ResolveTCPAddr("tcp", tc.addr)
		got := ExposureWarning(a, tc.tls, tc.token)
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s tls=%v token=%v: %q, want %q", tc.addr, tc.tls, tc.token, got, tc.want)
		}
	}
}
