// Package photo is the layered photo document: canvas, layers (raster,
// text, adjustment, group), a soft selection mask, a pending transform, and
// the pixel engine that composites and edits them, with undo history.
//
// Pixels are RGBA, not premultiplied, sRGB-encoded (the values a PNG or
// JPEG holds), 8 or 16 bits per channel: a layer keeps the depth of the
// photo it was made from (depth.go says which ops promote an 8-bit layer),
// and the composite works at 16 bits whatever its layers hold. Blend modes and adjustments work on the
// encoded values because that is what their formulas (W3C Compositing,
// Photoshop) are defined on and what users' parameters mean; exposure alone
// converts to linear light, where a photographic stop is a doubling.
// Arithmetic is float32 per pixel, parallel over rows. The engine is pure
// Go: see bench/photo for the measurements against libvips and ImageMagick.
//
// Rasters and masks are immutable once they are part of a state: an edit
// makes new ones. That makes a state cheap to copy (layers share pixels),
// undo exact, and history cost only what changed.
//
// The package does no I/O: photo/docfile stores documents, photoops wires
// the ops, fonts and decoders.
//
//	d := photo.NewDoc(photo.NewState(640, 480))
//	d.Begin(); d.S().AddLayer(photo.NewRasterLayer(...)); d.Commit("add")
//	img := photo.Composite(d.S(), nil)
package photo

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"slices"
	"sync"
	"sync/atomic"
)

// NewID returns a random identifier for a raster or mask, unique across
// processes so a stored document can name its blobs by it.
func NewID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Raster is an immutable RGBA image, not premultiplied, 8 or 16 bits per
// channel (see depth.go: a layer made from an 8-bit photo stays 8-bit, in
// half the memory). Pix may be loaded lazily from storage.
type Raster struct {
	ID    string
	W, H  int
	eight bool     // 8 bits a channel, in pix8; otherwise 16, in pix
	pix   []uint16 // a 16-bit raster's pixels
	pix8  []uint8  // an 8-bit raster's pixels
	load  func() ([]uint16, []uint8, func(lo, hi int), error)
	drop  func(lo, hi int) // set by a stored raster's load; see DropRows
	once  sync.Once
	err   error // why load failed
	// opaque caches whether every alpha is full: 0 not known yet, 1 yes,
	// 2 no (see opaque)
	opaque atomic.Uint32
}

// NewRaster returns a transparent w x h raster, 16 bits a channel.
func NewRaster(w, h int) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, pix: make([]uint16, w*h*4)}
}

// NewRaster8 returns a transparent w x h raster, 8 bits a channel.
func NewRaster8(w, h int) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, eight: true, pix8: make([]uint8, w*h*4)}
}

// NewRasterDepth returns a transparent w x h raster of depth 8 or 16.
func NewRasterDepth(w, h, depth int) *Raster {
	if depth == 8 {
		return NewRaster8(w, h)
	}
	return NewRaster(w, h)
}

// RasterFromPix wraps 16-bit pixel data (4 values a pixel).
func RasterFromPix(w, h int, pix []uint16) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, pix: pix}
}

// RasterFromPix8 wraps 8-bit pixel data (4 values a pixel).
func RasterFromPix8(w, h int, pix []uint8) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, eight: true, pix8: pix}
}

// LazyRaster is a 16-bit raster whose pixels are read on first use.
func LazyRaster(id string, w, h int, load func() ([]uint16, error)) *Raster {
	return StoredRaster(id, w, h, func() ([]uint16, func(lo, hi int), error) {
		p, err := load()
		return p, nil, err
	})
}

// StoredRaster is a 16-bit raster whose pixels live in a file: load reads
// or maps them on first use and may return drop, which gives back the
// memory of pixel values lo..hi (a file mapping unmaps those pages; they
// are read from the file again if they are touched later). Streaming
// passes call it through DropRows, so flattening a stack of mapped layers
// never holds them all in memory.
func StoredRaster(id string, w, h int, load func() (pix []uint16, drop func(lo, hi int), err error)) *Raster {
	return &Raster{ID: id, W: w, H: h, load: func() ([]uint16, []uint8, func(lo, hi int), error) {
		p, drop, err := load()
		return p, nil, drop, err
	}}
}

// StoredRaster8 is StoredRaster for an 8-bit raster.
func StoredRaster8(id string, w, h int, load func() (pix []uint8, drop func(lo, hi int), err error)) *Raster {
	return &Raster{ID: id, W: w, H: h, eight: true, load: func() ([]uint16, []uint8, func(lo, hi int), error) {
		p, drop, err := load()
		return nil, p, drop, err
	}}
}

