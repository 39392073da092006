package photoops

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	_ "image/jpeg" // decoders for importImage
	_ "image/png"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	_ "golang.org/x/image/webp"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

// MaxImagePixels bounds an imported image (a decompression bomb guard): the
// largest canvas or layer the ops hold.
const MaxImagePixels = photo.MaxPixels

func registerDocument(r *Registry) {
	registry.Add(r, registry.Spec{Name: "document.info",
		Description: "Canvas size, colour mode, layers (top-most first), active layer, selection, pending transform and history depth."}, info)
	registry.Add(r, registry.Spec{Name: "document.importImage", Effect: registry.Edit,
		Description: "Load a PNG, JPEG or WebP image (a data URL, or an uploaded asset by id) as a new raster layer above the active one, centred. The first image of an empty document sets the canvas size."}, importImage)
	registry.Add(r, registry.Spec{Name: "document.crop", Effect: registry.Edit,
		Description: "Crop the canvas to the rectangle x, y, w, h (document pixels; the part outside the canvas is ignored). Every layer, layer mask and the selection is cut to it; pixels outside are dropped. One undo step."}, cropDocument)
	registry.Add(r, registry.Spec{Name: "document.cropToSelection", Effect: registry.Edit,
		Description: "Crop the canvas to the selection's bounding box (run selection.face, selection.subject or selection.sky first), grown on each side by margin (a fraction of the box's size, default 0.25, so a face keeps room like a portrait; 0 crops tight) plus pixels, and cut to the canvas; with aspect (\"1:1\", \"4:5\", \"16:9\") the box grows on its short side to that shape around the selection's centre, moves inside the canvas, and shrinks only if the canvas cannot hold it, giving up room but never the selection (a selection no box of that shape in the canvas holds fails). Cuts like document.crop. One undo step."}, cropToSelection)
	registry.Add(r, registry.Spec{Name: "document.resize", Effect: registry.Edit,
		Description: "Resize the whole document to width x height pixels (give one and the other keeps the aspect ratio; both may stretch it). Every layer's pixels and place, layer masks, the selection and text layers (which stay editable, their size scaled) scale together: shrinking averages the pixels each new one covers, growing samples bilinearly. One undo step."}, resizeDocument)
}

type ResizeIn struct {
	Width  int `json:"width,omitempty" minimum:"0" jsonschema:"new width in pixels; 0 or omitted: from height, keeping the aspect ratio" invalid:"Invalid size: give width and/or height in pixels"`
	Height int `json:"height,omitempty" minimum:"0" jsonschema:"new height in pixels; 0 or omitted: from width, keeping the aspect ratio" invalid:"Invalid size: give width and/or height in pixels"`
}

type ResizeOut struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

func resizeDocument(_ context.Context, ed *Editor, in ResizeIn) (ResizeOut, error) {
	if in.Width < 0 || in.Height < 0 || in.Width == 0 && in.Height == 0 {
		return ResizeOut{}, fail("Invalid size: give width and/or height in pixels")
	}
	if ed.Pending != nil {
		return ResizeOut{}, fail("A transform is pending: apply or cancel it first")
	}
	s := ed.S()
	if s.Width < 1 || s.Height < 1 {
		return ResizeOut{}, fail("The document is empty: import an image first")
	}
	w, h := in.Width, in.Height
	if w == 0 {
		w = max(1, int(math.Round(float64(s.Width)*float64(h)/float64(s.Height))))
	}
	if h == 0 {
		h = max(1, int(math.Round(float64(s.Height)*float64(w)/float64(s.Width))))
	}
	if w == s.Width && h == s.Height {
		return ResizeOut{}, fail("Nothing to resize: the document is already %dx%d", w, h)
	}
	// the canvas and every layer it scales stay within the pixel bound
	sx, sy := float64(w)/float64(s.Width), float64(h)/float64(s.Height)
	if int64(w)*int64(h) > MaxImagePixels || !layersFit(s.Layers, sx, sy) {
		return ResizeOut{}, fail("Invalid size: %dx%d is too large (at most %d pixels)", w, h, MaxImagePixels)
	}
	*s = *photo.Resize(s, w, h)
	return ResizeOut{Width: w, Height: h}, nil
}

