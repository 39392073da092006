package photoops

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

// EnvGallery names the folder export.gallery writes to.
const EnvGallery = "NEURALCUT_GALLERY"

func registerExport(r *Registry) {
	registry.Add(r, registry.Spec{Name: "export.png",
		Description: "The flattened document as PNG: a data URL, or written to path. depth 16 keeps 16 bits a channel; maxSide scales an 8-bit export down so its longer side is at most that."}, exportPNG)
	registry.Add(r, registry.Spec{Name: "export.gallery",
		Description: "Save the flattened document as a new PNG in the gallery folder (NEURALCUT_GALLERY, or gallery/ next to the document) and return its path, ready for `neuralcut assets add`."}, exportGallery)
	registry.Add(r, registry.Spec{Name: "screenshot",
		Description: "PNG of the composited canvas as it looks now (a pending transform included), optionally scaled down to maxSide pixels."}, screenshot)
}

type ExportIn struct {
	Path    string `json:"path,omitempty" jsonschema:"write the PNG here instead of returning a data URL"`
	Depth   int    `json:"depth,omitempty" enum:"8,16" jsonschema:"bits per channel, default 8" invalid:"Invalid depth"`
	MaxSide int    `json:"maxSide,omitempty" minimum:"16" maximum:"65535" jsonschema:"scale down so the longer side is at most this (8-bit only)" invalid:"Invalid maxSide"`
}

type ExportOut struct {
	DataURL string `json:"dataUrl,omitempty"`
	Path    string `json:"path,omitempty"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
	Depth   int    `json:"depth"`
	Bytes   int    `json:"bytes"`
}

// encodePNG encodes an image as the editor's exports and screenshots do.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ExportPNG flattens the document into a PNG as export.png does, for a
// surface that writes the bytes itself (the CLI's -o -).
func ExportPNG(ed *Editor, depth, maxSide int) ([]byte, ExportOut, error) {
	if depth == 0 {
		depth = 8
	}
	if depth != 8 && depth != 16 {
		return nil, ExportOut{}, fail("Invalid depth: use 8 or 16")
	}
	if maxSide != 0 && (maxSide < 16 || maxSide > 65535 || depth != 8) {
		return nil, ExportOut{}, fail("Invalid maxSide: 16..65535, with depth 8")
	}
	s := ed.S()
	// flattened straight into an image of the asked depth and size
	var img image.Image
	w, h := s.Width, s.Height
	switch {
	case maxSide > 0:
		img, w, h = scaledComposite(s, nil, maxSide)
	case depth == 16:
		img = photo.CompositeNRGBA64(s, nil)
	default:
		img = photo.CompositeNRGBA(s, nil)
	}
	b, err := encodePNG(img)
	if err != nil {
		return nil, ExportOut{}, fail("Encoding failed: %s", err.Error())
	}
	return b, ExportOut{Width: w, Height: h, Depth: depth, Bytes: len(b)}, nil
}

func exportPNG(_ context.Context, ed *Editor, in ExportIn) (ExportOut, error) {
	if in.Path != "" {
		if !ed.HostFiles {
			return ExportOut{}, fail(errNoHostFiles)
		}
		if ext := strings.ToLower(filepath.Ext(in.Path)); ext != ".png" {
			return ExportOut{}, fail("unsupported output extension %s (use .png)", ext)
		}
		// a link, a device or a folder at path is refused before any work
		if _, err := fsutil.CheckOutput(in.Path); err != nil {
			return ExportOut{}, fail("Cannot write %s: %s", in.Path, unwrapPath(err))
		}
	}
	b, out, err := ExportPNG(ed, in.Depth, in.MaxSide)
	if err != nil {
		return ExportOut{}, err
	}
	if in.Path == "" {
		out.DataURL = "data:image/png;base64," + base64.StdEncoding.EncodeToString(b)
		return out, nil
	}
	if err := fsutil.WriteAtomic(in.Path, b, fsutil.DefaultPerm); err != nil {
		return ExportOut{}, fail("Cannot write %s: %s", in.Path, unwrapPath(err))
	}
	out.Path = in.Path
	return out, nil
}

// unwrapPath is an error's text without the path it starts with (the
// message names the path once already).
func unwrapPath(err error) string {
	msg := err.Error()
	if _, rest, ok := strings.Cut(msg, ": "); ok && strings.HasPrefix(msg, "cannot write ") {
		return rest
	}
	return msg
}

type GalleryIn struct {
	Dir     string `json:"dir,omitempty" jsonschema:"folder (default NEURALCUT_GALLERY, or gallery/ next to the document)"`
	Name    string `json:"name,omitempty" jsonschema:"file name without extension"`
	MaxSide int    `json:"maxSide,omitempty" minimum:"16" maximum:"65535" jsonschema:"scale down so the longer side is at most this" invalid:"Invalid maxSide"`
}

func exportGallery(_ context.Context, ed *Editor, in GalleryIn) (ExportOut, error) {
	if in.Dir != "" && !ed.HostFiles {
		return ExportOut{}, fail(errNoHostFiles)
	}
	dir := in.Dir
	if dir == "" {
		dir = os.Getenv(EnvGallery)
	}
	if dir == "" && ed.Path != "" {
		dir = filepath.Join(filepath.Dir(filepath.Clean(ed.Path)), "gallery")
	}
	if dir == "" {
		return ExportOut{}, fail("No gallery folder: set %s or give dir", EnvGallery)
	}
	name := in.Name
	if name == "" {
		base := "photo"
		if ed.Path != "" {
			base = strings.TrimSuffix(filepath.Base(filepath.Clean(ed.Path)), filepath.Ext(ed.Path))
		}
		name = fmt.Sprintf("%s-%s", base, time.Now().UTC().Format("20060102-150405.000"))
	}
	if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return ExportOut{}, fail("Invalid name: %s", name)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ExportOut{}, fail("Cannot create %s: %s", dir, err.Error())
	}
	p := filepath.Join(dir, name+".png")
	if _, err := os.Stat(p); err == nil {
		return ExportOut{}, fail("%s already exists", p)
	}
	b, out, err := ExportPNG(ed, 8, in.MaxSide)
	if err != nil {
		return ExportOut{}, err
	}
	if err := fsutil.WriteAtomic(p, b, fsutil.DefaultPerm); err != nil {
		return ExportOut{}, fail("Cannot write %s: %s", p, unwrapPath(err))
	}
	out.Path = p
	if abs, err := filepath.Abs(p); err == nil {
		out.Path = abs
	}
	return out, nil
}

type ScreenshotIn struct {
	MaxSide int `json:"maxSide,omitempty" minimum:"16" maximum:"8192" jsonschema:"scale down so the longer side is at most this" invalid:"Invalid maxSide"`
}

// ScreenshotOut carries the PNG; surfaces that show images (MCP) send it
// as image content through Image.
type ScreenshotOut struct {
	DataURL string `json:"dataUrl"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
}

