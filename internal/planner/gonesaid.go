package planner

import (
	"slices"
	"strings"
)

// A removal said as what the thing is, not as a command: "the logo can
// go", "el logo sobra", "los stickers están de más", "the heart isn't
// needed", "el corazón ya no va", "no hace falta el logo", "chau logo",
// "bye bye heart". Each was refused ("no verb or edit I know", "does not
// know the word sobra"), or read "go" as a move. hasToGo reads "has to
// go" and "must go" the same way.
//
// A predicate that follows the thing must end its part of the request
// (a comma, a connective or the end after it: "the title can go at the
// top" is where it goes) and follow a thing said with a determiner or a
// pronoun ("el final sobra" names no thing and stays refused); an opener
// must be followed by a thing, never by "que" or "to" ("no hace falta que
// dure tanto" asks no removal). Said alone after a removal ("borrá el
// logo, sobra"), the predicate only restates it; said before a command
// ("el whoosh sobra, silencialo"), it is why that command is asked, and
// the command says what to do.

// gonePredicates follow the thing that is not wanted.
var gonePredicates = []string{"can go", "could go", "can be removed", "can be deleted", "isnt needed", "is not needed",
	"arent needed", "are not needed", "not needed", "is unnecessary", "are unnecessary",
	"sobra", "sobran", "esta de mas", "estan de mas", "no hace falta", "no hacen falta", "no va", "no van", "ya no va", "ya no van",
	"no va mas", "no van mas", "no se necesita", "no se necesitan", "se puede ir", "se pueden ir", "se puede sacar", "se pueden sacar",
	// in a list of wishes with no verb: "el corazón más grande, la estrella
	// afuera" (the star took "bigger" from the clause before), "the star out"
	"afuera", "fuera", "out"}

// goneOpeners open a clause that sends the thing after them away.
var goneOpeners = []string{"no hace falta", "no hacen falta", "chau", "chao", "adios", "bye bye", "bye", "goodbye"}

// goneSubjects may open the thing a predicate is said of.
var goneSubjects = []string{"the", "this", "that", "these", "those", "el", "la", "los", "las", "este", "esta", "estos", "estas",
	"ese", "esa", "esos", "esas", "my", "our", "mi", "mis", "it", "eso", "esto", "everything", "all", "todo",
	// "lo último que dice Vero no va": the part of the footage it names
	// (the removal was set aside as a remark, and a split before it ran
	// alone)
	"lo"}

// spelledAt: the tokens from i spell phrase word for word (a token may be
// a joined phrase); j is the index after them.
func spelledAt(toks []token, i int, phrase string) (j int, ok bool) {
	rest := phrase
	for j = i; j < len(toks) && toks[j].kind == tWord; j++ {
		switch {
		case rest == toks[j].text:
			return j + 1, true
		case strings.HasPrefix(rest, toks[j].text+" "):
			rest = rest[len(toks[j].text)+1:]
		default:
			return 0, false
		}
	}
	return 0, false
}

// partEnd: toks[j] ends a part of the request (or there is none).
func partEnd(toks []token, j int) bool {
	return j >= len(toks) || toks[j].kind == tPunct || toks[j].has(cConn)
}

