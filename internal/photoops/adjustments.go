package photoops

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerAdjustments(r *Registry) {
	registry.Add(r, registry.Spec{Name: "adjustments.apply", Effect: registry.Edit,
		Description: "Add a non-destructive adjustment layer above the active layer; the selection, if any, becomes its mask. " +
			"Types (camelCase and aliases accepted, e.g. blackAndWhite): " + strings.Join(photo.AdjustmentTypes, ", ") + ". " +
			"Params: brightness-contrast {brightness,contrast -100..100}; exposure {exposure -5..5 stops, offset, gamma}; " +
			"white-balance {warmth,tint -100..100}; hue-saturation {hue -180..180, saturation,lightness -100..100; " +
			"to change only some colours add range (" + strings.Join(photo.HueRangeNames, ", ") + "; also sky, grass) or color (a sampled colour), " +
			"with tolerance and feather 0..180 degrees (full effect within tolerance of the hue, fading over feather), e.g. make the sky bluer {range:blues, saturation:30}, the grass greener {range:greens, saturation:30}}; " +
			"vibrance {vibrance -100..100: muted colours more than vivid ones, skin tones spared; saturation -100..100: every colour}; black-white {amount 0..100, the percent of colour removed}; shadows-highlights {shadows,highlights -100..100}; " +
			"levels {inBlack,inWhite,gamma,outBlack,outWhite; 0..255}; curves {points [[x,y],...] 0..255, channel rgb|red|green|blue}; " +
			"color-balance {shadows,midtones,highlights: {r,g,b} -100..100 or a number}; gradient-map {from,to colours or stops [{position,color}]}; " +
			"posterize {levels 2..255}; threshold {level 1..255}; invert {}; " +
			"vignette {amount -100..100: negative darkens the corners (default -50; -100 black), positive lightens them; midpoint 0..100 (default 50: how far out the effect reaches half strength); " +
			"roundness -100..100 (0 follows the frame, 100 a circle, -100 a rounded rectangle); feather 0..100 (default 50; 0 a hard edge)}: the centre stays unchanged; " +
			"look {name (see looks.list), amount 0..100, default 100}."}, applyAdjustment)
	registry.Add(r, registry.Spec{Name: "adjustments.desaturate", Effect: registry.Edit,
		Description: "Mute every colour evenly, as a non-destructive layer (the selection, if any, becomes its mask): amount is the percent of saturation removed, each colour moving toward the grey of its own brightness. " +
			"Steps a person can see: slightly 20 (saturation -20%), noticeably 40, a lot 60, almost grey 85, completely 100 (black and white). " +
			"To mute dull colours more than vivid ones, or to make colours richer, use adjustments.vibrance."}, desaturate)
	registry.Add(r, registry.Spec{Name: "adjustments.vibrance", Effect: registry.Edit,
		Description: "Make colours richer (amount > 0) or quieter (amount < 0) the way vibrance does, as a non-destructive layer (the selection, if any, becomes its mask): " +
			"muted colours change more than vivid ones, which are left nearly as they are, and skin tones are spared (a fifth of the change). " +
			"amount -100..100: slightly 20, a lot 60; slightly less vibrant -20. For an even change of every colour use adjustments.desaturate or hue-saturation."}, vibranceOp)
	registry.Add(r, registry.Spec{Name: "adjustments.applyMasked", Effect: registry.Edit,
		Description: "Edit the active layer's pixels through the selection (the whole layer when there is none): " +
			"brightness, contrast, warmth -100..100 (0 neutral); saturation a multiplier (1 neutral, values above 3 read as percent); invert."}, applyMasked)
}

type AdjustIn struct {
	Type   string          `json:"type" jsonschema:"adjustment type"`
	Params json.RawMessage `json:"params,omitempty" jsonschema:"the type's parameters"`
	Name   string          `json:"name,omitempty" jsonschema:"layer name"`
}

type AdjustOut struct {
	LayerID string         `json:"layerId"`
	Name    string         `json:"name"`
	Type    string         `json:"type"`
	Params  map[string]any `json:"params"`
	Masked  bool           `json:"masked"`
}

func applyAdjustment(_ context.Context, ed *Editor, in AdjustIn) (AdjustOut, error) {
	if in.Type == "" {
		return AdjustOut{}, fail("Invalid type: give an adjustment type (%s)", strings.Join(photo.AdjustmentTypes, ", "))
	}
	a, err := photo.NewAdjustment(in.Type, in.Params)
	if err != nil {
		if _, typeErr := photo.NormalizeAdjustmentType(in.Type); typeErr != nil {
			if l, lookErr := photo.FindLook(in.Type); lookErr == nil {
				return AdjustOut{}, fail("%s is a look, not an adjustment type: use looks.apply {\"name\":%q}", in.Type, l.Name)
			}
		}
		return AdjustOut{}, wrap(err)
	}
	s := ed.S()
	l := &photo.Layer{ID: s.NewLayerID(), Name: in.Name, Kind: photo.KindAdjustment, Visible: true, Opacity: 1,
		Blend: "normal", Adjust: a, Mask: s.Selection}
	if l.Name == "" {
		l.Name = a.Type
	}
	s.InsertAbove(s.Active, l)
	return AdjustOut{l.ID, l.Name, a.Type, a.Params, l.Mask != nil}, nil
}

const (
	errDesaturateAmount = "Invalid amount: the percent of saturation to remove, above 0 up to 100 (slightly 20, a lot 60, completely 100)"
	errVibranceAmount   = "Invalid amount: -100..100, not 0 (slightly 20, a lot 60; less vibrant below 0)"
)

