package photoops

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/segment"
)

// fuzzed are the ops a fuzzer may call: all but those that read or write
// files or reach a server (their paths and URLs are tested on their own).
func fuzzedOps() []string {
	skip := map[string]bool{"document.importImage": true, "export.png": true, "export.gallery": true, "selection.samText": true}
	var ops []string
	for _, t := range testRegistry.Tools() {
		if !skip[t.Name] {
			ops = append(ops, t.Name)
		}
	}
	return ops
}

var photoFuzzSeeds = []string{``, `{}`, `null`, `[]`, `{"x":1e308,"y":-1e308,"w":1e9,"h":3}`, `{"id":"layer-1"}`,
	`{"type":"levels","params":{"inBlack":300}}`, `{"type":"color-balance","params":{"shadows":5}}`, `{"id":"blur-gaussian","radius":1e6}`,
	`{"text":"\u0000{\\\\}","size":4,"color":"auto"}`, `{"color":"#zzz","fuzziness":-1}`, `{"mark":-5,"label":""}`, `{"scale":0}`,
	`{"opacity":"NaN"}`, `{"radius":0.0001}`, `{"pixels":100000}`, `{"index":-1}`, `{"maxSide":16}`, `{"mode":"subtract","x":0,"y":0,"w":5,"h":5}`}

// FuzzPhotoOp sends any params to any op of a small document with text,
// an adjustment layer, a group and a selection: no op panics (a recovered
// panic reads "internal error"), every failure is an op error with a
// message, and a failed op leaves the document as it was.
func FuzzPhotoOp(f *testing.F) {
	ops := fuzzedOps()
	for i := range ops {
		for _, s := range photoFuzzSeeds {
			f.Add(uint8(i), []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, params []byte) {
		op := ops[int(which)%len(ops)]
		ed := fuzzDoc(t)
		before, depth := snap(ed), len(ed.History.Undo)
		_, err := ed.Tools.Call(context.Background(), ed, op, json.RawMessage(params))
		if err == nil {
			return
		}
		if strings.HasPrefix(err.Error(), "internal error") {
			t.Fatalf("%s %q: %v", op, params, err)
		}
		if _, ok := err.(*registry.Error); !ok || err.Error() == "" {
			t.Fatalf("%s %q: error %T %q is not an op error", op, params, err, err)
		}
		if len(ed.History.Undo) != depth || !snap(ed).equal(before) {
			t.Fatalf("%s %q failed (%v) and changed the document", op, params, err)
		}
	})
}

func fuzzDoc(t *testing.T) *Editor {
	ed := NewEditor(photo.NewDoc(photo.NewState(64, 48)), testRegistry)
	ed.Segmenter = segment.Builtin()
	s := ed.S()
	r := photo.NewRaster(64, 48)
	pix := r.Pix()
	for i := range pix {
		pix[i] = uint16(i * 2654435761 >> 7)
		if i%4 == 3 {
			pix[i] = 65535
		}
	}
	s.InsertAbove("", &photo.Layer{ID: s.NewLayerID(), Name: "photo", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r})
	s.Active = s.Layers[0].ID
	for _, step := range [][2]string{
		{"text.add", `{"text":"Hi","x":5,"y":5,"size":12}`},
		{"adjustments.apply", `{"type":"shadows-highlights","params":{"shadows":40}}`},
		{"layers.addRaster", ``},
		{"layers.group", ``},
		{"selection.ellipse", `{"x":10,"y":10,"w":30,"h":20}`},
	} {
		var p json.RawMessage
		if step[1] != "" {
			p = json.RawMessage(step[1])
		}
		if r := Invoke(context.Background(), ed, step[0], p); !r.OK {
			t.Fatalf("%s: %s", step[0], r.Error)
		}
	}
	return ed
}
