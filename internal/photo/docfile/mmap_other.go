//go:build !unix

package docfile

// mappings reads layer files where memory mapping is not available.
type mappings struct{}

func (ms *mappings) mapRaster(path string, n int) ([]uint16, func(lo, hi int), error) {
	p, err := readRaster(path, n)
	return p, nil, err
}

func (ms *mappings) mapRaster8(path string, n int) ([]uint8, func(lo, hi int), error) {
	p, err := readRaster8(path, n)
	return p, nil, err
}

func (ms *mappings) release() {}

func pixBytes([]uint16) []byte { return nil }
