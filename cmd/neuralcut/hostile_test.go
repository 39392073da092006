package main

// The hostile-input suite (issue 16): one case per finding of the hostile
// review, each run against the real binary with real files, links, FIFOs,
// devices, processes and sockets. Every case failed before the fixes it
// names; nothing here imports the packages under test, so the suite runs
// as well against an older build.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// editJSON rewrites a JSON file through fn, keeping numbers exact.
func editJSON(t *testing.T, path string, fn func(m map[string]any)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	fn(m)
	out, _ := json.Marshal(m)
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// at walks a decoded JSON value by keys and indexes.
func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v
}

// crashed reports whether the output shows a Go crash rather than an error.
func crashed(r result) bool {
	s := r.stdout + r.stderr
	return strings.Contains(s, "goroutine ") || strings.Contains(s, "panic") || strings.Contains(s, "fatal error")
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

// photoDoc makes a 64x48 document with two raster layers (so its history
// holds pixels too) and returns its folder.
func photoDoc(t *testing.T, dir string) string {
	t.Helper()
	doc := filepath.Join(dir, "pic.ncphoto")
	if r := nc(t, "", "photo", "new", doc, "--width", "64", "--height", "48"); r.code != 0 {
		t.Fatalf("photo new: %+v", r)
	}
	for range 2 {
		if r := nc(t, "", "photo", "invoke", doc, "layers.addRaster"); r.code != 0 {
			t.Fatalf("addRaster: %+v", r)
		}
	}
	return doc
}

// Finding: with blobs/ replaced by a link to another folder, any edit
// deleted every file of that folder the document did not reference.
func TestHostilePhotoBlobsLink(t *testing.T) {
	dir := t.TempDir()
	doc := photoDoc(t, dir)
	other := filepath.Join(dir, "other")
	os.Rename(filepath.Join(doc, "blobs"), other)
	os.WriteFile(filepath.Join(other, "precious.txt"), []byte("mine"), 0o644)
	os.WriteFile(filepath.Join(other, "0123456789abcdef.rgba16"), []byte("not the document's"), 0o644)
	os.Symlink(other, filepath.Join(doc, "blobs"))
	r := nc(t, "", "photo", "invoke", doc, "layers.addRaster")
	if r.code == 0 || !strings.Contains(r.stderr+r.stdout, "blobs is not a folder of the document") {
		t.Errorf("edit through a linked blobs/: %+v", r)
	}
	for _, name := range []string{"precious.txt", "0123456789abcdef.rgba16"} {
		if _, err := os.Stat(filepath.Join(other, name)); err != nil {
			t.Errorf("%s was deleted", name)
		}
	}
}

// The same finding for the document's exports/ folder: a link planted
// there does not get exports written through it.
func TestHostilePhotoExportsLink(t *testing.T) {
	dir := t.TempDir()
	doc := photoDoc(t, dir)
	other := filepath.Join(dir, "other")
	os.Mkdir(other, 0o755)
	os.Symlink(other, filepath.Join(doc, "exports"))
	r := nc(t, "", "photo", "invoke", doc, "export.png", "--params", `{"save":true}`)
	if r.code == 0 || !strings.Contains(r.stdout+r.stderr, "it is a symbolic link, not a folder") {
		t.Errorf("export through a linked exports/: %+v", r)
	}
	if names := listDir(t, other); len(names) != 0 {
		t.Errorf("written through the link: %v", names)
	}
}

// Finding: a layer pixel id like ../../outside/secret made photo export
// read a file outside the document.
func TestHostilePhotoPixelIDOutside(t *testing.T) {
	dir := t.TempDir()
	doc := photoDoc(t, dir)
	outside := filepath.Join(dir, "outside")
	os.Mkdir(outside, 0o755)
	secret := bytes.Repeat([]byte{0xff}, 64*48*8)
	os.WriteFile(filepath.Join(outside, "secret.rgba16"), secret, 0o644)
	editJSON(t, filepath.Join(doc, "manifest.json"), func(m map[string]any) {
		at(m, "state", "layers", 0, "raster").(map[string]any)["id"] = "../../outside/secret"
	})
	out := filepath.Join(dir, "out.png")
	r := nc(t, "", "photo", "export", doc, "-o", out)
	if r.code == 0 || !strings.Contains(r.stderr+r.stdout, `state.layers[0].raster.id "../../outside/secret" is not a pixel id`) {
		t.Errorf("export: %+v", r)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("exported a picture made of a file outside the document")
	}
}

// Finding: the same id in an undo entry made every edit panic with a stack
// trace, and created a temp file outside the document.
func TestHostilePhotoPixelIDInHistory(t *testing.T) {
	dir := t.TempDir()
	doc := photoDoc(t, dir)
	outside := filepath.Join(dir, "outside")
	os.Mkdir(outside, 0o755)
	editJSON(t, filepath.Join(doc, "manifest.json"), func(m map[string]any) {
		at(m, "undo", 1, "state", "layers", 0, "raster").(map[string]any)["id"] = "../../outside/x"
	})
	r := nc(t, "", "photo", "invoke", doc, "layers.addRaster")
	if r.code == 0 || crashed(r) || !strings.Contains(r.stderr+r.stdout, `undo[1].state.layers[0].raster.id`) {
		t.Errorf("edit with a hostile history: %+v", r)
	}
	if names := listDir(t, outside); len(names) != 0 {
		t.Errorf("files made outside the document: %v", names)
	}
	// missing pixels in the history: an error naming them, not a panic
	editJSON(t, filepath.Join(doc, "manifest.json"), func(m map[string]any) {
		at(m, "undo", 1, "state", "layers", 0, "raster").(map[string]any)["id"] = "00000000deadbeef"
	})
	r = nc(t, "", "photo", "invoke", doc, "layers.addRaster")
	// (the layer is 8-bit, from an 8-bit picture: its file is .rgba8)
	if r.code == 0 || crashed(r) || !strings.Contains(r.stderr+r.stdout, "missing pixels 00000000deadbeef.rgba8") {
		t.Errorf("edit with missing history pixels: %+v", r)
	}
}

// Findings: a manifest canvas of 1,000,000² crashed out of memory; one of
// 20,000² made layers.addRaster take 3.1 GB. Both are refused at open,
// naming the field.
func TestHostilePhotoCanvasSize(t *testing.T) {
	for _, side := range []string{"1000000", "20000"} {
		dir := t.TempDir()
		doc := photoDoc(t, dir)
		editJSON(t, filepath.Join(doc, "manifest.json"), func(m map[string]any) {
			st := m["state"].(map[string]any)
			st["width"], st["height"] = json.Number(side), json.Number(side)
		})
		// info only: before the fix this opened; addRaster would allocate
		r := nc(t, "", "photo", "open", doc)
		if r.code == 0 || crashed(r) || !strings.Contains(r.stderr+r.stdout, "state.width x height: "+side+"x"+side+" is more than 100000000 pixels") {
			t.Errorf("canvas %s²: %+v", side, r)
		}
	}
}

// Finding: photo new --width 9223372036854775807 --height 2 made a
// document whose ops failed with "internal error… makeslice".
func TestHostilePhotoNewHugeWidth(t *testing.T) {
	doc := filepath.Join(t.TempDir(), "huge.ncphoto")
	r := nc(t, "", "photo", "new", doc, "--width", "9223372036854775807", "--height", "2")
	if r.code == 0 || !strings.Contains(r.stderr, "invalid canvas size: 9223372036854775807x2 is more than 100000000 pixels") {
		t.Errorf("photo new: %+v", r)
	}
	if _, err := os.Lstat(doc); err == nil {
		t.Error("a document was created")
	}
}

// hostileTargets makes a link (to a file that must survive), a FIFO, a
// folder and, as root, a private device node: outputs that must be
// refused, each left as it was.
func hostileTargets(t *testing.T, dir, ext string) map[string]string {
	t.Helper()
	os.MkdirAll(dir, 0o755)
	victim := filepath.Join(dir, "victim.txt")
	os.WriteFile(victim, []byte("precious"), 0o644)
	out := map[string]string{}
	link := filepath.Join(dir, "link"+ext)
	os.Symlink(victim, link)
	out["a symbolic link"] = link
	fifo := filepath.Join(dir, "fifo"+ext)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	out["a named pipe (FIFO)"] = fifo
	folder := filepath.Join(dir, "folder"+ext)
	os.Mkdir(folder, 0o755)
	out["a directory"] = folder
	if os.Geteuid() == 0 {
		dev := filepath.Join(dir, "null"+ext)
		if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Fatal(err)
		}
		out["a device"] = dev
	}
	return out
}