type DesaturateIn struct {
	Amount *float64 `json:"amount" jsonschema:"percent of saturation removed: slightly 20, a lot 60, completely 100" invalid:"Invalid amount: the percent of saturation to remove, above 0 up to 100 (slightly 20, a lot 60, completely 100)"`
	Name   string   `json:"name,omitempty" jsonschema:"layer name" invalid:"Invalid name"`
}

type VibranceIn struct {
	Amount *float64 `json:"amount" jsonschema:"-100..100: slightly 20, a lot 60, less vibrant below 0" invalid:"Invalid amount: -100..100, not 0 (slightly 20, a lot 60; less vibrant below 0)"`
	Name   string   `json:"name,omitempty" jsonschema:"layer name" invalid:"Invalid name"`
}

func desaturate(ctx context.Context, ed *Editor, in DesaturateIn) (AdjustOut, error) {
	if in.Amount == nil || !finite(*in.Amount) || *in.Amount <= 0 || *in.Amount > 100 {
		return AdjustOut{}, fail(errDesaturateAmount)
	}
	name := in.Name
	if name == "" {
		name = "desaturate"
	}
	// black-white's amount mixes each colour toward its luma grey: the
	// amount of saturation taken, brightness kept
	return applyAdjustment(ctx, ed, AdjustIn{Type: "black-white", Params: mustMarshal(map[string]float64{"amount": *in.Amount}), Name: name})
}

func vibranceOp(ctx context.Context, ed *Editor, in VibranceIn) (AdjustOut, error) {
	if in.Amount == nil || !finite(*in.Amount) || *in.Amount < -100 || *in.Amount > 100 || *in.Amount == 0 {
		return AdjustOut{}, fail(errVibranceAmount)
	}
	name := in.Name
	if name == "" {
		name = "vibrance"
	}
	return applyAdjustment(ctx, ed, AdjustIn{Type: "vibrance", Params: mustMarshal(map[string]float64{"vibrance": *in.Amount}), Name: name})
}

func mustMarshal(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

type MaskedIn struct {
	Brightness *float64 `json:"brightness,omitempty" minimum:"-100" maximum:"100" invalid:"Invalid brightness"`
	Contrast   *float64 `json:"contrast,omitempty" minimum:"-100" maximum:"100" invalid:"Invalid contrast"`
	Saturation *float64 `json:"saturation,omitempty" minimum:"0" jsonschema:"multiplier: 1 neutral, 0 grey; above 3 read as percent (150 = 1.5)" invalid:"Invalid saturation"`
	Warmth     *float64 `json:"warmth,omitempty" minimum:"-100" maximum:"100" invalid:"Invalid warmth"`
	Invert     bool     `json:"invert,omitempty" jsonschema:"invert the colours" invalid:"Invalid invert"`
}

type MaskedOut struct {
	LayerID string             `json:"layerId"`
	Masked  bool               `json:"masked" jsonschema:"false: no selection, the whole layer was edited"`
	Applied map[string]float64 `json:"applied"`
	Invert  bool               `json:"invert,omitempty"`
}

func applyMasked(_ context.Context, ed *Editor, in MaskedIn) (MaskedOut, error) {
	applied := map[string]float64{}
	var fs []photo.PointFunc
	for _, p := range []struct {
		name string
		v    *float64
	}{{"brightness", in.Brightness}, {"contrast", in.Contrast}, {"warmth", in.Warmth}} {
		if p.v != nil && (!finite(*p.v) || *p.v < -100 || *p.v > 100) {
			return MaskedOut{}, fail("Invalid %s: must be between -100 and 100", p.name)
		}
	}
	if in.Brightness != nil || in.Contrast != nil {
		b, c := deref(in.Brightness), deref(in.Contrast)
		fs = append(fs, photo.BrightnessContrast(float32(b), float32(c)))
		applied["brightness"], applied["contrast"] = b, c
	}
	if in.Saturation != nil {
		m := *in.Saturation
		if m > 3 {
			m /= 100
		}
		if !finite(m) || m < 0 || m > 3 {
			return MaskedOut{}, fail("Invalid saturation: a multiplier 0..3 (or a percentage above 3)")
		}
		fs = append(fs, photo.Saturation(float32(m)))
		applied["saturation"] = m
	}
	if in.Warmth != nil {
		fs = append(fs, photo.WhiteBalance(float32(*in.Warmth), 0))
		applied["warmth"] = *in.Warmth
	}
	if in.Invert {
		fs = append(fs, photo.Invert)
	}
	if len(fs) == 0 {
		return MaskedOut{}, fail("Nothing to apply: give brightness, contrast, saturation, warmth or invert")
	}
	s := ed.S()
	l, err := pixelLayer(s)
	if err != nil {
		return MaskedOut{}, err
	}
	src := l.Raster
	sat, ok := applied["saturation"]
	if !ok {
		sat = 1
	}
	if photo.PointPromotes(deref(in.Contrast), sat, deref(in.Warmth)) {
		// a narrowed range merges 8-bit levels: keep them apart at 16 bits
		src = src.Promoted()
	}
	edited := photo.ApplyPoint(src, photo.Chain(fs...))
	out := photo.MixMasked(src, edited, l.X, l.Y, s.Selection, false)
	edit(s, l, func(l *photo.Layer) { l.Raster = out })
	return MaskedOut{LayerID: l.ID, Masked: s.Selection != nil, Applied: applied, Invert: in.Invert}, nil
}

func deref(v *float64) float64 {
	if v == nil {
		return 0
	}
	return *v
}

// pixelLayer is the active layer when it holds pixels.
func pixelLayer(s *photo.State) (*photo.Layer, error) {
	l := s.ActiveLayer()
	if l == nil {
		return nil, fail("No active layer: add or select a layer first")
	}
	if l.Raster == nil {
		return nil, fail("Layer %s (%s) has no pixels: select a raster or text layer", l.ID, l.Kind)
	}
	return l, nil
}
