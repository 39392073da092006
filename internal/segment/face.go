package segment

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"strings"
	"sync"
)

// EnvCascade overrides the face cascade file (an OpenCV HAAR cascade XML).
const EnvCascade = "NEURALCUT_CASCADE"

// faceWorkSide is the longest side the detector searches. At 640 px the
// 24 px cascade window still finds faces about 1/27 of the picture wide,
// and a 512x512 image is searched at full resolution; larger photos are
// shrunk first so the cost stays flat.
const faceWorkSide = 640

// cascadeCandidates are searched in order. Measured on astronaut.png,
// coffee.png and chelsea.png: alt2 and default each find the one face and
// nothing else; alt adds a false face on the space suit. alt2 (two-node
// trees) comes first; default is as good and takes about as long.
var cascadeCandidates = []string{
	"/usr/share/opencv4/haarcascades/haarcascade_frontalface_alt2.xml",
	"/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml",
	"/usr/share/opencv4/haarcascades/haarcascade_frontalface_alt.xml",
	"/usr/share/opencv/haarcascades/haarcascade_frontalface_alt2.xml",
	"/usr/share/opencv/haarcascades/haarcascade_frontalface_default.xml",
	"/usr/share/opencv/haarcascades/haarcascade_frontalface_alt.xml",
}

// cascadePath returns the cascade file to use, or a clear error naming what
// to install or set.
func cascadePath() (string, error) {
	if p := strings.TrimSpace(os.Getenv(EnvCascade)); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("face cascade from %s: %w", EnvCascade, err)
		}
		return p, nil
	}
	for _, p := range cascadeCandidates {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no face cascade found: install the Debian package opencv-data or set " + EnvCascade + " to a haarcascade_frontalface XML file")
}

// Parsed cascades are cached per path: parsing the 900 KB XML costs more
// than detecting faces in a small photo.
var cascadeCache sync.Map // path -> *cascadeEntry

type cascadeEntry struct {
	once sync.Once
	c    *cascade
	err  error
}

func loadCascade() (*cascade, error) {
	p, err := cascadePath()
	if err != nil {
		return nil, err
	}
	return cachedCascade(p)
}

func cachedCascade(p string) (*cascade, error) {
	v, _ := cascadeCache.LoadOrStore(p, &cascadeEntry{})
	e := v.(*cascadeEntry)
	e.once.Do(func() { e.c, e.err = loadCascadeFile(p) })
	return e.c, e.err
}

// DetectFaces returns face boxes in img's coordinates, largest first.
func DetectFaces(ctx context.Context, img image.Image) ([]image.Rectangle, error) {
	if err := checkImage(img); err != nil {
		return nil, err
	}
	return detectFacesAt(ctx, img, faceWorkSide)
}

// detectFacesAt searches img shrunk to side pixels: the smallest face
// found is the cascade window (20-24 px) at that size, and the cost falls
// with the square of side.
func detectFacesAt(ctx context.Context, img image.Image, side int) ([]image.Rectangle, error) {
	return detectFacesOn(ctx, lumaOf(shrink(img, side)), img.Bounds())
}

// detectFacesOn searches g, the luma of a picture with bounds b shrunk,
// and returns the faces in the picture's coordinates, largest first.
func detectFacesOn(ctx context.Context, g *grayImage, b image.Rectangle) ([]image.Rectangle, error) {
	c, err := loadCascade()
	if err != nil {
		return nil, err
	}
	found, err := c.detect(ctx, g)
	if err != nil {
		return nil, err
	}
	out := scaleBoxes(found, g, b)
	// Largest first: the main face is what "the face" usually means.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && area(out[j]) > area(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, nil
}

// Other cascades from opencv-data the subject mask asks when no frontal
// face is found: faces in profile (the cascade looks for faces turned to
// one side; the mirrored picture gives the other) and frontal cat faces.
var (
	profileCandidates = []string{
		"/usr/share/opencv4/haarcascades/haarcascade_profileface.xml",
		"/usr/share/opencv/haarcascades/haarcascade_profileface.xml",
	}
	catCandidates = []string{
		"/usr/share/opencv4/haarcascades/haarcascade_frontalcatface.xml",
		"/usr/share/opencv/haarcascades/haarcascade_frontalcatface.xml",
	}
)

// detectWithOn runs the first installed cascade of candidates over g, the
// luma of a picture with bounds b shrunk (and over its mirror image when
// mirror is set), and returns the boxes in the picture's coordinates;
// none when no cascade is installed. Boxes shorter than tallest times
// g's height are not looked for (0: every size): the scan starts a fifth
// below that, where the hits a box of that size averages begin.
func detectWithOn(ctx context.Context, candidates []string, g *grayImage, b image.Rectangle, mirror bool, tallest float64) ([]image.Rectangle, error) {
	var c *cascade
	for _, p := range candidates {
		if _, err := os.Stat(p); err == nil {
			if c, _ = cachedCascade(p); c != nil {
				break
			}
		}
	}
	if c == nil {
		return nil, nil
	}
	least := max(1, 0.8*tallest*float64(g.h)/float64(c.winH))
	found, err := c.detectFrom(ctx, g, least, minNeighbors)
	if err != nil {
		return nil, err
	}
	if mirror {
		m := &grayImage{w: g.w, h: g.h, pix: make([]uint8, len(g.pix))}
		for y := 0; y < g.h; y++ {
			for x := 0; x < g.w; x++ {
				m.pix[y*g.w+x] = g.pix[y*g.w+g.w-1-x]
			}
		}
		more, err := c.detectFrom(ctx, m, least, minNeighbors)
		if err != nil {
			return nil, err
		}
		for _, r := range more {
			found = append(found, image.Rect(g.w-r.Max.X, r.Min.Y, g.w-r.Min.X, r.Max.Y))
		}
	}
	return scaleBoxes(found, g, b), nil
}

