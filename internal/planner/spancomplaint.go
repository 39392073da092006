package planner

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A complaint that names a stretch of seconds at an edge, and a removal
// that only points back at them: "the replay has like 2 boring seconds at
// the end, get rid of them", "los últimos 2 segundos se ven negros,
// vuélalos", "el amasado tiene 3 segundos al final que no pasa nada,
// sacalos", "…, los últimos 4 segundos sobran". The stretch is the edit's
// span and the removal its verb; the complaint's adjective (boring,
// black, blurry, "que no pasa nada") is only why. Before, the adjective
// was read as an edit of its own ("blurry" applied a blur and "get rid of
// them" deleted it: silent), or the clause was refused for it.
//
// The request is planned as the plain cut it means, "cut the last 2
// seconds of the replay", and the reply says so. It is read only where
// the stretch, its edge and the removal are all said: a count with no
// edge ("3 boring seconds") or a removal of "it" (the clip, or the
// stretch?) is left as it was.

// spanComplaint is a stretch at an edge, the thing it is of ("" for the
// video) and the seconds it lasts.
type spanComplaint struct {
	edge  string // "start" or "end"
	secs  float64
	thing string // as said, without its article: "replay", "video de harvest"
}

// cut is the plain request the complaint means.
func (s spanComplaint) cut() string {
	edge := "first"
	if s.edge == "end" {
		edge = "last"
	}
	n := strconv.FormatFloat(s.secs, 'f', -1, 64)
	unit := "seconds"
	if s.secs == 1 {
		unit = "second"
	}
	if s.thing == "" {
		return fmt.Sprintf("cut the %s %s %s", edge, n, unit)
	}
	return fmt.Sprintf("cut the %s %s %s of the %s", edge, n, unit, s.thing)
}

// spanComplaintPlan plans a stretch complaint as its cut; ok only when
// the request is one and the cut plans.
func spanComplaintPlan(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	sc, ok := readSpanComplaint(prompt)
	if !ok {
		return Plan{}, false
	}
	said := sc.cut()
	plan := planVideo(ctx, said, ed, opt)
	if !plan.OK() {
		return Plan{}, false
	}
	plan.Reply = fmt.Sprintf("Read as %q: %s", said, plan.Reply)
	return plan, true
}

// spanUnit: a word of seconds, typos with it ("segudnos").
func spanUnit(w string) bool {
	switch w {
	case "s", "sec", "secs", "second", "seconds", "seg", "segs", "segundo", "segundos", "sg", "sgs", "segudnos", "segunods", "secods":
		return true
	}
	return false
}

// spanCount: "2", "two", "dos", "un"/"a" (only before a unit).
func spanCount(w string) (float64, bool) {
	if v, err := strconv.ParseFloat(w, 64); err == nil && v > 0 {
		return v, true
	}
	if v, ok := numberWords[w]; ok && v > 0 {
		return v, true
	}
	if v, ok := oneWords[w]; ok && w != "once" {
		return v, true
	}
	return 0, false
}

// spanEdgeWords name the edge a stretch is at.
var (
	spanEndWords   = []string{"end", "ending", "final", "finale", "cierre"}
	spanStartWords = []string{"start", "beginning", "begining", "principio", "comienzo", "inicio", "arranque"}
	spanLastWords  = []string{"last", "final", "ultimos", "ultimas", "ultimo", "ultima"}
	spanFirstWords = []string{"first", "primeros", "primeras", "primer", "primera", "opening"}
)

