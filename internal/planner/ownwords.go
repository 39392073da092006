package planner

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text named by its own words, unquoted: "move the pero vos seguis
// brillando text to the top", "el texto de y la ciudad se apaga ponelo en
// rojo", "the learn and spek text" ("Learn and speak"). The words of a
// text hold the words that split clauses ("y", "and", "pero") and fill
// other slots ("next", "top", numbers, colours): the request was cut at
// "pero" ("say what to move"), or the words read as a song's ("the luces
// de neon text" asked song or text), or pasted into a new text ("el texto
// de dona alias patitas felices ponelo abajo" added "alias patitas
// felices": silent). Quoted, the same request worked.
//
// ownWordsNamed finds a run of words that is one text's words (a word of
// it left out or one more, a letter off, "adopt me" for "adoptame"), or a
// quote of them, said as that text's name: beside a text noun ("the …
// text", "el cartel (que dice|de) …"), after "el de", "the one saying",
// the whole text after "the"/"el" alone, or a text of three words or more
// that opens the request. It puts the text's joined words in its place
// (ownName), the name the index and the resolver hold for it, which no
// clause split or slot reader takes apart. A run two texts match as well
// is left as said (asked later), and so is one a file's name holds as
// well with no text noun ("el de luces de neon": the song or the text).
// Words after a colon, "to", "por" are an edit's new words, never a name.

// ownWordsPlan plans the request again with the named texts so read, when
// the plan as said asked or refused, or pasted a text's own words into a
// new text. The plan read so is taken only when it is done, adds no text
// with those words and writes no joined name as words.
func ownWordsPlan(ctx context.Context, prompt string, plan Plan, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil || ctx.Err() != nil {
		return plan, false
	}
	// a plan done is read again only where it pasted the words of a text
	// said as one already there ("el texto de …", not "un texto que diga …")
	quoted, named := ownWordsNamed(prompt, slices.Compact(slices.Sorted(slices.Values(projectTexts(ed)))), assetWordSets(ed.Project), plan.OK())
	if len(named) == 0 || plan.OK() && !addsTextOf(plan, named) {
		return plan, false
	}
	again := PlanVideo(ctx, quoted, ed, opt)
	if !again.OK() || addsTextOf(again, named) || writesOwnName(again, named) {
		return plan, false
	}
	return again, true
}

// addsTextOf: a step of the plan adds a text whose words are all among
// those of a text named (its own words, pasted as new).
func addsTextOf(plan Plan, named []string) bool {
	for _, st := range plan.Steps {
		if st.Tool != "add_text" {
			continue
		}
		var in struct {
			Text string `json:"text"`
		}
		if json.Unmarshal(st.Params, &in) != nil {
			continue
		}
		ws := plainWords(in.Text)
		for _, n := range named {
			if ownName(in.Text) == ownName(n) {
				return true
			}
			own := plainWords(n)
			if len(ws) > 0 && !slices.ContainsFunc(ws, func(w string) bool { return !slices.Contains(own, w) }) {
				return true
			}
		}
	}
	return false
}

// writesOwnName: a step writes a text's joined name as words (the name
// was the new words of an edit: "cambialo por: y la ciudad se duerme").
func writesOwnName(plan Plan, named []string) bool {
	for _, st := range plan.Steps {
		for _, n := range named {
			if strings.Contains(fold(string(st.Params)), ownName(n)) {
				return true
			}
		}
	}
	return false
}

// assetWordSets: the words of each file's name.
func assetWordSets(p *timeline.Project) [][]string {
	var out [][]string
	for _, a := range p.Assets {
		out = append(out, plainWords(strings.TrimSuffix(a.Name, fileExt(a.Name))))
	}
	return out
}

func fileExt(name string) string {
	if i := strings.LastIndexByte(name, '.'); i > 0 && len(name)-i <= 5 {
		return name[i:]
	}
	return ""
}

