package transcribe

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"google.golang.org/genai"

	"github.com/neuralcut/neuralcut/internal/safetext"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Gemini uploads the audio through the Files API and asks the model for
// a JSON transcript with word timings. Its timings are the model's
// estimate, coarser than whisper's; good for captions, rough for cuts.
type Gemini struct {
	client *genai.Client
	model  string
}

var _ Engine = (*Gemini)(nil)

// DefaultGeminiModel is used unless NEURALCUT_TRANSCRIBE_MODEL says otherwise.
const DefaultGeminiModel = "gemini-2.5-flash"

func newGemini(c Config) (*Gemini, error) {
	if c.APIKey == "" {
		return nil, fmt.Errorf("gemini engine: set GEMINI_API_KEY")
	}
	cfg := &genai.ClientConfig{APIKey: c.APIKey, Backend: genai.BackendGeminiAPI}
	if c.GeminiBaseURL != "" {
		cfg.HTTPOptions.BaseURL = c.GeminiBaseURL
	}
	client, err := genai.NewClient(context.Background(), cfg)
	if err != nil {
		return nil, fmt.Errorf("gemini engine: %w", safetext.Err(err))
	}
	return &Gemini{client: client, model: firstNonEmpty(c.Model, DefaultGeminiModel)}, nil
}

func (g *Gemini) Name() string { return "gemini" }

func (g *Gemini) ModelFor(req Request) string { return firstNonEmpty(req.Model, g.model) }

// geminiSchema is the JSON the model must answer with.
var geminiSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"language": map[string]any{"type": "string", "description": "ISO 639-1 code of the spoken language"},
		"segments": map[string]any{"type": "array", "items": map[string]any{
			"type": "object",
			"properties": map[string]any{
				"start": map[string]any{"type": "number"}, "end": map[string]any{"type": "number"},
				"text": map[string]any{"type": "string"},
				"words": map[string]any{"type": "array", "items": map[string]any{
					"type": "object",
					"properties": map[string]any{
						"word": map[string]any{"type": "string"}, "start": map[string]any{"type": "number"}, "end": map[string]any{"type": "number"},
					},
					"required": []string{"word", "start", "end"},
				}},
			},
			"required": []string{"start", "end", "text", "words"},
		}},
	},
	"required": []string{"language", "segments"},
}

func (g *Gemini) Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error) {
	f, err := g.client.Files.UploadFromPath(ctx, req.Audio, &genai.UploadFileConfig{MIMEType: "audio/wav", DisplayName: "neuralcut-transcribe.wav"})
	if err != nil {
		return nil, fmt.Errorf("gemini upload: %w", safetext.Err(err))
	}
	defer g.client.Files.Delete(context.WithoutCancel(ctx), f.Name, nil)
	for f.State == genai.FileStateProcessing {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Second):
		}
		if f, err = g.client.Files.Get(ctx, f.Name, nil); err != nil {
			return nil, fmt.Errorf("gemini file status: %w", safetext.Err(err))
		}
	}
	if f.State == genai.FileStateFailed {
		return nil, fmt.Errorf("gemini could not process the audio")
	}
	prompt := "Transcribe this audio verbatim, including filler words such as um and uh. " +
		"Answer with JSON: the spoken language as an ISO 639-1 code, and segments (sentences or phrases) with start and end in seconds from the beginning of the audio, " +
		"their text, and every word with its own start and end in seconds."
	if req.Language != "" {
		prompt += " The audio is in the language with code " + req.Language + "."
	}
	resp, err := g.client.Models.GenerateContent(ctx, g.ModelFor(req), []*genai.Content{
		genai.NewContentFromParts([]*genai.Part{genai.NewPartFromURI(f.URI, f.MIMEType), genai.NewPartFromText(prompt)}, genai.RoleUser),
	}, &genai.GenerateContentConfig{ResponseMIMEType: "application/json", ResponseJsonSchema: geminiSchema, Temperature: genai.Ptr[float32](0)})
	if err != nil {
		return nil, fmt.Errorf("gemini transcription: %w", safetext.Err(err))
	}
	var out struct {
		Language string               `json:"language"`
		Segments []transcript.Segment `json:"segments"`
	}
	if err := json.Unmarshal([]byte(resp.Text()), &out); err != nil {
		return nil, fmt.Errorf("gemini answered something other than the transcript JSON: %w", err)
	}
	t := &transcript.Transcript{Engine: g.Name(), Model: g.ModelFor(req), Duration: req.Duration,
		Language: LanguageCode(firstNonEmpty(out.Language, req.Language)), Segments: out.Segments}
	for i := range t.Segments {
		s := &t.Segments[i]
		s.Text = strings.TrimSpace(s.Text)
		s.Start, s.End = clampTime(s.Start, req.Duration), clampTime(s.End, req.Duration)
		for j := range s.Words {
			s.Words[j].Start, s.Words[j].End = clampTime(s.Words[j].Start, req.Duration), clampTime(s.Words[j].End, req.Duration)
		}
	}
	if req.Progress != nil {
		req.Progress(req.Duration)
	}
	t.Fill()
	return t, nil
}

// clampTime keeps a model's timestamp inside the audio.
func clampTime(v, duration float64) float64 {
	if v < 0 || v != v {
		return 0
	}
	if duration > 0 && v > duration {
		return duration
	}
	return v
}
