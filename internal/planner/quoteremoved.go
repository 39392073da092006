package planner

import (
	"strconv"
	"strings"
)

// quoteRemoved reads a removal of a text said by its words alone: `delete
// "bye old flat"`, `borrá "ANTES"`, `borrá 'Link in bio' y …`. The quote
// was taken as words to show, and the clause refused ("say what to
// remove"); `delete the text "ANTES"` worked. Only a delete or hide with
// nothing else named and no time, and only a quote that is the whole of
// one text's words (textNamed): a quote that no text has stays refused.
func (f *frame) quoteRemoved(r *resolver) {
	if f.verb != "delete" && f.verb != "hide" || len(f.quotes) != 1 || len(f.targets) > 0 || len(f.times) > 0 ||
		len(f.pos) > 0 || len(f.colors) > 0 || f.style != "" || !textNamed(r, f.quotes[0]) {
		return
	}
	q := strings.TrimSpace(f.quotes[0])
	f.targets = append(f.targets, np{said: strconv.Quote(q), det: "the", kind: "text", noun: "text", trail: q, first: -1, end: -1})
	f.quotes = nil
}
