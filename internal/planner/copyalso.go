package planner

import (
	"math"
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
			toks[j].word("the copy", "copy", "la copia", "copia", "se", "can", "will", "they", "the copies", "las copias")) {
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

// A copy is said by how many times the thing is then seen: "duplicate the
// hall clip so it plays twice in a row", "duplicá el clip del patio así se
// ve dos veces seguidas", "repetí el logo, que aparezca tres veces". The
// count is of showings, the original among them, so one fewer copy (it
// was refused for "2 times", or read as that many copies: one too many).

// showingsOpeners lead the purpose that says how often the thing is seen.
var showingsOpeners = []string{"so", "so that", "para que", "asi", "asi que", "que", "that way", "de modo que", "de forma que", "and", "y"}

// showingsVerbs say that the thing is seen or heard, besides copyShowWord.
var showingsVerbs = []string{"see", "plays", "play", "runs", "run", "repeats", "repeat", "se repita", "repita", "repite", "suene", "suena",
	"vea", "ve", "ven", "veamos", "vean", "se vea", "se ve", "se vean", "pase", "pasa", "salga", "sale", "we see", "you see", "it plays", "it shows"}

// showingsTail: the words after the count that only say the showings
// follow one another ("in a row", "seguidas", "back to back", "una tras
// otra", "one after the other", "en total").
var showingsTail = []string{"in", "a", "row", "seguidas", "seguido", "seguidos", "back", "to", "de", "corrido", "consecutive", "consecutively",
	"una", "tras", "otra", "one", "after", "the", "other", "en", "total", "seguidito", "seguiditas"}

// showingsAt: from i (at a purpose opener, maybe after a comma), the tokens
// say only that the thing is seen n times; end is the index after them.
func showingsAt(toks []token, i int) (n, end int) {
	j := i
	if toks[j].kind == tPunct && toks[j].text == "," {
		j++
	}
	if j >= len(toks) || !toks[j].word(showingsOpeners...) {
		return 0, 0
	}
	j++
	if j < len(toks) && toks[i].word("so") && toks[j].word("that") {
		j++
	}
	for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cPron) && !toks[j].has(cPrep) || toks[j].word("se", "we", "you", "people", "can", "will", "would", "la gente")) {
		j++
	}
	if j >= len(toks) || !(copyShowWord(toks[j]) || toks[j].word(showingsVerbs...)) {
		return 0, 0
	}
	j++
	for j < len(toks) && toks[j].kind == tWord && (toks[j].has(cPron) && !toks[j].has(cPrep) || toks[j].word("se", "again", "otra vez", "de nuevo")) {
		j++
	}
	switch {
	case j < len(toks) && toks[j].has(cCount):
		l, _ := toks[j].get(cCount)
		n = int(l.num)
		j++
	case j+1 < len(toks) && toks[j].kind == tNumber && toks[j+1].word("times", "veces"):
		n = int(toks[j].num)
		j += 2
	default:
		return 0, 0
	}
	for j < len(toks) && toks[j].kind == tWord && toks[j].word(showingsTail...) {
		j++
	}
	if n < 2 || j < len(toks) && !(toks[j].kind == tPunct || toks[j].has(cConn)) {
		return 0, 0
	}
	return n, j
}

// copyShowings rewrites, after a verb of copying with no count of its own,
// "so it is seen n times" as n-1 copies: nothing for two showings (one
// copy, right after the original), "n-1 times" for more.
func copyShowings(toks []token) []token {
	d := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord && t.has(cVerb, "duplicate") })
	if d < 0 {
		return toks
	}
	for i := d + 1; i < len(toks); i++ {
		if toks[i].has(cCount) || toks[i].word("times", "veces") || toks[i].kind == tQuote {
			return toks // "duplicate it twice so it shows three times": said twice, left as it was
		}
		n, end := showingsAt(toks, i)
		if n == 0 {
			continue
		}
		out := slices.Clone(toks[:i])
		if n > 2 {
			at := toks[i].pos
			out = append(out, token{kind: tNumber, num: float64(n - 1), text: strconv.Itoa(n - 1), pos: at, end: at},
				token{kind: tWord, text: "times", pos: at, end: at})
		}
		return append(out, toks[end:]...)
	}
	return toks
}

// endRestatedAsRange: a copy said to go "to the end" and then by its
// stretch ("copy the title to the end, like from 58 to 62", "duplicá el
// título al final, los últimos 4 segundos"): the stretch is where the end
// said it goes, so the end is dropped (the copy went to 60 s, or to 0 s
// for a long one: ending at the end). Only one stretch inside the video,
// after the end said as a moment or as "to the end".
func endRestatedAsRange(sp span, total float64) (span, bool) {
	var r rng
	switch {
	case !sp.until && len(sp.points) == 1 && sp.points[0] >= total-1e-9 && len(sp.ranges) == 1:
		r = sp.ranges[0] // "al final, del 58 al 62"
	case sp.until && len(sp.points) == 0 && len(sp.ranges) == 2 && sp.ranges[0].b >= total-1e-9:
		r = sp.ranges[1] // "to the end, from 58 to 62"
	default:
		return sp, false
	}
	if sp.after || sp.openEnd || r.b <= r.a || r.a < 0 || r.b > total+1e-9 {
		return sp, false
	}
	if total-r.b > math.Max(2, 0.05*total) {
		// "to the end, like from 20 to 23" of a 30 s video: the stretch
		// is not the end; which one is meant is asked by the caller
		return span{ranges: []rng{r}}, false
	}
	sp.points, sp.ranges, sp.until = nil, []rng{r}, false
	return sp, true
}

// copiesToEnd: the clause copies a thing to the end of the video ("copy
// the title to the end", "duplicá el logo al final") and says no time by
// number.
func copiesToEnd(c clause) bool {
	if verbOf(c) != "duplicate" || slices.ContainsFunc(c.toks, token.timeLike) {
		return false
	}
	return slices.ContainsFunc(c.toks, func(t token) bool { return t.kind == tWord && t.has(cSpan, "end") })
}
