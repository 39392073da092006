package fsutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// openAnonymous opens an unnamed file in dir (O_TMPFILE): it has no name
// until linkAnonymous gives it one, so nothing is left if the process dies.
// The mode is perm less the umask, as with O_CREAT.
func openAnonymous(dir string, perm fs.FileMode) (*os.File, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_RDWR|unix.O_CLOEXEC, uint32(perm.Perm()))
	if err != nil {
		return nil, err
	}
	f := os.NewFile(uintptr(fd), filepath.Join(dir, "(unnamed)"))
	// linking goes through /proc/self/fd (no privilege needed): make sure
	// it is there before committing to an unnamed file
	if _, err := os.Stat(ProcPath(f)); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ProcPath is a name under which this process can open f again
// (/proc/self/fd/N); a child process that inherits f as descriptor M opens
// it as /proc/self/fd/M.
func ProcPath(f *os.File) string { return "/proc/self/fd/" + strconv.Itoa(int(f.Fd())) }

// linkAnonymous gives an unnamed file a hidden temporary name beside
// target, ready to be renamed over it.
func linkAnonymous(f *os.File, target string) (string, error) {
	dir, base := filepath.Dir(target), filepath.Base(target)
	for i := 0; ; i++ {
		tmp := filepath.Join(dir, "."+base+".tmp-"+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i))
		err := unix.Linkat(unix.AT_FDCWD, ProcPath(f), unix.AT_FDCWD, tmp, unix.AT_SYMLINK_FOLLOW)
		if errors.Is(err, unix.EEXIST) && i < 1000 {
			continue
		}
		if err != nil {
			return "", &os.LinkError{Op: "link", Old: f.Name(), New: tmp, Err: err}
		}
		return tmp, nil
	}
}
