package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// inDir runs the binary in dir, as a client of the bridge env's server
// when user is not empty.
func (e *bridgeEnv) inDir(t *testing.T, dir, user string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = os.Environ()
	if user != "" {
		cmd.Env = append(cmd.Env, "NEURALCUT_SERVER="+e.url, "NEURALCUT_TOKEN="+e.tokens[user])
	}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

// The CLI as a client of a server: tools call, photo invoke|run, edit,
// frame and render act on the server's documents by id and print exactly
// what they print for local files.
func TestCLIAsAClientOfAServer(t *testing.T) {
	e := newBridgeEnv(t)
	local, remote := t.TempDir(), t.TempDir()
	if r := e.inDir(t, local, "", "project", "new", "p.json", "--width", "640", "--height", "360", "--fps", "30"); r.code != 0 {
		t.Fatal(r)
	}
	project := e.newProject(t, "admin")
	same := func(what string, l, r result) {
		t.Helper()
		if l.stdout != r.stdout || l.code != r.code {
			t.Errorf("%s: local printed %q (exit %d), the server's %q (exit %d; stderr %q)", what, l.stdout, l.code, r.stdout, r.code, r.stderr)
		}
	}
	both := func(what string, args func(doc string) []string) (result, result) {
		t.Helper()
		l := e.inDir(t, local, "", args("p.json")...)
		r := e.inDir(t, remote, "admin", args(project)...)
		same(what, l, r)
		return l, r
	}
	tool := func(name, input string) func(string) []string {
		return func(doc string) []string { return []string{"tools", "call", name, "--project", doc, "--input", input} }
	}
	if l, _ := both("add_text", tool("add_text", `{"text":"Hello","start":0,"end":3,"position":"top"}`)); l.code != 0 {
		t.Fatalf("add_text: %+v", l)
	}
	both("get_element", tool("get_element", `{"elementId":"e1"}`))
	if l, _ := both("a tool error", tool("get_element", `{"elementId":"e999"}`)); l.code != 1 || !strings.Contains(l.stdout, `"error"`) {
		t.Errorf("a tool error: %+v", l)
	}
	both("an unknown tool", tool("no_such_tool", `{}`))
	both("edit", func(doc string) []string {
		return []string{"edit", doc, "add the title Bye at the bottom", "--mode", "basic", "--yes"}
	})
	if l, _ := both("frame", func(doc string) []string { return []string{"frame", doc, "--at", "1", "-o", "f.png", "--width", "320"} }); l.code != 0 {
		t.Fatalf("frame: %+v", l)
	}
	lf, rf := readPNG(t, filepath.Join(local, "f.png")), readPNG(t, filepath.Join(remote, "f.png"))
	if lf.Bounds() != rf.Bounds() || bright(lf) == 0 || bright(lf)-bright(rf) > 0.001 || bright(rf)-bright(lf) > 0.001 {
		t.Errorf("frames differ: %v %.4f vs %v %.4f", lf.Bounds(), bright(lf), rf.Bounds(), bright(rf))
	}
	r := e.inDir(t, remote, "admin", "render", project, "-o", "out.mp4", "--preset", "fast", "--to", "1")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "wrote out.mp4 in ") {
		t.Fatalf("render: %+v", r)
	}
	probe, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", filepath.Join(remote, "out.mp4")).Output()
	if err != nil || !strings.HasPrefix(strings.TrimSpace(string(probe)), "1.") && !strings.HasPrefix(strings.TrimSpace(string(probe)), "0.9") {
		t.Errorf("the downloaded render: %q %v", probe, err)
	}

	// photos: the same picture on both sides
	src := filepath.Join(local, "photo.png")
	ffmpeg(t, "-f", "lavfi", "-i", "gradients=s=480x320:c0=0xd04a2a:c1=0x2a7ad0:seed=5", "-frames:v", "1", src)
	if r := e.inDir(t, local, "", "photo", "new", "ph", "--from", "photo.png"); r.code != 0 {
		t.Fatal(r)
	}
	photo := e.newPhoto(t, "admin")
	bothPhoto := func(what string, args func(doc string) []string) (result, result) {
		t.Helper()
		l := e.inDir(t, local, "", args("ph")...)
		r := e.inDir(t, remote, "admin", args(photo)...)
		same(what, l, r)
		return l, r
	}
	bothPhoto("photo invoke", func(doc string) []string {
		return []string{"photo", "invoke", doc, "adjustments.apply", "--params", `{"type":"black-white"}`}
	})
	if l, _ := bothPhoto("photo invoke failing", func(doc string) []string { return []string{"photo", "invoke", doc, "layers.frobnicate"} }); l.code != 1 {
		t.Errorf("a failing op: %+v", l)
	}
	steps := `[{"op":"layers.addRaster"},{"op":"layers.setOpacity","params":{"opacity":0.5}}]`
	os.WriteFile(filepath.Join(local, "steps.json"), []byte(steps), 0o644)
	os.WriteFile(filepath.Join(remote, "steps.json"), []byte(steps), 0o644)
	bothPhoto("photo run", func(doc string) []string { return []string{"photo", "run", doc, "steps.json"} })

	// no token: a clear refusal that names the variable
	cmd := exec.Command(binary, "tools", "call", "list_timeline", "--project", project)
	cmd.Env = append(os.Environ(), "NEURALCUT_SERVER="+e.url, "NEURALCUT_TOKEN=")
	out, _ := cmd.CombinedOutput()
	if !strings.Contains(string(out), "NEURALCUT_TOKEN") {
		t.Errorf("no token: %s", out)
	}
	if r := e.inDir(t, remote, "bob", "tools", "call", "list_timeline", "--project", project); r.code != 1 || !strings.Contains(r.stderr, "Not found") {
		t.Errorf("bob's token on admin's project: %+v", r)
	}
}
