package effects

import (
	"fmt"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Every filter below works on the RGB composite and supports ffmpeg's
// timeline option (enable=...), so the renderer can bound it in time
// without splitting the stream.
func init() {
	// blur: intensity 0..100 is the gaussian sigma as a share of 2% of the
	// frame height: 100 -> sigma = 2% of the height (21.6 px at 1080p),
	// 15 (default) -> 3.2 px. Sigma scales with the canvas, so a preview at
	// lower resolution looks like the export.
	register(&Definition{ID: "blur", Name: "Blur", Description: "Gaussian blur over everything below.",
		Keywords: []string{"soft", "defocus", "gaussian", "desenfoque", "difuminar"},
		Params:   []Param{{Key: "intensity", Label: "Intensity", Type: Number, Default: 15.0, Min: 0, Max: 100, Step: 1}},
		Filter: func(p map[string]any, height int) string {
			return fmt.Sprintf("gblur=sigma=%s:steps=2", ff(max(0.01, F(p, "intensity")/100*0.02*float64(height))))
		},
	})
	// brightness-contrast: brightness -100..100 adds up to ±0.5 of full
	// scale (eq brightness); contrast -100..100 scales around mid-grey by
	// 0..2 (eq contrast = 1 + c/100).
	register(&Definition{ID: "brightness-contrast", Name: "Brightness / Contrast", Description: "Lighten or darken, and raise or lower contrast.",
		Keywords: []string{"light", "dark", "exposure", "brillo", "contraste"},
		Params: []Param{
			{Key: "brightness", Label: "Brightness", Type: Number, Default: 0.0, Min: -100, Max: 100, Step: 1},
			{Key: "contrast", Label: "Contrast", Type: Number, Default: 0.0, Min: -100, Max: 100, Step: 1},
		},
		Filter: func(p map[string]any, _ int) string {
			return fmt.Sprintf("eq=brightness=%s:contrast=%s", ff(F(p, "brightness")/200), ff(1+F(p, "contrast")/100))
		},
	})
	// grayscale: intensity 0..100 removes that share of the saturation;
	// 100 gives R=G=B.
	register(&Definition{ID: "grayscale", Name: "Grayscale", Description: "Remove colour (black and white).",
		Keywords: []string{"black and white", "b&w", "monochrome", "blanco y negro", "gris"},
		Params:   []Param{{Key: "intensity", Label: "Intensity", Type: Number, Default: 100.0, Min: 0, Max: 100, Step: 1}},
		Filter: func(p map[string]any, _ int) string {
			return fmt.Sprintf("hue=s=%s", ff(1-F(p, "intensity")/100))
		},
	})
	// saturation: amount -100..100 multiplies saturation by 1 + amount/100
	// (0 = grey, 2 = doubled).
	register(&Definition{ID: "saturation", Name: "Saturation", Description: "Make colours more or less vivid.",
		Keywords: []string{"vivid", "vibrant", "colour", "color", "saturación", "vívido"},
		Params:   []Param{{Key: "amount", Label: "Amount", Type: Number, Default: 50.0, Min: -100, Max: 100, Step: 1}},
		Filter: func(p map[string]any, _ int) string {
			return fmt.Sprintf("eq=saturation=%s", ff(1+F(p, "amount")/100))
		},
	})
	// sepia: intensity 0..100 blends the identity matrix toward the classic
	// sepia matrix.
	register(&Definition{ID: "sepia", Name: "Sepia", Description: "Warm brown old-photo tone.",
		Keywords: []string{"vintage", "old", "retro", "warm", "antiguo"},
		Params:   []Param{{Key: "intensity", Label: "Intensity", Type: Number, Default: 100.0, Min: 0, Max: 100, Step: 1}},
		Filter: func(p map[string]any, _ int) string {
			k := F(p, "intensity") / 100
			s := [9]float64{.393, .769, .189, .349, .686, .168, .272, .534, .131}
			id := [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}
			var m [9]string
			for i := range m {
				m[i] = ff(id[i]*(1-k) + s[i]*k)
			}
			return fmt.Sprintf("colorchannelmixer=rr=%s:rg=%s:rb=%s:gr=%s:gg=%s:gb=%s:br=%s:bg=%s:bb=%s",
				m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
		},
	})
	// invert: intensity 0..100 moves each channel from v toward max-v;
	// 100 is the full negative, 50 flat grey.
	register(&Definition{ID: "invert", Name: "Invert", Description: "Negative image.",
		Keywords: []string{"negative", "negate", "invertir", "negativo"},
		Params:   []Param{{Key: "intensity", Label: "Intensity", Type: Number, Default: 100.0, Min: 0, Max: 100, Step: 1}},
		Filter: func(p map[string]any, _ int) string {
			e := fmt.Sprintf("'val+(maxval-2*val)*%s'", ff(F(p, "intensity")/100))
			return fmt.Sprintf("lutrgb=r=%s:g=%s:b=%s", e, e, e)
		},
	})
	// vignette: intensity 0..100 is the lens angle from 0 to pi/2 (ffmpeg's
	// range); mode darken draws dark corners, lighten bright ones.
	register(&Definition{ID: "vignette", Name: "Vignette", Description: "Darken (or lighten) the corners.",
		Keywords: []string{"corners", "edges", "cinematic", "viñeta"},
		Params: []Param{
			{Key: "intensity", Label: "Intensity", Type: Number, Default: 50.0, Min: 0, Max: 100, Step: 1},
			{Key: "mode", Label: "Mode", Type: Select, Default: "darken",
				Options: []Option{{"darken", "Dark corners"}, {"lighten", "Light corners"}}},
		},
		Filter: func(p map[string]any, _ int) string {
			mode := "forward"
			if p["mode"] == "lighten" {
				mode = "backward"
			}
			return fmt.Sprintf("vignette=angle=%s:mode=%s", ff(F(p, "intensity")/100*math.Pi/2), mode)
		},
	})
	// sharpen: amount 0..100 is unsharp's luma amount 0..2.5 on a 5x5 kernel.
	register(&Definition{ID: "sharpen", Name: "Sharpen", Description: "Crisper edges and detail.",
		Keywords: []string{"crisp", "detail", "enfocar", "nitidez"},
		Params:   []Param{{Key: "amount", Label: "Amount", Type: Number, Default: 40.0, Min: 0, Max: 100, Step: 1}},
		Filter: func(p map[string]any, _ int) string {
			return fmt.Sprintf("unsharp=5:5:%s:5:5:0", ff(F(p, "amount")/100*2.5))
		},
	})
	// tint: strength 0..100 mixes every pixel toward the colour
	// (out = v*(1-k) + colour*k per channel).
	register(&Definition{ID: "tint", Name: "Tint", Description: "Wash the picture with a colour.",
		Keywords: []string{"color", "colour", "wash", "teñir", "tono"},
		Params: []Param{
			{Key: "color", Label: "Colour", Type: Color, Default: "#ff8000"},
			{Key: "strength", Label: "Strength", Type: Number, Default: 25.0, Min: 0, Max: 100, Step: 1},
		},
		Filter: func(p map[string]any, _ int) string {
			c, _ := timeline.ParseColor(fmt.Sprint(p["color"]))
			k := F(p, "strength") / 100
			ch := func(v uint8) string { return fmt.Sprintf("'val*%s+%s'", ff(1-k), ff(float64(v)*k)) }
			return fmt.Sprintf("lutrgb=r=%s:g=%s:b=%s", ch(c.R), ch(c.G), ch(c.B))
		},
	})
}
