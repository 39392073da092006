package videotools

import (
	"context"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// DefaultImageDuration is how long an image stays when no duration is given.
const DefaultImageDuration = 5 * timeline.TicksPerSecond

func registerMedia(r *Registry) {
	registry.Add(r, registry.Spec{Name: "add_media_to_timeline", Effect: registry.Edit,
		Description: "Place a project asset on the timeline at startTime (seconds): video or image on the main track or an overlay track, audio on an audio track. Video and audio play their full source unless duration is given; images last 5 s by default."},
		addMedia)
	registry.Add(r, registry.Spec{Name: "set_volume", Effect: registry.Edit,
		Description: "Set the volume (linear 0..1) of a video or audio element that has sound."},
		setVolume)
}

type AddMediaIn struct {
	AssetID   string   `json:"assetId" jsonschema:"asset id from list_project_assets" invalid:"Asset not found"`
	StartTime *float64 `json:"startTime" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid start time"`
	TrackType string   `json:"trackType" enum:"main,overlay,audio" invalid:"Invalid track type for asset"`
	Duration  *float64 `json:"duration,omitempty" exclusiveMinimum:"0" jsonschema:"timeline seconds; default: full source (video/audio) or 5 s (image)" invalid:"Invalid duration"`
}

type PlacedOut struct {
	ElementID string `json:"elementId"`
	TrackID   string `json:"trackId"`
}

func addMedia(_ context.Context, e *Editor, in AddMediaIn) (PlacedOut, error) {
	p, err := e.timeline()
	if err != nil {
		return PlacedOut{}, err
	}
	a, ok := p.Asset(in.AssetID)
	if !ok {
		a = assetByName(p, in.AssetID)
		if a == nil {
			return PlacedOut{}, fail("Asset not found")
		}
	}
	var kind timeline.TrackKind
	switch {
	case in.TrackType == "main" && (a.Type == timeline.AssetVideo || a.Type == timeline.AssetImage):
		kind = timeline.TrackMain
	case in.TrackType == "overlay" && (a.Type == timeline.AssetVideo || a.Type == timeline.AssetImage):
		kind = timeline.TrackOverlay
	case in.TrackType == "audio" && a.Type == timeline.AssetAudio:
		kind = timeline.TrackAudio
	default:
		return PlacedOut{}, fail("Invalid track type for asset")
	}
	if in.StartTime == nil || !timeline.ValidSeconds(*in.StartTime) {
		return PlacedOut{}, fail("Invalid start time")
	}
	dur := timeline.Ticks(DefaultImageDuration)
	if a.Type != timeline.AssetImage {
		dur = a.Duration
	}
	if in.Duration != nil {
		if !timeline.ValidSeconds(*in.Duration) || timeline.FromSeconds(*in.Duration) <= 0 {
			return PlacedOut{}, fail("Invalid duration")
		}
		dur = timeline.FromSeconds(*in.Duration)
	}
	if a.Type != timeline.AssetImage && dur > a.Duration {
		return PlacedOut{}, fail("Duration exceeds source duration")
	}
	if dur <= 0 {
		return PlacedOut{}, fail("Invalid duration")
	}
	if timeline.FromSeconds(*in.StartTime)+dur > latestEnd {
		return PlacedOut{}, fail("Invalid start time")
	}
	el := timeline.Element{Type: timeline.ElementType(a.Type), Name: a.Name, AssetID: a.ID,
		Start: timeline.FromSeconds(*in.StartTime), Duration: dur}
	if a.Type != timeline.AssetImage {
		el.SourceDuration = a.Duration
		el.TrimEnd = a.Duration - dur
	}
	if a.Type != timeline.AssetAudio {
		el.Visual = timeline.DefaultVisual()
	}
	if a.Type == timeline.AssetAudio || a.HasAudio {
		el.Audio = &timeline.Audio{Volume: 1}
	}
	return place(p, kind, el)
}

// assetByName resolves an asset by file name when exactly one matches.
func assetByName(p *timeline.Project, name string) *timeline.Asset {
	var found *timeline.Asset
	for i := range p.Assets {
		if name != "" && strings.EqualFold(p.Assets[i].Name, name) {
			if found != nil {
				return nil
			}
			found = &p.Assets[i]
		}
	}
	return found
}

// place gives el an id and puts it on the main track (which must be free
// there) or on the first track of kind where it fits, creating a track on
// top when none has room.
func place(p *timeline.Project, kind timeline.TrackKind, el timeline.Element) (PlacedOut, error) {
	ti := -1
	if kind == timeline.TrackMain {
		if !p.Tracks[0].Fits(el.Start, el.End(), nil) {
			return PlacedOut{}, fail("Time range overlaps another element on track %s", p.Tracks[0].ID)
		}
		ti = 0
	} else {
		for i, t := range p.Tracks {
			if t.Kind == kind && t.Fits(el.Start, el.End(), nil) {
				ti = i
				break
			}
		}
		if ti < 0 {
			ti = p.AddTrack(kind)
		}
	}
	el.ID = p.NewID("e")
	t := p.TrackForWrite(ti)
	t.Insert(el)
	return PlacedOut{ElementID: el.ID, TrackID: t.ID}, nil
}

type SetVolumeIn struct {
	TrackID   string   `json:"trackId,omitempty" jsonschema:"the element's track; omit to find the element on any track" invalid:"Element not found"`
	ElementID string   `json:"elementId" invalid:"Element not found"`
	Volume    *float64 `json:"volume" minimum:"0" maximum:"1" jsonschema:"linear gain, 0 silent, 1 unchanged" invalid:"Volume must be between 0 and 1"`
}

type SetVolumeOut struct {
	Success bool    `json:"success"`
	Volume  float64 `json:"volume"`
}

func setVolume(_ context.Context, e *Editor, in SetVolumeIn) (SetVolumeOut, error) {
	if in.Volume == nil || !(*in.Volume >= 0 && *in.Volume <= 1) {
		return SetVolumeOut{}, fail("Volume must be between 0 and 1")
	}
	p, err := e.timeline()
	if err != nil {
		return SetVolumeOut{}, err
	}
	ti, ei, err := findOnTrack(p, in.TrackID, in.ElementID, "Element not found")
	if err != nil {
		return SetVolumeOut{}, err
	}
	if p.Tracks[ti].Elements[ei].Audio == nil {
		return SetVolumeOut{}, fail("Element does not support volume")
	}
	p.TrackForWrite(ti).Elements[ei].Audio.Volume = *in.Volume
	return SetVolumeOut{Success: true, Volume: *in.Volume}, nil
}

// findOnTrack resolves trackId+elementId; an empty trackId searches every
// track (agents often know only the element).
func findOnTrack(p *timeline.Project, trackID, elementID, notFound string) (ti, ei int, err error) {
	if trackID == "" {
		if ref, ok := p.FindElement(elementID); ok && elementID != "" {
			return ref.Track, ref.Index, nil
		}
		return 0, 0, fail("%s", notFound)
	}
	ti = p.TrackIndex(trackID)
	if ti < 0 {
		return 0, 0, fail("%s", notFound)
	}
	if ei = p.Tracks[ti].IndexOf(elementID); ei < 0 {
		return 0, 0, fail("%s", notFound)
	}
	return ti, ei, nil
}
