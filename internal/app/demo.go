package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// demoMedia are made with ffmpeg's built-in sources, so the demo needs
// nothing but ffmpeg: two clips with a tone, a picture and a music bed.
var demoMedia = []struct{ name, args string }{
	{"sunrise.mp4", "-f lavfi -i testsrc2=size=1280x720:rate=30:duration=6 -f lavfi -i sine=frequency=440:duration=6:sample_rate=48000 -vf hue=h=20 -shortest"},
	{"ocean.mp4", "-f lavfi -i testsrc2=size=1280x720:rate=30:duration=5 -f lavfi -i sine=frequency=660:duration=5:sample_rate=48000 -vf hue=h=200 -shortest"},
	{"photo.png", "-f lavfi -i mandelbrot=size=1280x720:rate=1 -frames:v 1"},
	{"music.m4a", "-f lavfi -i aevalsrc=0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277*t)+0.12*sin(2*PI*330*t):s=48000:d=14"},
}

// MakeDemoMedia writes the demo's media into dir and returns their paths
// in order: sunrise.mp4, ocean.mp4, photo.png, music.m4a.
func MakeDemoMedia(ctx context.Context, dir string) ([]string, error) {
	var paths []string
	for _, m := range demoMedia {
		out := filepath.Join(dir, m.name)
		args := append([]string{"-y", "-v", "error"}, strings.Fields(m.args)...)
		if strings.HasSuffix(m.name, ".mp4") {
			args = append(args, "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-c:a", "aac")
		}
		if b, err := proc.Command(ctx, 2*time.Minute, "ffmpeg", append(args, out)...).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("ffmpeg making %s: %v: %s", m.name, err, b)
		}
		paths = append(paths, out)
	}
	return paths, nil
}

// DemoEdit is the demo's edit script (the media of MakeDemoMedia as
// assets a2..a5 after the first, or a1..a4): every step is a registry tool call,
// exactly what an agent would send.
func DemoEdit(ctx context.Context, e *videotools.Editor, w io.Writer) error {
	results := map[string]json.RawMessage{}
	call := func(label, tool, input string) (map[string]any, error) {
		out, err := e.Tools.Call(ctx, e, tool, json.RawMessage(input))
		b, _ := json.Marshal(registry.ResultOf(out, err))
		fmt.Fprintf(w, "  %-34s %s %s\n     -> %s\n", label, tool, input, b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", tool, err)
		}
		results[label] = b
		var m map[string]any
		json.Unmarshal(b, &m)
		return m, nil
	}
	steps := []struct{ label, tool, input string }{
		{"place the first clip", "add_media_to_timeline", `{"assetId":"a2","startTime":0,"trackType":"main"}`},
		{"then the second clip", "add_media_to_timeline", `{"assetId":"a3","startTime":6,"trackType":"main"}`},
		{"then the photo for 4 s", "add_media_to_timeline", `{"assetId":"a4","startTime":11,"trackType":"main","duration":4}`},
		{"cut out 2.0-3.5 s: split", "split", `{"times":[2,3.5]}`},
	}
	for _, s := range steps {
		if _, err := call(s.label, s.tool, s.input); err != nil {
			return err
		}
	}
	// delete every element now lying inside 2.0-3.5 on the main track
	tl, err := e.Tools.Call(ctx, e, "list_timeline", nil)
	if err != nil {
		return err
	}
	var ids []string
	for _, t := range tl.(videotools.ListTimelineOut).Tracks {
		for _, el := range t.Elements {
			if t.Type == "main" && el.Start >= 2 && el.End <= 3.5 {
				ids = append(ids, el.ElementID)
			}
		}
	}
	idsJSON, _ := json.Marshal(ids)
	if _, err := call("...and delete the isolated piece", "delete_timeline_elements", `{"elementIds":`+string(idsJSON)+`}`); err != nil {
		return err
	}
	var later []string
	for _, t := range tl.(videotools.ListTimelineOut).Tracks {
		for _, el := range t.Elements {
			if t.Type == "main" && el.Start >= 3.5 {
				later = append(later, el.ElementID)
			}
		}
	}
	laterJSON, _ := json.Marshal(later)
	if _, err := call("...and close the gap", "move_timeline_elements", `{"elementIds":`+string(laterJSON)+`,"start":2}`); err != nil {
		return err
	}
	bed, err := call("a music bed under everything", "add_media_to_timeline", `{"assetId":"a5","startTime":0,"trackType":"audio","duration":13.5}`)
	if err != nil {
		return err
	}
	music := fmt.Sprintf(`{"trackId":%q,"elementId":%q,"volume":0.3}`, bed["trackId"], bed["elementId"])
	more := []struct{ label, tool, input string }{
		{"a title", "add_text", `{"text":"NeuralCut: \"edits\" 100% by tools","start":0,"end":3,"position":"top","style":"hook"}`},
		{"a subtitle", "add_text", `{"text":"Every step is one undoable tool call","start":3,"end":7,"position":"bottom","style":"subtitle"}`},
		{"a sticker", "add_sticker", `{"stickerId":"star","start":1,"end":6,"position":"top-right"}`},
		{"grayscale over the photo", "apply_effect", `{"effectType":"grayscale","start":9.5,"end":13.5}`},
		{"lower the music", "set_volume", music},
	}
	for _, s := range more {
		if _, err := call(s.label, s.tool, s.input); err != nil {
			return err
		}
	}
	fmt.Fprintln(w, "\n== resulting timeline")
	tl, err = e.Tools.Call(ctx, e, "list_timeline", nil)
	if err != nil {
		return err
	}
	printTimeline(w, tl.(videotools.ListTimelineOut))
	return nil
}

func printTimeline(w io.Writer, tl videotools.ListTimelineOut) {
	fmt.Fprintf(w, "duration %.2fs\n", tl.Duration)
	for _, t := range tl.Tracks {
		fmt.Fprintf(w, "track %s (%s)\n", t.TrackID, t.Type)
		for _, el := range t.Elements {
			what := el.Name
			if el.Text != "" {
				what = fmt.Sprintf("%q", el.Text)
			}
			if el.Effect != "" {
				what = el.Effect
			}
			vol := ""
			if el.Volume != nil {
				vol = fmt.Sprintf(" volume %.2f", *el.Volume)
			}
			fmt.Fprintf(w, "  %-5s %-7s %6.2f - %6.2f  %s%s\n", el.ElementID, el.Type, el.Start, el.End, what, vol)
		}
	}
}
