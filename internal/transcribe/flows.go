package transcribe

import (
	"context"
	"encoding/json"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// TimelineTranscript calls transcribe_video on the timeline's mix (times
// in timeline seconds) through the registry, as an agent would.
func TimelineTranscript(ctx context.Context, ed *videotools.Editor, language string) (*transcript.Transcript, error) {
	raw, _ := json.Marshal(videotools.TranscribeIn{Language: language})
	out, err := ed.Tools.Call(ctx, ed, "transcribe_video", raw)
	if err != nil {
		return nil, err
	}
	t := out.(transcript.Transcript)
	return &t, nil
}

// GeneratedCaptions is what GenerateCaptions did.
type GeneratedCaptions struct {
	Language string `json:"language"`
	Engine   string `json:"engine"`
	CaptionResult
}

// GenerateCaptions transcribes the timeline and adds readable captions
// (Chunk) as subtitle elements in one undo entry.
func GenerateCaptions(ctx context.Context, ed *videotools.Editor, language string) (GeneratedCaptions, error) {
	t, err := TimelineTranscript(ctx, ed, language)
	if err != nil {
		return GeneratedCaptions{}, err
	}
	res, err := AddCaptions(ctx, ed, Chunk(t.Words()))
	if err != nil {
		return GeneratedCaptions{}, err
	}
	return GeneratedCaptions{Language: t.Language, Engine: t.Engine, CaptionResult: res}, nil
}

// FillerResult is what RemoveFillers did.
type FillerResult struct {
	Fillers []Match `json:"fillers"`
	CutResult
}

// RemoveFillers transcribes the timeline and cuts its filler words
// (rippling by default: a gap where an "um" was reads as a glitch).
func RemoveFillers(ctx context.Context, ed *videotools.Editor, language string, aggressive, ripple bool) (FillerResult, error) {
	t, err := TimelineTranscript(ctx, ed, language)
	if err != nil {
		return FillerResult{}, err
	}
	fillers := FindFillers(t, aggressive)
	if fillers == nil {
		fillers = []Match{}
	}
	res, err := RemoveRanges(ctx, ed, MatchRanges(fillers), ripple)
	if err != nil {
		return FillerResult{}, err
	}
	return FillerResult{Fillers: fillers, CutResult: res}, nil
}

// FindPhraseInTimeline returns the timeline ranges where phrase is said:
// exact matches, or, when there are none, approximate ones (marked).
func FindPhraseInTimeline(ctx context.Context, ed *videotools.Editor, phrase, language string) ([]Match, error) {
	if len(transcript.Tokens(phrase)) == 0 {
		return nil, registry.Errorf("Phrase is required")
	}
	t, err := TimelineTranscript(ctx, ed, language)
	if err != nil {
		return nil, err
	}
	if ms := FindPhrase(t, phrase); len(ms) > 0 {
		return ms, nil
	}
	return FindPhraseApprox(t, phrase), nil
}
