package transcribe

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/media"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// Service is the transcribe_video backend: it turns an asset or the
// timeline into engine-ready audio, consults the cache, runs the engine.
type Service struct {
	Engine Engine
	Cache  *Cache
	// Progress, when set, hears (seconds done, seconds total) while the
	// engine runs.
	Progress func(done, total float64)
	// ChunkSeconds sends longer audio in pieces cut at pauses (0: the
	// engine's default, ChunkSecondsFor; negative: never).
	ChunkSeconds float64
}

var _ videotools.Transcriber = (*Service)(nil)

// NewService builds the configured engine and cache.
func NewService(c Config) (*Service, error) {
	e, err := NewEngine(c)
	if err != nil {
		return nil, err
	}
	return &Service{Engine: e, Cache: &Cache{Dir: c.cacheDir()}}, nil
}

// Transcribe implements videotools.Transcriber.
func (s *Service) Transcribe(ctx context.Context, p *timeline.Project, in videotools.TranscribeIn) (*transcript.Transcript, error) {
	dir, err := os.MkdirTemp("", "neuralcut-transcribe-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	wav := filepath.Join(dir, "audio.wav")
	var dur float64
	if in.AssetID == "" {
		if dur, err = MixTimeline(ctx, p, wav); err != nil {
			return nil, registry.Errorf("Could not mix the timeline audio: %v", err)
		}
	} else {
		a, ok := p.Asset(in.AssetID)
		if !ok {
			return nil, registry.Errorf("Asset not found")
		}
		if err := ExtractAudio(ctx, a.Path, wav); err != nil {
			return nil, registry.Errorf("Could not read the audio of %s: %v", a.Name, err)
		}
		info, err := media.Probe(ctx, wav)
		if err != nil {
			return nil, err
		}
		dur = info.Duration
	}
	t, err := s.TranscribeFile(ctx, wav, dur, in.Language, in.ModelID)
	if err != nil {
		return nil, registry.Errorf("Transcription failed: %v", err)
	}
	return t, nil
}

// TranscribeFile transcribes a 16 kHz mono WAV through the cache.
func (s *Service) TranscribeFile(ctx context.Context, wav string, duration float64, language, model string) (*transcript.Transcript, error) {
	if s.Engine == nil {
		return nil, ErrNoEngine
	}
	req := Request{Audio: wav, Duration: duration, Language: wantLanguage(language), Model: model}
	if s.Progress != nil {
		req.Progress = func(done float64) { s.Progress(min(done, duration), duration) }
	}
	hash, err := fsutil.HashFile(wav)
	if err != nil {
		return nil, err
	}
	key := Key(hash, s.Engine.Name(), s.Engine.ModelFor(req), req.Language)
	if t, ok := s.Cache.Get(key); ok {
		t.Cached = true
		return t, nil
	}
	limit := s.ChunkSeconds
	if limit == 0 {
		limit = ChunkSecondsFor(s.Engine.Name())
	}
	var t *transcript.Transcript
	if limit > 0 && duration > limit {
		t, err = s.transcribeChunked(ctx, req, limit)
	} else {
		t, err = s.Engine.Transcribe(ctx, req)
	}
	if err != nil {
		return nil, err
	}
	if t.Language == "" {
		return nil, fmt.Errorf("%s did not say which language it heard", s.Engine.Name())
	}
	if err := s.Cache.Put(key, t); err != nil {
		return nil, err
	}
	if req.Language == "" {
		// a later request naming the language it turned out to be is
		// the same request
		req.Language = t.Language
		if err := s.Cache.Put(Key(hash, s.Engine.Name(), s.Engine.ModelFor(req), t.Language), t); err != nil {
			return nil, err
		}
	}
	return t, nil
}
