package timeline

import (
	"fmt"
	"strconv"
)

// Schema and Version identify the project document; every saved file
// carries both so a reader can refuse what it does not understand.
const (
	Schema  = "NeuralCut.Project"
	Version = 1
)

// Rational is a frame rate as num/den (30/1, 30000/1001).
type Rational struct {
	Num int `json:"num"`
	Den int `json:"den"`
}

// Float is the rate as a float, for ffmpeg arguments and probing.
func (r Rational) Float() float64 {
	if r.Den == 0 {
		return 0
	}
	return float64(r.Num) / float64(r.Den)
}

// String formats the rate the way ffmpeg reads it ("30000/1001").
func (r Rational) String() string { return strconv.Itoa(r.Num) + "/" + strconv.Itoa(r.Den) }

// Settings are the canvas every render and placement uses.
type Settings struct {
	Width      int      `json:"width"`
	Height     int      `json:"height"`
	FPS        Rational `json:"fps"`
	Background string   `json:"background"` // #rrggbb
}

// DefaultSettings is a 1080p30 canvas on black.
func DefaultSettings() Settings {
	return Settings{Width: 1920, Height: 1080, FPS: Rational{30, 1}, Background: "#000000"}
}

// AssetType is the kind of media an asset holds.
type AssetType string

const (
	AssetVideo AssetType = "video"
	AssetAudio AssetType = "audio"
	AssetImage AssetType = "image"
)

// Asset is one imported media file with what ffprobe said about it.
type Asset struct {
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	Type     AssetType `json:"type"`
	Path     string    `json:"path"`
	Duration Ticks     `json:"duration,omitzero"` // 0 for still images
	Width    int       `json:"width,omitzero"`
	Height   int       `json:"height,omitzero"`
	FPS      Rational  `json:"fps,omitzero"`
	HasAudio bool      `json:"hasAudio,omitzero"`
	HasVideo bool      `json:"hasVideo,omitzero"`
	Size     int64     `json:"size,omitzero"`    // bytes at import, to notice a changed file
	ModTime  int64     `json:"modTime,omitzero"` // unix nanoseconds at import
	// Description says in words what the asset shows or holds ("the
	// balcony scene", "the director to camera"): written by the person or
	// by the agent after it looked at the media (describe_asset). Basic
	// mode finds an asset by it, so "the balcony scene" names
	// escena-balcon.mp4 when no name says so.
	Description string `json:"description,omitempty"`
}

// Project is the whole video document. Tracks are in stacking order, lowest
// first: track 0 is always the main track; an effect track applies to every
// visual track below it.
//
// Edits are copy-on-write at track granularity: a Project value and its
// tracks are never changed in place once another Project may share them.
// Begin a change with Clone and take tracks for writing with TrackForWrite;
// the previous Project stays intact, which is what makes undo cheap and a
// failed tool call leave the document unchanged.
type Project struct {
	Settings Settings `json:"settings"`
	NextID   int      `json:"nextId"`
	Assets   []Asset  `json:"assets"`
	Tracks   []*Track `json:"tracks"`

	owned map[*Track]bool // tracks this copy may change in place
}

// New returns an empty project with one (empty) main track.
func New(s Settings) *Project {
	p := &Project{Settings: s, NextID: 1, Assets: []Asset{}}
	p.Tracks = []*Track{p.newTrack(TrackMain)}
	return p
}

// Clone starts a change: a new Project sharing every track with p.
// Tracks must be taken with TrackForWrite before they are changed.
func (p *Project) Clone() *Project {
	c := *p
	c.Assets = append([]Asset(nil), p.Assets...)
	c.Tracks = append([]*Track(nil), p.Tracks...)
	c.owned = map[*Track]bool{}
	return &c
}

// TrackForWrite returns track i ready to be changed in place, copying it
// first if it is shared with another Project.
func (p *Project) TrackForWrite(i int) *Track {
	t := p.Tracks[i]
	if p.owned[t] {
		return t
	}
	c := t.clone()
	p.Tracks[i] = c
	if p.owned == nil {
		p.owned = map[*Track]bool{}
	}
	p.owned[c] = true
	return c
}

// Release ends a change: nothing in p may be changed in place any more.
func (p *Project) Release() { p.owned = nil }

// NewID returns a fresh id with the given prefix ("a", "t", "e").
func (p *Project) NewID(prefix string) string {
	id := prefix + strconv.Itoa(p.NextID)
	p.NextID++
	return id
}

func (p *Project) newTrack(kind TrackKind) *Track {
	t := &Track{ID: p.NewID("t"), Kind: kind, Elements: []Element{}}
	if p.owned == nil {
		p.owned = map[*Track]bool{}
	}
	p.owned[t] = true
	return t
}

// AddTrack appends a new empty track of kind on top of the stack (audio
// tracks have no stacking meaning) and returns its index.
func (p *Project) AddTrack(kind TrackKind) int {
	p.Tracks = append(p.Tracks, p.newTrack(kind))
	return len(p.Tracks) - 1
}

// MainTrack is track 0.
func (p *Project) MainTrack() *Track { return p.Tracks[0] }

