package transcribe

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/asticode/go-astisub"

	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// CaptionResult says what was added.
type CaptionResult struct {
	Captions   int      `json:"captions"`
	ElementIDs []string `json:"elementIds"`
}

// AddCaptions adds each cue as a subtitle text element at the bottom of
// the frame, all in one batch (one undo entry).
func AddCaptions(ctx context.Context, ed *videotools.Editor, cues []Cue) (CaptionResult, error) {
	if ed == nil || ed.Doc == nil || ed.Project == nil {
		return CaptionResult{}, registry.Errorf("No active project")
	}
	if len(cues) == 0 {
		return CaptionResult{}, registry.Errorf("No captions to add: nothing was said")
	}
	calls := make([]videotools.BatchCall, 0, len(cues))
	for _, c := range cues {
		start, end := c.Start, c.End
		raw, err := json.Marshal(videotools.AddTextIn{Text: c.Text, Start: &start, End: &end, Position: "bottom", Style: "subtitle"})
		if err != nil {
			return CaptionResult{}, err
		}
		calls = append(calls, videotools.BatchCall{Tool: "add_text", Input: raw})
	}
	raw, err := json.Marshal(videotools.BatchIn{Calls: calls})
	if err != nil {
		return CaptionResult{}, err
	}
	out, err := ed.Tools.Call(ctx, ed, "batch", raw)
	if err != nil {
		return CaptionResult{}, err
	}
	res := CaptionResult{Captions: len(cues), ElementIDs: []string{}}
	for _, r := range out.(videotools.BatchOut).Results {
		if m, ok := r.(map[string]any); ok {
			if id, ok := m["elementId"].(string); ok {
				res.ElementIDs = append(res.ElementIDs, id)
			}
		}
	}
	return res, nil
}

// SubtitleCues lists the project's subtitle-style text elements in time
// order (what captions export writes).
func SubtitleCues(p *timeline.Project) []Cue {
	var cues []Cue
	for _, t := range p.Tracks {
		if t.Kind != timeline.TrackText || t.Hidden {
			continue
		}
		for _, el := range t.Elements {
			if el.Text == nil || el.Text.Style != "subtitle" || el.Hidden {
				continue
			}
			cues = append(cues, Cue{Start: el.Start.Seconds(), End: el.End().Seconds(), Text: el.Text.Content})
		}
	}
	sort.SliceStable(cues, func(i, j int) bool { return cues[i].Start < cues[j].Start })
	return cues
}

// Subtitle formats by file extension.
const (
	FormatSRT    = ".srt"
	FormatWebVTT = ".vtt"
)

// WriteSubtitles writes cues as SRT or WebVTT (format is an extension).
func WriteSubtitles(w io.Writer, cues []Cue, format string) error {
	s := astisub.NewSubtitles()
	for i, c := range cues {
		item := &astisub.Item{Index: i + 1, StartAt: dur(c.Start), EndAt: dur(c.End)}
		for _, line := range strings.Split(c.Text, "\n") {
			item.Lines = append(item.Lines, astisub.Line{Items: []astisub.LineItem{{Text: line}}})
		}
		s.Items = append(s.Items, item)
	}
	switch strings.ToLower(format) {
	case FormatSRT:
		return s.WriteToSRT(w)
	case FormatWebVTT:
		return s.WriteToWebVTT(w)
	}
	return fmt.Errorf("unsupported subtitle format %q: use .srt or .vtt", format)
}

// ReadSubtitles reads an SRT, WebVTT, SSA/ASS or TTML file into cues.
func ReadSubtitles(path string) ([]Cue, error) {
	s, err := astisub.OpenFile(path)
	if err != nil {
		return nil, fmt.Errorf("read subtitles %s: %w", filepath.Base(path), err)
	}
	cues := make([]Cue, 0, len(s.Items))
	for _, it := range s.Items {
		var lines []string
		for _, l := range it.Lines {
			if txt := strings.TrimSpace(l.String()); txt != "" {
				lines = append(lines, txt)
			}
		}
		if len(lines) == 0 || it.EndAt <= it.StartAt {
			continue
		}
		cues = append(cues, Cue{Start: it.StartAt.Seconds(), End: it.EndAt.Seconds(), Text: strings.Join(lines, "\n")})
	}
	return cues, nil
}

func dur(s float64) time.Duration { return time.Duration(s*1000+0.5) * time.Millisecond }
