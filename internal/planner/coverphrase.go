package planner

import "slices"

// Where a note says that one thing sits over another on screen: a cover
// verb ("tapa", "covers"), or a copula and a place over it ("the heart
// sticker is right on top of the treats", "la estrella está justo encima
// del gato"). The second was read as a wish to stack or place the two (a
// sticker "on top of the sunset" shrank the sunset clip into a corner:
// silent) or refused; said with the copula it is the same complaint as
// "covers", and coverremedy.go moves the thing that covers.

// coverOverPhrases say "over" as a place.
var coverOverPhrases = []string{"on top of", "encima de", "encima del", "encima", "over"}

// coverCopulas say that the thing is there now; coverStressers may stand
// after them ("is right on top of").
var (
	coverCopulas   = []string{"is", "are", "sits", "sit", "esta", "estan", "queda", "quedan"}
	coverStressers = []string{"right", "just", "justo", "literally", "literalmente", "totalmente", "completely", "todo", "toda"}
)

// coverSubjectAt: token i says that what comes before it covers what
// comes after; subj is where the words before it end (the subject's end).
func coverSubjectAt(toks []token, i int) (subj int, ok bool) {
	t := toks[i]
	if t.kind != tWord {
		return 0, false
	}
	if slices.Contains(coverWords, t.text) {
		subj = i
		if subj > 1 && toks[subj-1].word(coverLeads...) {
			subj-- // "el logo le tapa la cara", "el logo me tapa la cabeza"
		}
		return subj, true
	}
	if !t.word(coverOverPhrases...) || t.word("over") && !(i+1 < len(toks) && toks[i+1].word("the", "la", "el", "los", "las")) {
		return 0, false
	}
	k := i
	for k > 1 && toks[k-1].word(coverStressers...) {
		k--
	}
	if k < 2 || !toks[k-1].word(coverCopulas...) {
		return 0, false // "put the logo on top of the title": an order, not a note
	}
	return k - 1, true
}
