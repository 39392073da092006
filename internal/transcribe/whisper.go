package transcribe

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/proc"
	"github.com/neuralcut/neuralcut/internal/safetext"
	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// WhisperCLI runs whisper.cpp's whisper-cli binary on a ggml model file
// and reads the full JSON it writes (-ojf: segments with tokens and their
// offsets in milliseconds).
type WhisperCLI struct {
	bin, model string
}

var _ Engine = (*WhisperCLI)(nil)

func newWhisperCLI(c Config) (*WhisperCLI, error) {
	bin, err := lookBinary(firstNonEmpty(c.WhisperCLI, "whisper-cli"), "NEURALCUT_WHISPER_CLI")
	if err != nil {
		return nil, fmt.Errorf("whisper-cli engine: %w", err)
	}
	if c.Model == "" {
		return nil, fmt.Errorf("whisper-cli engine: set NEURALCUT_WHISPER_MODEL to a ggml model file (e.g. ggml-base.bin)")
	}
	return &WhisperCLI{bin: bin, model: c.Model}, nil
}

func (w *WhisperCLI) Name() string { return "whisper-cli" }

func (w *WhisperCLI) ModelFor(req Request) string {
	return filepath.Base(firstNonEmpty(req.Model, w.model))
}

var whisperProgress = regexp.MustCompile(`progress\s*=\s*(\d+)%`)

func (w *WhisperCLI) Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error) {
	model := firstNonEmpty(req.Model, w.model)
	if _, err := os.Stat(model); err != nil {
		return nil, fmt.Errorf("whisper-cli engine: model %s: %w", model, err)
	}
	dir, err := os.MkdirTemp("", "neuralcut-whisper-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	prefix := filepath.Join(dir, "out")
	cmd := proc.Command(ctx, engineLimit(req.Duration), w.bin, "-m", model, "-f", req.Audio, "-l", firstNonEmpty(req.Language, "auto"),
		"-oj", "-ojf", "-of", prefix, "-pp", "-np")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	tail := &proc.Tail{Max: 4096}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		line := sc.Text()
		tail.Write([]byte(line + "\n"))
		if m := whisperProgress.FindStringSubmatch(line); m != nil && req.Progress != nil {
			pct, _ := strconv.Atoi(m[1])
			req.Progress(req.Duration * float64(pct) / 100)
		}
	}
	if err := cmd.Wait(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: %s", err, proc.LastLines(tail.String(), 3))
	}
	data, err := os.ReadFile(prefix + ".json")
	if err != nil {
		return nil, fmt.Errorf("whisper-cli wrote no JSON: %w", err)
	}
	t, err := parseWhisperCLIJSON(data)
	if err != nil {
		return nil, err
	}
	t.Engine, t.Model, t.Duration = w.Name(), w.ModelFor(req), req.Duration
	if t.Language == "" || t.Language == "auto" {
		t.Language = req.Language
	}
	return t, nil
}

type whisperCLIOutput struct {
	Result struct {
		Language string `json:"language"`
	} `json:"result"`
	Transcription []struct {
		Offsets whisperOffsets `json:"offsets"`
		Text    string         `json:"text"`
		Tokens  []struct {
			Text    string         `json:"text"`
			Offsets whisperOffsets `json:"offsets"`
			P       float64        `json:"p"`
		} `json:"tokens"`
	} `json:"transcription"`
}

type whisperOffsets struct {
	From int64 `json:"from"` // milliseconds
	To   int64 `json:"to"`
}

// parseWhisperCLIJSON joins whisper's sub-word tokens into words: a token
// that begins with a space starts a word, others (word pieces,
// punctuation) extend it; special tokens ([_BEG_], [_TT_150]) are timing
// marks, not text.
func parseWhisperCLIJSON(data []byte) (*transcript.Transcript, error) {
	var out whisperCLIOutput
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("whisper-cli JSON: %w", err)
	}
	t := &transcript.Transcript{Language: LanguageCode(out.Result.Language)}
	for _, s := range out.Transcription {
		seg := transcript.Segment{Start: ms(s.Offsets.From), End: ms(s.Offsets.To), Text: strings.TrimSpace(s.Text)}
		var cur *transcript.Word
		var psum float64
		var pn int
		end := func() {
			if cur != nil && strings.TrimSpace(cur.Word) != "" {
				cur.Word = strings.TrimSpace(cur.Word)
				c := psum / float64(pn)
				cur.Confidence = &c
				seg.Words = append(seg.Words, *cur)
			}
			cur, psum, pn = nil, 0, 0
		}
		for _, tok := range s.Tokens {
			if strings.HasPrefix(tok.Text, "[_") || strings.TrimSpace(tok.Text) == "" {
				continue
			}
			if cur == nil || strings.HasPrefix(tok.Text, " ") {
				end()
				cur = &transcript.Word{Start: ms(tok.Offsets.From)}
			}
			cur.Word += tok.Text
			cur.End = ms(tok.Offsets.To)
			psum += tok.P
			pn++
		}
		end()
		t.Segments = append(t.Segments, seg)
	}
	t.Fill()
	return t, nil
}

