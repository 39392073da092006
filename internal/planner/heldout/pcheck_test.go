package heldout

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/photoops"
)

// psnap is what the photo checks look at: the committed composite (a
// transform left pending is not an edit) and the visible text layers.
type psnap struct {
	img   *image.NRGBA
	texts []ptext
}

type ptext struct {
	text string
	cy   float64 // vertical centre of the first line, fraction of the height
}

func snapshot(ed *photoops.Editor) psnap {
	s := ed.S()
	out := psnap{img: photo.CompositeNRGBA(s, nil)}
	for _, f := range s.Flatten() {
		l := f.Layer
		if l.Kind != photo.KindText || l.Text == nil || !l.Visible || l.Opacity == 0 {
			continue
		}
		out.texts = append(out.texts, ptext{l.Text.Text, (l.Text.Y + l.Text.Size/2) / float64(s.Height)})
	}
	return out
}

func (s psnap) textList() []string {
	var out []string
	for _, t := range s.texts {
		out = append(out, t.text)
	}
	slices.Sort(out)
	return out
}

// pcheck is one expectation on the photo after the plan ran. Metric checks
// compare the region In (default the whole picture) before and after:
// "+" means it went up by at least Min, "-" down.
type pcheck struct {
	In        string   `json:"in,omitempty"`
	Min       *float64 `json:"min,omitempty"`
	Luma      string   `json:"luma,omitempty"`
	Warm      string   `json:"warm,omitempty"`  // mean R-B
	Blue      string   `json:"blue,omitempty"`  // mean B-(R+G)/2
	Green     string   `json:"green,omitempty"` // mean G-(R+B)/2
	Chroma    string   `json:"chroma,omitempty"`
	ChromaMin *float64 `json:"chromaMin,omitempty"` // bounds on the chroma ratio after/before
	ChromaMax *float64 `json:"chromaMax,omitempty"`
	Contrast  string   `json:"contrast,omitempty"` // luma standard deviation
	Sharp     string   `json:"sharp,omitempty"`    // mean |Laplacian| of luma
	Same      string   `json:"same,omitempty"`     // this region is unchanged
	Tol       *float64 `json:"tol,omitempty"`
	Gray      bool     `json:"gray,omitempty"`

	Text   *string `json:"text,omitempty"` // a visible text layer with exactly this text
	Where  string  `json:"where,omitempty"`
	NoText string  `json:"noText,omitempty"`

	W      *int     `json:"w,omitempty"`
	H      *int     `json:"h,omitempty"`
	Aspect *float64 `json:"aspect,omitempty"`
	Crop   bool     `json:"crop,omitempty"`  // the picture is a window of the one before
	Rot90  string   `json:"rot90,omitempty"` // cw, ccw or any
	Flip   string   `json:"flip,omitempty"`  // h or v

	Vignette  bool `json:"vignette,omitempty"`
	Sepia     bool `json:"sepia,omitempty"`
	Invert    bool `json:"invert,omitempty"`
	State     *int `json:"state,omitempty"`
	Unchanged bool `json:"unchanged,omitempty"`
	Refuse    bool `json:"refuse,omitempty"`

	AnyOf [][]pcheck `json:"anyOf,omitempty"` // equivalent outcomes: one list must hold (with the case's other checks)
}

func (c pcheck) min(def float64) float64 {
	if c.Min != nil {
		return *c.Min
	}
	return def
}

func (c pcheck) tol(def float64) float64 {
	if c.Tol != nil {
		return *c.Tol
	}
	return def
}

func (c pcheck) reshapes() bool {
	return c.W != nil || c.H != nil || c.Aspect != nil || c.Crop || c.Rot90 != ""
}

func photoVerdict(pc photoCase, shots []*image.NRGBA, before, got psnap) error {
	if alt, ok := expandAnyOf(pc); ok {
		var errs []string
		for _, c := range alt {
			err := photoVerdict(c, shots, before, got)
			if err == nil {
				return nil
			}
			errs = append(errs, err.Error())
		}
		return fmt.Errorf("none of: %s", strings.Join(errs, "; "))
	}
	reshapes, texts := false, false
	for _, c := range pc.Expect {
		reshapes = reshapes || c.reshapes() || c.State != nil
		texts = texts || c.Text != nil || c.NoText != "" || c.State != nil
		if err := c.eval(pc.Fixture, shots, before, got); err != nil {
			return err
		}
	}
	if !reshapes && got.img.Bounds() != before.img.Bounds() {
		return fmt.Errorf("canvas changed from %v to %v", before.img.Bounds().Size(), got.img.Bounds().Size())
	}
	if !texts && !slices.Equal(before.textList(), got.textList()) {
		return fmt.Errorf("text layers changed from %q to %q", before.textList(), got.textList())
	}
	return nil
}

