package photoops

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func composite(ed *Editor) *photo.Raster { return photo.Composite(ed.S(), nil) }

func TestBlackWhiteGivesGrey(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	mustCall(t, ed, "adjustments.apply", `{"type":"blackAndWhite"}`)
	pix := composite(ed).Pix()
	for i := 0; i < len(pix); i += 4 {
		if pix[i] != pix[i+1] || pix[i+1] != pix[i+2] {
			t.Fatalf("pixel %d: R,G,B = %d,%d,%d, want equal", i/4, pix[i], pix[i+1], pix[i+2])
		}
	}
}

// meanRminusB is the mean of R-B over the picture, 0..65535 scale.
func meanRminusB(r *photo.Raster) float64 {
	var s float64
	pix := r.Pix()
	for i := 0; i < len(pix); i += 4 {
		s += float64(pix[i]) - float64(pix[i+2])
	}
	return s / float64(len(pix)/4)
}

func TestWarmthRaisesRedMinusBlue(t *testing.T) {
	for _, tc := range []struct{ op, params string }{
		{"adjustments.applyMasked", `{"warmth":60}`},
		{"adjustments.apply", `{"type":"whiteBalance","params":{"warmth":60}}`},
	} {
		ed := newEditor(t, "chelsea.png")
		before := meanRminusB(composite(ed))
		mustCall(t, ed, tc.op, tc.params)
		after := meanRminusB(composite(ed))
		if after <= before+1000 {
			t.Errorf("%s: mean R-B %.0f -> %.0f, want a clear rise", tc.op, before, after)
		}
	}
}

func TestMaskedOpChangesOnlyInsideSelection(t *testing.T) {
	for _, op := range [][2]string{
		{"adjustments.applyMasked", `{"brightness":50,"saturation":150}`},
		{"filters.applyMasked", `{"id":"blur-gaussian","radius":4}`},
	} {
		ed := newEditor(t, "astronaut.png")
		before := composite(ed).Pix()
		mustCall(t, ed, "selection.rectangle", `{"x":64,"y":64,"w":96,"h":64}`)
		mustCall(t, ed, op[0], op[1])
		after := composite(ed).Pix()
		changedIn := 0
		for y := 0; y < 256; y++ {
			for x := 0; x < 256; x++ {
				i := (y*256 + x) * 4
				same := before[i] == after[i] && before[i+1] == after[i+1] && before[i+2] == after[i+2]
				inside := x >= 64 && x < 160 && y >= 64 && y < 128
				if !inside && !same {
					t.Fatalf("%s: pixel %d,%d outside the selection changed", op[0], x, y)
				}
				if inside && !same {
					changedIn++
				}
			}
		}
		if changedIn < 96*64*8/10 {
			t.Errorf("%s: only %d of %d pixels inside changed", op[0], changedIn, 96*64)
		}
	}
}

func TestMaskedOpWithoutSelectionEditsWholeLayer(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	res := mustCall(t, ed, "adjustments.applyMasked", `{"invert":true}`).(MaskedOut)
	if res.Masked {
		t.Errorf("masked = true with no selection")
	}
	before := newEditor(t, "coffee.png")
	a, b := composite(before).Pix(), composite(ed).Pix()
	for i := 0; i < len(a); i += 4 {
		if a[i]+b[i] != 65535 {
			t.Fatalf("pixel %d not inverted: %d vs %d", i/4, a[i], b[i])
		}
	}
}

// hfEnergy is the mean squared Laplacian of the green channel.
func hfEnergy(r *photo.Raster) float64 {
	p := r.Pix()
	g := func(x, y int) float64 { return float64(p[(y*r.W+x)*4+1]) }
	var s float64
	for y := 1; y < r.H-1; y++ {
		for x := 1; x < r.W-1; x++ {
			l := 4*g(x, y) - g(x-1, y) - g(x+1, y) - g(x, y-1) - g(x, y+1)
			s += l * l
		}
	}
	return s / float64((r.W-2)*(r.H-2))
}

