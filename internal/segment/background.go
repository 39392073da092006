package segment

import (
	"context"
	"errors"
	"fmt"
	"image"
)

// RefineBackground selects the background of img from a rough colour
// rule (rule: 255 where pixels near the border's common colours and
// connected to the border are, the bounds of img) and the subject seed:
// it cuts the subject as segmentSubject does, with the rule's region
// made likelier background where the subject seed already leans to
// background, and returns what the cut leaves out. The rule alone leaks into a subject
// that shares a border colour (a red saucer on a brown table) and misses
// background colours that are not on the border; the subject seed and
// the cut along the picture's edges fix both. When nothing stands out as
// a subject, the rule alone seeds the cut.
func RefineBackground(ctx context.Context, img image.Image, rule *image.Gray) (Mask, error) {
	if err := checkImage(img); err != nil {
		return Mask{}, err
	}
	b := img.Bounds()
	if rule == nil || rule.Rect != b {
		return Mask{}, fmt.Errorf("segment: background rule must have the image's bounds %v", b)
	}
	c, err := subjectSeed(ctx, img, Request{Target: TargetSubject})
	if errors.Is(err, ErrNoRegion) {
		c, err = ruleSeed(img, rule), nil
	}
	if err != nil {
		return Mask{}, err
	}
	small := shrink(rule, grabCutSide) // gray as RGBA: red is the rule
	if small.Rect.Dx() != c.w || small.Rect.Dy() != c.h {
		return Mask{}, fmt.Errorf("segment: background rule scaled to %v, want %dx%d", small.Rect, c.w, c.h)
	}
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			i := y*c.w + x
			if small.Pix[y*small.Stride+4*x] >= 128 && c.seed[i] == seedProbBG {
				c.prior[i] *= 0.5
			}
		}
	}
	m, err := c.cut(ctx, true)
	if err != nil {
		return Mask{}, err
	}
	m.Method = MethodBackgroundGrabCut
	return m, nil
}

// ruleSeed seeds the cut from the colour rule alone: its region likely
// background (certain on the picture's border), the rest likely subject.
func ruleSeed(img image.Image, rule *image.Gray) *cutSetup {
	guide := shrink(img, refineSide)
	work := shrink(guide, grabCutSide)
	w, h := work.Rect.Dx(), work.Rect.Dy()
	c := &cutSetup{bounds: img.Bounds(), guide: guide, work: work, w: w, h: h,
		prior: make([]float32, w*h), seed: make([]uint8, w*h)}
	small := shrink(rule, grabCutSide)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			switch {
			case small.Pix[y*small.Stride+4*x] < 128:
				c.prior[i], c.seed[i] = 0.7, seedProbFG
			case x == 0 || y == 0 || x == w-1 || y == h-1:
				c.prior[i], c.seed[i] = 0, seedBG
			default:
				c.prior[i], c.seed[i] = 0.3, seedProbBG
			}
		}
	}
	return c
}
