package photoops

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// depthCase is an op run on an 8-bit and a 16-bit copy of the same photo.
type depthCase struct {
	name     string // the op when empty
	op       string
	setup    [][2]string
	params   string
	promotes bool // the 8-bit layer the op edits becomes 16-bit (see photo/depth.go)
}

// depthCases are every case of the catalog test (every op that edits),
// then params that reach the other kernels (each filter, each blur path,
// resampling, blend modes outside the fast path, adjustment layers of
// every kind), the colour edits that promote, and the ops that only read.
func depthCases() []depthCase {
	var cs []depthCase
	for _, c := range opCases {
		cs = append(cs, depthCase{op: c.op, setup: c.setup, params: c.params})
	}
	text := [2]string{"text.add", `{"text":"Depth","x":30,"y":40,"color":"#ffe040","size":40}`}
	more := []depthCase{
		{name: "blur 1.5 (exact kernel)", op: "filters.apply", params: `{"id":"blur-gaussian","radius":1.5}`},
		{name: "blur 8 (three boxes)", op: "filters.apply", params: `{"id":"blur-gaussian","radius":8}`},
		{name: "blur of a text layer (transparent)", op: "filters.apply", setup: [][2]string{text}, params: `{"id":"blur-gaussian","radius":2}`},
		{name: "blur outside a selection", op: "filters.applyMasked", setup: [][2]string{rect}, params: `{"id":"blur-gaussian","radius":4,"invert":true}`},
		{name: "sharpen", op: "filters.apply", params: `{"id":"sharpen"}`},
		{name: "unsharp 2/150%/th 4 (fused)", op: "filters.apply", params: `{"id":"unsharp-mask","radius":2,"amount":150,"threshold":4}`},
		{name: "unsharp 5 (blur then mix)", op: "filters.apply", params: `{"id":"unsharp-mask","radius":5,"amount":1}`},
		{name: "motion blur", op: "filters.apply", params: `{"id":"motion-blur","angle":30,"distance":15}`},
		{name: "median 2", op: "filters.apply", params: `{"id":"median","radius":2}`},
		{name: "pixelate 7", op: "filters.apply", params: `{"id":"pixelate","size":7}`},
		{name: "applyMasked contrast -40", op: "adjustments.applyMasked", params: `{"contrast":-40}`, promotes: true},
		{name: "applyMasked saturation 0.5", op: "adjustments.applyMasked", params: `{"saturation":0.5}`, promotes: true},
		{name: "applyMasked warmth 25 in a selection", op: "adjustments.applyMasked", setup: [][2]string{rect}, params: `{"warmth":25}`, promotes: true},
		{name: "applyMasked contrast 40 saturation 1.4 invert", op: "adjustments.applyMasked", params: `{"contrast":40,"saturation":1.4,"invert":true}`},
		{name: "straighten -2.5", op: "document.rotate", params: `{"angle":-2.5}`},
		{name: "rotate 7 expanded", op: "document.rotate", params: `{"angle":7,"expand":true}`},
		{name: "rotate 180", op: "document.rotate", params: `{"angle":180}`},
		{name: "flip horizontal", op: "document.flip", params: `{"axis":"horizontal"}`},
		{name: "transform scale 0.7 rotate 15", op: "transform.apply", setup: [][2]string{{"transform.start", `{"scale":0.7,"rotate":15,"translateX":9}`}}},
		{name: "pending transform (composite only)", op: "transform.start", params: `{"scaleX":1.3,"scaleY":0.8,"rotate":-20}`},
		{name: "transform.cancel", op: "transform.cancel", setup: [][2]string{{"transform.start", `{"rotate":30}`}}},
		{name: "overlay at 60% (general composite)", op: "layers.setBlend",
			setup: [][2]string{{"layers.duplicate", ""}, {"filters.apply", `{"id":"blur-gaussian","radius":5}`}, {"layers.setOpacity", `{"opacity":0.6}`}}, params: `{"mode":"overlay"}`},
		{name: "screen through a layer mask", op: "layers.setBlend",
			setup: [][2]string{{"layers.duplicate", ""}, {"document.flip", `{"axis":"vertical"}`}, rect, {"layers.group", ""}}, params: `{"mode":"screen"}`},
		{name: "text over the photo, rasterized and turned", op: "document.rotate", setup: [][2]string{text, {"layers.rasterize", ""}}, params: `{"angle":-3}`},
		{name: "adjustment levels", op: "adjustments.apply", params: `{"type":"levels","params":{"inBlack":30,"inWhite":200,"gamma":1.4}}`},
		{name: "adjustment curves", op: "adjustments.apply", params: `{"type":"curves","params":{"points":[[0,10],[90,60],[255,250]]}}`},
		{name: "adjustment exposure -1", op: "adjustments.apply", params: `{"type":"exposure","params":{"exposure":-1}}`},
		{name: "adjustment shadows-highlights", op: "adjustments.apply", params: `{"type":"shadows-highlights","params":{"shadows":50,"highlights":-30}}`},
		{name: "adjustment hue range", op: "adjustments.apply", params: `{"type":"hue-saturation","params":{"range":"blues","saturation":40}}`},
		{name: "adjustment vignette", op: "adjustments.apply", params: `{"type":"vignette","params":{"amount":-60}}`},
		{name: "adjustment in a selection", op: "adjustments.apply", setup: [][2]string{rect}, params: `{"type":"brightness-contrast","params":{"contrast":60}}`},
		{name: "look teal-orange", op: "looks.apply", params: `{"name":"teal-orange"}`},
		{op: "selection.sky"},
		{op: "selection.samText", params: `{"text":"astronaut"}`},
		{op: "history.undo", setup: [][2]string{{"filters.apply", `{"id":"pixelate","size":5}`}}},
		{op: "history.redo", setup: [][2]string{{"filters.apply", `{"id":"pixelate","size":5}`}, {"history.undo", ""}}},
		{op: "history.mark"},
		{op: "history.collapse", setup: [][2]string{{"history.mark", ""}, {"filters.apply", `{"id":"median"}`}, {"layers.setOpacity", `{"opacity":0.5}`}}, params: `{"label":"both"}`},
		{op: "document.info"},
		{op: "layers.list"},
		{op: "looks.list"},
		{op: "selection.hasMask", setup: [][2]string{rect}},
		{op: "export.png"},
		{name: "export.png 16-bit", op: "export.png", params: `{"depth":16}`},
		{op: "export.gallery", params: `{"name":"depth"}`},
		{op: "screenshot"},
	}
	return append(cs, more...)
}

