package llm

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Config selects and configures a provider.
type Config struct {
	Provider string // "gemini" or "openai"; "" when none is configured
	Model    string
	BaseURL  string // the server for openai (http://localhost:11434/v1); for gemini a compatible endpoint, usually ""
	APIKey   string
	// Retries of transient failures (429 without quota wording, 5xx,
	// network errors), with exponential backoff from RetryBase.
	Retries   int
	RetryBase time.Duration
	Timeout   time.Duration // per request
}

// Defaults.
const (
	DefaultGeminiModel = "gemini-2.5-flash"
	DefaultOpenAIModel = "gpt-4o-mini"
)

// FromEnv reads LLM_PROVIDER (gemini|openai) and LLM_MODEL. With
// LLM_PROVIDER unset, GEMINI_API_KEY selects gemini, and LLM_BASE_URL or
// LLM_API_KEY select openai. Each provider reads only its own key and its
// own server: Gemini GEMINI_API_KEY and GOOGLE_GEMINI_BASE_URL (the SDK's
// own variable), the OpenAI-compatible provider LLM_API_KEY and
// LLM_BASE_URL. So with both configured neither key is ever sent to the
// other's server: a Gemini key never goes to a local Ollama URL.
func FromEnv(getenv func(string) string) Config {
	c := Config{
		Provider: strings.ToLower(strings.TrimSpace(getenv("LLM_PROVIDER"))),
		Model:    strings.TrimSpace(getenv("LLM_MODEL")),
	}
	gemKey := strings.TrimSpace(getenv("GEMINI_API_KEY"))
	llmKey := strings.TrimSpace(getenv("LLM_API_KEY"))
	llmURL := strings.TrimSpace(getenv("LLM_BASE_URL"))
	if c.Provider == "" {
		switch {
		case gemKey != "":
			c.Provider = "gemini"
		case llmURL != "", llmKey != "":
			c.Provider = "openai"
		}
	}
	switch c.Provider {
	case "gemini":
		c.APIKey, c.BaseURL = gemKey, strings.TrimSpace(getenv("GOOGLE_GEMINI_BASE_URL"))
	case "openai":
		c.APIKey, c.BaseURL = llmKey, llmURL
	}
	return c.withDefaults()
}

func (c Config) withDefaults() Config {
	if c.Model == "" {
		switch c.Provider {
		case "gemini":
			c.Model = DefaultGeminiModel
		case "openai":
			c.Model = DefaultOpenAIModel
		}
	}
	if c.Retries == 0 {
		c.Retries = 3
	}
	if c.RetryBase == 0 {
		c.RetryBase = 500 * time.Millisecond
	}
	if c.Timeout == 0 {
		c.Timeout = 2 * time.Minute
	}
	return c
}

// Configured reports whether a provider is selected.
func (c Config) Configured() bool { return c.Provider != "" }

// Validate names the variable that is wrong.
func (c Config) Validate() error {
	switch c.Provider {
	case "":
		return fmt.Errorf("no language model configured: set GEMINI_API_KEY, or LLM_PROVIDER=openai with LLM_BASE_URL")
	case "gemini":
		if c.APIKey == "" {
			return fmt.Errorf("LLM_PROVIDER=gemini needs GEMINI_API_KEY")
		}
	case "openai":
		if c.APIKey == "" && c.BaseURL == "" {
			return fmt.Errorf("LLM_PROVIDER=openai needs LLM_API_KEY (OpenAI) or LLM_BASE_URL (a local server)")
		}
	default:
		return fmt.Errorf("LLM_PROVIDER=%q: want gemini or openai", c.Provider)
	}
	if c.BaseURL != "" && !strings.HasPrefix(c.BaseURL, "http://") && !strings.HasPrefix(c.BaseURL, "https://") {
		if c.Provider == "gemini" {
			return fmt.Errorf("GOOGLE_GEMINI_BASE_URL must start with http:// or https://")
		}
		return fmt.Errorf("LLM_BASE_URL must start with http:// or https://")
	}
	return nil
}

// New builds the configured provider.
func New(ctx context.Context, c Config) (Provider, error) {
	c = c.withDefaults()
	if err := c.Validate(); err != nil {
		return nil, err
	}
	switch c.Provider {
	case "gemini":
		return NewGemini(ctx, c)
	default:
		return NewOpenAI(c), nil
	}
}
