package planner

import (
	"errors"
	"strings"
)

// The sticker a sticker of the project is changed into, said bare:
// "replace the lightning with fire" ("there is no text on the
// timeline"): a new sticker there, as "with a fire" is.

// bareStickerIn: the sticker that replaces is said with no article right
// after "with"/"por" ("replace the lightning with fire").
func bareStickerIn(f *frame, repl np) bool {
	return repl.det == "" && !repl.pron && repl.sticker != "" && len(repl.names) == 0 && repl.first > 0 &&
		f.c.toks[repl.first-1].word("with", "por", "into", "for")
}

// stickerThere: the clause names a thing on the timeline to place (as
// existing does), unless the sticker it names is said as a bare plural
// ("put sparkles on the truck clip", "poné chispitas en el camion") and
// none of it is there: then one is added (the clip was there, so the
// sparkles were moved, and "there is no sparkles"). A bare word that is
// no plural noun ("put lol on the closeup") stays as it was.
func stickerThere(f *frame, r *resolver) bool {
	if !existing(f, r) {
		return false
	}
	for _, n := range f.targets {
		if n.det != "" || n.sticker == "" || n.end < 1 || n.end > len(f.c.toks) || !strings.HasSuffix(f.c.toks[n.end-1].text, "s") {
			continue
		}
		ts, err := r.elements(n)
		var q *question
		if len(ts) == 0 && !errors.As(err, &q) {
			return false
		}
	}
	return true
}
