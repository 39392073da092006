package timeline

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Limits every tool keeps, and that a project file is checked against
// when it is loaded: a file that breaks one is refused with the field
// that broke it, before anything is built from it.
const (
	MaxCanvas = 16384   // canvas side, pixels
	MaxMedia  = 1 << 16 // side of an asset's picture, pixels
	MaxNextID = 1 << 40 // the id counter
	MaxScale  = 20      // an element's scale (update_clip's limit)
	MaxOffset = 1 << 20 // |x|, |y| of a placement, font sizes and widths, pixels
	MaxRate   = 1 << 30 // numerator and denominator of a frame rate
	// MaxDescription is the longest asset description, in bytes: a few
	// sentences of what the media shows, not a transcript.
	MaxDescription = 2000
)

// idNumber is N of an id NewID made ("a12", "t3", "e40": one lowercase
// letter, then digits), or -1 for an id of another shape.
func idNumber(id string) int64 {
	if len(id) < 2 || id[0] < 'a' || id[0] > 'z' {
		return -1
	}
	n, err := strconv.ParseInt(id[1:], 10, 64)
	if err != nil || n < 0 || id[1] == '+' {
		return -1
	}
	return n
}

// checkRate refuses a frame rate that is not num/den with both in
// 1..MaxRate.
func checkRate(r Rational) error {
	if r.Num <= 0 || r.Den <= 0 || r.Num > MaxRate || r.Den > MaxRate {
		return fmt.Errorf("num and den must be 1..%d", MaxRate)
	}
	return nil
}

// validate holds an asset's probed facts to what a real file can have.
func (a *Asset) validate() error {
	switch a.Type {
	case AssetVideo, AssetAudio, AssetImage:
	default:
		return fmt.Errorf("unknown type %q", a.Type)
	}
	if a.Path == "" {
		return errors.New("path is empty")
	}
	if a.Duration < 0 || a.Duration > MaxTicks {
		return fmt.Errorf("duration %d is out of range (0..%d ticks)", a.Duration, MaxTicks)
	}
	if a.Width < 0 || a.Height < 0 || a.Width > MaxMedia || a.Height > MaxMedia {
		return fmt.Errorf("width x height %dx%d is out of range (0..%d)", a.Width, a.Height, MaxMedia)
	}
	if a.FPS != (Rational{}) && checkRate(a.FPS) != nil {
		return fmt.Errorf("fps %s is out of range", a.FPS)
	}
	if a.Size < 0 {
		return fmt.Errorf("size %d is negative", a.Size)
	}
	if len(a.Description) > MaxDescription || !utf8.ValidString(a.Description) {
		return fmt.Errorf("description is not UTF-8 text of at most %d bytes", MaxDescription)
	}
	return nil
}
