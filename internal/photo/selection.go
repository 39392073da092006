package photo

import (
	"fmt"
	"math"
)

// Selection combine modes.
var SelectModes = []string{"replace", "add", "subtract", "intersect"}

// Combine merges a new selection into the old one (nil: none).
func Combine(old, add *Mask, mode string) (*Mask, error) {
	switch mode {
	case "", "replace":
		return add, nil
	case "add", "subtract", "intersect":
	default:
		return nil, fmt.Errorf("Invalid mode: %s (use replace, add, subtract or intersect)", mode)
	}
	if old == nil {
		if mode == "add" {
			return add, nil
		}
		old = NewMask(add.W, add.H)
		if mode == "subtract" {
			// subtracting from "no selection" subtracts from everything
			for i := range old.pix {
				old.pix[i] = 255
			}
		}
	}
	out := NewMask(add.W, add.H)
	a, b := old.Pix(), add.Pix()
	for i := range out.pix {
		switch mode {
		case "add":
			out.pix[i] = max(a[i], b[i])
		case "subtract":
			out.pix[i] = min(a[i], 255-b[i])
		case "intersect":
			out.pix[i] = min(a[i], b[i])
		}
	}
	return out, nil
}

// FullMask selects everything.
func FullMask(w, h int) *Mask {
	m := NewMask(w, h)
	for i := range m.pix {
		m.pix[i] = 255
	}
	return m
}

// InvertMask swaps inside and outside.
func InvertMask(m *Mask) *Mask {
	out := NewMask(m.W, m.H)
	for i, v := range m.Pix() {
		out.pix[i] = 255 - v
	}
	return out
}

// RectMask selects x,y,w,h (document pixels, fractional edges
// anti-aliased).
func RectMask(cw, ch int, x, y, w, h float64) *Mask {
	m := NewMask(cw, ch)
	cover := func(p, lo, hi float64) float64 {
		return math.Max(0, math.Min(p+1, hi)-math.Max(p, lo))
	}
	for py := max(0, int(y)); py < min(ch, int(math.Ceil(y+h))); py++ {
		cy := cover(float64(py), y, y+h)
		for px := max(0, int(x)); px < min(cw, int(math.Ceil(x+w))); px++ {
			m.pix[py*cw+px] = uint8(cy*cover(float64(px), x, x+w)*255 + 0.5)
		}
	}
	return m
}

// EllipseMask selects the ellipse inscribed in x,y,w,h, edges
// anti-aliased over one pixel.
func EllipseMask(cw, ch int, x, y, w, h float64) *Mask {
	m := NewMask(cw, ch)
	rx, ry := w/2, h/2
	cx, cy := x+rx, y+ry
	for py := max(0, int(y)-1); py < min(ch, int(math.Ceil(y+h))+1); py++ {
		for px := max(0, int(x)-1); px < min(cw, int(math.Ceil(x+w))+1); px++ {
			dx, dy := (float64(px)+0.5-cx)/rx, (float64(py)+0.5-cy)/ry
			d := (math.Sqrt(dx*dx+dy*dy) - 1) * math.Min(rx, ry)
			a := math.Max(0, math.Min(1, 0.5-d))
			m.pix[py*cw+px] = uint8(a*255 + 0.5)
		}
	}
	return m
}

// ColorRangeMask selects pixels of the composite near colour c.
// Fuzziness (0..200, Photoshop's scale) is the colour distance, in 0..255
// units, where selection fades out; pixels within half of it are fully in.
func ColorRangeMask(comp *Raster, c RGBA, fuzziness float64) *Mask {
	return colorsMask(comp, []RGBA{c}, fuzziness)
}

func colorsMask(comp *Raster, cs []RGBA, fuzziness float64) *Mask {
	m := NewMask(comp.W, comp.H)
	src := comp.Promoted().Pix()
	f := float32(fuzziness) / 255
	parallelRows(comp.H, func(y0, y1 int) {
		for p := y0 * comp.W; p < y1*comp.W; p++ {
			s := src[p*4:]
			if s[3] == 0 {
				continue
			}
			var best float32
			for _, c := range cs {
				dr, dg, db := float32(s[0])*inv16-c.R, float32(s[1])*inv16-c.G, float32(s[2])*inv16-c.B
				d := float32(math.Sqrt(float64(dr*dr+dg*dg+db*db) / 3))
				var a float32
				switch {
				case d <= f/2:
					a = 1
				case d < f:
					a = (f - d) / (f / 2)
				}
				best = max(best, a)
			}
			m.pix[p] = uint8(best*255 + 0.5)
		}
	})
	return m
}