// Depth is the raster's bits per channel: 8 or 16.
func (r *Raster) Depth() int {
	if r.eight {
		return 8
	}
	return 16
}

// Pix returns the pixels as 16-bit values. For an 8-bit raster that is a
// new, widened copy at every call (v*257, exact): code where speed or
// memory matters reads Pix8 or runs a depth-generic kernel (withPix). A
// stored raster that cannot be read panics; the registry turns that into
// an error of the op that needed it. Code outside an op (saving a
// document) calls Load first.
func (r *Raster) Pix() []uint16 {
	if err := r.Load(); err != nil {
		panic(err)
	}
	if r.eight {
		return widen(r.pix8)
	}
	return r.pix
}

// mustLoad loads the pixels, panicking as Pix does when they cannot be
// read.
func (r *Raster) mustLoad() {
	if err := r.Load(); err != nil {
		panic(err)
	}
}

// Pix8 returns an 8-bit raster's pixels; nil for a 16-bit raster. Read
// failures as Pix.
func (r *Raster) Pix8() []uint8 {
	if err := r.Load(); err != nil {
		panic(err)
	}
	return r.pix8
}

// Load reads a stored raster's pixels if they are not in memory yet.
func (r *Raster) Load() error {
	r.once.Do(func() {
		if r.pix == nil && r.pix8 == nil && r.load != nil {
			p, p8, drop, err := r.load()
			if err == nil && len(p)+len(p8) != r.W*r.H*4 {
				err = fmt.Errorf("wrong size")
			}
			if err != nil {
				r.err = fmt.Errorf("read layer pixels %s: %w", r.ID, err)
				return
			}
			r.pix, r.pix8, r.drop = p, p8, drop
		}
	})
	return r.err
}

// Bytes is the memory the pixels take.
func (r *Raster) Bytes() int64 { return int64(r.W) * int64(r.H) * int64(r.Depth()/2) }

// DropRows tells a stored raster that rows y0..y1 will not be read again
// soon, so their memory can be given back; it does nothing for a raster
// held in memory. The pixels stay readable either way. Call it after Pix,
// from a goroutine that called Pix (or after one that did).
func (r *Raster) DropRows(y0, y1 int) {
	y0, y1 = max(y0, 0), min(y1, r.H)
	if r.drop == nil || y0 >= y1 {
		return
	}
	r.drop(y0*r.W*4, y1*r.W*4)
}

// Clone returns a mutable copy of the same depth with a new ID.
func (r *Raster) Clone() *Raster {
	if r.Depth() == 8 {
		return RasterFromPix8(r.W, r.H, slices.Clone(r.Pix8()))
	}
	return RasterFromPix(r.W, r.H, slices.Clone(r.Pix()))
}