// spanPlural: a removal that points at the seconds ("them", "those",
// "-los"): a singular "it"/"sacalo" may be the whole clip.
var spanRemovals = []string{
	"get rid of them", "get rid of those", "get rid of these", "cut them", "cut those", "cut them out", "cut those out",
	"cut them off", "trim them", "trim them off", "trim those", "trim those off", "remove them", "remove those", "delete them",
	"delete those", "lose them", "lose those", "drop them", "drop those", "chop them", "chop them off", "chop those off",
	"take them out", "take those out", "take them off", "kill them", "ditch them",
	"sacalos", "sacalas", "saquen", "sacarlos", "sacarlas", "volalos", "volalas", "vuelalos", "vuelalas", "borralos", "borralas",
	"cortalos", "cortalas", "quitalos", "quitalas", "eliminalos", "eliminalas", "recortalos", "recortalas", "sacaselos",
	"sacale esos", "saca esos", "volá esos", "vola esos", "borra esos", "corta esos", "quita esos", "elimina esos",
	"hay que sacarlos", "hay que cortarlos", "fuera",
}

// spanExtra: the stretch said to be too much, with no verb of an edit
// ("los últimos 4 segundos sobran", "those 2 seconds are extra").
var spanExtraWords = []string{"sobran", "sobra", "estan de mas", "son de mas", "no sirven", "are extra", "are useless",
	"aren't needed", "arent needed", "are not needed", "can go", "have to go", "need to go", "gotta go"}

// readSpanComplaint reads the request as a stretch complaint and its
// removal. It folds the words itself (no lexicon): the shapes it reads
// are few and whole, and a word it does not place makes it give up.
func readSpanComplaint(prompt string) (spanComplaint, bool) {
	if strings.ContainsAny(prompt, "\"“”«»") {
		return spanComplaint{}, false // a quote: a text's words may hold any of this
	}
	clauses := spanClauses(fold(prompt))
	if len(clauses) < 1 || len(clauses) > 3 {
		return spanComplaint{}, false
	}
	var sc spanComplaint
	at, removal := -1, false
	for k, c := range clauses {
		joined := " " + strings.Join(c, " ") + " "
		if slices.ContainsFunc(spanRemovals, func(r string) bool {
			return strings.TrimSpace(joined) == r || strings.HasSuffix(joined, " "+r+" ") && removalLed(c, r)
		}) {
			removal = true
			continue
		}
		s, stretchEnd, ok := stretchIn(c)
		if !ok {
			continue
		}
		if at >= 0 {
			return spanComplaint{}, false // two stretches
		}
		at, sc = k, s
		if slices.ContainsFunc(spanExtraWords, func(w string) bool { return strings.Contains(joined, " "+w+" ") }) {
			removal = true
		}
		if sc.thing == "" {
			sc.thing = thingOfStretch(c, stretchEnd)
		}
	}
	if at < 0 || !removal {
		return spanComplaint{}, false
	}
	for k, c := range clauses {
		if k == at || isSpanRemovalClause(c) {
			continue
		}
		// another clause may only say how the thing is ("el video de
		// harvest dura demasiado") and name it; any number or command in
		// it is another edit, left to the planner as it was
		thing, ok := remarkThingOf(c)
		other := "end"
		if sc.edge == "end" {
			other = "start"
		}
		if slices.ContainsFunc(c, func(w string) bool { return edgeWord(w) == other }) {
			// "cortá el final del X, los primeros 3 segundos sobran": the
			// edges say two things; left to be asked
			return spanComplaint{}, false
		}
		if !ok {
			return spanComplaint{}, false
		}
		if sc.thing == "" {
			sc.thing = thing
		} else if thing != "" && thing != sc.thing {
			return spanComplaint{}, false
		}
	}
	if sc.thing == "it" || sc.thing == "eso" {
		return spanComplaint{}, false
	}
	return sc, true
}

// removalLed: the removal phrase r ends the clause and only fillers come
// before it ("ok get rid of them", "pls cut them").
func removalLed(c []string, r string) bool {
	n := len(strings.Fields(r))
	for _, w := range c[:len(c)-n] {
		if !slices.Contains([]string{"ok", "so", "just", "please", "pls", "plz", "and", "y", "then", "luego", "asi", "que", "porfa", "dale", "entonces", "mejor"}, w) {
			return false
		}
	}
	return true
}

