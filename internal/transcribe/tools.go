package transcribe

import (
	"context"
	"strings"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// RegisterTools adds the transcript flows to the video registry as tools,
// so the CLI, MCP, HTTP and the agent run them through the same code:
// captions from speech, captions in and out as subtitle text, silence and
// filler removal, and finding (and cutting) a phrase. Each editing flow is
// one undo entry; the ones that transcribe or analyse audio are slow.
func RegisterTools(r *videotools.Registry) {
	registry.Add(r, registry.Spec{Name: "generate_captions", Effect: registry.Edit, Slow: true,
		Description: "Transcribe the timeline's audio and add readable captions (subtitle text elements at the bottom), one undo entry."}, generateCaptionsTool)
	registry.Add(r, registry.Spec{Name: "add_captions", Effect: registry.Edit,
		Description: "Add captions given as timed text (timeline seconds) as subtitle text elements at the bottom, one undo entry."}, addCaptionsTool)
	registry.Add(r, registry.Spec{Name: "export_captions",
		Description: "The project's subtitle elements as SRT or WebVTT text."}, exportCaptionsTool)
	registry.Add(r, registry.Spec{Name: "remove_silences", Effect: registry.Edit, Slow: true,
		Description: "Find the silences in the timeline's mixed audio (or one asset's) and cut them out, optionally closing the gaps (ripple), one undo entry."}, removeSilencesTool)
	registry.Add(r, registry.Spec{Name: "remove_fillers", Effect: registry.Edit, Slow: true,
		Description: "Transcribe the timeline and cut its filler words (um, uh; eh, este), closing the gaps unless ripple is false, one undo entry."}, removeFillersTool)
	registry.Add(r, registry.Spec{Name: "find_phrase", Effect: registry.Edit, Slow: true,
		Description: "Transcribe the timeline and return where a phrase is said (exact matches, else approximate ones); with cut, remove every place it is said, one undo entry."}, findPhraseTool)
}

type CaptionsIn struct {
	Language string `json:"language,omitempty" jsonschema:"ISO 639-1 code such as en or es; omit to detect"`
}

func generateCaptionsTool(ctx context.Context, ed *videotools.Editor, in CaptionsIn) (GeneratedCaptions, error) {
	return GenerateCaptions(ctx, ed, in.Language)
}

type AddCaptionsIn struct {
	Captions []Cue `json:"captions" minItems:"1" jsonschema:"the captions, timeline seconds" invalid:"Invalid captions"`
}

func addCaptionsTool(ctx context.Context, ed *videotools.Editor, in AddCaptionsIn) (CaptionResult, error) {
	return AddCaptions(ctx, ed, in.Captions)
}

type ExportCaptionsIn struct {
	Format string `json:"format,omitempty" enum:"srt,vtt" jsonschema:"srt (default) or vtt" invalid:"Invalid format: use srt or vtt"`
}

type ExportCaptionsOut struct {
	Format   string `json:"format"`
	Captions int    `json:"captions"`
	Content  string `json:"content" jsonschema:"the subtitle file's text"`
}

func exportCaptionsTool(_ context.Context, ed *videotools.Editor, in ExportCaptionsIn) (ExportCaptionsOut, error) {
	if ed.Doc == nil || ed.Project == nil {
		return ExportCaptionsOut{}, registry.Errorf("No active project")
	}
	format := in.Format
	if format == "" {
		format = "srt"
	}
	cues := SubtitleCues(ed.Project)
	if len(cues) == 0 {
		return ExportCaptionsOut{}, registry.Errorf("The project has no subtitle elements (add them with generate_captions or add_captions)")
	}
	var b strings.Builder
	if err := WriteSubtitles(&b, cues, "."+format); err != nil {
		return ExportCaptionsOut{}, err
	}
	return ExportCaptionsOut{Format: format, Captions: len(cues), Content: b.String()}, nil
}

// SilencePaddingDefault is the silence kept next to speech when none is
// asked for: a cut right at the edge of a word clips it.
const SilencePaddingDefault = 0.15

type SilencesIn struct {
	ThresholdDB *float64 `json:"thresholdDb,omitempty" maximum:"0" jsonschema:"silence is quieter than this, dB (default -35)" invalid:"Invalid thresholdDb"`
	MinSeconds  *float64 `json:"minSeconds,omitempty" exclusiveMinimum:"0" jsonschema:"shortest silence to remove, seconds (default 0.5)" invalid:"Invalid minSeconds"`
	Padding     *float64 `json:"padding,omitempty" minimum:"0" maximum:"5" jsonschema:"silence kept next to speech on each side, seconds (default 0.15)" invalid:"Invalid padding: use 0 to 5 seconds"`
	Ripple      bool     `json:"ripple,omitempty" jsonschema:"close the gaps"`
	AssetID     string   `json:"assetId,omitempty" jsonschema:"detect on this asset's audio instead of the timeline's mix"`
}

func removeSilencesTool(ctx context.Context, ed *videotools.Editor, in SilencesIn) (SilenceResult, error) {
	o := SilenceOptions{Padding: SilencePaddingDefault, Ripple: in.Ripple, AssetID: in.AssetID}
	if in.ThresholdDB != nil {
		o.ThresholdDB = *in.ThresholdDB
	}
	if in.MinSeconds != nil {
		o.MinSeconds = *in.MinSeconds
	}
	if in.Padding != nil {
		o.Padding = *in.Padding
	}
	return RemoveSilences(ctx, ed, o)
}

type FillersIn struct {
	Language   string `json:"language,omitempty" jsonschema:"ISO 639-1 code; omit to detect"`
	Aggressive bool   `json:"aggressive,omitempty" jsonschema:"also cut words that are often fillers (like, so; bueno, este)"`
	Ripple     *bool  `json:"ripple,omitempty" jsonschema:"close the gaps (default true)"`
}

func removeFillersTool(ctx context.Context, ed *videotools.Editor, in FillersIn) (FillerResult, error) {
	ripple := in.Ripple == nil || *in.Ripple
	return RemoveFillers(ctx, ed, in.Language, in.Aggressive, ripple)
}

type FindPhraseIn struct {
	Phrase   string `json:"phrase" minLength:"1" jsonschema:"the words to find" invalid:"Phrase is required"`
	Language string `json:"language,omitempty" jsonschema:"ISO 639-1 code; omit to detect"`
	Cut      bool   `json:"cut,omitempty" jsonschema:"remove every place the phrase is said"`
	Ripple   bool   `json:"ripple,omitempty" jsonschema:"with cut, close the gaps"`
}

type FindPhraseOut struct {
	Matches []Match    `json:"matches"`
	Cut     *CutResult `json:"cut,omitempty"`
}

func findPhraseTool(ctx context.Context, ed *videotools.Editor, in FindPhraseIn) (FindPhraseOut, error) {
	ms, err := FindPhraseInTimeline(ctx, ed, in.Phrase, in.Language)
	if err != nil {
		return FindPhraseOut{}, err
	}
	if ms == nil {
		ms = []Match{}
	}
	out := FindPhraseOut{Matches: ms}
	if in.Cut {
		res, err := RemoveRanges(ctx, ed, MatchRanges(ms), in.Ripple)
		if err != nil {
			return FindPhraseOut{}, err
		}
		out.Cut = &res
	}
	return out, nil
}
