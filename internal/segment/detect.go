package segment

import (
	"cmp"
	"context"
	"fmt"
	"image"
	"math"
	"runtime"
	"slices"
	"sync"
)

// Detection parameters, OpenCV's detectMultiScale defaults where they exist:
// a 1.1 scale step, windows every 2 pixels at fine scales (every pixel once
// the image is shrunk more than 2x, where one pixel is already coarse), and
// groups of at least minNeighbors+1 overlapping hits, which is what removes
// the cascade's isolated false positives.
const (
	scaleStep    = 1.1
	minNeighbors = 3
	groupEps     = 0.2
)

// grayImage is 8-bit luma, row-major.
type grayImage struct {
	w, h int
	pix  []uint8
}

// lumaOf converts to BT.601 luma, the conversion the cascades were trained on.
func lumaOf(img *image.RGBA) *grayImage {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	g := &grayImage{w: w, h: h, pix: make([]uint8, w*h)}
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride:]
		for x := 0; x < w; x++ {
			r, gg, b := uint32(row[4*x]), uint32(row[4*x+1]), uint32(row[4*x+2])
			g.pix[y*w+x] = uint8((4899*r + 9617*gg + 1868*b + 8192) >> 14)
		}
	}
	return g
}

// halve averages 2x2 blocks. Resizing from the nearest half-size level keeps
// the per-scale bilinear resize from aliasing at large shrink factors.
func (g *grayImage) halve() *grayImage {
	w, h := g.w/2, g.h/2
	o := &grayImage{w: w, h: h, pix: make([]uint8, w*h)}
	for y := 0; y < h; y++ {
		a, b := g.pix[2*y*g.w:], g.pix[(2*y+1)*g.w:]
		for x := 0; x < w; x++ {
			o.pix[y*w+x] = uint8((uint32(a[2*x]) + uint32(a[2*x+1]) + uint32(b[2*x]) + uint32(b[2*x+1]) + 2) / 4)
		}
	}
	return o
}

// resize is plain bilinear to w x h.
func (g *grayImage) resize(w, h int) *grayImage {
	o := &grayImage{w: w, h: h, pix: make([]uint8, w*h)}
	sx, sy := float64(g.w)/float64(w), float64(g.h)/float64(h)
	// each column's source columns and weight, the same for every row
	type column struct {
		x0, x1 int
		fx     float64
	}
	cols := make([]column, w)
	for x := range cols {
		u := min(max((float64(x)+0.5)*sx-0.5, 0), float64(g.w-1))
		x0 := int(u)
		cols[x] = column{x0, min(x0+1, g.w-1), u - float64(x0)}
	}
	for y := 0; y < h; y++ {
		v := min(max((float64(y)+0.5)*sy-0.5, 0), float64(g.h-1))
		y0 := int(v)
		y1 := min(y0+1, g.h-1)
		fy := v - float64(y0)
		r0, r1 := g.pix[y0*g.w:(y0+1)*g.w], g.pix[y1*g.w:(y1+1)*g.w]
		out := o.pix[y*w : (y+1)*w]
		for x, c := range cols {
			top := float64(r0[c.x0])*(1-c.fx) + float64(r0[c.x1])*c.fx
			bot := float64(r1[c.x0])*(1-c.fx) + float64(r1[c.x1])*c.fx
			out[x] = uint8(top*(1-fy) + bot*fy + 0.5)
		}
	}
	return o
}

// detect runs the cascade over a pyramid of g and returns grouped face boxes
// in g's coordinates.
func (c *cascade) detect(ctx context.Context, g *grayImage) ([]image.Rectangle, error) {
	return c.detectFrom(ctx, g, 1, minNeighbors)
}