// plainWords: the folded words of s, letters and digits only.
func plainWords(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// saidWord is a word of the request and where it lies.
type saidWord struct {
	w        string
	pos, end int
	mark     rune // the punctuation a "\x01" stands for
}

// saidWords: the words of the prompt outside quotes, each with its bytes;
// a quote is a word "\x00" (no run crosses it).
func saidWords(prompt string) []saidWord {
	var out []saidWord
	for i := 0; i < len(prompt); {
		r, n := utf8.DecodeRuneInString(prompt[i:])
		if quoteMarks[r] != 0 {
			if _, _, next, ok := findQuote(prompt, i); ok {
				out = append(out, saidWord{"\x00", i, next, 0})
				i = next
				continue
			}
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			if !unicode.IsSpace(r) && r != '\'' && r != '-' {
				out = append(out, saidWord{"\x01", i, i + n, r}) // a comma, a colon (prompt[pos]): a run may cross it only inside the text
			}
			i += n
			continue
		}
		j := i
		for j < len(prompt) {
			r2, m := utf8.DecodeRuneInString(prompt[j:])
			if !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
				break
			}
			j += m
		}
		out = append(out, saidWord{fold(prompt[i:j]), i, j, 0})
		i = j
	}
	return out
}

// textNouns: the nouns a text is called by; a run beside one names it.
var textNouns = map[string]bool{"text": true, "texts": true, "title": true, "caption": true, "label": true, "subtitle": true,
	"sign": true, "line": true, "heading": true, "banner": true, "lettering": true, "card": true,
	"texto": true, "titulo": true, "cartel": true, "cartelito": true, "leyenda": true, "subtitulo": true, "etiqueta": true,
	"frase": true, "letrero": true, "rotulo": true, "zocalo": true, "placa": true, "textito": true}

// leadIns: the words between a text noun (or "el", "the one") and the
// words it says: "el texto de …", "the text saying …", "el cartel que dice …".
var leadIns = [][]string{{"que", "dice"}, {"q", "dice"}, {"que", "pone"}, {"que", "decia"}, {"de"}, {"del"},
	{"con"}, {"saying"}, {"that", "says"}, {"which", "says"}, {"reading"}, {"that", "reads"}, {"with"}, {"about"}}

// ownWordsNamed reads again each run of prompt that names a text by its
// words, unquoted or quoted; named holds the contents so read. With
// onlyDefinite, only a run said as a thing already there ("the", "el")
// is read.
func ownWordsNamed(prompt string, texts []string, files [][]string, onlyDefinite bool) (string, []string) {
	said := saidWords(prompt)
	type run struct {
		from, a, b int // said[a:b] the words, said[from:a] the article and lead-in said without a noun
		noun       string
		content    string
	}
	var runs []run
	for a := 0; a < len(said); a++ {
		var best run
		bestScore, tie := 0.0, false
		for _, t := range texts {
			tw := plainWords(t)
			if len(tw) < 2 {
				continue // a text of one word is a name of the index already
			}
			m := ownRun(said, a, tw)
			if said[a].w == "\x00" {
				m = quotedRun(prompt, said[a], tw)
				m.end = a + 1
			}
			if m.end <= a {
				continue
			}
			ok, from, noun, def := ownNameStands(said, a, m, tw, files)
			if !ok || onlyDefinite && !def {
				continue
			}
			switch {
			case m.score > bestScore+1e-9:
				best, bestScore, tie = run{from, a, m.end, noun, t}, m.score, false
			case m.score > bestScore-1e-9:
				tie = true
			}
		}
		if best.content != "" && !tie {
			runs = append(runs, best)
			a = best.b - 1
		}
	}
	if len(runs) == 0 {
		return prompt, nil
	}
	var b strings.Builder
	var named []string
	at := 0
	for _, r := range runs {
		b.WriteString(prompt[at:said[r.from].pos])
		if r.noun != "" {
			b.WriteString(r.noun + " ")
		}
		b.WriteString(ownName(r.content))
		at = said[r.b-1].end
		named = append(named, r.content)
	}
	b.WriteString(prompt[at:])
	return b.String(), named
}

// quotedRun: a quote that is a text's words ("move the 'Day 75' text",
// "el 'Call now' que arranque …"): quoted, the name was read as new words
// and the text asked among all. The whole quote must align.
func quotedRun(prompt string, q saidWord, tw []string) ownMatch {
	_, inner, _, ok := findQuote(prompt, q.pos)
	if !ok {
		return ownMatch{}
	}
	a, _, _, _ := findQuote(prompt, q.pos)
	qs := saidWords(prompt[a:inner])
	if len(qs) == 0 {
		return ownMatch{}
	}
	m := ownRun(qs, 0, tw)
	if m.end != len(qs) {
		// "delete the 'desde 1987' text" of "Desde 1987 en el aire": a
		// quote of a text's first words, none of which is a content word
		// alone; quoted, they are said as its words (they were taken out
		// of the text, which stayed)
		if ws := wordsOf(qs); len(ws) >= 2 && len(ws) < len(tw) && prefixOf(ws, tw) {
			return ownMatch{words: ws, end: len(qs), n: len(qs), content: 1, score: float64(len(ws)) / float64(len(tw)), first: true}
		}
		return ownMatch{}
	}
	return m
}

