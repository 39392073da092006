package photo

import "image"

// Crop returns s cut to rect (canvas coordinates, inside the canvas): the
// canvas becomes rect's size, every layer keeps the part of its pixels
// that lies inside rect (at the same place in the picture), and layer
// masks and the selection are cut the same way. Pixels outside rect are
// dropped, so the cropped document holds only what it shows; s itself and
// the rasters it shares are unchanged (undo gives them back whole).
func Crop(s *State, rect image.Rectangle) *State {
	c := *s
	c.Width, c.Height = rect.Dx(), rect.Dy()
	c.Layers = cropLayers(s.Layers, rect)
	if s.Selection != nil {
		c.Selection = CropMask(s.Selection, rect)
	}
	return &c
}

func cropLayers(ls []*Layer, rect image.Rectangle) []*Layer {
	out := make([]*Layer, len(ls))
	for i, l := range ls {
		cp := *l
		if l.Raster != nil {
			r := l.Raster
			in := rect.Intersect(image.Rect(l.X, l.Y, l.X+r.W, l.Y+r.H))
			if in.Empty() {
				// nothing of the layer shows: keep it, empty
				cp.Raster, cp.X, cp.Y = newLike(r, 1, 1), 0, 0
			} else {
				cp.Raster = CropRaster(r, in.Sub(image.Pt(l.X, l.Y)))
				cp.X, cp.Y = in.Min.X-rect.Min.X, in.Min.Y-rect.Min.Y
			}
		}
		if l.Mask != nil {
			cp.Mask = CropMask(l.Mask, rect)
		}
		if l.Text != nil {
			t := *l.Text
			t.X, t.Y = t.X-float64(rect.Min.X), t.Y-float64(rect.Min.Y)
			cp.Text = &t
		}
		if l.Kind == KindGroup {
			cp.Children = cropLayers(l.Children, rect)
		}
		out[i] = &cp
	}
	return out
}

// CropRaster copies the part of r inside rect (r's own coordinates,
// within its bounds).
func CropRaster(r *Raster, rect image.Rectangle) *Raster {
	out := newLike(r, rect.Dx(), rect.Dy())
	withPix(r, func(src []uint8) { cropPix(src, out.pix8, r.W, rect) },
		func(src []uint16) { cropPix(src, out.pix, r.W, rect) })
	return out
}

func cropPix[T sample](src, dst []T, w int, rect image.Rectangle) {
	n := rect.Dx() * 4
	parallelRows(rect.Dy(), func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			s := ((rect.Min.Y+y)*w + rect.Min.X) * 4
			copy(dst[y*n:(y+1)*n], src[s:s+n])
		}
	})
}

// CropMask copies the part of m inside rect (within its bounds).
func CropMask(m *Mask, rect image.Rectangle) *Mask {
	out := NewMask(rect.Dx(), rect.Dy())
	src, n := m.Pix(), rect.Dx()
	for y := 0; y < rect.Dy(); y++ {
		s := (rect.Min.Y+y)*m.W + rect.Min.X
		copy(out.pix[y*n:(y+1)*n], src[s:s+n])
	}
	return out
}
