package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "neuralcut-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "neuralcut")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	code           int
}

func nc(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if stdin != "" {
		cmd.Stdin = strings.NewReader(stdin)
	}
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

func ffmpeg(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("ffmpeg", append([]string{"-y", "-v", "error"}, args...)...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v\n%s", err, out)
	}
}

// newProject makes a project with one 2 s clip (with sound) imported.
func newProject(t *testing.T) (dir, project string) {
	t.Helper()
	dir = t.TempDir()
	clip := filepath.Join(dir, "clip one.mp4")
	ffmpeg(t, "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=2", "-f", "lavfi", "-i",
		"sine=frequency=440:duration=2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip)
	project = filepath.Join(dir, "p.json")
	if r := nc(t, "", "project", "new", project, "--width", "320", "--height", "180", "--fps", "25"); r.code != 0 {
		t.Fatalf("project new: %+v", r)
	}
	r := nc(t, "", "assets", "add", project, clip)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "a2\t") {
		t.Fatalf("assets add: %+v", r)
	}
	return dir, project
}

func TestCLIProjectAssetsAndTools(t *testing.T) {
	dir, project := newProject(t)

	// project new refuses to overwrite
	if r := nc(t, "", "project", "new", project); r.code == 0 || !strings.Contains(r.stderr, "already exists") {
		t.Errorf("overwrite: %+v", r)
	}
	// unreadable media is a clear error and changes nothing
	junk := filepath.Join(dir, "notes.txt")
	os.WriteFile(junk, []byte("not media"), 0o644)
	before, _ := os.ReadFile(project)
	r := nc(t, "", "assets", "add", project, junk)
	if r.code != 1 || !strings.Contains(r.stderr, "notes.txt is not readable media") {
		t.Errorf("junk media: %+v", r)
	}
	if r := nc(t, "", "assets", "add", project, filepath.Join(dir, "missing.mp4")); r.code != 1 || !strings.Contains(r.stderr, "cannot read") {
		t.Errorf("missing media: %+v", r)
	}
	if after, _ := os.ReadFile(project); !bytes.Equal(before, after) {
		t.Error("failed import changed the project")
	}

	// tools list --json has every registry tool with its schema
	r = nc(t, "", "tools", "list", "--json")
	var list []app.ToolListing
	if err := json.Unmarshal([]byte(r.stdout), &list); err != nil || r.code != 0 {
		t.Fatalf("tools list: %v %+v", err, r)
	}
	if want := len(videotools.NewRegistry().Tools()); len(list) < want {
		t.Errorf("tools list has %d tools, registry %d", len(list), want)
	}
	for _, tl := range list {
		if tl.InputSchema == nil || tl.Description == "" {
			t.Errorf("tool %s without schema or description", tl.Name)
		}
	}
	if r := nc(t, "", "tools", "list"); !strings.Contains(r.stdout, "split") {
		t.Errorf("plain tools list: %q", r.stdout)
	}

	// a call that succeeds: exit 0 and the tool's JSON
	r = nc(t, "", "tools", "call", "add_media_to_timeline", "--project", project, "--input", `{"assetId":"a2","startTime":0,"trackType":"main"}`)
	if r.code != 0 || !strings.Contains(r.stdout, `"elementId"`) {
		t.Fatalf("add media: %+v", r)
	}
	// input from stdin
	r = nc(t, `{"times":[1]}`, "tools", "call", "split", "--project", project)
	if r.code != 0 || !strings.Contains(r.stdout, `"success": true`) {
		t.Fatalf("split from stdin: %+v", r)
	}
	// a failing call: exit 1, the spec's error object, file unchanged
	before, _ = os.ReadFile(project)
	r = nc(t, "", "tools", "call", "delete_timeline_elements", "--project", project, "--input", `{"elementIds":["nope"]}`)
	var e struct{ Error string }
	json.Unmarshal([]byte(r.stdout), &e)
	if r.code != 1 || e.Error != "Timeline elements not found: nope" {
		t.Errorf("failing call: %+v", r)
	}
	if after, _ := os.ReadFile(project); !bytes.Equal(before, after) {
		t.Error("failing call changed the project file")
	}
	// undo works across invocations
	r = nc(t, "", "tools", "call", "undo", "--project", project)
	if r.code != 0 || !strings.Contains(r.stdout, `"label": "split"`) {
		t.Errorf("undo: %+v", r)
	}
	r = nc(t, "", "tools", "call", "list_timeline", "--project", project)
	if strings.Count(r.stdout, `"elementId"`) != 1 {
		t.Errorf("after undo want one element: %s", r.stdout)
	}
	// unknown tool, bad usage
	if r := nc(t, "", "tools", "call", "explode", "--project", project); r.code != 1 || !strings.Contains(r.stdout, "Unknown tool: explode") {
		t.Errorf("unknown tool: %+v", r)
	}
	if r := nc(t, "", "tools", "call"); r.code != 2 || !strings.Contains(r.stderr, "usage") {
		t.Errorf("usage: %+v", r)
	}
}

func TestCLICorruptProjectFiles(t *testing.T) {
	_, project := newProject(t)
	good, _ := os.ReadFile(project)
	cases := map[string][]byte{
		"truncated":  good[:len(good)/2],
		"not json":   []byte("hello"),
		"newer":      bytes.Replace(good, []byte(`"version": 1`), []byte(`"version": 99`), 1),
		"bad schema": bytes.Replace(good, []byte(`NeuralCut.Project`), []byte(`Other`), 1),
		"invalid":    bytes.Replace(good, []byte(`"width": 320`), []byte(`"width": -5`), 1),
	}
	want := map[string]string{"truncated": "corrupt or truncated", "not json": "corrupt or truncated",
		"newer": "newer version", "bad schema": "not a NeuralCut project", "invalid": "invalid canvas size"}
	for name, data := range cases {
		os.WriteFile(project, data, 0o644)
		r := nc(t, "", "tools", "call", "list_timeline", "--project", project)
		if r.code != 1 || !strings.Contains(r.stderr, want[name]) || strings.Contains(r.stderr, "panic") {
			t.Errorf("%s: %+v", name, r)
		}
		if after, _ := os.ReadFile(project); !bytes.Equal(after, data) {
			t.Errorf("%s: file was modified", name)
		}
	}
}

// Two processes editing the same project never lose each other's edits.
func TestCLIConcurrentWriters(t *testing.T) {
	_, project := newProject(t)
	const n = 8
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := fmt.Sprintf(`{"text":"line %d","start":%d,"end":%d.5,"position":"bottom"}`, i, i, i)
			if r := nc(t, "", "tools", "call", "add_text", "--project", project, "--input", in); r.code != 0 {
				t.Errorf("add_text %d: %+v", i, r)
			}
		}()
	}
	wg.Wait()
	r := nc(t, "", "tools", "call", "list_timeline", "--project", project)
	for i := range n {
		if !strings.Contains(r.stdout, fmt.Sprintf(`"line %d"`, i)) {
			t.Errorf("edit %d lost", i)
		}
	}
}