func ms(v int64) float64 { return float64(v) / 1000 }

// WhisperServer calls whisper.cpp's HTTP server (/inference, multipart,
// response_format=verbose_json).
type WhisperServer struct {
	url    string
	client *http.Client
}

var _ Engine = (*WhisperServer)(nil)

func newWhisperServer(c Config) (*WhisperServer, error) {
	if c.WhisperURL == "" {
		return nil, fmt.Errorf("whisper-server engine: set NEURALCUT_WHISPER_URL to the server's address (e.g. http://127.0.0.1:8080)")
	}
	return &WhisperServer{url: strings.TrimRight(c.WhisperURL, "/"), client: &http.Client{Timeout: 30 * time.Minute}}, nil
}

func (w *WhisperServer) Name() string { return "whisper-server" }

// ModelFor: the server loads one model at start; a request cannot change
// it, so the cache keys on the server address.
func (w *WhisperServer) ModelFor(Request) string { return "server " + w.url }

type whisperServerReply struct {
	Language         string  `json:"language"`
	DetectedLanguage string  `json:"detected_language"`
	Duration         float64 `json:"duration"`
	Segments         []struct {
		Start float64 `json:"start"`
		End   float64 `json:"end"`
		Text  string  `json:"text"`
		Words []struct {
			Word        string   `json:"word"`
			Start       float64  `json:"start"`
			End         float64  `json:"end"`
			Probability *float64 `json:"probability"`
		} `json:"words"`
	} `json:"segments"`
	Error string `json:"error"`
}

func (w *WhisperServer) Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error) {
	body, ctype, err := multipartAudio(req.Audio, map[string]string{
		"response_format": "verbose_json", "temperature": "0.0", "language": firstNonEmpty(req.Language, "auto"),
	})
	if err != nil {
		return nil, err
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, w.url+"/inference", body)
	if err != nil {
		return nil, fmt.Errorf("whisper-server: %w", err)
	}
	hreq.Header.Set("Content-Type", ctype)
	resp, err := w.client.Do(hreq)
	if err != nil {
		return nil, fmt.Errorf("whisper-server: %w", err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return nil, fmt.Errorf("whisper-server: %w", err)
	}
	var r whisperServerReply
	if err := json.Unmarshal(data, &r); err != nil || resp.StatusCode != http.StatusOK || r.Error != "" {
		return nil, fmt.Errorf("whisper-server: HTTP %d: %s", resp.StatusCode, safetext.Line(firstNonEmpty(r.Error, snippet(data))))
	}
	t := &transcript.Transcript{Engine: w.Name(), Model: w.ModelFor(req), Duration: req.Duration,
		Language: LanguageCode(firstNonEmpty(r.DetectedLanguage, r.Language, req.Language))}
	for _, s := range r.Segments {
		seg := transcript.Segment{Start: s.Start, End: s.End, Text: strings.TrimSpace(s.Text)}
		for _, wd := range s.Words {
			if strings.TrimSpace(wd.Word) == "" || strings.HasPrefix(strings.TrimSpace(wd.Word), "[_") {
				continue
			}
			seg.Words = append(seg.Words, transcript.Word{Start: wd.Start, End: wd.End, Word: strings.TrimSpace(wd.Word), Confidence: wd.Probability})
		}
		t.Segments = append(t.Segments, seg)
	}
	if req.Progress != nil {
		req.Progress(req.Duration)
	}
	t.Fill()
	return t, nil
}

// multipartAudio builds a multipart body with the audio as "file" plus
// the given fields.
func multipartAudio(path string, fields map[string]string) (io.Reader, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := mw.WriteField(k, v); err != nil {
			return nil, "", err
		}
	}
	part, err := mw.CreateFormFile("file", filepath.Base(path))
	if err != nil {
		return nil, "", err
	}
	if _, err := io.Copy(part, f); err != nil {
		return nil, "", err
	}
	if err := mw.Close(); err != nil {
		return nil, "", err
	}
	return &buf, mw.FormDataContentType(), nil
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
