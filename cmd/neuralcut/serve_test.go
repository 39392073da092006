package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/store/sqlstore"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// serveProc is the real binary serving on loopback.
type serveProc struct {
	cmd  *exec.Cmd
	url  string
	out  *bytes.Buffer
	done chan error
}

func freePort(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startServe starts `neuralcut serve` and waits for it to listen.
func startServe(t *testing.T, addr, data string) *serveProc {
	t.Helper()
	cmd := exec.Command(binary, "serve", "--addr", addr, "--data", data)
	cmd.Env = append(os.Environ(), "NEURALCUT_ADMIN_PASSWORD=durable-password", "LLM_PROVIDER=", "GEMINI_API_KEY=", "LLM_BASE_URL=")
	out := &bytes.Buffer{}
	pr, pw := io.Pipe()
	cmd.Stdout = pw
	cmd.Stderr = out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &serveProc{cmd: cmd, url: "http://" + addr, out: out, done: make(chan error, 1)}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "NeuralCut is running at") {
				close(ready)
			}
		}
	}()
	go func() { s.done <- cmd.Wait(); pw.Close() }()
	select {
	case <-ready:
	case err := <-s.done:
		t.Fatalf("serve exited: %v\n%s", err, out)
	case <-time.After(90 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("serve did not start:\n%s", out)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-s.done
		}
	})
	return s
}

// apiClient signs in as admin.
type apiClient struct {
	t    *testing.T
	url  string
	hc   *http.Client
	csrf string
}

func signIn(t *testing.T, url string) *apiClient {
	jar, _ := cookiejar.New(nil)
	c := &apiClient{t: t, url: url, hc: &http.Client{Jar: jar, Timeout: 60 * time.Second}}
	var info struct{ CSRFToken string }
	if st, _ := c.call("POST", "/api/login", map[string]string{"username": "admin", "password": "durable-password"}, &info); st != 200 {
		t.Fatalf("sign in: %d", st)
	}
	c.csrf = info.CSRFToken
	return c
}

func (c *apiClient) call(method, path string, in, out any) (int, error) {
	var body io.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		body = bytes.NewReader(b)
	}
	r, _ := http.NewRequest(method, c.url+path, body)
	r.Header.Set("Content-Type", "application/json")
	if c.csrf != "" {
		r.Header.Set("X-CSRF-Token", c.csrf)
	}
	resp, err := c.hc.Do(r)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, err
	}
	if out != nil {
		json.Unmarshal(b, out)
	}
	return resp.StatusCode, nil
}

type job struct {
	ID, State, Error string
	Progress         float64
}

