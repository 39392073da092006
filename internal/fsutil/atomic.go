// Package fsutil holds the file-system habits every document store and
// every command that writes a user-named file shares: atomic replacement
// that keeps the file's mode and never clobbers what is not a regular
// file, inputs that must be regular files, and advisory locks that can be
// abandoned.
package fsutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// DefaultPerm is the mode new documents and outputs are created with,
// before the umask: what a shell redirection would give them.
const DefaultPerm fs.FileMode = 0o666

// AtomicFile is a file being written to replace Target in one step. Its
// content lives in an unnamed file in Target's directory (O_TMPFILE on
// Linux) until Commit gives it Target's name, so a process killed halfway
// leaves nothing behind; where unnamed files are not supported it is a
// hidden temp file beside Target, removed by Abort.
type AtomicFile struct {
	*os.File
	Target string
	// Anonymous reports whether the file has no name until Commit; another
	// process reaches it only through a descriptor it inherits.
	Anonymous bool
	mode      fs.FileMode // the replaced file's permissions; 0 for a new file
	uid, gid  int         // the replaced file's owner; -1 for a new file
	done      bool
}

// CreateAtomic starts replacing path. The target must not exist or be a
// regular file (CheckOutput); a replaced file keeps its permissions (and,
// where this process may, its owner), a new one gets perm less the umask.
func CreateAtomic(path string, perm fs.FileMode) (*AtomicFile, error) {
	st, err := CheckOutput(path)
	if err != nil {
		return nil, err
	}
	a := &AtomicFile{Target: path, uid: -1, gid: -1}
	if st != nil {
		a.mode = st.Mode().Perm()
		a.uid, a.gid = owner(st)
	}
	dir := filepath.Dir(path)
	if f, err := openAnonymous(dir, perm); err == nil {
		a.File, a.Anonymous = f, true
	} else {
		// the open applies the umask as O_CREAT does
		f, err := createTemp(dir, "."+filepath.Base(path)+".tmp-", perm)
		if err != nil {
			return nil, fmt.Errorf("cannot write next to %s: %w", path, err)
		}
		a.File = f
	}
	if st != nil {
		if err := a.Chmod(a.mode); err != nil {
			a.Abort()
			return nil, err
		}
		if a.uid >= 0 && (a.uid != os.Geteuid() || a.gid != os.Getegid()) {
			a.Chown(a.uid, a.gid) // best effort: only root may give a file away
		}
	}
	return a, nil
}

// Commit flushes the content to disk and gives it the target's name in one
// step: a reader sees the old file or the new one, never a mix. The target
// is checked again, so something that replaced it meanwhile by a link or a
// device is not clobbered either.
func (a *AtomicFile) Commit() error {
	if a.done {
		return errors.New("atomic file already closed")
	}
	a.done = true
	defer a.File.Close()
	if err := a.Sync(); err != nil {
		a.removeNamed()
		return err
	}
	if _, err := CheckOutput(a.Target); err != nil {
		a.removeNamed()
		return err
	}
	tmp := a.Name()
	if a.Anonymous {
		var err error
		if tmp, err = linkAnonymous(a.File, a.Target); err != nil {
			return fmt.Errorf("save %s: %w", a.Target, err)
		}
	}
	if err := os.Rename(tmp, a.Target); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("save %s: %w", a.Target, err)
	}
	if d, err := os.Open(filepath.Dir(a.Target)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Abort throws the content away; a no-op after Commit.
func (a *AtomicFile) Abort() {
	if a.done {
		return
	}
	a.done = true
	a.File.Close()
	a.removeNamed()
}

func (a *AtomicFile) removeNamed() {
	if !a.Anonymous {
		os.Remove(a.Name())
	}
}

// WriteAtomic replaces path with data; see CreateAtomic and Commit.
func WriteAtomic(path string, data []byte, perm fs.FileMode) error {
	return WriteAtomicFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomicFunc is WriteAtomic for content that write streams, so a
// large file needs no second copy in memory.
func WriteAtomicFunc(path string, perm fs.FileMode, write func(io.Writer) error) error {
	a, err := CreateAtomic(path, perm)
	if err != nil {
		return err
	}
	if err := write(a); err != nil {
		a.Abort()
		return err
	}
	return a.Commit()
}

// createTemp creates a new file named prefix+random in dir with perm less
// the umask (os.CreateTemp always uses 0600).
func createTemp(dir, prefix string, perm fs.FileMode) (*os.File, error) {
	for i := 0; ; i++ {
		name := filepath.Join(dir, prefix+strconv.FormatInt(time.Now().UnixNano()^int64(os.Getpid())<<20+int64(i), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		return f, err
	}
}
