package timeline

import (
	"errors"
	"fmt"
	"maps"
	"math"
)

// ElementType is what an element shows or plays.
type ElementType string

const (
	ElementVideo   ElementType = "video"
	ElementImage   ElementType = "image"
	ElementAudio   ElementType = "audio"
	ElementText    ElementType = "text"
	ElementSticker ElementType = "sticker"
	ElementEffect  ElementType = "effect"
)

// Element is one item on a track. Media elements (video, audio) show the
// part of their source between TrimStart and SourceDuration-TrimEnd, so
// TrimStart+Duration+TrimEnd == SourceDuration always holds for them. Other
// elements have no source and no trims.
type Element struct {
	ID             string      `json:"id"`
	Type           ElementType `json:"type"`
	Name           string      `json:"name,omitzero"`
	AssetID        string      `json:"assetId,omitzero"`
	Start          Ticks       `json:"startTime"`
	Duration       Ticks       `json:"duration"`
	TrimStart      Ticks       `json:"trimStart"`
	TrimEnd        Ticks       `json:"trimEnd"`
	SourceDuration Ticks       `json:"sourceDuration"`
	Hidden         bool        `json:"hidden,omitzero"`

	Audio   *Audio   `json:"audio,omitempty"`   // video with sound, audio
	Visual  *Visual  `json:"visual,omitempty"`  // everything that draws
	Text    *Text    `json:"text,omitempty"`    // text
	Sticker *Sticker `json:"sticker,omitempty"` // sticker
	Effect  *Effect  `json:"effect,omitempty"`  // effect
}

// Audio is the sound of an element. Volume is linear gain 0..1.
type Audio struct {
	Volume float64 `json:"volume"`
	Muted  bool    `json:"muted,omitzero"`
}

// Visual is the placement of anything that draws. X and Y are the offset,
// in canvas pixels, of the element's anchor from the canvas centre (the
// centre of media and stickers; for text, the point its alignment refers
// to). Scale 1 is the element's natural size: media fitted inside the
// canvas, a sticker at StickerBaseSize of the canvas height, text at its
// font size.
type Visual struct {
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Scale    float64 `json:"scale"`
	Rotation float64 `json:"rotation"` // degrees, clockwise
	FlipH    bool    `json:"flipH,omitzero"`
	FlipV    bool    `json:"flipV,omitzero"`
	Opacity  float64 `json:"opacity"`
	Blend    string  `json:"blend,omitzero"` // "" or "normal" draws over
}

// StickerBaseSize is a sticker's side at scale 1, as a fraction of the
// canvas height.
const StickerBaseSize = 0.2

// Text is the content and look of a text element.
type Text struct {
	Content    string  `json:"content"`
	Style      string  `json:"style"`    // plain, subtitle, hook, label
	Position   string  `json:"position"` // top, center, bottom, custom
	FontFamily string  `json:"fontFamily"`
	FontSize   float64 `json:"fontSize"` // canvas pixels
	Bold       bool    `json:"bold,omitzero"`
	Color      string  `json:"color"`
	Outline    string  `json:"outline,omitzero"` // colour of a border around glyphs
	OutlinePx  float64 `json:"outlinePx,omitzero"`
	Box        string  `json:"box,omitzero"` // colour of a box behind the text, #rrggbbaa allowed
	Align      string  `json:"align"`        // left, center, right
	VAlign     string  `json:"valign"`       // top, middle, bottom
	MaxWidth   float64 `json:"maxWidth,omitzero"`
}

// Sticker names a catalog sticker and its corner.
type Sticker struct {
	StickerID string `json:"stickerId"`
	Position  string `json:"position"`
}

// Effect is an adjustment over everything below it for its time range.
type Effect struct {
	Type   string         `json:"type"`
	Params map[string]any `json:"params"`
}

// End is Start+Duration.
func (e *Element) End() Ticks { return e.Start + e.Duration }

// IsMedia reports whether the element plays a time-based source.
func (e *Element) IsMedia() bool { return e.Type == ElementVideo || e.Type == ElementAudio }

// Clone deep-copies e so the copy can be changed without touching e.
func (e Element) Clone() Element {
	if e.Audio != nil {
		a := *e.Audio
		e.Audio = &a
	}
	if e.Visual != nil {
		v := *e.Visual
		e.Visual = &v
	}
	if e.Text != nil {
		t := *e.Text
		e.Text = &t
	}
	if e.Sticker != nil {
		s := *e.Sticker
		e.Sticker = &s
	}
	if e.Effect != nil {
		f := *e.Effect
		f.Params = maps.Clone(e.Effect.Params)
		e.Effect = &f
	}
	return e
}

