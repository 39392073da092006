package planner

import (
	"slices"
	"strings"
)

// goesWith reads "with"/"con" right after a verb of going away as "along
// with": "make the title disappear with the logo", "que el título
// desaparezca con el logo", "que termine con el logo", "go away with it":
// it ends when that thing ends, as "se vaya junto con el logo" did. The
// plain "with" joined the thing as a second one to hide (both were
// hidden), or left the time unsaid.
func goesWith(toks []token) []token {
	for i := 0; i+2 < len(toks); i++ {
		if !goingAway(toks, i) || !toks[i+1].word("with", "con") {
			continue
		}
		if n := toks[i+2]; !(n.kind == tWord && (n.has(cDet) || n.has(cPron) || n.word("ella", "ellos", "ellas"))) {
			continue // "go away with a fade": a way, not a thing
		}
		toks = slices.Clone(toks)
		toks[i+1].lex = []lexeme{{cat: cPrep, val: "during"}}
		// "vanish" is also a verb of hiding: going with a thing is ending
		// (the title was hidden while the logo showed, silent)
		toks[i].lex = slices.DeleteFunc(slices.Clone(toks[i].lex), func(l lexeme) bool { return l.cat == cVerb && l.val != "end" })
	}
	return toks
}

// goingAway: token i is a verb of ending said as going, disappearing or
// finishing (not "stop", which may be a place in time: "stop with the
// music" is read as before).
func goingAway(toks []token, i int) bool {
	t := toks[i]
	if t.kind != tWord || !t.has(cVerb, "end") {
		return false
	}
	for _, p := range []string{"disappear", "desapare", "vanish", "go away", "goes away", "termin", "finish", "end", "vaya", "vayan", "va", "van", "se va"} {
		if strings.HasPrefix(t.text, p) {
			return true
		}
	}
	return false
}

// endsAlongWith: the clause's one time is another thing's, said as going
// along with it ("with", "con", "junto con", "together with", "at the same
// time as"): a verb of ending then ends there, never hides the thing while
// the other shows ("que el título desaparezca junto con el logo" cut the
// title out of the logo's time).
func endsAlongWith(f *frame) bool {
	if len(f.times) != 1 {
		return false
	}
	if p := f.times[0].prep; p == "with" || p == "con" {
		return true
	}
	if firstPhrase(fold(f.c.raw), "same time as", "mismo tiempo que", "together with", "junto con", "along with") != "" {
		return true
	}
	toks := f.c.toks
	for i := 0; i+1 < len(toks); i++ {
		if goingAway(toks, i) && toks[i+1].word("with", "con") {
			return true
		}
	}
	return false
}

// goingAwaySaid: a verb of going away is said anywhere in the clause
// ("make the title vanish with the logo": the verb read is "make" or
// "hide", so the title was hidden while the logo showed, silent).
func goingAwaySaid(toks []token) bool {
	for i := range toks {
		if goingAway(toks, i) {
			return true
		}
	}
	return false
}