// checkTargetsKept checks that every target is still what it was and that
// nothing was written beside them.
func checkTargetsKept(t *testing.T, what, dir string, targets map[string]string, before map[string]os.FileInfo) {
	t.Helper()
	for kind, p := range targets {
		st, err := os.Lstat(p)
		if err != nil || st.Mode() != before[kind].Mode() || !os.SameFile(st, before[kind]) {
			t.Errorf("%s replaced %s", what, kind)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "victim.txt")); string(b) != "precious" {
		t.Errorf("%s wrote through the link: %q", what, b)
	}
	for _, n := range listDir(t, dir) {
		if strings.Contains(n, ".tmp-") || strings.Contains(n, ".partial") {
			t.Errorf("%s left %s", what, n)
		}
	}
}

func statAll(targets map[string]string) map[string]os.FileInfo {
	m := map[string]os.FileInfo{}
	for k, p := range targets {
		m[k], _ = os.Lstat(p)
	}
	return m
}

// renderable makes a project with its clip on the timeline and a caption.
func renderable(t *testing.T) (dir, project string) {
	t.Helper()
	dir, project = newProject(t)
	if r := nc(t, "", "tools", "call", "add_media_to_timeline", "--project", project, "--input",
		`{"assetId":"a2","startTime":0,"trackType":"main"}`); r.code != 0 {
		t.Fatalf("add media: %+v", r)
	}
	if r := nc(t, "", "tools", "call", "add_text", "--project", project, "--input",
		`{"text":"hi","start":0,"end":1,"position":"bottom","style":"subtitle"}`); r.code != 0 {
		t.Fatalf("add text: %+v", r)
	}
	return dir, project
}

