package planner

import "testing"

// TestTypedTextQuoted: a text with a joining mark typed whole and unquoted
// is quoted as the project has it; quoted words, plain words and a text
// that runs on into new words stay as typed.
func TestTypedTextQuoted(t *testing.T) {
	p := f4Fixture(t).Project
	for _, c := range []struct{ prompt, want string }{
		{"bajá el ANTES / DESPUÉS al centro", `bajá el "ANTES / DESPUÉS" al centro`},
		{"make the antes/despues title last 6 seconds", `make the "ANTES / DESPUÉS" title last 6 seconds`},
		{"que el texto antes /  después dure hasta el 36", `que el texto "ANTES / DESPUÉS" dure hasta el 36`},
		{"move the al pastor $35 · 3 x $90 text up", `move the "Al pastor $35 · 3 x $90" text up`},
		// already quoted, in any quotes
		{`que el texto "ANTES / DESPUÉS" salga en el 32`, `que el texto "ANTES / DESPUÉS" salga en el 32`},
		{"change “ANTES / DESPUÉS” to “ANTES Y DESPUÉS”", "change “ANTES / DESPUÉS” to “ANTES Y DESPUÉS”"},
		// new words that begin with the text's own
		{"tiene que decir ANTES / DESPUÉS 2026", "tiene que decir ANTES / DESPUÉS 2026"},
		// a word that only begins like it, and words without a mark
		{"move the santes / después text", "move the santes / después text"},
		{"move tacos el güero up", "move tacos el güero up"},
	} {
		if got := typedTextQuoted(c.prompt, p); got != c.want {
			t.Errorf("typedTextQuoted(%q) = %q, want %q", c.prompt, got, c.want)
		}
	}
}
