package docfile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// savedDoc stores testDoc in a fresh folder and returns it with its
// manifest decoded generically (numbers kept exact).
func savedDoc(t testing.TB) (string, map[string]any) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "doc.ncphoto")
	if err := Save(dir, testDoc()); err != nil {
		t.Fatal(err)
	}
	return dir, readManifest(t, dir)
}

func readManifest(t testing.TB, dir string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

func writeManifest(t testing.TB, dir string, m map[string]any) {
	t.Helper()
	b, _ := json.Marshal(m)
	if err := os.WriteFile(filepath.Join(dir, manifestName), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// get walks a decoded manifest by keys and indexes.
func get(v any, path ...any) any {
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

// Every field a manifest sizes or names is checked before anything is
// built from it, and the refusal names the field.
func TestOpenRefusesHostileManifests(t *testing.T) {
	set := func(path []any, key string, v any) func(m map[string]any) {
		return func(m map[string]any) { get(m, path...).(map[string]any)[key] = v }
	}
	top := []any{"state"}
	base := []any{"state", "layers", 1}
	n := func(s string) json.Number { return json.Number(s) }
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"canvas 1e6²", func(m map[string]any) { set(top, "width", n("1000000"))(m); set(top, "height", n("1000000"))(m) },
			"state.width x height: 1000000x1000000 is more than 100000000 pixels"},
		{"canvas 2^63-1 wide", set(top, "width", n("9223372036854775807")), "state.width x height: 9223372036854775807x6 is more than"},
		{"canvas 0 high", set(top, "height", n("0")), "state.width x height: 8x0 has no pixels"},
		{"layer 2^62 x 4", func(m map[string]any) {
			set(append(base, "raster"), "w", n("4611686018427387904"))(m)
			set(append(base, "raster"), "h", n("4"))(m)
		}, "state.layers[1].raster.w x h: 4611686018427387904x4 is more than"},
		{"pixel id with ..", set(append(base, "raster"), "id", "../../outside/secret"), `state.layers[1].raster.id "../../outside/secret" is not a pixel id`},
		{"pixel id absolute", set(append(base, "raster"), "id", "/etc/passwd"), "is not a pixel id"},
		{"pixel id upper case", set(append(base, "raster"), "id", "ABCDEF0123456789"), "is not a pixel id"},
		{"history pixel id", set([]any{"undo", 1, "state", "layers", 0, "raster"}, "id", "../x"), `undo[1].state.layers[0].raster.id "../x" is not a pixel id`},
		{"selection id", set([]any{"state", "selection"}, "id", "../../m"), `state.selection.id "../../m" is not a pixel id`},
		{"mask of another size", set([]any{"state", "layers", 0, "mask"}, "w", n("9")), "state.layers[0].mask is 9x6, not the canvas's 8x6"},
		{"one id, two sizes", func(m map[string]any) {
			set([]any{"undo", 1, "state", "layers", 0, "raster"}, "w", n("4"))(m)
			set([]any{"undo", 1, "state", "layers", 0, "raster"}, "h", n("12"))(m)
		}, "appear with two sizes or kinds"},
		{"negative nextId", set(top, "nextId", n("-3")), "state.nextId -3 is out of range"},
		{"nextId 2^63-1", set(top, "nextId", n("9223372036854775807")), "state.nextId 9223372036854775807 is out of range"},
		{"nextId below a layer", set(top, "nextId", n("2")), "state.layers[0].id layer-2 is not below the state's nextId 2"},
		{"duplicate layer id", set([]any{"state", "layers", 0}, "id", "layer-1"), `state.layers[1].id "layer-1" is empty or used twice`},
		{"layer far away", set(base, "x", n("4611686018427387904")), "state.layers[1].x, y (4611686018427387904, 0) is out of range"},
		{"opacity 7", set(base, "opacity", n("7")), "state.layers[1].opacity 7 is outside 0..1"},
		{"unknown blend", set(base, "blend", "glow"), `state.layers[1].blend "glow" is not a blend mode`},
		{"unknown kind", set(base, "kind", "video"), `state.layers[1].kind "video" is not a layer kind`},
		{"raster layer without pixels", func(m map[string]any) { delete(get(m, base...).(map[string]any), "raster") },
			"state.layers[1].raster is missing"},
		{"active layer missing", set(top, "active", "layer-99"), `state.active "layer-99" is not a layer`},
		{"pending scale 1e9", set([]any{"pending"}, "scaleX", n("1e9")), "pending: scaleX, scaleY (1e+09, 2) is outside (0, 20]"},
		{"pending on a missing layer", set([]any{"pending"}, "layerId", "layer-9"), `pending: layerId "layer-9" is not a layer with pixels`},
		{"negative budget", func(m map[string]any) { m["historyBudget"] = n("-1") }, "historyBudget -1 is negative"},
		{"missing history state", func(m map[string]any) { get(m, "undo", 0).(map[string]any)["state"] = nil }, "undo[0].state is missing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, m := savedDoc(t)
			tc.edit(m)
			writeManifest(t, dir, m)
			_, err := Open(dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
			if err != nil && strings.Contains(err.Error(), "\n") {
				t.Errorf("a refusal of more than one line: %q", err)
			}
		})
	}
}

// The pixel files are the document's own: a link in their place, a
// linked blobs/ folder, a missing file in the history are refused at open.
func TestOpenRefusesPixelFilesOutsideTheDocument(t *testing.T) {
	dir, m := savedDoc(t)
	id := get(m, "state", "layers", 1, "raster", "id").(string)
	blob := filepath.Join(dir, "blobs", id+".rgba16")
	outside := filepath.Join(t.TempDir(), "outside.rgba16")
	data, _ := os.ReadFile(blob)
	os.WriteFile(outside, data, 0o644)
	os.Remove(blob)
	os.Symlink(outside, blob)
	if _, err := Open(dir); err == nil || !strings.Contains(err.Error(), "is a symbolic link") {
		t.Errorf("linked pixel file: %v", err)
	}

	dir, m = savedDoc(t)
	other := filepath.Join(t.TempDir(), "other")
	os.Rename(filepath.Join(dir, "blobs"), other)
	os.Symlink(other, filepath.Join(dir, "blobs"))
	if _, err := Open(dir); err == nil || !strings.Contains(err.Error(), "blobs is not a folder of the document (it is a symbolic link)") {
		t.Errorf("linked blobs/: %v", err)
	}
	d := testDoc()
	if err := Save(dir, d); err == nil {
		t.Error("saved through a linked blobs/")
	}
	if ents, _ := os.ReadDir(other); len(ents) == 0 {
		t.Error("the linked folder was emptied")
	}

	// pixels only the history refers to, gone: an error at open, naming them
	d = testDoc()
	d.Begin()
	base := *d.S().Find("layer-1")
	base.Raster = base.Raster.Clone()
	d.S().Replace(&base)
	d.Commit("paint")
	dir = filepath.Join(t.TempDir(), "doc.ncphoto")
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	m = readManifest(t, dir)
	only := get(m, "undo", 1, "state", "layers", 0, "raster", "id").(string)
	if only == get(m, "state", "layers", 1, "raster", "id").(string) {
		t.Fatal("the history shares the raster")
	}
	if err := os.Remove(filepath.Join(dir, "blobs", only+".rgba16")); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); err == nil || !strings.Contains(err.Error(), "missing pixels "+only+".rgba16") {
		t.Errorf("missing history pixels: %v", err)
	}
}

// Saving removes the pixel files it no longer needs, and nothing else.
func TestSaveRemovesOnlyItsOwnFiles(t *testing.T) {
	dir, _ := savedDoc(t)
	blobs := filepath.Join(dir, "blobs")
	keep := []string{"notes.txt", "ABCDEF0123456789.rgba16", "0123456789abcdef.rgba16.bak"}
	for _, n := range keep {
		os.WriteFile(filepath.Join(blobs, n), []byte("mine"), 0o644)
	}
	os.Mkdir(filepath.Join(blobs, "0123456789abcdef.mask8"), 0o755) // a folder with a blob's name
	stale := filepath.Join(blobs, "00000000000000aa.rgba16")
	os.WriteFile(stale, []byte("stale"), 0o644)
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	for _, n := range append(keep, "0123456789abcdef.mask8") {
		if _, err := os.Stat(filepath.Join(blobs, n)); err != nil {
			t.Errorf("%s was removed", n)
		}
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("a stale pixel file of the document's own was kept")
	}
}

// Pixels that vanish from under an open document make the save fail
// with an error, never a panic.
func TestSaveWithUnreadablePixelsFails(t *testing.T) {
	dir, _ := savedDoc(t)
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	os.RemoveAll(filepath.Join(dir, "blobs"))
	out := filepath.Join(t.TempDir(), "copy.ncphoto")
	if err := Save(out, d); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("got %v", err)
	}
}

