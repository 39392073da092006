// Package media probes media files with ffprobe and turns them into
// project assets. It runs ffprobe with an argument list, never a shell, so
// a file name is only ever a file name.
package media

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/timeline"
)

// Info is what ffprobe says about a file.
type Info struct {
	Type     timeline.AssetType
	Duration float64 // seconds; 0 for still images
	Width    int
	Height   int
	FPS      timeline.Rational
	HasAudio bool
	HasVideo bool
}

type probeJSON struct {
	Streams []struct {
		CodecType    string `json:"codec_type"`
		CodecName    string `json:"codec_name"`
		Width        int    `json:"width"`
		Height       int    `json:"height"`
		AvgFrameRate string `json:"avg_frame_rate"`
		RFrameRate   string `json:"r_frame_rate"`
		Duration     string `json:"duration"`
		NbFrames     string `json:"nb_frames"`
		Disposition  struct {
			AttachedPic int `json:"attached_pic"`
		} `json:"disposition"`
		SideData []sideData `json:"side_data_list"`
		Index    int        `json:"index"`
	} `json:"streams"`
	// Frames is the first frame of each stream: a still's EXIF
	// orientation shows there, as its display matrix.
	Frames []struct {
		StreamIndex int        `json:"stream_index"`
		SideData    []sideData `json:"side_data_list"`
	} `json:"frames"`
	Format struct {
		FormatName string `json:"format_name"`
		Duration   string `json:"duration"`
	} `json:"format"`
}

// sideData is a stream's or frame's side data; a display matrix carries
// the rotation players apply (phones record portrait video and photos
// sideways with one).
type sideData struct {
	Type     string  `json:"side_data_type"`
	Rotation float64 `json:"rotation"`
}

// quarterTurned reports whether side data rotates the picture by 90 or
// 270 degrees, which swaps its width and height as shown.
func quarterTurned(sd []sideData) bool {
	for _, d := range sd {
		if strings.Contains(strings.ToLower(d.Type), "displaymatrix") || strings.Contains(strings.ToLower(d.Type), "display matrix") {
			r := math.Mod(math.Abs(math.Round(d.Rotation)), 180)
			return r == 90
		}
	}
	return false
}

var imageFormats = map[string]bool{"image2": true, "png_pipe": true, "jpeg_pipe": true, "webp_pipe": true,
	"bmp_pipe": true, "gif": false, "tiff_pipe": true, "svg_pipe": true, "pgm_pipe": true, "ppm_pipe": true}

// ProbeTimeout bounds one ffprobe run: reading a header and a frame of a
// local file takes well under a second.
const ProbeTimeout = time.Minute

