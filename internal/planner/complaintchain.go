package planner

import "slices"

// Two sentences about a thing before the command that fixes it: "the
// ending drags, the cheque photo is on screen forever. cut it to 5 secs",
// "tomi's commentary comes in too late, he's already talking about the
// drop in. start it at 0:09". A complaint and its remedy are read when
// the remedy comes right after the complaint (contextBefore); a second
// sentence between them left the first planned as an edit of its own
// ("how much shorter?", "would leave out late").

// whenOrLengthComplaint: the clause says a thing shows too late or too
// soon, or lasts too long or too little.
func whenOrLengthComplaint(c clause) bool {
	return !hasQuote(c.toks) && (tooSoon(c.toks) >= 0 || lengthState(c.toks) != "")
}

// complaintRestated: a complaint, then another complaint that is itself
// the context of the command after it ("the ending drags, the photo is
// on screen forever. cut it to 5"): the first only says the same, and is
// set aside; the second is read with the command as before.
func complaintRestated(c, second, cmd clause, prompt string, names func(token) bool) bool {
	return whenOrLengthComplaint(c) && whenOrLengthComplaint(second) && !commandLed(second.toks) &&
		sameThingSaid(c.toks, second.toks, names) && contextBefore(second, cmd, prompt, names)
}

// sameThingSaid: the first complaint names no thing, or one the second
// names too (or the second names none). "the heart stays too long, the
// title is on screen forever. make it 2 seconds" is about two things:
// the heart's complaint is not set aside (it was, as a note).
func sameThingSaid(first, second []token, names func(token) bool) bool {
	said := func(toks []token) map[string]bool {
		m := map[string]bool{}
		for k := range toks {
			if thingWordAt(toks, k, names) {
				m[fold(toks[k].text)] = true
			}
		}
		return m
	}
	a, b := said(first), said(second)
	if len(a) == 0 || len(b) == 0 {
		return true
	}
	for w := range a {
		if b[w] {
			return true
		}
	}
	return false
}

// remarkBetween: a complaint, then a sentence that names nothing of the
// project and asks nothing ("he's already talking about the drop in"),
// then the command: the remark is set aside with the complaint, and the
// command is read after the complaint alone.
func remarkBetween(c, remark, cmd clause, prompt string, names func(token) bool) bool {
	if !whenOrLengthComplaint(c) || commandLed(remark.toks) || commandIn(remark.toks) || hasQuote(remark.toks) || thingsNamed(remark.toks, names) > 0 {
		return false
	}
	if slices.ContainsFunc(remark.toks, valueSaid) {
		return false // a value: maybe a request of its own
	}
	c0 := contentTokens(remark.toks)
	someone := len(c0) > 0 && c0[0].word("he", "hes", "she", "shes", "they", "theyre", "we", "people", "everyone", "everybody",
		"el", "ella", "ellos", "ellas", "la gente", "todos")
	if !someone && slices.ContainsFunc(remark.toks, func(t token) bool { return t.has(cVerb) && !t.has(cVerb, "start", "end", "show") }) {
		return false // a verb of an edit: maybe a request of its own; what someone does is a remark ("he's already talking about the drop in")
	}
	return contextBefore(c, cmd, prompt, names)
}
