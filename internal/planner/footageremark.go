package planner

import "slices"

// "remove 14 to 17 from the video, he drops the tyre lever there lol",
// "sacá del 20 al 25, ahí se le cae la bomba", "cut the first 2 secs, she
// trips on the cable": a statement of what a person does in the footage,
// beside the edit, is why it is asked. Its words are those of what a clip
// shows (an asset's description), and statementRemark read them as
// another thing of the project named, so the edit was refused for them.
// Here a person's statement is read with the project's own names only:
// a word only a description holds is what the picture shows. A thing
// named by its own name, a value, a place, a look or a time of its own
// still makes the clause an edit (statementRemark's checks).

// footageRemark: toks is a person's statement of what the footage shows,
// beside the edit in edit.
func footageRemark(toks, edit []token, prompt string, ix nameIndex) bool {
	w := remarkWords(toks, ix.has)
	if len(w) < 2 || !(w[0].word(remarkPersons...) || contraction(w[0], remarkContractions...)) || w[0].word("i", "yo", "we", "nosotros", "nosotras") {
		return false // the user's own doing is statementRemark's
	}
	if !slices.ContainsFunc(w, func(t token) bool { return ix.has(t) && !ix.hasOwn(t) }) {
		return false // no word of what a clip shows: read as before
	}
	return statementRemark(toks, edit, prompt, ix.hasOwn)
}