// Findings: render -o and photo export -o onto a device node or a link
// replaced it with a regular file (as root, -o /dev/null replaced the
// system's /dev/null); the same holds for every command that writes a
// user-named file.
func TestHostileOutputTargets(t *testing.T) {
	dir, project := renderable(t)
	doc := photoDoc(t, dir)
	for _, tc := range []struct {
		ext  string
		args func(out string) []string
	}{
		{".mp4", func(out string) []string { return []string{"render", project, "-o", out, "--preset", "fast"} }},
		{".png", func(out string) []string { return []string{"frame", project, "--at", "0.5", "-o", out} }},
		{".png", func(out string) []string { return []string{"photo", "export", doc, "-o", out} }},
		{".srt", func(out string) []string { return []string{"captions", "export", project, "-o", out} }},
	} {
		out := filepath.Join(dir, "outs-"+tc.args("")[0])
		targets := hostileTargets(t, out, tc.ext)
		before := statAll(targets)
		for kind, p := range targets {
			r := nc(t, "", tc.args(p)...)
			if r.code == 0 || !strings.Contains(r.stderr+r.stdout, "it is "+kind) {
				t.Errorf("%s onto %s: %+v", tc.args("")[0], kind, r)
			}
		}
		checkTargetsKept(t, tc.args("")[0], out, targets, before)
	}
}

