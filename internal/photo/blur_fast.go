package photo

import "sync/atomic"

// opaque reports whether every pixel of r has full alpha. The scan runs
// on every core, once per raster: rasters do not change once made, so the
// answer is kept (a photo's bottom layer is asked at every composite).
func opaque(r *Raster) bool {
	if v := r.opaque.Load(); v != 0 {
		return v == 1
	}
	var transparent atomic.Bool
	scan := func(full func(y0, y1 int) bool) {
		parallelRows(r.H, func(y0, y1 int) {
			if !transparent.Load() && !full(y0, y1) {
				transparent.Store(true)
			}
		})
	}
	withPix(r, func(p []uint8) { scan(func(y0, y1 int) bool { return alphaFull(p[y0*r.W*4 : y1*r.W*4]) }) },
		func(p []uint16) { scan(func(y0, y1 int) bool { return alphaFull(p[y0*r.W*4 : y1*r.W*4]) }) })
	if transparent.Load() {
		r.opaque.Store(2)
		return false
	}
	r.opaque.Store(1)
	return true
}

func round16(v float32) uint16 { return roundTo[uint16](v) }

// boxRow3 averages each RGB pixel of in with rad neighbours each side
// (edges extended) into out.
func boxRow3(in, out []float32, n, rad int) {
	inv := 1 / float32(2*rad+1)
	k := float32(rad + 1)
	s0, s1, s2 := k*in[0], k*in[1], k*in[2]
	for i := 1; i <= rad; i++ {
		j := min(i, n-1) * 3
		s0 += in[j]
		s1 += in[j+1]
		s2 += in[j+2]
	}
	in, out = in[:n*3], out[:n*3]
	for i := 0; i < n; i++ {
		o := out[3*i : 3*i+3 : 3*i+3]
		o[0], o[1], o[2] = s0*inv, s1*inv, s2*inv
		ad, sb := min(i+rad+1, n-1)*3, max(i-rad, 0)*3
		p, m := in[ad:ad+3:ad+3], in[sb:sb+3:sb+3]
		s0 += p[0] - m[0]
		s1 += p[1] - m[1]
		s2 += p[2] - m[2]
	}
}

// boxRowIn is boxRow3 reading a row of RGBA samples.
func boxRowIn[T sample](in []T, out []float32, n, rad int) {
	inv := 1 / float32(2*rad+1)
	k := float32(rad + 1)
	s0, s1, s2 := k*float32(in[0]), k*float32(in[1]), k*float32(in[2])
	for i := 1; i <= rad; i++ {
		j := min(i, n-1) * 4
		s0 += float32(in[j])
		s1 += float32(in[j+1])
		s2 += float32(in[j+2])
	}
	in, out = in[:n*4], out[:n*3]
	for i := 0; i < n; i++ {
		o := out[3*i : 3*i+3 : 3*i+3]
		o[0], o[1], o[2] = s0*inv, s1*inv, s2*inv
		ad, sb := min(i+rad+1, n-1)*4, max(i-rad, 0)*4
		p, m := in[ad:ad+3:ad+3], in[sb:sb+3:sb+3]
		s0 += float32(int32(p[0]) - int32(m[0]))
		s1 += float32(int32(p[1]) - int32(m[1]))
		s2 += float32(int32(p[2]) - int32(m[2]))
	}
}
