package photoops

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
	"github.com/neuralcut/neuralcut/internal/segment"
	"github.com/neuralcut/neuralcut/internal/store"
)

// update runs fn on the stored document the way every surface does: one
// store.Update per call, so a failed call saves nothing.
func update(ctx context.Context, path string, fn func(ed *Editor) error) error {
	_, _, err := store.Update(ctx, store.PhotoFiles{}, store.Key{ID: path}, 0, func(d *photo.Doc) error {
		ed := NewEditor(d, testRegistry)
		ed.Media = testMedia
		return fn(ed)
	})
	return err
}

func TestUpdateSerialisesWritersAndSavesOnlyChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "doc.ncphoto")
	if err := store.CreatePhoto(context.Background(), path, photo.NewState(64, 48)); err != nil {
		t.Fatal(err)
	}
	if err := store.CreatePhoto(context.Background(), path, photo.NewState(64, 48)); err == nil {
		t.Error("created over an existing document")
	}
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for range 4 {
				err := update(ctx, path, func(ed *Editor) error {
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
	update(ctx, path, func(ed *Editor) error {
		if r := Invoke(ctx, ed, "layers.delete", []byte(`{"id":"nope"}`)); !r.OK {
			return errors.New(r.Error)
		}
		return nil
	})
	d2, _ := docfile.Open(path)
	if len(d2.History.Undo) != 8 {
		t.Error("a failed op changed the saved document")
	}
}

// TestEveryMutatingOpOnAStoredDocument runs each op the way the CLI and
// the MCP server do: every call its own Update, so layers come from mapped
// files (read-only: an op that wrote into a loaded layer would fault) and
// the mappings are released between calls. Undo and redo across calls
// give back exactly what the op changed.
func TestEveryMutatingOpOnAStoredDocument(t *testing.T) {
	ctx := context.Background()
	for _, tc := range opCases {
		t.Run(tc.op, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "doc.ncphoto")
			if err := store.CreatePhoto(context.Background(), path, photo.NewState(16, 16)); err != nil {
				t.Fatal(err)
			}
			var shot snapshot
			step := func(op, params string, take bool) {
				t.Helper()
				err := update(ctx, path, func(ed *Editor) error {
					ed.Segmenter = segment.Builtin()
					if op != "" {
						mustCall(t, ed, op, params)
					}
					if take {
						shot = snap(ed)
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			step("document.importImage", `{"assetId":"astronaut.png"}`, false)
			for _, s := range tc.setup {
				step(s[0], s[1], false)
			}
			step("", "", true)
			before := shot
			step(tc.op, tc.params, true)
			after := shot
			if after.equal(before) {
				t.Fatal("nothing changed")
			}
			step("history.undo", "", true)
			if !shot.equal(before) {
				t.Fatal("undo in a later call did not restore the document exactly")
			}
			step("history.redo", "", true)
			if !shot.equal(after) {
				t.Fatal("redo in a later call did not restore the change")
			}
		})
	}
}
