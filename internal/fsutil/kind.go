package fsutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is wrapped by every refusal of a path that is not a plain
// file: a directory, a device, a FIFO, a socket, or (for outputs) a
// symbolic link.
var ErrNotRegular = errors.New("not a regular file")

// kindOf names what a non-regular file is, for messages.
func kindOf(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// notRegular is the error for path of mode m.
func notRegular(verb, path string, m fs.FileMode) error {
	k := kindOf(m)
	if k == "not a regular file" {
		return fmt.Errorf("%s %s: %w", verb, path, ErrNotRegular)
	}
	return fmt.Errorf("%s %s: it is %s, %w", verb, path, k, ErrNotRegular)
}

// CheckOutput says whether a new file may replace path: it does not exist
// yet, or it is a regular file (not a link to one). Anything else — a
// directory, a device such as /dev/null, a FIFO, a socket, a symbolic link
// — is refused: replacing it by a regular file would destroy it. The
// returned info is the existing file's, nil when there is none.
func CheckOutput(path string) (fs.FileInfo, error) {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular("cannot write", path, st.Mode())
	}
	return st, nil
}

// CheckRegular says whether path is a regular file (a symbolic link to one
// is fine) without opening it, so a FIFO or a device is refused before
// anything reads from it.
func CheckRegular(path string) (fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular("cannot read", path, st.Mode())
	}
	return st, nil
}

// OpenRegular opens a regular file for reading. Its kind is checked before
// the open (a FIFO is never opened) and again on the open file, which is
// opened without blocking, so a path swapped for a FIFO in between cannot
// hang the caller either.
func OpenRegular(path string) (*os.File, error) {
	if _, err := CheckRegular(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, notRegular("cannot read", path, st.Mode())
	}
	return f, nil
}

// ReadRegular reads a whole regular file; see OpenRegular.
func ReadRegular(path string) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// PlainDir returns path as a folder to write into, made when missing: an
// existing one must be a real folder, not a link (a document's own
// subfolder linked elsewhere would have its files written there).
func PlainDir(path string) error {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return os.Mkdir(path, 0o777)
	}
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s: it is %s, not a folder", path, kindOf(st.Mode()))
	}
	return nil
}
