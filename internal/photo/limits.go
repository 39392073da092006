package photo

import (
	"fmt"
	"strconv"
	"strings"
)

// The limits every op keeps, and that a stored document is checked against
// before anything is allocated for it (see docfile).
const (
	// MaxCoord bounds a layer's position and a crop's corners: far beyond
	// any canvas, and far from overflowing x+w.
	MaxCoord = 1 << 30
	// MaxLayerDepth bounds how deep groups nest.
	MaxLayerDepth = 256
	// MaxNextID bounds the layer id counter.
	MaxNextID = 1 << 40
)

// CheckSize says whether a w x h canvas, layer or mask is one the ops can
// hold: at least one pixel each way and at most MaxPixels in all (each side
// is checked first, so the product cannot overflow).
func CheckSize(w, h int) error {
	if w < 1 || h < 1 {
		return fmt.Errorf("%dx%d has no pixels", w, h)
	}
	if w > MaxPixels || h > MaxPixels || int64(w)*int64(h) > MaxPixels {
		return fmt.Errorf("%dx%d is more than %d pixels", w, h, MaxPixels)
	}
	return nil
}

// ValidBlobID reports whether id is one NewID makes (16 lowercase hex
// digits): a stored document names its pixel files by these ids, so no
// other name ever reaches the file system.
func ValidBlobID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range []byte(id) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// LayerNumber is N of a "layer-N" id that NewLayerID made, or -1: a
// state's NextID must be above every such N.
func LayerNumber(id string) int64 {
	n, ok := strings.CutPrefix(id, "layer-")
	if !ok {
		return -1
	}
	v, err := strconv.ParseInt(n, 10, 64)
	if err != nil || v < 0 {
		return -1
	}
	return v
}
