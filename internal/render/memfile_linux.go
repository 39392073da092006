package render

import (
	"os"
	"sync"

	"golang.org/x/sys/unix"
)

// procFD tells whether this system lets another process open an inherited
// descriptor as /proc/self/fd/N.
var procFD = sync.OnceValue(func() bool {
	_, err := os.Stat("/proc/self/fd/0")
	return err == nil
})

// memFile is an unnamed file in memory (memfd).
func memFile(name string) (*os.File, error) {
	if !procFD() {
		return nil, os.ErrNotExist
	}
	fd, err := unix.MemfdCreate("neuralcut-"+name, unix.MFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(fd), "memfd:"+name), nil
}
