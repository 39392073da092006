package videotools

import (
	"context"
	"maps"
	"strings"

	"github.com/neuralcut/neuralcut/internal/effects"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerEffects(r *Registry) {
	registry.Add(r, registry.Spec{Name: "list_effects",
		Description: "List the available effects (id, name, description), optionally filtered by a case-insensitive query on name or keywords. Then get_effect, then apply_effect."},
		listEffects)
	registry.Add(r, registry.Spec{Name: "get_effect",
		Description: "Show one effect's parameters: type, range, step, default and options."},
		getEffect)
	registry.Add(r, registry.Spec{Name: "apply_effect", Effect: registry.Edit,
		Description: "Add an effect over everything below it for a time range (seconds), on an effect track. Params not given keep their defaults."},
		applyEffect)
	registry.Add(r, registry.Spec{Name: "update_effect", Effect: registry.Edit,
		Description: "Change some parameters of an effect element; the others keep their values."},
		updateEffect)
}

type ListEffectsIn struct {
	Query string `json:"query,omitempty" jsonschema:"filter by name or keyword"`
}

type EffectSummary struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

type ListEffectsOut struct {
	Effects []EffectSummary `json:"effects"`
}

func listEffects(_ context.Context, _ *Editor, in ListEffectsIn) (ListEffectsOut, error) {
	q := strings.ToLower(strings.TrimSpace(in.Query))
	out := ListEffectsOut{Effects: []EffectSummary{}}
	for _, d := range effects.All() {
		if q != "" && !matches(d, q) {
			continue
		}
		out.Effects = append(out.Effects, EffectSummary{d.ID, d.Name, d.Description})
	}
	return out, nil
}

func matches(d *effects.Definition, q string) bool {
	hay := []string{d.ID, d.Name, d.Description}
	hay = append(hay, d.Keywords...)
	for _, h := range hay {
		if strings.Contains(strings.ToLower(h), q) {
			return true
		}
	}
	return false
}

type GetEffectIn struct {
	EffectType string `json:"effectType" minLength:"1" invalid:"Invalid effect type"`
}

type ParamInfo struct {
	Key         string           `json:"key"`
	Label       string           `json:"label"`
	Type        string           `json:"type" enum:"number,boolean,color,select"`
	Default     any              `json:"default"`
	Min         *float64         `json:"min,omitempty"`
	Max         *float64         `json:"max,omitempty"`
	Step        *float64         `json:"step,omitempty"`
	Options     []effects.Option `json:"options,omitempty"`
	Description string           `json:"description"`
}

type GetEffectOut struct {
	ID          string      `json:"id"`
	Name        string      `json:"name"`
	Description string      `json:"description"`
	Params      []ParamInfo `json:"params"`
}

func lookupEffect(t string) (*effects.Definition, error) {
	if strings.TrimSpace(t) == "" {
		return nil, fail("Invalid effect type")
	}
	d, ok := effects.Lookup(t)
	if !ok {
		return nil, fail("Effect not found: %s", t)
	}
	return d, nil
}

func getEffect(_ context.Context, _ *Editor, in GetEffectIn) (GetEffectOut, error) {
	d, err := lookupEffect(in.EffectType)
	if err != nil {
		return GetEffectOut{}, err
	}
	out := GetEffectOut{ID: d.ID, Name: d.Name, Description: d.Description, Params: []ParamInfo{}}
	for _, p := range d.Params {
		pi := ParamInfo{Key: p.Key, Label: p.Label, Type: string(p.Type), Default: p.Default,
			Options: p.Options, Description: p.Describe()}
		if p.Type == effects.Number {
			pi.Min, pi.Max, pi.Step = &p.Min, &p.Max, &p.Step
		}
		out.Params = append(out.Params, pi)
	}
	return out, nil
}

type ApplyEffectIn struct {
	EffectType string         `json:"effectType" minLength:"1" jsonschema:"effect id from list_effects" invalid:"Invalid effect type"`
	Start      *float64       `json:"start" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid start time"`
	End        *float64       `json:"end" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid end time"`
	Params     map[string]any `json:"params,omitempty" jsonschema:"parameter values by key (see get_effect)" invalid:"Invalid effect parameters"`
}

type ApplyEffectOut struct {
	ElementID     string         `json:"elementId"`
	TrackID       string         `json:"trackId"`
	AppliedParams map[string]any `json:"appliedParams"`
}

func applyEffect(_ context.Context, e *Editor, in ApplyEffectIn) (ApplyEffectOut, error) {
	d, err := lookupEffect(in.EffectType)
	if err != nil {
		return ApplyEffectOut{}, err
	}
	if in.Start == nil || !timeline.ValidSeconds(*in.Start) {
		return ApplyEffectOut{}, fail("Invalid start time")
	}
	if in.End == nil || !timeline.ValidSeconds(*in.End) {
		return ApplyEffectOut{}, fail("Invalid end time")
	}
	start, end := timeline.FromSeconds(*in.Start), timeline.FromSeconds(*in.End)
	if start >= end {
		return ApplyEffectOut{}, fail("Invalid time range")
	}
	params, err := d.Merge(d.Defaults(), in.Params)
	if err != nil {
		return ApplyEffectOut{}, fail("%s", err.Error())
	}
	p, err := e.timeline()
	if err != nil {
		return ApplyEffectOut{}, err
	}
	el := timeline.Element{Type: timeline.ElementEffect, Name: d.Name, Start: start, Duration: end - start,
		Effect: &timeline.Effect{Type: d.ID, Params: params}}
	placed, err := place(p, timeline.TrackEffect, el)
	if err != nil {
		return ApplyEffectOut{}, fail("Failed to place effect element")
	}
	// a copy: a caller changing the result must not reach into the project
	return ApplyEffectOut{ElementID: placed.ElementID, TrackID: placed.TrackID, AppliedParams: maps.Clone(params)}, nil
}

type UpdateEffectIn struct {
	ElementID string         `json:"elementId" minLength:"1" invalid:"Invalid element id"`
	Params    map[string]any `json:"params" jsonschema:"the parameters to change" invalid:"params is required and must be a non-empty object"`
}

type UpdateEffectOut struct {
	Success       bool           `json:"success"`
	ElementID     string         `json:"elementId"`
	AppliedParams map[string]any `json:"appliedParams"`
}

func updateEffect(_ context.Context, e *Editor, in UpdateEffectIn) (UpdateEffectOut, error) {
	if strings.TrimSpace(in.ElementID) == "" {
		return UpdateEffectOut{}, fail("Invalid element id")
	}
	if len(in.Params) == 0 {
		return UpdateEffectOut{}, fail("params is required and must be a non-empty object")
	}
	p, err := e.timeline()
	if err != nil {
		return UpdateEffectOut{}, err
	}
	ref, ok := p.FindElement(in.ElementID)
	if !ok {
		return UpdateEffectOut{}, fail("Timeline element not found: %s", in.ElementID)
	}
	el := p.Element(ref)
	if el.Type != timeline.ElementEffect || el.Effect == nil {
		return UpdateEffectOut{}, fail("Element is not an effect")
	}
	d, ok := effects.Lookup(el.Effect.Type)
	if !ok {
		return UpdateEffectOut{}, fail("Effect not found: %s", el.Effect.Type)
	}
	params, err := d.Merge(el.Effect.Params, in.Params)
	if err != nil {
		return UpdateEffectOut{}, fail("%s", err.Error())
	}
	p.TrackForWrite(ref.Track).Elements[ref.Index].Effect.Params = params
	return UpdateEffectOut{Success: true, ElementID: in.ElementID, AppliedParams: maps.Clone(params)}, nil
}