// layersFit: every raster scaled by sx, sy stays within the pixel bound.
func layersFit(ls []*photo.Layer, sx, sy float64) bool {
	for _, l := range ls {
		if r := l.Raster; r != nil {
			if b := photo.ResizedBox(l.X, l.Y, r.W, r.H, sx, sy); int64(b.Dx())*int64(b.Dy()) > MaxImagePixels {
				return false
			}
		}
		if !layersFit(l.Children, sx, sy) {
			return false
		}
	}
	return true
}

type CropIn struct {
	X int `json:"x" jsonschema:"left edge, document pixels" invalid:"Invalid x"`
	Y int `json:"y" jsonschema:"top edge, document pixels" invalid:"Invalid y"`
	W int `json:"w" minimum:"1" jsonschema:"width in pixels" invalid:"Invalid w"`
	H int `json:"h" minimum:"1" jsonschema:"height in pixels" invalid:"Invalid h"`
}

type CropOut struct {
	Width  int `json:"width"`
	Height int `json:"height"`
	// Box is the rectangle cropped to, in the document's coordinates before
	// the crop (the request cut to the canvas).
	Box Box `json:"box"`
}

func cropDocument(_ context.Context, ed *Editor, in CropIn) (CropOut, error) {
	if in.W < 1 || in.H < 1 {
		return CropOut{}, fail("Invalid crop size: w and h must be at least 1")
	}
	const limit = photo.MaxCoord // far beyond any canvas; keeps x+w from overflowing
	if in.X < -limit || in.X > limit || in.Y < -limit || in.Y > limit || in.W > limit || in.H > limit {
		return CropOut{}, fail("Invalid crop rectangle: coordinates out of range")
	}
	if ed.Pending != nil {
		return CropOut{}, fail("A transform is pending: apply or cancel it first")
	}
	s := ed.S()
	rect := image.Rect(in.X, in.Y, in.X+in.W, in.Y+in.H).Intersect(image.Rect(0, 0, s.Width, s.Height))
	if rect.Empty() {
		return CropOut{}, fail("Crop rectangle is outside the canvas (%dx%d)", s.Width, s.Height)
	}
	return cropTo(s, rect), nil
}

// cropTo cuts s to rect (inside the canvas) and reports it.
func cropTo(s *photo.State, rect image.Rectangle) CropOut {
	*s = *photo.Crop(s, rect)
	return CropOut{Width: rect.Dx(), Height: rect.Dy(), Box: boxOf(rect)}
}

func boxOf(r image.Rectangle) Box { return Box{r.Min.X, r.Min.Y, r.Dx(), r.Dy()} }

// defaultSelectionMargin is the room document.cropToSelection leaves on
// each side, a fraction of the selection's size: a face box grown by a
// quarter each way fills two thirds of the frame, about a head-and-
// shoulders portrait, and a subject is not cut at its edges.
const defaultSelectionMargin = 0.25

type CropToSelectionIn struct {
	Margin *float64 `json:"margin,omitempty" minimum:"0" maximum:"4" jsonschema:"room on each side, a fraction of the selection's width (left, right) and height (top, bottom); default 0.25, 0 crops to the bounds" invalid:"Invalid margin: must be 0..4 (a fraction of the selection's size)"`
	Pixels int      `json:"pixels,omitempty" minimum:"0" maximum:"100000" jsonschema:"more room on each side, in document pixels (added to margin)" invalid:"Invalid pixels: must be 0..100000"`
	Aspect string   `json:"aspect,omitempty" jsonschema:"the crop's shape as width:height (1:1, 4:5, 16:9): the box with its room grows on its short side around the selection's centre, moves inside the canvas, and shrinks only when the canvas cannot hold it, never cutting the selection (that fails); omitted: the selection's own shape" invalid:"Invalid aspect: give it as width:height, e.g. 1:1, 4:5 or 16:9"`
}

type CropToSelectionOut struct {
	CropOut
	// Selection is the selection's bounding box the crop grew from, in
	// the document's coordinates before the crop.
	Selection Box `json:"selectionBounds"`
}