// Durability with the real binary: 100 concurrent tool calls over HTTP,
// kill -9 in the middle of them (and of a render), restart: every call
// that got a 2xx is in the project, the database passes integrity_check,
// every document loads whole, and the render queued before the kill
// finishes after the restart with a file that plays.
func TestServeSurvivesKill(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	addr := freePort(t)
	s := startServe(t, addr, data)
	c := signIn(t, s.url)

	var projects []struct{ ID, Name string }
	c.call("GET", "/api/projects", nil, &projects)
	if len(projects) != 1 || projects[0].Name != "Demo project" {
		t.Fatalf("first run's demo project: %+v", projects)
	}
	var photos []struct{ ID string }
	c.call("GET", "/api/photos", nil, &photos)
	if len(photos) != 1 {
		t.Fatalf("first run's demo photo: %+v", photos)
	}
	// a render of the demo project, running when the server dies
	var ref struct{ JobID string }
	if st, _ := c.call("POST", "/api/projects/"+projects[0].ID+"/renders", map[string]any{"preset": "fast"}, &ref); st != 202 {
		t.Fatalf("render: %d", st)
	}
	for {
		var j job
		c.call("GET", "/api/jobs/"+ref.JobID, nil, &j)
		if j.State == "running" {
			break
		}
		if j.State != "queued" {
			t.Fatalf("render %s before the kill: %s", j.State, j.Error)
		}
		time.Sleep(50 * time.Millisecond)
	}

	var p struct{ ID string }
	c.call("POST", "/api/projects", map[string]any{"name": "hammered", "width": 320, "height": 180}, &p)
	var mu sync.Mutex
	var landed []string
	var wg sync.WaitGroup
	const n = 100
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			var out struct{ ElementID string }
			st, err := c.call("POST", "/api/projects/"+p.ID+"/tools/add_text",
				map[string]any{"text": fmt.Sprint("call ", i), "start": i, "end": float64(i) + 0.5, "position": "top"}, &out)
			if err == nil && st/100 == 2 {
				mu.Lock()
				landed = append(landed, out.ElementID)
				mu.Unlock()
			}
		})
	}
	close(start)
	for {
		mu.Lock()
		k := len(landed)
		mu.Unlock()
		if k >= n/3 {
			break
		}
		time.Sleep(2 * time.Millisecond)
	}
	s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
	wg.Wait()
	mu.Lock()
	got := append([]string(nil), landed...)
	mu.Unlock()
	if len(got) == n {
		t.Fatal("every call answered before the kill: nothing was in flight")
	}
	t.Logf("%d of %d calls answered 2xx before the kill", len(got), n)

	s2 := startServe(t, addr, data)
	c2 := signIn(t, s2.url)
	// every 2xx call is in the project, and the document loads whole
	r, _ := http.NewRequest("GET", s2.url+"/api/projects/"+p.ID+"/document", nil)
	resp, err := c2.hc.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	d, err := timeline.Unmarshal(doc)
	if err != nil {
		t.Fatalf("the project after the kill: %v", err)
	}
	have := map[string]bool{}
	for _, tr := range d.Project.Tracks {
		for _, el := range tr.Elements {
			have[el.ID] = true
		}
	}
	for _, id := range got {
		if !have[id] {
			t.Errorf("element %s answered 2xx but is not in the project", id)
		}
	}
	if len(have) < len(got) || len(have) > n {
		t.Errorf("%d elements for %d answered calls", len(have), len(got))
	}
	// the other documents open whole too
	if st, _ := c2.call("GET", "/api/photos/"+photos[0].ID+"/screenshot?maxSide=64", nil, nil); st != 200 {
		t.Errorf("demo photo after the kill: %d", st)
	}
	db, err := sqlstore.Open(context.Background(), filepath.Join(data, "neuralcut.db"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.IntegrityCheck(context.Background())
	db.Close()
	if err != nil || res != "ok" {
		t.Fatalf("integrity_check: %q %v", res, err)
	}
	// the render resumes and finishes
	deadline := time.Now().Add(4 * time.Minute)
	var j job
	for time.Now().Before(deadline) {
		c2.call("GET", "/api/jobs/"+ref.JobID, nil, &j)
		if j.State == "done" || j.State == "failed" || j.State == "cancelled" {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if j.State != "done" {
		t.Fatalf("the render queued before the kill: %+v\n%s", j, s2.out)
	}
	r, _ = http.NewRequest("GET", s2.url+"/api/jobs/"+ref.JobID+"/output", nil)
	resp, err = c2.hc.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "demo.mp4")
	f, _ := os.Create(out)
	io.Copy(f, resp.Body)
	f.Close()
	resp.Body.Close()
	probe, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", out).Output()
	if err != nil || strings.TrimSpace(string(probe)) == "" {
		t.Fatalf("the resumed render does not play: %v %s", err, probe)
	}
	// the CLI works on the server's data folder while it runs: a token, a
	// project out to a file and back in
	r1 := nc(t, "", "tokens", "create", "script", "--data", data)
	lines := strings.Split(strings.TrimSpace(r1.stdout), "\n")
	token := lines[len(lines)-1]
	if r1.code != 0 || !strings.HasPrefix(token, "nct_") {
		t.Fatalf("tokens create: %+v", r1)
	}
	r, _ = http.NewRequest("GET", s2.url+"/api/me", nil)
	r.Header.Set("Authorization", "Bearer "+token)
	if resp, err := http.DefaultClient.Do(r); err != nil || resp.StatusCode != 200 {
		t.Fatalf("the CLI's token: %v %v", err, resp)
	}
	exported := filepath.Join(t.TempDir(), "hammered.json")
	if r := nc(t, "", "project", "export", p.ID, "-o", exported, "--data", data); r.code != 0 {
		t.Fatalf("export: %+v", r)
	}
	if d2, err := store.LoadProject(exported); err != nil || d2.Project.ElementCount() != len(have) {
		t.Fatalf("exported project: %v", err)
	}
	ri := nc(t, "", "project", "import", exported, "--name", "back again", "--data", data)
	if ri.code != 0 {
		t.Fatalf("import: %+v", ri)
	}
	var again []struct{ ID, Name string }
	c2.call("GET", "/api/projects", nil, &again)
	if len(again) != 3 || again[0].Name != "back again" {
		t.Errorf("projects after the import: %+v", again)
	}
	// the CLI edits a server document by id beside the server (the
	// database serializes the writers; the version is checked): an open
	// page hears of it within a second
	r, _ = http.NewRequest("GET", s2.url+"/api/projects/"+p.ID+"/events", nil)
	r.Header.Set("Authorization", "Bearer "+token)
	evResp, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer evResp.Body.Close()
	events := bufio.NewScanner(evResp.Body)
	events.Scan() // event: change (the version at open)
	events.Scan()
	rt := nc(t, `{"text":"from the CLI","start":500,"end":501,"position":"top"}`, "tools", "call", "add_text", "--project", p.ID, "--data", data)
	if rt.code != 0 || !strings.Contains(rt.stdout, "elementId") {
		t.Fatalf("tools call --data: %+v", rt)
	}
	seen := make(chan string, 1)
	go func() {
		for events.Scan() {
			if strings.Contains(events.Text(), `"cause":"elsewhere"`) {
				seen <- events.Text()
				return
			}
		}
	}()
	select {
	case <-seen:
	case <-time.After(5 * time.Second):
		t.Error("an open event stream did not hear of the CLI's change")
	}
	// a graceful stop
	s2.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s2.done:
		if err != nil {
			t.Errorf("serve after SIGTERM: %v\n%s", err, s2.out)
		}
	case <-time.After(30 * time.Second):
		t.Error("serve did not stop on SIGTERM")
	}
}

// users add and passwd take the password from NEURALCUT_PASSWORD or
// standard input, never from a flag; a short one is refused.
func TestUsersCommands(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	cmd := exec.Command(binary, "users", "add", "carol", "--data", data)
	cmd.Env = append(os.Environ(), "NEURALCUT_PASSWORD=carols-password")
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "added user carol") {
		t.Fatalf("users add: %v %s", err, out)
	}
	if r := nc(t, "dave-password-123\n", "users", "add", "dave", "--data", data); r.code != 0 {
		t.Fatalf("users add from stdin: %+v", r)
	}
	if r := nc(t, "short\n", "users", "add", "erin", "--data", data); r.code == 0 || !strings.Contains(r.stderr, "at least 8") {
		t.Errorf("a short password: %+v", r)
	}
	if r := nc(t, "x\n", "users", "add", "../evil", "--data", data); r.code == 0 {
		t.Errorf("a bad name: %+v", r)
	}
	if r := nc(t, "another-password\n", "users", "passwd", "dave", "--data", data); r.code != 0 {
		t.Errorf("passwd: %+v", r)
	}
	if r := nc(t, "", "tokens", "create", "t1", "--user", "nobody", "--data", data); r.code == 0 {
		t.Errorf("a token for nobody: %+v", r)
	}
	db, err := sqlstore.Open(context.Background(), filepath.Join(data, "neuralcut.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, hash, err := db.UserByName(context.Background(), "dave")
	if err != nil || !strings.HasPrefix(hash, "$argon2id$") || strings.Contains(hash, "another-password") {
		t.Errorf("stored hash %q: %v", hash, err)
	}
}
