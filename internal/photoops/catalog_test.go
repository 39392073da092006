package photoops

import (
	"testing"

	"github.com/neuralcut/neuralcut/internal/registry"
)

type opCase struct {
	op     string
	setup  [][2]string // op, params run first
	params string
	bad    string // params that must fail; "" skips
}

var rect = [2]string{"selection.rectangle", `{"x":40,"y":40,"w":100,"h":80}`}

var opCases = []opCase{
	{op: "document.importImage", params: `{"assetId":"coffee.png"}`, bad: `{"dataUrl":"data:text/plain;base64,aGVsbG8="}`},
	{op: "document.rotate", params: `{"angle":90}`, bad: `{"angle":"ninety"}`},
	{op: "document.flip", params: `{"axis":"vertical"}`, bad: `{"axis":"diagonal"}`},
	{op: "document.resize", params: `{"width":100}`, bad: `{"width":-5}`},
	{op: "document.crop", params: `{"x":10,"y":20,"w":100,"h":80}`, bad: `{"x":5000,"y":0,"w":10,"h":10}`},
	{op: "document.cropToSelection", setup: [][2]string{rect}, params: `{"margin":0.1}`, bad: `{"margin":-1}`},
	{op: "layers.select", setup: [][2]string{{"layers.addRaster", ""}}, params: `{"index":1}`, bad: `{"id":"layer-99"}`},
	{op: "layers.addRaster", params: `{"name":"paint"}`, bad: `{"nme":"x"}`},
	{op: "layers.addAdjustment", params: `{"type":"invert"}`, bad: `{"type":"sepia"}`},
	{op: "layers.duplicate", params: ``, bad: `{"id":"nope"}`},
	{op: "layers.delete", setup: [][2]string{{"layers.addRaster", ""}}, params: ``, bad: `{"id":"nope"}`},
	{op: "layers.setOpacity", params: `{"opacity":0.5}`, bad: `{"opacity":1.5}`},
	{op: "layers.setBlend", setup: [][2]string{{"document.importImage", `{"assetId":"coffee.png"}`}}, params: `{"mode":"multiply"}`, bad: `{"blendMode":"glow"}`},
	{op: "layers.setVisible", params: `{"visible":false}`, bad: `{"visible":"no"}`},
	{op: "layers.rename", params: `{"name":"sky"}`, bad: `{"name":"  "}`},
	{op: "layers.move", setup: [][2]string{{"layers.addRaster", ""}}, params: `{"direction":"down"}`, bad: `{"direction":"up"}`},
	{op: "layers.group", params: `{"name":"g"}`, bad: `{"id":"nope"}`},
	{op: "layers.ungroup", setup: [][2]string{{"layers.group", ""}}, params: ``, bad: `{"id":"layer-1"}`},
	{op: "selection.selectAll", params: ``, bad: `{"x":1}`},
	{op: "selection.deselect", setup: [][2]string{rect}, params: ``, bad: `{"x":1}`},
	{op: "selection.invert", setup: [][2]string{rect}, params: ``, bad: `{"x":1}`},
	{op: "selection.rectangle", params: `{"x":10,"y":20,"w":50,"h":30}`, bad: `{"x":10,"y":20,"w":-5,"h":30}`},
	{op: "selection.ellipse", params: `{"x":10,"y":20,"w":50,"h":30,"mode":"add"}`, bad: `{"x":10,"y":20,"w":50,"h":30,"mode":"xor"}`},
	{op: "selection.colorRange", params: `{"color":"#202020","fuzziness":60}`, bad: `{"color":"not-a-colour"}`},
	{op: "selection.background", params: `{"fuzziness":40}`, bad: `{"fuzziness":500}`},
	{op: "selection.feather", setup: [][2]string{rect}, params: `{"radius":4}`, bad: `{"radius":0}`},
	{op: "selection.grow", setup: [][2]string{rect}, params: `{"pixels":5}`, bad: `{"pixels":0}`},
	{op: "selection.shrink", setup: [][2]string{rect}, params: `{"pixels":5}`, bad: `{"pixels":9999}`},
	{op: "adjustments.apply", params: `{"type":"blackAndWhite"}`, bad: `{"type":"levels","params":{"inBlack":300}}`},
	{op: "looks.apply", params: `{"name":"sepia","amount":80}`, bad: `{"name":"polaroid"}`},
	{op: "adjustments.desaturate", params: `{"amount":20}`, bad: `{"amount":-20}`},
	{op: "adjustments.vibrance", params: `{"amount":60}`, bad: `{"amount":300}`},
	{op: "adjustments.applyMasked", setup: [][2]string{rect}, params: `{"brightness":30}`, bad: `{"brightness":300}`},
	{op: "filters.apply", params: `{"id":"blur-gaussian","radius":3}`, bad: `{"id":"blur-gaussian","radius":-1}`},
	{op: "filters.applyMasked", setup: [][2]string{rect}, params: `{"id":"pixelate","size":8}`, bad: `{"id":"emboss"}`},
	{op: "text.add", params: `{"text":"Hello","x":20,"y":20,"color":"#ff0000","size":32}`, bad: `{"text":"Hello","font":"No Such Font"}`},
	{op: "text.update", setup: [][2]string{{"text.add", `{"text":"Hello","x":20,"y":20,"color":"#ff0000","size":32}`}}, params: `{"text":"Goodbye","color":"#00ff00"}`, bad: `{"size":2}`},
	{op: "selection.face", params: ``, bad: `{"x":1}`},
	{op: "layers.rasterize", setup: [][2]string{{"text.add", `{"text":"Hello","x":20,"y":20,"color":"#ff0000","size":32}`}}, params: ``, bad: `{"id":"layer-1"}`},
	{op: "selection.subject", params: `{"label":"astronaut"}`, bad: `{"label":7}`},
	{op: "batch", params: `{"steps":[{"op":"layers.addRaster","params":{"name":"a"}},{"op":"layers.setOpacity","params":{"opacity":0.5}}]}`,
		bad: `{"steps":[{"op":"layers.addRaster"},{"op":"layers.setOpacity","params":{"opacity":5}}]}`},
	{op: "transform.apply", setup: [][2]string{{"transform.start", `{"rotate":90}`}}, params: ``, bad: `{"x":1}`},
}