// Finding: an output extension that does not match the format silently
// got MP4 or PNG data. Now the format follows the extension or the call is
// refused; "-" writes to standard output.
func TestHostileOutputExtensions(t *testing.T) {
	dir, project := renderable(t)
	doc := photoDoc(t, dir)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"render", project, "-o", filepath.Join(dir, "out.avi")}, "unsupported output extension .avi (use .mp4 or .webm)"},
		{[]string{"frame", project, "--at", "0.5", "-o", filepath.Join(dir, "f.jpg")}, "unsupported output extension .jpg (use .png)"},
		{[]string{"photo", "export", doc, "-o", filepath.Join(dir, "out.jpg")}, "unsupported output extension .jpg (use .png)"},
		{[]string{"captions", "export", project, "-o", filepath.Join(dir, "c.txt")}, "unsupported output extension .txt (use .srt or .vtt)"},
	} {
		r := nc(t, "", tc.args...)
		if r.code != 1 || !strings.Contains(r.stderr+r.stdout, tc.want) {
			t.Errorf("%v: %+v, want %q", tc.args[:2], r, tc.want)
		}
	}
	if names := listDir(t, dir); strings.Contains(strings.Join(names, " "), "out.avi") || strings.Contains(strings.Join(names, " "), ".jpg") {
		t.Errorf("a refused output was written: %v", names)
	}
	for _, tc := range []struct {
		args   []string
		prefix string
	}{
		{[]string{"render", project, "-o", "-", "--preset", "fast"}, "\x00\x00\x00"},
		{[]string{"render", project, "-o", "-", "--preset", "fast", "--format", "webm"}, "\x1a\x45\xdf\xa3"},
		{[]string{"frame", project, "--at", "0.5", "-o", "-"}, "\x89PNG"},
		{[]string{"photo", "export", doc, "-o", "-"}, "\x89PNG"},
		{[]string{"captions", "export", project, "-o", "-"}, "\ufeff1\n00:00:00,000 --> 00:00:01,000\nhi"},
		{[]string{"captions", "export", project, "-o", "-", "--format", "vtt"}, "WEBVTT"},
	} {
		r := nc(t, "", tc.args...)
		if r.code != 0 || !strings.HasPrefix(r.stdout, tc.prefix) {
			t.Errorf("%v -o -: code %d, stdout %q, stderr %q", tc.args[:2], r.code, head(r.stdout), r.stderr)
		}
	}
	// the MP4 on standard output is a real MP4: ftyp first
	r := nc(t, "", "render", project, "-o", "-", "--preset", "fast")
	if len(r.stdout) < 12 || r.stdout[4:8] != "ftyp" {
		t.Errorf("render -o - is not an MP4: %q", head(r.stdout))
	}
}

func head(s string) string {
	if len(s) > 40 {
		return s[:40]
	}
	return s
}

// Findings on project files: a startTime near 2^63 was accepted (start +
// duration wrapped, the render dropped the clip); nextId lower than the
// existing ids made the next edit write a duplicate id; negative nextId
// and revision were accepted. Each is refused naming the field, and the
// file is left as it was.
func TestHostileProjectFields(t *testing.T) {
	_, project := renderable(t)
	good, _ := os.ReadFile(project)
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"startTime near 2^63", func(m map[string]any) {
			at(m, "project", "tracks", 0, "elements", 0).(map[string]any)["startTime"] = json.Number("9223372036854700000")
		}, "startTime 9223372036854700000 is out of range"},
		{"nextId below the ids", func(m map[string]any) {
			at(m, "project").(map[string]any)["nextId"] = json.Number("2")
		}, "nextId 2 is not above the existing id"},
		{"negative nextId", func(m map[string]any) {
			at(m, "project").(map[string]any)["nextId"] = json.Number("-5")
		}, "nextId -5 is out of range"},
		{"negative revision", func(m map[string]any) {
			m["revision"] = json.Number("-1")
		}, "revision -1 is negative"},
		{"asset width 2^63-1", func(m map[string]any) {
			at(m, "project", "assets", 0).(map[string]any)["width"] = json.Number("9223372036854775807")
		}, "asset a2: width x height 9223372036854775807x"},
	} {
		os.WriteFile(project, good, 0o644)
		editJSON(t, project, tc.edit)
		bad, _ := os.ReadFile(project)
		r := nc(t, "", "tools", "call", "add_text", "--project", project, "--input", `{"text":"x","start":0,"end":1,"position":"top"}`)
		if r.code == 0 || crashed(r) || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%s: %+v, want %q", tc.name, r, tc.want)
		}
		if after, _ := os.ReadFile(project); !bytes.Equal(after, bad) {
			t.Errorf("%s: the file was changed", tc.name)
		}
	}
}

