package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCLIRenderFrameAndPreviewTool(t *testing.T) {
	dir, project := newProject(t)
	if r := nc(t, "", "tools", "call", "add_media_to_timeline", "--project", project, "--input",
		`{"assetId":"a2","startTime":0,"trackType":"main"}`); r.code != 0 {
		t.Fatalf("add media: %+v", r)
	}

	out := filepath.Join(dir, "out.mp4")
	r := nc(t, "", "render", project, "-o", out, "--preset", "fast", "--from", "0.5", "--width", "160")
	if r.code != 0 || !strings.Contains(r.stdout, "wrote "+out) {
		t.Fatalf("render: %+v", r)
	}
	// not a terminal: plain progress lines, ending at 100%
	if !strings.Contains(r.stderr, "render: 100% (1.5s of 1.5s)") {
		t.Errorf("progress lines: %q", r.stderr)
	}
	if st, err := os.Stat(out); err != nil || st.Size() == 0 {
		t.Fatalf("no output: %v", err)
	}

	frame := filepath.Join(dir, "f.png")
	r = nc(t, "", "frame", project, "--at", "1", "-o", frame, "--width", "160")
	if r.code != 0 {
		t.Fatalf("frame: %+v", r)
	}
	data, _ := os.ReadFile(frame)
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Dx() != 160 || img.Bounds().Dy() != 90 {
		t.Fatalf("frame PNG: %v %v", err, img)
	}

	// the editor's preview_frame tool is wired to the renderer
	r = nc(t, "", "tools", "call", "preview_frame", "--project", project, "--input", `{"time":1,"width":64}`)
	if r.code != 0 || !strings.Contains(r.stdout, `"mimeType": "image/png"`) && !strings.Contains(r.stdout, `"mimeType":"image/png"`) {
		t.Errorf("preview_frame: %+v", r)
	}

	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"render", project}, 2, "usage: neuralcut render"},
		{[]string{"frame", project, "-o", frame}, 2, "usage: neuralcut frame"},
		{[]string{"frame", project, "--at", "1", "-o", filepath.Join(dir, "f.jpg")}, 1, "unsupported output extension .jpg (use .png)"},
		{[]string{"render", project, "-o", out, "--preset", "turbo"}, 1, `unknown preset "turbo"`},
		{[]string{"render", filepath.Join(dir, "nope.json"), "-o", out}, 1, "does not exist"},
	} {
		if r := nc(t, "", tc.args...); r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: code %d stderr %q, want %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
}