// detectFrom is detect looking only for boxes at least least times the
// cascade's window: the finest scales cost the most (the cost of a scale
// falls with its square), and a subject is seldom that small.
func (c *cascade) detectFrom(ctx context.Context, g *grayImage, least float64, neighbours int) ([]image.Rectangle, error) {
	hits, err := c.hits(ctx, g, least)
	if err != nil {
		return nil, err
	}
	return groupRectangles(hits, neighbours, groupEps), nil
}

// hits are the windows of g, at least least times the cascade's window,
// that pass every stage, before they are grouped.
func (c *cascade) hits(ctx context.Context, g *grayImage, least float64) ([]image.Rectangle, error) {
	if c.planes()*(c.winH*(g.w+1)+c.winW) >= scanWindowLen {
		return nil, fmt.Errorf("face cascade: its %dx%d window on a %d-pixel-wide picture is more than the scan reads", c.winW, c.winH, g.w)
	}
	var factors []float64
	for f := least; int(float64(g.w)/f) > c.winW && int(float64(g.h)/f) > c.winH; f *= scaleStep {
		factors = append(factors, f)
	}
	levels := []*grayImage{g}
	for l := levels[0]; l.w >= 2*c.winW && l.h >= 2*c.winH; {
		l = l.halve()
		levels = append(levels, l)
	}

	var (
		mu   sync.Mutex
		hits []image.Rectangle
		wg   sync.WaitGroup
	)
	jobs := make(chan float64)
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf scanBuffers // reused from level to level
			for f := range jobs {
				if ctx.Err() != nil {
					continue
				}
				sw, sh := int(math.Round(float64(g.w)/f)), int(math.Round(float64(g.h)/f))
				src := levels[0]
				for _, l := range levels[1:] {
					if l.w >= sw && l.h >= sh {
						src = l
					}
				}
				img := src
				if src.w != sw || src.h != sh {
					img = src.resize(sw, sh)
				}
				step := 2
				if f > 2 {
					step = 1
				}
				found := c.scan(img, step, &buf)
				mu.Lock()
				for _, r := range found {
					hits = append(hits, image.Rect(
						int(math.Round(float64(r.Min.X)*f)), int(math.Round(float64(r.Min.Y)*f)),
						int(math.Round(float64(r.Max.X)*f)), int(math.Round(float64(r.Max.Y)*f))))
				}
				mu.Unlock()
			}
		}()
	}
	for _, f := range factors {
		jobs <- f
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// The workers append in whatever order they finish; sorted, the
	// grouped boxes (and the priors laid in their order) are the same
	// from run to run.
	slices.SortFunc(hits, func(a, b image.Rectangle) int {
		return cmp.Or(cmp.Compare(a.Min.Y, b.Min.Y), cmp.Compare(a.Min.X, b.Min.X),
			cmp.Compare(a.Max.Y, b.Max.Y), cmp.Compare(a.Max.X, b.Max.X))
	})
	return hits, nil
}

// scanWindow is the part of an integral image a window's features read,
// from the window's corner: an array indexed by offset&scanWindowMask
// needs no bounds check a read, and the scan reads a dozen a node.
// Offsets stay below its length (detect checks: the package's cascades,
// 20-24 px, fit up to a 2700-pixel-wide picture, and it scans 640 at
// most), and the integral image has scanWindowLen values of room after
// its end.
type scanWindow [scanWindowLen]int32

const (
	scanWindowLen  = 1 << 16
	scanWindowMask = scanWindowLen - 1
)

// scanBuffers are a scan's integral images and node table, kept by a
// worker from one pyramid level to the next instead of made for each.
type scanBuffers struct {
	sum   []int32
	sq    []float64
	nodes []scanNode
}

// planes is how many integral images the scan interleaves: the upright
// one, and the tilted one when a feature needs it.
func (c *cascade) planes() int {
	if c.tilted {
		return 2
	}
	return 1
}