// ownName is how a text is said in the request read again: its words
// joined, as nameWords joins them for the resolver ("Learn and speak" is
// "learnandspeak"), a name no slot reader or clause split takes apart.
func ownName(content string) string {
	long := ""
	for _, w := range nameWords(content) {
		if len(w) > len(long) {
			long = w
		}
	}
	return long
}

// addTextJoined indexes a text's words joined (ownName), the name a
// request read again calls it by; no one types it, so it names nothing
// else.
func addTextJoined(ix nameIndex, content string) {
	if w := ownName(content); len(w) >= 3 {
		ix[w] = true
	}
}

// ownMatch is a run of the request aligned with a text's words: end is
// where it ends, n the words said in it, score the share of the text's
// words said, first whether it began at the text's first word, content
// how many of its words are no structure words or numbers.
type ownMatch struct {
	words           []string // the words said
	end, n, content int
	score           float64
	first           bool
}

// ownRun aligns the prompt's words from a with a text's words tw, in
// order: a word of the text may be left out, one said word may be off or
// one more, and two said words may be one of the text's ("adopt me",
// "adoptame"). The run must start at the text's first or second word and
// hold two of its words, one of them no structure word.
func ownRun(said []saidWord, a int, tw []string) ownMatch {
	m := alignRun(said, a, tw, 0)
	if m1 := alignRun(said, a, tw, 1); m1.score > m.score {
		m = m1
	}
	return m
}

// alignRun is ownRun with the run's first word at the text's word k.
func alignRun(said []saidWord, a int, tw []string, k int) ownMatch {
	if k >= len(tw) || said[a].w == "\x00" || said[a].w == "\x01" {
		return ownMatch{}
	}
	m := ownMatch{end: a, first: k == 0}
	matched, off, n := 0, 0, 0
	j := a
	for j < len(said) && k < len(tw) {
		w := said[j].w
		if w == "\x00" {
			break
		}
		if w == "\x01" {
			j++ // punctuation the text has, or typed inside it
			continue
		}
		step := 1
		switch {
		case sameOwnWord(w, tw[k]):
			k++
		case j > a && k+1 < len(tw) && sameOwnWord(w, tw[k+1]):
			k += 2 // a word of the text left out
		case j+1 < len(said) && len(said[j+1].w) > 1 && sameOwnWord(w+said[j+1].w, tw[k]):
			step = 2 // "adopt me" for "adoptame": two words said
			k++
			matched++
		case j > a && off == 0 && j+1 < len(said) && sameOwnWord(said[j+1].w, tw[k]):
			off++ // one word more ("thank you to sponsors")
			j++
			n++
			continue
		default:
			if j == a || off > 0 || j+1 >= len(said) || k+1 >= len(tw) || !sameOwnWord(said[j+1].w, tw[k+1]) {
				j = len(said)
				continue
			}
			off++ // a word said otherwise, between two of the text's
			k++
			j++
			n++
			continue
		}
		matched++
		if !isStructureWord(w) && !allDigits(w) {
			m.content++
		}
		j += step
		n += step
		m.end, m.n = j, n
	}
	if matched < 2 || m.content == 0 {
		return ownMatch{}
	}
	m.score = float64(matched) / float64(len(tw))
	m.words = wordsOf(said[a:m.end])
	return m
}

// sameOwnWord: a said word is the text's word, folded, or the same with
// one letter off in a word of four letters or more.
func sameOwnWord(w, t string) bool {
	if w == t {
		return true
	}
	if len(w) < 4 || len(t) < 4 || w[0] != t[0] {
		return false
	}
	return osaDistance(w, t, 1) <= 1
}

