package segment

// Min-cut on an 8-connected pixel grid by the Boykov–Kolmogorov max-flow
// algorithm ("An experimental comparison of min-cut/max-flow algorithms
// for energy minimization in vision", PAMI 2004). Two search trees grow
// from the source and the sink through unsaturated edges; a path found
// where they touch is augmented; nodes cut off from their tree (orphans)
// are adopted by a neighbour that still reaches the terminal, or freed.
// The trees are kept between augmentations, which is why it beats
// push-relabel and plain augmenting paths on the short, wide graphs of
// images. Capacities are integers, so flow is exact and the cut does not
// depend on rounding.
//
// GrabCut cuts the same grid a few times with new terminal capacities and
// the same edges: retarget changes a node's terminal capacities and keeps
// the flow pushed so far in the residual graph (Kohli and Torr, "Dynamic
// graph cuts", 2007), so the next maxflow only pushes what changed. The cut
// is the same as from scratch: the source side is the set of nodes the
// source reaches in the residual graph of a maximum flow, which is the same
// for every maximum flow.

// grid directions: opposite directions are k^1.
var gridDX = [8]int{1, -1, 0, 0, 1, -1, 1, -1}
var gridDY = [8]int{0, 0, 1, -1, 1, -1, -1, 1}

const (
	parentNone     = -1 // free node
	parentTerminal = 8
	parentOrphan   = 9

	treeFree   = 0
	treeSource = 1
	treeSink   = 2
)

// gridGraph is a w x h grid: every pixel a node with a terminal capacity
// and an edge to each of its 8 neighbours.
type gridGraph struct {
	w, h   int
	off    [8]int
	valid  []uint8 // bit k: the neighbour in direction k exists
	r      []int32 // residual capacity of the edge i -> i+off[k], at i*8+k
	trCap  []int32 // residual terminal capacity: > 0 from the source, < 0 to the sink
	tcap   []int32 // terminal capacity as set (source - sink), for retarget
	parent []int8
	tree   []uint8
	ts     []int32 // time the distance to the terminal was checked
	dist   []int32 // distance to the terminal along parents
	queue  []int32 // active nodes
	queued []bool
	orphan []int32
	flow   int64 // exact while no terminal was retargeted
	time   int32
}

func newGridGraph(w, h int) *gridGraph {
	n := w * h
	g := &gridGraph{w: w, h: h, valid: make([]uint8, n), r: make([]int32, 8*n), trCap: make([]int32, n), tcap: make([]int32, n),
		parent: make([]int8, n), tree: make([]uint8, n), ts: make([]int32, n), dist: make([]int32, n), queued: make([]bool, n)}
	for k := 0; k < 8; k++ {
		g.off[k] = gridDX[k] + gridDY[k]*w
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var v uint8
			for k := 0; k < 8; k++ {
				nx, ny := x+gridDX[k], y+gridDY[k]
				if nx >= 0 && ny >= 0 && nx < w && ny < h {
					v |= 1 << k
				}
			}
			g.valid[y*w+x] = v
		}
	}
	return g
}

// setTerminals gives node i a capacity from the source and one to the
// sink; the common part is flow that any cut pays, counted at once.
func (g *gridGraph) setTerminals(i int, source, sink int32) {
	m := min(source, sink)
	g.flow += int64(m)
	g.trCap[i] = source - sink
	g.tcap[i] = source - sink
}

// retarget gives node i new terminal capacities after a maxflow: the
// residual capacity moves by the change, which keeps the flow found so far
// valid (a capacity below the flow already through the node is the same
// network with a constant added to both of its terminals, which every cut
// pays). The next maxflow continues from there; its value is then not the
// flow of the new network (only the cut is used).
func (g *gridGraph) retarget(i int, source, sink int32) {
	c := source - sink
	g.trCap[i] += c - g.tcap[i]
	g.tcap[i] = c
}

// setEdge sets the capacity of i -> neighbour k and of its reverse.
func (g *gridGraph) setEdge(i, k int, c, rev int32) {
	g.r[i*8+k] = c
	g.r[(i+g.off[k])*8+(k^1)] = rev
}

func (g *gridGraph) activate(i int32) {
	if !g.queued[i] {
		g.queued[i] = true
		g.queue = append(g.queue, i)
	}
}

