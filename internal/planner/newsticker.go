package planner

// A new sticker said with no verb in a list of edits ("mute the bucket
// clip, music up to 60% and a thumbs up at 62", "silenciá la entrevista y
// un corazón en el 10"): it is one more thing to add, as "a thumbs up at
// 62" alone reads. It took the verb of the clause before ("mute"), and was
// refused: "there is no a thumbs up on the timeline". The verbs that may
// act on a sticker there is (add, put, move, show, hide, delete,
// duplicate) still carry: "move the logo to the top and a heart to the
// bottom" names the heart there.

// stickerVerbs: the verb classes whose object a sticker said after "and" may be.
var stickerVerbs = []string{"", "add", "put", "move", "show", "hide", "delete", "duplicate", "place", "swap", "replace"}

// newStickerListed: the fragment opens with "a"/"un"/"una" and a
// sticker's name, has no verb, and follows "and" or a comma after a
// clause whose verb cannot take a new sticker.
func newStickerListed(prev clause, conn, toks []token) bool {
	if !andOnly(conn) && !commaOnly(conn) || hasVerb(toks) || !newStickerFirst(toks) {
		return false
	}
	return !contains(stickerVerbs, verbOf(prev))
}
