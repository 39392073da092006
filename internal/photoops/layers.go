package photoops

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerLayers(r *Registry) {
	registry.Add(r, registry.Spec{Name: "layers.list",
		Description: "List the layers top-most first (group members follow their group), with id, name, kind, visibility, opacity and blend mode."}, listLayers)
	registry.Add(r, registry.Spec{Name: "layers.select", Effect: registry.Edit,
		Description: "Make a layer active, by id, by index (0 = top-most, in layers.list order) or by name."}, selectLayer)
	registry.Add(r, registry.Spec{Name: "layers.addRaster", Effect: registry.Edit,
		Description: "Add an empty (transparent) pixel layer above the active layer and make it active."}, addRaster)
	registry.Add(r, registry.Spec{Name: "layers.addAdjustment", Effect: registry.Edit,
		Description: "Add a non-destructive adjustment layer above the active layer (same types and params as adjustments.apply); the selection, if any, becomes its mask."}, applyAdjustment)
	registry.Add(r, registry.Spec{Name: "layers.duplicate", Effect: registry.Edit,
		Description: "Duplicate the active layer (or id) above itself; the copy becomes active."}, duplicateLayer)
	registry.Add(r, registry.Spec{Name: "layers.delete", Effect: registry.Edit,
		Description: "Delete the active layer (or id)."}, deleteLayer)
	registry.Add(r, registry.Spec{Name: "layers.rasterize", Effect: registry.Edit,
		Description: "Turn a text layer (the active layer, or id) into plain pixels: it looks the same but its words can no longer be changed with text.update, and later transforms resample its pixels."}, rasterizeLayer)
	registry.Add(r, registry.Spec{Name: "layers.setOpacity", Effect: registry.Edit,
		Description: "Set a layer's opacity, 0 (invisible) to 1 (opaque); the active layer unless id is given."}, setOpacity)
	registry.Add(r, registry.Spec{Name: "layers.setBlend", Effect: registry.Edit,
		Description: "Set a layer's blend mode (blendMode or mode); the active layer unless id is given."}, setBlend)
	registry.Add(r, registry.Spec{Name: "layers.setVisible", Effect: registry.Edit,
		Description: "Show or hide a layer; the active layer unless id is given."}, setVisible)
	registry.Add(r, registry.Spec{Name: "layers.rename", Effect: registry.Edit,
		Description: "Rename a layer; the active layer unless id is given."}, renameLayer)
	registry.Add(r, registry.Spec{Name: "layers.move", Effect: registry.Edit,
		Description: "Move a layer in the stack among the layers beside it (inside its group, if any): up (in front of the one above), down, top or bottom; the active layer unless id is given."}, moveLayer)
	registry.Add(r, registry.Spec{Name: "layers.group", Effect: registry.Edit,
		Description: "Put the active layer (or id) into a new group in its place; the group becomes active."}, groupLayer)
	registry.Add(r, registry.Spec{Name: "layers.ungroup", Effect: registry.Edit,
		Description: "Replace the active group (or id) by its layers."}, ungroupLayer)
}

type LayerInfo struct {
	ID         string          `json:"id"`
	Index      int             `json:"index" jsonschema:"position in this list, 0 = top-most"`
	Name       string          `json:"name"`
	Kind       string          `json:"kind"`
	Visible    bool            `json:"visible"`
	Opacity    float64         `json:"opacity"`
	BlendMode  string          `json:"blendMode"`
	ParentID   string          `json:"parentId,omitempty"`
	Depth      int             `json:"depth"`
	Active     bool            `json:"active,omitempty"`
	Bounds     *Box            `json:"bounds,omitempty"`
	BitDepth   int             `json:"bitDepth,omitempty" jsonschema:"bits per channel of the layer's pixels: 8 (from an 8-bit photo, text) or 16"`
	HasMask    bool            `json:"hasMask,omitempty"`
	Adjustment *AdjustmentInfo `json:"adjustment,omitempty"`
	Text       *photo.TextInfo `json:"text,omitempty"`
}

