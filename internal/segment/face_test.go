package segment

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	xdraw "golang.org/x/image/draw"
)

// The face of Eileen Collins in testdata/astronaut.png (512x512, public
// domain, from scikit-image), checked by eye: brows to chin, cheek to cheek.
var astronautFace = image.Rect(172, 75, 268, 180)

func TestDetectFacesAstronaut(t *testing.T) {
	needCascade(t)
	img := loadImage(t, "testdata/astronaut.png")
	start := time.Now()
	faces, err := DetectFaces(context.Background(), img)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("faces %v in %v", faces, time.Since(start))
	if len(faces) != 1 {
		t.Fatalf("got %d faces %v, want 1", len(faces), faces)
	}
	if iou := iou(faces[0], astronautFace); iou < 0.5 {
		t.Errorf("face box %v overlaps the true face %v with IoU %.2f, want >= 0.5", faces[0], astronautFace, iou)
	}
}

func TestSegmentFaceMask(t *testing.T) {
	needCascade(t)
	img := loadImage(t, "testdata/astronaut.png")
	m, err := Builtin().Segment(context.Background(), img, Request{Target: "face"})
	if err != nil {
		t.Fatal(err)
	}
	dumpMask(t, img, m.Alpha, "face-astronaut")
	if m.Method != MethodHaarCascade {
		t.Errorf("method %q, want %q", m.Method, MethodHaarCascade)
	}
	if m.Alpha.Bounds() != img.Bounds() {
		t.Errorf("alpha bounds %v, want %v", m.Alpha.Bounds(), img.Bounds())
	}
	// The centre of the face is fully selected, the rocket and the flag are not.
	inner := image.Rect(200, 100, 240, 160)
	if c := coverageRect(m.Alpha, inner); c < 0.99 {
		t.Errorf("face centre coverage %.2f, want >= 0.99", c)
	}
	if c := coverageRect(m.Alpha, astronautFace); c < 0.7 {
		t.Errorf("true face box coverage %.2f, want >= 0.7", c)
	}
	for _, r := range []image.Rectangle{image.Rect(380, 0, 460, 250), image.Rect(0, 0, 90, 300), image.Rect(0, 300, 512, 512)} {
		if c := coverageRect(m.Alpha, r); c > 0.01 {
			t.Errorf("coverage of %v is %.3f, want none", r, c)
		}
	}
	// Soft: the edge has intermediate values.
	soft := 0
	for _, v := range m.Alpha.Pix {
		if v > 20 && v < 235 {
			soft++
		}
	}
	if soft < 200 {
		t.Errorf("only %d feathered pixels; the edge should be soft", soft)
	}
	if !m.BBox.In(img.Bounds()) || iou(m.BBox, astronautFace) < 0.4 {
		t.Errorf("bbox %v does not match the face %v", m.BBox, astronautFace)
	}
}

func TestNoFace(t *testing.T) {
	needCascade(t)
	for name, img := range map[string]image.Image{
		"gradient": gradient(320, 240),
		"coffee":   loadImage(t, "testdata/coffee.png"),
	} {
		faces, err := DetectFaces(context.Background(), img)
		if err != nil {
			t.Fatal(err)
		}
		if len(faces) != 0 {
			t.Errorf("%s: found faces %v, want none", name, faces)
		}
		_, err = Builtin().Segment(context.Background(), img, Request{Target: TargetFace})
		if !errors.Is(err, ErrNoRegion) || !strings.Contains(err.Error(), "no face found") {
			t.Errorf("%s: err %v, want no face found", name, err)
		}
	}
}

// The origin of the image need not be 0,0 (a sub-image of a bigger one).
func TestFaceSubImage(t *testing.T) {
	needCascade(t)
	img := loadImage(t, "testdata/astronaut.png").(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(100, 20, 400, 300))
	m, err := Builtin().Segment(context.Background(), img, Request{Target: "Face"})
	if err != nil {
		t.Fatal(err)
	}
	if m.Alpha.Bounds() != img.Bounds() || iou(m.BBox, astronautFace) < 0.4 {
		t.Errorf("bounds %v bbox %v, want %v and a box on %v", m.Alpha.Bounds(), m.BBox, img.Bounds(), astronautFace)
	}
}