// Probe runs ffprobe on path, which must be a regular file: a FIFO, a
// device or a socket is refused before anything opens it (ffprobe would
// wait on a FIFO forever).
func Probe(ctx context.Context, path string) (Info, error) {
	if _, err := fsutil.CheckRegular(path); err != nil {
		if errors.Is(err, fsutil.ErrNotRegular) {
			return Info{}, err
		}
		return Info{}, fmt.Errorf("cannot read %s: %w", path, errors.Unwrap(err))
	}
	// the first frame too: a still's EXIF orientation is only there
	cmd := proc.Command(ctx, ProbeTimeout, "ffprobe", "-v", "error", "-print_format", "json",
		"-show_streams", "-show_format", "-show_frames", "-read_intervals", "%+#1", "--", path)
	out, err := cmd.Output()
	if err != nil {
		msg := err.Error()
		if tail := cmd.StderrTail(); tail != "" && !errors.Is(err, proc.ErrTimeout) && ctx.Err() == nil {
			msg = firstLine(tail)
		}
		return Info{}, fmt.Errorf("%s is not readable media: %s", filepath.Base(path), msg)
	}
	var pj probeJSON
	if err := json.Unmarshal(out, &pj); err != nil {
		return Info{}, fmt.Errorf("ffprobe output for %s: %w", path, err)
	}
	var info Info
	still := imageFormats[pj.Format.FormatName]
	for _, s := range pj.Streams {
		switch s.CodecType {
		case "video":
			if s.Disposition.AttachedPic == 1 {
				continue // cover art in an audio file
			}
			if info.HasVideo {
				continue
			}
			info.HasVideo = true
			info.Width, info.Height = s.Width, s.Height
			// ffmpeg turns such a picture upright when it decodes it (the
			// renderer relies on that), so the size is the upright one
			turned := quarterTurned(s.SideData)
			for _, f := range pj.Frames {
				if f.StreamIndex == s.Index && !turned {
					turned = quarterTurned(f.SideData)
				}
			}
			if turned {
				info.Width, info.Height = s.Height, s.Width
			}
			info.FPS = parseRate(s.AvgFrameRate)
			if info.FPS.Num == 0 {
				info.FPS = parseRate(s.RFrameRate)
			}
			if s.NbFrames == "1" || s.CodecName == "mjpeg" && pj.Format.Duration == "" {
				still = true
			}
		case "audio":
			info.HasAudio = true
		}
	}
	dur, _ := strconv.ParseFloat(pj.Format.Duration, 64)
	switch {
	case info.HasVideo && (still || dur == 0):
		info.Type = timeline.AssetImage
		info.HasAudio = false
		info.FPS = timeline.Rational{}
	case info.HasVideo:
		info.Type = timeline.AssetVideo
		info.Duration = dur
	case info.HasAudio:
		info.Type = timeline.AssetAudio
		info.Duration = dur
	default:
		return Info{}, fmt.Errorf("%s has no audio or video stream", filepath.Base(path))
	}
	if info.Type != timeline.AssetImage && !(dur > 0) {
		return Info{}, fmt.Errorf("%s has no known duration", filepath.Base(path))
	}
	return info, nil
}

func parseRate(s string) timeline.Rational {
	n, d, ok := strings.Cut(s, "/")
	if !ok {
		return timeline.Rational{}
	}
	num, err1 := strconv.Atoi(n)
	den, err2 := strconv.Atoi(d)
	if err1 != nil || err2 != nil || num <= 0 || den <= 0 {
		return timeline.Rational{}
	}
	g := gcd(num, den)
	num, den = num/g, den/g
	if num > timeline.MaxRate || den > timeline.MaxRate {
		return timeline.Rational{} // past what a project holds: unknown
	}
	return timeline.Rational{Num: num, Den: den}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// Import probes path and adds it to p as a new asset, returning its id.
// The stored path is absolute so the project works from any directory.
func Import(ctx context.Context, p *timeline.Project, path string) (string, error) {
	return ImportAs(ctx, p, path, "")
}

// ImportAs is Import with the asset's display name given (the server
// stores media under content-addressed names; the asset keeps the name
// its uploader gave it). An empty name is the file's own.
func ImportAs(ctx context.Context, p *timeline.Project, path, name string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	if name == "" {
		name = filepath.Base(abs)
	}
	info, err := Probe(ctx, abs)
	if err != nil {
		return "", err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return "", err
	}
	// what the project file may hold (timeline's limits): a file past them
	// would make the project unloadable
	if info.Duration > timeline.MaxSeconds {
		return "", fmt.Errorf("%s is longer than %d hours", filepath.Base(abs), timeline.MaxSeconds/3600)
	}
	if info.Width > timeline.MaxMedia || info.Height > timeline.MaxMedia {
		return "", fmt.Errorf("%s is %dx%d, larger than %d pixels a side", filepath.Base(abs), info.Width, info.Height, timeline.MaxMedia)
	}
	a := timeline.Asset{ID: p.NewID("a"), Name: name, Type: info.Type, Path: abs,
		Duration: timeline.FromSeconds(info.Duration), Width: info.Width, Height: info.Height, FPS: info.FPS,
		HasAudio: info.HasAudio, HasVideo: info.HasVideo, Size: st.Size(), ModTime: st.ModTime().UnixNano()}
	p.Assets = append(p.Assets, a)
	return a.ID, nil
}
