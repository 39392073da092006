package planner

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Edits of some words of a text, the rest kept: "in diego's label add 'y
// 22' after 21", "agregá 'y 4° A' después de 3° B en el texto del volcán",
// "agregá 'por lado' al final del texto de la plancha", "en el título
// sacale la palabra CHARITY", "en el cartel del libro sacale 'de junio'".
// The whole text became the new words ("y 22"), or was deleted: silent.
// The words said must be in one text (of those the clause names, when it
// names some); in none, or in several, it is left to the readers before
// or asked.

// textWordEdit plans such an edit; ok says the clause was one.
func textWordEdit(s *sim, f *frame, r *resolver) (string, bool, error) {
	if f.verbAt < 0 || len(f.quotes) > 1 {
		return "", false, nil
	}
	switch f.verb {
	case "add", "put", "write":
		return wordsInserted(s, f, r)
	case "delete", "kill", "drop":
		return wordsTakenOut(s, f, r)
	}
	return "", false, nil
}

var (
	// the word after which, or before which, new words go
	insertAnchor = regexp.MustCompile(`(?i)(?:^|\s)(after|before|despu[eé]s de|antes de|detr[aá]s de|delante de)\s+(?:(?:the word|la palabra)\s+)?(?:["'“‘]([^"'”’]+)["'”’]|([^,;]+?))(?:\s+(?:in|on|en|of|del|de|to|a)\s+(?:the|el|la|this|that|su|his|her|their|este|esta)\b|[,;]|\s*$)`)
	// the end or start of a text said as its own ("al final del texto")
	textEdge = regexp.MustCompile(`(?i)(?:^|\s)(?:at|to|al|en el)\s+(?:the\s+)?(end|final|start|beginning|principio|comienzo|inicio)\s+(?:of|del|de)\s+(?:the\s+|la\s+)?(?:text|title|label|caption|line|texto|t[ií]tulo|cartel|cartelito|leyenda|etiqueta|subt[ií]tulo|rengl[oó]n|l[ií]nea)\b`)
	// the words to take out, said unquoted after "the word"
	wordSaid = regexp.MustCompile(`(?i)(?:^|\s)(?:the word|la palabra)\s+([^\s,;'"]+)`)
)

// wordsInserted: one quoted W said with "after V"/"before V", or with
// "at the end of the text". V must be words of exactly one text, never a
// whole text ("add 'Day 2' after Day 1" is a new text after that one),
// and a text noun must be said besides them.
func wordsInserted(s *sim, f *frame, r *resolver) (string, bool, error) {
	if len(f.quotes) != 1 || !f.nounIs("text") && !edgeOfTextSaid(f) {
		return "", false, nil
	}
	clause := f.prompt[f.c.toks[0].pos:f.c.toks[len(f.c.toks)-1].end]
	w := strings.TrimSpace(f.quotes[0])
	if m := insertAnchor.FindStringSubmatch(clause); m != nil {
		v := strings.TrimRight(m[2]+m[3], ".:!?")
		if v == "" || m[3] != "" && startsWithDet.MatchString(v+" ") {
			return "", false, nil // "after the title": a time
		}
		ts := holding(s, f, r, v)
		if len(ts) != 1 || strings.EqualFold(strings.TrimSpace(ts[0].el.Text.Content), v) {
			return "", false, nil
		}
		old := ts[0].el.Text.Content
		loc := wordPattern(v).FindStringSubmatchIndex(old)
		changed := old[:loc[3]] + w + " " + old[loc[3]:]
		if after := strings.ToLower(m[1]); after == "after" || strings.HasPrefix(after, "desp") || strings.HasPrefix(after, "detr") {
			changed = old[:loc[4]] + " " + w + old[loc[4]:]
		}
		return setWords(s, ts[0], changed)
	}
	m := textEdge.FindStringSubmatch(clause)
	if m == nil {
		return "", false, nil
	}
	named, err := namedTexts(f, r)
	if len(f.targets) == 0 {
		// the text said inside its edge: asked when it is not one text,
		// never a new text over its time (textedgeof.go)
		if named, err = textOfEdge(f, r); err != nil {
			return "", true, err
		}
		if len(named) != 1 {
			return "", true, &question{fmt.Sprintf("Which text should %q go at the %s of? Say it by its words, e.g. \"at the end of the text 'Hello'\".", w, strings.ToLower(m[1]))}
		}
	}
	if err != nil || len(named) != 1 {
		return "", false, nil
	}
	old := named[0].el.Text.Content
	changed := strings.TrimSpace(old) + " " + w
	if e := strings.ToLower(m[1]); e != "end" && e != "final" {
		changed = w + " " + strings.TrimSpace(old)
	}
	return setWords(s, named[0], changed)
}

