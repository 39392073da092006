package photoops

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
	"github.com/neuralcut/neuralcut/internal/segment"
)

func TestUpdateSerialisesWritersAndSavesOnlyChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), "doc.ncphoto")
	if err := Create(context.Background(), path, photo.NewState(64, 48)); err != nil {
		t.Fatal(err)
	}
	if err := Create(context.Background(), path, photo.NewState(64, 48)); err == nil {
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
			if err := Create(context.Background(), path, photo.NewState(16, 16)); err != nil {
				t.Fatal(err)
			}
			var shot snapshot
			step := func(op, params string, take bool) {
				t.Helper()
				err := Update(ctx, path, testRegistry, func(ed *Editor) error {
					ed.Segmenter = segment.Builtin()
					ed.HostFiles = true
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
			step("document.importImage", `{"path":"testdata/astronaut.png"}`, false)
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
