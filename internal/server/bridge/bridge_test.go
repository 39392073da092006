package bridge

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// testServer mounts the bridge's routes on loopback. The server's real
// authentication is tested with the server; here the caller names its
// owner as "Authorization: Bearer owner-N".
func testServer(t testing.TB, h *Hub) *httptest.Server {
	t.Helper()
	owner := func(w http.ResponseWriter, r *http.Request) (int64, bool) {
		tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer owner-")
		n, err := strconv.ParseInt(tok, 10, 64)
		if err != nil || n < 1 {
			WriteError(w, errorf(401, "unauthenticated", "Sign in or send an API token"))
			return 0, false
		}
		return n, true
	}
	route := func(serve func(http.ResponseWriter, *http.Request, int64) error) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if o, ok := owner(w, r); ok {
				if err := serve(w, r, o); err != nil {
					WriteError(w, err)
				}
			}
		}
	}
	mux := http.NewServeMux()
	mux.Handle("GET "+EventsPath, route(h.ServeEvents))
	mux.Handle("POST "+ResultPath, route(h.ServeResult))
	mux.Handle("POST "+CommandPath, route(h.ServeCommand))
	mux.Handle("GET "+StatusPath, route(func(w http.ResponseWriter, r *http.Request, o int64) error {
		return h.ServeStatus(w, r, o, r.PathValue("id"))
	}))
	srv := httptest.NewServer(mux)
	t.Cleanup(func() {
		// as serve shuts down: the hub ends the pages' streams first, so
		// Close never waits on one a page left open (it hung here once
		// under load, 7 minutes, in TestEditorThatDoesNotAnswerTimesOut)
		h.Close()
		srv.CloseClientConnections()
		srv.Close()
	})
	return srv
}

func auth(owner int64) http.Header {
	return http.Header{"Authorization": {fmt.Sprintf("Bearer owner-%d", owner)}}
}

// send posts a command and decodes the reply.
func send(t testing.TB, srv *httptest.Server, owner int64, body string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", srv.URL+CommandPath, strings.NewReader(body))
	req.Header = auth(owner)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		t.Fatalf("decode reply: %v", err)
	}
	return res.StatusCode, out
}