// SplitAt cuts e at t (strictly inside it) into a left part, kept as e,
// and a right part with newID. Media trims move so both halves show the
// same source frames as before.
func (e *Element) SplitAt(t Ticks, newID string) (left, right Element) {
	left, right = e.Clone(), e.Clone()
	cut := t - e.Start
	left.Duration = cut
	right.ID = newID
	right.Start = t
	right.Duration = e.Duration - cut
	if e.IsMedia() {
		left.TrimEnd = e.TrimEnd + right.Duration
		right.TrimStart = e.TrimStart + cut
	}
	return left, right
}

var errNotFinite = errors.New("non-finite number")

func (e *Element) validate(p *Project) error {
	// each time on its own first: sums of values near 2^63 wrap around
	// (negative ones are refused below, before any sum)
	for _, f := range []struct {
		name string
		v    Ticks
	}{{"startTime", e.Start}, {"duration", e.Duration}, {"trimStart", e.TrimStart}, {"trimEnd", e.TrimEnd}, {"sourceDuration", e.SourceDuration}} {
		if f.v > MaxTicks {
			return fmt.Errorf("%s %d is out of range (at most %d ticks, %d s)", f.name, f.v, MaxTicks, MaxSeconds)
		}
	}
	if e.Start < 0 || e.Duration <= 0 {
		return fmt.Errorf("invalid timing start=%s duration=%s", e.Start, e.Duration)
	}
	if e.End() > MaxTicks {
		return fmt.Errorf("ends past %d seconds", MaxSeconds)
	}
	if e.IsMedia() {
		if e.TrimStart < 0 || e.TrimEnd < 0 || e.TrimStart+e.Duration+e.TrimEnd != e.SourceDuration {
			return fmt.Errorf("trims %s+%s+%s do not add up to the source %s", e.TrimStart, e.Duration, e.TrimEnd, e.SourceDuration)
		}
	} else if e.TrimStart != 0 || e.TrimEnd != 0 || e.SourceDuration != 0 {
		return fmt.Errorf("a %s element has no source to trim", e.Type)
	}
	switch e.Type {
	case ElementVideo, ElementAudio, ElementImage:
		a, ok := p.Asset(e.AssetID)
		if !ok {
			return fmt.Errorf("unknown asset %q", e.AssetID)
		}
		if string(a.Type) != string(e.Type) {
			return fmt.Errorf("asset %s is %s, element is %s", a.ID, a.Type, e.Type)
		}
	case ElementText:
		if e.Text == nil || e.Text.Content == "" {
			return errors.New("text element without text")
		}
	case ElementSticker:
		if e.Sticker == nil || e.Sticker.StickerID == "" {
			return errors.New("sticker element without sticker")
		}
	case ElementEffect:
		if e.Effect == nil || e.Effect.Type == "" {
			return errors.New("effect element without effect")
		}
	default:
		return fmt.Errorf("unknown element type %q", e.Type)
	}
	if e.Audio != nil {
		if !e.IsMedia() {
			return errors.New("only video and audio have sound")
		}
		if !(e.Audio.Volume >= 0 && e.Audio.Volume <= 1) {
			return fmt.Errorf("volume %v outside 0..1", e.Audio.Volume)
		}
	}
	if v := e.Visual; v != nil {
		for _, f := range []float64{v.X, v.Y, v.Scale, v.Rotation, v.Opacity} {
			if math.IsNaN(f) || math.IsInf(f, 0) {
				return errNotFinite
			}
		}
		if v.Scale <= 0 || v.Opacity < 0 || v.Opacity > 1 {
			return fmt.Errorf("invalid scale %v or opacity %v", v.Scale, v.Opacity)
		}
		if v.Scale > MaxScale {
			return fmt.Errorf("visual.scale %v is above %v", v.Scale, float64(MaxScale))
		}
		if math.Abs(v.X) > MaxOffset || math.Abs(v.Y) > MaxOffset {
			return fmt.Errorf("visual.x, y (%v, %v) is out of range (±%d)", v.X, v.Y, MaxOffset)
		}
	}
	if t := e.Text; t != nil {
		for _, f := range []struct {
			name string
			v    float64
		}{{"fontSize", t.FontSize}, {"outlinePx", t.OutlinePx}, {"maxWidth", t.MaxWidth}} {
			if !(f.v >= 0 && f.v <= MaxOffset) {
				return fmt.Errorf("text.%s %v is out of range (0..%d)", f.name, f.v, MaxOffset)
			}
		}
	}
	return nil
}

// DefaultVisual is an element centred at its natural size, fully opaque.
func DefaultVisual() *Visual { return &Visual{Scale: 1, Opacity: 1} }
