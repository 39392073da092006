package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// fixture builds a real project through the real tools: an 18 s edit of
// two clips, music under it, a logo overlay and a title. Assets are made
// directly in the model (planning needs no media files).
func fixture(t testing.TB) *videotools.Editor {
	t.Helper()
	p := timeline.New(timeline.Settings{Width: 320, Height: 180, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
	add := func(name string, typ timeline.AssetType, dur float64, audio bool) {
		p.Assets = append(p.Assets, timeline.Asset{ID: p.NewID("a"), Name: name, Type: typ, Path: "/media/" + name,
			Duration: timeline.FromSeconds(dur), Width: 320, Height: 180, HasAudio: audio, HasVideo: typ != timeline.AssetAudio})
	}
	add("intro.mp4", timeline.AssetVideo, 10, true)
	add("beach.mp4", timeline.AssetVideo, 8, true)
	add("music.mp3", timeline.AssetAudio, 60, false)
	add("logo.png", timeline.AssetImage, 0, false)
	add("outro.mp4", timeline.AssetVideo, 4, true)
	ed := videotools.NewEditor(timeline.NewDoc(p), tools())
	for _, c := range []struct{ tool, in string }{
		{"add_media_to_timeline", `{"assetId":"intro.mp4","startTime":0,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"beach.mp4","startTime":10,"trackType":"main"}`},
		{"add_media_to_timeline", `{"assetId":"music.mp3","startTime":0,"trackType":"audio","duration":18}`},
		{"add_media_to_timeline", `{"assetId":"logo.png","startTime":2,"trackType":"overlay","duration":5}`},
		{"add_text", `{"text":"Welcome","start":0,"end":3,"position":"top","style":"plain"}`},
	} {
		if _, err := tools().Call(context.Background(), ed, c.tool, json.RawMessage(c.in)); err != nil {
			t.Fatalf("fixture %s: %v", c.tool, err)
		}
	}
	return ed
}

// check inspects the project after a plan ran; "" means it is right.
type check func(p *timeline.Project) string

func both(cs ...check) check {
	return func(p *timeline.Project) string {
		for _, c := range cs {
			if r := c(p); r != "" {
				return r
			}
		}
		return ""
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-3 }

func elems(p *timeline.Project, keep func(tk timeline.TrackKind, e *timeline.Element) bool) []*timeline.Element {
	var out []*timeline.Element
	for _, t := range p.Tracks {
		for i := range t.Elements {
			if keep(t.Kind, &t.Elements[i]) {
				out = append(out, &t.Elements[i])
			}
		}
	}
	return out
}

func durIs(want float64) check {
	return func(p *timeline.Project) string {
		if got := p.End().Seconds(); !near(got, want) {
			return fmt.Sprintf("duration %v, want %v", got, want)
		}
		return ""
	}
}

// mainIs checks the main track's elements as "asset:start-end" pairs.
func mainIs(want string) check {
	return func(p *timeline.Project) string {
		var got []string
		for _, e := range p.MainTrack().Elements {
			a, _ := p.Asset(e.AssetID)
			got = append(got, fmt.Sprintf("%s:%g-%g", strings.TrimSuffix(a.Name, ".mp4"), e.Start.Seconds(), e.End().Seconds()))
		}
		if g := strings.Join(got, " "); g != want {
			return fmt.Sprintf("main track %q, want %q", g, want)
		}
		return ""
	}
}

func textIs(content string, start, end float64, pos, style string) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool {
			return e.Text != nil && e.Text.Content == content
		})
		if len(es) != 1 {
			return fmt.Sprintf("%d texts %q, want 1", len(es), content)
		}
		e := es[0]
		if !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) || (pos != "" && e.Text.Position != pos) ||
			(style != "" && e.Text.Style != style) {
			return fmt.Sprintf("text %q %v-%v %s %s, want %v-%v %s %s", content, e.Start.Seconds(), e.End().Seconds(),
				e.Text.Position, e.Text.Style, start, end, pos, style)
		}
		return ""
	}
}

func countIs(typ timeline.ElementType, n int) check {
	return func(p *timeline.Project) string {
		if got := len(elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Type == typ })); got != n {
			return fmt.Sprintf("%d %s elements, want %d", got, typ, n)
		}
		return ""
	}
}

func effectIs(typ string, start, end float64, param string, val float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Effect != nil && e.Effect.Type == typ })
		if len(es) != 1 {
			return fmt.Sprintf("%d %s effects, want 1", len(es), typ)
		}
		e := es[0]
		if !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) {
			return fmt.Sprintf("%s at %v-%v, want %v-%v", typ, e.Start.Seconds(), e.End().Seconds(), start, end)
		}
		if param != "" {
			if v, _ := e.Effect.Params[param].(float64); !near(v, val) {
				return fmt.Sprintf("%s %s=%v, want %v", typ, param, e.Effect.Params[param], val)
			}
		}
		return ""
	}
}

func stickerIs(id, pos string, start, end float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Sticker != nil })
		if len(es) != 1 {
			return fmt.Sprintf("%d stickers, want 1", len(es))
		}
		e := es[0]
		if e.Sticker.StickerID != id || e.Sticker.Position != pos || !near(e.Start.Seconds(), start) || !near(e.End().Seconds(), end) {
			return fmt.Sprintf("sticker %s %s %v-%v, want %s %s %v-%v", e.Sticker.StickerID, e.Sticker.Position,
				e.Start.Seconds(), e.End().Seconds(), id, pos, start, end)
		}
		return ""
	}
}

// volumeIs checks every element of an asset.
func volumeIs(asset string, v float64) check {
	return func(p *timeline.Project) string {
		for _, e := range elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset }) {
			if e.Audio == nil || !near(e.Audio.Volume, v) {
				return fmt.Sprintf("%s volume %v, want %v", asset, e.Audio, v)
			}
		}
		return ""
	}
}

// mutedIs checks that an asset is silenced (its track or itself).
func mutedIs(asset string, want bool) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == asset {
					if got := t.Muted || (e.Audio != nil && e.Audio.Muted); got != want {
						return fmt.Sprintf("%s muted=%v, want %v", asset, got, want)
					}
				}
			}
		}
		return ""
	}
}

func mediaIs(asset string, kind timeline.TrackKind, start, end float64) check {
	return func(p *timeline.Project) string {
		for _, t := range p.Tracks {
			for _, e := range t.Elements {
				if e.Name == asset && t.Kind == kind && near(e.Start.Seconds(), start) && near(e.End().Seconds(), end) {
					return ""
				}
			}
		}
		return fmt.Sprintf("no %s on a %s track at %v-%v", asset, kind, start, end)
	}
}

func noChange(p *timeline.Project) string {
	return both(durIs(18), mainIs("intro:0-10 beach:10-18"), textIs("Welcome", 0, 3, "top", "plain"), countIs(timeline.ElementEffect, 0))(p)
}

// placedIs checks the last element of an asset: scale and centre offset.
func placedIs(asset string, scale, x, y float64) check {
	return func(p *timeline.Project) string {
		es := elems(p, func(_ timeline.TrackKind, e *timeline.Element) bool { return e.Name == asset })
		if len(es) == 0 {
			return "no " + asset
		}
		v := es[len(es)-1].Visual
		if !near(v.Scale, scale) || math.Abs(v.X-x) > 0.5 || math.Abs(v.Y-y) > 0.5 {
			return fmt.Sprintf("%s at scale %v (%v,%v), want %v (%v,%v)", asset, v.Scale, v.X, v.Y, scale, x, y)
		}
		return ""
	}
}
