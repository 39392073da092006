package llm

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/neuralcut/neuralcut/internal/safetext"
)

// Kind classifies a provider failure.
type Kind int

const (
	Other     Kind = iota
	Transient      // 429 rate limit, 5xx, network: retried
	Quota          // the account's quota is spent: not retried
	Auth           // 401/403: the key is wrong
)

// Error is a provider failure with the API key scrubbed from its text.
type Error struct {
	Provider string
	Status   int // HTTP status, 0 for network errors
	Kind     Kind
	Message  string
	cause    error // only context errors are kept, for errors.Is
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Provider)
	switch e.Kind {
	case Quota:
		b.WriteString(": quota exhausted")
	case Auth:
		b.WriteString(": authentication failed (check the API key)")
	}
	if e.Status != 0 {
		fmt.Fprintf(&b, " (HTTP %d)", e.Status)
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.cause }

// IsQuota reports whether err says the quota is spent.
func IsQuota(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == Quota
}

// Scrub removes secret from s, along with anything that looks like a key
// passed in a URL.
func Scrub(s, secret string) string {
	if secret != "" {
		s = strings.ReplaceAll(s, secret, "[redacted]")
	}
	for _, p := range []string{"key=", "api_key=", "Bearer "} {
		for i := 0; ; {
			j := strings.Index(s[i:], p)
			if j < 0 {
				break
			}
			start := i + j + len(p)
			end := start
			for end < len(s) && !strings.ContainsRune(" &\"'\n,;)}", rune(s[end])) {
				end++
			}
			if end > start && s[start:end] != "[redacted]" {
				s = s[:start] + "[redacted]" + s[end:]
			}
			i = start + len("[redacted]")
			if i > len(s) {
				break
			}
		}
	}
	return s
}

// classify maps an HTTP status and message to a Kind.
func classify(status int, message string) Kind {
	low := strings.ToLower(message)
	switch {
	case status == 429 && (strings.Contains(low, "quota") || strings.Contains(low, "insufficient_quota") || strings.Contains(low, "billing")):
		return Quota
	case status == 429 || status == 408 || status >= 500:
		return Transient
	case status == 401 || status == 403:
		return Auth
	case status == 0:
		return Transient
	}
	return Other
}

// newError builds a scrubbed Error; status 0 means no HTTP answer.
func newError(provider, secret string, status int, message string, cause error) *Error {
	// the provider's text is data: no escape sequence or control
	// character of it reaches a terminal or a log
	e := &Error{Provider: provider, Status: status, Kind: classify(status, message), Message: safetext.Line(Scrub(trim(message), secret))}
	if errors.Is(cause, context.Canceled) || errors.Is(cause, context.DeadlineExceeded) {
		e.cause, e.Kind = cause, Other
	}
	return e
}

func trim(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 600 {
		s = s[:600] + "..."
	}
	return s
}

// retry runs call until it succeeds, fails for good, or retries run out.
func retry[T any](ctx context.Context, c Config, call func() (T, error)) (T, error) {
	var zero T
	for attempt := 0; ; attempt++ {
		v, err := call()
		if err == nil {
			return v, nil
		}
		var e *Error
		if !errors.As(err, &e) || e.Kind != Transient || attempt >= c.Retries || ctx.Err() != nil {
			return zero, err
		}
		d := c.RetryBase << attempt
		d += time.Duration(rand.Int64N(int64(d)/4 + 1)) // jitter
		select {
		case <-ctx.Done():
			return zero, newError(e.Provider, "", 0, "cancelled while waiting to retry", ctx.Err())
		case <-time.After(d):
		}
	}
}
