// Package transcribe turns speech into timed text and builds the
// transcript-driven edits on it: captions, subtitle files, silence and
// filler-word removal, finding a phrase.
//
// Engines sit behind one interface and are chosen by configuration
// (Config, read from the environment): whisper.cpp (whisper-cli or
// whisper-server), any OpenAI-compatible /v1/audio/transcriptions server,
// Gemini, and the offline default, Debian's pocketsphinx, which is
// English-only and far less accurate than the others and says so.
//
// The flows (captions.go, cuts.go) never change a project themselves: they
// plan registry calls (split, delete_timeline_elements,
// move_timeline_elements, add_text) and run them as one batch, so each flow
// is one undo entry and obeys every rule the tools enforce.
//
//	svc, _ := transcribe.NewService(transcribe.ConfigFromEnv())
//	ed.Transcriber = svc
//	out, _ := ed.Tools.Call(ctx, ed, "transcribe_video", json.RawMessage(`{}`))
package transcribe

import (
	"context"
	"errors"
	"strings"

	"github.com/neuralcut/neuralcut/internal/transcribe/transcript"
)

// Request is one transcription job for an engine.
type Request struct {
	// Audio is a 16 kHz mono 16-bit PCM WAV file.
	Audio string
	// Duration is the audio's length in seconds (for progress).
	Duration float64
	// Language is an ISO 639-1 code, or "" to let the engine detect it.
	Language string
	// Model overrides the engine's configured model when not "".
	Model string
	// Progress, when set, is told how many seconds of audio are done.
	Progress func(done float64)
}

// Engine is a speech-to-text backend.
type Engine interface {
	// Name is the engine's configuration name (pocketsphinx, whisper-cli...).
	Name() string
	// ModelFor names the model a request will use (for the cache key and
	// the result).
	ModelFor(req Request) string
	// Transcribe returns the transcript with times in seconds from the
	// start of req.Audio. Language in the result is an ISO 639-1 code.
	Transcribe(ctx context.Context, req Request) (*transcript.Transcript, error)
}

// ErrNoEngine says no engine is usable and how to configure one.
var ErrNoEngine = errors.New("No transcription engine is available: install the Debian packages pocketsphinx and pocketsphinx-en-us (offline, English only), " +
	"or set NEURALCUT_TRANSCRIBE_ENGINE to whisper-cli (with NEURALCUT_WHISPER_MODEL), whisper-server (with NEURALCUT_WHISPER_URL), " +
	"openai (with OPENAI_API_KEY and optionally OPENAI_BASE_URL for a compatible server) or gemini (with GEMINI_API_KEY)")

// languageCodes maps the language names whisper.cpp's server reports to
// ISO 639-1 codes (the engines disagree; the transcript always says codes).
var languageCodes = map[string]string{
	"english": "en", "spanish": "es", "castilian": "es", "french": "fr", "german": "de", "italian": "it",
	"portuguese": "pt", "dutch": "nl", "catalan": "ca", "galician": "gl", "basque": "eu", "russian": "ru",
	"polish": "pl", "ukrainian": "uk", "czech": "cs", "swedish": "sv", "norwegian": "no", "danish": "da",
	"finnish": "fi", "greek": "el", "turkish": "tr", "arabic": "ar", "hebrew": "he", "hindi": "hi",
	"japanese": "ja", "korean": "ko", "chinese": "zh", "vietnamese": "vi", "thai": "th", "indonesian": "id",
	"malay": "ms", "romanian": "ro", "hungarian": "hu", "persian": "fa", "tagalog": "tl", "bengali": "bn",
}

// LanguageCode normalises a language name or code to ISO 639-1 ("Spanish",
// "es", "es-AR" -> "es"). Unknown names come back lower-cased.
func LanguageCode(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if c, ok := languageCodes[s]; ok {
		return c
	}
	if len(s) > 2 && (s[2] == '-' || s[2] == '_') {
		return s[:2]
	}
	return s
}

// wantLanguage turns the tool's language argument into a request's: ""
// and "auto" mean detect.
func wantLanguage(s string) string {
	s = LanguageCode(s)
	if s == "auto" {
		return ""
	}
	return s
}
