package planner

import "slices"

// A part said to stand out ("make her stand out", "que resalte más la
// persona", "make the subject stand out", "que la cara destaque") is the
// part made to pop: more vivid there, as "make the subject pop" is. They
// were refused ("stand", "resalte" not known). Said as what another edit
// is for ("darken the background so she stands out", "oscurecé el fondo
// así resalta") it stays a reason (lookAims), left as it is.

// standOutWords say a thing stands out, one word or two.
var standOutWords = [][]string{{"stand", "out"}, {"stands", "out"}, {"standout"}, {"pop", "out"}, {"pops", "out"}, {"resalte"},
	{"resalten"}, {"resalta"}, {"resaltar"}, {"resaltá"}, {"destaque"}, {"destaquen"}, {"destacar"}, {"sobresalga"}, {"sobresalgan"}}

// standOutAims are words before it that make it what an edit is for.
var standOutAims = []string{"so", "para", "asi", "that", "porque", "because", "hasta", "until", "to", "cause", "since", "como"}

// standOutSaid rewrites "stand out" into the look "pop" (vivid), and a
// person said by a pronoun before it ("make her stand out") into the
// subject.
func standOutSaid(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		n := phraseAt(toks, i, standOutWords)
		if n == 0 || aimBefore(toks[:i]) || standOutLess(toks, i, n) || !partNamedBeside(toks, i) {
			continue // "the background stands out too much", "make the sky stand out less", a bare "que resalte": refused
		}
		pop := wordToken("pop", toks[i].pos, toks[i+n-1].end)
		pop.lex = slices.DeleteFunc(slices.Clone(pop.lex), func(l lexeme) bool { return l.cat != cEffect }) // a look, not "add"
		pop.text = "stand out"
		toks = slices.Replace(slices.Clone(toks), i, i+n, pop)
		if i > 0 && toks[i-1].word("her", "him", "them", "ella", "el") {
			subject := wordToken("subject", toks[i-1].pos, toks[i-1].end)
			subject.text = toks[i-1].text
			toks[i-1] = subject
		}
	}
	return toks
}

// aimBefore: a word back to the clause's start says what an edit is for.
func aimBefore(before []token) bool {
	for i := len(before) - 1; i >= 0; i-- {
		if before[i].kind == tPunct {
			return false
		}
		if before[i].word(standOutAims...) {
			return true
		}
	}
	return false
}

// standOutLess: "stand out" said with too much or less ("the background
// stands out too much", "que resalte menos el cielo", "no tanto"): the
// part should stand out less, which a pop would not do.
func standOutLess(toks []token, i, n int) bool {
	for _, t := range toks[max(0, i-3):min(len(toks), i+n+3)] {
		if t.word("less", "menos", "much", "demasiado", "demasiada", "tanto", "overpowering") {
			return true
		}
	}
	return false
}

// partNamedBeside: the clause names what should stand out, before it or
// after it ("make her stand out", "que resalte la cara"); with nothing
// named ("que resalte") it is not said what to make vivid.
func partNamedBeside(toks []token, i int) bool {
	for j, t := range toks {
		if j == i || t.kind == tPunct {
			continue
		}
		if t.word("her", "him", "them", "ella", "el", "it", "la", "lo") || t.has(cRegion) || t.has(cKind) {
			return true
		}
	}
	return false
}
