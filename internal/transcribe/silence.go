package transcribe

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// SilenceOptions tune silence removal.
type SilenceOptions struct {
	ThresholdDB float64 // quieter than this is silence (default -35 dB)
	MinSeconds  float64 // shorter silences stay (default 0.5 s)
	Padding     float64 // kept on each side of a cut so speech is not clipped (0 cuts at the silence edges; the CLI and planner use 0.15 s)
	Ripple      bool    // close the gaps
	AssetID     string  // detect on this asset's audio; "" = the timeline's mix
}

func (o *SilenceOptions) defaults() {
	if o.ThresholdDB == 0 {
		o.ThresholdDB = -35
	}
	if o.MinSeconds == 0 {
		o.MinSeconds = 0.5
	}
}

var (
	silenceStart = regexp.MustCompile(`silence_start: (-?[0-9.e+-]+)`)
	silenceEnd   = regexp.MustCompile(`silence_end: (-?[0-9.e+-]+)`)
)

// DetectSilences runs ffmpeg's silencedetect on an audio file and returns
// the silent ranges in the file's seconds; a silence still running at the
// end closes at duration.
func DetectSilences(ctx context.Context, audio string, thresholdDB, minSeconds, duration float64) ([]Range, error) {
	if !(thresholdDB < 0 && thresholdDB > -120) || !(minSeconds > 0 && minSeconds < 3600) {
		return nil, registry.Errorf("Invalid silence settings: threshold must be between -120 and 0 dB and the minimum length positive")
	}
	if _, err := fsutil.CheckRegular(audio); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("silencedetect=noise=%sdB:d=%s", strconv.FormatFloat(thresholdDB, 'f', 2, 64), strconv.FormatFloat(minSeconds, 'f', 3, 64))
	cmd := proc.Command(ctx, ffmpegLimit, "ffmpeg", "-nostdin", "-hide_banner", "-nostats", "-progress", "pipe:1",
		"-i", fileURL(audio), "-af", filter, "-f", "null", "-")
	cmd.IdleTimeout = ffmpegStall
	cmd.Stdout = io.Discard // progress reports: they show it is alive
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	var out []Range
	open := -1.0
	tail := &proc.Tail{Max: 2048}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		line := sc.Text()
		tail.Write([]byte(line + "\n"))
		if m := silenceStart.FindStringSubmatch(line); m != nil {
			open, _ = strconv.ParseFloat(m[1], 64)
			open = max(open, 0)
		}
		if m := silenceEnd.FindStringSubmatch(line); m != nil && open >= 0 {
			end, _ := strconv.ParseFloat(m[1], 64)
			out = append(out, Range{Start: open, End: end})
			open = -1
		}
	}
	if err := cmd.Wait(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("ffmpeg silencedetect: %w: %s", err, proc.LastLines(tail.String(), 3))
	}
	if open >= 0 && duration > open {
		out = append(out, Range{Start: open, End: duration})
	}
	return out, nil
}

// SilenceResult is what RemoveSilences did.
type SilenceResult struct {
	Silences []Range `json:"silences" jsonschema:"silences found, timeline seconds"`
	CutResult
}

// RemoveSilences finds the silences in the chosen audio and removes them
// from the timeline (RemoveRanges), keeping Padding of each silence next
// to the speech around it (none at the timeline's very start or end).
func RemoveSilences(ctx context.Context, ed *videotools.Editor, o SilenceOptions) (SilenceResult, error) {
	o.defaults()
	if o.Padding < 0 || o.Padding > 5 {
		return SilenceResult{}, registry.Errorf("Invalid padding: use 0 to 5 seconds")
	}
	if ed == nil || ed.Doc == nil || ed.Project == nil {
		return SilenceResult{}, registry.Errorf("No active project")
	}
	p := ed.Project
	if p.ElementCount() == 0 {
		return SilenceResult{}, registry.Errorf("No timeline content")
	}
	dir, err := os.MkdirTemp("", "neuralcut-silence-*")
	if err != nil {
		return SilenceResult{}, err
	}
	defer os.RemoveAll(dir)
	wav := filepath.Join(dir, "audio.wav")
	end := p.End().Seconds()
	var silences []Range
	if o.AssetID == "" {
		if _, err := MixTimeline(ctx, p, wav); err != nil {
			return SilenceResult{}, err
		}
		if silences, err = DetectSilences(ctx, wav, o.ThresholdDB, o.MinSeconds, end); err != nil {
			return SilenceResult{}, err
		}
	} else {
		a, ok := p.Asset(o.AssetID)
		if !ok {
			return SilenceResult{}, registry.Errorf("Asset not found")
		}
		if err := ExtractAudio(ctx, a.Path, wav); err != nil {
			return SilenceResult{}, err
		}
		src, err := DetectSilences(ctx, wav, o.ThresholdDB, o.MinSeconds, a.Duration.Seconds())
		if err != nil {
			return SilenceResult{}, err
		}
		silences = SourceToTimeline(p, a.ID, src)
	}
	var cuts []Range
	for _, s := range silences {
		c := s
		if c.Start > 0.001 {
			c.Start += o.Padding
		}
		if c.End < end-0.001 {
			c.End -= o.Padding
		}
		if c.End > c.Start {
			cuts = append(cuts, c)
		}
	}
	res, err := RemoveRanges(ctx, ed, cuts, o.Ripple)
	if err != nil {
		return SilenceResult{}, err
	}
	if silences == nil {
		silences = []Range{}
	}
	return SilenceResult{Silences: silences, CutResult: res}, nil
}
