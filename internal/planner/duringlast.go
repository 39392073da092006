package planner

// "during the last clip", "while the final clip plays", "mute the music
// during the last shot": "last" is the order of the thing after it, not
// the verb "to last" ("mientras dura la entrevista") that the reader of a
// stretch skips before the thing. It was skipped, and "clip" alone asked
// which clip (set 28: "music down to 10 percent during the ending clip
// only"; "in the last clip" and "durante el último clip" were read).

// orderOfAThing: the word at j is an order ("last", "first") with a
// thing's noun right after it.
func orderOfAThing(toks []token, j int) bool {
	return j+1 < len(toks) && toks[j].has(cOrd) && toks[j+1].kind == tWord && toks[j+1].has(cKind)
}