func TestBlurLowersAndSharpenRaisesHighFrequencies(t *testing.T) {
	for _, tc := range []struct {
		params string
		lower  bool
	}{
		{`{"id":"blur-gaussian","radius":2}`, true},
		{`{"id":"blur-gaussian","radius":6}`, true}, // the box-pass path
		{`{"id":"motionBlur","angle":30,"distance":9}`, true},
		{`{"id":"median","radius":2}`, true},
		{`{"id":"pixelate","size":6}`, true},
		{`{"id":"unsharp-mask","radius":1.5,"amount":150}`, false},
		{`{"id":"sharpen"}`, false},
	} {
		ed := newEditor(t, "astronaut.png")
		e0 := hfEnergy(composite(ed))
		mustCall(t, ed, "filters.apply", tc.params)
		e1 := hfEnergy(composite(ed))
		if tc.lower && e1 >= e0*0.7 || !tc.lower && e1 <= e0*1.2 {
			t.Errorf("%s: high-frequency energy %.3g -> %.3g", tc.params, e0, e1)
		}
	}
}

func TestCollapseTurnsEntriesIntoOne(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	mustCall(t, ed, "layers.addRaster", "")
	before := snap(ed)
	m := mustCall(t, ed, "history.mark", "").(MarkOut)
	mustCall(t, ed, "selection.ellipse", `{"x":10,"y":10,"w":100,"h":80}`)
	mustCall(t, ed, "adjustments.apply", `{"type":"posterize","params":{"levels":3}}`)
	mustCall(t, ed, "layers.setOpacity", `{"opacity":0.4}`)
	after := snap(ed)
	res := mustCall(t, ed, "history.collapse", string(mustJSON(map[string]any{"mark": m.Mark, "label": "make it poster"}))).(CollapseOut)
	if !res.Collapsed || res.Folded != 3 || res.UndoDepth != m.Mark+1 {
		t.Fatalf("collapse: %+v, want 3 folded into depth %d", res, m.Mark+1)
	}
	if !snap(ed).equal(after) {
		t.Fatal("collapse changed the document")
	}
	u := mustCall(t, ed, "history.undo", "").(HistoryOut)
	if u.Label != "make it poster" || !snap(ed).equal(before) {
		t.Fatalf("one undo should return to the mark; label %q", u.Label)
	}
	if r := call(t, ed, "history.collapse", `{"mark":99}`); r.OK {
		t.Error("collapse with a mark above the depth succeeded")
	}
}

func TestRunStopsAtFirstFailure(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	var steps []Step
	json.Unmarshal([]byte(`[{"op":"layers.addRaster"},{"op":"layers.setOpacity","params":{"opacity":7}},{"op":"layers.addRaster"}]`), &steps)
	res := Run(context.Background(), ed, steps)
	if res.OK || res.FailedStep == nil || *res.FailedStep != 1 || len(res.Results) != 2 {
		t.Fatalf("got %+v", res)
	}
	if len(ed.S().Layers) != 2 || len(ed.History.Undo) != 1 {
		t.Errorf("layers %d, undo %d; want the first step applied only", len(ed.S().Layers), len(ed.History.Undo))
	}
}

func TestTransformPendingShowsAndCancelLeavesNoEntry(t *testing.T) {
	ed := newEditor(t, "chelsea.png")
	shot := func() string { return mustCall(t, ed, "screenshot", `{"maxSide":64}`).(ScreenshotOut).DataURL }
	before := shot()
	mustCall(t, ed, "transform.start", `{"flipH":true}`)
	if shot() == before {
		t.Error("pending transform not visible in screenshot")
	}
	if len(ed.History.Undo) != 0 {
		t.Error("transform.start pushed an undo entry")
	}
	mustCall(t, ed, "transform.cancel", "")
	if shot() != before || len(ed.History.Undo) != 0 {
		t.Error("cancel left a change or an undo entry")
	}
	// a flip applied twice is the identity, pixel for pixel
	orig := composite(ed).Pix()
	for range 2 {
		mustCall(t, ed, "transform.start", `{"flipH":true}`)
		mustCall(t, ed, "transform.apply", "")
	}
	if got := composite(ed).Pix(); string(u16bytes(got)) != string(u16bytes(orig)) {
		t.Error("two horizontal flips did not restore the picture")
	}
	if len(ed.History.Undo) != 2 {
		t.Errorf("undo depth %d, want 2 (one per apply)", len(ed.History.Undo))
	}
}