// maxflow computes the maximum flow; inSource then tells each node's side.
// It can run again after retarget: the trees are grown afresh on the
// residual graph.
func (g *gridGraph) maxflow() int64 {
	g.pushShortPaths()
	g.queue = g.queue[:0]
	for i := range g.trCap {
		g.parent[i], g.tree[i] = parentNone, treeFree
		switch {
		case g.trCap[i] > 0:
			g.tree[i], g.parent[i] = treeSource, parentTerminal
		case g.trCap[i] < 0:
			g.tree[i], g.parent[i] = treeSink, parentTerminal
		default:
			continue
		}
		g.ts[i], g.dist[i] = 0, 1
		g.activate(int32(i))
	}
	head := 0
	for head < len(g.queue) {
		i := int(g.queue[head])
		head++
		g.queued[i] = false
		if g.tree[i] == treeFree {
			continue
		}
		s, t, k := g.grow(i)
		if s < 0 {
			continue
		}
		g.time++
		g.augment(s, t, k)
		g.adoptOrphans()
		if g.tree[i] != treeFree {
			// keep growing from i: put it back in front
			head--
			g.queue[head] = int32(i)
			g.queued[i] = true
		}
		if head > 1<<16 && head > len(g.queue)/2 {
			g.queue = append(g.queue[:0], g.queue[head:]...)
			head = 0
		}
	}
	return g.flow
}

// pushShortPaths sends flow along every path source -> i -> j -> sink
// with i and j neighbours, in one pass before the trees are grown. On an
// image graph most nodes have a terminal capacity, and the first thing
// the trees would do is saturate these paths one by one, each saturated
// terminal edge leaving an orphan to adopt or free. Any flow can start a
// maximum flow, and the cut does not depend on which (see the top).
func (g *gridGraph) pushShortPaths() {
	for i, c := range g.trCap {
		if c <= 0 {
			continue
		}
		v := g.valid[i]
		for k := 0; k < 8 && g.trCap[i] > 0; k++ {
			if v&(1<<k) == 0 {
				continue
			}
			j := i + g.off[k]
			if g.trCap[j] >= 0 || g.r[i*8+k] <= 0 {
				continue
			}
			b := min(g.trCap[i], g.r[i*8+k], -g.trCap[j])
			g.trCap[i] -= b
			g.trCap[j] += b
			g.r[i*8+k] -= b
			g.r[j*8+(k^1)] += b
			g.flow += int64(b)
		}
	}
}

// grow extends i's tree to its free neighbours and returns the edge
// s -> t (direction k from s) where the trees meet, or s = -1.
func (g *gridGraph) grow(i int) (s, t, k int) {
	v := g.valid[i]
	if g.tree[i] == treeSource {
		for k := 0; k < 8; k++ {
			if v&(1<<k) == 0 || g.r[i*8+k] <= 0 {
				continue
			}
			j := i + g.off[k]
			switch g.tree[j] {
			case treeFree:
				g.tree[j], g.parent[j] = treeSource, int8(k^1)
				g.ts[j], g.dist[j] = g.ts[i], g.dist[i]+1
				g.activate(int32(j))
			case treeSink:
				return i, j, k
			default:
				if g.ts[j] <= g.ts[i] && g.dist[j] > g.dist[i] {
					g.parent[j], g.ts[j], g.dist[j] = int8(k^1), g.ts[i], g.dist[i]+1
				}
			}
		}
		return -1, -1, 0
	}
	for k := 0; k < 8; k++ {
		if v&(1<<k) == 0 {
			continue
		}
		j := i + g.off[k]
		if g.r[j*8+(k^1)] <= 0 {
			continue
		}
		switch g.tree[j] {
		case treeFree:
			g.tree[j], g.parent[j] = treeSink, int8(k^1)
			g.ts[j], g.dist[j] = g.ts[i], g.dist[i]+1
			g.activate(int32(j))
		case treeSource:
			return j, i, k ^ 1
		default:
			if g.ts[j] <= g.ts[i] && g.dist[j] > g.dist[i] {
				g.parent[j], g.ts[j], g.dist[j] = int8(k^1), g.ts[i], g.dist[i]+1
			}
		}
	}
	return -1, -1, 0
}

