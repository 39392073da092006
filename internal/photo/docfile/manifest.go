package docfile

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/history"
	"github.com/neuralcut/neuralcut/internal/photo"
)

type manifest struct {
	Schema  string `json:"schema"`
	Version int    `json:"version"`
	// Revision counts saves (the store's version of the document).
	Revision int64            `json:"revision,omitempty"`
	Budget   int64            `json:"historyBudget"`
	State    *savedState      `json:"state"`
	Undo     []entry          `json:"undo"`
	Redo     []entry          `json:"redo"`
	Pending  *photo.Transform `json:"pending,omitempty"`
}

type entry struct {
	Label string      `json:"label"`
	State *savedState `json:"state"`
}

type savedState struct {
	Width     int          `json:"width"`
	Height    int          `json:"height"`
	Active    string       `json:"active"`
	Selection *blobRef     `json:"selection,omitempty"`
	NextID    int          `json:"nextId"`
	Layers    []savedLayer `json:"layers"`
}

type blobRef struct {
	ID string `json:"id"`
	W  int    `json:"w"`
	H  int    `json:"h"`
	// Depth is a raster's bits per channel: 8, or absent for 16 (what
	// every raster of a version 1 document is). A mask has none.
	Depth *int `json:"depth,omitempty"`
}

// depth is a raster reference's bits per channel (absent: 16).
func (b *blobRef) depth() int {
	if b.Depth == nil {
		return 16
	}
	return *b.Depth
}

// rasterExt is the file extension of a raster of depth bits: .rgba16
// (little-endian 16-bit values) or .rgba8 (bytes).
func rasterExt(depth int) string {
	if depth == 8 {
		return ".rgba8"
	}
	return ".rgba16"
}

type savedLayer struct {
	ID       string          `json:"id"`
	Name     string          `json:"name"`
	Kind     string          `json:"kind"`
	Visible  bool            `json:"visible"`
	Opacity  float64         `json:"opacity"`
	Blend    string          `json:"blend"`
	X        int             `json:"x"`
	Y        int             `json:"y"`
	Raster   *blobRef        `json:"raster,omitempty"`
	Mask     *blobRef        `json:"mask,omitempty"`
	Adjust   *savedAdjust    `json:"adjustment,omitempty"`
	Text     *photo.TextInfo `json:"text,omitempty"`
	Children []savedLayer    `json:"children,omitempty"`
}

type savedAdjust struct {
	Type   string         `json:"type"`
	Params map[string]any `json:"params"`
}

func historyEntry(label string, s *photo.State) history.Entry[*photo.State] {
	return history.Entry[*photo.State]{Label: label, State: s}
}

type encoder struct {
	dir  string
	used map[string]bool
	err  error
	// eight: some raster is 8-bit, which a version 1 reader cannot read
	eight bool
}

func (e *encoder) raster(r *photo.Raster) *blobRef {
	if r == nil {
		return nil
	}
	if !e.used[r.ID] {
		e.used[r.ID] = true
		e.write(r.ID, rasterExt(r.Depth()), func(p string) error {
			if err := r.Load(); err != nil {
				return err
			}
			return writeRaster(p, r)
		})
	}
	ref := &blobRef{ID: r.ID, W: r.W, H: r.H}
	if r.Depth() == 8 {
		eight := 8
		ref.Depth, e.eight = &eight, true
	}
	return ref
}

func (e *encoder) mask(m *photo.Mask) *blobRef {
	if m == nil {
		return nil
	}
	if !e.used[m.ID] {
		e.used[m.ID] = true
		e.write(m.ID, ".mask8", func(p string) error {
			if err := m.Load(); err != nil {
				return err
			}
			return writeFile(p, m.Pix())
		})
	}
	return &blobRef{ID: m.ID, W: m.W, H: m.H}
}

// write stores a blob under its id unless its file is already there
// (blobs are immutable, named by id). Pixels that cannot be read (a file
// gone from under an open document) make the save fail, not panic.
func (e *encoder) write(id, ext string, save func(path string) error) {
	if e.err != nil {
		return
	}
	if !photo.ValidBlobID(id) {
		e.err = fmt.Errorf("pixel id %q is not a pixel id", id)
		return
	}
	p := filepath.Join(e.dir, id+ext)
	st, err := os.Lstat(p)
	switch {
	case err == nil && st.Mode().IsRegular():
	case err == nil:
		e.err = fmt.Errorf("pixels %s%s is %s, not a regular file", id, ext, describe(st.Mode()))
	default:
		e.err = save(p)
	}
}