type AdjustmentInfo struct {
	Type   string         `json:"type"`
	Params map[string]any `json:"params"`
}

func layerInfos(s *photo.State) []LayerInfo {
	out := []LayerInfo{}
	for i, f := range s.Flatten() {
		l := f.Layer
		li := LayerInfo{ID: l.ID, Index: i, Name: l.Name, Kind: l.Kind, Visible: l.Visible, Opacity: l.Opacity,
			BlendMode: l.Blend, Depth: f.Depth, Active: l.ID == s.Active, HasMask: l.Mask != nil, Text: l.Text}
		if f.Parent != nil {
			li.ParentID = f.Parent.ID
		}
		if l.Raster != nil {
			li.Bounds = &Box{l.X, l.Y, l.Raster.W, l.Raster.H}
			li.BitDepth = l.Raster.Depth()
		}
		if l.Adjust != nil {
			li.Adjustment = &AdjustmentInfo{l.Adjust.Type, l.Adjust.Params}
		}
		out = append(out, li)
	}
	return out
}

type ListIn struct{}

type ListOut struct {
	Layers []LayerInfo `json:"layers"`
	Active string      `json:"activeLayerId"`
}

func listLayers(_ context.Context, ed *Editor, _ ListIn) (ListOut, error) {
	return ListOut{layerInfos(ed.S()), ed.S().Active}, nil
}

// target returns the layer named by id, or the active layer.
func target(s *photo.State, id string) (*photo.Layer, error) {
	if id != "" {
		if l := s.Find(id); l != nil {
			return l, nil
		}
		return nil, fail("Unknown layer: %s", id)
	}
	if l := s.ActiveLayer(); l != nil {
		return l, nil
	}
	return nil, fail("No active layer: add or select a layer first")
}

type SelectIn struct {
	ID    string `json:"id,omitempty"`
	Index *int   `json:"index,omitempty" minimum:"0" jsonschema:"0 = top-most" invalid:"Invalid index"`
	Name  string `json:"name,omitempty"`
}

type LayerOut struct {
	LayerID string `json:"layerId"`
	Name    string `json:"name"`
}

func selectLayer(_ context.Context, ed *Editor, in SelectIn) (LayerOut, error) {
	s := ed.S()
	given := 0
	for _, b := range []bool{in.ID != "", in.Index != nil, in.Name != ""} {
		if b {
			given++
		}
	}
	if given != 1 {
		return LayerOut{}, fail("Give exactly one of id, index or name")
	}
	flat := s.Flatten()
	var l *photo.Layer
	switch {
	case in.ID != "":
		l = s.Find(in.ID)
		if l == nil {
			return LayerOut{}, fail("Unknown layer: %s", in.ID)
		}
	case in.Index != nil:
		if *in.Index < 0 || *in.Index >= len(flat) {
			return LayerOut{}, fail("Invalid index: %d (the document has %d layers)", *in.Index, len(flat))
		}
		l = flat[*in.Index].Layer
	default:
		for _, f := range flat {
			if f.Layer.Name == in.Name {
				l = f.Layer
				break
			}
		}
		if l == nil {
			for _, f := range flat {
				if strings.EqualFold(f.Layer.Name, in.Name) {
					l = f.Layer
					break
				}
			}
		}
		if l == nil {
			return LayerOut{}, fail("Unknown layer: %s", in.Name)
		}
	}
	s.Active = l.ID
	return LayerOut{l.ID, l.Name}, nil
}

type AddRasterIn struct {
	Name string `json:"name,omitempty"`
}