func TestMCPStdio(t *testing.T) {
	_, project := newProject(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(binary, "mcp", "--project", project)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	checkMCPSession(ctx, t, sess, project)
}

func TestMCPStreamableHTTP(t *testing.T) {
	_, project := newProject(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, "mcp", "--project", project, "--http", "127.0.0.1:0")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	line, err := bufio.NewReader(stderr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	url := strings.TrimSpace(line[strings.Index(line, "http://"):])
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	checkMCPSession(ctx, t, sess, project)
}

func checkMCPSession(ctx context.Context, t *testing.T, sess *mcp.ClientSession, project string) {
	tools, err := sess.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := len(app.VideoRegistry().Tools()); len(tools.Tools) != want {
		t.Errorf("MCP lists %d tools, registry has %d", len(tools.Tools), want)
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

	res := call("add_media_to_timeline", map[string]any{"assetId": "a2", "startTime": 0, "trackType": "main"})
	if res.IsError || !strings.Contains(text(res), "elementId") {
		t.Fatalf("add media: %s", text(res))
	}
	res = call("split", map[string]any{"times": []float64{0.5, 1.5}})
	if res.IsError {
		t.Fatalf("split: %s", text(res))
	}
	// a tool error is an MCP tool error carrying the spec message
	res = call("split", map[string]any{"times": []float64{}})
	if !res.IsError || text(res) != "Invalid split times" {
		t.Errorf("split error: %v %q", res.IsError, text(res))
	}
	res = call("add_text", map[string]any{"text": "", "start": 0, "end": 1, "position": "top"})
	if !res.IsError || text(res) != "Text is required" {
		t.Errorf("add_text error: %q", text(res))
	}
	// preview_frame answers with an image the client can show
	res = call("preview_frame", map[string]any{"time": 0.75, "width": 160})
	if res.IsError || len(res.Content) != 1 {
		t.Fatalf("preview_frame: %+v", res)
	}
	img, ok := res.Content[0].(*mcp.ImageContent)
	if !ok || img.MIMEType != "image/png" || !bytes.HasPrefix(img.Data, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("preview_frame content: %T", res.Content[0])
	}
	// edits reached the file, so a CLI call sees them
	r := nc(t, "", "tools", "call", "list_timeline", "--project", project)
	if strings.Count(r.stdout, `"elementId"`) != 3 {
		t.Errorf("file after MCP edits: %s", r.stdout)
	}
	// and an edit made by another process is seen by the server
	nc(t, "", "tools", "call", "add_text", "--project", project, "--input", `{"text":"from CLI","start":0,"end":1,"position":"top"}`)
	res = call("list_timeline", map[string]any{})
	if !strings.Contains(text(res), "from CLI") {
		t.Errorf("server did not see the CLI edit: %s", text(res))
	}
}
