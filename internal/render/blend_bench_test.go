package render

import (
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// BenchmarkOverlayBlend exports 4 s at 720p30 (preset fast): a clip on the
// main track and an image over it (at half size, or full frame) for the
// whole time, drawn normal (the plain overlay) or with a blend mode (the
// blend path), and without the overlay for reference. Run by hand:
//
//	go test ./internal/render -run '^$' -bench OverlayBlend -benchtime 3x
func BenchmarkOverlayBlend(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	ff := func(args ...string) {
		if out, err := exec.Command("ffmpeg", append([]string{"-hide_banner", "-loglevel", "error", "-y"}, args...)...).CombinedOutput(); err != nil {
			b.Fatalf("ffmpeg %v: %v\n%s", args, err, out)
		}
	}
	clip, img := filepath.Join(dir, "clip.mp4"), filepath.Join(dir, "logo.png")
	ff("-f", "lavfi", "-i", "testsrc2=s=1280x720:r=30:d=4", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", clip)
	ff("-f", "lavfi", "-i", "testsrc=s=640x360", "-frames:v", "1", img)

	for _, c := range []struct {
		name, mode string
		scale      float64
	}{{"none", "", 0}, {"normal", "normal", 0.5}, {"multiply", "multiply", 0.5}, {"normal-full", "normal", 1}, {"multiply-full", "multiply", 1}} {
		mode := c.mode
		b.Run(c.name, func(b *testing.B) {
			reg := videotools.NewRegistry()
			p := timeline.New(timeline.Settings{Width: 1280, Height: 720, FPS: timeline.Rational{Num: 30, Den: 1}, Background: "#000000"})
			ed := videotools.NewEditor(timeline.NewDoc(p), reg)
			call := func(name string, in any) map[string]any {
				raw, _ := json.Marshal(in)
				out, err := reg.Call(ctx, ed, name, raw)
				if err != nil {
					b.Fatalf("%s: %v", name, err)
				}
				j, _ := json.Marshal(out)
				var m map[string]any
				json.Unmarshal(j, &m)
				return m
			}
			cid, err := media.Import(ctx, ed.Project, clip)
			if err != nil {
				b.Fatal(err)
			}
			call("add_media_to_timeline", map[string]any{"assetId": cid, "startTime": 0, "trackType": "main"})
			if mode != "" {
				iid, err := media.Import(ctx, ed.Project, img)
				if err != nil {
					b.Fatal(err)
				}
				o := call("add_media_to_timeline", map[string]any{"assetId": iid, "startTime": 0, "trackType": "overlay", "duration": 4})
				call("update_clip", map[string]any{"elementId": o["elementId"], "scale": c.scale, "x": 200 * (1 - c.scale), "y": 100 * (1 - c.scale), "blendMode": mode})
			}
			r := &Renderer{FFmpeg: "ffmpeg", TempDir: dir}
			out := filepath.Join(dir, c.name+".mp4")
			b.ResetTimer()
			for range b.N {
				if err := r.Render(ctx, ed.Project, out, Options{Preset: "fast"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
