package transcribe

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/neuralcut/neuralcut/internal/safetext"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// OpenAI calls any OpenAI-compatible /v1/audio/transcriptions endpoint
// (OpenAI, Groq, faster-whisper-server, LocalAI) for verbose_json with
// word and segment timestamps.
type OpenAI struct {
	client openai.Client
	model  string
	base   string
}

var _ Engine = (*OpenAI)(nil)

// DefaultOpenAIModel is OpenAI's own name for Whisper; compatible servers
// use their own names (set NEURALCUT_TRANSCRIBE_MODEL).
const DefaultOpenAIModel = "whisper-1"

func newOpenAI(c Config) (*OpenAI, error) {
	if c.APIKey == "" && c.BaseURL == "" {
		return nil, fmt.Errorf("openai engine: set OPENAI_API_KEY (and OPENAI_BASE_URL or NEURALCUT_TRANSCRIBE_URL for a compatible server)")
	}
	opts := []option.RequestOption{option.WithAPIKey(firstNonEmpty(c.APIKey, "none")), option.WithMaxRetries(1)}
	if c.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(strings.TrimRight(c.BaseURL, "/")+"/"))
	}
	return &OpenAI{client: openai.NewClient(opts...), model: firstNonEmpty(c.Model, DefaultOpenAIModel),
		base: firstNonEmpty(c.BaseURL, "https://api.openai.com/v1")}, nil
}

func (o *OpenAI) Name() string { return "openai" }

func (o *OpenAI) ModelFor(req Request) string { return firstNonEmpty(req.Model, o.model) }

func (o *OpenAI) Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error) {
	f, err := os.Open(req.Audio)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	params := openai.AudioTranscriptionNewParams{
		File:                   f,
		Model:                  openai.AudioModel(o.ModelFor(req)),
		ResponseFormat:         openai.AudioResponseFormatVerboseJSON,
		TimestampGranularities: []string{"word", "segment"},
	}
	if req.Language != "" {
		params.Language = openai.String(req.Language)
	}
	res, err := o.client.Audio.Transcriptions.New(ctx, params)
	if err != nil {
		// the SDK's error names the URL and status; the key is never in it
		return nil, fmt.Errorf("openai transcription at %s: %w", o.base, safetext.Err(err))
	}
	v := res.AsTranscriptionVerbose()
	t := &transcript.Transcript{Engine: o.Name(), Model: o.ModelFor(req), Duration: req.Duration,
		Language: LanguageCode(firstNonEmpty(v.Language, req.Language))}
	for _, s := range v.Segments {
		t.Segments = append(t.Segments, transcript.Segment{Start: s.Start, End: s.End, Text: strings.TrimSpace(s.Text)})
	}
	words := make([]transcript.Word, 0, len(v.Words))
	for _, w := range v.Words {
		if strings.TrimSpace(w.Word) != "" {
			words = append(words, transcript.Word{Start: w.Start, End: w.End, Word: strings.TrimSpace(w.Word)})
		}
	}
	attachWords(t, words, v.Text)
	if req.Progress != nil {
		req.Progress(req.Duration)
	}
	t.Fill()
	return t, nil
}

// attachWords puts top-level words (OpenAI's verbose_json keeps them
// apart from segments) into the segment whose span holds each word's
// middle; with no segments, the words become one segment.
func attachWords(t *transcript.Transcript, words []transcript.Word, text string) {
	if len(t.Segments) == 0 {
		if len(words) > 0 || strings.TrimSpace(text) != "" {
			seg := transcript.Segment{Text: strings.TrimSpace(text), Words: words}
			if len(words) > 0 {
				seg.Start, seg.End = words[0].Start, words[len(words)-1].End
			}
			t.Segments = []transcript.Segment{seg}
		}
		return
	}
	for _, w := range words {
		mid := (w.Start + w.End) / 2
		i := sort.Search(len(t.Segments), func(i int) bool { return t.Segments[i].End > mid })
		if i == len(t.Segments) {
			i--
		}
		t.Segments[i].Words = append(t.Segments[i].Words, w)
	}
}
