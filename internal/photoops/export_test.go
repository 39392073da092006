package photoops

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// memoryExports keeps what ops export, as a surface's sink would store it.
type memoryExports struct{ got []Export }

func (m *memoryExports) SaveExport(_ context.Context, e Export) (string, error) {
	m.got = append(m.got, e)
	return e.Kind + "/" + e.Name, nil
}

func TestExportGalleryGoesToTheSink(t *testing.T) {
	ed := newEditor(t, "chelsea.png")
	if r := call(t, ed, "export.gallery", ""); r.OK || r.Error != "No gallery here: export.png returns the picture as a data URL" {
		t.Errorf("no sink: %+v", r)
	}
	if r := call(t, ed, "export.png", `{"save":true}`); r.OK {
		t.Errorf("saved with no sink: %+v", r)
	}
	sink := &memoryExports{}
	ed.Exports, ed.Name = sink, "cat"
	a := mustCall(t, ed, "export.gallery", "").(ExportOut)
	if !strings.HasPrefix(a.Saved, "gallery/cat-") || !strings.HasSuffix(a.Saved, ".png") {
		t.Errorf("default gallery name %q, want cat-<time>.png", a.Saved)
	}
	b := mustCall(t, ed, "export.gallery", `{"name":"cat"}`).(ExportOut)
	if b.Saved != "gallery/cat.png" || len(sink.got) != 2 {
		t.Fatalf("saved %q, %d exports", b.Saved, len(sink.got))
	}
	img, err := png.Decode(bytes.NewReader(sink.got[1].Data))
	if err != nil || img.Bounds().Dx() != 256 || img.Bounds().Dy() != 170 {
		t.Fatalf("gallery PNG: %v", err)
	}
	for _, bad := range []string{"../evil", "a/b", ".hidden", "x\ny", strings.Repeat("x", 101)} {
		in, _ := json.Marshal(map[string]string{"name": bad})
		if r := call(t, ed, "export.gallery", string(in)); r.OK {
			t.Errorf("accepted the name %q", bad)
		}
	}
	e := mustCall(t, ed, "export.png", `{"save":true,"maxSide":32}`).(ExportOut)
	if e.Saved != "export/export.png" || e.DataURL != "" || e.Width != 32 {
		t.Errorf("saved export %+v", e)
	}
	if len(sink.got) != 3 {
		t.Errorf("%d exports, want 3 (the bad names wrote nothing)", len(sink.got))
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

// Text without a colour (or with "auto") is drawn in white or near-black,
// whichever contrasts more with the picture under it: dark on a white
// sky, white on a night; a colour given is kept.
func TestTextColourContrastsWithThePicture(t *testing.T) {
	plain := func(v uint16) *Editor {
		s := photo.NewState(240, 120)
		r := photo.NewRaster(240, 120)
		pix := r.Pix()
		for i := range pix {
			pix[i] = v
			if i%4 == 3 {
				pix[i] = 65535
			}
		}
		s.InsertAbove("", &photo.Layer{ID: s.NewLayerID(), Name: "bg", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r})
		s.Active = s.Layers[0].ID
		return NewEditor(photo.NewDoc(s), testRegistry)
	}
	for _, tc := range []struct {
		bg     uint16
		params string
		want   string
	}{
		{65535, `{"text":"Hello","size":40}`, "#111111"},
		{60000, `{"text":"Hello","size":40,"color":"auto"}`, "#111111"},
		{3000, `{"text":"Hello","size":40}`, "#ffffff"},
		{30000, `{"text":"Hello","size":40}`, "#ffffff"}, // mid-grey: white contrasts more
		{65535, `{"text":"Hello","size":40,"color":"#ff0000"}`, "#ff0000"},
	} {
		ed := plain(tc.bg)
		out := mustCall(t, ed, "text.add", tc.params).(TextOut)
		if out.Color != tc.want {
			t.Errorf("background %d, %s: colour %s, want %s", tc.bg, tc.params, out.Color, tc.want)
			continue
		}
		// the layer's opaque pixels are that colour
		want, _ := photo.ParseColor(tc.want)
		l := ed.S().Find(out.LayerID)
		pix := l.Raster.Pix()
		found := false
		for i := 0; i < len(pix); i += 4 {
			if pix[i+3] == 65535 {
				found = true
				near := func(v uint16, f float32) bool { return math.Abs(float64(v)-float64(f)*65535) < 300 }
				if !near(pix[i], want.R) || !near(pix[i+1], want.G) || !near(pix[i+2], want.B) {
					t.Fatalf("background %d: a text pixel is %v, want %s", tc.bg, pix[i:i+3], tc.want)
				}
			}
		}
		if !found {
			t.Errorf("background %d: no opaque text pixel", tc.bg)
		}
		if l.Text.Color != tc.want {
			t.Errorf("layer's text info says %s", l.Text.Color)
		}
	}
}

// text.update draws a text layer again with what changes and what it was
// made with: the same layer, place and size when only the words change,
// the layer found by id, as the active layer or as the top-most text
// layer; other layers are refused.
func TestTextUpdateRedrawsTheLayer(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	first := mustCall(t, ed, "text.add", `{"text":"Hello","x":20,"y":30,"size":30,"color":"#ff0000","align":"left","font":"serif"}`).(TextOut)
	mustCall(t, ed, "layers.select", `{"index":1}`) // the photo
	out := mustCall(t, ed, "text.update", `{"text":"Hello world"}`).(TextOut)
	if out.LayerID != first.LayerID || out.Color != "#ff0000" || out.Font != first.Font {
		t.Fatalf("update %+v after add %+v", out, first)
	}
	l := ed.S().Find(first.LayerID)
	if l.Text.Text != "Hello world" || l.Text.X != 20 || l.Text.Y != 30 || l.Text.Size != 30 || l.Text.Align != "left" || l.Name != "Hello world" {
		t.Errorf("text info %+v, name %q", l.Text, l.Name)
	}
	if out.Bounds.W <= first.Bounds.W || out.Bounds.X != first.Bounds.X || out.Bounds.Y != first.Bounds.Y {
		t.Errorf("longer words from the same place: bounds %+v after %+v", out.Bounds, first.Bounds)
	}
	second := mustCall(t, ed, "text.add", `{"text":"Two","x":100,"y":100}`).(TextOut)
	out = mustCall(t, ed, "text.update", `{"size":60}`).(TextOut) // the active layer: the new one
	if out.LayerID != second.LayerID || out.Bounds.H <= second.Bounds.H {
		t.Errorf("active text layer not updated: %+v", out)
	}
	out = mustCall(t, ed, "text.update", fmt.Sprintf(`{"id":%q,"color":"auto"}`, first.LayerID)).(TextOut)
	if out.LayerID != first.LayerID || (out.Color != "#ffffff" && out.Color != "#111111") {
		t.Errorf("by id with auto colour: %+v", out)
	}
	photoID := ed.S().Layers[len(ed.S().Layers)-1].ID
	for _, bad := range []string{fmt.Sprintf(`{"id":%q,"text":"x"}`, photoID), `{"id":"nope"}`, `{"text":""}`, `{"align":"justify"}`, `{"font":"No Such Font"}`} {
		depth := len(ed.History.Undo)
		if r := call(t, ed, "text.update", bad); r.OK || len(ed.History.Undo) != depth {
			t.Errorf("%s: %+v", bad, r)
		} else {
			t.Logf("%s: %s", bad, r.Error)
		}
	}
	empty := newEditor(t, "astronaut.png")
	if r := call(t, empty, "text.update", `{"text":"x"}`); r.OK || !strings.Contains(r.Error, "No text layer") {
		t.Errorf("no text layer: %+v", r)
	}
}

// export.png and export.gallery scale an 8-bit export down to maxSide (a
// PNG of that size, close to the full export scaled); 16 bits with
// maxSide and out-of-range sizes are refused.
func TestExportMaxSide(t *testing.T) {
	ed := newEditor(t, "coffee.png") // 256x171
	out := mustCall(t, ed, "export.png", `{"maxSide":64}`).(ExportOut)
	if out.Width != 64 || out.Height != 43 {
		t.Fatalf("export %dx%d, want 64x43", out.Width, out.Height)
	}
	_, b64, _ := strings.Cut(out.DataURL, ",")
	raw, _ := base64.StdEncoding.DecodeString(b64)
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil || img.Bounds().Dx() != 64 || img.Bounds().Dy() != 43 {
		t.Fatalf("decoded %v, %v", img.Bounds(), err)
	}
	// the mean colour of the small export is the full picture's
	full := photo.Composite(ed.S(), nil).NRGBA()
	mean := func(img image.Image) (m [3]float64) {
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				m[0], m[1], m[2] = m[0]+float64(r>>8), m[1]+float64(g>>8), m[2]+float64(bl>>8)
			}
		}
		n := float64(b.Dx() * b.Dy())
		return [3]float64{m[0] / n, m[1] / n, m[2] / n}
	}
	a, f := mean(img), mean(full)
	for c := range a {
		if math.Abs(a[c]-f[c]) > 3 {
			t.Errorf("channel %d: mean %.1f scaled, %.1f full", c, a[c], f[c])
		}
	}
	ed.Exports = &memoryExports{}
	g := mustCall(t, ed, "export.gallery", `{"name":"small","maxSide":100}`).(ExportOut)
	if g.Width != 100 || g.Height != 67 {
		t.Errorf("gallery export %dx%d, want 100x67", g.Width, g.Height)
	}
	for _, bad := range []string{`{"maxSide":8}`, `{"maxSide":64,"depth":16}`, `{"maxSide":70000}`} {
		if r := call(t, ed, "export.png", bad); r.OK {
			t.Errorf("%s: exported", bad)
		}
	}
}