// Findings: a project path that is a link was replaced by a regular file;
// modes were reset to 0644 on every write; a failed call left an empty
// FILE.lock; a lock path that is a link made it create the link's target.
func TestHostileProjectPathsModesAndLocks(t *testing.T) {
	dir, project := newProject(t)
	link := filepath.Join(dir, "link.json")
	os.Symlink(project, link)
	os.Chmod(project, 0o600)
	add := func(path, text string) result {
		return nc(t, "", "tools", "call", "add_text", "--project", path, "--input", `{"text":"`+text+`","start":0,"end":1,"position":"top"}`)
	}
	if r := add(link, "through the link"); r.code != 0 {
		t.Fatalf("edit through a link: %+v", r)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(project); !strings.Contains(string(b), "through the link") {
		t.Error("the link's target was not edited")
	}
	if r := add(project, "direct"); r.code != 0 {
		t.Fatalf("edit: %+v", r)
	}
	if st, _ := os.Stat(project); st.Mode().Perm() != 0o600 {
		t.Errorf("mode after a save: %o, want 600", st.Mode().Perm())
	}
	// a failing call, a missing project: no lock file either way
	nc(t, "", "tools", "call", "delete_timeline_elements", "--project", project, "--input", `{"elementIds":["nope"]}`)
	nc(t, "", "tools", "call", "list_timeline", "--project", filepath.Join(dir, "missing.json"))
	for _, n := range listDir(t, dir) {
		if strings.HasSuffix(n, ".lock") {
			t.Errorf("lock file left: %s", n)
		}
	}
	// a lock path that is a link is refused; its target is not created
	created := filepath.Join(dir, "created-through-lock")
	os.Symlink(created, project+".lock")
	before, _ := os.ReadFile(project)
	if r := add(project, "x"); r.code == 0 || !strings.Contains(r.stderr, "it is a symbolic link") {
		t.Errorf("lock through a link: %+v", r)
	}
	if _, err := os.Lstat(created); err == nil {
		t.Error("the lock link's target was created")
	}
	if after, _ := os.ReadFile(project); !bytes.Equal(before, after) {
		t.Error("the project changed")
	}
}

// Finding: a FIFO added as an asset hung forever while holding the
// project lock. Assets must be regular files, refused before any read.
func TestHostileFIFOAsset(t *testing.T) {
	dir, project := newProject(t)
	fifo := filepath.Join(dir, "clip.mp4")
	os.Rename(fifo, filepath.Join(dir, "real.mp4"))
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(project)
	r := ncWithin(t, 20*time.Second, nil, "", "assets", "add", project, fifo)
	if r.code != 1 || !strings.Contains(r.stderr, "it is a named pipe (FIFO), not a regular file") {
		t.Errorf("FIFO asset: %+v", r)
	}
	if after, _ := os.ReadFile(project); !bytes.Equal(before, after) {
		t.Error("the project changed")
	}
	if _, err := os.Lstat(project + ".lock"); err == nil {
		t.Error("lock file left")
	}
}

// ncWithin runs the binary and fails the test (killing it) if it has not
// exited within d; signal, when set, is sent to it once it holds waitFor
// open (a loaded machine can take seconds to start the binary, and a
// signal before its handler is installed would simply kill it), and d
// then counts from the signal.
func ncWithin(t *testing.T, d time.Duration, signal os.Signal, waitFor string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	if signal != nil {
		for deadline := time.Now().Add(30 * time.Second); !holdsOpen(cmd.Process.Pid, waitFor); {
			select {
			case err := <-done:
				t.Fatalf("exited before the signal: %v %s", err, errb.String())
			case <-time.After(20 * time.Millisecond):
			}
			if time.Now().After(deadline) {
				cmd.Process.Kill()
				<-done
				t.Fatalf("%v never opened %s", args, waitFor)
			}
		}
		cmd.Process.Signal(signal)
	}
	select {
	case err := <-done:
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		return result{out.String(), errb.String(), code}
	case <-time.After(d):
		cmd.Process.Kill()
		<-done
		t.Fatalf("%v still running after %v (stderr %q)", args, d, errb.String())
		return result{}
	}
}

// Finding: commands blocked on a held lock ignored SIGTERM and SIGINT.
// A lock wait now ends with the command's context: a signal ends it.
func TestHostileLockWaitEndsOnSignal(t *testing.T) {
	_, project := newProject(t)
	f, err := os.OpenFile(project+".lock", os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	for _, sig := range []os.Signal{syscall.SIGTERM, syscall.SIGINT} {
		// ncWithin fails the test unless the command exits within 3 s
		// of the signal.
		r := ncWithin(t, 3*time.Second, sig, project+".lock", "tools", "call", "list_timeline", "--project", project)
		if r.code == 0 || !strings.Contains(r.stderr, "gave up waiting for another process to finish") {
			t.Errorf("%v: %+v", sig, r)
		}
	}
}

// holdsOpen reports whether process pid has path open.
func holdsOpen(pid int, path string) bool {
	fds, _ := filepath.Glob(fmt.Sprintf("/proc/%d/fd/*", pid))
	for _, fd := range fds {
		if target, err := os.Readlink(fd); err == nil && target == path {
			return true
		}
	}
	return false
}

// children lists the processes whose parent is pid.
func children(pid int) []int {
	var out []int
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, task := range tasks {
		b, _ := os.ReadFile(task)
		for _, f := range strings.Fields(string(b)) {
			n, _ := strconv.Atoi(f)
			out = append(out, n)
		}
	}
	return out
}

func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

// Finding: SIGKILL of render orphaned ffmpeg, which kept running and left a
// hidden .partial file beside the output and files in the temp folder.
func TestHostileRenderKilled(t *testing.T) {
	dir, project := newProject(t)
	still := filepath.Join(dir, "still.png")
	ffmpeg(t, "-f", "lavfi", "-i", "testsrc2=size=640x360", "-frames:v", "1", still)
	if r := nc(t, "", "assets", "add", project, still); r.code != 0 {
		t.Fatalf("add still: %+v", r)
	}
	if r := nc(t, "", "tools", "call", "add_media_to_timeline", "--project", project, "--input",
		`{"assetId":"a3","startTime":0,"trackType":"main","duration":600}`); r.code != 0 {
		t.Fatalf("add media: %+v", r)
	}
	tmp := filepath.Join(dir, "tmp")
	os.Mkdir(tmp, 0o755)
	out := filepath.Join(dir, "out")
	os.Mkdir(out, 0o755)
	cmd := exec.Command(binary, "render", project, "-o", filepath.Join(out, "long.webm"), "--preset", "quality", "--width", "1920", "--height", "1080")
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// ffmpeg is running once the first progress line shows
	line, err := bufio.NewReader(stderr).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "render:") {
		t.Fatalf("no progress: %q %v", line, err)
	}
	var ff []int
	for _, c := range children(cmd.Process.Pid) {
		if b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/comm", c)); strings.TrimSpace(string(b)) == "ffmpeg" {
			ff = append(ff, c)
		}
	}
	if len(ff) != 1 {
		t.Fatalf("ffmpeg children: %v", ff)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	deadline := time.Now().Add(5 * time.Second)
	for running(ff[0]) && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if running(ff[0]) {
		syscall.Kill(ff[0], syscall.SIGKILL)
		t.Error("ffmpeg outlived the killed render")
	}
	if names := listDir(t, out); len(names) != 0 {
		t.Errorf("left beside the output: %v", names)
	}
	if names := listDir(t, tmp); len(names) != 0 {
		t.Errorf("left in the temp folder: %v", names)
	}
}

// mcpHTTP starts `neuralcut mcp --http` with extra flags and returns its
// URL and the lines it printed to standard error before serving.
func mcpHTTP(t *testing.T, project string, flags ...string) (url string, lines []string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, binary, append([]string{"mcp", "--project", project}, flags...)...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); cmd.Wait() })
	rd := bufio.NewReader(stderr)
	line, err := rd.ReadString('\n')
	if err != nil || !strings.Contains(line, "http://") {
		t.Fatalf("no address: %q %v", line, err)
	}
	url = strings.TrimSpace(line[strings.Index(line, "http://"):])
	lines = append(lines, line)
	go func() {
		for {
			if _, err := rd.ReadString('\n'); err != nil {
				return
			}
		}
	}()
	// the warning, when there is one, comes right after the address
	return url, lines
}

