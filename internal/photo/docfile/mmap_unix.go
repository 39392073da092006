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
	f, err := openBlob(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.Size() != int64(n)*2 {
		return nil, nil, fmt.Errorf("%s: wrong size, want %d bytes", path, n*2)
	}
	ms.mu.Lock()
	defer ms.mu.Unlock()
	if ms.done {
		return nil, nil, fmt.Errorf("%s: document already closed", path)
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, n*2, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		p, rerr := readRaster(path, n)
		return p, nil, rerr
	}
	ms.maps = append(ms.maps, b)
	page := os.Getpagesize()
	drop := func(lo, hi int) {
		// whole pages inside lo..hi only: a page shared with rows still
		// to come stays
		a, z := (lo*2+page-1)/page*page, min(hi*2, len(b))/page*page
		if a < z {
			syscall.Madvise(b[a:z], syscall.MADV_DONTNEED)
		}
	}
	return unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n), drop, nil
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
