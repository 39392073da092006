package segment

import (
	"context"
	"image"
	"math"
	"sync"
)

// GrabCut (Rother, Kolmogorov and Blake, SIGGRAPH 2004): foreground and
// background are each a mixture of gaussians in RGB, fitted to the seed;
// the labelling that minimises
//
//	sum_i D_i(label_i) + sum_{i~j, label_i != label_j} gamma/dist(i,j) exp(-beta |z_i - z_j|^2)
//
// is a minimum cut of the pixel graph (maxflow.go); the mixtures are fitted
// again to the new labelling and the cut repeated a few times. The
// pairwise term is what makes the edge follow the picture's edges: cutting
// between two similar colours is expensive, between two different ones
// cheap. D_i is the negative log-likelihood of the pixel's colour under
// each mixture plus a spatial prior (the seed's confidence that the pixel
// is subject), so the priors from faces and saliency steer the cut where
// colour alone cannot tell the subject from the background.

const (
	gmmComponents = 5
	gcGamma       = 50.0 // Rother et al.'s weight of the smoothness term
	gcPriorWeight = 1.5  // weight of the spatial prior against colour
	gcIterations  = 4
	capScale      = 16 // energies to integer capacities
	capInfinite   = 1 << 26
)

// Seed labels for grabCut.
const (
	seedBG     = 0 // definitely background: never subject
	seedProbBG = 1
	seedProbFG = 2
	seedFG     = 3 // definitely subject
)

// gaussian is one component of a mixture: weight, mean, inverse
// covariance and the log of its normalising factor.
type gaussian struct {
	weight  float64
	mean    [3]float64
	inv     [3][3]float64
	logNorm float64 // log(weight) - 0.5 log det(2 pi Sigma)
}

type gmm []gaussian

// fitGMM fits k gaussians to the colours of the pixels where take(i) is
// true: k-means for the assignment (deterministic start), then the mean
// and covariance of each cluster.
func fitGMM(pix []float32, take func(i int) bool, k int) gmm {
	n := len(pix) / 3
	pts := make([][3]float32, 0, n/2+1)
	// every other pixel is plenty for five gaussians and halves the cost
	for i := 0; i < n; i += 2 {
		if take(i) {
			pts = append(pts, [3]float32{pix[3*i], pix[3*i+1], pix[3*i+2]})
		}
	}
	if len(pts) < k {
		for i := 0; i < n && len(pts) < k; i++ {
			if take(i) {
				pts = append(pts, [3]float32{pix[3*i], pix[3*i+1], pix[3*i+2]})
			}
		}
	}
	if len(pts) == 0 {
		return nil
	}
	centres, _ := kmeans(pts, k)
	assign := make([]int, len(pts))
	for i, p := range pts {
		best, bestD := 0, float32(math.Inf(1))
		for c := range centres {
			d0, d1, d2 := p[0]-centres[c][0], p[1]-centres[c][1], p[2]-centres[c][2]
			if d := d0*d0 + d1*d1 + d2*d2; d < bestD {
				best, bestD = c, d
			}
		}
		assign[i] = best
	}
	return gmmFrom(pts, assign, len(centres))
}