// wordsTakenOut: a removal of W, quoted or said after "the word", where W
// is some of one text's words and not all of them: W goes, and the spaces
// and separators it leaves ("Dr. Marcos Ruiz ·") with it.
func wordsTakenOut(s *sim, f *frame, r *resolver) (string, bool, error) {
	clause := f.prompt[f.c.toks[0].pos:f.c.toks[len(f.c.toks)-1].end]
	w := ""
	switch {
	case len(f.quotes) == 1:
		w = strings.TrimSpace(f.quotes[0])
	default:
		if m := wordSaid.FindStringSubmatch(clause); m != nil {
			w = m[1]
		}
	}
	if w == "" {
		return "", false, nil
	}
	for _, t := range all(s.p()) {
		if t.el.Text != nil && strings.EqualFold(marksTrimmed(t.el.Text.Content), marksTrimmed(w)) {
			// the whole text, its closing mark left unsaid ("delete the
			// 'what did tomi find' text" of "What did Tomi find?" left
			// "?"): deleted as before
			return "", false, nil
		}
	}
	if len(f.quotes) == 1 && quoteNamesText(f.c.toks) {
		return "", false, nil // "delete the 'desde 1987' text": that text, deleted
	}
	ts := holding(s, f, r, w)
	if len(ts) != 1 {
		return "", false, nil
	}
	changed := wordPattern(w).ReplaceAllString(ts[0].el.Text.Content, "${1}${2}")
	changed = strings.Join(strings.Fields(changed), " ")
	changed = strings.ReplaceAll(changed, " :", ":")
	changed = strings.Trim(changed, " ·|-–—,:")
	if marksTrimmed(changed) == "" {
		return "", false, nil // only marks left: the whole text was said
	}
	return setWords(s, ts[0], changed)
}

// marksTrimmed is s without the spaces and marks (not letters or digits)
// at its ends: "¿What did Tomi find?" is "What did Tomi find".
func marksTrimmed(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// holding are the texts that say v, of those the clause names when it
// names some that do.
func holding(s *sim, f *frame, r *resolver, v string) []target {
	word := wordPattern(v)
	ts := filter(all(s.p()), func(t target) bool { return t.el.Text != nil && word.MatchString(t.el.Text.Content) })
	if len(ts) < 2 {
		return ts
	}
	g := *f
	g.targets = slices.DeleteFunc(slices.Clone(f.targets), func(n np) bool { return n.kind != "text" })
	named, err := namedTexts(&g, r)
	if err != nil {
		return ts
	}
	return filter(named, func(t target) bool { return word.MatchString(t.el.Text.Content) })
}

func setWords(s *sim, t target, changed string) (string, bool, error) {
	if _, err := s.call("update_text", map[string]any{"trackId": t.trackID, "elementId": t.id, "text": changed}); err != nil {
		return "", true, err
	}
	s.touch(t.id)
	return fmt.Sprintf("Changed %s: text %q.", describe([]target{t}), changed), true, nil
}

// quoteNamesText: the quote stands beside a text noun as its name ("the
// 'desde 1987' text", "el texto 'Desde 1987'"), and no "from" or "in"
// says it is words taken out of a text ("sacale 'de junio' al cartel",
// "delete 'free' from the title"). Its words were cut out of the text,
// which stayed, when the whole text was to go.
func quoteNamesText(toks []token) bool {
	q := slices.IndexFunc(toks, func(t token) bool { return t.kind == tQuote })
	if q < 0 {
		return false
	}
	if slices.ContainsFunc(toks[q+1:], func(t token) bool {
		return t.word("from", "of", "in", "out", "de", "del", "al", "en", "a")
	}) {
		return false
	}
	before := q > 0 && textNouns[toks[q-1].text]
	after := q+1 < len(toks) && textNouns[toks[q+1].text]
	return before || after
}
