package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

func testDoc() *photo.Doc {
	d := photo.NewDoc(photo.NewState(8, 6))
	d.Begin()
	s := d.S()
	r := photo.NewRaster(8, 6)
	pix := r.Pix()
	for i := range pix {
		pix[i] = uint16(i * 997) // every value distinct in the low byte: 16 bits must survive
	}
	s.InsertAbove("", &photo.Layer{ID: s.NewLayerID(), Name: "base", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: r})
	d.Commit("import")
	d.Begin()
	a, _ := photo.NewAdjustment("curves", json.RawMessage(`{"points":[[0,20],[128,140],[255,240]]}`))
	s = d.S()
	s.Selection = photo.EllipseMask(8, 6, 1, 1, 5, 4)
	s.InsertAbove(s.Active, &photo.Layer{ID: s.NewLayerID(), Name: "c", Kind: photo.KindAdjustment, Visible: true, Opacity: 0.7, Blend: "multiply", Adjust: a, Mask: s.Selection})
	d.Commit("curves")
	d.Pending = &photo.Transform{LayerID: "layer-1", ScaleX: 2, ScaleY: 2, Rotate: 30}
	return d
}

func TestSaveOpenRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "doc.ncphoto")
	d := testDoc()
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	e, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(photo.Composite(d.S(), d.Pending).Pix(), photo.Composite(e.S(), e.Pending).Pix()) {
		t.Error("composite differs after reopening")
	}
	if len(e.History.Undo) != 2 || e.History.Undo[1].Label != "curves" || e.Pending == nil || e.Pending.Rotate != 30 {
		t.Errorf("history or pending transform lost: %d entries, %+v", len(e.History.Undo), e.Pending)
	}
	// layers shared between states load as one object again
	if e.History.Undo[1].State.Layers[0].Raster != e.S().Find("layer-1").Raster {
		t.Error("a raster shared by two states was loaded twice")
	}
	e.Undo()
	d.Undo()
	if !slices.Equal(photo.Composite(d.S(), nil).Pix(), photo.Composite(e.S(), nil).Pix()) {
		t.Error("undo after reopening differs")
	}
	// saving the undone document drops nothing still referenced (redo)
	if err := Save(dir, e); err != nil {
		t.Fatal(err)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := f.History.StepForward(f.State); !ok {
		t.Error("redo entry lost")
	}
}

func TestUnreferencedBlobsAreRemoved(t *testing.T) {
	dir := t.TempDir()
	d := testDoc()
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	d.History.Undo, d.History.Redo = nil, nil
	d.Begin()
	d.S().Selection = nil
	d.S().Layers = d.S().Layers[1:]
	d.Commit("drop")
	d.History.Undo = nil
	if err := Save(dir, d); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "blobs"))
	if len(ents) != 1 {
		t.Errorf("%d blobs left, want 1 (the base layer)", len(ents))
	}
}

func TestOpenRejectsDamage(t *testing.T) {
	dir := t.TempDir()
	if _, err := Open(dir); err == nil {
		t.Error("opened an empty directory")
	}
	if err := Save(dir, testDoc()); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "blobs"))
	for _, e := range ents {
		os.WriteFile(filepath.Join(dir, "blobs", e.Name()), []byte("short"), 0o644)
	}
	if _, err := Open(dir); err == nil {
		t.Error("opened a document with damaged pixels")
	}
}
