package photoops

import (
	"context"
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
	Color string   `json:"color,omitempty" jsonschema:"default white"`
	Size  *float64 `json:"size,omitempty" minimum:"4" maximum:"1000" jsonschema:"pixels, default 48" invalid:"Invalid size"`
	Font  string   `json:"font,omitempty"`
	Align string   `json:"align,omitempty" enum:"left,center,right"`
	Name  string   `json:"name,omitempty"`
}

type TextOut struct {
	LayerID string `json:"layerId"`
	Name    string `json:"name"`
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
	colorName := in.Color
	if colorName == "" {
		colorName = "#ffffff"
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
	return TextOut{l.ID, name, fontName, Box{lx, ly, r.W, r.H}}, nil
}