// scaleBoxes maps boxes found on g to the picture with bounds b that g
// was shrunk from.
func scaleBoxes(found []image.Rectangle, g *grayImage, b image.Rectangle) []image.Rectangle {
	sx := float64(b.Dx()) / float64(g.w)
	sy := float64(b.Dy()) / float64(g.h)
	out := make([]image.Rectangle, 0, len(found))
	for _, r := range found {
		out = append(out, image.Rect(
			b.Min.X+int(math.Round(float64(r.Min.X)*sx)), b.Min.Y+int(math.Round(float64(r.Min.Y)*sy)),
			b.Min.X+int(math.Round(float64(r.Max.X)*sx)), b.Min.Y+int(math.Round(float64(r.Max.Y)*sy))).Intersect(b))
	}
	return out
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

func segmentFaces(ctx context.Context, img image.Image, req Request) (Mask, error) {
	faces, err := DetectFaces(ctx, img)
	if err != nil {
		return Mask{}, err
	}
	if !req.Box.Empty() {
		var in []image.Rectangle
		for _, f := range faces {
			if f.Overlaps(req.Box) {
				in = append(in, f)
			}
		}
		faces = in
	}
	if len(faces) == 0 {
		return Mask{}, fmt.Errorf("face: no face found in the image: %w", ErrNoRegion)
	}
	if req.Region == RegionHead {
		return segmentHeads(ctx, img, faces)
	}
	alpha := image.NewGray(img.Bounds())
	for _, f := range faces {
		drawFaceEllipse(alpha, f)
	}
	return Mask{Alpha: alpha, BBox: alphaBBox(alpha), Method: MethodHaarCascade}, nil
}

// segmentHeads cuts each face's head (face, hair, ears) out of the
// picture: the head priors (person.go) seed GrabCut on a grabCutSide
// copy, and the edge is refined like the subject's.
func segmentHeads(ctx context.Context, img image.Image, faces []image.Rectangle) (Mask, error) {
	b := img.Bounds()
	guide := shrink(img, refineSide)
	work := shrink(guide, grabCutSide)
	w, h := work.Bounds().Dx(), work.Bounds().Dy()
	var boxes []image.Rectangle
	for _, f := range faces {
		f = f.Sub(b.Min)
		boxes = append(boxes, image.Rect(f.Min.X*w/b.Dx(), f.Min.Y*h/b.Dy(), f.Max.X*w/b.Dx(), f.Max.Y*h/b.Dy()))
	}
	prior := make([]float32, w*h)
	seed := make([]uint8, w*h)
	headPriors(w, h, boxes, prior, seed)
	fg, err := grabCut(ctx, rgbPlanes(work), w, h, seed, prior, nil)
	if err != nil {
		return Mask{}, err
	}
	n := keepSeeded(fg, w, h, seed, prior, false)
	fillSmallHoles(fg, w, h, max(1, n/10))
	alpha := softMaskRefined(fg, w, h, subjectFeather, guide, b)
	return Mask{Alpha: alpha, BBox: alphaBBox(alpha), Method: MethodHeadGrabCut}, nil
}

// drawFaceEllipse unions a feathered ellipse fitted to a cascade face box.
// The frontal-face cascades frame the face from the brows to the chin and
// cheek to cheek, so the oval of the whole face is about as wide as the box,
// a third taller, and centred a little above the box centre to take in the
// forehead. The feather (a smooth ramp over 15% of the radius) hides the
// approximation at the hairline and jaw.
func drawFaceEllipse(dst *image.Gray, box image.Rectangle) {
	cx := float64(box.Min.X+box.Max.X) / 2
	cy := float64(box.Min.Y+box.Max.Y)/2 - 0.05*float64(box.Dy())
	rx := 0.5 * float64(box.Dx())
	ry := 0.66 * float64(box.Dy())
	const feather = 0.15
	outer := image.Rect(int(cx-rx*(1+feather))-1, int(cy-ry*(1+feather))-1,
		int(cx+rx*(1+feather))+2, int(cy+ry*(1+feather))+2).Intersect(dst.Bounds())
	for y := outer.Min.Y; y < outer.Max.Y; y++ {
		dy := (float64(y) + 0.5 - cy) / ry
		for x := outer.Min.X; x < outer.Max.X; x++ {
			dx := (float64(x) + 0.5 - cx) / rx
			d := math.Sqrt(dx*dx + dy*dy)
			t := (1 + feather - d) / (2 * feather) // 0 outside, 1 inside
			if t <= 0 {
				continue
			}
			t = min(t, 1)
			a := uint8(255 * t * t * (3 - 2*t)) // smoothstep
			i := dst.PixOffset(x, y)
			dst.Pix[i] = max(dst.Pix[i], a)
		}
	}
}