// gmmFrom computes each component's weight, mean and covariance from an
// assignment of the points.
func gmmFrom(pts [][3]float32, assign []int, k int) gmm {
	var sum [][3]float64 = make([][3]float64, k)
	var prod [][3][3]float64 = make([][3][3]float64, k)
	count := make([]int, k)
	for i, p := range pts {
		c := assign[i]
		count[c]++
		for a := 0; a < 3; a++ {
			sum[c][a] += float64(p[a])
			for b := 0; b < 3; b++ {
				prod[c][a][b] += float64(p[a]) * float64(p[b])
			}
		}
	}
	var g gmm
	for c := 0; c < k; c++ {
		if count[c] == 0 {
			continue
		}
		n := float64(count[c])
		var comp gaussian
		comp.weight = n / float64(len(pts))
		var cov [3][3]float64
		for a := 0; a < 3; a++ {
			comp.mean[a] = sum[c][a] / n
		}
		for a := 0; a < 3; a++ {
			for b := 0; b < 3; b++ {
				cov[a][b] = prod[c][a][b]/n - comp.mean[a]*comp.mean[b]
			}
		}
		// a flat cluster (one colour) would have a singular covariance;
		// a little variance keeps its likelihood finite
		for a := 0; a < 3; a++ {
			cov[a][a] += 4
		}
		det := cov[0][0]*(cov[1][1]*cov[2][2]-cov[1][2]*cov[2][1]) -
			cov[0][1]*(cov[1][0]*cov[2][2]-cov[1][2]*cov[2][0]) +
			cov[0][2]*(cov[1][0]*cov[2][1]-cov[1][1]*cov[2][0])
		if det <= 1e-9 {
			continue
		}
		inv := 1 / det
		comp.inv[0][0] = (cov[1][1]*cov[2][2] - cov[1][2]*cov[2][1]) * inv
		comp.inv[0][1] = (cov[0][2]*cov[2][1] - cov[0][1]*cov[2][2]) * inv
		comp.inv[0][2] = (cov[0][1]*cov[1][2] - cov[0][2]*cov[1][1]) * inv
		comp.inv[1][0] = (cov[1][2]*cov[2][0] - cov[1][0]*cov[2][2]) * inv
		comp.inv[1][1] = (cov[0][0]*cov[2][2] - cov[0][2]*cov[2][0]) * inv
		comp.inv[1][2] = (cov[0][2]*cov[1][0] - cov[0][0]*cov[1][2]) * inv
		comp.inv[2][0] = (cov[1][0]*cov[2][1] - cov[1][1]*cov[2][0]) * inv
		comp.inv[2][1] = (cov[0][1]*cov[2][0] - cov[0][0]*cov[2][1]) * inv
		comp.inv[2][2] = (cov[0][0]*cov[1][1] - cov[0][1]*cov[1][0]) * inv
		comp.logNorm = math.Log(comp.weight) - 0.5*math.Log(det) - 1.5*math.Log(2*math.Pi)
		g = append(g, comp)
	}
	return g
}

// logLike returns the component of g that best explains colour z and
// the log-likelihood of z under the whole mixture.
func (g gmm) logLike(z [3]float64) (best int, ll float64) {
	bestL := math.Inf(-1)
	var terms [gmmComponents]float64
	for c := range g {
		d0, d1, d2 := z[0]-g[c].mean[0], z[1]-g[c].mean[1], z[2]-g[c].mean[2]
		iv := &g[c].inv
		q := d0*(iv[0][0]*d0+iv[0][1]*d1+iv[0][2]*d2) + d1*(iv[1][0]*d0+iv[1][1]*d1+iv[1][2]*d2) + d2*(iv[2][0]*d0+iv[2][1]*d1+iv[2][2]*d2)
		l := g[c].logNorm - 0.5*q
		terms[c] = l
		if l > bestL {
			best, bestL = c, l
		}
	}
	if len(g) == 0 {
		return 0, -100
	}
	var s float64
	for c := range g {
		s += math.Exp(terms[c] - bestL)
	}
	return best, bestL + math.Log(s)
}