// Every op accepts both depths: an 8-bit layer and a 16-bit copy of it
// give the same composite within one level, the same selection and the
// same answers; the 8-bit layer stays 8-bit unless the op promotes it,
// and a 16-bit layer stays 16-bit.
func TestDepthsAgree(t *testing.T) {
	covered := map[string]bool{}
	var figures []string
	for _, tc := range depthCases() {
		covered[tc.op] = true
		name := tc.name
		if name == "" {
			name = tc.op
		}
		t.Run(name, func(t *testing.T) {
			ed8, ed16 := newEditor(t, "astronaut.png"), newEditor(t, "astronaut.png")
			promoteLayers(ed16.S())
			if d := ed8.S().Layers[0].Raster.Depth(); d != 8 {
				t.Fatalf("an 8-bit PNG imported at %d bits", d)
			}
			for _, s := range tc.setup {
				mustCall(t, ed8, s[0], s[1])
				mustCall(t, ed16, s[0], s[1])
			}
			r8, r16 := call(t, ed8, tc.op, tc.params), call(t, ed16, tc.op, tc.params)
			if r8.OK != r16.OK || r8.Error != r16.Error {
				t.Fatalf("8-bit: ok %v %q; 16-bit: ok %v %q", r8.OK, r8.Error, r16.OK, r16.Error)
			}
			d := maxLevelDiff(photo.CompositeNRGBA(ed8.S(), ed8.Pending), photo.CompositeNRGBA(ed16.S(), ed16.Pending))
			if d > 1 {
				t.Errorf("composites differ by %d levels", d)
			}
			if a, b := ed8.S().Selection, ed16.S().Selection; (a == nil) != (b == nil) || a != nil && !slices.Equal(a.Pix(), b.Pix()) {
				t.Error("the selections differ")
			}
			if r8.OK {
				res := compareResults(t, r8.Result, r16.Result)
				d = max(d, res)
			}
			figures = append(figures, fmt.Sprintf("%-48s %d", name, d))
			checkDepths(t, ed8.S(), ed16.S(), tc.promotes)
		})
	}
	for _, tool := range testRegistry.Tools() {
		if !covered[tool.Name] {
			t.Errorf("op %s is not run at both depths", tool.Name)
		}
	}
	t.Logf("largest difference of the composites (and exported pictures), 8-bit levels:\n%s", strings.Join(figures, "\n"))
}