// cropToSelection crops to what the selection ops found: the planner and
// an agent know a region by name ("the face"), not by pixels.
func cropToSelection(_ context.Context, ed *Editor, in CropToSelectionIn) (CropToSelectionOut, error) {
	margin := defaultSelectionMargin
	if in.Margin != nil {
		margin = *in.Margin
	}
	if !finite(margin) || margin < 0 || margin > 4 {
		return CropToSelectionOut{}, fail("Invalid margin: must be 0..4 (a fraction of the selection's size)")
	}
	if in.Pixels < 0 || in.Pixels > 100000 {
		return CropToSelectionOut{}, fail("Invalid pixels: must be 0..100000")
	}
	ratio, ok := AspectRatio(in.Aspect)
	if in.Aspect != "" && !ok {
		return CropToSelectionOut{}, fail("Invalid aspect: give it as width:height, e.g. 1:1, 4:5 or 16:9")
	}
	if ed.Pending != nil {
		return CropToSelectionOut{}, fail("A transform is pending: apply or cancel it first")
	}
	s := ed.S()
	if s.Selection == nil {
		return CropToSelectionOut{}, fail("No active selection: select what to crop to first (e.g. selection.face or selection.subject)")
	}
	bounds := s.Selection.Bounds()
	if bounds.Empty() {
		return CropToSelectionOut{}, fail("The selection is empty: nothing to crop to")
	}
	canvas := image.Rect(0, 0, s.Width, s.Height)
	rect := grownBy(bounds, margin, in.Pixels).Intersect(canvas)
	with := "its margin"
	if in.Aspect != "" {
		rect, with = shapedAround(grownBy(bounds, margin, in.Pixels), ratio, canvas), "its margin and aspect "+in.Aspect
		if !bounds.In(rect) {
			// the largest box of that shape the canvas holds would cut the
			// part selected (a square around a wide cup in a landscape photo
			// cut its sides); only the room around it may be given up
			return CropToSelectionOut{}, fail("The selection (%dx%d at %d,%d) does not fit in a %s crop of the %dx%d canvas (at most %dx%d): crop without the aspect, or choose a shape that holds it",
				bounds.Dx(), bounds.Dy(), bounds.Min.X, bounds.Min.Y, in.Aspect, s.Width, s.Height, rect.Dx(), rect.Dy())
		}
	}
	if rect == canvas {
		return CropToSelectionOut{}, fail("Nothing to crop: the selection (%dx%d at %d,%d) with %s covers the whole canvas (%dx%d)",
			bounds.Dx(), bounds.Dy(), bounds.Min.X, bounds.Min.Y, with, s.Width, s.Height)
	}
	return CropToSelectionOut{CropOut: cropTo(s, rect), Selection: boxOf(bounds)}, nil
}

// grownBy is r with margin times its width added left and right, margin
// times its height above and below, and pixels on every side.
func grownBy(r image.Rectangle, margin float64, pixels int) image.Rectangle {
	dx := int(math.Round(margin*float64(r.Dx()))) + pixels
	dy := int(math.Round(margin*float64(r.Dy()))) + pixels
	return image.Rect(r.Min.X-dx, r.Min.Y-dy, r.Max.X+dx, r.Max.Y+dy)
}

// AspectRatio reads "W:H" (each side a positive number, "1.91:1" too)
// as W/H, within 1:20..20:1.
func AspectRatio(said string) (float64, bool) {
	w, h, ok := strings.Cut(strings.TrimSpace(said), ":")
	if !ok {
		return 0, false
	}
	a, errA := strconv.ParseFloat(strings.TrimSpace(w), 64)
	b, errB := strconv.ParseFloat(strings.TrimSpace(h), 64)
	if errA != nil || errB != nil || !finite(a) || !finite(b) || a <= 0 || b <= 0 {
		return 0, false
	}
	r := a / b
	return r, r >= 1.0/20 && r <= 20
}