// expandAnyOf turns a case whose first anyOf check offers alternatives
// into one case per alternative, each with the case's other checks, so
// that the canvas and text-layer guards follow the alternative taken.
func expandAnyOf(pc photoCase) ([]photoCase, bool) {
	for i, c := range pc.Expect {
		if c.AnyOf == nil {
			continue
		}
		var out []photoCase
		for _, alt := range c.AnyOf {
			x := pc
			x.Expect = append(append(append([]pcheck(nil), pc.Expect[:i]...), alt...), pc.Expect[i+1:]...)
			out = append(out, x)
		}
		return out, true
	}
	return nil, false
}

func (c pcheck) eval(fixture string, shots []*image.NRGBA, before, got psnap) error {
	a, b := before.img, got.img
	switch {
	case c.Refuse, c.Unchanged:
		if d, ok := meanDiff(a, b); !ok || d > 0.5 || !slices.Equal(before.textList(), got.textList()) {
			return fmt.Errorf("the photo changed")
		}
		return nil
	case c.State != nil:
		if *c.State < 0 || *c.State >= len(shots) {
			return fmt.Errorf("bad state %d", *c.State)
		}
		if d, ok := meanDiff(shots[*c.State], b); !ok || d > 1 {
			return fmt.Errorf("the photo is not the one after %d setup ops", *c.State)
		}
		return nil
	case c.Text != nil:
		for _, t := range got.texts {
			if t.text == *c.Text && placed(t.cy, c.Where) {
				return nil
			}
		}
		return fmt.Errorf("no visible text layer %q %s (have %v)", *c.Text, c.Where, got.texts)
	case c.NoText != "":
		for _, t := range got.texts {
			if t.text == c.NoText {
				return fmt.Errorf("text %q still shows", c.NoText)
			}
		}
		return nil
	}
	if c.reshapes() {
		return c.shape(a, b)
	}
	if c.Flip != "" {
		if b.Bounds() != a.Bounds() {
			return fmt.Errorf("canvas changed size")
		}
		want := transformed(a, func(x, y, w, h int) (int, int) {
			if c.Flip == "h" {
				return w - 1 - x, y
			}
			return x, h - 1 - y
		}, a.Bounds().Dx(), a.Bounds().Dy())
		if d, _ := meanDiff(want, b); d > 6 {
			return fmt.Errorf("not flipped %s (mean difference %.1f)", c.Flip, d)
		}
		return nil
	}
	if b.Bounds() != a.Bounds() {
		return fmt.Errorf("canvas changed size")
	}
	if c.Invert {
		want := image.NewNRGBA(a.Bounds())
		for i := range a.Pix {
			want.Pix[i] = a.Pix[i]
			if i%4 != 3 {
				want.Pix[i] = 255 - a.Pix[i]
			}
		}
		if d, _ := meanDiff(want, b); d > 6 {
			return fmt.Errorf("not inverted (mean difference %.1f)", d)
		}
		return nil
	}
	if c.Vignette {
		corners, _ := regionBoxes(fixture, "corners")
		centre, _ := regionBoxes(fixture, "centre")
		dc := stat(b, corners, luma) - stat(a, corners, luma)
		if dc > -5 {
			return fmt.Errorf("corners not darker (luma %+.1f)", dc)
		}
		if d := regionDiff(a, b, centre); d > 3 {
			return fmt.Errorf("centre changed too (%.1f)", d)
		}
		return nil
	}
	if c.Sepia {
		all, _ := regionBoxes(fixture, "all")
		warm := stat(b, all, func(r, g, bl float64) float64 { return r - bl })
		ordered := stat(b, all, func(r, g, bl float64) float64 {
			if r+3 >= g && g+3 >= bl {
				return 1
			}
			return 0
		})
		if warm < 12 || ordered < 0.9 {
			return fmt.Errorf("not a sepia tone (R-B %.1f, share R>=G>=B %.2f)", warm, ordered)
		}
		return nil
	}
	in := c.In
	if in == "" {
		in = "all"
	}
	boxes, err := regionBoxes(fixture, in)
	if err != nil {
		return err
	}
	delta := func(name, dir string, f func(r, g, b float64) float64, def float64) error {
		d := stat(b, boxes, f) - stat(a, boxes, f)
		m := c.min(def)
		if (dir == "+" && d < m) || (dir == "-" && d > -m) {
			return fmt.Errorf("%s in %s changed %+.1f, want %s%.1f", name, in, d, dir, m)
		}
		return nil
	}
	ratio := func(name, dir string, f func(*image.NRGBA, [][4]float64) float64, def float64, lo, hi *float64) error {
		r := f(b, boxes) / math.Max(1e-6, f(a, boxes))
		m := c.min(def)
		if (dir == "+" && r < 1+m) || (dir == "-" && r > 1-m) || (lo != nil && r < *lo) || (hi != nil && r > *hi) {
			return fmt.Errorf("%s in %s x%.2f", name, in, r)
		}
		return nil
	}
	switch {
	case c.Luma != "":
		return delta("brightness", c.Luma, luma, 4)
	case c.Warm != "":
		return delta("warmth", c.Warm, func(r, g, b float64) float64 { return r - b }, 4)
	case c.Blue != "":
		return delta("blueness", c.Blue, func(r, g, b float64) float64 { return b - (r+g)/2 }, 3)
	case c.Green != "":
		return delta("greenness", c.Green, func(r, g, b float64) float64 { return g - (r+b)/2 }, 4)
	case c.Chroma != "" || c.ChromaMin != nil || c.ChromaMax != nil:
		return ratio("colourfulness", c.Chroma, func(img *image.NRGBA, bx [][4]float64) float64 {
			return stat(img, bx, func(r, g, b float64) float64 { return max(r, g, b) - min(r, g, b) })
		}, 0.08, c.ChromaMin, c.ChromaMax)
	case c.Contrast != "":
		return ratio("contrast", c.Contrast, lumaStd, 0.05, nil, nil)
	case c.Sharp != "":
		def := 0.1
		if c.Sharp == "-" {
			def = 0.15
		}
		return ratio("detail", c.Sharp, laplacian, def, nil, nil)
	case c.Same != "":
		bx, err := regionBoxes(fixture, c.Same)
		if err != nil {
			return err
		}
		if d := regionDiff(a, b, bx); d > c.tol(3) {
			return fmt.Errorf("%s changed (mean difference %.1f)", c.Same, d)
		}
		return nil
	case c.Gray:
		if v := stat(b, boxes, func(r, g, b float64) float64 { return max(r, g, b) - min(r, g, b) }); v > 3 {
			return fmt.Errorf("%s not grey (mean channel spread %.1f)", in, v)
		}
		return nil
	}
	return fmt.Errorf("empty check")
}

