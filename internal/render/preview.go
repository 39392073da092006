package render

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// A preview segment is a short window of the timeline rendered ahead of time for the editor: the
// playback proxy plays its MP4, scrubbing reads its frames. It goes through the same compiler as
// an export, so the preview shows what the export will.

// PreviewSegment renders the window [from, to) of p, width pixels wide, in one ffmpeg process,
// to two outputs: a playback MP4 at mp4 (H.264 with a keyframe every half second for quick
// seeks, AAC stereo — silence when nothing sounds, so that segments join into one file) and
// every frame as a JPEG in framesDir, 00000.jpg being the frame at from. It returns the number
// of frames. A window after the start is composed from a few frames earlier and trimmed, as a
// preview frame is (Frames), so its first frame is the export's. Files are written where asked;
// the caller writes into a temporary folder and renames it.
func (r *Renderer) PreviewSegment(ctx context.Context, p *timeline.Project, from, to timeline.Ticks, width int, mp4, framesDir string) (int, error) {
	if err := checkProject(p); err != nil {
		return 0, err
	}
	if from < 0 || to <= from {
		return 0, fmt.Errorf("invalid preview window %v..%v", from, to)
	}
	if width < 16 || width > 16384 {
		return 0, fmt.Errorf("invalid width %d", width)
	}
	frame := frameTicks(p.Settings.FPS)
	start := max(0, from-leadFrames*frame)
	j := r.newJob()
	defer j.close()
	sc := newScene(p, start, to, width)
	sc.audio = true
	video, audio, err := compile(j, sc)
	if err != nil {
		return 0, err
	}
	c := &compiler{scene: sc}
	skip, n := c.frames(0, from-start), c.frames(from-start, to-start)
	if n < 1 {
		return 0, fmt.Errorf("the preview window %v..%v holds no frame", from, to)
	}
	forPlay, forFrames := j.label(), j.label()
	j.add("%strim=start_frame=%d:end_frame=%d,setpts=PTS-STARTPTS,split=2%s%s", video, skip, skip+n, forPlay, forFrames)
	if audio == "" {
		audio = j.label()
		j.add("anullsrc=r=%d:cl=stereo,atrim=duration=%s%s", sampleRate, secs(to-start), audio)
	}
	sound := j.label()
	j.add("%satrim=start=%s:duration=%s,asetpts=PTS-STARTPTS%s", audio, secs(from-start), secs(to-from), sound)
	graph, err := j.writeGraph()
	if err != nil {
		return 0, err
	}
	gop := max(1, int(p.Settings.FPS.Float()/2+0.5))
	args := append(j.inputArgs(), "-filter_complex_script", graph,
		"-map", forPlay, "-map", sound,
		"-c:v", "libx264", "-preset", "ultrafast", "-crf", "28", "-g", fmt.Sprint(gop), "-sc_threshold", "0", "-pix_fmt", "yuv420p",
		"-c:a", "aac", "-b:a", "96k", "-movflags", "+faststart", "-f", "mp4", "-y", "file:"+mp4,
		"-map", forFrames, "-c:v", "mjpeg", "-q:v", "4", "-pix_fmt", "yuvj420p", "-f", "image2", "-start_number", "0",
		"-y", filepath.Join(framesDir, "%05d.jpg"))
	if err := os.MkdirAll(framesDir, 0o700); err != nil {
		return 0, err
	}
	if err := r.run(ctx, j, args, to-start, nil); err != nil {
		return 0, err
	}
	return n, nil
}

// frameTicks is one frame's length at fps, rounded up.
func frameTicks(fps timeline.Rational) timeline.Ticks {
	if fps.Num <= 0 || fps.Den <= 0 {
		return 1
	}
	return timeline.Ticks((int64(timeline.TicksPerSecond)*int64(fps.Den) + int64(fps.Num) - 1) / int64(fps.Num))
}

// previewFormat changes every segment key when what a segment holds changes.
const previewFormat = 1

// SegmentKey names the preview segment [from, to) of p at width by what it shows and sounds:
// the canvas settings, the order, kind and hidden/muted state of the tracks with something in
// the window, each element that
// overlaps the window (widened by the lead a window is composed from and a margin), and the
// assets those elements use (file, size, modification time). An edit elsewhere in time leaves
// the key as it was, so only the segments an edit touches render again.
func SegmentKey(p *timeline.Project, from, to timeline.Ticks, width int) string {
	lo, hi := from-leadFrames*frameTicks(p.Settings.FPS)-frameKeyMargin, to+frameKeyMargin
	type trackKey struct {
		ID, Kind      string
		Hidden, Muted bool
		Elements      []timeline.Element
	}
	key := struct {
		Format   int
		From, To timeline.Ticks
		Width    int
		Settings timeline.Settings
		Tracks   []trackKey
		Assets   []timeline.Asset
	}{Format: previewFormat, From: from, To: to, Width: width, Settings: p.Settings}
	used := map[string]bool{}
	for _, tr := range p.Tracks {
		tk := trackKey{ID: tr.ID, Kind: string(tr.Kind), Hidden: tr.Hidden, Muted: tr.Muted}
		for _, el := range tr.Elements {
			if el.Start < hi && el.End() > lo {
				tk.Elements = append(tk.Elements, el)
				if el.AssetID != "" {
					used[el.AssetID] = true
				}
			}
		}
		if len(tk.Elements) > 0 { // an empty track shows nothing; the others keep their order
			key.Tracks = append(key.Tracks, tk)
		}
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