// FuzzOpen: no manifest, however hostile, crashes Open, a composite of
// any state it opened (the history's too) or a save; whatever opens saves
// to a document that opens again. Seeded with the refusals above.
//
//	go test -run '^$' -fuzz=FuzzOpen -fuzztime=10m ./internal/photo/docfile
func FuzzOpen(f *testing.F) {
	d := testDoc()
	dir := filepath.Join(f.TempDir(), "doc.ncphoto")
	if err := Save(dir, d); err != nil {
		f.Fatal(err)
	}
	m := readManifest(f, dir)
	good, _ := json.Marshal(m)
	// the same document with an 8-bit layer on top: both manifests open
	// in dir (the second save keeps the first one's pixels, still used)
	addLayer8(d)
	if err := Save(dir, d); err != nil {
		f.Fatal(err)
	}
	good8, _ := json.Marshal(readManifest(f, dir))
	f.Add(good8)
	for _, s := range []string{`"depth":16`, `"depth":12`, `"depth":0`, `"depth":-8`, `"depth":8.5`, `"depth":"8"`, `"depth":null`, `"depth":8,"depth":16`} {
		f.Add(bytes.Replace(good8, []byte(`"depth":8`), []byte(s), 1))
	}
	f.Add(bytes.Replace(good8, []byte(`,"depth":8`), nil, 1))
	f.Add(bytes.Replace(good8, []byte(`"version":2`), []byte(`"version":1`), 1))
	f.Add(bytes.Replace(good8, []byte(`"version":2`), []byte(`"version":3`), 1))
	f.Add(bytes.Replace(good, []byte(`"h":6}`), []byte(`"h":6,"depth":8}`), 1))
	f.Add(good)
	f.Add(good[:len(good)/2])
	for _, s := range []string{
		`"width":8`, `"width":1000000`, `"height":6`, `"height":0`, `"nextId":3`, `"nextId":-1`,
		`"x":0`, `"x":4611686018427387904`, `"opacity":1`, `"opacity":7`, `"kind":"raster"`, `"kind":"group"`,
	} {
		f.Add(bytes.Replace(good, []byte(`"width":8`), []byte(s), 1))
	}
	id := get(m, "state", "layers", 1, "raster", "id").(string)
	for _, bad := range []string{"../../outside/secret", "/etc/passwd", "", "0123456789abcdef"} {
		f.Add(bytes.ReplaceAll(good, []byte(id), []byte(bad)))
	}
	f.Fuzz(func(t *testing.T, manifest []byte) {
		if err := os.WriteFile(filepath.Join(dir, manifestName), manifest, 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := Open(dir)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a refusal of more than one line: %q", err)
			}
			return
		}
		small := func(s *photo.State) bool { return int64(s.Width)*int64(s.Height) <= 1<<16 }
		if small(d.S()) && (d.Pending == nil || pendingSmall(d)) {
			photo.Composite(d.S(), d.Pending)
		}
		for _, e := range append(d.History.Undo, d.History.Redo...) {
			if small(e.State) {
				photo.Composite(e.State, nil)
			}
		}
		out := filepath.Join(t.TempDir(), "copy.ncphoto")
		if err := Save(out, d); err != nil {
			t.Fatalf("an opened document does not save: %v", err)
		}
		if _, err := Open(out); err != nil {
			t.Fatalf("a saved document does not open: %v", err)
		}
	})
}

func pendingSmall(d *photo.Doc) bool {
	l := d.S().Find(d.Pending.LayerID)
	if l == nil || l.Raster == nil {
		return true
	}
	b := photo.TransformBounds(l.Raster.W, l.Raster.H, l.X, l.Y, *d.Pending)
	return int64(b.Dx())*int64(b.Dy()) <= 1<<16
}
