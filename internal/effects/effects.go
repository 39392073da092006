// Package effects is the effects registry: each effect's parameters (typed,
// with ranges and defaults), its generated human-readable descriptions, and
// the ffmpeg filter it renders as. One place holds each effect, so the
// tools that list and validate effects and the renderer that draws them
// never disagree about a parameter's meaning.
package effects

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// ParamType is a parameter's value kind.
type ParamType string

const (
	Number  ParamType = "number"
	Boolean ParamType = "boolean"
	Color   ParamType = "color"
	Select  ParamType = "select"
)

// Option is one choice of a select parameter.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Param describes one parameter.
type Param struct {
	Key     string
	Label   string
	Type    ParamType
	Default any // float64, bool or string
	Min     float64
	Max     float64
	Step    float64
	Options []Option
}

// Definition is one effect. Filter turns validated, complete params into
// an ffmpeg filter chain working on RGB frames of the given canvas height
// (no labels, no trailing separator); the parameter semantics are
// documented beside each effect.
type Definition struct {
	ID          string
	Name        string
	Description string
	Keywords    []string
	Params      []Param
	Filter      func(p map[string]any, canvasHeight int) string
}

// Describe is the generated human-readable text of a parameter, e.g.
// "Number between 0 and 100, step 1. Default: 15".
func (p Param) Describe() string {
	switch p.Type {
	case Number:
		return fmt.Sprintf("Number between %s and %s, step %s. Default: %s", num(p.Min), num(p.Max), num(p.Step), num(p.Default.(float64)))
	case Boolean:
		return fmt.Sprintf("Boolean. Default: %t", p.Default.(bool))
	case Color:
		return fmt.Sprintf("Colour as #rrggbb. Default: %s", p.Default.(string))
	case Select:
		opts := make([]string, len(p.Options))
		for i, o := range p.Options {
			opts[i] = fmt.Sprintf("%s (%s)", o.Value, o.Label)
		}
		return fmt.Sprintf("One of: %s. Default: %s", strings.Join(opts, ", "), p.Default.(string))
	}
	return ""
}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

var registry = map[string]*Definition{}

func register(d *Definition) {
	if registry[d.ID] != nil {
		panic("effects: duplicate " + d.ID)
	}
	registry[d.ID] = d
}

// All lists the effects sorted by id.
func All() []*Definition {
	out := slices.Collect(maps.Values(registry))
	slices.SortFunc(out, func(a, b *Definition) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Lookup finds an effect by id; camelCase and spaces are accepted
// ("brightnessContrast", "Brightness Contrast").
func Lookup(id string) (*Definition, bool) {
	d, ok := registry[Normalize(id)]
	return d, ok
}

// Normalize turns "brightnessContrast" or "Brightness contrast" into
// "brightness-contrast". A capital starts a new word only after a lower-case
// letter or digit, so "BLUR" is "blur", not "b-l-u-r".
func Normalize(id string) string {
	var b strings.Builder
	var prev rune
	for _, r := range strings.TrimSpace(id) {
		lowerBefore := prev >= 'a' && prev <= 'z' || prev >= '0' && prev <= '9'
		prev = r
		switch {
		case r >= 'A' && r <= 'Z':
			if lowerBefore {
				b.WriteByte('-')
			}
			b.WriteRune(r + 'a' - 'A')
		case r == ' ' || r == '_':
			b.WriteByte('-')
		default:
			b.WriteRune(r)
		}
	}
	return strings.ReplaceAll(b.String(), "--", "-")
}

// Defaults returns every parameter at its default.
func (d *Definition) Defaults() map[string]any {
	m := make(map[string]any, len(d.Params))
	for _, p := range d.Params {
		m[p.Key] = p.Default
	}
	return m
}

func (d *Definition) param(key string) (Param, bool) {
	for _, p := range d.Params {
		if p.Key == key {
			return p, true
		}
	}
	return Param{}, false
}

// Merge validates patch against the definition and returns base with patch
// applied. Errors use the spec's messages verbatim.
func (d *Definition) Merge(base, patch map[string]any) (map[string]any, error) {
	out := maps.Clone(base)
	if out == nil {
		out = d.Defaults()
	}
	for _, key := range slices.Sorted(maps.Keys(patch)) {
		v := patch[key]
		p, ok := d.param(key)
		if !ok {
			return nil, fmt.Errorf("Unknown parameter: %s", key)
		}
		switch p.Type {
		case Number:
			f, ok := toFloat(v)
			if !ok {
				return nil, fmt.Errorf("Invalid effect parameters")
			}
			if f < p.Min {
				return nil, fmt.Errorf("Parameter '%s' must be >= %s", key, num(p.Min))
			}
			if f > p.Max {
				return nil, fmt.Errorf("Parameter '%s' must be <= %s", key, num(p.Max))
			}
			out[key] = f
		case Boolean:
			b, ok := v.(bool)
			if !ok {
				return nil, fmt.Errorf("Invalid effect parameters")
			}
			out[key] = b
		case Color:
			s, ok := v.(string)
			if !ok {
				return nil, fmt.Errorf("Invalid effect parameters")
			}
			c, err := timeline.NormalizeColor(s)
			if err != nil {
				return nil, fmt.Errorf("Invalid effect parameters")
			}
			out[key] = c
		case Select:
			s, ok := v.(string)
			if !ok || !slices.ContainsFunc(p.Options, func(o Option) bool { return o.Value == s }) {
				return nil, fmt.Errorf("Invalid effect parameters")
			}
			out[key] = s
		}
	}
	return out, nil
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	case int:
		return float64(x), true
	}
	return 0, false
}

// F reads a number param (already validated).
func F(p map[string]any, key string) float64 {
	f, _ := toFloat(p[key])
	return f
}

// ff formats a float for a filter argument.
func ff(f float64) string { return strconv.FormatFloat(f, 'f', 4, 64) }
