package app

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
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
		if b, err := proc.Command(ctx, time.Minute, "ffmpeg", append(args, out)...).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("ffmpeg making %s: %v: %s", m.name, err, b)
		}
		paths = append(paths, out)
	}
	return paths, nil
}
