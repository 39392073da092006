package planner

// A question about how the project is, asked by inverting the verb ("is
// the logo on until the end?", "does the heart last till the end?", "are
// the subtitles at the bottom?"), is not an order: it was planned as the
// edit it asks about (the logo was made to last until the end: silent).
// Basic mode answers nothing about the project, so it says so and names
// the clause. Requests said as questions ("can you…", "could the logo…",
// "is it possible to…") and Spanish ones ("¿el logo dura hasta el
// final?", which may be a request) keep their reading.

// stateAsked: the clause opens with "is/are/does/…" and a thing ("the",
// "my", "this") and ends with a question mark.
func stateAsked(f *frame) error {
	toks := f.c.toks
	if len(toks) < 3 || !toks[0].word("is", "are", "does", "do", "was", "were", "did", "isnt", "doesnt", "arent") ||
		!toks[1].word("the", "my", "this", "that", "these", "those", "our") {
		return nil
	}
	if !clauseAsked(f.c, f.prompt) {
		return nil
	}
	return unreadf("it is a question about the project, not a change, and basic mode does not answer questions: say the change to make, e.g. %q", "make the logo last until the end")
}
