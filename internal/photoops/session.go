package photoops

import (
	"context"
	"fmt"
	"os"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
)

// Create makes a new document directory at path holding s. The canvas
// must be one the ops can hold (photo.CheckSize).
func Create(ctx context.Context, path string, s *photo.State) error {
	if err := photo.CheckSize(s.Width, s.Height); err != nil {
		return fmt.Errorf("invalid canvas size: %w", err)
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists", path)
	}
	if err := os.MkdirAll(path, 0o777); err != nil {
		return err
	}
	unlock, err := docfile.Lock(ctx, path)
	if err != nil {
		os.Remove(path)
		return err
	}
	defer unlock()
	if err := docfile.Save(path, photo.NewDoc(s)); err != nil {
		os.RemoveAll(path)
		return err
	}
	return nil
}

// Update locks the document at path, loads it, runs fn on an editor over
// it and saves it when fn changed anything (a new state, an undo, a
// collapse, a pending transform). Surfaces call it once per op or per
// run, so two processes never interleave edits.
func Update(ctx context.Context, path string, r *Registry, fn func(ed *Editor) error) error {
	if !docfile.Exists(path) {
		return fmt.Errorf("%s: %w", path, docfile.ErrNotDocument)
	}
	unlock, err := docfile.Lock(ctx, path)
	if err != nil {
		return err
	}
	defer unlock()
	// mapped: an op reads only the layers it touches, and only from the
	// page cache; nothing of d outlives this call
	d, release, err := docfile.OpenMapped(path)
	if err != nil {
		return err
	}
	defer release()
	ed := NewEditor(d, r)
	ed.Path = path
	state, pending, nu, nr := d.State, d.Pending, len(d.History.Undo), len(d.History.Redo)
	ferr := fn(ed)
	if d.State != state || d.Pending != pending || len(d.History.Undo) != nu || len(d.History.Redo) != nr {
		if err := docfile.Save(path, d); err != nil {
			return fmt.Errorf("save %s: %w", path, err)
		}
	}
	return ferr
}
