package planner

// endCutPiece: after a clause that gives the whole video a length ("dejá
// el video en 15 segundos", "make the video 20 seconds"), a piece that
// only says to cut the end ("cortá el final", "cortale el final", "cut
// the end", "cut off the end"): it answers the question the length alone
// asks ("Cut the end?"), so the end goes. Before, the length was asked
// and the piece after it ignored.
//
// The piece must say nothing but a cutting verb and the end (no thing, no
// time), and the clause before must say the video and one time with a
// unit, and no verb of cutting of its own.
func endCutPiece(prev, toks []token) bool {
	verb, end := false, false
	for _, t := range contentTokens(toks) {
		switch {
		case t.kind != tWord:
			return false
		case t.has(cVerb, "cut", "delete", "trim", "shorten"):
			verb = true
		case t.has(cSpan, "end"):
			end = true
		case t.has(cDet) || t.has(cPron) || t.has(cPrep, "off") || t.word("off", "le", "lo"):
		default:
			return false
		}
	}
	if !verb || !end {
		return false
	}
	video, times := false, 0
	for _, t := range prev {
		switch {
		case t.kind == tWord && t.has(cVerb, "cut", "delete", "trim", "shorten"):
			return false
		case t.kind == tWord && t.word("video", "vid", "videos"):
			video = true
		case t.kind == tTime && !t.clock && !t.point:
			times++
		case t.timeLike():
			return false
		}
	}
	return video && times == 1
}