// goneSaid rewrites such a removal as one: the predicate's or opener's
// words become fillers and its last word the verb "delete".
func goneSaid(toks []token) []token {
	start := 0 // where the current part began
	for i := 0; i < len(toks); i++ {
		if toks[i].kind == tPunct || toks[i].has(cConn) {
			start = i + 1
			continue
		}
		if i == start && noThingOpener(toks, i) {
			toks = markedDelete(toks, i, i+1) // "no heart pls" (gonethings.go)
			continue
		}
		if i == start {
			if j, ok := spelledAny(toks, i, goneOpeners); ok && j < len(toks) && toks[j].kind == tWord &&
				!toks[j].word("que", "to", "de", "del") && !toks[j].has(cVerb) && !toks[j].has(cConn) {
				toks = markedDelete(toks, i, j)
				i = j - 1
				continue
			}
		}
		j, ok := spelledAny(toks, i, gonePredicates)
		if !ok || !partEnd(toks, j) {
			continue
		}
		if commandFollows(toks, j) {
			if e, again := removalSaidAgain(toks, j); again && i > start && toks[start].word(goneSubjects...) &&
				!slices.ContainsFunc(toks[start:i], func(t token) bool { return t.has(cVerb) }) {
				// "la flecha no va, sacala": the command only says the
				// removal again (the first part was refused: gonethings.go)
				toks = markedDelete(toks, i, j)
				for k := j; k < e; k++ {
					toks[k].lex = []lexeme{{cat: cFiller}}
				}
				i = e - 1
			}
			continue
		}
		switch {
		case i > start && toks[start].word(goneSubjects...) && !verbOutsideRelative(toks[start:i]):
			toks = markedDelete(toks, i, j)
		case i == start && start > 0 && slices.ContainsFunc(toks[:start], func(t token) bool { return t.has(cVerb, "delete") }):
			// "borrá el logo, sobra": the removal said again
			toks = slices.Clone(toks)
			for k := i; k < j; k++ {
				toks[k].lex = []lexeme{{cat: cFiller}}
			}
		}
		i = j - 1
	}
	return toks
}

// spelledAny: the longest of phrases spelled from i.
func spelledAny(toks []token, i int, phrases []string) (end int, ok bool) {
	for _, p := range phrases {
		if j, found := spelledAt(toks, i, p); found && j > end {
			end, ok = j, true
		}
	}
	return end, ok
}

func markedDelete(toks []token, i, j int) []token {
	toks = slices.Clone(toks)
	for k := i; k < j-1; k++ {
		toks[k].lex = []lexeme{{cat: cFiller}}
	}
	toks[j-1].lex = []lexeme{{cat: cVerb, val: "delete"}}
	return toks
}

// commandFollows: the next part after j is a command on "it"
// ("…, silencialo", "…, mute it"): a verb and a pronoun, or a Spanish
// verb with one glued on. "the logo can go and make the title red" is
// two edits.
func commandFollows(toks []token, j int) bool {
	verb, it, own := false, false, false
	for k := j + 1; k < len(toks) && toks[k].kind != tPunct && !toks[k].has(cConn); k++ {
		t := toks[k]
		if !verb && t.has(cDet) {
			// "la estrella afuera y el sepia cambialo por blanco y negro":
			// the command names its own thing first, so the pronoun
			// doubles it and is not the thing sent away (the star took
			// "bigger" from the clause before it)
			own = true
		}
		if t.has(cVerb) {
			verb = true
			if _, clitic, ok := theLexicon().spanishVerb(t.text); ok && clitic != "" {
				it = true
			}
		}
		if t.has(cPron) {
			it = true
		}
	}
	return verb && it && !own
}

// verbOutsideRelative: a verb is said in the thing's words other than in
// a relative clause that tells which one it is ("lo último que dice Vero
// no va", "the bit where she laughs can go": the thing, then the
// predicate).
func verbOutsideRelative(toks []token) bool {
	rel := false
	for _, t := range toks {
		if t.word("que", "where", "donde", "that", "which", "when", "cuando") {
			rel = true
			continue
		}
		if t.has(cVerb) && !rel {
			return true
		}
	}
	return false
}

// goneMarked: the clause ends in a predicate goneSaid made "delete" ("…
// no va", "… can go"), a word that is no verb of its own.
func goneMarked(toks []token) bool {
	if len(toks) == 0 {
		return false
	}
	t := toks[len(toks)-1]
	if t.kind == tPunct && len(toks) > 1 {
		t = toks[len(toks)-2]
	}
	return t.kind == tWord && t.has(cVerb, "delete") && !slices.ContainsFunc(lookup(t.text), func(l lexeme) bool { return l.cat == cVerb && l.val == "delete" })
}
