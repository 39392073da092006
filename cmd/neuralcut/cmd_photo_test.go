package main

import (
	"context"
	"encoding/json"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func photoJSON(t *testing.T, r result) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
		t.Fatalf("not JSON: %q (stderr %q)", r.stdout, r.stderr)
	}
	return v
}

func TestCLIPhoto(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "pic.ncphoto")
	src := filepath.Join("..", "..", "internal", "photoops", "testdata", "astronaut.png")
	if r := nc(t, "", "photo", "new", doc, "--from", src); r.code != 0 {
		t.Fatalf("new: %+v", r)
	}
	r := nc(t, "", "photo", "invoke", doc, "adjustments.apply", "--params", `{"type":"blackAndWhite"}`)
	if v := photoJSON(t, r); r.code != 0 || v["ok"] != true || v["op"] != "adjustments.apply" {
		t.Fatalf("invoke: %+v", r)
	}
	// a failing op prints {ok:false, op, error}, exits 1 and saves nothing
	r = nc(t, "", "photo", "invoke", doc, "layers.setOpacity", "--params", `{"opacity":3}`)
	if v := photoJSON(t, r); r.code != 1 || v["ok"] != false || v["error"] == nil {
		t.Fatalf("bad invoke: %+v", r)
	}
	steps := filepath.Join(dir, "steps.json")
	os.WriteFile(steps, []byte(`[{"op":"selection.rectangle","params":{"x":0,"y":0,"w":50,"h":50}},{"op":"filters.applyMasked","params":{"id":"nope"}}]`), 0o644)
	r = nc(t, "", "photo", "run", doc, steps)
	if v := photoJSON(t, r); r.code != 1 || v["failedStep"] != float64(1) {
		t.Fatalf("run: %+v", r)
	}
	info := photoJSON(t, nc(t, "", "photo", "open", doc))["result"].(map[string]any)
	if info["undoDepth"] != float64(3) || len(info["layers"].([]any)) != 2 {
		t.Fatalf("info after the calls: %v", info)
	}
	if r := nc(t, "", "photo", "invoke", doc, "history.undo"); r.code != 0 {
		t.Fatalf("undo: %+v", r)
	}
	out := filepath.Join(dir, "out.png")
	if r := nc(t, "", "photo", "export", doc, "-o", out); r.code != 0 {
		t.Fatalf("export: %+v", r)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() != 256 {
		t.Fatalf("exported PNG: %v %v", err, img.Bounds())
	}
	r2, g2, b2, _ := img.At(128, 128).RGBA()
	if r2 != g2 || g2 != b2 {
		t.Errorf("export of a black-white document is not grey: %d %d %d", r2, g2, b2)
	}
	if r := nc(t, "", "photo", "ops", "--json"); r.code != 0 || len(r.stdout) < 1000 {
		t.Errorf("ops: %+v", r.code)
	}
}

func TestMCPPhotoScreenshot(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "pic.ncphoto")
	src := filepath.Join("..", "..", "internal", "photoops", "testdata", "coffee.png")
	if r := nc(t, "", "photo", "new", doc, "--from", src); r.code != 0 {
		t.Fatalf("new: %+v", r)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	sess, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(binary, "mcp", "--photo", doc)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: "layers.addRaster", Arguments: map[string]any{"name": "x"}})
	if err != nil || res.IsError {
		t.Fatalf("addRaster: %v %+v", err, res)
	}
	res, err = sess.CallTool(ctx, &mcp.CallToolParams{Name: "screenshot", Arguments: map[string]any{"maxSide": 64}})
	if err != nil || res.IsError || len(res.Content) != 1 {
		t.Fatalf("screenshot: %v %+v", err, res)
	}
	img, ok := res.Content[0].(*mcp.ImageContent)
	if !ok || img.MIMEType != "image/png" || len(img.Data) < 100 {
		t.Fatalf("screenshot content: %T", res.Content[0])
	}
	info := photoJSON(t, nc(t, "", "photo", "open", doc))["result"].(map[string]any)
	if len(info["layers"].([]any)) != 2 {
		t.Error("the MCP edit was not saved")
	}
}