func TestCascadeErrors(t *testing.T) {
	t.Setenv(EnvCascade, filepath.Join(t.TempDir(), "missing.xml"))
	_, err := DetectFaces(context.Background(), gradient(64, 64))
	if err == nil || !strings.Contains(err.Error(), EnvCascade) {
		t.Errorf("missing cascade: err %v, want one naming %s", err, EnvCascade)
	}

	bad := filepath.Join(t.TempDir(), "bad.xml")
	os.WriteFile(bad, []byte("<opencv_storage><cascade><stageType>BOOST</stageType><featureType>LBP</featureType></cascade></opencv_storage>"), 0o644)
	if _, err := loadCascadeFile(bad); err == nil || !strings.Contains(err.Error(), `unsupported feature type "LBP"`) {
		t.Errorf("LBP cascade: err %v", err)
	}
	// a tilted rectangle reaches h to the left of x: at x 2 with h 3 it
	// leaves the window (upright, the same numbers would fit)
	tilted := `<opencv_storage><cascade><stageType>BOOST</stageType><featureType>HAAR</featureType><height>8</height><width>8</width>
<stages><_><stageThreshold>0</stageThreshold><weakClassifiers><_><internalNodes>0 -1 0 0</internalNodes><leafValues>1 -1</leafValues></_></weakClassifiers></_></stages>
<features><_><rects><_>2 0 3 3 -1.</_></rects><tilted>%d</tilted></_></features></cascade></opencv_storage>`
	for _, tc := range []struct {
		tilted int
		ok     bool
	}{{0, true}, {1, false}} {
		os.WriteFile(bad, fmt.Appendf(nil, tilted, tc.tilted), 0o644)
		if _, err := loadCascadeFile(bad); (err == nil) != tc.ok || (err != nil && !strings.Contains(err.Error(), "outside the 8x8 window")) {
			t.Errorf("tilted %d: err %v", tc.tilted, err)
		}
	}
	os.WriteFile(bad, []byte("not xml at all <"), 0o644)
	if _, err := loadCascadeFile(bad); err == nil || !strings.Contains(err.Error(), "parse xml") {
		t.Errorf("garbage cascade: err %v", err)
	}

	// a window whose features reach further than the scan reads: refused,
	// not read out of bounds (the package's cascades are 20-24 px)
	huge := &cascade{winW: 128, winH: 128, stages: []cascadeStage{{}}}
	if _, err := huge.detect(context.Background(), &grayImage{w: 600, h: 300, pix: make([]uint8, 600*300)}); err == nil || !strings.Contains(err.Error(), "128x128 window on a 600-pixel-wide picture") {
		t.Errorf("huge window: err %v", err)
	}
}

func TestGroupRectangles(t *testing.T) {
	r := image.Rect(100, 100, 150, 150)
	hits := []image.Rectangle{r, r.Add(image.Pt(2, 0)), r.Add(image.Pt(0, 2)), r.Add(image.Pt(-2, -1)),
		image.Rect(10, 10, 30, 30)} // an isolated hit: noise
	got := groupRectangles(hits, 3, 0.2)
	if len(got) != 1 || iou(got[0], r) < 0.9 {
		t.Errorf("got %v, want one box near %v", got, r)
	}
}

func iou(a, b image.Rectangle) float64 {
	in := a.Intersect(b)
	if in.Empty() {
		return 0
	}
	i := float64(in.Dx() * in.Dy())
	return i / (float64(a.Dx()*a.Dy()+b.Dx()*b.Dy()) - i)
}

