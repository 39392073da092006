package client

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestReadEvents(t *testing.T) {
	stream := "retry: 1000\n: keepalive\n\nevent: hello\ndata: {\"a\":1}\n\nid: 7\ndata: line one\ndata: line two\n\r\n: another comment\n\ndata: last\n\n"
	var got []Event
	if err := ReadEvents(context.Background(), strings.NewReader(stream), func(e Event) bool { got = append(got, e); return true }); err != nil {
		t.Fatal(err)
	}
	want := []Event{{Name: "hello", Data: []byte(`{"a":1}`)}, {Name: "message", ID: "7", Data: []byte("line one\nline two")}, {Name: "message", Data: []byte("last")}}
	if len(got) != len(want) {
		t.Fatalf("got %d events %q, want %d", len(got), got, len(want))
	}
	for i := range want {
		if got[i].Name != want[i].Name || got[i].ID != want[i].ID || string(got[i].Data) != string(want[i].Data) {
			t.Errorf("event %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestNewRefusesABadServerOrNoToken(t *testing.T) {
	for _, tc := range []struct{ server, token, want string }{
		{"localhost:8080", "t", "NEURALCUT_SERVER must be the server's URL"},
		{"ftp://x", "t", "NEURALCUT_SERVER must be the server's URL"},
		{"http://127.0.0.1:8080", "", "set NEURALCUT_TOKEN"},
	} {
		if _, err := New(tc.server, tc.token); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%q, %q): %v, want %q", tc.server, tc.token, err, tc.want)
		}
	}
}

func TestErrorsKeepTheAPIsMessageAndCode(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer secret-token" {
			w.WriteHeader(401)
			w.Write([]byte(`{"error":"Sign in or send an API token","code":"unauthenticated"}`))
			return
		}
		w.WriteHeader(422)
		w.Write([]byte(`{"error":"Element not found: e9","code":"tool_error"}`))
	}))
	defer srv.Close()
	c, _ := New(srv.URL, "secret-token")
	_, err := c.CallTool(context.Background(), "p_1", "get_element", []byte(`{"elementId":"e9"}`))
	var e *Error
	if !errors.As(err, &e) || e.Status != 422 || e.Code != "tool_error" || e.Message != "Element not found: e9" {
		t.Errorf("a tool error: %#v", err)
	}
	c, _ = New(srv.URL, "wrong")
	_, err = c.CallTool(context.Background(), "p_1", "get_element", nil)
	if err == nil || !strings.Contains(err.Error(), "check NEURALCUT_TOKEN") || strings.Contains(err.Error(), "wrong") {
		t.Errorf("a refused token: %v", err)
	}
}