func placed(cy float64, where string) bool {
	switch where {
	case "top":
		return cy < 0.36
	case "bottom":
		return cy > 0.64
	case "center":
		return cy >= 0.3 && cy <= 0.7
	case "upper": // the upper half: "top" on a picture whose top band holds a face the text moves off
		return cy < 0.5
	}
	return true
}

func (c pcheck) shape(a, b *image.NRGBA) error {
	aw, ah, bw, bh := a.Bounds().Dx(), a.Bounds().Dy(), b.Bounds().Dx(), b.Bounds().Dy()
	if c.W != nil && abs(bw-*c.W) > 1 {
		return fmt.Errorf("width %d, want %d", bw, *c.W)
	}
	if c.H != nil && abs(bh-*c.H) > 1 {
		return fmt.Errorf("height %d, want %d", bh, *c.H)
	}
	if c.Aspect != nil && math.Abs(float64(bw)/float64(bh)-*c.Aspect) > 0.02 {
		return fmt.Errorf("aspect %dx%d, want %.3f", bw, bh, *c.Aspect)
	}
	if c.Crop {
		if bw > aw || bh > ah || (bw == aw && bh == ah) {
			return fmt.Errorf("%dx%d is not a crop of %dx%d", bw, bh, aw, ah)
		}
		best := math.Inf(1)
		for oy := 0; oy <= ah-bh; oy++ {
			for ox := 0; ox <= aw-bw; ox++ {
				best = math.Min(best, windowDiff(a, b, ox, oy))
			}
		}
		if best > 4 {
			return fmt.Errorf("the picture is not a window of the one before (%.1f)", best)
		}
	}
	if c.Rot90 != "" {
		if bw != ah || bh != aw {
			return fmt.Errorf("%dx%d is not %dx%d turned", bw, bh, aw, ah)
		}
		cw := transformed(a, func(x, y, w, h int) (int, int) { return y, h - 1 - x }, ah, aw)  // new (x,y) reads old (y, H-1-x)
		ccw := transformed(a, func(x, y, w, h int) (int, int) { return w - 1 - y, x }, ah, aw) // new (x,y) reads old (W-1-y, x)
		dcw, _ := meanDiff(cw, b)
		dccw, _ := meanDiff(ccw, b)
		ok := (c.Rot90 != "ccw" && dcw <= 6) || (c.Rot90 != "cw" && dccw <= 6)
		if !ok {
			return fmt.Errorf("not turned 90 degrees %s (cw %.1f, ccw %.1f)", c.Rot90, dcw, dccw)
		}
	}
	return nil
}

