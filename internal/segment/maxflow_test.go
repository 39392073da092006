package segment

import (
	"math/rand/v2"
	"testing"
)

// The Boykov–Kolmogorov max-flow against Edmonds–Karp (shortest
// augmenting paths on an adjacency matrix, the textbook algorithm) on
// random grids: same flow value, and the cut it reports costs exactly
// that flow.
func TestMaxflowMatchesEdmondsKarp(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 300; trial++ {
		w, h := 2+rng.IntN(6), 2+rng.IntN(6)
		n := w * h
		g := newGridGraph(w, h)
		// reference graph: nodes 0..n-1, source n, sink n+1
		c := make([][]int64, n+2)
		for i := range c {
			c[i] = make([]int64, n+2)
		}
		var base int64
		for i := 0; i < n; i++ {
			s, tk := int32(rng.IntN(20)), int32(rng.IntN(20))
			if rng.IntN(4) == 0 {
				s = 0
			}
			if rng.IntN(10) == 0 {
				s = capInfinite
			}
			g.setTerminals(i, s, tk)
			base += int64(min(s, tk))
			if s > tk {
				c[n][i] = int64(s - tk)
			} else {
				c[i][n+1] = int64(tk - s)
			}
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				for _, k := range []int{0, 2, 4, 6} {
					nx, ny := x+gridDX[k], y+gridDY[k]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					a, b := int32(rng.IntN(12)), int32(rng.IntN(12))
					g.setEdge(i, k, a, b)
					j := ny*w + nx
					c[i][j] += int64(a)
					c[j][i] += int64(b)
				}
			}
		}
		want := base + edmondsKarp(c, n, n+1)
		got := g.maxflow()
		if got != want {
			t.Fatalf("trial %d (%dx%d): flow %d, want %d", trial, w, h, got, want)
		}
		// the cut between the source side and the rest costs the flow
		var cut int64 = base
		for i := 0; i < n; i++ {
			if g.inSource(i) {
				cut += c[i][n+1]
			} else {
				cut += c[n][i]
			}
			for j := 0; j < n; j++ {
				if g.inSource(i) && !g.inSource(j) {
					cut += c[i][j]
				}
			}
		}
		if cut != want {
			t.Fatalf("trial %d: cut costs %d, flow %d", trial, cut, want)
		}
	}
}

func edmondsKarp(c [][]int64, s, t int) int64 {
	n := len(c)
	r := make([][]int64, n)
	for i := range c {
		r[i] = append([]int64(nil), c[i]...)
	}
	var flow int64
	for {
		prev := make([]int, n)
		for i := range prev {
			prev[i] = -1
		}
		prev[s] = s
		q := []int{s}
		for len(q) > 0 && prev[t] < 0 {
			u := q[0]
			q = q[1:]
			for v := 0; v < n; v++ {
				if prev[v] < 0 && r[u][v] > 0 {
					prev[v] = u
					q = append(q, v)
				}
			}
		}
		if prev[t] < 0 {
			return flow
		}
		b := int64(1 << 62)
		for v := t; v != s; v = prev[v] {
			b = min(b, r[prev[v]][v])
		}
		for v := t; v != s; v = prev[v] {
			r[prev[v]][v] -= b
			r[v][prev[v]] += b
		}
		flow += b
	}
}

// A graph cut again after retarget (GrabCut's later iterations) gives
// the cut a fresh graph with the final capacities gives, node for node,
// and that cut costs the maximum flow (Edmonds–Karp on the final
// capacities), through several retargets that raise and lower terminals
// below the flow already through them.
func TestMaxflowRetargetMatchesFresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	terminals := func() (int32, int32) {
		s, tk := int32(rng.IntN(30)), int32(rng.IntN(30))
		switch rng.IntN(8) {
		case 0:
			s = 0
		case 1:
			tk = 0
		case 2:
			s = capInfinite
		}
		return s, tk
	}
	for trial := 0; trial < 300; trial++ {
		w, h := 2+rng.IntN(7), 2+rng.IntN(7)
		n := w * h
		warm := newGridGraph(w, h)
		type edge struct {
			i, k int
			a, b int32
		}
		var edges []edge
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				for _, k := range []int{0, 2, 4, 6} {
					nx, ny := x+gridDX[k], y+gridDY[k]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					e := edge{y*w + x, k, int32(rng.IntN(12)), int32(rng.IntN(12))}
					edges = append(edges, e)
					warm.setEdge(e.i, e.k, e.a, e.b)
				}
			}
		}
		src, snk := make([]int32, n), make([]int32, n)
		for i := range n {
			src[i], snk[i] = terminals()
			warm.setTerminals(i, src[i], snk[i])
		}
		warm.maxflow()
		for round := 0; round < 3; round++ {
			for i := range n {
				if rng.IntN(2) == 0 {
					src[i], snk[i] = terminals()
					warm.retarget(i, src[i], snk[i])
				}
			}
			warm.maxflow()
			fresh := newGridGraph(w, h)
			c := make([][]int64, n+2)
			for i := range c {
				c[i] = make([]int64, n+2)
			}
			var base int64
			for i := range n {
				fresh.setTerminals(i, src[i], snk[i])
				base += int64(min(src[i], snk[i]))
				if src[i] > snk[i] {
					c[n][i] = int64(src[i] - snk[i])
				} else {
					c[i][n+1] = int64(snk[i] - src[i])
				}
			}
			for _, e := range edges {
				fresh.setEdge(e.i, e.k, e.a, e.b)
				j := e.i + fresh.off[e.k]
				c[e.i][j] += int64(e.a)
				c[j][e.i] += int64(e.b)
			}
			fresh.maxflow()
			cut := base
			for i := range n {
				if warm.inSource(i) != fresh.inSource(i) {
					t.Fatalf("trial %d round %d: node %d on the source side %v after retarget, %v fresh", trial, round, i, warm.inSource(i), fresh.inSource(i))
				}
				if warm.inSource(i) {
					cut += c[i][n+1]
				} else {
					cut += c[n][i]
				}
				for j := 0; j < n; j++ {
					if warm.inSource(i) && !warm.inSource(j) {
						cut += c[i][j]
					}
				}
			}
			if want := base + edmondsKarp(c, n, n+1); cut != want {
				t.Fatalf("trial %d round %d: cut costs %d, maximum flow %d", trial, round, cut, want)
			}
		}
	}
}