// The same face at other sizes, and two faces in one picture (unioned).
func TestFaceScalesAndUnion(t *testing.T) {
	needCascade(t)
	src := loadImage(t, "testdata/astronaut.png")
	for _, side := range []int{256, 1400} {
		img := image.NewRGBA(image.Rect(0, 0, side, side))
		xdraw.BiLinear.Scale(img, img.Bounds(), src, src.Bounds(), xdraw.Src, nil)
		faces, err := DetectFaces(context.Background(), img)
		s := float64(side) / 512
		want := image.Rect(int(float64(astronautFace.Min.X)*s), int(float64(astronautFace.Min.Y)*s),
			int(float64(astronautFace.Max.X)*s), int(float64(astronautFace.Max.Y)*s))
		if err != nil || len(faces) != 1 || iou(faces[0], want) < 0.5 {
			t.Errorf("%d px: faces %v err %v, want one near %v", side, faces, err, want)
		}
	}

	// Two copies of the head and shoulders side by side.
	crop := image.Rect(100, 0, 350, 300)
	pair := image.NewRGBA(image.Rect(0, 0, 2*crop.Dx(), crop.Dy()))
	draw.Draw(pair, image.Rect(0, 0, crop.Dx(), crop.Dy()), src, crop.Min, draw.Src)
	draw.Draw(pair, image.Rect(crop.Dx(), 0, 2*crop.Dx(), crop.Dy()), src, crop.Min, draw.Src)
	m, err := Builtin().Segment(context.Background(), pair, Request{Target: "face"})
	if err != nil {
		t.Fatal(err)
	}
	left := astronautFace.Sub(crop.Min)
	right := left.Add(image.Pt(crop.Dx(), 0))
	for _, f := range []image.Rectangle{left, right} {
		if c := coverageRect(m.Alpha, f.Inset(20)); c < 0.95 {
			t.Errorf("face %v coverage %.2f, want both faces selected", f, c)
		}
	}
	if c := coverageRect(m.Alpha, image.Rect(left.Max.X+15, 0, right.Min.X-15, 60)); c > 0.01 {
		t.Errorf("between the faces coverage %.2f", c)
	}
}

// NEURALCUT_CASCADE picks another cascade file; the default cascade finds
// the same face.
func TestCascadeOverride(t *testing.T) {
	const p = "/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml"
	if _, err := os.Stat(p); err != nil {
		t.Skip(err)
	}
	t.Setenv(EnvCascade, p)
	faces, err := DetectFaces(context.Background(), loadImage(t, "testdata/astronaut.png"))
	if err != nil || len(faces) != 1 || iou(faces[0], astronautFace) < 0.5 {
		t.Errorf("default cascade: faces %v err %v", faces, err)
	}
}

// The scan's flat trees (one or two nodes, the leaf looked up by the
// comparisons) pass and fail the same windows, stage by stage, as walking
// the trees node by node: every cascade of opencv-data the package uses,
// every window of the astronaut at two pyramid levels.
func TestFlatTreesMatchTreeWalk(t *testing.T) {
	var paths []string
	for _, set := range [][]string{cascadeCandidates, profileCandidates, catCandidates} {
		for _, p := range set {
			if _, err := os.Stat(p); err == nil {
				paths = append(paths, p)
			}
		}
	}
	if len(paths) == 0 {
		t.Skip("no cascade installed (opencv-data)")
	}
	g := lumaOf(shrink(loadImage(t, "testdata/astronaut.png"), 120))
	for _, p := range paths {
		c, err := loadCascadeFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var flatNodes, walkNodes []scanNode // reused from level to level, as a scan worker does
		for _, level := range []*grayImage{g, g.halve()} {
			stride := level.w + 1
			sum := make([]int32, stride*(level.h+1)+scanWindowLen) // the room a scan leaves after the integral image
			for y := 0; y < level.h; y++ {
				var rs int32
				for x := 0; x < level.w; x++ {
					rs += int32(level.pix[y*level.w+x])
					sum[(y+1)*stride+x+1] = sum[y*stride+x+1] + rs
				}
			}
			corner := func(x, y, w, h int) [4]int32 {
				return [4]int32{int32(y*stride + x), int32(y*stride + x + w), int32((y+h)*stride + x), int32((y+h)*stride + x + w)}
			}
			flat, walk := c.newScanLayout(true), c.newScanLayout(false)
			flatNodes, walkNodes = flat.level(c, corner, nil, flatNodes), walk.level(c, corner, nil, walkNodes)
			nFlat := 0
			for _, st := range flat.stages {
				if st.flat != nil {
					nFlat++
				}
			}
			if nFlat == 0 {
				t.Fatalf("%s: no stage has flat trees", p)
			}
			passes := 0
			for y := 0; y+c.winH < level.h; y++ {
				for x := 0; x+c.winW < level.w; x++ {
					base := int32(y*stride + x)
					for _, inv := range []float32{1.0 / 300, 1.0 / 1500} {
						for si := range flat.stages {
							a, b := flat.stages[si].pass(flatNodes, sum, base, inv), walk.stages[si].pass(walkNodes, sum, base, inv)
							if a != b {
								t.Fatalf("%s: window %d,%d stage %d: flat trees say %v, the walk %v", p, x, y, si, a, b)
							}
							if ref := plainPass(c, c.stages[si], sum, stride, base, inv); a != ref {
								t.Fatalf("%s: window %d,%d stage %d: the scan says %v, the parsed cascade %v", p, x, y, si, a, ref)
							}
							if !a {
								break
							}
							passes++
						}
					}
				}
			}
			if passes == 0 {
				t.Fatalf("%s: no window passed a stage", p)
			}
		}
	}
}

