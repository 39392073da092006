package photo

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// RGBA is a colour, 0..1 a channel.
type RGBA struct{ R, G, B, A float32 }

var namedColors = map[string]RGBA{
	"black": {0, 0, 0, 1}, "white": {1, 1, 1, 1}, "red": {1, 0, 0, 1}, "green": {0, 128.0 / 255, 0, 1},
	"lime": {0, 1, 0, 1}, "blue": {0, 0, 1, 1}, "yellow": {1, 1, 0, 1}, "cyan": {0, 1, 1, 1},
	"magenta": {1, 0, 1, 1}, "orange": {1, 165.0 / 255, 0, 1}, "purple": {128.0 / 255, 0, 128.0 / 255, 1},
	"gray": {128.0 / 255, 128.0 / 255, 128.0 / 255, 1}, "grey": {128.0 / 255, 128.0 / 255, 128.0 / 255, 1},
	"pink": {1, 192.0 / 255, 203.0 / 255, 1}, "brown": {165.0 / 255, 42.0 / 255, 42.0 / 255, 1},
	"transparent": {0, 0, 0, 0},
}

// ParseColor reads "#rgb", "#rrggbb", "#rrggbbaa", "rgb(r,g,b)",
// "rgba(r,g,b,a)" or a CSS basic colour name.
func ParseColor(s string) (RGBA, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if c, ok := namedColors[t]; ok {
		return c, nil
	}
	bad := fmt.Errorf("Invalid color: %q (use #rrggbb, rgb(r,g,b) or a colour name)", s)
	if strings.HasPrefix(t, "#") {
		h := t[1:]
		if len(h) == 3 || len(h) == 4 {
			var e strings.Builder
			for _, ch := range h {
				e.WriteRune(ch)
				e.WriteRune(ch)
			}
			h = e.String()
		}
		if len(h) != 6 && len(h) != 8 {
			return RGBA{}, bad
		}
		v, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			return RGBA{}, bad
		}
		if len(h) == 6 {
			v = v<<8 | 0xff
		}
		return RGBA{float32(v>>24&0xff) / 255, float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255}, nil
	}
	for _, p := range []string{"rgba(", "rgb("} {
		if strings.HasPrefix(t, p) && strings.HasSuffix(t, ")") {
			parts := strings.Split(t[len(p):len(t)-1], ",")
			if len(parts) != 3 && len(parts) != 4 {
				return RGBA{}, bad
			}
			var f [4]float64
			f[3] = 1
			for i, part := range parts {
				x, err := strconv.ParseFloat(strings.TrimSpace(part), 64)
				if err != nil || x < 0 || (i < 3 && x > 255) || (i == 3 && x > 1) {
					return RGBA{}, bad
				}
				f[i] = x
			}
			return RGBA{float32(f[0] / 255), float32(f[1] / 255), float32(f[2] / 255), float32(f[3])}, nil
		}
	}
	return RGBA{}, bad
}

// Hex formats a colour as #rrggbb (alpha dropped).
func (c RGBA) Hex() string {
	return fmt.Sprintf("#%02x%02x%02x", uint8(c.R*255+0.5), uint8(c.G*255+0.5), uint8(c.B*255+0.5))
}

func colorOf(c RGBA) color.NRGBA {
	return color.NRGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), uint8(c.A*255 + 0.5)}
}