// shapedAround is the box of the given width/height ratio around r: r
// grown on its short side about its centre, moved inside the canvas, and
// made smaller (keeping the ratio) only when the canvas cannot hold it.
func shapedAround(r image.Rectangle, ratio float64, canvas image.Rectangle) image.Rectangle {
	w, h := float64(r.Dx()), float64(r.Dy())
	if w/h < ratio {
		w = h * ratio
	} else {
		h = w / ratio
	}
	if W := float64(canvas.Dx()); w > W {
		w, h = W, W/ratio
	}
	if H := float64(canvas.Dy()); h > H {
		w, h = H*ratio, H
	}
	bw, bh := max(1, min(canvas.Dx(), int(math.Round(w)))), max(1, min(canvas.Dy(), int(math.Round(h))))
	// the centre doubled keeps a half pixel exact
	x := (r.Min.X + r.Max.X - bw) / 2
	y := (r.Min.Y + r.Max.Y - bh) / 2
	x = max(canvas.Min.X, min(x, canvas.Max.X-bw))
	y = max(canvas.Min.Y, min(y, canvas.Max.Y-bh))
	return image.Rect(x, y, x+bw, y+bh)
}

type InfoIn struct{}

type SelectionInfo struct {
	Active   bool    `json:"active"`
	Space    string  `json:"space" jsonschema:"coordinates: document pixels"`
	Coverage float64 `json:"coverage,omitempty" jsonschema:"mean mask value 0..1"`
	BBox     *Box    `json:"bbox,omitempty"`
}

type Box struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

type InfoOut struct {
	Width      int              `json:"width"`
	Height     int              `json:"height"`
	Mode       string           `json:"mode"`
	Depth      int              `json:"depth" jsonschema:"bits per channel the document composites at (its layers hold 8 or 16: layers[].bitDepth)"`
	ColorSpace string           `json:"colorSpace"`
	Layers     []LayerInfo      `json:"layers"`
	Active     string           `json:"activeLayerId"`
	Selection  SelectionInfo    `json:"selection"`
	Pending    *photo.Transform `json:"pendingTransform,omitempty"`
	UndoDepth  int              `json:"undoDepth"`
	RedoDepth  int              `json:"redoDepth"`
	// UndoLabels names the undo entries, oldest first; RedoLabels the redo entries, the next
	// one first (a history panel lists them).
	UndoLabels []string `json:"undoLabels"`
	RedoLabels []string `json:"redoLabels"`
}

func info(_ context.Context, ed *Editor, _ InfoIn) (InfoOut, error) {
	s := ed.S()
	out := InfoOut{Width: s.Width, Height: s.Height, Mode: photo.ColorMode, Depth: 16, ColorSpace: "sRGB",
		Layers: layerInfos(s), Active: s.Active, Selection: selectionInfo(s.Selection), Pending: ed.Pending,
		UndoDepth: len(ed.History.Undo), RedoDepth: len(ed.History.Redo),
		UndoLabels: make([]string, 0, len(ed.History.Undo)), RedoLabels: make([]string, 0, len(ed.History.Redo))}
	for _, e := range ed.History.Undo {
		out.UndoLabels = append(out.UndoLabels, e.Label)
	}
	for i := len(ed.History.Redo) - 1; i >= 0; i-- {
		out.RedoLabels = append(out.RedoLabels, ed.History.Redo[i].Label)
	}
	return out, nil
}

func selectionInfo(m *photo.Mask) SelectionInfo {
	if m == nil {
		return SelectionInfo{Space: "document"}
	}
	si := SelectionInfo{Active: true, Space: "document", Coverage: round3(m.Coverage())}
	if b := m.Bounds(); !b.Empty() {
		bb := boxOf(b)
		si.BBox = &bb
	}
	return si
}

func round3(v float64) float64 { return float64(int(v*1000+0.5)) / 1000 }

type ImportIn struct {
	DataURL string `json:"dataUrl,omitempty" jsonschema:"data:image/png;base64,... (PNG, JPEG or WebP)"`
	AssetID string `json:"assetId,omitempty" jsonschema:"an uploaded image's asset id instead of dataUrl"`
	Name    string `json:"name,omitempty" jsonschema:"layer name (default: the asset's name or Image)"`
	Raster  *bool  `json:"raster,omitempty" jsonschema:"accepted for compatibility: imported images are always raster layers"`
}

