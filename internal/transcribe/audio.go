package transcribe

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// SampleRate is what every engine gets: 16 kHz mono 16-bit PCM, the rate
// whisper and pocketsphinx models are trained on.
const SampleRate = 16000

// ExtractAudio writes the first audio stream of src as a 16 kHz mono WAV.
func ExtractAudio(ctx context.Context, src, dst string) error {
	if _, err := fsutil.CheckRegular(src); err != nil {
		return err
	}
	return ffmpeg(ctx, "-i", fileURL(src), "-map", "0:a:0", "-vn", "-ac", "1", "-ar", strconv.Itoa(SampleRate),
		"-c:a", "pcm_s16le", "-f", "wav", dst)
}

// MixTimeline renders what the timeline sounds like, as a 16 kHz mono WAV
// whose second t is timeline second t: every audible video and audio
// element, trimmed, delayed to its start and scaled by its volume, summed
// over silence as long as the timeline. It returns the length in seconds.
func MixTimeline(ctx context.Context, p *timeline.Project, dst string) (float64, error) {
	end := p.End()
	if end <= 0 {
		return 0, fmt.Errorf("the timeline is empty")
	}
	dur := seconds(end)
	// input 0 is silence for the whole timeline; it fixes the length
	args := []string{"-f", "lavfi", "-t", dur, "-i", "anullsrc=r=" + strconv.Itoa(SampleRate) + ":cl=mono"}
	var graph strings.Builder
	n := 0
	for _, t := range p.Tracks {
		if t.Muted {
			continue
		}
		for i := range t.Elements {
			el := &t.Elements[i]
			a, ok := audible(p, el)
			if !ok {
				continue
			}
			if _, err := fsutil.CheckRegular(a.Path); err != nil {
				return 0, err // a FIFO would hold ffmpeg before its first sample
			}
			n++
			args = append(args, "-ss", seconds(el.TrimStart), "-t", seconds(el.Duration), "-i", fileURL(a.Path))
			fmt.Fprintf(&graph, "[%d:a]aformat=sample_rates=%d:channel_layouts=mono,volume=%s,adelay=%d:all=1[s%d];",
				n, SampleRate, strconv.FormatFloat(el.Audio.Volume, 'f', 4, 64), el.Start*1000/timeline.TicksPerSecond, n)
		}
	}
	graph.WriteString("[0:a]")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&graph, "[s%d]", i)
	}
	fmt.Fprintf(&graph, "amix=inputs=%d:duration=first:normalize=0,atrim=0:%s[out]", n+1, dur)
	args = append(args, "-filter_complex", graph.String(), "-map", "[out]", "-ac", "1", "-ar", strconv.Itoa(SampleRate),
		"-c:a", "pcm_s16le", "-f", "wav", dst)
	if err := ffmpeg(ctx, args...); err != nil {
		return 0, err
	}
	return end.Seconds(), nil
}

// audible returns the asset an element plays sound from, if it does.
func audible(p *timeline.Project, el *timeline.Element) (*timeline.Asset, bool) {
	if !el.IsMedia() || el.Hidden || el.Audio == nil || el.Audio.Muted || el.Audio.Volume <= 0 {
		return nil, false
	}
	a, ok := p.Asset(el.AssetID)
	if !ok || (!a.HasAudio && a.Type != timeline.AssetAudio) {
		return nil, false
	}
	return a, true
}

// fileURL makes ffmpeg read path as a file even when its name looks like
// a protocol ("http:", "concat:") or an option.
func fileURL(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return "file:" + path
}

func seconds(t timeline.Ticks) string { return strconv.FormatFloat(t.Seconds(), 'f', 6, 64) }

// ffmpegStall is how long ffmpeg may go without a progress report, and
// ffmpegLimit how long one run may take in all (a day-long timeline mixes
// in minutes).
const (
	ffmpegStall = 2 * time.Minute
	ffmpegLimit = 2 * time.Hour
)

// ffmpeg runs ffmpeg with args (never through a shell, through proc: its
// own process group, killed on cancel, when stuck or when NeuralCut dies)
// and returns its last error lines on failure.
func ffmpeg(ctx context.Context, args ...string) error {
	cmd := proc.Command(ctx, ffmpegLimit, "ffmpeg", append([]string{"-nostdin", "-hide_banner", "-v", "error", "-nostats", "-progress", "pipe:1", "-y"}, args...)...)
	cmd.IdleTimeout = ffmpegStall
	cmd.Stdout = io.Discard // the progress reports: they show it is alive
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return err
	}
	return nil
}