// TrackIndex finds a track by id, -1 if absent.
func (p *Project) TrackIndex(id string) int {
	for i, t := range p.Tracks {
		if t.ID == id {
			return i
		}
	}
	return -1
}

// Ref locates an element: track index and element index.
type Ref struct{ Track, Index int }

// FindElement locates an element by id anywhere in the scene.
func (p *Project) FindElement(id string) (Ref, bool) {
	for ti, t := range p.Tracks {
		if ei := t.IndexOf(id); ei >= 0 {
			return Ref{ti, ei}, true
		}
	}
	return Ref{}, false
}

// IndexElements maps every element id to its location, for tools that
// resolve many ids at once (linear instead of quadratic).
func (p *Project) IndexElements() map[string]Ref {
	n := 0
	for _, t := range p.Tracks {
		n += len(t.Elements)
	}
	m := make(map[string]Ref, n)
	for ti, t := range p.Tracks {
		for ei := range t.Elements {
			m[t.Elements[ei].ID] = Ref{ti, ei}
		}
	}
	return m
}

// Element returns the element at r.
func (p *Project) Element(r Ref) *Element { return &p.Tracks[r.Track].Elements[r.Index] }

// Asset finds an asset by id.
func (p *Project) Asset(id string) (*Asset, bool) {
	for i := range p.Assets {
		if p.Assets[i].ID == id {
			return &p.Assets[i], true
		}
	}
	return nil, false
}

// ElementCount is the number of elements on every track.
func (p *Project) ElementCount() int {
	n := 0
	for _, t := range p.Tracks {
		n += len(t.Elements)
	}
	return n
}

// End is the end of the last element on any track.
func (p *Project) End() Ticks {
	var end Ticks
	for _, t := range p.Tracks {
		if e := t.End(); e > end {
			end = e
		}
	}
	return end
}

// Validate checks the invariants every edit keeps. It is used on load and
// by the property tests; tools keep them by construction.
func (p *Project) Validate() error { return p.validate(nil) }

// validate checks the whole structure, and the elements of the tracks in
// only (every track when only is nil).
func (p *Project) validate(only map[*Track]bool) error {
	if p.Settings.Width <= 0 || p.Settings.Height <= 0 || p.Settings.Width > MaxCanvas || p.Settings.Height > MaxCanvas {
		return fmt.Errorf("invalid canvas size %dx%d", p.Settings.Width, p.Settings.Height)
	}
	if err := checkRate(p.Settings.FPS); err != nil {
		return fmt.Errorf("invalid fps %s: %w", p.Settings.FPS, err)
	}
	if p.NextID < 1 || p.NextID > MaxNextID {
		return fmt.Errorf("nextId %d is out of range (1..%d)", p.NextID, MaxNextID)
	}
	if _, err := ParseColor(p.Settings.Background); err != nil {
		return fmt.Errorf("invalid background: %w", err)
	}
	if len(p.Tracks) == 0 || p.Tracks[0] == nil || p.Tracks[0].Kind != TrackMain {
		return fmt.Errorf("the first track must be the main track")
	}
	ids := map[string]bool{}
	// every id NewID made must be below NextID, or the next one made
	// would repeat it
	checkID := func(id string) error {
		if n := idNumber(id); n >= int64(p.NextID) {
			return fmt.Errorf("nextId %d is not above the existing id %s", p.NextID, id)
		}
		return nil
	}
	for _, a := range p.Assets {
		if a.ID == "" || ids[a.ID] {
			return fmt.Errorf("duplicate or empty asset id %q", a.ID)
		}
		ids[a.ID] = true
		if err := checkID(a.ID); err != nil {
			return err
		}
		if err := a.validate(); err != nil {
			return fmt.Errorf("asset %s: %w", a.ID, err)
		}
	}
	for ti, t := range p.Tracks {
		if t == nil {
			return fmt.Errorf("track %d is null", ti)
		}
		if t.ID == "" || ids[t.ID] {
			return fmt.Errorf("duplicate or empty track id %q", t.ID)
		}
		ids[t.ID] = true
		if err := checkID(t.ID); err != nil {
			return err
		}
		if ti > 0 && t.Kind == TrackMain {
			return fmt.Errorf("track %s: only one main track is allowed", t.ID)
		}
		if !t.Kind.Valid() {
			return fmt.Errorf("track %s: unknown kind %q", t.ID, t.Kind)
		}
		if only != nil && !only[t] {
			continue
		}
		var prevEnd Ticks
		for i := range t.Elements {
			e := &t.Elements[i]
			if e.ID == "" || ids[e.ID] {
				return fmt.Errorf("duplicate or empty element id %q", e.ID)
			}
			ids[e.ID] = true
			if err := checkID(e.ID); err != nil {
				return err
			}
			if err := e.validate(p); err != nil {
				return fmt.Errorf("element %s: %w", e.ID, err)
			}
			if !t.Kind.Accepts(e.Type) {
				return fmt.Errorf("element %s: a %s element cannot be on a %s track", e.ID, e.Type, t.Kind)
			}
			if e.Start < prevEnd {
				return fmt.Errorf("element %s overlaps the previous element on track %s", e.ID, t.ID)
			}
			prevEnd = e.End()
		}
	}
	return nil
}
