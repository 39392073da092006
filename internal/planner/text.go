package planner

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// clause is one request fragment ("remove from 3 to 5"), in two forms:
// raw keeps the user's spelling (for text content), norm is lower case
// without accents, with quoted strings replaced by markers q0, q1...
type clause struct {
	raw    string
	norm   string
	quotes []string
	prompt string // the whole request as typed
}

// original finds folded text back in the request as the user typed it
// (case and accents), falling back to the folded form.
func (c clause) original(folded string) string {
	src, want := []rune(c.prompt), []rune(folded)
	for i := 0; i+len(want) <= len(src); i++ {
		if fold(string(src[i:i+len(want)])) == folded {
			return string(src[i : i+len(want)])
		}
	}
	return folded
}

// quote finds text the user quoted; single quotes only when they stand
// apart from words, so "don't" is not a quote.
var quotePattern = regexp.MustCompile(`"([^"]+)"|“([^”]+)”|«([^»]+)»|‘([^’]+)’|(?:^|\s)'([^']+)'(?:$|[\s.,;:!?])`)

var accentFold = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ü", "u", "ñ", "n",
	"Á", "a", "É", "e", "Í", "i", "Ó", "o", "Ú", "u", "Ñ", "n", "¿", " ", "¡", " ")

// phrases that contain a clause separator but are one idea; they are
// rewritten to one token before the request is split.
var joinedPhrases = strings.NewReplacer(
	"black and white", "blackwhite", "black & white", "blackwhite", "b&w", "blackwhite", "b/w", "blackwhite",
	"blanco y negro", "blackwhite", "byn", "blackwhite", "rock and roll", "rocknroll")

// fold lower-cases and strips accents.
func fold(s string) string { return accentFold.Replace(strings.ToLower(s)) }

// prepare extracts quotes and normalises the whole request.
func prepare(prompt string) (norm string, quotes []string) {
	var b strings.Builder
	last := 0
	for _, m := range quotePattern.FindAllStringSubmatchIndex(prompt, -1) {
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				b.WriteString(prompt[last:m[g]])
				// drop the opening quote mark left in the prefix
				s := b.String()
				s = strings.TrimRight(s, "\"“«‘'")
				b.Reset()
				b.WriteString(s)
				b.WriteString(" q" + strconv.Itoa(len(quotes)) + " ")
				quotes = append(quotes, prompt[m[g]:m[g+1]])
				last = m[g+1] + closingLen(prompt[m[g+1]:])
				break
			}
		}
	}
	b.WriteString(prompt[last:])
	norm = fold(b.String())
	norm = joinedPhrases.Replace(norm)
	norm = strings.Join(strings.Fields(norm), " ")
	return norm, quotes
}

func closingLen(s string) int {
	for _, q := range []string{"\"", "”", "»", "’", "'"} {
		if strings.HasPrefix(s, q) {
			return len(q)
		}
	}
	return 0
}

// separators join clauses: "and", "then", "y", "luego", commas...
var separator = regexp.MustCompile(`\s*(?:[,;]|\.\s)\s*(?:(?:and\s+)?then|y\s+(?:luego|despues)|luego|despues|and|y|also|tambien)?\s*|\s+(?:and\s+then|and\s+also|then|y\s+luego|y\s+despues|y\s+tambien|luego|despues|and|y|e)\s+`)

// splitClauses cuts the request at separators, but only where the next
// fragment starts with a verb: "between 3 and 7" stays one clause.
func splitClauses(prompt, norm string, quotes []string) []clause {
	norm = strings.TrimRight(norm, " .!")
	idx := separator.FindAllStringIndex(norm, -1)
	var parts []string
	start := 0
	for _, m := range idx {
		next := norm[m[1]:]
		if !startsWithVerb(next) {
			continue
		}
		parts = append(parts, norm[start:m[0]])
		start = m[1]
	}
	parts = append(parts, norm[start:])
	out := make([]clause, 0, len(parts))
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		out = append(out, clause{raw: unquote(p, quotes), norm: p, quotes: quotesIn(p, quotes), prompt: prompt})
	}
	return out
}

var quoteMarker = regexp.MustCompile(`\bq(\d+)\b`)

