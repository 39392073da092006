package sqlstore

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"

	"github.com/neuralcut/neuralcut/internal/history"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photo/docfile"
	"github.com/neuralcut/neuralcut/internal/store"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Projects keeps video projects in the database: the project file's JSON
// (history included) in one row, saved only over the version it was read
// at, so two processes sharing the database never lose an edit either.
//
// Decoded projects are kept between calls (a project with its history
// takes longer to decode and check than a tool takes to run): a load asks
// the database only for the version, and decodes again when another
// process moved it.
type Projects struct {
	DB    *DB
	locks store.Locks

	mu    sync.Mutex
	cache map[string]*timeline.Doc // id -> the document as saved at its Revision
	saved sync.Map                 // *timeline.Doc -> history.Point as saved
}

// maxCached bounds the decoded projects kept.
const maxCached = 128

var _ store.Docs[*timeline.Doc] = (*Projects)(nil)

// Lock serializes this process's writers of one project.
func (s *Projects) Lock(ctx context.Context, k store.Key) (func(), error) {
	return s.locks.Lock(ctx, k.ID)
}

// Load reads the project, or takes the kept copy when the database is
// still at its version. Whoever loads a document owns it until release,
// which keeps it again if it is still what the database holds.
func (s *Projects) Load(ctx context.Context, k store.Key) (*timeline.Doc, func(), error) {
	var version int64
	if err := s.DB.read.QueryRowContext(ctx, "SELECT version FROM projects WHERE id = ? AND owner_id = ?", k.ID, k.Owner).Scan(&version); err != nil {
		return nil, nil, notFound(err, "project")
	}
	s.mu.Lock()
	d := s.cache[k.ID]
	delete(s.cache, k.ID)
	s.mu.Unlock()
	if d == nil || d.Revision != version {
		if d != nil {
			s.saved.Delete(d)
		}
		doc, v, err := s.DB.ProjectJSON(ctx, k)
		if err != nil {
			return nil, nil, err
		}
		if d, err = timeline.Unmarshal(doc); err != nil {
			return nil, nil, fmt.Errorf("project %s: %w", k.ID, err)
		}
		d.Revision = v
		s.saved.Store(d, d.Point())
	}
	return d, func() { s.keep(k.ID, d) }, nil
}

// keep puts d back when it is exactly what was saved.
func (s *Projects) keep(id string, d *timeline.Doc) {
	p, ok := s.saved.Load(d)
	if !ok || d.InTransaction() || p.(history.Point) != d.Point() {
		s.saved.Delete(d)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cache == nil {
		s.cache = map[string]*timeline.Doc{}
	}
	if old := s.cache[id]; old != nil && old != d {
		if old.Revision > d.Revision {
			s.saved.Delete(d)
			return
		}
		s.saved.Delete(old)
	}
	if len(s.cache) >= maxCached {
		for other, od := range s.cache { // any one: the map's order is random
			delete(s.cache, other)
			s.saved.Delete(od)
			break
		}
	}
	s.cache[id] = d
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
	s.saved.Store(d, d.Point())
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
