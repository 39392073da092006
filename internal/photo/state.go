package photo

import (
	"fmt"
	"slices"
	"strconv"
)

// Layer kinds.
const (
	KindRaster     = "raster"
	KindText       = "text"
	KindAdjustment = "adjustment"
	KindGroup      = "group"
)

// ColorMode is the only colour mode: RGB with alpha, composited at 16 bits
// a channel (layers hold 8 or 16, see depth.go).
const ColorMode = "RGB"

// Layer is one layer. A state's layers are shared with older states, so a
// change replaces the layer (Doc.Edit) instead of writing to it.
type Layer struct {
	ID      string
	Name    string
	Kind    string
	Visible bool
	Opacity float64 // 0..1
	Blend   string  // one of BlendModes
	// X, Y place a raster or text layer's pixels on the canvas.
	X, Y   int
	Raster *Raster // raster and text layers
	// Mask limits where the layer shows (canvas coordinates); nil: everywhere.
	Mask     *Mask
	Adjust   *Adjustment // adjustment layers
	Text     *TextInfo   // text layers
	Children []*Layer    // group layers, top-most first
}

// TextInfo is what a text layer was made from. The text is drawn
// upright with its anchor at X, Y, then mirrored left to right when
// Mirror and rotated by Rotate degrees clockwise about the anchor: a
// document turned or straightened turns its text layers this way, and
// they stay text (see TurnAbout).
type TextInfo struct {
	Text   string  `json:"text"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Color  string  `json:"color"`
	Size   float64 `json:"size"`
	Font   string  `json:"font"`
	Align  string  `json:"align"`
	Rotate float64 `json:"rotate,omitempty" jsonschema:"degrees clockwise about the anchor"`
	Mirror bool    `json:"mirror,omitempty" jsonschema:"mirrored left to right (before the rotation)"`
	// Style is what the caller asked for (plain, outline, shadow, band;
	// empty: auto, measured on the picture) and Effects what was drawn.
	Style   string     `json:"style,omitempty"`
	Effects *TextStyle `json:"effects,omitempty"`
}

// State is one version of the document. States are values in the
// history; they share layers, rasters and masks.
type State struct {
	Width, Height int
	Layers        []*Layer // top-most first
	Active        string   // active layer id, "" when there are no layers
	Selection     *Mask    // nil: no selection
	NextID        int
}

// NewState returns an empty canvas.
func NewState(w, h int) *State { return &State{Width: w, Height: h, NextID: 1} }

// Clone copies the state shallowly: layers are shared until edited.
func (s *State) Clone() *State {
	c := *s
	c.Layers = cloneLayers(s.Layers)
	return &c
}

func cloneLayers(ls []*Layer) []*Layer {
	out := slices.Clone(ls)
	for i, l := range out {
		if l.Kind == KindGroup {
			cp := *l
			cp.Children = cloneLayers(l.Children)
			out[i] = &cp
		}
	}
	return out
}

// NewLayerID allocates a layer id.
func (s *State) NewLayerID() string {
	id := "layer-" + strconv.Itoa(s.NextID)
	s.NextID++
	return id
}

// Flat is a layer in the flattened list, top-most first, with its parent.
type Flat struct {
	Layer  *Layer
	Parent *Layer // nil at top level
	Depth  int
}

// Flatten lists every layer top-most first, group members after their
// group.
func (s *State) Flatten() []Flat {
	var out []Flat
	var walk func(ls []*Layer, parent *Layer, depth int)
	walk = func(ls []*Layer, parent *Layer, depth int) {
		for _, l := range ls {
			out = append(out, Flat{l, parent, depth})
			if l.Kind == KindGroup {
				walk(l.Children, l, depth+1)
			}
		}
	}
	walk(s.Layers, nil, 0)
	return out
}

// Find returns the layer with id, or nil.
func (s *State) Find(id string) *Layer {
	for _, f := range s.Flatten() {
		if f.Layer.ID == id {
			return f.Layer
		}
	}
	return nil
}

// ActiveLayer is the active layer, or nil.
func (s *State) ActiveLayer() *Layer {
	if s.Active == "" {
		return nil
	}
	return s.Find(s.Active)
}

// siblings returns the slice holding id and its index there.
func (s *State) siblings(id string) (*[]*Layer, int) {
	var find func(ls *[]*Layer) (*[]*Layer, int)
	find = func(ls *[]*Layer) (*[]*Layer, int) {
		for i, l := range *ls {
			if l.ID == id {
				return ls, i
			}
			if l.Kind == KindGroup {
				if p, j := find(&l.Children); p != nil {
					return p, j
				}
			}
		}
		return nil, -1
	}
	return find(&s.Layers)
}

// Replace puts l in place of the layer with the same id. States share
// layers, so edits go through copies: l := *s.Find(id); ...; s.Replace(&l).
func (s *State) Replace(l *Layer) error {
	ls, i := s.siblings(l.ID)
	if ls == nil {
		return fmt.Errorf("no layer %s", l.ID)
	}
	(*ls)[i] = l
	return nil
}

// InsertAbove inserts l above the layer with id (at the top when id is
// empty or unknown) and makes it active.
func (s *State) InsertAbove(id string, l *Layer) {
	if ls, i := s.siblings(id); ls != nil {
		*ls = slices.Insert(*ls, i, l)
	} else {
		s.Layers = slices.Insert(s.Layers, 0, l)
	}
	s.Active = l.ID
}

// Remove deletes the layer with id; the layer below it (or above, when it
// was the bottom one) becomes active.
func (s *State) Remove(id string) bool {
	ls, i := s.siblings(id)
	if ls == nil {
		return false
	}
	*ls = slices.Delete(*ls, i, i+1)
	switch {
	case i < len(*ls):
		s.Active = (*ls)[i].ID
	case i > 0:
		s.Active = (*ls)[i-1].ID
	default:
		s.Active = ""
		if f := s.Flatten(); len(f) > 0 {
			s.Active = f[0].Layer.ID
		}
	}
	return true
}

// Position is where the layer with id is among its siblings (0 = top-most there) and how many
// siblings there are; -1 when there is no such layer.
func (s *State) Position(id string) (at, of int) {
	ls, i := s.siblings(id)
	if ls == nil {
		return -1, 0
	}
	return i, len(*ls)
}

// MoveTo moves the layer with id to position to among its siblings (0 = top-most there; clamped)
// and reports where it went; -1 when there is no such layer.
func (s *State) MoveTo(id string, to int) int {
	ls, i := s.siblings(id)
	if ls == nil {
		return -1
	}
	to = max(0, min(to, len(*ls)-1))
	l := (*ls)[i]
	*ls = slices.Insert(slices.Delete(*ls, i, i+1), to, l)
	return to
}

// Splice replaces the layer with id by the given layers (ungroup).
func (s *State) Splice(id string, with []*Layer) bool {
	ls, i := s.siblings(id)
	if ls == nil {
		return false
	}
	*ls = slices.Replace(*ls, i, i+1, with...)
	return true
}

// rasters lists every raster and mask the state refers to.
func (s *State) blobs(yield func(id string, bytes int64)) {
	if s.Selection != nil {
		yield(s.Selection.ID, s.Selection.Bytes())
	}
	for _, f := range s.Flatten() {
		if r := f.Layer.Raster; r != nil {
			yield(r.ID, r.Bytes())
		}
		if m := f.Layer.Mask; m != nil {
			yield(m.ID, m.Bytes())
		}
	}
}
