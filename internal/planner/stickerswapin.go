package planner

import "errors"

// The sticker a sticker of the project is changed into, said bare:
// "replace the lightning with fire" ("there is no text on the
// timeline"): a new sticker there, as "with a fire" is.

// bareStickerIn: the sticker that replaces is said with no article right
// after "with"/"por" ("replace the lightning with fire").
func bareStickerIn(f *frame, repl np) bool {
	return repl.det == "" && !repl.pron && repl.sticker != "" && len(repl.names) == 0 && repl.first > 0 &&
		f.c.toks[repl.first-1].word("with", "por", "into", "for")
}

// stickerThere: a sticker the clause names is on the timeline (or several
// are, and which is asked). "put sparkles on the truck clip", "poné
// chispitas en el camion" name no sticker there: they add one (the clip
// was there, so the sparkles were moved, and "there is no sparkles").
func stickerThere(f *frame, r *resolver) bool {
	for _, n := range f.targets {
		if n.det == "a" || n.sticker == "" && n.kind != "sticker" {
			continue
		}
		ts, err := r.elements(n)
		var q *question
		if err == nil && len(ts) > 0 || errors.As(err, &q) {
			return true
		}
	}
	return false
}
