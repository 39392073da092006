package photoops

import (
	"context"
	"image"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

// MaxTextRunes bounds one text layer.
const MaxTextRunes = 5000

func registerText(r *Registry) {
	registry.Add(r, registry.Spec{Name: "text.add", Effect: registry.Edit,
		Description: "Add a text layer above the active layer. x is the left edge, centre or right edge by align; y is the top of the first line (document pixels; default: the canvas centre). " +
			"font: sans (default), serif, mono, bold, go, or an installed font name."}, addText)
	registry.Add(r, registry.Spec{Name: "text.update", Effect: registry.Edit,
		Description: "Change a text layer (by id; default the active layer if it is text, else the top-most text layer): any of text, x, y, color, size, font, align; the rest stays. It is drawn again, one undo step."}, updateText)
}

type TextIn struct {
	Text  string   `json:"text" minLength:"1" invalid:"Invalid text"`
	X     *float64 `json:"x,omitempty" invalid:"Invalid x"`
	Y     *float64 `json:"y,omitempty" invalid:"Invalid y"`
	Color string   `json:"color,omitempty" jsonschema:"a colour, or auto (the default): white or near-black, whichever contrasts more with the picture under the text"`
	Size  *float64 `json:"size,omitempty" minimum:"4" maximum:"1000" jsonschema:"pixels, default 48" invalid:"Invalid size"`
	Font  string   `json:"font,omitempty"`
	Align string   `json:"align,omitempty" enum:"left,center,right"`
	Name  string   `json:"name,omitempty"`
	Style string   `json:"style,omitempty" enum:"auto,plain,outline,shadow,band" jsonschema:"auto (the default): an outline, a soft shadow or a translucent band only where the picture under the text needs one to be read; plain: the glyphs alone"`
	// Position places the text by intent instead of x/y.
	Position string `json:"position,omitempty" enum:"top,center,bottom" jsonschema:"put the text in this band of the picture, moved off faces and the main subject (x and y, when given, win)"`
}

type TextOut struct {
	LayerID string `json:"layerId"`
	Name    string `json:"name"`
	Color   string `json:"color" jsonschema:"the colour drawn (auto resolved)"`
	Font    string `json:"font" jsonschema:"the font file used"`
	Bounds  Box    `json:"bounds"`
	Style   string `json:"style" jsonschema:"what was drawn with the glyphs: plain, outline, shadow or band (auto resolved)"`
}

func addText(ctx context.Context, ed *Editor, in TextIn) (TextOut, error) {
	s := ed.S()
	var avoid *avoidMap
	if in.Position != "" && (in.X == nil || in.Y == nil) {
		avoid = avoidFor(ctx, ed)
	}
	l, out, err := renderText(s, ed.Pending, in, false, 0, avoid)
	if err != nil {
		return TextOut{}, err
	}
	l.ID = s.NewLayerID()
	s.InsertAbove(s.Active, l)
	out.LayerID = l.ID
	return out, nil
}

// renderText validates a text request and draws it, mirrored when mirror
// and rotated by degrees clockwise about its anchor (as a turned document
// turned it): a new text layer (without an id) and the op's result.
// A position (top, center, bottom) without x and y is placed with avoid
// (faces and subject to keep clear of; nil: the band's usual line).
func renderText(s *photo.State, pending *photo.Transform, in TextIn, mirror bool, degrees float64, avoid *avoidMap) (*photo.Layer, TextOut, error) {
	if strings.TrimSpace(in.Text) == "" {
		return nil, TextOut{}, fail("Invalid text: give the text to add")
	}
	if len([]rune(in.Text)) > MaxTextRunes {
		return nil, TextOut{}, fail("Invalid text: longer than %d characters", MaxTextRunes)
	}
	size := 48.0
	if in.Size != nil {
		if !finite(*in.Size) || *in.Size < 4 || *in.Size > 1000 {
			return nil, TextOut{}, fail("Invalid size: must be between 4 and 1000")
		}
		size = *in.Size
	}
	colorName := strings.TrimSpace(in.Color)
	auto := colorName == "" || strings.EqualFold(colorName, "auto")
	if auto {
		colorName = "#ffffff" // to measure where the text lands
	}
	c, err := photo.ParseColor(colorName)
	if err != nil {
		return nil, TextOut{}, wrap(err)
	}
	align := strings.ToLower(in.Align)
	if align == "centre" || align == "middle" {
		align = "center"
	}
	x, y := float64(s.Width)/2, float64(s.Height)/2-size/2
	if in.X != nil {
		x = *in.X
		if align == "" {
			align = "left"
		}
	}
	if align == "" {
		align = "center"
	}
	if align != "left" && align != "center" && align != "right" {
		return nil, TextOut{}, fail("Invalid align: %s (use left, center or right)", in.Align)
	}
	if in.Y != nil {
		y = *in.Y
	}
	if !finite(x) || !finite(y) {
		return nil, TextOut{}, fail("Invalid position")
	}
	style := strings.ToLower(strings.TrimSpace(in.Style))
	switch style {
	case "":
		style = StyleAuto
	case StyleAuto, StylePlain, StyleOutline, StyleShadow, StyleBand:
	default:
		return nil, TextOut{}, fail("Invalid style: %s (use auto, plain, outline, shadow or band)", in.Style)
	}
	position := strings.ToLower(strings.TrimSpace(in.Position))
	switch position {
	case "", "top", "center", "bottom":
	case "centre", "middle":
		position = "center"
	default:
		return nil, TextOut{}, fail("Invalid position: %s (use top, center or bottom)", in.Position)
	}
	data, fontName, err := loadFont(in.Font)
	if err != nil {
		return nil, TextOut{}, err
	}
	var effects *photo.TextStyle
	draw := func(c photo.RGBA) (*photo.Raster, int, int, error) {
		st := photo.TextStyle{}
		if effects != nil {
			st = *effects
		}
		r, lx, ly, err := photo.RenderStyledText(in.Text, data, size, c, align, x, y, st)
		if err != nil {
			return nil, 0, 0, wrap(err)
		}
		r, lx, ly = photo.TurnAbout(r, lx, ly, x, y, mirror, degrees)
		return r, lx, ly, nil
	}
	r, lx, ly, err := draw(c)
	if err != nil {
		return nil, TextOut{}, err
	}
	if position != "" && (in.X == nil || in.Y == nil) {
		// place the box where it covers the least of faces and subject;
		// when every spot covers some, a smaller title may fit beside
		// them (down to 70%, as a designer would shrink it)
		a := avoid
		if a == nil {
			a = &avoidMap{w: 1, h: 1, scale: 1.0 / float64(max(s.Width, s.Height)), on: []uint8{0}}
		}
		full := size
		bestCover := math.Inf(1)
		var bx, by, bsize float64
		var balign string
		for _, k := range []float64{1, 0.85, 0.7} {
			size = math.Max(4, math.Round(full*k))
			rr, _, rly, err := draw(c)
			if err != nil {
				return nil, TextOut{}, err
			}
			// room for the widest effect (a band) so that none covers
			// what the title was moved off
			px, py := int(math.Ceil(size*0.35)), int(math.Ceil(size*0.35))
			ax, top, al, covered := a.place(position, s.Width, s.Height, rr.W+2*px, rr.H+2*py)
			top += float64(py)
			switch al {
			case "left":
				ax += float64(px)
			case "right":
				ax -= float64(px)
			}
			if in.X != nil {
				ax, al = x, alignOr(in.Align, al)
			}
			if covered < bestCover-0.005 {
				bestCover, bx, by, bsize, balign = covered, ax, top+float64(int(y)-rly), size, al
			}
			if covered <= 0.02 { // no face, and at most a graze of the subject
				break
			}
		}
		x, y, size, align = bx, by, bsize, balign
		if r, lx, ly, err = draw(c); err != nil {
			return nil, TextOut{}, err
		}
	}
	if auto {
		pick := contrastingColor(s, pending, image.Rect(lx, ly, lx+r.W, ly+r.H))
		if style == StyleAuto {
			pick = legibleColor(s, pending, r, lx, ly, pick)
		}
		if colorName = pick; colorName != "#ffffff" {
			c, _ = photo.ParseColor(colorName)
			if r, lx, ly, err = draw(c); err != nil {
				return nil, TextOut{}, err
			}
		}
	}
	drawn := style
	if style == StyleAuto {
		drawn = styleFor(s, pending, r, lx, ly, c)
	}
	if effects = effectsFor(drawn, size, opposite(c)); effects != nil {
		if r, lx, ly, err = draw(c); err != nil {
			return nil, TextOut{}, err
		}
	}
	font := strings.TrimSpace(in.Font)
	if font == "" {
		font = "sans"
	}
	name := in.Name
	if name == "" {
		name = in.Text
		if r := []rune(name); len(r) > 32 {
			name = string(r[:32])
		}
	}
	keep := style
	if keep == StyleAuto {
		keep = "" // auto is the default: measured again when the text changes
	}
	l := &photo.Layer{Name: name, Kind: photo.KindText, Visible: true, Opacity: 1, Blend: "normal",
		Raster: r, X: lx, Y: ly, Text: &photo.TextInfo{Text: in.Text, X: x, Y: y, Color: colorName, Size: size, Font: font, Align: align, Rotate: degrees, Mirror: mirror,
			Style: keep, Effects: effects}}
	return l, TextOut{Name: name, Color: colorName, Font: fontName, Bounds: Box{lx, ly, r.W, r.H}, Style: drawn}, nil
}

// TextUpdateIn changes a text layer: what is given replaces what the
// layer was made with; the rest stays.
type TextUpdateIn struct {
	ID    string   `json:"id,omitempty" jsonschema:"the text layer (default: the active layer if it is text, else the top-most text layer)"`
	Text  *string  `json:"text,omitempty" invalid:"Invalid text"`
	X     *float64 `json:"x,omitempty" invalid:"Invalid x"`
	Y     *float64 `json:"y,omitempty" invalid:"Invalid y"`
	Color *string  `json:"color,omitempty" jsonschema:"a colour, or auto" invalid:"Invalid color"`
	Size  *float64 `json:"size,omitempty" minimum:"4" maximum:"1000" invalid:"Invalid size"`
	Font  *string  `json:"font,omitempty" invalid:"Invalid font"`
	Align *string  `json:"align,omitempty" enum:"left,center,right" invalid:"Invalid align"`
	Style *string  `json:"style,omitempty" enum:"auto,plain,outline,shadow,band" invalid:"Invalid style"`
}

func updateText(_ context.Context, ed *Editor, in TextUpdateIn) (TextOut, error) {
	s := ed.S()
	l, err := textTarget(s, in.ID)
	if err != nil {
		return TextOut{}, err
	}
	t := l.Text
	req := TextIn{Text: t.Text, X: &t.X, Y: &t.Y, Color: t.Color, Size: &t.Size, Font: t.Font, Align: t.Align, Style: t.Style}
	if l.Name != t.Text && !strings.HasPrefix(t.Text, l.Name) {
		req.Name = l.Name // a name the user gave stays
	}
	if _, _, err := loadFont(req.Font); err != nil {
		req.Font = "" // an older document's font file name: the default
	}
	if in.Text != nil {
		req.Text = *in.Text
	}
	if in.X != nil {
		req.X = in.X
	}
	if in.Y != nil {
		req.Y = in.Y
	}
	if in.Color != nil {
		req.Color = *in.Color
	}
	if in.Size != nil {
		req.Size = in.Size
	}
	if in.Font != nil {
		req.Font = *in.Font
	}
	if in.Align != nil {
		req.Align = *in.Align
	}
	if in.Style != nil {
		req.Style = *in.Style
	}
	// the picture under the text, for an auto colour, is what is below
	// this layer: measure without it
	below := s.Clone()
	below.Remove(l.ID)
	nl, out, err := renderText(below, nil, req, t.Mirror, t.Rotate, nil)
	if err != nil {
		return TextOut{}, err
	}
	edit(s, l, func(c *photo.Layer) {
		c.Raster, c.X, c.Y, c.Text, c.Name = nl.Raster, nl.X, nl.Y, nl.Text, nl.Name
	})
	out.LayerID = l.ID
	return out, nil
}

// textTarget finds the text layer to change: by id, else the active layer
// when it is text, else the top-most text layer.
func textTarget(s *photo.State, id string) (*photo.Layer, error) {
	if id != "" {
		l := s.Find(id)
		if l == nil {
			return nil, fail("Unknown layer: %s", id)
		}
		if l.Kind != photo.KindText || l.Text == nil {
			return nil, fail("Layer %s is not a text layer (a rasterized, filtered or stretched text layer is pixels)", id)
		}
		return l, nil
	}
	if l := s.Find(s.Active); l != nil && l.Kind == photo.KindText && l.Text != nil {
		return l, nil
	}
	for _, f := range s.Flatten() {
		if f.Layer.Kind == photo.KindText && f.Layer.Text != nil {
			return f.Layer, nil
		}
	}
	return nil, fail("No text layer: add one with text.add")
}

// drawText draws a text layer from its parameters alone: words, font,
// size, colour, alignment, anchor, the effects drawn with it, mirror and
// rotation. A text layer's pixels are only a cache of this: every change
// of a parameter (text.update, a move, scale or rotation, a turned or
// flipped document) draws them again, so the glyphs stay as crisp as at
// any size, until layers.rasterize makes them plain pixels.
func drawText(ti *photo.TextInfo) (*photo.Raster, int, int, error) {
	data, _, err := loadFont(ti.Font)
	if err != nil {
		if data, _, err = loadFont(""); err != nil {
			return nil, 0, 0, err
		}
	}
	c, err := photo.ParseColor(ti.Color)
	if err != nil {
		return nil, 0, 0, wrap(err)
	}
	st := photo.TextStyle{}
	if ti.Effects != nil {
		st = *ti.Effects
	}
	r, lx, ly, err := photo.RenderStyledText(ti.Text, data, ti.Size, c, ti.Align, ti.X, ti.Y, st)
	if err != nil {
		return nil, 0, 0, wrap(err)
	}
	r, lx, ly = photo.TurnAbout(r, lx, ly, ti.X, ti.Y, ti.Mirror, ti.Rotate)
	return r, lx, ly, nil
}

// transformText carries a transform of a text layer (t: scale and flip
// about the layer's centre, rotate, translate) into its parameters: the
// anchor moves where the transform takes it, the size scales, the
// rotation adds (a flip mirrors the glyphs and reverses the rotation
// before it). ok is false for a non-uniform scale, which glyphs drawn
// from a font cannot follow.
func transformText(l *photo.Layer, t photo.Transform) (ti photo.TextInfo, ok bool) {
	sx, sy := math.Abs(t.ScaleX), math.Abs(t.ScaleY)
	if sx == 0 || math.Abs(sx-sy) > 1e-9*math.Max(sx, sy) {
		return ti, false
	}
	ti = *l.Text
	// the anchor under the transform, as TransformRaster maps points
	m := photo.TransformPoint(l.Raster.W, l.Raster.H, l.X, l.Y, t)
	ti.X, ti.Y = m(ti.X, ti.Y)
	ti.Size *= sx
	if ti.Effects != nil {
		e := *ti.Effects
		e.Outline *= sx
		e.Shadow *= sx
		ti.Effects = &e
	}
	flip := t.FlipH != t.FlipV
	rot := t.Rotate
	if t.FlipV {
		rot += 180
	}
	if flip {
		ti.Mirror = !ti.Mirror
		ti.Rotate = rot - ti.Rotate
	} else {
		ti.Rotate += rot
	}
	ti.Rotate = math.Mod(ti.Rotate, 360)
	if ti.Rotate < 0 {
		ti.Rotate += 360
	}
	return ti, true
}

// alignOr is the caller's alignment when given, else def.
func alignOr(given, def string) string {
	if given != "" {
		return strings.ToLower(given)
	}
	return def
}

// darkText is the auto colour on light pictures.
const darkText = "#111111"

// contrastingColor picks white or near-black for text over rect: the one
// with the higher WCAG contrast ratio against the mean luminance of the
// picture there.
func contrastingColor(s *photo.State, pending *photo.Transform, rect image.Rectangle) string {
	const dark, darkL = darkText, 0.0056 // #111111's relative luminance
	l := photo.MeanLuminance(s, pending, rect)
	if (1+0.05)/(l+0.05) >= (l+0.05)/(darkL+0.05) {
		return "#ffffff"
	}
	return dark
}
