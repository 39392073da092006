// Package store keeps documents on disk. A video project is one JSON file
// (format in timeline.Doc.Marshal), written atomically and edited under an
// advisory lock so two processes never lose each other's edits.
//
// A project path that is a symbolic link edits the link's target (the lock
// and the new file are made beside the target, which keeps its mode); a
// path that is not a regular file is refused before it is read.
package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/neuralcut/neuralcut/internal/fsutil"
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
		return "", fmt.Errorf("project %s does not exist", path)
	}
	if err != nil {
		return "", err
	}
	if st.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", fmt.Errorf("project %s is a link to a file that does not exist", path)
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
			return nil, fmt.Errorf("project %s does not exist", path)
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
	real, err := resolve(path)
	if err != nil {
		return err
	}
	unlock, err := fsutil.Lock(ctx, real)
	if err != nil {
		return err
	}
	defer unlock()
	d, err := load(path, real)
	if err != nil {
		return err
	}
	before := markOf(d)
	if err := fn(d); err != nil {
		return err
	}
	if markOf(d) == before {
		return nil
	}
	return write(real, d)
}

// mark tells whether a document changed without serializing it: every
// change goes through a transaction or undo/redo, each of which replaces
// the Project value (a commit that changes nothing keeps the old one) or
// moves the history.
type mark struct {
	project    *timeline.Project
	undo, redo int
}

func markOf(d *timeline.Doc) mark {
	return mark{d.Project, len(d.History.Undo), len(d.History.Redo)}
}

// Session keeps a project in memory for a long-lived process (an MCP or
// HTTP server) and stays coherent with other writers: each Update takes
// the lock, reloads the file only if another process changed it (its
// revision moved), runs fn and saves.
type Session struct {
	Path string

	mu   sync.Mutex // one call at a time within this process
	doc  *timeline.Doc
	stat os.FileInfo
}

// Update runs fn on the current document; see Session.
func (s *Session) Update(ctx context.Context, fn func(*timeline.Doc) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	real, err := resolve(s.Path)
	if err != nil {
		return err
	}
	unlock, err := fsutil.Lock(ctx, real)
	if err != nil {
		return err
	}
	defer unlock()
	st, err := os.Stat(real)
	if err != nil {
		return fmt.Errorf("project %s: %w", s.Path, err)
	}
	if s.doc == nil || s.stat == nil || !os.SameFile(st, s.stat) || st.ModTime() != s.stat.ModTime() || st.Size() != s.stat.Size() {
		d, err := load(s.Path, real)
		if err != nil {
			return err
		}
		s.doc = d
	}
	before := markOf(s.doc)
	if err := fn(s.doc); err != nil {
		s.doc = nil // the next call reloads a clean copy
		return err
	}
	if markOf(s.doc) != before {
		if err := write(real, s.doc); err != nil {
			s.doc = nil
			return err
		}
	}
	s.stat, _ = os.Stat(real)
	return nil
}
