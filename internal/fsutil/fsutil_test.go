package fsutil

import (
	"context"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// hostile makes one of each thing that is not a regular file in dir and
// returns them by name. The device (root only) is a private copy of
// /dev/null's node, never the system's.
func hostile(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	victim := filepath.Join(dir, "victim.txt")
	os.WriteFile(victim, []byte("precious"), 0o644)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(victim, link); err != nil {
		t.Fatal(err)
	}
	out["symbolic link"] = link
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	out["named pipe"] = fifo
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	out["directory"] = sub
	sock := filepath.Join(dir, "sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	out["socket"] = sock
	if os.Geteuid() == 0 {
		dev := filepath.Join(dir, "null")
		if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Fatal(err)
		}
		out["device"] = dev
	}
	return out
}

func TestWriteAtomicRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	for kind, path := range hostile(t, dir) {
		before, _ := os.Lstat(path)
		done := make(chan error, 1)
		go func() { done <- WriteAtomic(path, []byte("new"), DefaultPerm) }()
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: write blocked", kind)
		}
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), kind) {
			t.Errorf("%s: got %v, want a refusal naming it", kind, err)
		}
		after, _ := os.Lstat(path)
		if before.Mode() != after.Mode() || !os.SameFile(before, after) {
			t.Errorf("%s was replaced", kind)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "victim.txt")); string(b) != "precious" {
		t.Errorf("the link's target was written: %q", b)
	}
	assertNoTemp(t, dir)
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temp file left: %s", e.Name())
		}
	}
}

func TestWriteAtomicKeepsModeAndFollowsUmask(t *testing.T) {
	dir := t.TempDir()
	for _, mode := range []os.FileMode{0o600, 0o444, 0o640} {
		p := filepath.Join(dir, "f"+strconv.Itoa(int(mode)))
		os.WriteFile(p, []byte("old"), 0o600)
		os.Chmod(p, mode)
		if err := WriteAtomic(p, []byte("new"), DefaultPerm); err != nil {
			t.Fatal(err)
		}
		st, _ := os.Stat(p)
		if b, _ := os.ReadFile(p); string(b) != "new" || st.Mode().Perm() != mode {
			t.Errorf("mode %o: got %q with mode %o", mode, b, st.Mode().Perm())
		}
	}
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	p := filepath.Join(dir, "fresh")
	if err := WriteAtomic(p, []byte("x"), DefaultPerm); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o640 {
		t.Errorf("new file with umask 027: mode %o, want 640", st.Mode().Perm())
	}
	assertNoTemp(t, dir)
}

func TestWriteAtomicFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out")
	os.WriteFile(p, []byte("old"), 0o644)
	err := WriteAtomicFunc(p, DefaultPerm, func(w io.Writer) error {
		w.Write([]byte("half"))
		return errors.New("boom")
	})
	if err == nil {
		t.Fatal("no error")
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("target changed: %q", b)
	}
	assertNoTemp(t, dir)
}

func TestAtomicFileIsUnnamedUntilCommit(t *testing.T) {
	dir := t.TempDir()
	a, err := CreateAtomic(filepath.Join(dir, "out"), DefaultPerm)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Anonymous {
		t.Skip("this file system has no unnamed files (O_TMPFILE)")
	}
	a.Write([]byte("data"))
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("a name exists before commit: %v", ents)
	}
	if err := a.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "out")); string(b) != "data" {
		t.Errorf("got %q", b)
	}
	assertNoTemp(t, dir)
}

func TestReadRegularRefusesWithoutOpening(t *testing.T) {
	dir := t.TempDir()
	h := hostile(t, dir)
	for _, kind := range []string{"named pipe", "directory", "socket", "device"} {
		path, ok := h[kind]
		if !ok {
			continue
		}
		done := make(chan error, 1)
		go func() { _, err := ReadRegular(path); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), kind) {
				t.Errorf("%s: got %v", kind, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: read blocked", kind)
		}
	}
	// a link to a regular file is a fine input
	if b, err := ReadRegular(h["symbolic link"]); err != nil || string(b) != "precious" {
		t.Errorf("link to a file: %q %v", b, err)
	}
}

func TestLockLeavesNoFileAndRefusesOddLockPaths(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "doc.json")
	unlock, err := Lock(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p + ".lock"); err != nil {
		t.Errorf("no lock file while held: %v", err)
	}
	unlock()
	if _, err := os.Lstat(p + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock file left after unlock: %v", err)
	}

	// a link as the lock path: refused, its target never created
	target := filepath.Join(dir, "created-by-link")
	os.Symlink(target, p+".lock")
	if _, err := Lock(context.Background(), p); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("symlink lock: %v", err)
	}
	if _, err := os.Lstat(target); !errors.Is(err, os.ErrNotExist) {
		t.Error("the link's target was created")
	}
	os.Remove(p + ".lock")
	syscall.Mkfifo(p+".lock", 0o644)
	if _, err := Lock(context.Background(), p); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "named pipe") {
		t.Errorf("FIFO lock: %v", err)
	}
	if st, _ := os.Lstat(p + ".lock"); st == nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was removed or replaced")
	}
}

func TestLockWaitEndsWithContext(t *testing.T) {
	p := filepath.Join(t.TempDir(), "doc.json")
	unlock, err := Lock(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := Lock(ctx, p); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want the context's end", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the wait took %v after the context ended", d)
	}
}

// Holders that remove the lock file on the way out must still exclude each
// other: every increment of a shared counter survives.
func TestLockExcludesAcrossRemovals(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "counter")
	os.WriteFile(p, []byte("0"), 0o644)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 40 {
				unlock, err := Lock(context.Background(), p)
				if err != nil {
					t.Error(err)
					return
				}
				b, _ := os.ReadFile(p)
				n, _ := strconv.Atoi(string(b))
				os.WriteFile(p, []byte(strconv.Itoa(n+1)), 0o644)
				unlock()
			}
		}()
	}
	wg.Wait()
	if b, _ := os.ReadFile(p); string(b) != "320" {
		t.Errorf("counter %s, want 320: two holders overlapped", b)
	}
	if _, err := os.Lstat(p + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Error("lock file left")
	}
}

func TestPlainDir(t *testing.T) {
	dir := t.TempDir()
	if err := PlainDir(filepath.Join(dir, "new")); err != nil {
		t.Fatal(err)
	}
	if err := PlainDir(filepath.Join(dir, "new")); err != nil {
		t.Errorf("an existing folder: %v", err)
	}
	for kind, p := range hostile(t, dir) {
		if kind == "directory" {
			continue
		}
		if err := PlainDir(p); err == nil || !strings.Contains(err.Error(), kind) {
			t.Errorf("%s: %v", kind, err)
		}
	}
}