// RasterFromImage converts any image, keeping its depth: 16-bit images
// (NRGBA64, RGBA64, Gray16) make a 16-bit raster, 8-bit ones (NRGBA,
// RGBA, YCbCr from a JPEG, Gray, paletted) an 8-bit raster.
func RasterFromImage(img image.Image) *Raster {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	switch src := img.(type) {
	case *image.NRGBA64:
		r := NewRaster(w, h)
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[y*src.Stride:]
				d := r.pix[y*w*4 : (y+1)*w*4]
				for i := range d {
					d[i] = uint16(s[2*i])<<8 | uint16(s[2*i+1])
				}
			}
		})
		return r
	case *image.RGBA64:
		// a 16-bit PNG without alpha decodes to this: premultiplied
		r := NewRaster(w, h)
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[y*src.Stride:]
				d := r.pix[y*w*4 : (y+1)*w*4]
				for x := 0; x < w; x++ {
					p := s[8*x : 8*x+8 : 8*x+8]
					a := uint32(p[6])<<8 | uint32(p[7])
					q := d[4*x : 4*x+4 : 4*x+4]
					q[3] = uint16(a)
					if a == 0 {
						continue
					}
					for c := 0; c < 3; c++ {
						v := uint32(p[2*c])<<8 | uint32(p[2*c+1])
						if a != 65535 {
							v = min((v*65535+a/2)/a, 65535)
						}
						q[c] = uint16(v)
					}
				}
			}
		})
		return r
	case *image.Gray16:
		r := NewRaster(w, h)
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[y*src.Stride:]
				d := r.pix[y*w*4 : (y+1)*w*4]
				for x := 0; x < w; x++ {
					v := uint16(s[2*x])<<8 | uint16(s[2*x+1])
					d[4*x], d[4*x+1], d[4*x+2], d[4*x+3] = v, v, v, 65535
				}
			}
		})
		return r
	case *image.NRGBA:
		r := NewRaster8(w, h)
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				copy(r.pix8[y*w*4:(y+1)*w*4], src.Pix[y*src.Stride:])
			}
		})
		return r
	case *image.RGBA:
		r := NewRaster8(w, h)
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				unpremultiply8(r.pix8[y*w*4:(y+1)*w*4], src.Pix[y*src.Stride:])
			}
		})
		return r
	case *image.YCbCr, *image.Gray, *image.Paletted, *image.CMYK:
		// image/draw converts these to RGBA in its own fast paths; all
		// but paletted ones are opaque, where RGBA is NRGBA
		r := NewRaster8(w, h)
		dst := &image.RGBA{Pix: r.pix8, Stride: w * 4, Rect: image.Rect(0, 0, w, h)}
		parallelRows(h, func(y0, y1 int) {
			rect := image.Rect(0, y0, w, y1)
			draw.Draw(dst, rect, img, b.Min.Add(rect.Min), draw.Src)
		})
		if _, ok := img.(*image.Paletted); ok {
			parallelRows(h, func(y0, y1 int) {
				p := r.pix8[y0*w*4 : y1*w*4]
				unpremultiply8(p, p)
			})
		}
		return r
	}
	r := NewRaster(w, h)
	parallelRows(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			d := r.pix[y*w*4:]
			for x := 0; x < w; x++ {
				c := color.NRGBA64Model.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA64)
				d[4*x], d[4*x+1], d[4*x+2], d[4*x+3] = c.R, c.G, c.B, c.A
			}
		}
	})
	return r
}

// unpremultiply8 turns premultiplied 8-bit RGBA (src) into straight RGBA
// (dst, which may be src), rounding.
func unpremultiply8(dst, src []uint8) {
	for x := 0; x+3 < len(dst); x += 4 {
		a := uint32(src[x+3])
		switch a {
		case 255:
			dst[x], dst[x+1], dst[x+2], dst[x+3] = src[x], src[x+1], src[x+2], 255
		case 0:
			dst[x], dst[x+1], dst[x+2], dst[x+3] = 0, 0, 0, 0
		default:
			for c := 0; c < 3; c++ {
				dst[x+c] = uint8(min((uint32(src[x+c])*255+a/2)/a, 255))
			}
			dst[x+3] = uint8(a)
		}
	}
}

// NRGBA64 returns the raster as a 16-bit image.
func (r *Raster) NRGBA64() *image.NRGBA64 {
	img := image.NewNRGBA64(image.Rect(0, 0, r.W, r.H))
	if r.Depth() == 8 {
		pix := r.Pix8()
		parallelRows(r.H, func(y0, y1 int) {
			for i := y0 * r.W * 4; i < y1*r.W*4; i++ {
				img.Pix[2*i], img.Pix[2*i+1] = pix[i], pix[i]
			}
		})
		return img
	}
	pix := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		for i := y0 * r.W * 4; i < y1*r.W*4; i++ {
			img.Pix[2*i] = uint8(pix[i] >> 8)
			img.Pix[2*i+1] = uint8(pix[i])
		}
	})
	return img
}

// NRGBA returns the raster rounded to 8 bits per channel.
func (r *Raster) NRGBA() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, r.W, r.H))
	if r.Depth() == 8 {
		copy(img.Pix, r.Pix8())
		return img
	}
	pix := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		narrowTo(img.Pix[y0*r.W*4:y1*r.W*4], pix[y0*r.W*4:y1*r.W*4])
	})
	return img
}

// Mask is an immutable soft mask, 8 bits (0 outside, 255 inside), in
// canvas coordinates.
type Mask struct {
	ID   string
	W, H int
	pix  []uint8
	load func() ([]uint8, error)
	once sync.Once
	err  error
}

// NewMask returns an empty (all outside) mask.
func NewMask(w, h int) *Mask { return &Mask{ID: NewID(), W: w, H: h, pix: make([]uint8, w*h)} }

// MaskFromPix wraps mask data.
func MaskFromPix(w, h int, pix []uint8) *Mask { return &Mask{ID: NewID(), W: w, H: h, pix: pix} }

