package planner

import (
	"slices"
	"strings"
)

// A thing said first, then that it stays as it is: "la entrevista dejala
// como está", "el ambiente del horno dejalo como está", "the interview,
// keep it as is" in one clause. thingStays read only the verb first ("dejá
// la entrevista como está"); with the thing fronted, the clause was
// planned as an edit of its own and refused ("say what to change"), and
// the edit said beside it was lost with it.

// frontedKeepVerbs keep a thing said before them, as a pronoun glued on or
// after them.
var frontedKeepVerbs = []string{"dejalo", "dejala", "dejalos", "dejalas", "mantenelo", "mantenela", "mantenelos", "mantenelas"}

// thingStaysFronted: the content words are a thing, then a keep verb that
// points back at it, then a word that says it stays as it is, and nothing
// else an edit could use.
func thingStaysFronted(toks []token, names func(token) bool) bool {
	c := contentTokens(toks)
	k := slices.IndexFunc(c, func(t token) bool {
		return t.word(frontedKeepVerbs...) || t.word("leave", "keep")
	})
	if k < 1 {
		return false
	}
	at := slices.IndexFunc(toks, func(t token) bool { return t.pos == c[k].pos })
	rest := toks[at+1:]
	if !c[k].word(frontedKeepVerbs...) {
		// "keep it", "leave them": the pronoun after the verb
		if len(rest) == 0 || !rest[0].word("it", "them") {
			return false
		}
		rest = rest[1:]
	}
	s := " " + joinedText(rest) + " "
	if !slices.ContainsFunc([]string{" as is ", " as it is ", " alone ", " untouched ", " intact ", " como esta ", " como estan ",
		" sin tocar ", " igual ", " unchanged ", " tal cual ", " como estaba "}, func(w string) bool { return strings.Contains(s, w) }) {
		return false
	}
	return namesPart(c[:k], names)
}
