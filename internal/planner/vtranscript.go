package planner

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/transcribe"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

var (
	captionsRe = words(`add (?:the )?(?:captions|subtitles)`, `caption (?:the|this|it)`, `subtitle (?:the|this|it)`, `subtitul\w*`, `(?:agreg|anad|pon|gener)\w* (?:los |las |unos )?(?:subtitulos|leyendas|captions)`, `generate (?:captions|subtitles)`, `auto ?captions?`, `closed captions`, `add subtitles`)
	silencesRe = words(`silences?`, `silencios?`, `pauses?`, `pausas?`, `dead air`, `quiet parts`, `partes en silencio`, `huecos de audio`)
	fillerRe   = words(`filler words?`, `fillers`, `muletillas?`, `ums?`, `uhs?`, `ehs?`)
	cutWords   = words(`cut`, `skip`, `saltea\w*`)
	spanishRe  = words(`en espanol`, `in spanish`, `castellano`)
	englishRe  = words(`en ingles`, `in english`)
)

// planTranscript handles the transcript-driven requests ("add captions",
// "remove the silences", "subtitulá el video", "sacá las pausas", "cut
// the filler words"). It uses the flows of internal/transcribe for what
// to cut or caption and plans the result as primitive steps on the
// scratch copy, like every other clause.
func planTranscript(s *sim, c clause) (string, bool, error) {
	switch {
	case c.has(fillerRe) && (c.has(delVerb) || c.has(cutWords)):
		line, err := s.removeFlow("filler words", func(tmp *videotools.Editor) ([]transcribe.Range, error) {
			res, err := transcribe.RemoveFillers(s.ctx, tmp, language(c), false, true)
			return res.Ranges, err
		})
		return line, true, err
	case c.has(silencesRe) && !c.has(muteRe) && (c.has(delVerb) || c.has(cutWords)):
		line, err := s.removeFlow("silences", func(tmp *videotools.Editor) ([]transcribe.Range, error) {
			res, err := transcribe.RemoveSilences(s.ctx, tmp, transcribe.SilenceOptions{Ripple: true, Padding: SilencePadding})
			return res.Ranges, err
		})
		return line, true, err
	case c.has(captionsRe) && c.quote() == "":
		line, err := s.captions(language(c))
		return line, true, err
	}
	return "", false, nil
}

// SilencePadding is the air kept on each side of a cut silence so speech
// is not clipped.
const SilencePadding = 0.15

func language(c clause) string {
	switch {
	case c.has(spanishRe):
		return "es"
	case c.has(englishRe):
		return "en"
	}
	return ""
}

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
