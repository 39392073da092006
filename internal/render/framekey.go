package render

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// frameKeyMargin widens the window a frame key covers beyond the frames a
// preview actually composes (leadFrames before t, one after), so a change
// of frame rate or rounding never reuses a stale frame.
const frameKeyMargin = timeline.TicksPerSecond / 2

// FrameKey names the frame at t (seconds) of p, width pixels wide (0: the
// canvas), by what it depends on: the canvas settings, the visual tracks'
// order and visibility, every visual element that overlaps the window a
// preview composes, and the assets those elements show (their file, size
// and modification time). Two projects that differ only elsewhere in time,
// or only in sound, share the key. The format ("png", "jpeg") is part of it.
func FrameKey(p *timeline.Project, t float64, width int, format string) string {
	at := timeline.FromSeconds(t)
	fps := p.Settings.FPS
	frame := timeline.Ticks(1)
	if fps.Num > 0 {
		frame = timeline.Ticks(math.Ceil(float64(timeline.TicksPerSecond) * float64(fps.Den) / float64(fps.Num)))
	}
	from, to := at-leadFrames*frame-frameKeyMargin, at+frame+frameKeyMargin
	type trackKey struct {
		ID, Kind string
		Hidden   bool
		Elements []timeline.Element
	}
	key := struct {
		Format   string
		T        timeline.Ticks
		Width    int
		Settings timeline.Settings
		Tracks   []trackKey
		Assets   []timeline.Asset
	}{Format: format, T: at, Width: width, Settings: p.Settings}
	used := map[string]bool{}
	for _, tr := range p.Tracks {
		if tr.Kind == timeline.TrackAudio {
			continue // sound never shows in a frame
		}
		tk := trackKey{ID: tr.ID, Kind: string(tr.Kind), Hidden: tr.Hidden}
		for _, el := range tr.Elements {
			if el.Start < to && el.End() > from {
				tk.Elements = append(tk.Elements, el)
				if el.AssetID != "" {
					used[el.AssetID] = true
				}
			}
		}
		key.Tracks = append(key.Tracks, tk)
	}
	for _, a := range p.Assets {
		if used[a.ID] {
			key.Assets = append(key.Assets, a)
		}
	}
	b, _ := json.Marshal(key)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