// ownNameStands: the run said[a:b] stands as the name of a text of words
// tw: beside a text noun, after "el de"/"the one saying", or the whole
// text; and it says most of the text, or its first words beside a noun.
// A run a file's name holds too, with no text noun, is left (the song or
// the text). from is where the name's words begin when a text noun must
// be said with them: "el de …", "the one saying …" have none, and are
// read as "el texto …", "the text …" (the thing named is a text: "el de"
// alone asked "no verb").
func ownNameStands(said []saidWord, a int, m ownMatch, tw []string, files [][]string) (ok bool, from int, noun string, def bool) {
	b, n, words := m.end, m.n, m.words
	from = a
	if newWordsAt(said, a) {
		return false, a, "", false
	}
	nounAfter := b < len(said) && textNouns[said[b].w]
	def = nounAfter && a > 0 && definite[said[a-1].w]
	nounBefore := false
	for _, li := range append([][]string{nil}, leadIns...) {
		i := a - len(li)
		if i < 1 || !slices.Equal(wordsOf(said[i:a]), li) {
			continue
		}
		if textNouns[said[i-1].w] {
			nounBefore = true
			def = def || i >= 2 && definite[said[i-2].w]
			continue
		}
		art := said[i-1].w
		if len(li) == 0 || art != "el" && art != "la" && art != "lo" && art != "one" || nounAfter {
			continue
		}
		byWords := li[0] != "de" && li[0] != "del" && li[0] != "con" && li[0] != "with" && li[0] != "about"
		// "el de inscripciones abiertas": a text, unless a file is named
		// so as well (the song or the text)
		if byWords || (li[0] == "de" || li[0] == "del") && !fileHolds(files, words) {
			nounBefore, from, noun, def = true, i-1, "el texto", true
			if art == "one" {
				from, noun = i-1, "text"
			}
		}
	}
	most := float64(n) >= 0.6*float64(len(tw))
	switch {
	case nounAfter || nounBefore:
		// the text's first words are enough beside a noun ("the next
		// term text"), and so are two of its words that say something
		ok = most || m.first && (m.content >= 2 || n >= 2 && prefixOf(words, tw))
	case a > 0 && definite[said[a-1].w] && !fileHolds(files, words):
		// "que el JUST LISTED arranque en el 1", "el 'Call now' que
		// arranque …": the whole text, or a quote of its start, after
		// "the" or "el" alone
		ok, def = n >= len(tw) || said[a].w == "\x00" && m.first, true
	default:
		// the whole text with nothing to call it, only as what the
		// request opens with ("y la ciudad se apaga ponelo en rojo")
		ok = a == 0 && n >= 3 && n >= len(tw)-1 && !fileHolds(files, words)
	}
	return ok, from, noun, def
}

// newWordsAt: the words at a are said as the new words of an edit, after
// a colon or "to", "por", "into", "as" ("cambialo por: y la ciudad se
// duerme", "change it to 'Learn and play'"): never a name, however like
// a text's they are.
func newWordsAt(said []saidWord, a int) bool {
	if a == 0 {
		return false
	}
	switch said[a-1].w {
	case "to", "into", "as", "por", "a", "say", "says", "diga", "decir", "\x01":
		return said[a-1].w != "\x01" || said[a-1].mark == ':'
	}
	return false
}

// definite: the words before a thing already there ("the", "el", "ese"),
// not a new one ("a", "un").
var definite = map[string]bool{"the": true, "this": true, "that": true, "el": true, "la": true, "los": true, "las": true,
	"del": true, "al": true, "este": true, "esta": true, "ese": true, "esa": true, "aquel": true, "aquella": true}

// wordsOf: the words of said, punctuation left out.
func wordsOf(said []saidWord) []string {
	var out []string
	for _, s := range said {
		if s.w != "\x01" {
			out = append(out, s.w)
		}
	}
	return out
}

// prefixOf: ws are the first words of tw.
func prefixOf(ws, tw []string) bool {
	if len(ws) > len(tw) {
		return false
	}
	for i, w := range ws {
		if !sameOwnWord(w, tw[i]) {
			return false
		}
	}
	return true
}

// fileHolds: a file's name holds every content word of ws.
func fileHolds(files [][]string, ws []string) bool {
	for _, f := range files {
		all := true
		for _, w := range ws {
			if !isStructureWord(w) && !slices.ContainsFunc(f, func(x string) bool { return sameOwnWord(w, x) }) {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}
