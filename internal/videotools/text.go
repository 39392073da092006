package videotools

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerText(r *Registry) {
	registry.Add(r, registry.Spec{Name: "add_text", Effect: registry.Edit,
		Description: "Add a text element (title, hook, label or one subtitle line) from start to end (seconds) at the top, centre or bottom of the frame. Styles: plain, subtitle (small on a dark box), hook (big bold yellow), label (small on a box). For full subtitles call it once per line."},
		addText)
	registry.Add(r, registry.Spec{Name: "update_text", Effect: registry.Edit,
		Description: "Change a text element's content, timing, position or style; only the given fields change."},
		updateText)
}

// MaxTextLength bounds one text element (runes).
const MaxTextLength = 2000

// SafeMargin is the distance of top and bottom text from the frame edge,
// as a share of the canvas height (inside the 10% title-safe area that
// broadcast and social players keep clear of their own controls... close to it).
const SafeMargin = 0.08

type AddTextIn struct {
	Text     string   `json:"text" minLength:"1" invalid:"Text is required"`
	Start    *float64 `json:"start" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid time range"`
	End      *float64 `json:"end" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid time range"`
	Position string   `json:"position" enum:"top,center,bottom" invalid:"Invalid position"`
	Style    string   `json:"style,omitempty" enum:"plain,subtitle,hook,label" jsonschema:"default plain" invalid:"Invalid style"`
	Color    string   `json:"color,omitempty" jsonschema:"colour of the letters: #rrggbb or a basic name (red, yellow...); default the style's" invalid:"Invalid color"`
}

func addText(_ context.Context, e *Editor, in AddTextIn) (PlacedOut, error) {
	text, err := checkText(in.Text)
	if err != nil {
		return PlacedOut{}, err
	}
	start, end, err := textRange(in.Start, in.End)
	if err != nil {
		return PlacedOut{}, err
	}
	if !validPosition(in.Position) {
		return PlacedOut{}, fail("Invalid position")
	}
	style := in.Style
	if style == "" {
		style = "plain"
	}
	p, err := e.timeline()
	if err != nil {
		return PlacedOut{}, err
	}
	t, ok := TextStyle(style, p.Settings)
	if !ok {
		return PlacedOut{}, fail("Invalid style")
	}
	if in.Color != "" {
		if t.Color, err = textColor(in.Color); err != nil {
			return PlacedOut{}, err
		}
	}
	t.Content = text
	el := timeline.Element{Type: timeline.ElementText, Name: textName(text), Start: start, Duration: end - start,
		Text: &t, Visual: timeline.DefaultVisual()}
	applyPosition(&el, in.Position, p.Settings)
	return place(p, timeline.TrackText, el)
}

// textColor reads a text colour: #rgb, #rrggbb or a basic colour name,
// opaque (a see-through text is the element's opacity).
func textColor(s string) (string, error) {
	c, err := timeline.ParseColor(s)
	if err != nil || c.A != 255 {
		return "", fail("Invalid color")
	}
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B), nil
}

func checkText(s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", fail("Text is required")
	}
	if !utf8.ValidString(s) {
		return "", fail("Text is not valid UTF-8")
	}
	if utf8.RuneCountInString(s) > MaxTextLength {
		return "", fail("Text is too long (at most %d characters)", MaxTextLength)
	}
	return strings.ReplaceAll(s, "\r\n", "\n"), nil
}

func textRange(s, e *float64) (timeline.Ticks, timeline.Ticks, error) {
	if s == nil || e == nil || !timeline.ValidSeconds(*s) || !timeline.ValidSeconds(*e) {
		return 0, 0, fail("Invalid time range")
	}
	start, end := timeline.FromSeconds(*s), timeline.FromSeconds(*e)
	if start >= end {
		return 0, 0, fail("Invalid time range")
	}
	return start, end, nil
}

func validPosition(p string) bool { return p == "top" || p == "center" || p == "bottom" }

func textName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > 32 {
		s = string([]rune(s)[:31]) + "…"
	}
	return s
}

// TextStyle returns the look of a style preset sized for the canvas.
func TextStyle(style string, s timeline.Settings) (timeline.Text, bool) {
	h := float64(s.Height)
	t := timeline.Text{Style: style, FontFamily: "DejaVu Sans", Color: "#ffffff", Align: "center",
		MaxWidth: float64(s.Width) * 0.9}
	switch style {
	case "plain":
		t.FontSize = h * 0.06
		t.Outline, t.OutlinePx = "#000000", h*0.002
	case "subtitle":
		t.FontSize = h * 0.045
		t.Box = "#000000b0"
	case "hook":
		t.FontSize = h * 0.085
		t.Bold = true
		t.Color = "#ffe600"
		t.Outline, t.OutlinePx = "#000000", h*0.005
	case "label":
		t.FontSize = h * 0.035
		t.Bold = true
		t.Box = "#000000c8"
	default:
		return timeline.Text{}, false
	}
	return t, true
}

