package planner

import "errors"

// The sticker a sticker of the project is changed into: "cambiá la
// estrella por una nube", "cambiá el sol por una nube", "replace the
// lightning with fire". A word that names a sticker only weakly ("nube",
// also the sky; "idea") is one when said as what replaces a sticker, and
// a bare one ("with fire") is a new sticker there. Each was "say what to
// change about la estrella" or "there is no text on the timeline".

// swappedInSticker: the word at j follows "por"/"with"/"into" (and
// "un"/"una"/"a"/"an"), and before it in the same part of the request are
// a sticker named strongly and a verb of changing or replacing ("move
// the heart to top" or "put the heart with a new title" stay as they
// were).
func swappedInSticker(toks []token, j int) bool {
	k := j - 1
	if k >= 0 && toks[k].word("a", "an", "un", "una") {
		k--
	}
	if k < 1 || !toks[k].word("por", "with", "into") {
		return false
	}
	sticker, verb := false, false
	for m := k - 1; m >= 0 && toks[m].kind != tPunct && !toks[m].has(cConn); m-- {
		sticker = sticker || toks[m].has(cSticker) && strongSticker(toks[m])
		verb = verb || toks[m].has(cVerb, "replace", "make", "swap", "change", "turn")
	}
	return sticker && verb
}

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