// TestEveryMutatingOp checks, for each op that edits the document: it
// succeeds with one undo entry and a visible change, undo restores the
// pixels and layers exactly, redo brings the change back, and bad params
// fail with the document unchanged.
func TestEveryMutatingOp(t *testing.T) {
	covered := map[string]bool{}
	for _, tc := range opCases {
		covered[tc.op] = true
		t.Run(tc.op, func(t *testing.T) {
			ed := newEditor(t, "astronaut.png")
			for _, s := range tc.setup {
				mustCall(t, ed, s[0], s[1])
			}
			depth := len(ed.History.Undo)
			before := snap(ed)
			if tc.bad != "" {
				r := call(t, ed, tc.op, tc.bad)
				if r.OK || r.Error == "" {
					t.Fatalf("bad params %s: got ok, want an error", tc.bad)
				}
				if len(ed.History.Undo) != depth || !snap(ed).equal(before) {
					t.Fatalf("bad params %s changed the document (error %q)", tc.bad, r.Error)
				}
				t.Logf("bad params: %s", r.Error)
			}
			mustCall(t, ed, tc.op, tc.params)
			if got := len(ed.History.Undo); got != depth+1 {
				t.Fatalf("undo depth %d, want %d", got, depth+1)
			}
			after := snap(ed)
			if after.equal(before) {
				t.Fatalf("nothing changed")
			}
			mustCall(t, ed, "history.undo", "")
			if !snap(ed).equal(before) {
				t.Fatalf("undo did not restore the document exactly")
			}
			mustCall(t, ed, "history.redo", "")
			if !snap(ed).equal(after) {
				t.Fatalf("redo did not restore the change")
			}
		})
	}
	for _, tool := range testRegistry.Tools() {
		if tool.Effect == registry.Edit && !covered[tool.Name] && !regionOps[tool.Name] {
			t.Errorf("mutating op %s has no test case", tool.Name)
		}
	}
}

// sky needs a photo with sky and samText a SAM server; TestRegionSelections
// and the segment package cover them.
var regionOps = map[string]bool{"selection.sky": true, "selection.samText": true}

func TestUnknownOp(t *testing.T) {
	ed := newEditor(t, "coffee.png")
	r := call(t, ed, "layers.explode", "")
	if r.OK || r.Error != "Unknown op: layers.explode" {
		t.Fatalf("got %+v", r)
	}
}