// mcpPost sends one JSON-RPC message over streamable HTTP.
func mcpPost(t *testing.T, url, origin, session, body string) (int, string, string) {
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
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Mcp-Session-Id"), string(b)
}

const (
	mcpInit        = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	mcpInitialized = `{"jsonrpc":"2.0","method":"notifications/initialized"}`
	mcpAddText     = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"add_text","arguments":{"text":"pwned","start":0,"end":1,"position":"top"}}}`
)

// Findings on MCP over HTTP: a request with Origin: http://evil.example ran
// tools; abandoned sessions were never freed. Now another origin is
// refused (403) before any tool runs, and idle sessions expire.
func TestHostileMCPOriginAndSessions(t *testing.T) {
	_, project := newProject(t)
	url, _ := mcpHTTP(t, project, "--http", "127.0.0.1:0", "--session-ttl", "500ms", "--allow-origin", "https://editor.example")
	code, id, _ := mcpPost(t, url, "http://evil.example", "", mcpInit)
	if code != http.StatusForbidden || id != "" {
		t.Errorf("initialize from http://evil.example: %d, session %q", code, id)
	}
	code, id, _ = mcpPost(t, url, "", "", mcpInit)
	if code != http.StatusOK || id == "" {
		t.Fatalf("initialize without Origin: %d", code)
	}
	mcpPost(t, url, "", id, mcpInitialized)
	if code, _, body := mcpPost(t, url, "http://evil.example", id, mcpAddText); code != http.StatusForbidden {
		t.Errorf("tool call from http://evil.example: %d %s", code, body)
	}
	if code, _, body := mcpPost(t, url, "https://editor.example", id, mcpAddText); code != http.StatusOK || !strings.Contains(body, "elementId") {
		t.Errorf("tool call from an allowed origin: %d %s", code, body)
	}
	if b, _ := os.ReadFile(project); strings.Count(string(b), `"content": "pwned"`) != 1 {
		t.Errorf("want exactly the allowed call in the project: %s", b)
	}
	time.Sleep(1500 * time.Millisecond)
	if code, _, _ := mcpPost(t, url, "", id, mcpAddText); code != http.StatusNotFound {
		t.Errorf("an abandoned session answered %d after its TTL, want 404", code)
	}
}

// Finding: --http :PORT listened on every interface without a word.
func TestHostileMCPBeyondLoopbackWarns(t *testing.T) {
	_, project := newProject(t)
	for _, tc := range []struct {
		addr string
		warn bool
	}{{":0", true}, {"127.0.0.1:0", false}} {
		cmd := exec.Command(binary, "mcp", "--project", project, "--http", tc.addr)
		var errb syncBuffer
		cmd.Stderr = &errb
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// serving: the address line is out, and a warning right after it
		deadline := time.Now().Add(10 * time.Second)
		for !strings.Contains(errb.String(), "serving") && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		time.Sleep(300 * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		got := errb.String()
		warned := strings.Contains(got, "warning: listening on") && strings.Contains(got, "without TLS or a token")
		if !strings.Contains(got, "serving") || warned != tc.warn {
			t.Errorf("--http %s: stderr %q, want a warning: %v", tc.addr, got, tc.warn)
		}
	}
}

// syncBuffer is a bytes.Buffer safe to read while a process writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Finding: through the photo MCP server, export.png with any path
// overwrote that file. No photo op reads or writes a host path a client
// names.
func TestHostilePhotoMCPPaths(t *testing.T) {
	dir := t.TempDir()
	doc := photoDoc(t, dir)
	victim := filepath.Join(dir, "victim.png")
	os.WriteFile(victim, []byte("precious"), 0o644)
	elsewhere := filepath.Join(dir, "elsewhere")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(binary, "mcp", "--photo", doc)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	for _, c := range []struct {
		op   string
		args map[string]any
	}{
		{"export.png", map[string]any{"path": victim}},
		{"export.png", map[string]any{"path": victim, "save": true}},
		{"export.gallery", map[string]any{"dir": elsewhere, "name": "x"}},
		{"document.importImage", map[string]any{"path": "/etc/passwd"}},
		{"document.importImage", map[string]any{"path": victim}},
	} {
		res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: c.op, Arguments: c.args})
		if err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
		if c.op == "document.importImage" && !res.IsError {
			t.Errorf("%s %v was accepted", c.op, c.args)
		}
	}
	if b, _ := os.ReadFile(victim); string(b) != "precious" {
		t.Errorf("the file at a client's path was overwritten: %q", b)
	}
	if _, err := os.Stat(elsewhere); err == nil {
		t.Error("a client's folder was created")
	}
}

// Findings on providers: with both GEMINI_API_KEY and LLM_API_KEY set,
// LLM_API_KEY was sent to Gemini; a provider's error body was printed raw
// (escape sequences that retitle or clear the terminal, NUL bytes). The
// fake here speaks Gemini's wire format on loopback and records the keys
// it is sent.
func TestHostileProviderKeysAndErrorText(t *testing.T) {
	var mu sync.Mutex
	var keys []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		keys = append(keys, r.Header.Get("X-Goog-Api-Key"))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(400)
		json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"code": 400, "status": "INVALID_ARGUMENT",
			"message": "bad \x1b]0;pwned\x07\x1b[2J\x1b[1;1H\x00request"}})
	}))
	defer srv.Close()
	// A local OpenAI-compatible server is configured too: it belongs to the
	// other provider, so the Gemini key must never reach it.
	var local []string
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		local = append(local, r.Header.Get("X-Goog-Api-Key")+r.Header.Get("Authorization"))
		mu.Unlock()
		w.WriteHeader(500)
	}))
	defer other.Close()
	_, project := newProject(t)
	r := ncEnv(t, []string{"GEMINI_API_KEY=gemini-key", "LLM_API_KEY=llm-secret", "LLM_BASE_URL=" + other.URL,
		"GOOGLE_GEMINI_BASE_URL=" + srv.URL}, "", "edit", project, "cut at 1", "--mode", "llm", "--yes")
	mu.Lock()
	defer mu.Unlock()
	if len(keys) == 0 {
		t.Fatalf("Gemini was not called: %+v", r)
	}
	if len(local) > 0 {
		t.Errorf("the OpenAI-compatible server was called with %q", local)
	}
	for _, k := range keys {
		if k != "gemini-key" {
			t.Errorf("Gemini was sent the key %q", k)
		}
	}
	out := r.stdout + r.stderr
	if r.code == 0 || strings.ContainsAny(out, "\x1b\x00\x07") || !strings.Contains(out, "bad request") {
		t.Errorf("provider error shown as %q", out)
	}
}
