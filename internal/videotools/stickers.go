package videotools

import (
	"context"
	"math"
	"reflect"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/stickers"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

func registerStickers(r *Registry) {
	registry.Add(r, registry.Spec{Name: "list_stickers",
		Description: "List the bundled stickers (id, name, category, keywords), optionally filtered by a query."},
		listStickers)
	registry.Add(r, registry.Spec{Name: "add_sticker", Effect: registry.Edit,
		Description: "Add a catalog sticker from start to end (seconds) in a corner or the centre of the frame, on an overlay track. Move or resize it afterwards with update_clip."},
		addSticker)
}

type ListStickersIn struct {
	Query string `json:"query,omitempty"`
}

type ListStickersOut struct {
	Stickers []stickers.Sticker `json:"stickers"`
	License  string             `json:"license"`
}

func listStickers(_ context.Context, _ *Editor, in ListStickersIn) (ListStickersOut, error) {
	lic, author := stickers.License()
	out := ListStickersOut{Stickers: stickers.Search(in.Query), License: lic + ", " + author}
	if out.Stickers == nil {
		out.Stickers = []stickers.Sticker{}
	}
	return out, nil
}

type AddStickerIn struct {
	StickerID string   `json:"stickerId" minLength:"1" jsonschema:"id from list_stickers" invalid:"Sticker not found"`
	Start     *float64 `json:"start" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid time range"`
	End       *float64 `json:"end" minimum:"0" jsonschema:"timeline seconds" invalid:"Invalid time range"`
	Position  string   `json:"position" enum:"top-left,top-right,center,bottom-left,bottom-right" invalid:"Invalid position"`
}

// StickerMargin is the gap between a corner sticker and the frame edges, as
// a share of the canvas height.
const StickerMargin = 0.05

func addSticker(_ context.Context, e *Editor, in AddStickerIn) (PlacedOut, error) {
	s, ok := stickers.Lookup(in.StickerID)
	if !ok {
		return PlacedOut{}, fail("Sticker not found")
	}
	start, end, err := textRange(in.Start, in.End)
	if err != nil {
		return PlacedOut{}, err
	}
	p, err := e.timeline()
	if err != nil {
		return PlacedOut{}, err
	}
	x, y, ok := StickerAnchor(in.Position, p.Settings)
	if !ok {
		return PlacedOut{}, fail("Invalid position")
	}
	v := timeline.DefaultVisual()
	v.X, v.Y = x, y
	el := timeline.Element{Type: timeline.ElementSticker, Name: s.Name, Start: start, Duration: end - start,
		Sticker: &timeline.Sticker{StickerID: s.ID, Position: in.Position}, Visual: v}
	return place(p, timeline.TrackOverlay, el)
}

// StickerAnchor is the centre of a sticker at scale 1 placed at a named
// position: corners keep StickerMargin from both edges.
func StickerAnchor(pos string, s timeline.Settings) (x, y float64, ok bool) {
	w, h := float64(s.Width), float64(s.Height)
	side := h * timeline.StickerBaseSize
	dx := w/2 - h*StickerMargin - side/2
	dy := h/2 - h*StickerMargin - side/2
	switch pos {
	case "center":
		return 0, 0, true
	case "top-left":
		return -dx, -dy, true
	case "top-right":
		return dx, -dy, true
	case "bottom-left":
		return -dx, dy, true
	case "bottom-right":
		return dx, dy, true
	}
	return 0, 0, false
}

// stickerPositions are the named places add_sticker accepts, read from
// its enum tag so the list and the schema cannot drift apart.
var stickerPositions = enumTag(AddStickerIn{}, "Position")

// enumTag is the comma-separated enum tag of a field of in's struct type.
func enumTag(in any, field string) []string {
	f, ok := reflect.TypeOf(in).FieldByName(field)
	if !ok {
		panic("enumTag: no field " + field) // a programmer's error, seen at start-up
	}
	return strings.Split(f.Tag.Get("enum"), ",")
}

// stickerPlaceAt names the place a sticker centred at x, y is in: the named
// position whose anchor it sits on (within half a canvas pixel), or "custom"
// when it was moved anywhere else, as a text moved by hand is.
func stickerPlaceAt(x, y float64, s timeline.Settings) string {
	for _, pos := range stickerPositions {
		ax, ay, _ := StickerAnchor(pos, s)
		if math.Abs(x-ax) < 0.5 && math.Abs(y-ay) < 0.5 {
			return pos
		}
	}
	return "custom"
}