func addRaster(_ context.Context, ed *Editor, in AddRasterIn) (LayerOut, error) {
	s := ed.S()
	l := &photo.Layer{ID: s.NewLayerID(), Kind: photo.KindRaster, Visible: true, Opacity: 1, Blend: "normal",
		Raster: photo.NewRaster8(s.Width, s.Height)} // empty: exact at any depth, in half the memory
	l.Name = in.Name
	if l.Name == "" {
		l.Name = "Layer " + strings.TrimPrefix(l.ID, "layer-")
	}
	s.InsertAbove(s.Active, l)
	return LayerOut{l.ID, l.Name}, nil
}

type LayerIDIn struct {
	ID string `json:"id,omitempty" jsonschema:"layer id (default: the active layer)"`
}

func duplicateLayer(_ context.Context, ed *Editor, in LayerIDIn) (LayerOut, error) {
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	cp := copyLayer(s, l)
	cp.Name = l.Name + " copy"
	s.InsertAbove(l.ID, cp)
	return LayerOut{cp.ID, cp.Name}, nil
}

// copyLayer copies a layer (and a group's members) with new ids; pixels
// are shared, being immutable.
func copyLayer(s *photo.State, l *photo.Layer) *photo.Layer {
	cp := *l
	cp.ID = s.NewLayerID()
	cp.Children = nil
	for _, c := range l.Children {
		cp.Children = append(cp.Children, copyLayer(s, c))
	}
	return &cp
}

func deleteLayer(_ context.Context, ed *Editor, in LayerIDIn) (LayerOut, error) {
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	s.Remove(l.ID)
	return LayerOut{l.ID, l.Name}, nil
}

func rasterizeLayer(_ context.Context, ed *Editor, in LayerIDIn) (LayerOut, error) {
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	if l.Kind != photo.KindText {
		return LayerOut{}, fail("Layer %s is not a text layer: nothing to rasterize", l.ID)
	}
	edit(s, l, func(c *photo.Layer) { c.Kind, c.Text = photo.KindRaster, nil })
	return LayerOut{l.ID, l.Name}, nil
}

type OpacityIn struct {
	ID      string   `json:"id,omitempty"`
	Opacity *float64 `json:"opacity" minimum:"0" maximum:"1" jsonschema:"0..1" invalid:"Invalid opacity: must be between 0 and 1"`
}

type LayerPropsOut struct {
	LayerID   string  `json:"layerId"`
	Opacity   float64 `json:"opacity"`
	BlendMode string  `json:"blendMode"`
	Visible   bool    `json:"visible"`
}

func props(l *photo.Layer) LayerPropsOut { return LayerPropsOut{l.ID, l.Opacity, l.Blend, l.Visible} }

// edit replaces the layer with a changed copy (states share layers).
func edit(s *photo.State, l *photo.Layer, change func(*photo.Layer)) *photo.Layer {
	cp := *l
	change(&cp)
	s.Replace(&cp)
	return &cp
}

func setOpacity(_ context.Context, ed *Editor, in OpacityIn) (LayerPropsOut, error) {
	if in.Opacity == nil || *in.Opacity < 0 || *in.Opacity > 1 {
		return LayerPropsOut{}, fail("Invalid opacity: must be between 0 and 1")
	}
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerPropsOut{}, err
	}
	return props(edit(s, l, func(l *photo.Layer) { l.Opacity = *in.Opacity })), nil
}

type BlendIn struct {
	ID        string `json:"id,omitempty"`
	BlendMode string `json:"blendMode,omitempty" enum:"normal,multiply,screen,overlay,darken,lighten,color-dodge,color-burn,hard-light,soft-light,difference,exclusion,hue,saturation,color,luminosity"`
	Mode      string `json:"mode,omitempty" jsonschema:"same as blendMode"`
}

func setBlend(_ context.Context, ed *Editor, in BlendIn) (LayerPropsOut, error) {
	mode := in.BlendMode
	if mode == "" {
		mode = in.Mode
	}
	canon, err := photo.NormalizeBlend(mode)
	if err != nil {
		return LayerPropsOut{}, wrap(err)
	}
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerPropsOut{}, err
	}
	return props(edit(s, l, func(l *photo.Layer) { l.Blend = canon })), nil
}

