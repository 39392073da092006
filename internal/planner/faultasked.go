package planner

import (
	"fmt"
	"strings"
)

// A fault asked, not said: "does it look too dark?", "is the music too
// loud?", "se ve muy oscuro?", "¿no está muy fuerte la música?". The
// clause reads as the complaint it would be ("too dark": brighter), but a
// question about the picture or the sound is not an order: basic mode
// cannot judge it, so nothing is done and the reply says what the
// complaint said as one would do (the looks and the volume were changed).

// clauseAsked: the clause ends in a question mark, or opens with "¿".
func clauseAsked(c clause, prompt string) bool {
	if strings.HasSuffix(strings.TrimSpace(c.raw), "?") {
		return true
	}
	if len(c.toks) == 0 {
		return false
	}
	if end := c.toks[len(c.toks)-1].end; end <= len(prompt) && strings.HasPrefix(strings.TrimSpace(prompt[end:]), "?") {
		return true
	}
	if pos := c.toks[0].pos; pos <= len(prompt) && strings.HasSuffix(strings.TrimSpace(prompt[:pos]), "¿") {
		return true
	}
	return false
}

// faultAsked: a clause that only says a fault (complaintOnly, a size
// with a degree) is asked; the question names the clause and the edit
// its complaint would make.
func faultAsked(f *frame, prompt, line string) error {
	if !(complaintOnly(f) || sizeStateOnly(f)) || !clauseAsked(f.c, prompt) {
		return nil
	}
	return &question{fmt.Sprintf("%q is a question, and basic mode cannot judge how the video looks or sounds, so nothing was changed. "+
		"If it is so, say it as a request (e.g. without the question mark) and it would do: %s", strings.TrimSuffix(strings.TrimSpace(f.c.raw), "?")+"?", line)}
}
