package transcribe

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Engines that take a whole file in one request have limits (OpenAI-style
// servers refuse uploads over 25 MB, about 13 minutes of 16 kHz WAV) and
// report no progress while they work. Long audio is therefore sent in
// pieces cut in the middle of pauses, so no word is split, and the pieces'
// transcripts are joined with their times shifted back.

// ChunkSecondsFor is how long a piece may be for an engine (0: whole file).
func ChunkSecondsFor(engine string) float64 {
	switch engine {
	case "openai":
		return 600
	case "whisper-server", "gemini":
		return 900 // one request per quarter hour gives progress on long media
	}
	return 0 // whisper-cli and pocketsphinx stream their own progress
}

// chunkBounds picks the cut points: each piece at most limit seconds, each
// cut in the middle of the latest pause that leaves the piece at least
// half the limit long, or at the limit when there is no such pause.
func chunkBounds(duration, limit float64, pauses []Range) []float64 {
	bounds := []float64{0}
	start := 0.0
	for duration-start > limit {
		cut := start + limit
		for _, p := range pauses {
			mid := (p.Start + p.End) / 2
			if mid > start+limit/2 && mid < start+limit {
				cut = mid
			}
		}
		bounds = append(bounds, cut)
		start = cut
	}
	return append(bounds, duration)
}

// transcribeChunked runs the engine piece by piece and joins the results.
func (s *Service) transcribeChunked(ctx context.Context, req Request, limit float64) (*transcript.Transcript, error) {
	pauses, err := DetectSilences(ctx, req.Audio, -35, 0.3, req.Duration)
	if err != nil {
		return nil, err
	}
	bounds := chunkBounds(req.Duration, limit, pauses)
	dir, err := os.MkdirTemp("", "neuralcut-chunks-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	var out *transcript.Transcript
	for i := 0; i+1 < len(bounds); i++ {
		from, to := bounds[i], bounds[i+1]
		piece := filepath.Join(dir, "piece"+strconv.Itoa(i)+".wav")
		if err := ffmpeg(ctx, "-ss", strconv.FormatFloat(from, 'f', 6, 64), "-t", strconv.FormatFloat(to-from, 'f', 6, 64),
			"-i", fileURL(req.Audio), "-c:a", "pcm_s16le", "-f", "wav", piece); err != nil {
			return nil, err
		}
		sub := req
		sub.Audio, sub.Duration = piece, to-from
		if out != nil && sub.Language == "" {
			sub.Language = out.Language // one language for the whole file
		}
		if req.Progress != nil {
			sub.Progress = func(done float64) { req.Progress(from + done) }
		}
		t, err := s.Engine.Transcribe(ctx, sub)
		if err != nil {
			return nil, fmt.Errorf("piece %d (%.0f-%.0f s): %w", i+1, from, to, err)
		}
		shift(t, from)
		if out == nil {
			out = t
		} else {
			out.Segments = append(out.Segments, t.Segments...)
		}
		if req.Progress != nil {
			req.Progress(to)
		}
	}
	out.Duration = req.Duration
	return out, nil
}

func shift(t *transcript.Transcript, by float64) {
	r := func(v float64) float64 { return math.Round((v+by)*1e6) / 1e6 }
	for i := range t.Segments {
		s := &t.Segments[i]
		s.Start, s.End = r(s.Start), r(s.End)
		for j := range s.Words {
			s.Words[j].Start, s.Words[j].End = r(s.Words[j].Start), r(s.Words[j].End)
		}
	}
}
