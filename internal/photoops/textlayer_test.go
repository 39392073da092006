package photoops

import (
	"math"
	"testing"

	"github.com/neuralcut/neuralcut/internal/photo"
)

// blankEditor is an editor over an opaque black canvas.
func blankEditor(t *testing.T, w, h int) *Editor {
	t.Helper()
	s := photo.NewState(w, h)
	pix := make([]uint16, w*h*4)
	for i := 3; i < len(pix); i += 4 {
		pix[i] = 65535
	}
	s.Layers = []*photo.Layer{{ID: "layer-1", Name: "bg", Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal", Raster: photo.RasterFromPix(w, h, pix)}}
	s.Active, s.NextID = "layer-1", 2
	return NewEditor(photo.NewDoc(s), testRegistry)
}

// edgeWidth measures how soft a layer's glyph edges are: the pixels with
// partial alpha (10-90%) per pixel of the glyphs' outline (inside pixels
// with an outside neighbour). A glyph drawn at its size has edges about
// one pixel wide; glyph pixels scaled up by resampling are blurred over
// as many pixels as the scale.
func edgeWidth(r *photo.Raster) float64 {
	pix := r.Pix()
	a := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= r.W || y >= r.H {
			return 0
		}
		return float64(pix[(y*r.W+x)*4+3]) / 65535
	}
	var partial, outline int
	for y := 0; y < r.H; y++ {
		for x := 0; x < r.W; x++ {
			v := a(x, y)
			if v > 0.1 && v < 0.9 {
				partial++
			}
			if v >= 0.5 && (a(x-1, y) < 0.5 || a(x+1, y) < 0.5 || a(x, y-1) < 0.5 || a(x, y+1) < 0.5) {
				outline++
			}
		}
	}
	return float64(partial) / float64(max(outline, 1))
}

// A text layer moved, scaled 2.5x and rotated stays a text layer: its
// words change with text.update afterwards, and its glyphs are drawn at
// the new size, not resampled from the small ones (what transforming its
// pixels gave before, measured here).
func TestTransformedTextStaysEditableAndCrisp(t *testing.T) {
	ed := blankEditor(t, 800, 600)
	out := mustCall(t, ed, "text.add", `{"text":"Crisp 42","x":150,"y":120,"size":30,"color":"#ffffff","style":"plain"}`).(TextOut)
	l := ed.S().Find(out.LayerID)
	small, sx, sy := l.Raster, l.X, l.Y
	tr := photo.Transform{LayerID: out.LayerID, ScaleX: 2.5, ScaleY: 2.5, Rotate: 20, TranslateX: 60, TranslateY: 30}
	mustCall(t, ed, "transform.start", `{"scaleX":2.5,"scaleY":2.5,"rotate":20,"translateX":60,"translateY":30}`)
	mustCall(t, ed, "transform.apply", ``)
	l = ed.S().Find(out.LayerID)
	if l.Kind != photo.KindText || l.Text == nil {
		t.Fatalf("kind %s after the transform, want text", l.Kind)
	}
	if l.Text.Size != 75 || math.Abs(l.Text.Rotate-20) > 1e-9 {
		t.Errorf("size %g rotate %g, want 75 and 20", l.Text.Size, l.Text.Rotate)
	}
	// the old way: the small glyphs' pixels transformed
	old, ox, oy := photo.TransformRaster(small, sx, sy, tr)
	cx, cy := float64(l.X)+float64(l.Raster.W)/2, float64(l.Y)+float64(l.Raster.H)/2
	ocx, ocy := float64(ox)+float64(old.W)/2, float64(oy)+float64(old.H)/2
	if math.Hypot(cx-ocx, cy-ocy) > 3 {
		t.Errorf("redrawn text centred at %.1f,%.1f, the transformed pixels at %.1f,%.1f", cx, cy, ocx, ocy)
	}
	got, resampled := edgeWidth(l.Raster), edgeWidth(old)
	t.Logf("edge width: redrawn %.2f px, resampled pixels %.2f px", got, resampled)
	if got > 0.6*resampled {
		t.Errorf("edge width %.2f, want well under the resampled %.2f", got, resampled)
	}
	// still editable: new words, same place, size and angle
	up := mustCall(t, ed, "text.update", `{"text":"Crisp 43"}`).(TextOut)
	l = ed.S().Find(up.LayerID)
	if l.Kind != photo.KindText || l.Text.Text != "Crisp 43" || l.Text.Size != 75 || math.Abs(l.Text.Rotate-20) > 1e-9 {
		t.Fatalf("after text.update: kind %s text %q size %g rotate %g", l.Kind, l.Text.Text, l.Text.Size, l.Text.Rotate)
	}
	if w := edgeWidth(l.Raster); w > 0.6*resampled {
		t.Errorf("updated edge width %.2f, want well under %.2f", w, resampled)
	}
	// rasterize: pixels, no longer text
	mustCall(t, ed, "layers.rasterize", ``)
	if l := ed.S().Find(up.LayerID); l.Kind != photo.KindRaster || l.Text != nil {
		t.Errorf("rasterized layer is %s", l.Kind)
	}
	if r := call(t, ed, "text.update", `{"id":"`+up.LayerID+`","text":"x"}`); r.OK {
		t.Error("text.update on a rasterized layer succeeded")
	}
	// a stretched text layer becomes pixels (glyphs cannot stretch)
	ed2 := blankEditor(t, 400, 300)
	o2 := mustCall(t, ed2, "text.add", `{"text":"Wide","x":50,"y":50,"size":30,"style":"plain"}`).(TextOut)
	mustCall(t, ed2, "transform.start", `{"scaleX":2,"scaleY":1}`)
	mustCall(t, ed2, "transform.apply", ``)
	if l := ed2.S().Find(o2.LayerID); l.Kind != photo.KindRaster {
		t.Errorf("stretched text layer is %s, want raster", l.Kind)
	}
}

// A flip of the layer (transform flipH) and a turn or flip of the whole
// document (issue 15's document.rotate and document.flip) agree with a
// redraw from the text's parameters: after them, text.update with nothing
// new draws the same pixels, within one level.
func TestTextLayerAgreesWithTurnsAndFlips(t *testing.T) {
	for _, step := range []struct{ op, params string }{
		{"document.rotate", `{"angle":90}`},
		{"document.rotate", `{"angle":-90}`},
		{"document.rotate", `{"angle":180}`},
		{"document.flip", `{"axis":"horizontal"}`},
		{"document.flip", `{"axis":"vertical"}`},
	} {
		t.Run(step.op+step.params, func(t *testing.T) {
			ed := blankEditor(t, 500, 300)
			out := mustCall(t, ed, "text.add", `{"text":"Turn me","x":60,"y":40,"size":40,"color":"#ffcc00","style":"outline"}`).(TextOut)
			mustCall(t, ed, step.op, step.params)
			turned := ed.S().Find(out.LayerID)
			before := photo.Composite(ed.S(), nil).Pix()
			before = append([]uint16(nil), before...)
			mustCall(t, ed, "text.update", `{"id":"`+out.LayerID+`"}`)
			after := photo.Composite(ed.S(), nil).Pix()
			worst := 0
			for i := range after {
				worst = max(worst, int(math.Abs(float64(after[i])-float64(before[i]))))
			}
			if l := ed.S().Find(out.LayerID); l.X != turned.X || l.Y != turned.Y {
				t.Errorf("redrawn at %d,%d, turned at %d,%d", l.X, l.Y, turned.X, turned.Y)
			}
			if worst > 257 {
				t.Errorf("redraw differs from the turned layer by %d/65535, want <= one 8-bit level", worst)
			}
		})
	}
}