// promoteLayers makes every layer of s 16-bit.
func promoteLayers(s *photo.State) {
	for _, f := range s.Flatten() {
		if l := f.Layer; l.Raster != nil && l.Raster.Depth() == 8 {
			c := *l
			c.Raster = l.Raster.Promoted()
			s.Replace(&c)
		}
	}
}

// checkDepths: in the 8-bit document every pixel layer is 8-bit but the
// active one when the op promotes; in the 16-bit one the photo's layer
// (and its copies) are still 16-bit.
func checkDepths(t *testing.T, s8, s16 *photo.State, promotes bool) {
	t.Helper()
	for _, f := range s8.Flatten() {
		l := f.Layer
		if l.Raster == nil {
			continue
		}
		want := 8
		if promotes && l.ID == s8.Active {
			want = 16
		}
		if got := l.Raster.Depth(); got != want {
			t.Errorf("8-bit document: layer %s (%s) is %d-bit, want %d", l.ID, l.Name, got, want)
		}
	}
	for _, f := range s16.Flatten() {
		l := f.Layer
		if l.Raster != nil && l.Kind == photo.KindRaster && strings.HasPrefix(l.Name, "astronaut") && l.Raster.Depth() != 16 {
			t.Errorf("16-bit document: layer %s (%s) became %d-bit", l.ID, l.Name, l.Raster.Depth())
		}
	}
}

// compareResults compares two op results: the same JSON but for the
// layers' bitDepth and the byte counts of exports, and pictures (data
// URLs) within one level; it returns the pictures' largest difference.
func compareResults(t *testing.T, a, b any) int {
	t.Helper()
	ja, pa := normalised(t, a)
	jb, pb := normalised(t, b)
	if ja != jb {
		t.Errorf("results differ:\n8-bit:  %.600s\n16-bit: %.600s", ja, jb)
	}
	worst := 0
	for i := range min(len(pa), len(pb)) {
		d := maxLevelDiff(pa[i], pb[i])
		if d > 1 {
			t.Errorf("exported pictures differ by %d levels", d)
		}
		worst = max(worst, d)
	}
	return worst
}

// normalised is a result as JSON without depth-dependent fields, and the
// pictures its data URLs hold.
func normalised(t *testing.T, v any) (string, []*image.NRGBA) {
	t.Helper()
	raw, _ := json.Marshal(v)
	var m any
	json.Unmarshal(raw, &m)
	var pics []*image.NRGBA
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			delete(x, "bitDepth")
			delete(x, "bytes")
			if u, ok := x["dataUrl"].(string); ok {
				_, b64, _ := strings.Cut(u, ",")
				data, _ := base64.StdEncoding.DecodeString(b64)
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("an exported picture does not decode: %v", err)
				}
				pics = append(pics, photo.RasterFromImage(img).AtDepth(8).NRGBA())
				x["dataUrl"] = "(picture)"
			}
			for _, e := range x {
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(m)
	out, _ := json.Marshal(m)
	return string(out), pics
}

// maxLevelDiff is the largest difference of two same-size 8-bit images,
// in levels (255 if the sizes differ): of alpha, and of colour as it
// shows over any backdrop, weighted by alpha (a transparent pixel's
// colour is never seen).
func maxLevelDiff(a, b *image.NRGBA) int {
	if a.Rect != b.Rect {
		return 255
	}
	d := 0
	for i := 0; i < len(a.Pix); i += 4 {
		p, q := a.Pix[i:i+4], b.Pix[i:i+4]
		pa, qa := int(p[3]), int(q[3])
		d = max(d, pa-qa, qa-pa)
		for c := 0; c < 3; c++ {
			x, y := (int(p[c])*pa+127)/255, (int(q[c])*qa+127)/255
			d = max(d, x-y, y-x)
		}
	}
	return d
}
