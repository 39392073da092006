// Package photo is the layered photo document: canvas, layers (raster,
// text, adjustment, group), a soft selection mask, a pending transform, and
// the pixel engine that composites and edits them, with undo history.
//
// Pixels are 16 bits per channel, RGBA, not premultiplied, sRGB-encoded
// (the values a PNG or JPEG holds). Blend modes and adjustments work on the
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
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/draw"
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

// Raster is an immutable RGBA image, 16 bits per channel, not
// premultiplied. Pix may be loaded lazily from storage.
type Raster struct {
	ID   string
	W, H int
	pix  []uint16
	load func() ([]uint16, func(lo, hi int), error)
	drop func(lo, hi int) // set by a stored raster's load; see DropRows
	once sync.Once
	err  error // why load failed
	// opaque caches whether every alpha is full: 0 not known yet, 1 yes,
	// 2 no (see opaque)
	opaque atomic.Uint32
}

// NewRaster returns a transparent w x h raster.
func NewRaster(w, h int) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, pix: make([]uint16, w*h*4)}
}

// RasterFromPix wraps pixel data (4 values a pixel).
func RasterFromPix(w, h int, pix []uint16) *Raster {
	return &Raster{ID: NewID(), W: w, H: h, pix: pix}
}

// LazyRaster is a raster whose pixels are read on first use.
func LazyRaster(id string, w, h int, load func() ([]uint16, error)) *Raster {
	return StoredRaster(id, w, h, func() ([]uint16, func(lo, hi int), error) {
		p, err := load()
		return p, nil, err
	})
}

// StoredRaster is a raster whose pixels live in a file: load reads or maps
// them on first use and may return drop, which gives back the memory of
// pixel values lo..hi (a file mapping unmaps those pages; they are read
// from the file again if they are touched later). Streaming passes call it
// through DropRows, so flattening a stack of mapped layers never holds
// them all in memory.
func StoredRaster(id string, w, h int, load func() (pix []uint16, drop func(lo, hi int), err error)) *Raster {
	return &Raster{ID: id, W: w, H: h, load: load}
}

// Pix returns the pixels. A stored raster that cannot be read panics; the
// registry turns that into an error of the op that needed it. Code outside
// an op (saving a document) calls Load first.
func (r *Raster) Pix() []uint16 {
	if err := r.Load(); err != nil {
		panic(err)
	}
	return r.pix
}

// Load reads a stored raster's pixels if they are not in memory yet.
func (r *Raster) Load() error {
	r.once.Do(func() {
		if r.pix == nil && r.load != nil {
			p, drop, err := r.load()
			if err == nil && len(p) != r.W*r.H*4 {
				err = fmt.Errorf("wrong size")
			}
			if err != nil {
				r.err = fmt.Errorf("read layer pixels %s: %w", r.ID, err)
				return
			}
			r.pix, r.drop = p, drop
		}
	})
	return r.err
}

// Bytes is the memory the pixels take.
func (r *Raster) Bytes() int64 { return int64(r.W) * int64(r.H) * 8 }

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

// Clone returns a mutable copy with a new ID.
func (r *Raster) Clone() *Raster {
	p := make([]uint16, len(r.Pix()))
	copy(p, r.pix)
	return RasterFromPix(r.W, r.H, p)
}

// RasterFromImage converts any image, keeping 16-bit precision when the
// source has it.
func RasterFromImage(img image.Image) *Raster {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	r := NewRaster(w, h)
	pix := r.pix
	switch src := img.(type) {
	case *image.NRGBA64:
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[(y)*src.Stride:]
				d := pix[y*w*4:]
				for i := 0; i < w*4; i++ {
					d[i] = uint16(s[2*i])<<8 | uint16(s[2*i+1])
				}
			}
		})
		return r
	case *image.NRGBA:
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[y*src.Stride:]
				d := pix[y*w*4:]
				for i := 0; i < w*4; i++ {
					d[i] = uint16(s[i]) * 257
				}
			}
		})
		return r
	case *image.RGBA:
		parallelRows(h, func(y0, y1 int) {
			for y := y0; y < y1; y++ {
				s := src.Pix[y*src.Stride:]
				d := pix[y*w*4:]
				for x := 0; x < w; x++ {
					a := uint32(s[4*x+3])
					d[4*x+3] = uint16(a * 257)
					for c := 0; c < 3; c++ {
						if a > 0 {
							d[4*x+c] = uint16(min(uint32(s[4*x+c])*65535/a, 65535))
						}
					}
				}
			}
		})
		return r
	}
	parallelRows(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			d := pix[y*w*4:]
			for x := 0; x < w; x++ {
				c := color.NRGBA64Model.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA64)
				d[4*x], d[4*x+1], d[4*x+2], d[4*x+3] = c.R, c.G, c.B, c.A
			}
		}
	})
	return r
}

// NRGBA64 returns the raster as a 16-bit image.
func (r *Raster) NRGBA64() *image.NRGBA64 {
	img := image.NewNRGBA64(image.Rect(0, 0, r.W, r.H))
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
	pix := r.Pix()
	parallelRows(r.H, func(y0, y1 int) {
		for i := y0 * r.W * 4; i < y1*r.W*4; i++ {
			img.Pix[i] = uint8((uint32(pix[i]) + 128) / 257)
		}
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

// Bounds is the rectangle of non-zero values (empty when none).
func (m *Mask) Bounds() image.Rectangle {
	pix := m.Pix()
	r := image.Rectangle{}
	for y := 0; y < m.H; y++ {
		row := pix[y*m.W : (y+1)*m.W]
		for x, v := range row {
			if v != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// Coverage is the mean mask value, 0..1.
func (m *Mask) Coverage() float64 {
	var s uint64
	for _, v := range m.Pix() {
		s += uint64(v)
	}
	if len(m.pix) == 0 {
		return 0
	}
	return float64(s) / float64(len(m.pix)) / 255
}
