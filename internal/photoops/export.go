package photoops

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"strings"
	"time"
	"unicode"

	"golang.org/x/image/draw"

	"github.com/neuralcut/neuralcut/internal/photo"
	"github.com/neuralcut/neuralcut/internal/registry"
)

func registerExport(r *Registry) {
	registry.Add(r, registry.Spec{Name: "export.png",
		Description: "The flattened document as PNG: a data URL, or with save saved into the document's storage (to download). depth 16 keeps 16 bits a channel; maxSide scales an 8-bit export down so its longer side is at most that."}, exportPNG)
	registry.Add(r, registry.Spec{Name: "export.gallery",
		Description: "Save the flattened document as a new PNG in the gallery (the user's saved pictures) and return where it went."}, exportGallery)
	registry.Add(r, registry.Spec{Name: "screenshot",
		Description: "PNG of the composited canvas as it looks now (a pending transform included), optionally scaled down to maxSide pixels."}, screenshot)
}

type ExportIn struct {
	Depth   int  `json:"depth,omitempty" enum:"8,16" jsonschema:"bits per channel, default 8" invalid:"Invalid depth"`
	MaxSide int  `json:"maxSide,omitempty" minimum:"16" maximum:"65535" jsonschema:"scale down so the longer side is at most this (8-bit only)" invalid:"Invalid maxSide"`
	Save    bool `json:"save,omitempty" jsonschema:"save the PNG into the document's storage instead of returning a data URL"`
}

type ExportOut struct {
	DataURL string `json:"dataUrl,omitempty"`
	// Saved says where a saved export went: a name in the document's
	// storage, a gallery entry, or the file the CLI was told to write.
	Saved  string `json:"saved,omitempty"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Depth  int    `json:"depth"`
	Bytes  int    `json:"bytes"`
}

// encodePNG encodes an image as the editor's exports and screenshots do.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ExportPNG flattens the document into a PNG of the asked depth and size,
// as export.png does (a surface that writes the bytes itself uses it: the
// CLI's -o -).
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

func exportPNG(ctx context.Context, ed *Editor, in ExportIn) (ExportOut, error) {
	if in.Save && ed.Exports == nil {
		return ExportOut{}, fail("Saving exports is not available here: leave save out for a data URL")
	}
	b, out, err := ExportPNG(ed, in.Depth, in.MaxSide)
	if err != nil {
		return ExportOut{}, err
	}
	if !in.Save {
		out.DataURL = "data:image/png;base64," + base64.StdEncoding.EncodeToString(b)
		return out, nil
	}
	if out.Saved, err = ed.Exports.SaveExport(ctx, Export{Kind: ExportFile, Name: "export.png", Data: b}); err != nil {
		return ExportOut{}, err
	}
	return out, nil
}

type GalleryIn struct {
	Name    string `json:"name,omitempty" jsonschema:"picture name without extension (letters, digits, . _ -)" invalid:"Invalid name"`
	MaxSide int    `json:"maxSide,omitempty" minimum:"16" maximum:"65535" jsonschema:"scale down so the longer side is at most this" invalid:"Invalid maxSide"`
}

// validName is a gallery picture name: no separators, no dot files, no
// control characters, at most 100 bytes.
func validName(name string) bool {
	if name == "" || len(name) > 100 || name[0] == '.' {
		return false
	}
	for _, r := range name {
		ok := r == '-' || r == '_' || r == '.' || r == ' ' || unicode.IsLetter(r) || unicode.IsDigit(r)
		if !ok {
			return false
		}
	}
	return true
}

func exportGallery(ctx context.Context, ed *Editor, in GalleryIn) (ExportOut, error) {
	if ed.Exports == nil {
		return ExportOut{}, fail("No gallery here: export.png returns the picture as a data URL")
	}
	name := in.Name
	if name == "" {
		base := ed.Name
		if !validName(base) {
			base = "photo"
		}
		name = fmt.Sprintf("%s-%s", base, time.Now().UTC().Format("20060102-150405.000"))
	}
	if !validName(name) {
		return ExportOut{}, fail("Invalid name: %s", name)
	}
	b, out, err := ExportPNG(ed, 8, in.MaxSide)
	if err != nil {
		return ExportOut{}, err
	}
	if out.Saved, err = ed.Exports.SaveExport(ctx, Export{Kind: ExportGallery, Name: name + ".png", Data: b}); err != nil {
		return ExportOut{}, err
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
