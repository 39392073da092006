package sqlstore

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Projects keeps video projects in the database: the project file's JSON
// (history included) in one row, saved only over the version it was read
// at, so two processes sharing the database never lose an edit either.
type Projects struct {
	DB    *DB
	locks store.Locks
}

var _ store.Docs[*timeline.Doc] = (*Projects)(nil)

// Lock serializes this process's writers of one project.
func (s *Projects) Lock(ctx context.Context, k store.Key) (func(), error) {
	return s.locks.Lock(ctx, k.ID)
}

// Load reads the project.
func (s *Projects) Load(ctx context.Context, k store.Key) (*timeline.Doc, func(), error) {
	doc, version, err := s.DB.ProjectJSON(ctx, k)
	if err != nil {
		return nil, nil, err
	}
	d, err := timeline.Unmarshal(doc)
	if err != nil {
		return nil, nil, fmt.Errorf("project %s: %w", k.ID, err)
	}
	d.Revision = version
	return d, func() {}, nil
}

// Save writes the project if it is still at d's version.
func (s *Projects) Save(ctx context.Context, k store.Key, d *timeline.Doc) (int64, error) {
	d.Revision++
	data, err := d.Marshal()
	if err != nil {
		d.Revision--
		return 0, err
	}
	p := d.Project.Settings
	res, err := s.DB.write.ExecContext(ctx, `UPDATE projects SET doc = ?, version = ?, width = ?, height = ?, updated_at = ?
		WHERE id = ? AND owner_id = ? AND version = ?`, data, d.Revision, p.Width, p.Height, now(), k.ID, k.Owner, d.Revision-1)
	if err != nil {
		d.Revision--
		return 0, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		d.Revision--
		info, err := s.DB.DocInfo(ctx, store.KindProject, k)
		if err != nil {
			return 0, err
		}
		return 0, &store.ConflictError{Current: info.Version}
	}
	return d.Revision, nil
}

// Photos keeps photo documents as docfile directories under Dir (one per
// id), recorded in the database for listings and ownership. The manifest's
// revision is the version; the row follows it.
type Photos struct {
	DB    *DB
	Dir   string
	locks store.Locks
}

var _ store.Docs[*photo.Doc] = (*Photos)(nil)

// Path is where a photo document's files are.
func (s *Photos) Path(id string) string { return filepath.Join(s.Dir, id) }

// Lock serializes the writers of one photo (the file lock too, for other
// processes).
func (s *Photos) Lock(ctx context.Context, k store.Key) (func(), error) {
	if _, err := s.DB.DocInfo(ctx, store.KindPhoto, k); err != nil {
		return nil, err
	}
	unlock, err := s.locks.Lock(ctx, k.ID)
	if err != nil {
		return nil, err
	}
	funlock, err := docfile.Lock(ctx, s.Path(k.ID))
	if err != nil {
		unlock()
		return nil, err
	}
	return func() { funlock(); unlock() }, nil
}

// Load opens the photo with its layer files mapped.
func (s *Photos) Load(ctx context.Context, k store.Key) (*photo.Doc, func(), error) {
	if _, err := s.DB.DocInfo(ctx, store.KindPhoto, k); err != nil {
		return nil, nil, err
	}
	return docfile.OpenMapped(s.Path(k.ID))
}

// Save writes the photo if it is still at d's revision and records the new
// version.
func (s *Photos) Save(ctx context.Context, k store.Key, d *photo.Doc) (int64, error) {
	v, err := store.PhotoFiles{}.Save(ctx, store.Key{ID: s.Path(k.ID)}, d)
	if err != nil {
		return 0, err
	}
	_, err = s.DB.write.ExecContext(ctx, "UPDATE photos SET version = ?, width = ?, height = ?, updated_at = ? WHERE id = ? AND owner_id = ?",
		v, d.State.Width, d.State.Height, now(), k.ID, k.Owner)
	return v, err
}
