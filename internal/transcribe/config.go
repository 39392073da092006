package transcribe

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Config chooses and sets up the engine. Every field has an environment
// variable (ConfigFromEnv); errors name the variable to fix.
type Config struct {
	// Engine is pocketsphinx, whisper-cli, whisper-server, openai or
	// gemini; "" picks pocketsphinx when it is installed.
	Engine string // NEURALCUT_TRANSCRIBE_ENGINE
	// Model overrides the engine's default model (a whisper model path for
	// whisper-cli, a model name for openai and gemini).
	Model string // NEURALCUT_TRANSCRIBE_MODEL (whisper-cli also NEURALCUT_WHISPER_MODEL)

	PocketsphinxBin   string // NEURALCUT_POCKETSPHINX, default pocketsphinx_continuous
	PocketsphinxModel string // NEURALCUT_POCKETSPHINX_MODEL, default Debian's en-us model dir

	WhisperCLI string // NEURALCUT_WHISPER_CLI, default whisper-cli
	WhisperURL string // NEURALCUT_WHISPER_URL, a whisper-server base URL

	BaseURL string // NEURALCUT_TRANSCRIBE_URL or OPENAI_BASE_URL, e.g. http://localhost:8000/v1
	APIKey  string // NEURALCUT_TRANSCRIBE_API_KEY or OPENAI_API_KEY (openai), GEMINI_API_KEY (gemini)

	GeminiBaseURL string // GOOGLE_GEMINI_BASE_URL, for a Gemini-compatible endpoint

	// CacheDir keeps transcripts; "" uses the user cache directory, "off"
	// disables caching.
	CacheDir string // NEURALCUT_TRANSCRIBE_CACHE
}

// DefaultPocketsphinxModel is where Debian's pocketsphinx-en-us puts the model.
const DefaultPocketsphinxModel = "/usr/share/pocketsphinx/model/en-us"

// ConfigFromEnv reads Config from the environment.
func ConfigFromEnv() Config { return ConfigFor(os.Getenv("NEURALCUT_TRANSCRIBE_ENGINE")) }

// ConfigFor reads the environment for the given engine (a command-line
// --engine flag overrides NEURALCUT_TRANSCRIBE_ENGINE; which key variable
// applies depends on the engine).
func ConfigFor(engine string) Config {
	c := Config{
		Engine:            engine,
		Model:             os.Getenv("NEURALCUT_TRANSCRIBE_MODEL"),
		PocketsphinxBin:   os.Getenv("NEURALCUT_POCKETSPHINX"),
		PocketsphinxModel: os.Getenv("NEURALCUT_POCKETSPHINX_MODEL"),
		WhisperCLI:        os.Getenv("NEURALCUT_WHISPER_CLI"),
		WhisperURL:        os.Getenv("NEURALCUT_WHISPER_URL"),
		BaseURL:           firstNonEmpty(os.Getenv("NEURALCUT_TRANSCRIBE_URL"), os.Getenv("OPENAI_BASE_URL")),
		GeminiBaseURL:     os.Getenv("GOOGLE_GEMINI_BASE_URL"),
		CacheDir:          os.Getenv("NEURALCUT_TRANSCRIBE_CACHE"),
	}
	switch c.Engine {
	case "gemini":
		c.APIKey = firstNonEmpty(os.Getenv("NEURALCUT_TRANSCRIBE_API_KEY"), os.Getenv("GEMINI_API_KEY"), os.Getenv("GOOGLE_API_KEY"))
	default:
		c.APIKey = firstNonEmpty(os.Getenv("NEURALCUT_TRANSCRIBE_API_KEY"), os.Getenv("OPENAI_API_KEY"))
	}
	if c.Engine == "whisper-cli" && c.Model == "" {
		c.Model = os.Getenv("NEURALCUT_WHISPER_MODEL")
	}
	return c
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

// NewEngine builds the configured engine, checking what it needs.
func NewEngine(c Config) (Engine, error) {
	switch strings.ToLower(c.Engine) {
	case "":
		e, err := newSphinx(c)
		if err != nil {
			return nil, ErrNoEngine
		}
		return e, nil
	case "pocketsphinx":
		return newSphinx(c)
	case "whisper-cli":
		return newWhisperCLI(c)
	case "whisper-server":
		return newWhisperServer(c)
	case "openai":
		return newOpenAI(c)
	case "gemini":
		return newGemini(c)
	}
	return nil, fmt.Errorf("NEURALCUT_TRANSCRIBE_ENGINE=%q is not an engine: use pocketsphinx, whisper-cli, whisper-server, openai or gemini", c.Engine)
}

// cacheDir resolves CacheDir ("" when caching is off).
func (c Config) cacheDir() string {
	switch c.CacheDir {
	case "off":
		return ""
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return filepath.Join(os.TempDir(), "neuralcut-transcripts")
		}
		return filepath.Join(base, "neuralcut", "transcripts")
	}
	return c.CacheDir
}

// lookBinary finds a program by path or in PATH.
func lookBinary(name, variable string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found (set %s to its path): %w", name, variable, err)
	}
	return p, nil
}
