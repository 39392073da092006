package planner

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// planTranscript handles the transcript-driven intents ("add captions",
// "remove the silences", "subtitulá el video", "sacá las pausas", "cut
// the filler words"). It uses the flows of internal/transcribe for what
// to cut or caption and plans the result as primitive steps on the
// scratch copy, like every other clause.
func planTranscript(s *sim, intent, lang string) (string, error) {
	switch intent {
	case "remove fillers":
		return s.removeFlow("filler words", func(tmp *videotools.Editor) ([]transcribe.Range, error) {
			res, err := transcribe.RemoveFillers(s.ctx, tmp, lang, false, true)
			return res.Ranges, err
		})
	case "remove silences":
		return s.removeFlow("silences", func(tmp *videotools.Editor) ([]transcribe.Range, error) {
			res, err := transcribe.RemoveSilences(s.ctx, tmp, transcribe.SilenceOptions{Ripple: true, Padding: SilencePadding})
			return res.Ranges, err
		})
	}
	return s.captions(lang)
}

// SilencePadding is the air kept on each side of a cut silence so speech
// is not clipped.
const SilencePadding = 0.15

// scratchCopy is one more throwaway copy of the simulated project with the
// editor's services (transcriber, renderer, tools).
func (s *sim) scratchCopy() *videotools.Editor {
	tmp := *s.ed
	tmp.Doc = timeline.NewDoc(s.ed.Project.Clone())
	return &tmp
}

// removeFlow runs a removal flow on a throwaway copy to learn which ranges
// it cuts (its own detection, padding and merging), then plans those cuts
// as steps on the scratch project, last range first, closing each gap.
func (s *sim) removeFlow(what string, find func(*videotools.Editor) ([]transcribe.Range, error)) (string, error) {
	ranges, err := find(s.scratchCopy())
	if err != nil {
		return "", err
	}
	if len(ranges) == 0 {
		return fmt.Sprintf("No %s found: nothing to cut.", what), nil
	}
	removed := 0.0
	for i := len(ranges) - 1; i >= 0; i-- {
		r := ranges[i]
		if _, err := s.removeRange(r.Start, r.End, nil, true); errors.Is(err, errEmptyRange) {
			continue // a silence in a gap: nothing to cut
		} else if err != nil {
			return "", err
		}
		removed += r.End - r.Start
	}
	return fmt.Sprintf("Removed %d %s (%s in all) and closed the gaps.", len(ranges), what, secs(removed)), nil
}

// captions transcribes the timeline and adds its readable chunks as
// subtitle text, in one batch (one undo entry, like the flow).
func (s *sim) captions(lang string) (string, error) {
	t, err := transcribe.TimelineTranscript(s.ctx, s.ed, lang)
	if err != nil {
		return "", err
	}
	cues := transcribe.Chunk(t.Words())
	if len(cues) == 0 {
		return "", fmt.Errorf("No captions to add: nothing was said")
	}
	calls := make([]videotools.BatchCall, 0, len(cues))
	for _, cue := range cues {
		start, end := cue.Start, cue.End
		raw, _ := json.Marshal(videotools.AddTextIn{Text: cue.Text, Start: &start, End: &end, Position: "bottom", Style: "subtitle"})
		calls = append(calls, videotools.BatchCall{Tool: "add_text", Input: raw})
	}
	if _, err := s.call("batch", videotools.BatchIn{Calls: calls}); err != nil {
		return "", err
	}
	return fmt.Sprintf("Added %d captions (%s, %s).", len(cues), t.Language, t.Engine), nil
}