func (e *encoder) state(s *photo.State) *savedState {
	return &savedState{Width: s.Width, Height: s.Height, Active: s.Active, NextID: s.NextID,
		Selection: e.mask(s.Selection), Layers: e.layers(s.Layers)}
}

func (e *encoder) layers(ls []*photo.Layer) []savedLayer {
	out := []savedLayer{}
	for _, l := range ls {
		sl := savedLayer{ID: l.ID, Name: l.Name, Kind: l.Kind, Visible: l.Visible, Opacity: l.Opacity,
			Blend: l.Blend, X: l.X, Y: l.Y, Raster: e.raster(l.Raster), Mask: e.mask(l.Mask), Text: l.Text}
		if l.Adjust != nil {
			sl.Adjust = &savedAdjust{l.Adjust.Type, l.Adjust.Params}
		}
		if l.Kind == photo.KindGroup {
			sl.Children = e.layers(l.Children)
		}
		out = append(out, sl)
	}
	return out
}

// decoder rebuilds states, giving each blob id one shared object so
// states share pixels again after loading.
type decoder struct {
	dir     string
	rasters map[string]*photo.Raster
	masks   map[string]*photo.Mask
	maps    *mappings // nil: layer files are read into memory
}

func (d *decoder) raster(b *blobRef) *photo.Raster {
	if b == nil {
		return nil
	}
	if r, ok := d.rasters[b.ID]; ok {
		return r
	}
	p := filepath.Join(d.dir, b.ID+rasterExt(b.depth()))
	n := b.W * b.H * 4
	var r *photo.Raster
	switch ms := d.maps; {
	case b.depth() == 8 && ms != nil:
		r = photo.StoredRaster8(b.ID, b.W, b.H, func() ([]uint8, func(lo, hi int), error) { return ms.mapRaster8(p, n) })
	case b.depth() == 8:
		r = photo.StoredRaster8(b.ID, b.W, b.H, func() ([]uint8, func(lo, hi int), error) {
			p, err := readRaster8(p, n)
			return p, nil, err
		})
	case ms != nil:
		r = photo.StoredRaster(b.ID, b.W, b.H, func() ([]uint16, func(lo, hi int), error) { return ms.mapRaster(p, n) })
	default:
		r = photo.LazyRaster(b.ID, b.W, b.H, func() ([]uint16, error) { return readRaster(p, n) })
	}
	d.rasters[b.ID] = r
	return r
}

func (d *decoder) mask(b *blobRef) *photo.Mask {
	if b == nil {
		return nil
	}
	if m, ok := d.masks[b.ID]; ok {
		return m
	}
	p := filepath.Join(d.dir, b.ID+".mask8")
	m := photo.LazyMask(b.ID, b.W, b.H, func() ([]uint8, error) {
		f, err := openBlob(p)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return io.ReadAll(io.LimitReader(f, int64(b.W)*int64(b.H)+1))
	})
	d.masks[b.ID] = m
	return m
}

func (d *decoder) state(s *savedState) (*photo.State, error) {
	if s == nil || s.Width <= 0 || s.Height <= 0 {
		return nil, fmt.Errorf("bad state in manifest")
	}
	ls, err := d.layers(s.Layers)
	if err != nil {
		return nil, err
	}
	return &photo.State{Width: s.Width, Height: s.Height, Active: s.Active, NextID: s.NextID,
		Selection: d.mask(s.Selection), Layers: ls}, nil
}

func (d *decoder) layers(sl []savedLayer) ([]*photo.Layer, error) {
	out := make([]*photo.Layer, 0, len(sl))
	for _, s := range sl {
		l := &photo.Layer{ID: s.ID, Name: s.Name, Kind: s.Kind, Visible: s.Visible, Opacity: s.Opacity,
			Blend: s.Blend, X: s.X, Y: s.Y, Raster: d.raster(s.Raster), Mask: d.mask(s.Mask), Text: s.Text}
		if s.Adjust != nil {
			params, _ := json.Marshal(s.Adjust.Params)
			a, err := photo.NewAdjustment(s.Adjust.Type, params)
			if err != nil {
				return nil, fmt.Errorf("layer %s: %w", s.ID, err)
			}
			l.Adjust = a
		}
		if s.Kind == photo.KindGroup {
			c, err := d.layers(s.Children)
			if err != nil {
				return nil, err
			}
			l.Children = c
		}
		out = append(out, l)
	}
	return out, nil
}

func writeFile(p string, b []byte) error { return fsutil.WriteAtomic(p, b, fsutil.DefaultPerm) }
