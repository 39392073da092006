package videotools

import (
	"context"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Transcriber turns speech into timed text (internal/transcribe implements
// it; the tools do not import the engines).
type Transcriber interface {
	// Transcribe transcribes one asset's audio (source seconds) or, with
	// an empty AssetID, the timeline's mixed audio (timeline seconds).
	Transcribe(ctx context.Context, p *timeline.Project, in TranscribeIn) (*transcript.Transcript, error)
}

func registerTranscribe(r *Registry) {
	registry.Add(r, registry.Spec{Name: "transcribe_video", Slow: true,
		Description: "Transcribe speech with word timings: one asset's audio (times in source seconds) or, without assetId, the timeline's mixed audio (times in timeline seconds). Secondary to load_asset_context for understanding; use it for captions, cutting filler words and editing by text."},
		transcribeVideo)
}

type TranscribeIn struct {
	AssetID  string `json:"assetId,omitempty" jsonschema:"asset to transcribe; omit for the timeline's mixed audio"`
	Language string `json:"language,omitempty" jsonschema:"ISO 639-1 code such as en or es; omit or auto to detect"`
	ModelID  string `json:"modelId,omitempty" jsonschema:"engine model to use instead of the configured one"`
}

func transcribeVideo(ctx context.Context, e *Editor, in TranscribeIn) (transcript.Transcript, error) {
	p, err := e.active()
	if err != nil {
		return transcript.Transcript{}, err
	}
	if in.AssetID != "" {
		a, ok := p.Asset(in.AssetID)
		if !ok {
			if a = assetByName(p, in.AssetID); a == nil {
				return transcript.Transcript{}, fail("Asset not found")
			}
		}
		if a.Type == timeline.AssetImage || !a.HasAudio && a.Type != timeline.AssetAudio {
			return transcript.Transcript{}, fail("Asset has no audio")
		}
		in.AssetID = a.ID
	} else if p.ElementCount() == 0 {
		return transcript.Transcript{}, fail("No timeline content")
	}
	if e.Transcriber == nil {
		return transcript.Transcript{}, fail("Transcription is not available: no transcription engine is configured")
	}
	t, err := e.Transcriber.Transcribe(ctx, p, in)
	if err != nil {
		return transcript.Transcript{}, err
	}
	return *t, nil
}