func u16bytes(p []uint16) []byte {
	b := make([]byte, 2*len(p))
	for i, v := range p {
		b[2*i], b[2*i+1] = byte(v), byte(v>>8)
	}
	return b
}

func TestAdjustmentParamConventions(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	out := mustCall(t, ed, "adjustments.apply", `{"type":"colorBalance","params":{"shadows":10,"highlights":{"r":-5,"g":0,"b":20}}}`).(AdjustOut)
	sh := out.Params["shadows"].(map[string]float64)
	if out.Type != "color-balance" || sh["r"] != 10 || sh["g"] != 10 || sh["b"] != 10 {
		t.Errorf("color-balance: %+v", out)
	}
	mustCall(t, ed, "layers.select", `{"name":"coffee"}`)
	r := mustCall(t, ed, "adjustments.applyMasked", `{"saturation":150}`).(MaskedOut)
	if r.Applied["saturation"] != 1.5 {
		t.Errorf("saturation 150 read as %v, want 1.5", r.Applied["saturation"])
	}
	for _, alias := range []string{"hueSaturation", "Brightness_Contrast", "gradientMap", "shadowsHighlights"} {
		if res := call(t, ed, "adjustments.apply", `{"type":"`+alias+`"}`); !res.OK {
			t.Errorf("%s: %s", alias, res.Error)
		}
	}
}

func TestRegionSelections(t *testing.T) {
	t.Setenv(segment.EnvSAMURL, "")
	ed := newEditor(t, "astronaut.png")
	ed.Segmenter = segment.FromEnv()
	face := mustCall(t, ed, "selection.face", "").(RegionOut)
	if face.Method != segment.MethodHaarCascade || face.BBox == nil {
		t.Fatalf("face: %+v", face)
	}
	// the face in the 256 px astronaut is around x 85-140, y 20-90
	if b := face.BBox; b.X > 120 || b.X+b.W < 110 || b.Y > 70 || b.Y+b.H < 50 {
		t.Errorf("face box %+v misses the face", *b)
	}
	depth := len(ed.History.Undo)
	r := call(t, ed, "selection.samText", `{"text":"the helmet"}`)
	if r.OK || r.Error != "selection.samText needs a SAM provider: set NEURALCUT_SAM_URL" {
		t.Errorf("samText without a provider: %+v", r)
	}
	if len(ed.History.Undo) != depth {
		t.Error("failed samText pushed an undo entry")
	}
}