// grabCut labels the pixels of work (RGB, 3 floats a pixel, w x h) as
// subject (true) or not, from the seed labels and the prior probability
// of being subject. Pixels labelled seedFG or seedBG keep their label.
// Pixels marked unsure (unsure may be nil) are left out of the first
// colour models: the seed has no opinion on them worth learning colours
// from.
func grabCut(ctx context.Context, pix []float32, w, h int, seed []uint8, prior []float32, unsure []bool) ([]bool, error) {
	n := w * h
	fg := make([]bool, n)
	for i, s := range seed {
		fg[i] = s >= seedProbFG
	}
	// beta: the inverse of twice the mean squared colour step
	var sumD float64
	var cnt int
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			for k := 0; k < 8; k += 2 { // each pair once: +x, +y, +x+y, +x-y
				nx, ny := x+gridDX[k], y+gridDY[k]
				if k == 6 {
					nx, ny = x+1, y-1
				}
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				sumD += colourDist2(pix, i, ny*w+nx)
				cnt++
			}
		}
	}
	beta := 0.0
	if sumD > 0 {
		beta = float64(cnt) / (2 * sumD)
	}
	// The pairwise capacities do not change between iterations: the graph
	// is made once, and each iteration only retargets the terminals and
	// continues from the flow of the last (maxflow.go).
	g := newGridGraph(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			for _, k := range [4]int{0, 2, 4, 6} {
				nx, ny := x+gridDX[k], y+gridDY[k]
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				d := 1.0
				if k >= 4 {
					d = math.Sqrt2
				}
				v := gcGamma / d * math.Exp(-beta*colourDist2(pix, i, ny*w+nx))
				c := int32(v*capScale + 0.5)
				g.setEdge(i, k, c, c)
			}
		}
	}
	logPrior := make([][2]float32, n)
	for i, p := range prior {
		p = min(max(p, 0.02), 0.98)
		logPrior[i] = [2]float32{float32(-gcPriorWeight * math.Log(float64(1-p))), float32(-gcPriorWeight * math.Log(float64(p)))}
	}
	caps := make([][2]int32, n) // source and sink capacity of each pixel
	for iter := 0; iter < gcIterations; iter++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		first := iter == 0 && unsure != nil
		// the two mixtures are fitted side by side, and the terminal
		// capacities computed in bands on every core (each pixel's
		// alone), then set in order
		var fgModel, bgModel gmm
		var wg sync.WaitGroup
		wg.Go(func() {
			fgModel = fitGMM(pix, func(i int) bool { return fg[i] && !(first && unsure[i]) }, gmmComponents)
		})
		bgModel = fitGMM(pix, func(i int) bool { return !fg[i] && !(first && unsure[i]) }, gmmComponents)
		wg.Wait()
		if len(fgModel) == 0 || len(bgModel) == 0 {
			break
		}
		parallelLines(h, func(y0, y1 int) {
			for i := y0 * w; i < y1*w; i++ {
				caps[i] = terminalCaps(pix, i, seed[i], logPrior[i], fgModel, bgModel)
			}
		})
		setTerminals := g.setTerminals
		if iter > 0 {
			setTerminals = g.retarget
		}
		for i, c := range caps {
			setTerminals(i, c[0], c[1])
		}
		g.maxflow()
		changed := 0
		for i := range fg {
			v := g.inSource(i)
			if v != fg[i] {
				changed++
			}
			fg[i] = v
		}
		if changed < n/1000 {
			break
		}
	}
	return fg, nil
}

// terminalCaps is pixel i's source and sink capacity: a certain seed is
// tied to its side; any other pixel pays for the side whose colour model
// and prior explain it worse. The source side is subject: a node pays
// its source capacity when it ends up background, its sink capacity when
// subject.
func terminalCaps(pix []float32, i int, seed uint8, logPrior [2]float32, fgModel, bgModel gmm) [2]int32 {
	switch seed {
	case seedFG:
		return [2]int32{capInfinite, 0}
	case seedBG:
		return [2]int32{0, capInfinite}
	}
	z := [3]float64{float64(pix[3*i]), float64(pix[3*i+1]), float64(pix[3*i+2])}
	_, llF := fgModel.logLike(z)
	_, llB := bgModel.logLike(z)
	costFG := -llF + float64(logPrior[1])
	costBG := -llB + float64(logPrior[0])
	m := min(costFG, costBG)
	return [2]int32{int32((costBG-m)*capScale + 0.5), int32((costFG-m)*capScale + 0.5)}
}

func colourDist2(pix []float32, i, j int) float64 {
	d0 := float64(pix[3*i] - pix[3*j])
	d1 := float64(pix[3*i+1] - pix[3*j+1])
	d2 := float64(pix[3*i+2] - pix[3*j+2])
	return d0*d0 + d1*d1 + d2*d2
}

// rgbPlanes returns the pixels of img as interleaved RGB floats, 0..255.
func rgbPlanes(img *image.RGBA) []float32 {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	out := make([]float32, 3*w*h)
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride:]
		for x := 0; x < w; x++ {
			i := y*w + x
			out[3*i], out[3*i+1], out[3*i+2] = float32(row[4*x]), float32(row[4*x+1]), float32(row[4*x+2])
		}
	}
	return out
}
