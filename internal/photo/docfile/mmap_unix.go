//go:build unix

package docfile

import (
	"encoding/binary"
	"fmt"
	"os"
	"sync"
	"syscall"
	"unsafe"
)

// mappings are the layer files one opened document has mapped; release
// unmaps them all.
type mappings struct {
	mu   sync.Mutex
	maps [][]byte
	done bool
}

// littleEndian: blobs hold little-endian values, so on such a machine a
// mapped file is the pixel slice itself.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// mapRaster maps a layer file read-only, so opening a document costs no
// read and no copy: pages come from the page cache as they are touched,
// and drop hands them back (MADV_DONTNEED on a file mapping: touched again,
// they are read from the file). Where mapping is not possible it reads.
func (ms *mappings) mapRaster(path string, n int) ([]uint16, func(lo, hi int), error) {
	if !littleEndian || n == 0 {
		p, err := readRaster(path, n)
		return p, nil, err
	}
	b, drop, err := ms.mapFile(path, n*2)
	if err != nil {
		return nil, nil, err
	}
	if b == nil {
		p, err := readRaster(path, n)
		return p, nil, err
	}
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n), func(lo, hi int) { drop(lo*2, hi*2) }, nil
}

// mapRaster8 is mapRaster for an 8-bit layer file: its bytes are the
// pixels on any machine.
func (ms *mappings) mapRaster8(path string, n int) ([]uint8, func(lo, hi int), error) {
	if n == 0 {
		p, err := readRaster8(path, n)
		return p, nil, err
	}
	b, drop, err := ms.mapFile(path, n)
	if err != nil {
		return nil, nil, err
	}
	if b == nil {
		p, err := readRaster8(path, n)
		return p, nil, err
	}
	return b, drop, nil
}

// mapFile maps size bytes of a layer file read-only, with drop for byte
// offsets. It returns an error when the file is not a layer file of that
// size or the document is closed, and nil, nil, nil when the system
// refuses the mapping (the caller reads the file instead).
func (ms *mappings) mapFile(path string, size int) ([]byte, func(lo, hi int), error) {
	f, err := openBlob(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.Size() != int64(size) {
		return nil, nil, fmt.Errorf("%s: wrong size, want %d bytes", path, size)
	}
	ms.mu.Lock()
	defer ms.mu.Unlock()
	if ms.done {
		return nil, nil, fmt.Errorf("%s: document already closed", path)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, nil
	}
	ms.maps = append(ms.maps, b)
	page := os.Getpagesize()
	drop := func(lo, hi int) {
		// whole pages inside lo..hi only: a page shared with rows still
		// to come stays
		a, z := (lo+page-1)/page*page, min(hi, len(b))/page*page
		if a < z {
			syscall.Madvise(b[a:z], syscall.MADV_DONTNEED)
		}
	}
	return b, drop, nil
}

func (ms *mappings) release() {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	for _, b := range ms.maps {
		syscall.Munmap(b)
	}
	ms.maps, ms.done = nil, true
}

// pixBytes is the pixels' memory as bytes on a little-endian machine (the
// blob format), or nil.
func pixBytes(pix []uint16) []byte {
	if !littleEndian || len(pix) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&pix[0])), 2*len(pix))
}
