package videotools

import (
	"context"
	"math"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerClip(r *Registry) {
	registry.Add(r, registry.Spec{Name: "update_clip", Effect: registry.Edit,
		Description: "Change how a visual or audio element looks or sounds: position (x, y: offset of its centre from the frame centre in canvas pixels), scale (1 = fitted to the frame), rotation (degrees), flips, opacity 0..1, blend mode, muted, hidden. Picture-in-picture: scale 0.3 and a corner position. Only the given fields change."},
		updateClip)
	registry.Add(r, registry.Spec{Name: "duplicate_elements", Effect: registry.Edit,
		Description: "Copy elements. Without start the copies go right after the last original; with start the earliest copy starts there (offsets kept). Copies land on the same kind of track, on a new track when there is no room."},
		duplicateElements)
	registry.Add(r, registry.Spec{Name: "toggle_track_mute", Effect: registry.Edit,
		Description: "Mute or unmute a whole track (sets it when muted is given, flips it otherwise)."},
		toggleTrackMute)
	registry.Add(r, registry.Spec{Name: "toggle_track_visibility", Effect: registry.Edit,
		Description: "Hide or show a whole track (sets it when hidden is given, flips it otherwise)."},
		toggleTrackVisibility)
}

// BlendModes are the modes a visual element can composite with.
var BlendModes = []string{"normal", "multiply", "screen", "overlay", "darken", "lighten", "difference", "addition"}

type UpdateClipIn struct {
	ElementID string   `json:"elementId" minLength:"1" invalid:"Invalid element id"`
	X         *float64 `json:"x,omitempty" jsonschema:"horizontal offset of the centre from the frame centre, canvas pixels (negative = left)" invalid:"Invalid position"`
	Y         *float64 `json:"y,omitempty" jsonschema:"vertical offset, canvas pixels (negative = up)" invalid:"Invalid position"`
	Scale     *float64 `json:"scale,omitempty" exclusiveMinimum:"0" maximum:"20" jsonschema:"1 = natural size" invalid:"Invalid scale"`
	Rotation  *float64 `json:"rotation,omitempty" minimum:"-360" maximum:"360" jsonschema:"degrees clockwise" invalid:"Invalid rotation"`
	FlipH     *bool    `json:"flipH,omitempty" invalid:"Invalid flip"`
	FlipV     *bool    `json:"flipV,omitempty" invalid:"Invalid flip"`
	Opacity   *float64 `json:"opacity,omitempty" minimum:"0" maximum:"1" invalid:"Opacity must be between 0 and 1"`
	Blend     string   `json:"blendMode,omitempty" enum:"normal,multiply,screen,overlay,darken,lighten,difference,addition" invalid:"Invalid blend mode"`
	Muted     *bool    `json:"muted,omitempty" invalid:"Invalid muted"`
	Hidden    *bool    `json:"hidden,omitempty" invalid:"Invalid hidden"`
}

type UpdateClipOut struct {
	Success   bool             `json:"success"`
	ElementID string           `json:"elementId"`
	Visual    *timeline.Visual `json:"visual,omitempty"`
	Audio     *timeline.Audio  `json:"audio,omitempty"`
	Hidden    bool             `json:"hidden"`
}

func finite(f *float64) bool { return f == nil || (!math.IsNaN(*f) && !math.IsInf(*f, 0)) }

func updateClip(_ context.Context, e *Editor, in UpdateClipIn) (UpdateClipOut, error) {
	if in.ElementID == "" {
		return UpdateClipOut{}, fail("Invalid element id")
	}
	if !finite(in.X) || !finite(in.Y) || (in.X != nil && math.Abs(*in.X) > 100000) || (in.Y != nil && math.Abs(*in.Y) > 100000) {
		return UpdateClipOut{}, fail("Invalid position")
	}
	if in.Scale != nil && !(*in.Scale > 0 && *in.Scale <= 20) {
		return UpdateClipOut{}, fail("Invalid scale")
	}
	if in.Rotation != nil && !(*in.Rotation >= -360 && *in.Rotation <= 360) {
		return UpdateClipOut{}, fail("Invalid rotation")
	}
	if in.Opacity != nil && !(*in.Opacity >= 0 && *in.Opacity <= 1) {
		return UpdateClipOut{}, fail("Opacity must be between 0 and 1")
	}
	if in.Blend != "" && !contains(BlendModes, in.Blend) {
		return UpdateClipOut{}, fail("Invalid blend mode")
	}
	p, err := e.timeline()
	if err != nil {
		return UpdateClipOut{}, err
	}
	ref, ok := p.FindElement(in.ElementID)
	if !ok {
		return UpdateClipOut{}, fail("Timeline element not found: %s", in.ElementID)
	}
	cur := p.Element(ref)
	visualChange := in.X != nil || in.Y != nil || in.Scale != nil || in.Rotation != nil || in.FlipH != nil ||
		in.FlipV != nil || in.Opacity != nil || in.Blend != ""
	if visualChange && cur.Visual == nil {
		return UpdateClipOut{}, fail("Element is not visual")
	}
	if in.Muted != nil && cur.Audio == nil {
		return UpdateClipOut{}, fail("Element does not support volume")
	}
	el := &p.TrackForWrite(ref.Track).Elements[ref.Index]
	if v := el.Visual; v != nil {
		// a text keeps its named place (top, center, bottom: how high it
		// sits) when it only moves sideways; moved up or down it is custom
		movedY := in.Y != nil && *in.Y != v.Y
		set(&v.X, in.X)
		set(&v.Y, in.Y)
		set(&v.Scale, in.Scale)
		set(&v.Rotation, in.Rotation)
		set(&v.FlipH, in.FlipH)
		set(&v.FlipV, in.FlipV)
		set(&v.Opacity, in.Opacity)
		if in.Blend != "" {
			v.Blend = in.Blend
			if v.Blend == "normal" {
				v.Blend = ""
			}
		}
		if el.Text != nil && movedY {
			el.Text.Position = "custom"
		}
		if el.Sticker != nil && (in.X != nil || in.Y != nil) {
			// the stored corner must stay true of where the sticker is drawn
			el.Sticker.Position = stickerPlaceAt(v.X, v.Y, p.Settings)
		}
	}
	if in.Muted != nil {
		el.Audio.Muted = *in.Muted
	}
	set(&el.Hidden, in.Hidden)
	return UpdateClipOut{Success: true, ElementID: el.ID, Visual: el.Visual, Audio: el.Audio, Hidden: el.Hidden}, nil
}

func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

type DuplicateIn struct {
	ElementIDs []string `json:"elementIds" minItems:"1" minLength:"1" invalid:"Invalid element ids"`
	Start      *float64 `json:"start,omitempty" minimum:"0" jsonschema:"where the earliest copy starts, seconds" invalid:"Invalid start time"`
}

type DuplicateOut struct {
	Success  bool           `json:"success"`
	Elements []MovedElement `json:"elements" jsonschema:"the copies"`
}

func duplicateElements(_ context.Context, e *Editor, in DuplicateIn) (DuplicateOut, error) {
	ids, ok := validIDs(in.ElementIDs)
	if !ok {
		return DuplicateOut{}, fail("Invalid element ids")
	}
	if in.Start != nil && !timeline.ValidSeconds(*in.Start) {
		return DuplicateOut{}, fail("Invalid start time")
	}
	p, err := e.timeline()
	if err != nil {
		return DuplicateOut{}, err
	}
	if p.ElementCount() == 0 {
		return DuplicateOut{}, fail("No timeline content")
	}
	refs, err := resolve(p, ids)
	if err != nil {
		return DuplicateOut{}, err
	}
	first, last := timeline.Ticks(math.MaxInt64), timeline.Ticks(0)
	for _, r := range refs {
		first = min(first, p.Element(r).Start)
		last = max(last, p.Element(r).End())
	}
	shift := last - first
	if in.Start != nil {
		shift = timeline.FromSeconds(*in.Start) - first
	}
	out := DuplicateOut{Success: true, Elements: []MovedElement{}}
	copies := make([]timeline.Element, len(refs))
	kinds := make([]timeline.TrackKind, len(refs))
	home := make([]int, len(refs))
	for i, r := range refs {
		copies[i] = p.Element(r).Clone()
		copies[i].Start += shift
		if copies[i].End() > latestEnd {
			return DuplicateOut{}, fail("Invalid start time")
		}
		kinds[i] = p.Tracks[r.Track].Kind
		home[i] = r.Track
	}
	for i, c := range copies {
		var placed PlacedOut
		if p.Tracks[home[i]].Fits(c.Start, c.End(), nil) {
			c.ID = p.NewID("e")
			t := p.TrackForWrite(home[i])
			t.Insert(c)
			placed = PlacedOut{c.ID, t.ID}
		} else {
			kind := kinds[i]
			if kind == timeline.TrackMain {
				kind = timeline.TrackOverlay
			}
			if placed, err = place(p, kind, c); err != nil {
				return DuplicateOut{}, err
			}
		}
		out.Elements = append(out.Elements, MovedElement{placed.ElementID, placed.TrackID, secs(c.Start), secs(c.End())})
	}
	return out, nil
}

type ToggleMuteIn struct {
	TrackID string `json:"trackId" minLength:"1" invalid:"Track not found"`
	Muted   *bool  `json:"muted,omitempty" invalid:"Invalid muted"`
}

type ToggleVisibilityIn struct {
	TrackID string `json:"trackId" minLength:"1" invalid:"Track not found"`
	Hidden  *bool  `json:"hidden,omitempty" invalid:"Invalid hidden"`
}

type TrackStateOut struct {
	Success bool   `json:"success"`
	TrackID string `json:"trackId"`
	Muted   bool   `json:"muted"`
	Hidden  bool   `json:"hidden"`
}

func trackFor(p *timeline.Project, id string) (int, error) {
	ti := p.TrackIndex(id)
	if ti < 0 {
		return 0, fail("Track not found: %s", id)
	}
	return ti, nil
}

func toggleTrackMute(_ context.Context, e *Editor, in ToggleMuteIn) (TrackStateOut, error) {
	p, err := e.timeline()
	if err != nil {
		return TrackStateOut{}, err
	}
	ti, err := trackFor(p, in.TrackID)
	if err != nil {
		return TrackStateOut{}, err
	}
	if !hasSound(p.Tracks[ti]) {
		return TrackStateOut{}, fail("Track has no audio: %s", in.TrackID)
	}
	t := p.TrackForWrite(ti)
	t.Muted = !t.Muted
	set(&t.Muted, in.Muted)
	return TrackStateOut{true, t.ID, t.Muted, t.Hidden}, nil
}

func hasSound(t *timeline.Track) bool {
	return t.Kind == timeline.TrackAudio || t.Kind == timeline.TrackMain || t.Kind == timeline.TrackOverlay
}

func toggleTrackVisibility(_ context.Context, e *Editor, in ToggleVisibilityIn) (TrackStateOut, error) {
	p, err := e.timeline()
	if err != nil {
		return TrackStateOut{}, err
	}
	ti, err := trackFor(p, in.TrackID)
	if err != nil {
		return TrackStateOut{}, err
	}
	if !p.Tracks[ti].Kind.Visual() {
		return TrackStateOut{}, fail("Track is not visual: %s", in.TrackID)
	}
	t := p.TrackForWrite(ti)
	t.Hidden = !t.Hidden
	set(&t.Hidden, in.Hidden)
	return TrackStateOut{true, t.ID, t.Muted, t.Hidden}, nil
}