func getJSON(t testing.TB, srv *httptest.Server, owner int64, path string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("GET", srv.URL+path, nil)
	req.Header = auth(owner)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// openPage starts a Go page that answers with run, and waits until it is
// subscribed.
func openPage(t testing.TB, srv *httptest.Server, owner int64, session string, run func(context.Context, Command) Answer) (*Page, context.CancelFunc) {
	t.Helper()
	p := &Page{Server: srv.URL, Header: auth(owner), Session: session, Run: run}
	p.init()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.Listen(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case <-p.Ready:
	case <-time.After(5 * time.Second):
		t.Fatal("page did not subscribe")
	}
	return p, cancel
}

// echoRun answers every command ok with its op and params as the result.
func echoRun(_ context.Context, c Command) Answer {
	b, _ := json.Marshal(c)
	return Answer{OK: true, Result: b, Screenshot: "data:image/png;base64,iVBORw0KGgo=", MS: 1.5}
}

func TestCommandWaitsForThePagesAnswer(t *testing.T) {
	srv := testServer(t, New(Config{}))
	openPage(t, srv, 1, "default", echoRun)
	status, out := send(t, srv, 1, `{"session":"default","op":"layers.addRaster","params":{"a":1},"wait":true,"timeout":5000}`)
	if status != 200 || out["ok"] != true {
		t.Fatalf("got %d %v, want 200 ok", status, out)
	}
	res := out["result"].(map[string]any)
	if res["op"] != "layers.addRaster" || res["id"] != out["id"] || res["params"].(map[string]any)["a"] != 1.0 {
		t.Errorf("the page got %v, want the command", res)
	}
	if out["screenshot"] != "data:image/png;base64,iVBORw0KGgo=" || out["ms"] != 1.5 {
		t.Errorf("screenshot/ms not passed back: %v", out)
	}
	for _, k := range []string{"code", "error"} {
		if _, ok := out[k]; ok {
			t.Errorf("an ok answer has %q: %v", k, out)
		}
	}
}

func TestCommandWithoutWaitIsReadLater(t *testing.T) {
	srv := testServer(t, New(Config{}))
	status, out := send(t, srv, 1, `{"op":"document.info"}`)
	if status != 202 || out["queued"] != true || out["id"] == "" {
		t.Fatalf("got %d %v, want 202 {id, queued:true}", status, out)
	}
	id := out["id"].(string)
	if st, s := getJSON(t, srv, 1, "/api/editor/bridge/command/"+id); st != 200 || s["queued"] != true || s["state"] != "waiting" {
		t.Fatalf("status before a page: %d %v", st, s)
	}
	openPage(t, srv, 1, "default", echoRun) // the default session
	deadline := time.Now().Add(5 * time.Second)
	for {
		st, s := getJSON(t, srv, 1, "/api/editor/bridge/command/"+id)
		if st == 200 && s["ok"] == true {
			if s["id"] != id {
				t.Errorf("answer id %v, want %s", s["id"], id)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no answer: %d %v", st, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestOneSessionRunsOneCommandAtATimeInOrder(t *testing.T) {
	srv := testServer(t, New(Config{}))
	var running, overlap atomic.Int32
	var mu sync.Mutex
	var order []string
	openPage(t, srv, 1, "s", func(ctx context.Context, c Command) Answer {
		if running.Add(1) > 1 {
			overlap.Add(1)
		}
		mu.Lock()
		order = append(order, c.Op)
		mu.Unlock()
		time.Sleep(2 * time.Millisecond)
		running.Add(-1)
		return Answer{OK: true}
	})
	var ids []string
	for i := 0; i < 30; i++ {
		_, out := send(t, srv, 1, fmt.Sprintf(`{"session":"s","op":"op%02d"}`, i))
		ids = append(ids, out["id"].(string))
	}
	for _, id := range ids {
		waitEnded(t, srv, 1, id)
	}
	if overlap.Load() != 0 {
		t.Errorf("%d commands ran while another was running", overlap.Load())
	}
	for i, op := range order {
		if want := fmt.Sprintf("op%02d", i); op != want {
			t.Fatalf("command %d was %s, want %s (order %v)", i, op, want, order)
		}
	}
	if len(order) != 30 {
		t.Errorf("ran %d commands, want 30", len(order))
	}
}

// waitPages waits until the hub has n pages open on a session (a page
// whose connection closed is gone once the server has seen it close).
func waitPages(t testing.TB, h *Hub, owner int64, session string, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		got := 0
		for _, s := range h.Sessions(owner) {
			if s.Session == session {
				got = len(s.Pages)
			}
		}
		if got == n {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("session %s never had %d pages", session, n)
}

// waitEnded polls a command until it has ended and returns its answer.
func waitEnded(t testing.TB, srv *httptest.Server, owner int64, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		_, s := getJSON(t, srv, owner, "/api/editor/bridge/command/"+id)
		if s["queued"] != true {
			return s
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("command %s did not end", id)
	return nil
}

func TestTwoPagesOfOneSessionRunEachCommandOnce(t *testing.T) {
	h := New(Config{})
	srv := testServer(t, h)
	var mu sync.Mutex
	runs := map[string][]string{}
	page := func(name string) func(context.Context, Command) Answer {
		return func(_ context.Context, c Command) Answer {
			mu.Lock()
			runs[c.ID] = append(runs[c.ID], name)
			mu.Unlock()
			return Answer{OK: true, Result: json.RawMessage(strconv.Quote(name))}
		}
	}
	_, closeA := openPage(t, srv, 1, "default", page("A"))
	openPage(t, srv, 1, "default", page("B"))
	for i := 0; i < 40; i++ {
		if i == 20 {
			closeA() // A goes away half way: B carries on alone
			waitPages(t, h, 1, "default", 1)
		}
		status, out := send(t, srv, 1, `{"op":"x","wait":true,"timeout":5000}`)
		if status != 200 {
			t.Fatalf("command %d: %d %v", i, status, out)
		}
	}
	if len(runs) != 40 {
		t.Fatalf("%d commands ran, want 40", len(runs))
	}
	per := map[string]int{}
	for id, by := range runs {
		if len(by) != 1 {
			t.Errorf("command %s ran on %v, want exactly one page", id, by)
		}
		per[by[0]]++
	}
	if per["A"] != 20 || per["B"] != 20 {
		t.Errorf("A ran %d, B %d: want the first page to run all until it closes, then the other", per["A"], per["B"])
	}
}

func TestNoEditorOpenTimesOut(t *testing.T) {
	srv := testServer(t, New(Config{}))
	start := time.Now()
	status, out := send(t, srv, 1, `{"session":"nobody","op":"x","wait":true,"timeout":300}`)
	if took := time.Since(start); took < 300*time.Millisecond {
		t.Errorf("answered after %v, before the timeout", took)
	}
	want := `No editor open for session "nobody" within 300 ms`
	if status != 504 || out["ok"] != false || out["error"] != want || out["code"] != CodeNoEditor {
		t.Fatalf("got %d %v, want 504 %q", status, out, want)
	}
}

func TestEditorThatDoesNotAnswerTimesOut(t *testing.T) {
	srv := testServer(t, New(Config{}))
	got := make(chan string, 4)
	openPage(t, srv, 1, "default", func(ctx context.Context, c Command) Answer {
		got <- c.ID
		select {} // drops the command: never answers
	})
	status, out := send(t, srv, 1, `{"op":"x","wait":true,"timeout":300}`)
	want := "The editor did not answer within 300 ms"
	if status != 504 || out["error"] != want || out["code"] != CodeNoAnswer {
		t.Fatalf("got %d %v, want 504 %q", status, out, want)
	}
	if id := <-got; id != out["id"] {
		t.Errorf("the page got %s, the answer names %v", id, out["id"])
	}
}

func TestCommandWaitsForAPageToOpen(t *testing.T) {
	srv := testServer(t, New(Config{}))
	go func() {
		time.Sleep(200 * time.Millisecond)
		openPage(t, srv, 1, "later", echoRun)
	}()
	status, out := send(t, srv, 1, `{"session":"later","op":"x","wait":true,"timeout":5000}`)
	if status != 200 || out["ok"] != true {
		t.Fatalf("got %d %v", status, out)
	}
}

func TestAnotherOwnersSessionReachesNothing(t *testing.T) {
	srv := testServer(t, New(Config{}))
	got := make(chan Command, 4)
	openPage(t, srv, 1, "default", func(_ context.Context, c Command) Answer { got <- c; return Answer{OK: true} })
	status, out := send(t, srv, 2, `{"session":"default","op":"layers.delete","wait":true,"timeout":200}`)
	if status != 504 || out["code"] != CodeNoEditor {
		t.Fatalf("owner 2 to owner 1's session: %d %v, want no editor", status, out)
	}
	select {
	case c := <-got:
		t.Fatalf("owner 1's page received %v", c)
	case <-time.After(100 * time.Millisecond):
	}
	// owner 1's command ids are missing for owner 2, to read and to answer
	_, mine := send(t, srv, 1, `{"op":"x","wait":true,"timeout":2000}`)
	id := mine["id"].(string)
	if st, _ := getJSON(t, srv, 2, "/api/editor/bridge/command/"+id); st != 404 {
		t.Errorf("owner 2 reading owner 1's command: %d, want 404", st)
	}
	st, body := postResult(t, srv, 2, PageResult{Answer: Answer{ID: id, OK: true}, Page: "page_xxxxxxxxxxxx"})
	if st != 404 {
		t.Errorf("owner 2 answering owner 1's command: %d %s, want 404", st, body)
	}
	if st, _ := getJSON(t, srv, 3, "/api/editor/bridge/command/cmd_nope"); st != 404 {
		t.Errorf("unknown id: %d, want 404", st)
	}
}

func postResult(t testing.TB, srv *httptest.Server, owner int64, r PageResult) (int, string) {
	t.Helper()
	b, _ := json.Marshal(r)
	req, _ := http.NewRequest("POST", srv.URL+ResultPath, bytes.NewReader(b))
	req.Header = auth(owner)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func TestResultFromAPageThatDoesNotOwnTheCommandIsRefused(t *testing.T) {
	srv := testServer(t, New(Config{}))
	release := make(chan struct{})
	got := make(chan string, 1)
	a, _ := openPage(t, srv, 1, "default", func(_ context.Context, c Command) Answer {
		got <- c.ID
		<-release
		return Answer{OK: true, Result: json.RawMessage(`"from A"`)}
	})
	b, _ := openPage(t, srv, 1, "default", func(context.Context, Command) Answer {
		t.Error("page B ran a command delivered to A")
		return Answer{}
	})
	_, out := send(t, srv, 1, `{"op":"x"}`)
	id := <-got
	if id != out["id"] {
		t.Fatalf("page A got %s, sent %v", id, out["id"])
	}
	st, body := postResult(t, srv, 1, PageResult{Answer: Answer{ID: id, OK: true, Result: json.RawMessage(`"forged"`)}, Page: b.ID})
	if st != 409 || !strings.Contains(body, "This command was not delivered to this page") {
		t.Errorf("B answering A's command: %d %s, want 409", st, body)
	}
	close(release)
	ans := waitEnded(t, srv, 1, id)
	if ans["result"] != "from A" {
		t.Errorf("answer %v, want A's", ans)
	}
	if st, body := postResult(t, srv, 1, PageResult{Answer: Answer{ID: id, OK: false, Error: "late"}, Page: a.ID}); st != 200 {
		t.Errorf("A re-sending after the end: %d %s", st, body)
	}
	if again := waitEnded(t, srv, 1, id); again["result"] != "from A" {
		t.Errorf("a second answer changed the first: %v", again)
	}
}

func TestDroppedStreamRedeliversAndRunsOnce(t *testing.T) {
	h := New(Config{})
	srv := testServer(t, h)
	var runs atomic.Int32
	got := make(chan string, 4)
	release := make(chan struct{})
	p := &Page{Server: srv.URL, Header: auth(1), Session: "default", Run: func(_ context.Context, c Command) Answer {
		runs.Add(1)
		got <- c.ID
		<-release
		return Answer{OK: true}
	}}
	p.init()
	ctx1, drop := context.WithCancel(context.Background())
	done1 := make(chan error, 1)
	go func() { done1 <- p.Stream(ctx1) }()
	<-p.Ready
	_, out := send(t, srv, 1, `{"op":"x"}`)
	id := <-got // the page runs it ...
	drop()      // ... and its stream drops while it does
	<-done1
	deliveries := make(chan Delivery, 4)
	// a second look: the stream as the reconnecting page sees it
	sub, err := h.Subscribe(1, SubscribeIn{Session: "default", Page: p.ID})
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		for d := range sub.C {
			deliveries <- d
		}
	}()
	select {
	case d := <-deliveries:
		if !bytes.Contains(d.Data, []byte(id)) {
			t.Errorf("redelivered %s, want %s", d.Data, id)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the unanswered command was not delivered again")
	}
	sub.Close()
	ctx2, stop := context.WithCancel(context.Background())
	defer stop()
	go p.Listen(ctx2) // the page reconnects: it gets the command again and ignores it
	time.Sleep(100 * time.Millisecond)
	close(release)
	ans := waitEnded(t, srv, 1, out["id"].(string))
	if ans["ok"] != true {
		t.Errorf("answer %v", ans)
	}
	if n := runs.Load(); n != 1 {
		t.Errorf("ran %d times, want once", n)
	}
}

func TestEventStreamWireFormat(t *testing.T) {
	h := New(Config{KeepAlive: 50 * time.Millisecond})
	srv := testServer(t, h)
	req, _ := http.NewRequest("GET", srv.URL+EventsPath+"?session=wire&page=page_wire0001", nil)
	req.Header = auth(1)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Errorf("Content-Type %q", ct)
	}
	br := bufio.NewReader(res.Body)
	lines := make(chan string, 64)
	go func() {
		for {
			l, err := br.ReadString('\n')
			if err != nil {
				close(lines)
				return
			}
			lines <- strings.TrimRight(l, "\n")
		}
	}()
	expect := func(want func(string) bool, what string) string {
		t.Helper()
		timeout := time.After(3 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("stream ended before %s", what)
				}
				if want(l) {
					return l
				}
			case <-timeout:
				t.Fatalf("no %s", what)
			}
		}
	}
	expect(func(l string) bool { return l == `data: {"page":"page_wire0001","session":"wire"}` }, "hello")
	expect(func(l string) bool { return l == ": keepalive" }, "keep-alive comment")
	_, out := send(t, srv, 1, `{"session":"wire","steps":[{"op":"a","params":{"n":1}},{"op":"b"}]}`)
	expect(func(l string) bool { return l == "id: 1" }, "event id 1")
	want := fmt.Sprintf(`data: {"id":%q,"steps":[{"op":"a","params":{"n":1}},{"op":"b","params":{}}]}`, out["id"])
	expect(func(l string) bool { return l == want }, want)
}

func TestCommandsAreChecked(t *testing.T) {
	srv := testServer(t, New(Config{}))
	for _, tc := range []struct{ body, want string }{
		{`{"op":"x","steps":[{"op":"y"}]}`, "Give op or steps, not both"},
		{`{"session":"s"}`, "Give op (with params) or steps"},
		{`{"session":"a b","op":"x"}`, "Invalid session: use 1 to 64 letters, digits, '.', '_', ':' or '-'"},
		{`{"op":"x","timeout":-1}`, "Invalid timeout: give 1 to 600000 milliseconds"},
		{`{"op":"x","timeout":600001}`, "Invalid timeout: give 1 to 600000 milliseconds"},
		{`{"op":"x","params":[1]}`, "Invalid params: give an object"},
		{`{"steps":[{"op":"x","params":"s"}]}`, "Invalid steps[0].params: give an object"},
		{`{"steps":[{"params":{}}]}`, "Invalid steps[0].op: give an op name"},
		{`{"op":"x","wait":"yes"}`, "Malformed JSON body: wait must be bool"},
		{`{"op":`, "Malformed JSON body"},
		{``, "Give a JSON body"},
	} {
		status, out := send(t, srv, 1, tc.body)
		if status != 400 || out["error"] != tc.want || out["code"] != "bad_request" {
			t.Errorf("%s: got %d %v, want 400 %q", tc.body, status, out, tc.want)
		}
	}
	steps := make([]string, MaxSteps+1)
	for i := range steps {
		steps[i] = `{"op":"x"}`
	}
	if status, out := send(t, srv, 1, `{"steps":[`+strings.Join(steps, ",")+`]}`); status != 400 || out["error"] != "Too many steps: at most 100" {
		t.Errorf("too many steps: %d %v", status, out)
	}
	for _, tc := range []struct {
		r    PageResult
		want string
	}{
		{PageResult{Answer: Answer{OK: true}, Page: "page_abcdefgh"}, "Give the command's id"},
		{PageResult{Answer: Answer{ID: "cmd_x", OK: true}}, "Give the page id the command was delivered to (page)"},
		{PageResult{Answer: Answer{ID: "cmd_x", Screenshot: "data:text/html;base64,PGI+"}, Page: "page_abcdefgh"}, "Invalid screenshot: give a PNG data URL"},
	} {
		if st, body := postResult(t, srv, 1, tc.r); st != 400 || !strings.Contains(body, tc.want) {
			t.Errorf("%+v: %d %s, want 400 %q", tc.r, st, body, tc.want)
		}
	}
	req, _ := http.NewRequest("GET", srv.URL+EventsPath+"?session=../x", nil)
	req.Header = auth(1)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 400 {
		t.Errorf("events with a bad session: %d", res.StatusCode)
	}
}

func TestSenderLeavingWithdrawsAnUndeliveredCommand(t *testing.T) {
	h := New(Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	a, err := h.Send(ctx, 1, CommandIn{Op: "x", Wait: true, Timeout: 5000})
	if err == nil {
		t.Fatalf("Send returned %v without a page", a)
	}
	_, st, err := h.Result(1, a.ID)
	if err != nil || st != nil {
		t.Fatalf("withdrawn command: %v %v", st, err)
	}
	if got := h.Sessions(1); len(got) != 0 {
		t.Errorf("sessions %v, want none", got)
	}
	// a page opening now gets nothing
	sub, _ := h.Subscribe(1, SubscribeIn{})
	defer sub.Close()
	select {
	case d := <-sub.C:
		t.Errorf("a withdrawn command was delivered: %s", d.Data)
	case <-time.After(50 * time.Millisecond):
	}
}

func TestSessionsListOpenPages(t *testing.T) {
	h := New(Config{})
	a, _ := h.Subscribe(1, SubscribeIn{Session: "default", Kind: "photo", Document: "ph_1"})
	b, _ := h.Subscribe(1, SubscribeIn{Session: "cut", Kind: "video", Document: "pr_2"})
	c, _ := h.Subscribe(2, SubscribeIn{Session: "theirs"})
	defer c.Close()
	got := h.Sessions(1)
	if len(got) != 2 || got[0].Session != "cut" || got[1].Session != "default" ||
		got[0].Pages[0].Kind != "video" || got[1].Pages[0].Document != "ph_1" {
		t.Fatalf("sessions %+v", got)
	}
	a.Close()
	b.Close()
	if got := h.Sessions(1); len(got) != 0 {
		t.Errorf("after closing: %+v", got)
	}
	h.mu.Lock()
	_, kept := h.owners[1]
	h.mu.Unlock()
	if kept {
		t.Error("an owner with nothing open is still held")
	}
}

func TestLimits(t *testing.T) {
	h := New(Config{MaxWaiting: 3, MaxPages: 2, MaxRetained: 2})
	for i := 0; i < 3; i++ {
		if _, _, err := h.Enqueue(1, CommandIn{Op: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := h.Enqueue(1, CommandIn{Op: "x"}); err == nil || err.(*Error).Status != 429 {
		t.Errorf("4th waiting command: %v, want 429", err)
	}
	if _, _, err := h.Enqueue(2, CommandIn{Op: "x"}); err != nil {
		t.Errorf("another owner's first command: %v", err)
	}
	p1, _ := h.Subscribe(3, SubscribeIn{})
	p2, _ := h.Subscribe(3, SubscribeIn{Session: "b"})
	defer p1.Close()
	defer p2.Close()
	if _, err := h.Subscribe(3, SubscribeIn{Session: "c"}); err == nil || err.(*Error).Status != 429 {
		t.Errorf("3rd page: %v, want 429", err)
	}
	// ended commands beyond MaxRetained are forgotten, oldest first
	var ids []string
	for i := 0; i < 3; i++ {
		id, done, _ := h.Enqueue(3, CommandIn{Op: "x"})
		d := <-p1.C
		var c Command
		json.Unmarshal(d.Data, &c)
		if err := h.Answer(3, PageResult{Answer: Answer{ID: c.ID, OK: true}, Page: p1.Page}); err != nil {
			t.Fatal(err)
		}
		<-done
		ids = append(ids, id)
	}
	if _, _, err := h.Result(3, ids[0]); err != ErrNotFound {
		t.Errorf("oldest ended command: %v, want forgotten", err)
	}
	if a, _, err := h.Result(3, ids[2]); err != nil || !a.OK {
		t.Errorf("newest: %v %v", a, err)
	}
}

func TestCloseEndsEveryStream(t *testing.T) {
	h := New(Config{})
	srv := testServer(t, h)
	req, _ := http.NewRequest("GET", srv.URL+EventsPath, nil)
	req.Header = auth(1)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	ended := make(chan struct{})
	go func() { io.Copy(io.Discard, res.Body); close(ended) }()
	h.Close()
	select {
	case <-ended:
	case <-time.After(3 * time.Second):
		t.Fatal("an open stream outlived Close")
	}
	if _, err := h.Subscribe(1, SubscribeIn{}); err == nil || err.(*Error).Status != 503 {
		t.Errorf("subscribe after Close: %v, want 503", err)
	}
}