// quotesIn lists the quotes a clause holds, in order, renumbered from 0.
func quotesIn(p string, quotes []string) []string {
	var out []string
	for _, m := range quoteMarker.FindAllStringSubmatch(p, -1) {
		if i, err := strconv.Atoi(m[1]); err == nil && i < len(quotes) {
			out = append(out, quotes[i])
		}
	}
	return out
}

func unquote(p string, quotes []string) string {
	return quoteMarker.ReplaceAllStringFunc(p, func(m string) string {
		i, _ := strconv.Atoi(m[1:])
		if i < len(quotes) {
			return `"` + quotes[i] + `"`
		}
		return m
	})
}

// fillers are words a request may start with before its verb.
var fillers = map[string]bool{"please": true, "now": true, "also": true, "then": true, "and": true,
	"can": true, "could": true, "you": true, "i": true, "want": true, "to": true, "would": true, "like": true,
	"por": true, "favor": true, "ahora": true, "tambien": true, "luego": true, "y": true, "quiero": true,
	"que": true, "me": true, "lo": true, "la": true, "just": true, "finally": true, "finalmente": true}

// startsWithVerb reports whether a fragment begins (after fillers) with a
// word that starts an instruction.
func startsWithVerb(s string) bool {
	n := 0
	for _, w := range strings.Fields(s) {
		if fillers[w] {
			continue
		}
		if isVerb(w) {
			return true
		}
		n++
		if n >= 1 {
			return false
		}
	}
	return false
}

var englishVerbs = map[string]bool{"remove": true, "delete": true, "cut": true, "trim": true, "split": true,
	"add": true, "put": true, "insert": true, "place": true, "change": true, "rename": true, "replace": true,
	"set": true, "make": true, "turn": true, "lower": true, "raise": true, "increase": true, "decrease": true,
	"reduce": true, "mute": true, "unmute": true, "silence": true, "move": true, "shift": true, "extend": true,
	"shorten": true, "lengthen": true, "undo": true, "redo": true, "apply": true, "blur": true, "sharpen": true,
	"brighten": true, "darken": true, "drop": true, "erase": true, "get": true, "write": true, "show": true,
	"give": true, "use": true, "convert": true, "crop": true, "rotate": true, "flip": true, "warm": true,
	"cool": true, "boost": true, "chop": true, "snip": true, "soften": true, "start": true, "end": true, "caption": true, "subtitle": true,
	"transcribe": true, "overlay": true, "edit": true, "update": true, "fade": true, "keep": true}

var spanishStems = []string{"borr", "elimin", "sac", "quit", "cort", "recort", "divid", "parti", "agreg",
	"anad", "pon", "insert", "cambi", "reemplaz", "sub", "baj", "silenci", "mute", "muev", "mov", "alarg",
	"acort", "deshac", "rehac", "aplic", "hac", "haz", "convert", "dej", "escrib", "ajust", "desenfoc",
	"enfoc", "ilumin", "aclar", "oscurec", "calent", "enfri", "rot", "gir", "mostr", "coloc", "suma",
	"extend", "estir", "achic", "agrand", "transcrib", "activ", "desactiv", "dese", "reduc", "aument", "hace", "pasa", "pasal"}

func isVerb(w string) bool {
	if englishVerbs[w] {
		return true
	}
	for _, s := range spanishStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// has reports whether re matches the clause.
func (c clause) has(re *regexp.Regexp) bool { return re.MatchString(c.norm) }

// quoteOr returns the first quoted text, or "".
func (c clause) quote() string {
	if len(c.quotes) > 0 {
		return c.quotes[0]
	}
	return ""
}

// words builds a whole-word alternation regexp.
func words(ws ...string) *regexp.Regexp {
	return re(`\b(?:` + strings.Join(ws, "|") + `)\b`)
}

// compiled caches the patterns built inside functions, so a rule reads
// where it is used and costs one compilation per process.
var compiled sync.Map

// re compiles a pattern once.
func re(pattern string) *regexp.Regexp {
	if r, ok := compiled.Load(pattern); ok {
		return r.(*regexp.Regexp)
	}
	r := regexp.MustCompile(pattern)
	compiled.Store(pattern, r)
	return r
}
