// Package safetext cleans text that NeuralCut did not write — a provider's
// error body, an external tool's standard error, a name from a file —
// before it reaches a terminal or a log: escape sequences (which can
// retitle, clear or rewrite a terminal), NUL and every other control
// character are removed, and invalid UTF-8 is replaced. It is the one
// sanitiser every surface uses.
package safetext

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Clean returns s without control characters: ANSI escape sequences (CSI,
// OSC, and the other ESC forms) go whole, other C0 and C1 controls and
// DEL go, newlines and tabs stay (CRLF becomes LF), and invalid UTF-8 becomes U+FFFD.
// Bidirectional overrides, which can reorder what a terminal shows, go
// too.
func Clean(s string) string {
	if isClean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0x1b: // ESC: skip the whole sequence
			i += escapeLength(s[i:])
			continue
		case r == 0x9b: // C1 CSI
			i += size + csiBody(s[i+size:])
			continue
		case r == 0x9d: // C1 OSC
			i += size + oscBody(s[i+size:])
			continue
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r == '\r':
			// a lone carriage return lets text overwrite what came before
			// it on the line
			if i+1 >= len(s) || s[i+1] != '\n' {
				b.WriteByte(' ')
			}
		case unicode.IsControl(r) || isBidiControl(r):
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// Line is Clean with newlines and tabs turned into spaces: for text that
// must stay on one line (an error message, a log field).
func Line(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return ' '
		}
		return r
	}, Clean(s))
}

func isClean(s string) bool {
	for _, r := range s {
		if r < 0x20 && r != '\n' && r != '\t' || r >= 0x7f && r <= 0x9f || r == utf8.RuneError || isBidiControl(r) {
			return false
		}
	}
	return true
}

func isBidiControl(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x200e || r == 0x200f || r == 0x061c
}

// escapeLength is the length of the escape sequence at the start of s
// (which starts with ESC).
func escapeLength(s string) int {
	if len(s) < 2 {
		return len(s)
	}
	switch s[1] {
	case '[': // CSI: parameters and intermediates, then a final byte
		return 2 + csiBody(s[2:])
	case ']', 'P', '^', '_', 'X': // OSC, DCS, PM, APC, SOS: up to BEL or ST
		return 2 + oscBody(s[2:])
	}
	// two- and three-byte forms: ESC, intermediates 0x20-0x2f, a final byte
	n := 1
	for n < len(s) && s[n] >= 0x20 && s[n] <= 0x2f {
		n++
	}
	if n < len(s) {
		n++
	}
	return n
}

// csiBody is the length of a CSI sequence's body, through its final byte.
func csiBody(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x40 && s[i] <= 0x7e {
			return i + 1
		}
		if s[i] < 0x20 || s[i] > 0x7e {
			return i // broken sequence: stop before the stray byte
		}
	}
	return len(s)
}

// oscBody is the length of a string sequence's body, through its BEL or
// ST (ESC \ or C1 ST) terminator.
func oscBody(s string) int {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == 0x07:
			return i + 1
		case s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\':
			return i + 2
		case s[i] == 0xc2 && i+1 < len(s) && s[i+1] == 0x9c:
			return i + 2
		}
	}
	return len(s)
}

// Err wraps err so that its text is Line(err.Error()): for errors that
// carry what a provider or a tool said. errors.Is and errors.As still see
// err.
func Err(err error) error {
	if err == nil {
		return nil
	}
	return cleanError{err}
}

type cleanError struct{ err error }

func (e cleanError) Error() string { return Line(e.err.Error()) }
func (e cleanError) Unwrap() error { return e.err }
