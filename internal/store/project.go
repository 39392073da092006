// Package store keeps documents. Both kinds (video projects, photo
// documents) are kept behind one interface, Docs, keyed by id, and edited
// through one transaction, Update: a failed call saves nothing, a write
// that expected an older version is refused, writers of one document
// never interleave. The file stores here serve the CLI (a project is one
// JSON file, format in timeline.Doc.Marshal; a photo is a docfile
// directory), written atomically under advisory locks so two processes
// never lose each other's edits; the server's database stores live in
// store/sqlstore.
//
// A project path that is a symbolic link edits the link's target (the lock
// and the new file are made beside the target, which keeps its mode); a
// path that is not a regular file is refused before it is read.
package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/history"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// ErrExists is returned when creating over an existing file.
var ErrExists = errors.New("file already exists")

// CreateProject writes a new project file; it refuses to overwrite.
func CreateProject(ctx context.Context, path string, p *timeline.Project) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s: %w", path, ErrExists)
	}
	unlock, err := fsutil.Lock(ctx, path)
	if err != nil {
		return err
	}
	defer unlock()
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s: %w", path, ErrExists)
	}
	return write(path, timeline.NewDoc(p))
}

// resolve returns the file a project path names: the target of a link.
func resolve(path string) (string, error) {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", Missing("project %s does not exist", path)
	}
	if err != nil {
		return "", err
	}
	if st.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", Missing("project %s is a link to a file that does not exist", path)
	}
	return real, nil
}

// LoadProject reads a project file without locking (for read-only use).
func LoadProject(path string) (*timeline.Doc, error) {
	real, err := resolve(path)
	if err != nil {
		return nil, err
	}
	return load(path, real)
}

// load reads the file at real, naming it path in messages.
func load(path, real string) (*timeline.Doc, error) {
	data, err := fsutil.ReadRegular(real)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, Missing("project %s does not exist", path)
		}
		return nil, fmt.Errorf("project %s: %w", path, err)
	}
	d, err := timeline.Unmarshal(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

func write(path string, d *timeline.Doc) error {
	d.Revision++
	data, err := d.Marshal()
	if err != nil {
		d.Revision--
		return err
	}
	if err := fsutil.WriteAtomic(path, append(data, '\n'), fsutil.DefaultPerm); err != nil {
		d.Revision--
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}

// UpdateProject runs fn on the project at path under an exclusive lock and
// saves the result if fn succeeded and changed anything. Concurrent
// processes queue on the lock, so each sees the other's saved edits; the
// wait ends with ctx.
func UpdateProject(ctx context.Context, path string, fn func(*timeline.Doc) error) error {
	_, _, err := Update(ctx, &ProjectFiles{}, Key{ID: path}, 0, fn)
	return err
}

// ProjectFiles keeps video projects as JSON files: a Key's ID is the
// file's path. With Cache set it keeps the last document read in memory
// (a long-lived MCP server) and reads the file again only when another
// writer changed it.
type ProjectFiles struct {
	Cache bool

	mu     sync.Mutex
	cached map[string]cachedProject
	saved  sync.Map // *timeline.Doc -> onDisk
}

// onDisk is what a document was when it was last read or written: its
// point and the file's stat then.
type onDisk struct {
	point history.Point
	stat  os.FileInfo
}

type cachedProject struct {
	doc  *timeline.Doc
	stat os.FileInfo
}

var _ Docs[*timeline.Doc] = (*ProjectFiles)(nil)

// Lock takes the file's advisory lock (its target's, for a link).
func (s *ProjectFiles) Lock(ctx context.Context, k Key) (func(), error) {
	real, err := resolve(k.ID)
	if err != nil {
		return nil, err
	}
	return fsutil.Lock(ctx, real)
}

// Load reads the project (or reuses the cached copy when the file has not
// changed since).
func (s *ProjectFiles) Load(_ context.Context, k Key) (*timeline.Doc, func(), error) {
	real, err := resolve(k.ID)
	if err != nil {
		return nil, nil, err
	}
	st, err := os.Stat(real)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, Missing("project %s does not exist", k.ID)
		}
		return nil, nil, err
	}
	if s.Cache {
		s.mu.Lock()
		c, ok := s.cached[k.ID]
		// the cache holds the document only between calls: whoever loads
		// it owns it until it is saved or dropped
		delete(s.cached, k.ID)
		s.mu.Unlock()
		if ok && os.SameFile(st, c.stat) && st.ModTime() == c.stat.ModTime() && st.Size() == c.stat.Size() {
			return c.doc, func() { s.keep(k.ID, c.doc) }, nil
		}
		if ok {
			s.saved.Delete(c.doc)
		}
	}
	d, err := load(k.ID, real)
	if err != nil {
		return nil, nil, err
	}
	if s.Cache {
		s.saved.Store(d, onDisk{d.Point(), st})
		return d, func() { s.keep(k.ID, d) }, nil
	}
	return d, func() {}, nil
}

// keep caches d after a call that left it exactly as the file holds it
// (release runs while the lock is still held).
func (s *ProjectFiles) keep(path string, d *timeline.Doc) {
	v, ok := s.saved.Load(d)
	if !ok || d.InTransaction() || v.(onDisk).point != d.Point() {
		s.saved.Delete(d)
		return
	}
	st := v.(onDisk).stat
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cached == nil {
		s.cached = map[string]cachedProject{}
	}
	if old, ok := s.cached[path]; ok && old.doc != d {
		s.saved.Delete(old.doc)
	}
	s.cached[path] = cachedProject{d, st}
}

// Save writes the project if the file is still at d's revision.
func (s *ProjectFiles) Save(_ context.Context, k Key, d *timeline.Doc) (int64, error) {
	real, err := resolve(k.ID)
	if err != nil {
		return 0, err
	}
	rev, err := fileRevision(real)
	if err != nil {
		return 0, err
	}
	if rev != d.Revision {
		return 0, &ConflictError{Current: rev}
	}
	if err := write(real, d); err != nil {
		return 0, err
	}
	if s.Cache {
		if st, err := os.Stat(real); err == nil {
			s.saved.Store(d, onDisk{d.Point(), st})
		}
	}
	return d.Revision, nil
}

// fileRevision reads the revision a project file is at, decoding only the
// head of the file.
func fileRevision(path string) (int64, error) {
	data, err := fsutil.ReadRegular(path)
	if err != nil {
		return 0, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return 0, fmt.Errorf("%s: not a NeuralCut project", path)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return 0, fmt.Errorf("%s: %w", path, err)
		}
		if key == "revision" {
			var rev int64
			if err := dec.Decode(&rev); err != nil {
				return 0, fmt.Errorf("%s: bad revision: %w", path, err)
			}
			return rev, nil
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return 0, fmt.Errorf("%s: %w", path, err)
		}
	}
	return 0, nil
}