// augment pushes the bottleneck flow along source ... s -> t ... sink.
func (g *gridGraph) augment(s, t, k int) {
	b := g.r[s*8+k]
	for u := s; ; {
		pk := int(g.parent[u])
		if pk == parentTerminal {
			b = min(b, g.trCap[u])
			break
		}
		p := u + g.off[pk]
		b = min(b, g.r[p*8+(pk^1)])
		u = p
	}
	for u := t; ; {
		pk := int(g.parent[u])
		if pk == parentTerminal {
			b = min(b, -g.trCap[u])
			break
		}
		b = min(b, g.r[u*8+pk])
		u += g.off[pk]
	}
	g.r[s*8+k] -= b
	g.r[t*8+(k^1)] += b
	for u := s; ; {
		pk := int(g.parent[u])
		if pk == parentTerminal {
			g.trCap[u] -= b
			if g.trCap[u] == 0 {
				g.makeOrphan(u)
			}
			break
		}
		p := u + g.off[pk]
		g.r[p*8+(pk^1)] -= b
		g.r[u*8+pk] += b
		if g.r[p*8+(pk^1)] == 0 {
			g.makeOrphan(u)
		}
		u = p
	}
	for u := t; ; {
		pk := int(g.parent[u])
		if pk == parentTerminal {
			g.trCap[u] += b
			if g.trCap[u] == 0 {
				g.makeOrphan(u)
			}
			break
		}
		p := u + g.off[pk]
		g.r[u*8+pk] -= b
		g.r[p*8+(pk^1)] += b
		if g.r[u*8+pk] == 0 {
			g.makeOrphan(u)
		}
		u = p
	}
	g.flow += int64(b)
}

func (g *gridGraph) makeOrphan(u int) {
	g.parent[u] = parentOrphan
	g.orphan = append(g.orphan, int32(u))
}

// adoptOrphans finds each orphan a new parent in its tree that still
// reaches the terminal (the nearest one), or frees it and orphans its
// children.
func (g *gridGraph) adoptOrphans() {
	for n := 0; n < len(g.orphan); n++ {
		o := int(g.orphan[n])
		src := g.tree[o] == treeSource
		v := g.valid[o]
		best, bestD := -1, int32(1<<30)
		for k := 0; k < 8; k++ {
			if v&(1<<k) == 0 {
				continue
			}
			j := o + g.off[k]
			if g.tree[j] != g.tree[o] {
				continue
			}
			if src && g.r[j*8+(k^1)] <= 0 || !src && g.r[o*8+k] <= 0 {
				continue
			}
			// does j still reach the terminal? walk up, with the
			// distances checked at this time as shortcuts
			d := int32(0)
			u := j
			ok := false
			for {
				if g.ts[u] == g.time {
					d += g.dist[u]
					ok = true
					break
				}
				pk := int(g.parent[u])
				d++
				if pk == parentTerminal {
					g.ts[u], g.dist[u] = g.time, 1
					ok = true
					break
				}
				if pk == parentOrphan || pk == parentNone {
					break
				}
				u += g.off[pk]
			}
			if !ok {
				continue
			}
			if d < bestD {
				best, bestD = k, d
			}
			// mark the path with its distances
			for u := j; g.ts[u] != g.time; {
				g.ts[u], g.dist[u] = g.time, d
				d--
				u += g.off[int(g.parent[u])]
			}
		}
		if best >= 0 {
			g.parent[o], g.ts[o], g.dist[o] = int8(best), g.time, bestD+1
			continue
		}
		// no parent: o leaves its tree
		for k := 0; k < 8; k++ {
			if v&(1<<k) == 0 {
				continue
			}
			j := o + g.off[k]
			if g.tree[j] != g.tree[o] {
				continue
			}
			if src && g.r[j*8+(k^1)] > 0 || !src && g.r[o*8+k] > 0 {
				g.activate(int32(j))
			}
			if pk := int(g.parent[j]); pk < 8 && j+g.off[pk] == o {
				g.makeOrphan(j)
			}
		}
		g.tree[o], g.parent[o] = treeFree, parentNone
	}
	g.orphan = g.orphan[:0]
}

// inSource reports whether node i is on the source side of the minimum
// cut (free nodes belong to the sink side).
func (g *gridGraph) inSource(i int) bool { return g.tree[i] == treeSource }