func isSpanRemovalClause(c []string) bool {
	joined := " " + strings.Join(c, " ") + " "
	return slices.ContainsFunc(spanRemovals, func(r string) bool { return strings.HasSuffix(joined, " "+r+" ") && removalLed(c, r) })
}

// spanClauses splits folded words at punctuation and at "and"/"y" before
// a removal.
func spanClauses(s string) [][]string {
	var out [][]string
	var cur []string
	flush := func() {
		for len(cur) > 0 && slices.Contains([]string{"pls", "plz", "please", "porfa", "lol", "jaja", "jajaja", "xd", "thx", "thanks", "gracias"}, cur[len(cur)-1]) {
			cur = cur[:len(cur)-1] // "get rid of them pls"
		}
		if len(cur) > 0 {
			out = append(out, cur)
		}
		cur = nil
	}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		trail := strings.IndexAny(f, ",.;!?")
		word := f
		if trail >= 0 {
			word = f[:trail]
		}
		word = strings.Trim(word, "¡¿()")
		if word != "" {
			cur = append(cur, word)
		}
		if trail >= 0 {
			flush()
		}
	}
	flush()
	return out
}

// stretchIn finds "the last 2 seconds (of X)", "los primeros 3 segundos
// (del X)", "el primer segundo", or "2 boring seconds at the end", "3
// segundos negros al principio" in a clause. It returns the stretch, the
// index after it, and whether one was found; a count of seconds with no
// edge is none.
func stretchIn(c []string) (spanComplaint, int, bool) {
	for i := 0; i < len(c); i++ {
		w := c[i]
		// "the last 2 seconds", "los ultimos 2 segundos"
		if slices.Contains(spanLastWords, w) || slices.Contains(spanFirstWords, w) {
			edge := "start"
			if slices.Contains(spanLastWords, w) {
				edge = "end"
			}
			j := i + 1
			n := 1.0
			if j < len(c) {
				if v, ok := spanCount(c[j]); ok && !spanUnit(c[j]) {
					n, j = v, j+1
				}
			}
			if j < len(c) && spanUnit(c[j]) {
				s := spanComplaint{edge: edge, secs: n}
				j++
				if j < len(c) && slices.Contains([]string{"of", "del", "de"}, c[j]) {
					thing, k := phraseAfter(c, j+1)
					s.thing = thing
					j = k
				}
				return s, j, true
			}
		}
		// "2 boring seconds at the end", "3 segundos negros al principio"
		v, ok := spanCount(w)
		if !ok || spanUnit(w) {
			continue
		}
		j := i + 1
		for k := 0; k < 3 && j < len(c) && !spanUnit(c[j]); k++ {
			j++ // "boring", "dead", "de nada": at most three words
		}
		if j >= len(c) || !spanUnit(c[j]) {
			continue
		}
		for k := j + 1; k < len(c) && k <= j+6; k++ {
			if edge, ok := edgeAt(c, k); ok {
				return spanComplaint{edge: edge, secs: v}, k + 1, true
			}
		}
	}
	return spanComplaint{}, 0, false
}

// edgeAt: "at the end", "al final", "del principio", "at the start" at k
// (the edge word; an "at"/"al"/"en el" before it).
func edgeAt(c []string, k int) (string, bool) {
	w := c[k]
	var edge string
	switch {
	case slices.Contains(spanEndWords, w):
		edge = "end"
	case slices.Contains(spanStartWords, w):
		edge = "start"
	default:
		return "", false
	}
	if k == 0 {
		return "", false
	}
	p := c[k-1]
	if p == "the" || p == "el" || p == "la" {
		if k < 2 {
			return "", false
		}
		p = c[k-2]
	}
	if slices.Contains([]string{"at", "al", "del", "en", "near", "toward", "towards", "hacia"}, p) {
		return edge, true
	}
	return "", false
}

