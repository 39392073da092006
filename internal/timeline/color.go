package timeline

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

var namedColors = map[string]string{
	"black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00",
	"blue": "#0000ff", "yellow": "#ffff00", "cyan": "#00ffff", "magenta": "#ff00ff",
	"gray": "#808080", "grey": "#808080", "orange": "#ff8000", "purple": "#800080",
	"pink": "#ff69b4", "transparent": "#00000000",
}

// ParseColor reads #rgb, #rrggbb, #rrggbbaa or a basic colour name.
func ParseColor(s string) (color.NRGBA, error) {
	if n, ok := namedColors[strings.ToLower(strings.TrimSpace(s))]; ok {
		s = n
	}
	h, ok := strings.CutPrefix(s, "#")
	if !ok {
		return color.NRGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if len(h) == 6 {
		h += "ff"
	}
	if len(h) != 8 {
		return color.NRGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	return color.NRGBA{uint8(v >> 24), uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}

// NormalizeColor returns the #rrggbb (or #rrggbbaa when not opaque) form.
func NormalizeColor(s string) (string, error) {
	c, err := ParseColor(s)
	if err != nil {
		return "", err
	}
	if c.A == 255 {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B), nil
	}
	return fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A), nil
}