type ImportOut struct {
	LayerID       string `json:"layerId"`
	Name          string `json:"name"`
	Width         int    `json:"width"`
	Height        int    `json:"height"`
	Depth         int    `json:"sourceDepth" jsonschema:"bits per channel of the source"`
	CanvasResized bool   `json:"canvasResized,omitempty"`
	Orientation   int    `json:"exifOrientation,omitempty" jsonschema:"the EXIF orientation the image was turned upright by (2..8)"`
}

func importImage(ctx context.Context, ed *Editor, in ImportIn) (ImportOut, error) {
	if (in.DataURL == "") == (in.AssetID == "") {
		return ImportOut{}, fail("Give exactly one of dataUrl or assetId")
	}
	if in.Raster != nil && !*in.Raster {
		return ImportOut{}, fail("Invalid raster: only raster import is supported")
	}
	var data []byte
	name := in.Name
	if in.DataURL != "" {
		var err error
		if data, err = decodeDataURL(in.DataURL); err != nil {
			return ImportOut{}, err
		}
	} else {
		if ed.Media == nil {
			return ImportOut{}, fail("Asset not found: %s", in.AssetID)
		}
		var assetName string
		var err error
		if data, assetName, err = ed.Media.OpenMedia(ctx, in.AssetID); err != nil {
			return ImportOut{}, err
		}
		if name == "" {
			name = strings.TrimSuffix(assetName, filepath.Ext(assetName))
		}
	}
	img, depth, err := decodeImage(data)
	if err != nil {
		return ImportOut{}, err
	}
	if name == "" {
		name = "Image"
	}
	s := ed.S()
	// photos from cameras and phones are often stored sideways with an
	// EXIF note of how to turn them: import them upright
	orientation := exifOrientation(data)
	rast := photo.Orient(photo.RasterFromImage(img), orientation)
	resized := false
	if len(s.Layers) == 0 && (s.Width != rast.W || s.Height != rast.H) {
		s.Width, s.Height, s.Selection = rast.W, rast.H, nil
		resized = true
	}
	l := &photo.Layer{ID: s.NewLayerID(), Name: name, Kind: photo.KindRaster, Visible: true, Opacity: 1,
		Blend: "normal", Raster: rast, X: (s.Width - rast.W) / 2, Y: (s.Height - rast.H) / 2}
	s.InsertAbove(s.Active, l)
	out := ImportOut{LayerID: l.ID, Name: name, Width: rast.W, Height: rast.H, Depth: depth, CanvasResized: resized}
	if orientation != 1 {
		out.Orientation = orientation
	}
	return out, nil
}

func decodeDataURL(u string) ([]byte, error) {
	bad := fail("Invalid dataUrl: expected data:image/...;base64, with a PNG, JPEG or WebP image")
	if !strings.HasPrefix(u, "data:") {
		return nil, bad
	}
	meta, payload, ok := strings.Cut(u[5:], ",")
	if !ok || !strings.HasSuffix(meta, ";base64") {
		return nil, bad
	}
	if mt := strings.TrimSuffix(meta, ";base64"); mt != "" && !strings.HasPrefix(mt, "image/") {
		return nil, fail("Invalid dataUrl: %s is not an image", mt)
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(payload))
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(strings.TrimSpace(payload)); err != nil {
			return nil, fail("Invalid dataUrl: bad base64")
		}
	}
	return b, nil
}

// decodeImage checks the size before decoding, and reports the source's
// bits per channel.
func decodeImage(data []byte) (image.Image, int, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, 0, fail("Invalid image: not a PNG, JPEG or WebP image")
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return nil, 0, fail("Invalid image: %dx%d is larger than %d pixels", cfg.Width, cfg.Height, MaxImagePixels)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, 0, fail("Invalid image: cannot decode %s: %s", format, err.Error())
	}
	depth := 8
	switch img.(type) {
	case *image.NRGBA64, *image.RGBA64, *image.Gray16:
		depth = 16
	}
	return img, depth, nil
}