// phraseAfter reads a thing's name from k to where a verb or a state
// word starts ("del atardecer se ven negros" -> "atardecer").
func phraseAfter(c []string, k int) (string, int) {
	for k < len(c) && slices.Contains([]string{"the", "el", "la", "los", "las", "this", "that", "ese", "esa", "este", "esta"}, c[k]) {
		k++
	}
	start := k
	for k < len(c) && !stretchStop(c[k]) {
		k++
	}
	return strings.Join(c[start:k], " "), k
}

// stretchStop: a word that ends a thing's name: a verb of being, of
// seeming, of an edit, a state.
func stretchStop(w string) bool {
	return slices.Contains([]string{"is", "are", "was", "were", "look", "looks", "se", "son", "estan", "esta", "quedan", "queda",
		"sobran", "sobra", "have", "has", "tiene", "tienen", "que", "where", "donde", "when", "cuando", "can", "could", "should",
		"need", "needs", "y", "and", "pls", "please", "porfa", "no", "dont", "don't", "lol", "jaja", "are", "they", "muy"}, w)
}

// thingOfStretch: the thing a stretch is of, said before it as the one
// that has it ("the replay has like 2…", "el amasado tiene 3…").
func thingOfStretch(c []string, _ int) string {
	for i, w := range c {
		if w == "has" || w == "have" || w == "tiene" || w == "tienen" {
			thing, k := phraseAfter(c[:i], 0)
			if k != i || thing == "" {
				return ""
			}
			return thing
		}
	}
	return ""
}

// remarkThingOf reads a clause beside the stretch that only says how a
// thing is or a trim with no amount ("el video de harvest dura
// demasiado", "recortale el final a la entrevista", "the intro is too
// long"): the thing it names ("" for none). ok is false for anything
// else: a number, or a verb of another edit.
func remarkThingOf(c []string) (string, bool) {
	for _, w := range c {
		if _, ok := spanCount(w); ok && !slices.Contains([]string{"a", "an", "un", "una", "uno", "one"}, w) {
			return "", false
		}
	}
	// a trim of an edge with no amount: its thing after "a"/"al"/"of"/"de"
	// ("recortale el final a la entrevista", "trim the end of the replay")
	if len(c) >= 4 && slices.Contains([]string{"recortale", "cortale", "recorta", "corta", "recortá", "acortale", "acorta", "trim", "cut",
		"shorten", "chop"}, c[0]) && slices.Contains([]string{"el", "the"}, c[1]) &&
		slices.Contains(slices.Concat(spanEndWords, spanStartWords), c[2]) && slices.Contains([]string{"a", "al", "de", "del", "of", "to"}, c[3]) {
		thing, k := phraseAfter(c, 4)
		return thing, k == len(c) && thing != ""
	}
	// a state: "X dura demasiado", "X is too long", "X drags", "X es muy largo"
	for i, w := range c {
		if slices.Contains([]string{"dura", "is", "es", "esta", "drags", "se", "goes", "runs", "seems"}, w) {
			thing, k := phraseAfter(c[:i], 0)
			if k != i {
				return "", false
			}
			rest := strings.Join(c[i:], " ")
			if slices.Contains([]string{"dura demasiado", "dura mucho", "dura un monton", "is too long", "is way too long", "is so long",
				"drags", "drags on", "es muy largo", "es muy larga", "es re largo", "es re larga", "es demasiado largo", "es demasiado larga",
				"esta muy largo", "esta muy larga", "se hace largo", "se hace larga", "se hace eterno", "goes on too long", "runs too long",
				"is a bit long", "is kinda long"}, rest) {
				return thing, true
			}
			return "", false
		}
	}
	return "", false
}

// edgeWord: "end" or "start" for a word of an edge, "" for others.
func edgeWord(w string) string {
	switch {
	case slices.Contains(spanEndWords, w):
		return "end"
	case slices.Contains(spanStartWords, w):
		return "start"
	}
	return ""
}