// applyPosition maps top/center/bottom to the anchor point and vertical
// alignment: top and bottom text sits SafeMargin in from the edge and grows
// away from it, centre text is centred on the frame.
func applyPosition(el *timeline.Element, pos string, s timeline.Settings) {
	h := float64(s.Height)
	el.Text.Position = pos
	el.Visual.X = 0
	switch pos {
	case "top":
		el.Visual.Y, el.Text.VAlign = -h/2+h*SafeMargin, "top"
	case "bottom":
		el.Visual.Y, el.Text.VAlign = h/2-h*SafeMargin, "bottom"
	default:
		el.Visual.Y, el.Text.VAlign = 0, "middle"
	}
}

type UpdateTextIn struct {
	TrackID   string   `json:"trackId,omitempty" jsonschema:"the element's track; omit to find the element on any track" invalid:"Text element not found"`
	ElementID string   `json:"elementId" invalid:"Text element not found"`
	Text      *string  `json:"text,omitempty" invalid:"Text is required"`
	Start     *float64 `json:"start,omitempty" minimum:"0" invalid:"Invalid time range"`
	End       *float64 `json:"end,omitempty" minimum:"0" invalid:"Invalid time range"`
	Position  string   `json:"position,omitempty" enum:"top,center,bottom" invalid:"Invalid position"`
	Style     string   `json:"style,omitempty" enum:"plain,subtitle,hook,label" invalid:"Invalid style"`
	Color     string   `json:"color,omitempty" jsonschema:"colour of the letters: #rrggbb or a basic name" invalid:"Invalid color"`
}

type UpdateTextOut struct {
	Success   bool   `json:"success"`
	ElementID string `json:"elementId"`
}

func updateText(_ context.Context, e *Editor, in UpdateTextIn) (UpdateTextOut, error) {
	p, err := e.timeline()
	if err != nil {
		return UpdateTextOut{}, err
	}
	ti, ei, err := findOnTrack(p, in.TrackID, in.ElementID, "Text element not found")
	if err != nil {
		return UpdateTextOut{}, err
	}
	cur := &p.Tracks[ti].Elements[ei]
	if cur.Type != timeline.ElementText {
		return UpdateTextOut{}, fail("Element is not text")
	}
	var text string
	if in.Text != nil {
		if text, err = checkText(*in.Text); err != nil {
			return UpdateTextOut{}, err
		}
	}
	start, end := cur.Start, cur.End()
	if in.Start != nil {
		if !timeline.ValidSeconds(*in.Start) {
			return UpdateTextOut{}, fail("Invalid time range")
		}
		start = timeline.FromSeconds(*in.Start)
	}
	if in.End != nil {
		if !timeline.ValidSeconds(*in.End) {
			return UpdateTextOut{}, fail("Invalid time range")
		}
		end = timeline.FromSeconds(*in.End)
	}
	if start >= end {
		return UpdateTextOut{}, fail("Invalid time range")
	}
	if in.Position != "" && !validPosition(in.Position) {
		return UpdateTextOut{}, fail("Invalid position")
	}
	var style timeline.Text
	if in.Style != "" {
		var ok bool
		if style, ok = TextStyle(in.Style, p.Settings); !ok {
			return UpdateTextOut{}, fail("Invalid style")
		}
	}
	color := ""
	if in.Color != "" {
		if color, err = textColor(in.Color); err != nil {
			return UpdateTextOut{}, err
		}
	}
	t := p.Tracks[ti]
	if !t.Fits(start, end, map[string]bool{cur.ID: true}) {
		return UpdateTextOut{}, fail("Time range overlaps another element on track %s", t.ID)
	}
	t = p.TrackForWrite(ti)
	el := &t.Elements[ei]
	if in.Text != nil {
		el.Text.Content = text
		el.Name = textName(text)
	}
	if in.Style != "" {
		style.Content, style.Position, style.VAlign = el.Text.Content, el.Text.Position, el.Text.VAlign
		*el.Text = style
	}
	if color != "" {
		el.Text.Color = color // after a style, which brings its own colour
	}
	if in.Position != "" || in.Style != "" {
		pos := in.Position
		if pos == "" {
			pos = el.Text.Position
		}
		if validPosition(pos) {
			applyPosition(el, pos, p.Settings)
		}
	}
	el.Start, el.Duration = start, end-start
	t.Sort()
	return UpdateTextOut{Success: true, ElementID: in.ElementID}, nil
}
