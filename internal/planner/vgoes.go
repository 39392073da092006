package planner

import "slices"

// Where a thing "should go": "the crown sticker should go on the judge
// interview", "the logo needs to go after the title". "Go" is not a verb
// of the lexicon, so the clause had no verb and was refused for it
// ("would leave out go"); said after a modal and before a preposition of
// place or time it is the move that "should be" already says.

// goAsMove reads "go" as "move" after "should", "must", "needs to", "has
// to", "gotta" and before a preposition ("on", "after", "to").
func goAsMove(toks []token) []token {
	out := slices.Clone(toks)
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("go") || !toks[i+1].has(cPrep) || !modalBefore(toks, i) || !goPlaceWord(toks, i+1) {
			continue
		}
		out[i].lex = lookup("move")
	}
	return out
}

// goPlaceWord: the word after "go" sends the thing somewhere ("go on the
// interview", "go after the title", "go next to the logo"). "go off at 6"
// is when it ends, "go until 20" how long it lasts, "go up to 80" a
// strength, and "go on until the end" / "go on for 5 s" / "go on at 6"
// that it continues: none is a move (each was moved to the time said).
func goPlaceWord(toks []token, j int) bool {
	t := toks[j]
	if t.word("at") {
		// "the name tag should go at the top": "at" sends it only to a
		// place ("go off at 6" was moved to 6 s)
		k := j + 1
		for k < len(toks) && toks[k].has(cDet) && !toks[k].has(cPos) {
			k++
		}
		return k < len(toks) && toks[k].has(cPos)
	}
	if !t.word("on", "onto", "to", "into", "in", "over", "after", "before", "next to", "beside", "next") {
		return false
	}
	if t.word("on") && j+1 < len(toks) {
		n := toks[j+1]
		if n.timeLike() || n.word("until", "till", "til", "for", "at", "from", "longer", "forever", "to", "past") {
			return false // "go on until the end": it continues
		}
	}
	return true
}

// modalBefore: the word before i says that something should happen.
func modalBefore(toks []token, i int) bool {
	p := toks[i-1]
	if p.word("to") && i > 1 {
		p = toks[i-2] // "needs to go", "has to go"
		return p.word("needs", "need", "has", "have", "ought", "got")
	}
	return p.word("should", "must", "gotta", "can", "could", "would", "will")
}

// insteadOnAClip: "instead" after a thing sent onto or beside another
// thing of the kinds of the project ("the sparkles sticker should go on
// the display photo instead", "move the line so it shows during the crew
// pic instead"): instead of where it is now, as with a time or a place
// said (dropBareInstead).
func insteadOnAClip(toks []token, i int) bool {
	things := 0
	prep := false
	for _, t := range toks[:i] {
		switch {
		case t.kind == tWord && (t.has(cKind) || t.has(cSticker) || prep && len(t.lex) == 0):
			// after the preposition a name the lexicon does not know is a
			// thing too ("on the judge interview")
			if prep {
				return things > 0
			}
			things++
		case t.kind == tWord && t.has(cPrep, "at", "to", "during", "after", "before", "in", "for"):
			prep = things > 0
		}
	}
	return false
}
