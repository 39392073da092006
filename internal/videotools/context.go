package videotools

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerContext(r *Registry) {
	registry.Add(r, registry.Spec{Name: "list_project_assets",
		Description: "List the project's media assets (video, audio, image) with their stable ids, whether the timeline uses them and what each shows when it has been described. Use it before adding media or loading context."},
		listProjectAssets)
	registry.Add(r, registry.Spec{Name: "list_timeline",
		Description: "List every track and element of the timeline with ids and times in seconds. Call it before editing when you do not have exact trackId/elementId values."},
		listTimeline)
	registry.Add(r, registry.Spec{Name: "get_element",
		Description: "Show everything about one timeline element: timing, trims, source, volume, text, transform, effect params."},
		getElement)
}

func (e *Editor) active() (*timeline.Project, error) {
	if e == nil || e.Doc == nil || e.Project == nil {
		return nil, fail("No active project")
	}
	return e.Project, nil
}

func (e *Editor) timeline() (*timeline.Project, error) {
	if e == nil || e.Doc == nil || e.Project == nil || len(e.Project.Tracks) == 0 {
		return nil, fail("No active timeline")
	}
	return e.Project, nil
}

type ListAssetsIn struct {
	Filter string `json:"filter,omitempty" enum:"all,used,unused" jsonschema:"usage filter (default all)" invalid:"Invalid filter"`
	Type   string `json:"type,omitempty" enum:"all,video,audio,image" jsonschema:"type filter (default all)" invalid:"Invalid type"`
}

type AssetInfo struct {
	ID             string  `json:"id"`
	Name           string  `json:"name"`
	Type           string  `json:"type"`
	Duration       float64 `json:"duration,omitempty" jsonschema:"seconds; absent for images"`
	Width          int     `json:"width,omitempty"`
	Height         int     `json:"height,omitempty"`
	HasAudio       bool    `json:"hasAudio,omitempty"`
	UsedInTimeline bool    `json:"usedInTimeline"`
	Description    string  `json:"description,omitempty" jsonschema:"what the asset shows, in words (describe_asset sets it)"`
}

type ListAssetsOut struct {
	Assets []AssetInfo `json:"assets"`
}

func listProjectAssets(_ context.Context, e *Editor, in ListAssetsIn) (ListAssetsOut, error) {
	p, err := e.active()
	if err != nil {
		return ListAssetsOut{}, err
	}
	switch in.Filter {
	case "", "all", "used", "unused":
	default:
		return ListAssetsOut{}, fail("Invalid filter")
	}
	switch in.Type {
	case "", "all", "video", "audio", "image":
	default:
		return ListAssetsOut{}, fail("Invalid type")
	}
	used := map[string]bool{}
	for _, t := range p.Tracks {
		for i := range t.Elements {
			if id := t.Elements[i].AssetID; id != "" {
				used[id] = true
			}
		}
	}
	out := ListAssetsOut{Assets: []AssetInfo{}}
	for _, a := range p.Assets {
		if in.Type != "" && in.Type != "all" && string(a.Type) != in.Type {
			continue
		}
		if (in.Filter == "used" && !used[a.ID]) || (in.Filter == "unused" && used[a.ID]) {
			continue
		}
		out.Assets = append(out.Assets, AssetInfo{ID: a.ID, Name: a.Name, Type: string(a.Type),
			Duration: secs(a.Duration), Width: a.Width, Height: a.Height, HasAudio: a.HasAudio,
			UsedInTimeline: used[a.ID], Description: a.Description})
	}
	return out, nil
}

type ListTimelineIn struct{}

type TrackInfo struct {
	TrackID  string        `json:"trackId"`
	Type     string        `json:"type" enum:"main,overlay,audio,text,effect"`
	Muted    bool          `json:"muted,omitempty"`
	Hidden   bool          `json:"hidden,omitempty"`
	Elements []ElementInfo `json:"elements"`
}

type ElementInfo struct {
	ElementID string   `json:"elementId"`
	Type      string   `json:"type"`
	AssetID   string   `json:"assetId,omitempty"`
	Name      string   `json:"name,omitempty"`
	Start     float64  `json:"start" jsonschema:"timeline seconds"`
	End       float64  `json:"end" jsonschema:"timeline seconds"`
	Text      string   `json:"text,omitempty"`
	Effect    string   `json:"effect,omitempty"`
	Sticker   string   `json:"sticker,omitempty"`
	Volume    *float64 `json:"volume,omitempty"`
	Muted     bool     `json:"muted,omitempty"`
	Hidden    bool     `json:"hidden,omitempty"`
}

type ListTimelineOut struct {
	Unit     string      `json:"unit" jsonschema:"times are in seconds"`
	Duration float64     `json:"duration" jsonschema:"end of the last element, seconds"`
	Tracks   []TrackInfo `json:"tracks"`
}

func listTimeline(_ context.Context, e *Editor, _ ListTimelineIn) (ListTimelineOut, error) {
	p, err := e.timeline()
	if err != nil {
		return ListTimelineOut{}, err
	}
	out := ListTimelineOut{Unit: "seconds", Duration: secs(p.End()), Tracks: make([]TrackInfo, 0, len(p.Tracks))}
	for _, t := range p.Tracks {
		ti := TrackInfo{TrackID: t.ID, Type: string(t.Kind), Muted: t.Muted, Hidden: t.Hidden,
			Elements: make([]ElementInfo, 0, len(t.Elements))}
		for i := range t.Elements {
			ti.Elements = append(ti.Elements, summarize(&t.Elements[i]))
		}
		out.Tracks = append(out.Tracks, ti)
	}
	return out, nil
}

func summarize(el *timeline.Element) ElementInfo {
	info := ElementInfo{ElementID: el.ID, Type: string(el.Type), AssetID: el.AssetID, Name: el.Name,
		Start: secs(el.Start), End: secs(el.End()), Hidden: el.Hidden}
	if el.Text != nil {
		info.Text = el.Text.Content
	}
	if el.Effect != nil {
		info.Effect = el.Effect.Type
	}
	if el.Sticker != nil {
		info.Sticker = el.Sticker.StickerID
	}
	if el.Audio != nil {
		v := el.Audio.Volume
		info.Volume = &v
		info.Muted = el.Audio.Muted
	}
	return info
}

type GetElementIn struct {
	ElementID string `json:"elementId" minLength:"1" invalid:"Invalid element id"`
}

type GetElementOut struct {
	TrackID   string           `json:"trackId"`
	TrackType string           `json:"trackType"`
	Element   timeline.Element `json:"element" jsonschema:"the element as stored; times in ticks (120000 per second)"`
	Start     float64          `json:"start"`
	End       float64          `json:"end"`
	Duration  float64          `json:"duration"`
	TrimStart float64          `json:"trimStart"`
	TrimEnd   float64          `json:"trimEnd"`
}

func getElement(_ context.Context, e *Editor, in GetElementIn) (GetElementOut, error) {
	p, err := e.timeline()
	if err != nil {
		return GetElementOut{}, err
	}
	if in.ElementID == "" {
		return GetElementOut{}, fail("Invalid element id")
	}
	ref, ok := p.FindElement(in.ElementID)
	if !ok {
		return GetElementOut{}, fail("Timeline element not found: %s", in.ElementID)
	}
	el := p.Element(ref)
	t := p.Tracks[ref.Track]
	return GetElementOut{TrackID: t.ID, TrackType: string(t.Kind), Element: *el,
		Start: secs(el.Start), End: secs(el.End()), Duration: secs(el.Duration),
		TrimStart: secs(el.TrimStart), TrimEnd: secs(el.TrimEnd)}, nil
}