// LazyMask is a mask whose values are read on first use.
func LazyMask(id string, w, h int, load func() ([]uint8, error)) *Mask {
	return &Mask{ID: id, W: w, H: h, load: load}
}

// MaskFromGray copies a gray image drawn at the canvas origin.
func MaskFromGray(g *image.Gray, w, h int) *Mask {
	m := NewMask(w, h)
	dst := &image.Gray{Pix: m.pix, Stride: w, Rect: image.Rect(0, 0, w, h)}
	draw.Draw(dst, dst.Rect, g, g.Rect.Min, draw.Src)
	return m
}

// Pix returns the mask values; see Raster.Pix for read failures.
func (m *Mask) Pix() []uint8 {
	if err := m.Load(); err != nil {
		panic(err)
	}
	return m.pix
}

// Load reads a stored mask's values if they are not in memory yet.
func (m *Mask) Load() error {
	m.once.Do(func() {
		if m.pix == nil && m.load != nil {
			p, err := m.load()
			if err == nil && len(p) != m.W*m.H {
				err = fmt.Errorf("wrong size")
			}
			if err != nil {
				m.err = fmt.Errorf("read mask %s: %w", m.ID, err)
				return
			}
			m.pix = p
		}
	})
	return m.err
}

// Bytes is the memory the mask takes.
func (m *Mask) Bytes() int64 { return int64(m.W) * int64(m.H) }

// Gray returns the mask as a gray image.
func (m *Mask) Gray() *image.Gray {
	return &image.Gray{Pix: m.Pix(), Stride: m.W, Rect: image.Rect(0, 0, m.W, m.H)}
}

// Bounds is the rectangle of non-zero values (empty when none). A mask
// is as big as the canvas (20 MB for a 20-megapixel photo) and every
// selection op reports its bounds: rows are searched from both ends eight
// values at a time, on every core.
func (m *Mask) Bounds() image.Rectangle {
	pix := m.Pix()
	var mu sync.Mutex
	r := image.Rectangle{}
	parallelRows(m.H, func(y0, y1 int) {
		band := image.Rectangle{}
		for y := y0; y < y1; y++ {
			row := pix[y*m.W : (y+1)*m.W]
			first := firstNonZero(row)
			if first < 0 {
				continue
			}
			band = band.Union(image.Rect(first, y, lastNonZero(row)+1, y+1))
		}
		mu.Lock()
		r = r.Union(band)
		mu.Unlock()
	})
	return r
}

// firstNonZero is the index of the first non-zero value of row, or -1.
func firstNonZero(row []uint8) int {
	i := 0
	for ; i+8 <= len(row); i += 8 {
		if binary.LittleEndian.Uint64(row[i:]) != 0 {
			break
		}
	}
	for ; i < len(row); i++ {
		if row[i] != 0 {
			return i
		}
	}
	return -1
}

// lastNonZero is the index of the last non-zero value of row, or -1.
func lastNonZero(row []uint8) int {
	i := len(row)
	for ; i >= 8; i -= 8 {
		if binary.LittleEndian.Uint64(row[i-8:]) != 0 {
			break
		}
	}
	for i--; i >= 0; i-- {
		if row[i] != 0 {
			return i
		}
	}
	return -1
}

// Coverage is the mean mask value, 0..1: eight values summed at a time
// (in 16-bit lanes of a word), on every core.
func (m *Mask) Coverage() float64 {
	pix := m.Pix()
	if len(pix) == 0 {
		return 0
	}
	var total atomic.Uint64
	parallelRows(m.H, func(y0, y1 int) {
		total.Add(sumBytes(pix[y0*m.W : y1*m.W]))
	})
	return float64(total.Load()) / float64(len(pix)) / 255
}

// sumBytes is the sum of the values of p.
func sumBytes(p []uint8) uint64 {
	const lanes = 0x00FF00FF00FF00FF
	var s uint64
	i := 0
	for i+8 <= len(p) {
		// a lane gains at most 2*255 a word: 128 words fit in 16 bits
		var acc uint64
		for end := min(i+8*128, len(p)-len(p)%8); i < end; i += 8 {
			w := binary.LittleEndian.Uint64(p[i:])
			acc += w&lanes + (w>>8)&lanes
		}
		s += acc&0xFFFF + (acc>>16)&0xFFFF + (acc>>32)&0xFFFF + acc>>48
	}
	for ; i < len(p); i++ {
		s += uint64(p[i])
	}
	return s
}