// BackgroundMask selects what looks like background: pixels close to one
// of the common border colours and connected to the border through such
// pixels (so a subject that shares a colour with the backdrop stays out).
func BackgroundMask(comp *Raster, fuzziness float64) *Mask {
	comp = comp.Promoted() // a small picture: read it once as 16 bits
	w, h := comp.W, comp.H
	src := comp.Pix()
	type bin struct {
		n       int
		r, g, b float64
	}
	bins := map[int]*bin{}
	total := 0
	visit := func(x, y int) {
		p := src[(y*w+x)*4:]
		k := int(p[0]>>12)<<8 | int(p[1]>>12)<<4 | int(p[2]>>12)
		b := bins[k]
		if b == nil {
			b = &bin{}
			bins[k] = b
		}
		b.n++
		b.r, b.g, b.b = b.r+float64(p[0]), b.g+float64(p[1]), b.b+float64(p[2])
		total++
	}
	for x := 0; x < w; x++ {
		visit(x, 0)
		visit(x, h-1)
	}
	for y := 1; y < h-1; y++ {
		visit(0, y)
		visit(w-1, y)
	}
	var colors []RGBA
	for _, b := range bins {
		if b.n*100 >= total { // at least 1% of the border
			n := float64(b.n) * 65535
			colors = append(colors, RGBA{float32(b.r / n), float32(b.g / n), float32(b.b / n), 1})
		}
	}
	near := colorsMask(comp, colors, fuzziness)
	// keep the part connected to the border
	out := NewMask(w, h)
	stack := make([]int, 0, 1024)
	push := func(p int) {
		if near.pix[p] > 0 && out.pix[p] == 0 {
			out.pix[p] = near.pix[p]
			stack = append(stack, p)
		}
	}
	for x := 0; x < w; x++ {
		push(x)
		push((h-1)*w + x)
	}
	for y := 0; y < h; y++ {
		push(y * w)
		push(y*w + w - 1)
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := p%w, p/w
		if x > 0 {
			push(p - 1)
		}
		if x < w-1 {
			push(p + 1)
		}
		if y > 0 {
			push(p - w)
		}
		if y < h-1 {
			push(p + w)
		}
	}
	return out
}

// FeatherMask softens the edge with a gaussian of sigma radius.
func FeatherMask(m *Mask, radius float64) *Mask {
	r := NewRaster(m.W, m.H)
	for i, v := range m.Pix() {
		x := uint16(v) * 257
		r.pix[4*i], r.pix[4*i+3] = x, 65535
	}
	b := GaussianBlur(r, radius)
	out := NewMask(m.W, m.H)
	for i := range out.pix {
		out.pix[i] = uint8((uint32(b.pix[4*i]) + 128) / 257)
	}
	return out
}

// GrowMask expands (px > 0) or shrinks (px < 0) the selection by px
// pixels: a separable max (min) filter over a square, with the van
// Herk/Gil-Werman scheme so the cost does not grow with px.
func GrowMask(m *Mask, px int) *Mask {
	grow := px > 0
	rad := max(px, -px)
	w, h := m.W, m.H
	src := m.Pix()
	tmp := make([]uint8, w*h)
	parallelRows(h, func(y0, y1 int) {
		f := newSlideFilter(w, rad, grow)
		for y := y0; y < y1; y++ {
			f.run(src[y*w:(y+1)*w], tmp[y*w:(y+1)*w])
		}
	})
	out := NewMask(w, h)
	parallelRows(w, func(x0, x1 int) {
		f := newSlideFilter(h, rad, grow)
		col, res := make([]uint8, h), make([]uint8, h)
		for x := x0; x < x1; x++ {
			for y := range col {
				col[y] = tmp[y*w+x]
			}
			f.run(col, res)
			for y, v := range res {
				out.pix[y*w+x] = v
			}
		}
	})
	return out
}

// slideFilter is a running max (or min) over windows of 2r+1 values.
type slideFilter struct {
	n, r     int
	grow     bool
	pad      []uint8 // the line with r neutral values each side
	pre, suf []uint8 // block prefix and suffix extremes
}

func newSlideFilter(n, r int, grow bool) *slideFilter {
	m := n + 2*r
	return &slideFilter{n: n, r: r, grow: grow, pad: make([]uint8, m), pre: make([]uint8, m), suf: make([]uint8, m)}
}

func (f *slideFilter) pick(a, b uint8) uint8 {
	if f.grow {
		return max(a, b)
	}
	return min(a, b)
}

func (f *slideFilter) run(in, out []uint8) {
	var neutral uint8
	if !f.grow {
		neutral = 255
	}
	k := 2*f.r + 1
	m := len(f.pad)
	for i := range f.r {
		f.pad[i], f.pad[m-1-i] = neutral, neutral
	}
	copy(f.pad[f.r:], in)
	for b := 0; b < m; b += k {
		e := min(b+k, m)
		f.pre[b] = f.pad[b]
		for i := b + 1; i < e; i++ {
			f.pre[i] = f.pick(f.pre[i-1], f.pad[i])
		}
		f.suf[e-1] = f.pad[e-1]
		for i := e - 2; i >= b; i-- {
			f.suf[i] = f.pick(f.suf[i+1], f.pad[i])
		}
	}
	for i := range f.n {
		// the window over pad is [i, i+2r]
		out[i] = f.pick(f.suf[i], f.pre[i+2*f.r])
	}
}
