package docfile

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// maxManifestBytes bounds manifest.json: a document with the whole undo
// history of large layered edits stays far below it.
const maxManifestBytes = 64 << 20

// check validates everything a manifest says against the limits the ops
// keep, before a single pixel is allocated or a file is named after it: a
// document that breaks one is refused with the field that broke it.
func (m *manifest) check() error {
	if m.Budget < 0 {
		return fmt.Errorf("historyBudget %d is negative", m.Budget)
	}
	if m.Revision < 0 {
		return fmt.Errorf("revision %d is negative", m.Revision)
	}
	if len(m.Undo) > photo.HistoryLimit || len(m.Redo) > photo.HistoryLimit {
		return fmt.Errorf("more than %d history entries", photo.HistoryLimit)
	}
	c := &checker{blobs: map[string]blobRef{}}
	if err := c.state("state", m.State); err != nil {
		return err
	}
	for i, e := range m.Undo {
		if err := c.state(fmt.Sprintf("undo[%d].state", i), e.State); err != nil {
			return err
		}
	}
	for i, e := range m.Redo {
		if err := c.state(fmt.Sprintf("redo[%d].state", i), e.State); err != nil {
			return err
		}
	}
	if t := m.Pending; t != nil {
		if err := checkTransform(m.State, t); err != nil {
			return fmt.Errorf("pending: %w", err)
		}
	}
	return nil
}

// checker remembers every blob seen, so an id means the same pixels (same
// kind, same size) everywhere in the manifest.
type checker struct {
	blobs map[string]blobRef
	kinds map[string]string
}

func (c *checker) state(at string, s *savedState) error {
	if s == nil {
		return fmt.Errorf("%s is missing", at)
	}
	if err := photo.CheckSize(s.Width, s.Height); err != nil {
		return fmt.Errorf("%s.width x height: %w", at, err)
	}
	if s.NextID < 1 || s.NextID > photo.MaxNextID {
		return fmt.Errorf("%s.nextId %d is out of range (1..%d)", at, s.NextID, int64(photo.MaxNextID))
	}
	if s.Selection != nil {
		if err := c.blob(at+".selection", s.Selection, maskExt, s.Width, s.Height); err != nil {
			return err
		}
	}
	ids := map[string]bool{}
	if err := c.layers(at+".layers", s, s.Layers, ids, 0); err != nil {
		return err
	}
	if s.Active != "" && !ids[s.Active] {
		return fmt.Errorf("%s.active %q is not a layer", at, s.Active)
	}
	return nil
}

