package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
)

// CreatePhoto makes a new document directory at dir holding s. The canvas
// must be one the ops can hold (photo.CheckSize).
func CreatePhoto(ctx context.Context, dir string, s *photo.State) error {
	if err := photo.CheckSize(s.Width, s.Height); err != nil {
		return fmt.Errorf("invalid canvas size: %w", err)
	}
	if _, err := os.Lstat(dir); err == nil {
		return fmt.Errorf("%s: %w", dir, ErrExists)
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	unlock, err := docfile.Lock(ctx, dir)
	if err != nil {
		os.Remove(dir)
		return err
	}
	defer unlock()
	if err := docfile.Save(dir, photo.NewDoc(s)); err != nil {
		os.RemoveAll(dir)
		return err
	}
	return nil
}

// PhotoFiles keeps photo documents as docfile directories: a Key's ID is
// the directory. Layers are mapped from their files, so a call reads only
// the pixels it touches.
type PhotoFiles struct{}

var _ Docs[*photo.Doc] = PhotoFiles{}

// Lock takes the document's advisory lock.
func (PhotoFiles) Lock(ctx context.Context, k Key) (func(), error) {
	if !docfile.Exists(k.ID) {
		return nil, &missing{fmt.Sprintf("%s: %v", k.ID, docfile.ErrNotDocument)}
	}
	return docfile.Lock(ctx, k.ID)
}

// Load opens the document with its layer files mapped.
func (PhotoFiles) Load(_ context.Context, k Key) (*photo.Doc, func(), error) {
	return docfile.OpenMapped(k.ID)
}

// Save writes the document if it is still at d's revision.
func (PhotoFiles) Save(_ context.Context, k Key, d *photo.Doc) (int64, error) {
	rev, err := PhotoRevision(k.ID)
	if err != nil {
		return 0, err
	}
	if rev != d.Revision {
		return 0, &ConflictError{Current: rev}
	}
	d.Revision++
	if err := docfile.Save(k.ID, d); err != nil {
		d.Revision--
		return 0, fmt.Errorf("save %s: %w", k.ID, err)
	}
	return d.Revision, nil
}

// PhotoRevision reads the revision of the document in dir from its
// manifest.
func PhotoRevision(dir string) (int64, error) {
	b, err := fsutil.ReadRegular(filepath.Join(dir, "manifest.json"))
	if errors.Is(err, os.ErrNotExist) {
		return 0, Missing("%s: %v", dir, docfile.ErrNotDocument)
	}
	if err != nil {
		return 0, err
	}
	var m struct {
		Revision int64 `json:"revision"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return 0, fmt.Errorf("%s: %w (bad manifest)", dir, docfile.ErrNotDocument)
	}
	return m.Revision, nil
}