// scan slides the cascade window over one pyramid level.
func (c *cascade) scan(g *grayImage, step int, buf *scanBuffers) []image.Rectangle {
	stride := g.w + 1
	n := stride * (g.h + 1)
	k := c.planes()
	if cap(buf.sum) < k*n+scanWindowLen || cap(buf.sq) < n {
		buf.sum, buf.sq = make([]int32, k*n+scanWindowLen), make([]float64, n)
	}
	sum, sq := buf.sum[:k*n+scanWindowLen], buf.sq[:n]
	integrals(g, sum, sq, k)
	// Per-level nodes with their rectangles' corner offsets inlined, so a
	// feature is a few loads from one struct: the scan visits hundreds of
	// thousands of windows and this loop is the whole cost. With the
	// tilted image the two are interleaved (upright at even indices,
	// tilted at odd ones), so a node still reads one array.
	plain := func(x, y, w, h int) [4]int32 {
		return [4]int32{int32(y*stride + x), int32(y*stride + x + w), int32((y+h)*stride + x), int32((y+h)*stride + x + w)}
	}
	corner := func(x, y, w, h int) [4]int32 {
		o := plain(x, y, w, h)
		for i := range o {
			o[i] *= int32(k)
		}
		return o
	}
	// a tilted rectangle's corners: its top (x, y), left (x-h, y+h),
	// right (x+w, y+w) and bottom (x+w-h, y+w+h) in the tilted image
	tiltedCorner := func(x, y, w, h int) [4]int32 {
		return [4]int32{int32(2*(y*stride+x) + 1), int32(2*((y+h)*stride+x-h) + 1),
			int32(2*((y+w)*stride+x+w) + 1), int32(2*((y+w+h)*stride+x+w-h) + 1)}
	}
	lay := c.scanLayout()
	buf.nodes = lay.level(c, corner, tiltedCorner, buf.nodes)
	nodes := buf.nodes
	// The variance normalisation window excludes a 1-pixel border, as in
	// OpenCV; the thresholds in the files were trained with it.
	norm, normSq := corner(1, 1, c.winW-2, c.winH-2), plain(1, 1, c.winW-2, c.winH-2)
	area := float64((c.winW - 2) * (c.winH - 2))

	var out []image.Rectangle
	for y := 0; y+c.winH < g.h; y += step {
	window:
		for x := 0; x+c.winW < g.w; x += step {
			at := int32(y*stride + x)
			base := at * int32(k)
			s := float64(sum[base+norm[0]] - sum[base+norm[1]] - sum[base+norm[2]] + sum[base+norm[3]])
			q := sq[at+normSq[0]] - sq[at+normSq[1]] - sq[at+normSq[2]] + sq[at+normSq[3]]
			nf := area*q - s*s
			// Flat windows (std dev under ~10 grey levels) cannot hold a
			// face and would make the normalised features blow up.
			if nf <= 0 {
				continue
			}
			nf = math.Sqrt(nf)
			if area/nf >= 0.1 {
				continue
			}
			inv := float32(1 / nf)
			for si := range lay.stages {
				if !lay.stages[si].pass(nodes, sum, base, inv) {
					continue window
				}
			}
			out = append(out, image.Rect(x, y, x+c.winW, y+c.winH))
		}
	}
	return out
}

