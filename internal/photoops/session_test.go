package photoops

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
)

func TestUpdateSerialisesWritersAndSavesOnlyChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "doc.ncphoto")
	if err := Create(path, photo.NewState(64, 48)); err != nil {
		t.Fatal(err)
	}
	if err := Create(path, photo.NewState(64, 48)); err == nil {
		t.Error("created over an existing document")
	}
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for range 4 {
				err := Update(ctx, path, testRegistry, func(ed *Editor) error {
					if r := Invoke(ctx, ed, "layers.addRaster", nil); !r.OK {
						t.Error(r.Error)
					}
					return nil
				})
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	d, err := docfile.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.S().Layers) != 8 || len(d.History.Undo) != 8 {
		t.Errorf("%d layers, %d undo entries; want 8 and 8 (no lost update)", len(d.S().Layers), len(d.History.Undo))
	}
	// a failing op saves nothing
	Update(ctx, path, testRegistry, func(ed *Editor) error {
		Invoke(ctx, ed, "layers.delete", []byte(`{"id":"nope"}`))
		return nil
	})
	d2, _ := docfile.Open(path)
	if len(d2.History.Undo) != 8 {
		t.Error("a failed op changed the saved document")
	}
}
