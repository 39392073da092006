package transcribe

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Sphinx is the offline engine: Debian's pocketsphinx (0.8+5prealpha)
// with the en-us model. It needs no download and no network, but it
// understands only English and gets roughly one word in four wrong on
// clean synthetic speech (see the tests), so results name it and captions
// from it deserve a read-through.
type Sphinx struct {
	bin, model string
}

var _ Engine = (*Sphinx)(nil)

func newSphinx(c Config) (*Sphinx, error) {
	bin, err := lookBinary(firstNonEmpty(c.PocketsphinxBin, "pocketsphinx_continuous"), "NEURALCUT_POCKETSPHINX")
	if err != nil {
		return nil, fmt.Errorf("pocketsphinx engine: %w (Debian package pocketsphinx)", err)
	}
	model := firstNonEmpty(c.PocketsphinxModel, DefaultPocketsphinxModel)
	for _, f := range []string{"en-us", "en-us.lm.bin", "cmudict-en-us.dict"} {
		if _, err := os.Stat(filepath.Join(model, f)); err != nil {
			return nil, fmt.Errorf("pocketsphinx engine: model %s is incomplete (Debian package pocketsphinx-en-us, or set NEURALCUT_POCKETSPHINX_MODEL): %w", model, err)
		}
	}
	return &Sphinx{bin: bin, model: model}, nil
}

func (s *Sphinx) Name() string { return "pocketsphinx" }

func (s *Sphinx) ModelFor(Request) string { return "en-us (pocketsphinx, low accuracy)" }

// Transcribe runs pocketsphinx_continuous with word times. It splits the
// audio into utterances at silences and prints, per utterance, the
// hypothesis line then one "word start end posterior" line per word, times
// in seconds from the file start; progress follows the utterances.
func (s *Sphinx) Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error) {
	if req.Language != "" && req.Language != "en" {
		return nil, fmt.Errorf("the pocketsphinx engine only transcribes English, not %q: set NEURALCUT_TRANSCRIBE_ENGINE to whisper-cli, whisper-server, openai or gemini for other languages", req.Language)
	}
	cmd := proc.Command(ctx, engineLimit(req.Duration), s.bin, "-infile", req.Audio, "-time", "yes",
		"-hmm", filepath.Join(s.model, "en-us"), "-lm", filepath.Join(s.model, "en-us.lm.bin"),
		"-dict", filepath.Join(s.model, "cmudict-en-us.dict"))
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t := &transcript.Transcript{Language: "en", Engine: s.Name(), Model: s.ModelFor(req), Duration: req.Duration}
	var seg *transcript.Segment
	flush := func() {
		if seg != nil && len(seg.Words) > 0 {
			t.Segments = append(t.Segments, *seg)
			if req.Progress != nil {
				req.Progress(seg.End)
			}
		}
		seg = nil
	}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		w, ok := parseSphinxWord(sc.Text())
		if !ok {
			// a hypothesis line opens the next utterance
			flush()
			seg = &transcript.Segment{}
			continue
		}
		if seg == nil {
			seg = &transcript.Segment{}
		}
		if w.Word == "" { // <s>, </s>, <sil>, [NOISE]: timing only
			continue
		}
		if len(seg.Words) == 0 {
			seg.Start = w.Start
		}
		seg.End = w.End
		seg.Words = append(seg.Words, w)
	}
	flush()
	if err := cmd.Wait(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, err // proc names the program and its last words
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("pocketsphinx output: %w", err)
	}
	t.Fill()
	return t, nil
}

// parseSphinxWord reads "word start end posterior". Fillers and silence
// markers come back with an empty Word; "hello(2)" (an alternate
// pronunciation) comes back as "hello".
func parseSphinxWord(line string) (transcript.Word, bool) {
	f := strings.Fields(line)
	if len(f) != 4 {
		return transcript.Word{}, false
	}
	start, err1 := strconv.ParseFloat(f[1], 64)
	end, err2 := strconv.ParseFloat(f[2], 64)
	p, err3 := strconv.ParseFloat(f[3], 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return transcript.Word{}, false
	}
	word := f[0]
	if i := strings.IndexByte(word, '('); i > 0 {
		word = word[:i]
	}
	if strings.HasPrefix(word, "<") || strings.HasPrefix(word, "[") || strings.HasPrefix(word, "+") {
		word = ""
	}
	conf := min(max(p, 0), 1)
	return transcript.Word{Start: start, End: end, Word: word, Confidence: &conf}, true
}

// engineLimit is how long a local engine may take for seconds of audio:
// far more than the slowest model on a slow machine, so only a stuck
// process reaches it.
func engineLimit(seconds float64) time.Duration {
	return time.Hour + time.Duration(20*seconds*float64(time.Second))
}