func TestSixteenBitSurvivesUntilExport(t *testing.T) {
	img := image.NewNRGBA64(image.Rect(0, 0, 64, 32))
	for i := 0; i < len(img.Pix); i += 2 {
		v := uint16(i*7919 + 13)
		img.Pix[i], img.Pix[i+1] = byte(v>>8), byte(v)
		if i%8 == 6 {
			img.Pix[i], img.Pix[i+1] = 0xff, 0xff // opaque, so colour is exact
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	ed := NewEditor(photo.NewDoc(photo.NewState(8, 8)), testRegistry)
	mustCall(t, ed, "document.importImage", string(mustJSON(map[string]string{"dataUrl": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())})))
	out := mustCall(t, ed, "export.png", `{"depth":16}`).(ExportOut)
	_, b64, _ := strings.Cut(out.DataURL, ",")
	data, _ := base64.StdEncoding.DecodeString(b64)
	back, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// opaque 16-bit pixels come back as RGB48 (*image.RGBA64)
	got, ok := back.(*image.RGBA64)
	if !ok || !bytes.Equal(got.Pix, img.Pix) {
		t.Errorf("16-bit pixels changed on the way through (%T)", back)
	}
}

func TestHistoryIsBoundedByBytes(t *testing.T) {
	ed := newEditor(t, "astronaut.png") // 256x256, 8-bit: 256 KiB a raster
	ed.SetHistoryBudget(600 << 10)
	for range 5 {
		mustCall(t, ed, "filters.apply", `{"id":"pixelate","size":4}`)
	}
	if n := len(ed.History.Undo); n != 2 {
		t.Errorf("%d undo entries kept, want 2 within a 600 KiB budget", n)
	}
	// entries that hold no pixels of their own cost next to nothing
	for range 20 {
		mustCall(t, ed, "layers.setOpacity", `{"opacity":0.5}`)
	}
	if n := len(ed.History.Undo); n < 20 {
		t.Errorf("%d undo entries kept after 20 cheap edits", n)
	}
}

// document.crop cuts every layer, layer mask and the selection to the
// rectangle: the cropped composite is exactly that part of the composite
// before, layer by layer offsets follow, a layer that falls outside stays
// (empty), and a rectangle partly outside the canvas is cut to it.
func TestCropKeepsThePictureInsideTheRectangle(t *testing.T) {
	ed := newEditor(t, "astronaut.png")
	mustCall(t, ed, "layers.duplicate", "")
	mustCall(t, ed, "layers.setBlend", `{"mode":"multiply"}`)
	mustCall(t, ed, "selection.ellipse", `{"x":60,"y":40,"w":200,"h":150}`)
	mustCall(t, ed, "adjustments.apply", `{"type":"invert"}`) // an adjustment layer masked by the selection
	mustCall(t, ed, "text.add", `{"text":"Hi","x":300,"y":300,"size":40}`)
	mustCall(t, ed, "layers.addRaster", "")
	s := ed.S()
	before := photo.Composite(s, nil)
	W := s.Width
	rect := [4]int{37, 51, 210, 160}
	res := mustCall(t, ed, "document.crop", fmt.Sprintf(`{"x":%d,"y":%d,"w":%d,"h":%d}`, rect[0], rect[1], rect[2], rect[3]))
	if out := res.(CropOut); out.Width != rect[2] || out.Height != rect[3] {
		t.Fatalf("result %+v", out)
	}
	s = ed.S()
	if s.Width != rect[2] || s.Height != rect[3] || s.Selection == nil || s.Selection.W != rect[2] {
		t.Fatalf("canvas %dx%d, selection %v", s.Width, s.Height, s.Selection)
	}
	after := photo.Composite(s, nil).Pix()
	for y := 0; y < rect[3]; y++ {
		for x := 0; x < rect[2]; x++ {
			for c := 0; c < 4; c++ {
				want := before.Pix()[((rect[1]+y)*W+rect[0]+x)*4+c]
				if got := after[(y*rect[2]+x)*4+c]; got != want {
					t.Fatalf("(%d,%d) channel %d: %d after the crop, %d before", x, y, c, got, want)
				}
			}
		}
	}
	if got := len(s.Layers); got != 5 {
		t.Errorf("%d layers after the crop, want 5 (the text outside stays)", got)
	}
	// a rectangle partly outside is cut to the canvas
	res = mustCall(t, ed, "document.crop", `{"x":100,"y":-20,"w":500,"h":70}`)
	if out := res.(CropOut); out.Width != rect[2]-100 || out.Height != 50 || out.Box != (Box{100, 0, rect[2] - 100, 50}) {
		t.Errorf("partly outside: %+v", out)
	}
	for _, bad := range []string{`{"x":0,"y":0,"w":0,"h":10}`, `{"x":-50,"y":0,"w":40,"h":10}`, `{"x":1e12,"y":0,"w":1,"h":1}`, `{"x":"a","y":0,"w":1,"h":1}`} {
		if r := call(t, ed, "document.crop", bad); r.OK {
			t.Errorf("%s: cropped", bad)
		} else {
			t.Logf("%s: %s", bad, r.Error)
		}
	}
	mustCall(t, ed, "transform.start", `{"rotate":10}`)
	if r := call(t, ed, "document.crop", `{"x":0,"y":0,"w":5,"h":5}`); r.OK || !strings.Contains(r.Error, "pending") {
		t.Errorf("crop with a pending transform: %+v", r)
	}
}
