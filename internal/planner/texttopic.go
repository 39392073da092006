package planner

// topicJoin: the word at k says what a text is about ("the text about
// the fireplace", "el cartel acerca del precio", "the caption regarding
// the pool"). "sobre" is also "over" ("el texto sobre el logo"), and is
// left to the place readers.
func topicJoin(toks []token, k int) bool {
	return k >= 0 && k < len(toks) && toks[k].kind == tWord && toks[k].word("about", "acerca de", "acerca del", "regarding", "on the subject of")
}

// oneSaid: "the one", "that one": a thing said by "one" alone, which the
// words after it name ("the one with the phone number").
func oneSaid(n np) bool {
	if n.kind != "" || n.quote != "" || n.pron || n.sticker != "" || n.effect != "" || n.region != "" || n.ord != 0 || len(n.names) != 1 {
		return false
	}
	return n.names[0] == "one" && (n.det == "the" || n.det == "")
}

// textRoleOfOne: what names the one: a text by its role ("the phone
// number", "the price") or words of the project ("the fireplace").
func textRoleOfOne(role np) bool {
	if role.pron || role.quote != "" || role.plural {
		return false
	}
	return role.kind == "text" || role.kind == "" && len(role.names) > 0 && role.sticker == "" && role.effect == ""
}

// beingThereWords: the video's place said as where we or it are ("while
// we're in the kitchen", "cuando estamos en la cocina", "when it's on the
// pool"); the thing named after them is the time.
var beingThereWords = []string{"were", "we're", "we are", "are", "im", "i'm", "am", "its", "it's", "is", "estamos", "estoy", "esta", "estan"}
