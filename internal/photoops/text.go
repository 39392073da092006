package photoops

import (
	"context"
	"image"
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
}

type TextOut struct {
	LayerID string `json:"layerId"`
	Name    string `json:"name"`
	Color   string `json:"color" jsonschema:"the colour drawn (auto resolved)"`
	Font    string `json:"font" jsonschema:"the font file used"`
	Bounds  Box    `json:"bounds"`
}

func addText(_ context.Context, ed *Editor, in TextIn) (TextOut, error) {
	if strings.TrimSpace(in.Text) == "" {
		return TextOut{}, fail("Invalid text: give the text to add")
	}
	if len([]rune(in.Text)) > MaxTextRunes {
		return TextOut{}, fail("Invalid text: longer than %d characters", MaxTextRunes)
	}
	s := ed.S()
	size := 48.0
	if in.Size != nil {
		if !finite(*in.Size) || *in.Size < 4 || *in.Size > 1000 {
			return TextOut{}, fail("Invalid size: must be between 4 and 1000")
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
		return TextOut{}, wrap(err)
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
		return TextOut{}, fail("Invalid align: %s (use left, center or right)", in.Align)
	}
	if in.Y != nil {
		y = *in.Y
	}
	if !finite(x) || !finite(y) {
		return TextOut{}, fail("Invalid position")
	}
	data, fontName, err := loadFont(in.Font)
	if err != nil {
		return TextOut{}, err
	}
	r, lx, ly, err := photo.RenderText(in.Text, data, size, c, align, x, y)
	if err != nil {
		return TextOut{}, wrap(err)
	}
	if auto {
		if colorName = contrastingColor(s, ed.Pending, image.Rect(lx, ly, lx+r.W, ly+r.H)); colorName != "#ffffff" {
			c, _ = photo.ParseColor(colorName)
			if r, lx, ly, err = photo.RenderText(in.Text, data, size, c, align, x, y); err != nil {
				return TextOut{}, wrap(err)
			}
		}
	}
	name := in.Name
	if name == "" {
		name = in.Text
		if r := []rune(name); len(r) > 32 {
			name = string(r[:32])
		}
	}
	l := &photo.Layer{ID: s.NewLayerID(), Name: name, Kind: photo.KindText, Visible: true, Opacity: 1, Blend: "normal",
		Raster: r, X: lx, Y: ly, Text: &photo.TextInfo{Text: in.Text, X: x, Y: y, Color: colorName, Size: size, Font: fontName, Align: align}}
	s.InsertAbove(s.Active, l)
	return TextOut{l.ID, name, colorName, fontName, Box{lx, ly, r.W, r.H}}, nil
}

// contrastingColor picks white or near-black for text over rect: the one
// with the higher WCAG contrast ratio against the mean luminance of the
// picture there.
func contrastingColor(s *photo.State, pending *photo.Transform, rect image.Rectangle) string {
	const dark, darkL = "#111111", 0.0056 // #111111's relative luminance
	l := photo.MeanLuminance(s, pending, rect)
	if (1+0.05)/(l+0.05) >= (l+0.05)/(darkL+0.05) {
		return "#ffffff"
	}
	return dark
}