// integrals writes g's integral images ((w+1) x (h+1), a zero first row
// and column) into sum, interleaved when k is 2 (upright at even indices,
// tilted at odd ones), and the integral of the squares into sq.
//
// The tilted image at (x+1, y+1) is the sum over the 45-degree cone
// above pixel (x, y): the pixels (x', y') with y' <= y and |x-x'| <= y-y'.
// By inclusion and exclusion of cones, R(x, y) = R(x-1, y-1) +
// R(x+1, y-1) - R(x, y-2) + I(x, y) + I(x, y-1); just outside the
// picture R(-1, y) = R(0, y-1) and R(w, y) = R(w-1, y-1) (the same
// pixels), which is also the tilted image's first column.
func integrals(g *grayImage, sum []int32, sq []float64, k int) {
	stride := g.w + 1
	at := func(x, y int) int { return k * (y*stride + x) }
	clear(sum[:k*stride]) // the first row; every other is written below
	clear(sq[:stride])
	for y := 0; y < g.h; y++ {
		sum[at(0, y+1)], sq[(y+1)*stride] = 0, 0 // the first column
		var rs int32
		var rq float64
		for x := 0; x < g.w; x++ {
			v := g.pix[y*g.w+x]
			rs += int32(v)
			rq += float64(v) * float64(v)
			i := (y+1)*stride + x + 1
			sum[k*i] = sum[k*(i-stride)] + rs
			sq[i] = sq[i-stride] + rq
		}
	}
	if k == 1 {
		return
	}
	// R(x, y) lives at tilted (x+1, y+1); rows before the picture are 0
	r := func(x, y int) int32 {
		if y < 0 {
			return 0
		}
		if x < 0 {
			x, y = 0, y-1
		} else if x >= g.w {
			x, y = g.w-1, y-1
		}
		if y < 0 {
			return 0
		}
		return sum[at(x+1, y+1)+1]
	}
	pix := func(x, y int) int32 {
		if y < 0 {
			return 0
		}
		return int32(g.pix[y*g.w+x])
	}
	for y := 0; y <= g.h; y++ {
		sum[at(0, y)+1] = 0
	}
	for x := 0; x <= g.w; x++ {
		sum[at(x, 0)+1] = 0
	}
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			sum[at(x+1, y+1)+1] = r(x-1, y-1) + r(x+1, y-1) - r(x, y-2) + pix(x, y) + pix(x, y-1)
		}
		sum[at(0, y+1)+1] = r(0, y-1) // R(-1, y)
	}
}

// scanNode is a tree node of a cascade at one pyramid level: its
// feature's rectangles as corner offsets into the integral image, their
// weights, and the threshold. A missing third rectangle keeps weight 0
// and offsets 0: it adds nothing, and skipping it would cost a branch.
type scanNode struct {
	o         [3][4]int32
	w         [3]float32
	threshold float32
}

// scanTree is a weak tree of one or two nodes (OpenCV's cascades: stumps
// in the profile and cat ones, two nodes in frontalface_alt2) evaluated
// without branches: every node is computed and the leaf looked up by the
// comparisons, leaf[below(0)] or leaf[2*below(0)+below(1)], below being 1
// under the node's threshold. Which way a window's feature falls is a
// coin toss to the branch predictor, and its mispredictions were most of
// the scan's time. Its nodes are the level's nodes[first:first+n].
type scanTree struct {
	first, n int32
	leaf     [4]float32
}

// scanStage is one stage of a cascade: flat trees when all of them have
// at most two nodes, else the general trees (tree i's nodes from the
// level's nodes[first[i]]).
type scanStage struct {
	flat      []scanTree
	stumps    bool // every flat tree is one node
	trees     []weakTree
	first     []int
	threshold float32
}

// scanLayout is the order a cascade's scan reads its nodes in, made once
// per cascade; level lays out the nodes for one pyramid level.
type scanLayout struct {
	stages []scanStage
	nodes  []treeNode
}

// scanLayout returns the cascade's layout, made on first use.
func (c *cascade) scanLayout() *scanLayout {
	c.layoutOnce.Do(func() { c.layout = c.newScanLayout(true) })
	return c.layout
}