// Image returns the PNG for surfaces that show pictures.
func (o ScreenshotOut) Image() (mime string, data []byte) {
	_, b64, _ := strings.Cut(o.DataURL, ",")
	b, _ := base64.StdEncoding.DecodeString(b64)
	return "image/png", b
}

// scaledComposite flattens the document to fit maxSide (0: full size),
// 8 bits a channel: averaged into blocks while compositing, then
// resampled from the small block image to the exact size.
func scaledComposite(s *photo.State, pending *photo.Transform, maxSide int) (image.Image, int, int) {
	blocks, w, h := photo.CompositeThumbnail(s, pending, maxSide)
	if blocks.Rect.Dx() == w && blocks.Rect.Dy() == h {
		return blocks, w, h
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(dst, dst.Rect, blocks, blocks.Bounds(), draw.Src, nil)
	return dst, w, h
}

func screenshot(_ context.Context, ed *Editor, in ScreenshotIn) (ScreenshotOut, error) {
	if in.MaxSide != 0 && (in.MaxSide < 16 || in.MaxSide > 8192) {
		return ScreenshotOut{}, fail("Invalid maxSide: must be 16..8192")
	}
	img, w, h := scaledComposite(ed.S(), ed.Pending, in.MaxSide)
	b, err := encodePNG(img)
	if err != nil {
		return ScreenshotOut{}, fail("Encoding failed: %s", err.Error())
	}
	return ScreenshotOut{"data:image/png;base64," + base64.StdEncoding.EncodeToString(b), w, h}, nil
}