type VisibleIn struct {
	ID      string `json:"id,omitempty"`
	Visible *bool  `json:"visible" invalid:"Invalid visible"`
}

func setVisible(_ context.Context, ed *Editor, in VisibleIn) (LayerPropsOut, error) {
	if in.Visible == nil {
		return LayerPropsOut{}, fail("Invalid visible: give true or false")
	}
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerPropsOut{}, err
	}
	return props(edit(s, l, func(l *photo.Layer) { l.Visible = *in.Visible })), nil
}

type GroupIn struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name,omitempty"`
}

func groupLayer(_ context.Context, ed *Editor, in GroupIn) (LayerOut, error) {
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	g := &photo.Layer{ID: s.NewLayerID(), Name: in.Name, Kind: photo.KindGroup, Visible: true, Opacity: 1,
		Blend: "normal", Children: []*photo.Layer{l}}
	if g.Name == "" {
		g.Name = "Group " + strings.TrimPrefix(g.ID, "layer-")
	}
	s.Splice(l.ID, []*photo.Layer{g})
	s.Active = g.ID
	return LayerOut{g.ID, g.Name}, nil
}

func ungroupLayer(_ context.Context, ed *Editor, in LayerIDIn) (LayerOut, error) {
	s := ed.S()
	g, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	if g.Kind != photo.KindGroup {
		return LayerOut{}, fail("Layer %s is not a group", g.ID)
	}
	s.Splice(g.ID, g.Children)
	s.Active = ""
	if len(g.Children) > 0 {
		s.Active = g.Children[0].ID
	} else if f := s.Flatten(); len(f) > 0 {
		s.Active = f[0].Layer.ID
	}
	return LayerOut{g.ID, g.Name}, nil
}

type RenameIn struct {
	ID   string `json:"id,omitempty"`
	Name string `json:"name" jsonschema:"the new name (1-100 characters)" invalid:"Invalid name"`
}

func renameLayer(_ context.Context, ed *Editor, in RenameIn) (LayerOut, error) {
	name := strings.TrimSpace(in.Name)
	if name == "" || utf8.RuneCountInString(name) > 100 {
		return LayerOut{}, fail("Invalid name: give 1 to 100 characters")
	}
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return LayerOut{}, err
	}
	return LayerOut{l.ID, edit(s, l, func(l *photo.Layer) { l.Name = name }).Name}, nil
}

type MoveIn struct {
	ID        string `json:"id,omitempty"`
	Direction string `json:"direction" enum:"up,down,top,bottom" jsonschema:"up = in front of the layer above it" invalid:"Invalid direction"`
}

type MoveOut struct {
	LayerID string `json:"layerId"`
	Index   int    `json:"index" jsonschema:"its position in layers.list after the move"`
}

func moveLayer(_ context.Context, ed *Editor, in MoveIn) (MoveOut, error) {
	s := ed.S()
	l, err := target(s, in.ID)
	if err != nil {
		return MoveOut{}, err
	}
	at, of := s.Position(l.ID)
	to := map[string]int{"up": at - 1, "down": at + 1, "top": 0, "bottom": of - 1}
	want, ok := to[in.Direction]
	if !ok {
		return MoveOut{}, fail("Invalid direction: use up, down, top or bottom")
	}
	if want < 0 || want >= of {
		return MoveOut{}, fail("Layer %s cannot move %s: it is already the %s one", l.ID, in.Direction,
			map[bool]string{true: "top", false: "bottom"}[want < 0])
	}
	s.MoveTo(l.ID, want)
	for _, li := range layerInfos(s) {
		if li.ID == l.ID {
			return MoveOut{l.ID, li.Index}, nil
		}
	}
	return MoveOut{l.ID, -1}, nil
}
