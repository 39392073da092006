package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func newFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "p.json")
	if err := CreateProject(context.Background(), path, timeline.New(timeline.DefaultSettings())); err != nil {
		t.Fatal(err)
	}
	return path
}

// touch makes one undoable change.
func touch(d *timeline.Doc) error {
	d.Begin()
	d.Project.TrackForWrite(0).Name = "edited"
	d.Commit("rename")
	return nil
}

func TestUpdateThroughALinkEditsItsTargetAndKeepsTheMode(t *testing.T) {
	path := newFile(t)
	os.Chmod(path, 0o600)
	link := filepath.Join(filepath.Dir(path), "link.json")
	os.Symlink(path, link)
	if err := UpdateProject(context.Background(), link, touch); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %o, want 600", st.Mode().Perm())
	}
	d, err := LoadProject(path)
	if err != nil || d.Project.Tracks[0].Name != "edited" || d.Revision != 2 {
		t.Errorf("target after the edit: %v %+v", err, d)
	}
	ents, _ := os.ReadDir(filepath.Dir(path))
	if len(ents) != 2 {
		t.Errorf("files beside the project: %v", ents)
	}
	if err := CreateProject(context.Background(), link, timeline.New(timeline.DefaultSettings())); !errors.Is(err, ErrExists) {
		t.Errorf("create over a link: %v", err)
	}
}

func TestProjectPathThatIsNotAFileIsRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	syscall.Mkfifo(fifo, 0o644)
	done := make(chan error, 1)
	go func() { done <- UpdateProject(context.Background(), fifo, touch) }()
	select {
	case err := <-done:
		if !errors.Is(err, fsutil.ErrNotRegular) {
			t.Errorf("got %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("blocked on a FIFO")
	}
	if _, err := LoadProject(dir); !errors.Is(err, fsutil.ErrNotRegular) || !strings.Contains(err.Error(), "a directory") {
		t.Errorf("a folder: %v", err)
	}
}

func TestLockWaitEndsWithTheContext(t *testing.T) {
	path := newFile(t)
	unlock, err := fsutil.Lock(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	s := &ProjectFiles{Cache: true}
	if _, _, err := Update(ctx, s, Key{ID: path}, 0, touch); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cached store: %v", err)
	}
	if err := UpdateProject(ctx, path, touch); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("update: %v", err)
	}
}
