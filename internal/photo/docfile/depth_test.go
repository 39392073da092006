package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// addLayer8 adds an 8-bit layer (every value distinct from its
// neighbours) on top of d as one undo entry and returns its raster.
func addLayer8(d *photo.Doc) *photo.Raster {
	s := d.S()
	r := photo.NewRaster8(s.Width, s.Height)
	pix := r.Pix8()
	for i := range pix {
		pix[i] = uint8(i*37 + 11)
	}
	d.Begin()
	s = d.S()
	s.InsertAbove("", &photo.Layer{ID: s.NewLayerID(), Name: "eight", Kind: photo.KindRaster, Visible: true, Opacity: 0.8, Blend: "screen", Raster: r})
	d.Commit("add 8-bit")
	return r
}

// An 8-bit layer is stored as bytes (.rgba8, half a 16-bit file), named
// with its depth in a version 2 manifest, and opens 8-bit, read or
// mapped, with the same pixels; a document without one stays version 1.
func TestEightBitLayersRoundTrip(t *testing.T) {
	d := testDoc()
	dir16 := filepath.Join(t.TempDir(), "d16.ncphoto")
	if err := Save(dir16, d); err != nil {
		t.Fatal(err)
	}
	m := readManifest(t, dir16)
	if v := m["version"]; v != json.Number("1") {
		t.Errorf("a document of 16-bit layers is version %v, want 1 (older programs read it)", v)
	}
	if b, _ := os.ReadFile(filepath.Join(dir16, manifestName)); strings.Contains(string(b), `"depth"`) {
		t.Error("a 16-bit layer's reference names a depth")
	}

	r := addLayer8(d)
	dir := filepath.Join(t.TempDir(), "d8.ncphoto")
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	m = readManifest(t, dir)
	if v := m["version"]; v != json.Number("2") {
		t.Errorf("version %v, want 2", v)
	}
	if got := get(m, "state", "layers", 0, "raster", "depth"); got != json.Number("8") {
		t.Errorf("the 8-bit layer's depth is %v", got)
	}
	if got := get(m, "state", "layers", 2, "raster").(map[string]any)["depth"]; got != nil {
		t.Errorf("the 16-bit layer's reference has depth %v", got)
	}
	st, err := os.Stat(filepath.Join(dir, "blobs", r.ID+".rgba8"))
	if err != nil || st.Size() != int64(r.W*r.H*4) {
		t.Fatalf("8-bit pixels file: %v, %d bytes, want %d", err, st.Size(), r.W*r.H*4)
	}
	want := photo.Composite(d.S(), d.Pending).Pix()
	for _, mapped := range []bool{false, true} {
		var e *photo.Doc
		if mapped {
			var release func()
			e, release, err = OpenMapped(dir)
			if err == nil {
				defer release()
			}
		} else {
			e, err = Open(dir)
		}
		if err != nil {
			t.Fatal(err)
		}
		got := e.S().Layers[0].Raster
		if got.Depth() != 8 || !slices.Equal(got.Pix8(), r.Pix8()) {
			t.Errorf("mapped %v: the layer opened %d-bit or with other pixels", mapped, got.Depth())
		}
		if e.S().Layers[2].Raster.Depth() != 16 {
			t.Errorf("mapped %v: the 16-bit layer opened 8-bit", mapped)
		}
		if !slices.Equal(photo.Composite(e.S(), e.Pending).Pix(), want) {
			t.Errorf("mapped %v: the composite differs after reopening", mapped)
		}
		// the history before the 8-bit layer still opens without it
		if n := len(e.History.Undo); n != 3 || len(e.History.Undo[2].State.Layers) != 2 {
			t.Errorf("mapped %v: history %d entries", mapped, n)
		}
		// saving what was opened keeps the file as it is
		if err := Save(dir, e); err != nil {
			t.Fatal(err)
		}
	}
}

// The depth is checked like every other field: 8 or 16 on a raster,
// nothing on a mask, one depth per pixel id, a file of the size it says.
func TestOpenRefusesHostileDepths(t *testing.T) {
	n := func(s string) json.Number { return json.Number(s) }
	top := []any{"state", "layers", 0, "raster"}
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, dir string, m map[string]any)
		want string
	}{
		{"depth 12", func(_ *testing.T, _ string, m map[string]any) { get(m, top...).(map[string]any)["depth"] = n("12") },
			"state.layers[0].raster.depth 12 is not 8 or 16"},
		{"depth 0", func(_ *testing.T, _ string, m map[string]any) { get(m, top...).(map[string]any)["depth"] = n("0") },
			"state.layers[0].raster.depth 0 is not 8 or 16"},
		{"depth 2^63", func(_ *testing.T, _ string, m map[string]any) {
			get(m, top...).(map[string]any)["depth"] = n("9223372036854775808")
		}, "bad manifest"},
		{"depth on a mask", func(_ *testing.T, _ string, m map[string]any) {
			get(m, "state", "layers", 1, "mask").(map[string]any)["depth"] = n("8")
		}, "state.layers[1].mask.depth: a mask has no depth"},
		{"8-bit pixels read as 16", func(_ *testing.T, _ string, m map[string]any) { delete(get(m, top...).(map[string]any), "depth") },
			".rgba16"},
		{"16-bit pixels read as 8", func(_ *testing.T, _ string, m map[string]any) {
			// every reference to the 16-bit layer, history included
			id := get(m, "state", "layers", 2, "raster", "id")
			var walk func(v any)
			walk = func(v any) {
				switch x := v.(type) {
				case map[string]any:
					if x["id"] == id {
						x["depth"] = n("8")
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
		}, ".rgba8"},
		{"one id, two depths", func(_ *testing.T, _ string, m map[string]any) {
			get(m, "undo", 2, "state", "layers", 1, "raster").(map[string]any)["depth"] = n("8")
		}, "appear with two sizes or kinds"},
		{"8-bit file cut short", func(t *testing.T, dir string, m map[string]any) {
			id := get(m, append(top, "id")...).(string)
			if err := os.Truncate(filepath.Join(dir, "blobs", id+".rgba8"), 100); err != nil {
				t.Fatal(err)
			}
		}, "damaged pixels"},
		{"8-bit file a link", func(t *testing.T, dir string, m map[string]any) {
			id := get(m, append(top, "id")...).(string)
			p := filepath.Join(dir, "blobs", id+".rgba8")
			out := filepath.Join(t.TempDir(), "outside")
			data, _ := os.ReadFile(p)
			os.WriteFile(out, data, 0o644)
			os.Remove(p)
			os.Symlink(out, p)
		}, "is a symbolic link"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := testDoc()
			addLayer8(d)
			dir := filepath.Join(t.TempDir(), "doc.ncphoto")
			if err := Save(dir, d); err != nil {
				t.Fatal(err)
			}
			m := readManifest(t, dir)
			tc.edit(t, dir, m)
			writeManifest(t, dir, m)
			_, err := Open(dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}
