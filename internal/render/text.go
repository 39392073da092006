package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Text is drawn by libass from an ASS script written to a file, not by
// drawtext. Measured choice: libass shapes with HarfBuzz and FriBidi (Arabic
// and Hebrew join and run right to left), falls back through fontconfig for
// CJK and emoji glyphs the chosen font lacks, wraps at a width, draws
// outlines and boxes, and one ass filter draws every text element of a
// track over its time ranges. drawtext does no bidi, no fallback and no
// wrapping, and needs a filter per element with the content escaped into
// the graph. Keeping the content in a file means no character of it can
// reach the graph parser.

// assHeader is the script head; PlayRes is the canvas, so positions and
// sizes stay in canvas pixels and libass scales them to the composed size.
const assHeader = `[Script Info]
ScriptType: v4.00+
PlayResX: %d
PlayResY: %d
WrapStyle: 0
ScaledBorderAndShadow: yes
YCbCr Matrix: None

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
`

const assEvents = `
[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
`

// assScript writes the script for a text track's elements inside
// [from, to), times relative to from; n is the number of events.
func assScript(p *timeline.Project, t *timeline.Track, from, to timeline.Ticks) (script string, n int) {
	W, H := p.Settings.Width, p.Settings.Height
	var styles, events strings.Builder
	fmt.Fprintf(&styles, assHeader, W, H)
	for i := range t.Elements {
		e := &t.Elements[i]
		s, end := max(e.Start, from), min(e.End(), to)
		if s >= end || e.Hidden || e.Text == nil || strings.TrimSpace(e.Text.Content) == "" {
			continue
		}
		n++
		tx := e.Text
		v := e.Visual
		if v == nil {
			v = timeline.DefaultVisual()
		}
		size := tx.FontSize
		if size <= 0 {
			size = float64(H) * 0.06
		}
		size *= v.Scale
		bold := 0
		if tx.Bold {
			bold = -1
		}
		border, outline, outlineColor := 1, tx.OutlinePx*v.Scale, assColor(tx.Outline, v.Opacity)
		if tx.Box != "" {
			// BorderStyle 3 draws an opaque box in the outline colour,
			// padded by the outline width.
			border, outline, outlineColor = 3, math.Max(size*0.2, 1), assColor(tx.Box, v.Opacity)
		}
		margin := 0.0
		if tx.MaxWidth > 0 && tx.MaxWidth < float64(W) {
			margin = (float64(W) - tx.MaxWidth) / 2
		}
		name := fmt.Sprintf("s%d", n)
		fmt.Fprintf(&styles, "Style: %s,%s,%s,%s,%s,%s,&H00000000,%d,0,0,0,100,100,0,0,%d,%s,0,5,%d,%d,0,1\n",
			name, fontName(tx.FontFamily), num(size), assColor(tx.Color, v.Opacity), assColor(tx.Color, v.Opacity),
			outlineColor, bold, border, num(outline), int(margin), int(margin))
		x, y := float64(W)/2+v.X, float64(H)/2+v.Y
		tags := fmt.Sprintf(`{\an%d\pos(%s,%s)`, alignment(tx.Align, tx.VAlign), num(x), num(y))
		if v.Rotation != 0 {
			tags += fmt.Sprintf(`\frz%s`, num(-v.Rotation)) // ASS turns counter-clockwise
		}
		fmt.Fprintf(&events, "Dialogue: 0,%s,%s,%s,,0,0,0,,%s}%s\n",
			assTime(s-from), assTime(end-from), name, tags, assText(tx.Content))
	}
	return styles.String() + assEvents + events.String(), n
}

// assText makes content literal for libass: braces would open override
// blocks and a backslash could form \N, \n or \h, so braces are escaped and
// every backslash is followed by a WORD JOINER (U+2060, zero width, not
// drawn). Newlines become \N; other control characters are dropped so the
// content stays on its Dialogue line.
func assText(s string) string {
	var b strings.Builder
	s = strings.ReplaceAll(s, "\r\n", "\n")
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString("\\\u2060")
		case r == '{':
			b.WriteString(`\{`)
		case r == '}':
			b.WriteString(`\}`)
		case r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			b.WriteString(`\N`)
		case r == '\t':
			b.WriteByte(' ')
		case r < 0x20 || r == 0x7f:
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// fontName keeps a font family from breaking the Style line.
func fontName(f string) string {
	f = strings.Map(func(r rune) rune {
		if r == ',' || r == '{' || r == '}' || r == '\\' || r < 0x20 {
			return -1
		}
		return r
	}, f)
	if strings.TrimSpace(f) == "" {
		return "DejaVu Sans"
	}
	return f
}

// alignment is the ASS numpad alignment: the anchor point of the text
// block (bottom row 1-3, middle 4-6, top 7-9).
func alignment(align, valign string) int {
	base := 4
	switch valign {
	case "top":
		base = 7
	case "bottom":
		base = 1
	}
	switch align {
	case "left":
		return base
	case "right":
		return base + 2
	}
	return base + 1
}

// assColor turns #rrggbb[aa] and an opacity into &HAABBGGRR (AA is
// transparency in ASS).
func assColor(s string, opacity float64) string {
	if s == "" {
		s = "#000000"
	}
	c, err := timeline.ParseColor(s)
	if err != nil {
		c, _ = timeline.ParseColor("#ffffff")
	}
	a := 255 - int(math.Round(float64(c.A)*math.Max(0, math.Min(1, opacity))))
	return fmt.Sprintf("&H%02X%02X%02X%02X", a, c.B, c.G, c.R)
}

// assTime formats h:mm:ss.cc.
func assTime(t timeline.Ticks) string {
	cs := int64(math.Round(t.Seconds() * 100))
	return fmt.Sprintf("%d:%02d:%02d.%02d", cs/360000, cs/6000%60, cs/100%60, cs%100)
}
