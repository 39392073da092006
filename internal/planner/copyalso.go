package planner

import (
	"slices"
	"strconv"
	"strings"
)

// A copy is said with where it "also" shows: "duplicate the headline so it
// also shows for the last 5 seconds", "duplicá el pin así aparece también
// cuando arranca la pileta", "duplicá el fuego y ponelo también cuando
// arranca el encore", "copy the title to the end too". The "also" says
// that the original stays, which a copy does anyway, and the purpose
// ("so it shows", "para que salga") only says that the copy is seen at
// the time after it. "También" and "also" were read as connectives, so
// the time became a clause of its own with nothing to copy ("say what to
// duplicate"), or "ponelo" lost its time.

// copyShowWord says that the copy is seen: the verb of a purpose after a
// copy ("so it shows", "para que salga", "así aparece").
func copyShowWord(t token) bool {
	return t.kind == tWord && (t.has(cVerb, "show") || t.has(cProp, "visible") ||
		t.word("shows up", "show up", "pops up", "pop up", "comes up", "come up", "sale", "salen", "vea", "ve"))
}

// copyAlsoShown drops, after a verb of copying, the "also" of the copy and
// a purpose that only says the copy is seen ("so it also shows", "para
// que también salga", "así aparece"), keeping the time said after them.
// "Also" before a verb of its own ("…y también bajá la música") stays a
// connective; "too" before a word stays a degree.
func copyAlsoShown(toks []token) []token {
	d := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cVerb, "duplicate") })
	if d < 0 {
		return toks
	}
	out := slices.Clone(toks[:d+1])
	for i := d + 1; i < len(toks); i++ {
		if n := copyShownPurpose(toks, i); n > 0 && !placeAt(toks, i+n) {
			i += n - 1
			continue
		}
		if copyAlsoAt(toks, i) {
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// copyAlsoAt: the word at i is the "also" of a copy: not before a verb
// of its own, and "too" only where nothing follows it in its sentence.
func copyAlsoAt(toks []token, i int) bool {
	t := toks[i]
	if !alsoWord(t) && !t.word("too") {
		return false
	}
	if t.word("too") {
		return i+1 == len(toks) || toks[i+1].kind == tPunct || toks[i+1].has(cConn)
	}
	return i+1 == len(toks) || !startsWithVerb(toks[i+1:])
}

// copyShownPurpose: how many tokens from i say only that the copy is seen
// ("so it also shows", "so that it appears", "para que también salga",
// "así aparece también", "que se vea también"), with a time or a place
// after them; 0 when none.
func copyShownPurpose(toks []token, i int) int {
	if !toks[i].word("so", "so that", "para que", "asi", "asi que", "que", "that way") {
		return 0
	}
	j := i + 1
	if toks[i].word("so") && j < len(toks) && toks[j].word("that") {
		j++
	}
	also := false
	skip := func() {
		for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cPron) && !toks[j].has(cPrep) || alsoWord(toks[j]) || toks[j].word("too") ||
			toks[j].word("the copy", "copy", "la copia", "copia", "se", "can", "will")) {
			also = also || alsoWord(toks[j]) || toks[j].word("too")
			j++
		}
	}
	skip()
	if j >= len(toks) || !copyShowWord(toks[j]) {
		return 0
	}
	j++
	skip()
	if toks[i].word("que") && !also {
		return 0 // "duplicá el logo que aparece al principio": which logo, not where the copy goes
	}
	if j >= len(toks) || toks[j].kind == tPunct {
		return 0 // nothing after it: no time of the copy said
	}
	return j - i
}

// quotedTextCopied: "duplicá el 'EN VIVO' en la entrevista de la calle":
// the quote is word for word a text of the project and no text is named
// besides it, so it is the text copied and a thing named after it is
// where the copy goes (the interview clip was copied: silent).
func quotedTextCopied(f *frame, r *resolver) *frame {
	if len(f.quotes) != 1 || !textNamed(r, f.quotes[0]) || slices.ContainsFunc(f.targets, func(n np) bool { return n.kind == "text" || n.pron }) {
		return f
	}
	q := strings.TrimSpace(f.quotes[0])
	g := *f
	g.targets = append([]np{{said: strconv.Quote(q), kind: "text", noun: "text", trail: q, first: -1, end: -1}}, f.targets...)
	g.quotes = nil
	return &g
}

// placeAt: a place is said at j, after a preposition or an article ("so
// it shows on the right too"): the purpose says where the copy goes and
// stays (dropped, the copy went right after the original, the place lost).
func placeAt(toks []token, j int) bool {
	for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cPrep) || toks[j].has(cDet)) && !toks[j].has(cPos) {
		j++
	}
	return j < len(toks) && toks[j].has(cPos)
}