// newScanLayout lays out the stages, with flat trees where they can be
// (flat false: never, for the tests).
func (c *cascade) newScanLayout(flat bool) *scanLayout {
	l := &scanLayout{stages: make([]scanStage, len(c.stages))}
	for si, st := range c.stages {
		out := &l.stages[si]
		out.threshold = st.threshold
		start := len(l.nodes)
		for _, t := range st.trees {
			ft, ok := flatTree(t)
			if !ok || !flat {
				out.flat = nil
				l.nodes = l.nodes[:start]
				break
			}
			ft.first, ft.n = int32(len(l.nodes)), int32(len(t.nodes))
			l.nodes = append(l.nodes, t.nodes...)
			out.flat = append(out.flat, ft)
		}
		if out.flat != nil {
			out.stumps = len(l.nodes)-start == len(out.flat)
			continue
		}
		out.trees = st.trees
		for _, t := range st.trees {
			out.first = append(out.first, len(l.nodes))
			l.nodes = append(l.nodes, t.nodes...)
		}
	}
	return l
}

// level returns the layout's nodes with their rectangles' corner offsets
// for one pyramid level's integral image, in nodes' memory when it is big
// enough.
func (l *scanLayout) level(c *cascade, corner, tiltedCorner func(x, y, w, h int) [4]int32, nodes []scanNode) []scanNode {
	if cap(nodes) < len(l.nodes) {
		nodes = make([]scanNode, len(l.nodes))
	}
	nodes = nodes[:len(l.nodes)]
	for i, n := range l.nodes {
		f := &c.features[n.feature]
		sn := &nodes[i]
		*sn = scanNode{threshold: n.threshold} // a missing rect: weight and offsets 0
		for k := 0; k < f.n; k++ {
			r := f.rects[k]
			if f.tilted {
				sn.o[k] = tiltedCorner(r.x, r.y, r.w, r.h)
			} else {
				sn.o[k] = corner(r.x, r.y, r.w, r.h)
			}
			sn.w[k] = r.weight
		}
	}
	return nodes
}

// flatTree is t's leaf table when it has one node, or two with the second
// under the first.
func flatTree(t weakTree) (scanTree, bool) {
	var ft scanTree
	root := t.nodes[0]
	switch {
	case len(t.nodes) == 1:
		ft.leaf = [4]float32{t.leaves[-root.right], t.leaves[-root.left]}
	case len(t.nodes) == 2 && root.left == 1 && root.right <= 0:
		sub := t.nodes[1]
		if sub.left > 0 || sub.right > 0 {
			return ft, false
		}
		ft.leaf = [4]float32{t.leaves[-root.right], t.leaves[-root.right], t.leaves[-sub.right], t.leaves[-sub.left]}
	case len(t.nodes) == 2 && root.right == 1 && root.left <= 0:
		sub := t.nodes[1]
		if sub.left > 0 || sub.right > 0 {
			return ft, false
		}
		ft.leaf = [4]float32{t.leaves[-sub.right], t.leaves[-sub.left], t.leaves[-root.left], t.leaves[-root.left]}
	default:
		return ft, false
	}
	return ft, true
}

// pass reports whether the window at base passes the stage: the sum of
// its trees' leaves reaches the stage's threshold.
func (st *scanStage) pass(nodes []scanNode, sum []int32, base int32, inv float32) bool {
	win := (*scanWindow)(sum[base : base+scanWindowLen])
	var acc float32
	if st.stumps {
		// one node a tree (the profile, cat and body cascades): no
		// inner loop, the leaf is leaf[below]
		for ti := range st.flat {
			t := &st.flat[ti]
			n := &nodes[t.first]
			val := n.w[0]*boxSum(win, &n.o[0]) + n.w[1]*boxSum(win, &n.o[1])
			if n.w[2] != 0 {
				val += n.w[2] * boxSum(win, &n.o[2])
			}
			k := 0
			if val*inv < n.threshold {
				k = 1
			}
			acc += t.leaf[k]
		}
		return acc >= st.threshold
	}
	if st.flat != nil {
		for ti := range st.flat {
			t := &st.flat[ti]
			k := 0
			for ni := t.first; ni < t.first+t.n; ni++ {
				n := &nodes[ni]
				val := n.w[0]*boxSum(win, &n.o[0]) + n.w[1]*boxSum(win, &n.o[1])
				if n.w[2] != 0 {
					val += n.w[2] * boxSum(win, &n.o[2])
				}
				below := 0
				if val*inv < n.threshold {
					below = 1
				}
				k = 2*k + below
			}
			acc += t.leaf[k]
		}
		return acc >= st.threshold
	}
	for ti, t := range st.trees {
		idx := 0
		for {
			n := t.nodes[idx]
			sn := &nodes[st.first[ti]+idx]
			val := sn.w[0]*boxSum(win, &sn.o[0]) + sn.w[1]*boxSum(win, &sn.o[1])
			if sn.w[2] != 0 {
				val += sn.w[2] * boxSum(win, &sn.o[2])
			}
			if val*inv < sn.threshold {
				idx = n.left
			} else {
				idx = n.right
			}
			if idx <= 0 {
				break
			}
		}
		acc += t.leaves[-idx]
	}
	return acc >= st.threshold
}