// transformed builds a w x h image whose pixel (x, y) is a's pixel at
// from(x, y, a's width, a's height).
func transformed(a *image.NRGBA, from func(x, y, w, h int) (int, int), w, h int) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	aw, ah := a.Bounds().Dx(), a.Bounds().Dy()
	for y := range h {
		for x := range w {
			sx, sy := from(x, y, aw, ah)
			copy(out.Pix[out.PixOffset(x, y):out.PixOffset(x, y)+4], a.Pix[a.PixOffset(sx, sy):a.PixOffset(sx, sy)+4])
		}
	}
	return out
}

func windowDiff(a, b *image.NRGBA, ox, oy int) float64 {
	var sum float64
	n := 0
	for y := 0; y < b.Bounds().Dy(); y += 2 {
		for x := 0; x < b.Bounds().Dx(); x += 2 {
			i, j := a.PixOffset(ox+x, oy+y), b.PixOffset(x, y)
			for k := range 3 {
				sum += math.Abs(float64(a.Pix[i+k]) - float64(b.Pix[j+k]))
			}
			n += 3
		}
	}
	return sum / float64(n)
}

func meanDiff(a, b *image.NRGBA) (float64, bool) {
	if a.Bounds().Size() != b.Bounds().Size() {
		return math.Inf(1), false
	}
	return windowDiff(a, b, 0, 0), true
}

func regionDiff(a, b *image.NRGBA, boxes [][4]float64) float64 {
	var sum float64
	n := 0
	eachPixel(a, boxes, func(x, y int) {
		i, j := a.PixOffset(x, y), b.PixOffset(x, y)
		for k := range 3 {
			sum += math.Abs(float64(a.Pix[i+k]) - float64(b.Pix[j+k]))
		}
		n += 3
	})
	return sum / float64(max(n, 1))
}

func eachPixel(img *image.NRGBA, boxes [][4]float64, f func(x, y int)) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	for _, bx := range boxes {
		for y := int(bx[1] * h); y < int(math.Ceil(bx[3]*h)) && y < int(h); y++ {
			for x := int(bx[0] * w); x < int(math.Ceil(bx[2]*w)) && x < int(w); x++ {
				f(x, y)
			}
		}
	}
}

func luma(r, g, b float64) float64 { return 0.299*r + 0.587*g + 0.114*b }

// stat is the mean of f over the region's pixels.
func stat(img *image.NRGBA, boxes [][4]float64, f func(r, g, b float64) float64) float64 {
	var sum float64
	n := 0
	eachPixel(img, boxes, func(x, y int) {
		i := img.PixOffset(x, y)
		sum += f(float64(img.Pix[i]), float64(img.Pix[i+1]), float64(img.Pix[i+2]))
		n++
	})
	return sum / float64(max(n, 1))
}

func lumaStd(img *image.NRGBA, boxes [][4]float64) float64 {
	m := stat(img, boxes, luma)
	v := stat(img, boxes, func(r, g, b float64) float64 { d := luma(r, g, b) - m; return d * d })
	return math.Sqrt(v)
}

func laplacian(img *image.NRGBA, boxes [][4]float64) float64 {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	l := func(x, y int) float64 {
		x, y = max(0, min(w-1, x)), max(0, min(h-1, y))
		i := img.PixOffset(x, y)
		return luma(float64(img.Pix[i]), float64(img.Pix[i+1]), float64(img.Pix[i+2]))
	}
	var sum float64
	n := 0
	eachPixel(img, boxes, func(x, y int) {
		sum += math.Abs(4*l(x, y) - l(x-1, y) - l(x+1, y) - l(x, y-1) - l(x, y+1))
		n++
	})
	return sum / float64(max(n, 1))
}
