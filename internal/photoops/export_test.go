package photoops

import (
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

func TestExportGalleryWritesANewPNG(t *testing.T) {
	dir := t.TempDir()
	ed := newEditor(t, "chelsea.png")
	ed.Path = filepath.Join(dir, "docs", "cat.ncphoto")
	t.Setenv(EnvGallery, "")
	a := mustCall(t, ed, "export.gallery", "").(ExportOut)
	if filepath.Dir(a.Path) != filepath.Join(dir, "docs", "gallery") {
		t.Errorf("default gallery path %s, want next to the document", a.Path)
	}
	t.Setenv(EnvGallery, filepath.Join(dir, "g"))
	b := mustCall(t, ed, "export.gallery", `{"name":"cat"}`).(ExportOut)
	f, err := os.Open(b.Path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() != 256 || img.Bounds().Dy() != 170 {
		t.Fatalf("gallery PNG: %v", err)
	}
	if r := call(t, ed, "export.gallery", `{"name":"cat"}`); r.OK {
		t.Error("overwrote an existing gallery file")
	}
	if r := call(t, ed, "export.gallery", `{"name":"../evil"}`); r.OK {
		t.Error("accepted a name with a path separator")
	}
}

func TestScreenshotMaxSide(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	s := mustCall(t, ed, "screenshot", `{"maxSide":100}`).(ScreenshotOut)
	if s.Width != 100 || s.Height != 67 {
		t.Errorf("screenshot %dx%d, want 100x67", s.Width, s.Height)
	}
	mime, data := s.Image()
	if mime != "image/png" || len(data) < 100 {
		t.Errorf("Image(): %s, %d bytes", mime, len(data))
	}
}

func TestTextUsesItsColourAndFont(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	out := mustCall(t, ed, "text.add", `{"text":"NeuralCut","x":10,"y":10,"size":40,"color":"#00ff00","font":"serif"}`).(TextOut)
	if out.Font == "" || out.Bounds.W < 100 {
		t.Fatalf("text: %+v", out)
	}
	pix := composite(ed).Pix()
	green := 0
	for i := 0; i < len(pix); i += 4 {
		if pix[i] < 1000 && pix[i+1] > 64000 && pix[i+2] < 1000 {
			green++
		}
	}
	if green < 200 {
		t.Errorf("%d pure green pixels, want the glyphs", green)
	}
}

// Invoke runs one op and answers {ok, op, result} or {ok:false, op, error}.
func ExampleInvoke() {
	ed := NewEditor(photo.NewDoc(photo.NewState(320, 200)), NewRegistry())
	ctx := context.Background()
	r := Invoke(ctx, ed, "layers.addRaster", json.RawMessage(`{"name":"paint"}`))
	b, _ := json.Marshal(r)
	fmt.Println(string(b))
	r = Invoke(ctx, ed, "layers.setOpacity", json.RawMessage(`{"opacity":2}`))
	b, _ = json.Marshal(r)
	fmt.Println(string(b))
	// Output:
	// {"ok":true,"op":"layers.addRaster","result":{"layerId":"layer-1","name":"paint"}}
	// {"ok":false,"op":"layers.setOpacity","error":"Invalid opacity: must be between 0 and 1"}
}