// plainPass is a stage evaluated straight from the parsed cascade, every
// feature as the sum of its three weighted rectangles (a missing one
// adding 0), which is what the scan's layouts must agree with.
func plainPass(c *cascade, st cascadeStage, sum []int32, stride int, base int32, inv float32) bool {
	box := func(r weightedRect) float32 { // a missing rectangle (all 0) sums to 0
		at := func(x, y int) int32 { return sum[int(base)+y*stride+x] }
		return float32(at(r.x, r.y) - at(r.x+r.w, r.y) - at(r.x, r.y+r.h) + at(r.x+r.w, r.y+r.h))
	}
	var acc float32
	for _, t := range st.trees {
		idx := 0
		for {
			n := t.nodes[idx]
			f := c.features[n.feature]
			val := f.rects[0].weight*box(f.rects[0]) + f.rects[1].weight*box(f.rects[1]) + f.rects[2].weight*box(f.rects[2])
			if val*inv < n.threshold {
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

// A two-node tree whose second node hangs on either side picks the leaf a
// walk picks, for all four outcomes of its two comparisons.
func TestFlatTreeLeafTable(t *testing.T) {
	for _, tree := range []weakTree{
		{nodes: []treeNode{{left: 0, right: -1}}, leaves: []float32{1, 2}},
		{nodes: []treeNode{{left: 1, right: -2}, {left: 0, right: -1}}, leaves: []float32{1, 2, 3}},
		{nodes: []treeNode{{left: 0, right: 1}, {left: -1, right: -2}}, leaves: []float32{1, 2, 3}},
	} {
		ft, ok := flatTree(tree)
		if !ok {
			t.Fatalf("%+v: not flat", tree)
		}
		for k := 0; k < 1<<len(tree.nodes); k++ {
			below := func(node int) bool { return k>>(len(tree.nodes)-1-node)&1 == 1 }
			idx := 0
			for {
				if below(idx) {
					idx = tree.nodes[idx].left
				} else {
					idx = tree.nodes[idx].right
				}
				if idx <= 0 {
					break
				}
			}
			if got, want := ft.leaf[k], tree.leaves[-idx]; got != want {
				t.Errorf("%+v, comparisons %02b: leaf %v, the walk gives %v", tree.nodes, k, got, want)
			}
		}
	}
	if _, ok := flatTree(weakTree{nodes: []treeNode{{left: 1, right: 2}, {}, {}}, leaves: []float32{1, 2, 3, 4}}); ok {
		t.Error("a three-node tree was taken as flat")
	}
}

// The tilted integral image is the sum over each pixel's 45-degree cone,
// as counted pixel by pixel, on a picture with edges on every side.
func TestTiltedIntegral(t *testing.T) {
	g := &grayImage{w: 7, h: 5, pix: make([]uint8, 35)}
	for i := range g.pix {
		g.pix[i] = uint8((i*37 + 11) % 251)
	}
	stride := g.w + 1
	n := stride * (g.h + 1)
	sum, sq := make([]int32, 2*n), make([]float64, n)
	integrals(g, sum, sq, 2)
	cone := func(x, y int) (s int32) { // pixels (x', y'), y' <= y, |x-x'| <= y-y'
		for yy := 0; yy <= y; yy++ {
			for xx := 0; xx < g.w; xx++ {
				if abs(x-xx) <= y-yy {
					s += int32(g.pix[yy*g.w+xx])
				}
			}
		}
		return s
	}
	for Y := 0; Y <= g.h; Y++ {
		for X := 0; X <= g.w; X++ {
			if got, want := sum[2*(Y*stride+X)+1], cone(X-1, Y-1); got != want {
				t.Errorf("tilted(%d, %d) = %d, want %d", X, Y, got, want)
			}
			var up int32
			for yy := 0; yy < Y; yy++ {
				for xx := 0; xx < X; xx++ {
					up += int32(g.pix[yy*g.w+xx])
				}
			}
			if got := sum[2*(Y*stride+X)]; got != up {
				t.Errorf("upright(%d, %d) = %d, want %d", X, Y, got, up)
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