func (c *checker) layers(at string, s *savedState, ls []savedLayer, ids map[string]bool, depth int) error {
	if depth > photo.MaxLayerDepth {
		return fmt.Errorf("%s: groups nest deeper than %d", at, photo.MaxLayerDepth)
	}
	for i := range ls {
		l := &ls[i]
		li := fmt.Sprintf("%s[%d]", at, i)
		if l.ID == "" || ids[l.ID] {
			return fmt.Errorf("%s.id %q is empty or used twice", li, l.ID)
		}
		ids[l.ID] = true
		if n := photo.LayerNumber(l.ID); n >= int64(s.NextID) {
			return fmt.Errorf("%s.id %s is not below the state's nextId %d", li, l.ID, s.NextID)
		}
		if !photo.ValidBlend(l.Blend) {
			return fmt.Errorf("%s.blend %q is not a blend mode", li, l.Blend)
		}
		if !(l.Opacity >= 0 && l.Opacity <= 1) {
			return fmt.Errorf("%s.opacity %v is outside 0..1", li, l.Opacity)
		}
		if l.X < -photo.MaxCoord || l.X > photo.MaxCoord || l.Y < -photo.MaxCoord || l.Y > photo.MaxCoord {
			return fmt.Errorf("%s.x, y (%d, %d) is out of range (±%d)", li, l.X, l.Y, photo.MaxCoord)
		}
		switch l.Kind {
		case photo.KindRaster, photo.KindText:
			if l.Raster == nil {
				return fmt.Errorf("%s.raster is missing (a %s layer has pixels)", li, l.Kind)
			}
		case photo.KindAdjustment:
			if l.Adjust == nil {
				return fmt.Errorf("%s.adjustment is missing", li)
			}
		case photo.KindGroup:
		default:
			return fmt.Errorf("%s.kind %q is not a layer kind", li, l.Kind)
		}
		if l.Raster != nil {
			if l.Kind != photo.KindRaster && l.Kind != photo.KindText {
				return fmt.Errorf("%s.raster: a %s layer has no pixels", li, l.Kind)
			}
			if d := l.Raster.Depth; d != nil && *d != 8 && *d != 16 {
				return fmt.Errorf("%s.raster.depth %d is not 8 or 16", li, *d)
			}
			if err := c.blob(li+".raster", l.Raster, rasterExt(l.Raster.depth()), 0, 0); err != nil {
				return err
			}
		}
		if l.Mask != nil {
			if err := c.blob(li+".mask", l.Mask, maskExt, s.Width, s.Height); err != nil {
				return err
			}
		}
		if t := l.Text; t != nil {
			for _, v := range []float64{t.X, t.Y, t.Size} {
				if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > photo.MaxCoord {
					return fmt.Errorf("%s.text: %v is out of range", li, v)
				}
			}
		}
		if len(l.Children) > 0 && l.Kind != photo.KindGroup {
			return fmt.Errorf("%s.children: only a group has children", li)
		}
		if err := c.layers(li+".children", s, l.Children, ids, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// maskExt is a mask's file extension: bytes, one a pixel.
const maskExt = ".mask8"

// blob checks a pixel reference: an id of the document's own alphabet
// (the file name is made of it), a size the ops can hold (a mask is the
// canvas's size: w, h when non-zero; no depth), and the same size and
// kind (a mask, an 8-bit or a 16-bit raster) wherever the id appears.
func (c *checker) blob(at string, b *blobRef, kind string, w, h int) error {
	if !photo.ValidBlobID(b.ID) {
		return fmt.Errorf("%s.id %q is not a pixel id (16 hex digits)", at, b.ID)
	}
	if kind == maskExt && b.Depth != nil {
		return fmt.Errorf("%s.depth: a mask has no depth (it is 8 bits)", at)
	}
	if err := photo.CheckSize(b.W, b.H); err != nil {
		return fmt.Errorf("%s.w x h: %w", at, err)
	}
	if w != 0 && (b.W != w || b.H != h) {
		return fmt.Errorf("%s is %dx%d, not the canvas's %dx%d", at, b.W, b.H, w, h)
	}
	if c.kinds == nil {
		c.kinds = map[string]string{}
	}
	if prev, ok := c.blobs[b.ID]; ok && (prev.W != b.W || prev.H != b.H || c.kinds[b.ID] != kind) {
		return fmt.Errorf("%s: pixels %s appear with two sizes or kinds", at, b.ID)
	}
	c.blobs[b.ID], c.kinds[b.ID] = *b, kind
	return nil
}

// checkTransform holds a pending transform to the limits of the transform
// ops: finite, scale in (0, 20], and a result of at most MaxPixels.
func checkTransform(s *savedState, t *photo.Transform) error {
	for _, v := range []float64{t.ScaleX, t.ScaleY, t.Rotate, t.TranslateX, t.TranslateY} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("a value is not finite")
		}
	}
	if !(t.ScaleX > 0 && t.ScaleX <= 20 && t.ScaleY > 0 && t.ScaleY <= 20) {
		return fmt.Errorf("scaleX, scaleY (%v, %v) is outside (0, 20]", t.ScaleX, t.ScaleY)
	}
	if math.Abs(t.TranslateX) > photo.MaxCoord || math.Abs(t.TranslateY) > photo.MaxCoord {
		return fmt.Errorf("translateX, translateY is out of range (±%d)", photo.MaxCoord)
	}
	l := findLayer(s.Layers, t.LayerID)
	if l == nil || l.Raster == nil {
		return fmt.Errorf("layerId %q is not a layer with pixels", t.LayerID)
	}
	b := photo.TransformBounds(l.Raster.W, l.Raster.H, l.X, l.Y, *t)
	if int64(b.Dx())*int64(b.Dy()) > photo.MaxPixels {
		return fmt.Errorf("the transformed layer would be %dx%d pixels (at most %d)", b.Dx(), b.Dy(), photo.MaxPixels)
	}
	return nil
}

func findLayer(ls []savedLayer, id string) *savedLayer {
	for i := range ls {
		if ls[i].ID == id {
			return &ls[i]
		}
		if l := findLayer(ls[i].Children, id); l != nil {
			return l
		}
	}
	return nil
}