// boxSum is the sum of the pixels in a rectangle, from the integral
// image's values at its corners. The scan skips a node's missing third
// rectangle (weight 0; most features have two) rather than add its 0:
// the sum is the same, and its four reads were a tenth of the scan.
func boxSum(win *scanWindow, o *[4]int32) float32 {
	return float32(win[o[0]&scanWindowMask] - win[o[1]&scanWindowMask] - win[o[2]&scanWindowMask] + win[o[3]&scanWindowMask])
}

// groupRectangles clusters similar boxes, keeps clusters with more than
// groupThreshold members, averages each, and drops boxes nested inside a
// better-supported one (OpenCV's groupRectangles without weights).
func groupRectangles(rs []image.Rectangle, groupThreshold int, eps float64) []image.Rectangle {
	n := len(rs)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	similar := func(a, b image.Rectangle) bool {
		d := eps * float64(min(a.Dx(), b.Dx())+min(a.Dy(), b.Dy())) * 0.5
		return math.Abs(float64(a.Min.X-b.Min.X)) <= d && math.Abs(float64(a.Min.Y-b.Min.Y)) <= d &&
			math.Abs(float64(a.Max.X-b.Max.X)) <= d && math.Abs(float64(a.Max.Y-b.Max.Y)) <= d
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if similar(rs[i], rs[j]) {
				parent[find(i)] = find(j)
			}
		}
	}
	type acc struct{ x, y, w, h, n int }
	classes := map[int]*acc{}
	var order []int
	for i, r := range rs {
		root := find(i)
		a := classes[root]
		if a == nil {
			a = &acc{}
			classes[root] = a
			order = append(order, root)
		}
		a.x += r.Min.X
		a.y += r.Min.Y
		a.w += r.Dx()
		a.h += r.Dy()
		a.n++
	}
	type cand struct {
		r image.Rectangle
		n int
	}
	var cands []cand
	for _, root := range order {
		a := classes[root]
		if a.n <= groupThreshold {
			continue
		}
		s := 1 / float64(a.n)
		x, y := int(math.Round(float64(a.x)*s)), int(math.Round(float64(a.y)*s))
		cands = append(cands, cand{image.Rect(x, y, x+int(math.Round(float64(a.w)*s)), y+int(math.Round(float64(a.h)*s))), a.n})
	}
	var out []image.Rectangle
	for i, c1 := range cands {
		nested := false
		for j, c2 := range cands {
			if i == j {
				continue
			}
			dx, dy := int(float64(c2.r.Dx())*eps), int(float64(c2.r.Dy())*eps)
			if c1.r != c2.r && c1.r.Min.X >= c2.r.Min.X-dx && c1.r.Min.Y >= c2.r.Min.Y-dy &&
				c1.r.Max.X <= c2.r.Max.X+dx && c1.r.Max.Y <= c2.r.Max.Y+dy && (c2.n > max(3, c1.n) || c1.n < 3) {
				nested = true
				break
			}
		}
		if !nested {
			out = append(out, c1.r)
		}
	}
	return out
}
