package photo

import "math"

// lumMap is the local brightness of a picture: the mean luminance (sRGB
// luma, 0..1) around each point, blurred over a radius, held at a
// reduced resolution (cells of f x f canvas pixels) and read back
// bilinearly. Local adjustments (shadows-highlights) weigh each pixel by
// it instead of by the pixel's own value, so a dark region is lifted
// while a dark detail inside a bright one is not, as in a photo editor's
// shadows and highlights tool.
type lumMap struct {
	w, h, f int
	v       []float32
}

// lumMapCells is the longer side of a map, in cells: enough for a radius
// of a few percent of the picture.
const lumMapCells = 512

// newLumMap measures the composite of layers (top-most first) on a w x h
// canvas and blurs it by radius canvas pixels (0: 3% of the longer side).
// The composite streams through in bands: only the map is kept.
func newLumMap(w, h int, layers []*Layer, radius float64) *lumMap {
	f := max(1, (max(w, h)+lumMapCells-1)/lumMapCells)
	sum, bw, bh := blockSums(&State{Width: w, Height: h, Layers: layers}, nil, f)
	m := &lumMap{w: bw, h: bh, f: f, v: make([]float32, bw*bh)}
	for i := range m.v {
		b := sum[4*i : 4*i+4 : 4*i+4]
		if b[3] == 0 {
			m.v[i] = 0.5 // nothing there: neither shadow nor highlight
			continue
		}
		// luma is linear in the channels: the luma of the alpha-weighted
		// mean colour is the alpha-weighted mean luma
		a := float64(b[3]) * 65535
		m.v[i] = float32((0.2126*float64(b[0]) + 0.7152*float64(b[1]) + 0.0722*float64(b[2])) / a)
	}
	if radius <= 0 {
		radius = 0.03 * float64(max(w, h))
	}
	if sigma := radius / float64(f); sigma >= 0.5 {
		r := boxRadii(sigma, 3)
		tmp := make([]float32, max(m.w, m.h))
		line := make([]float32, max(m.w, m.h))
		for _, rad := range r {
			for y := 0; y < m.h; y++ {
				boxLine1(m.v[y*m.w:(y+1)*m.w], tmp[:m.w], rad)
			}
			for x := 0; x < m.w; x++ {
				for y := 0; y < m.h; y++ {
					line[y] = m.v[y*m.w+x]
				}
				boxLine1(line[:m.h], tmp[:m.h], rad)
				for y := 0; y < m.h; y++ {
					m.v[y*m.w+x] = line[y]
				}
			}
		}
	}
	return m
}

// boxLine1 averages each value of line with rad neighbours each side
// (edges repeated), in place; tmp is scratch of the same length.
func boxLine1(line, tmp []float32, rad int) {
	n := len(line)
	copy(tmp, line)
	inv := 1 / float32(2*rad+1)
	var s float32
	for i := -rad; i <= rad; i++ {
		s += tmp[min(max(i, 0), n-1)]
	}
	for i := range line {
		line[i] = s * inv
		s += tmp[min(i+rad+1, n-1)] - tmp[max(i-rad, 0)]
	}
}

// at is the local luminance at canvas pixel (x, y).
func (m *lumMap) at(x, y int) float32 {
	// cell centres sit at (c+0.5)*f - 0.5 canvas pixels
	fx := (float64(x)+0.5)/float64(m.f) - 0.5
	fy := (float64(y)+0.5)/float64(m.f) - 0.5
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := float32(fx-float64(x0)), float32(fy-float64(y0))
	cx0, cx1 := min(max(x0, 0), m.w-1), min(max(x0+1, 0), m.w-1)
	cy0, cy1 := min(max(y0, 0), m.h-1), min(max(y0+1, 0), m.h-1)
	top := m.v[cy0*m.w+cx0]*(1-tx) + m.v[cy0*m.w+cx1]*tx
	bot := m.v[cy1*m.w+cx0]*(1-tx) + m.v[cy1*m.w+cx1]*tx
	return top*(1-ty) + bot*ty
}

// localMaps measures, for every visible local adjustment layer in ls
// (groups included), the picture below it: the layers under it in its own
// list, which is what it adjusts.
func localMaps(w, h int, ls []*Layer, out map[*Layer]*lumMap) map[*Layer]*lumMap {
	for i, l := range ls {
		if !l.Visible || l.Opacity <= 0 {
			continue
		}
		if l.Kind == KindAdjustment && l.Adjust != nil && l.Adjust.local != nil {
			if out == nil {
				out = map[*Layer]*lumMap{}
			}
			out[l] = newLumMap(w, h, ls[i+1:], l.Adjust.radius)
		}
		if l.Kind == KindGroup {
			out = localMaps(w, h, l.Children, out)
		}
	}
	return out
}
