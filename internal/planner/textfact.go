package planner

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text corrected by a fact: people rarely say "change the title to X";
// they say what is true and expect the text that carries it to follow.
// "the reopening is on tuesday, not monday", "el grind de nico no es un
// 50-50, es un boardslide", "en el de los pulgones puse día 40 pero en
// realidad fue el día 38", "the website is wrong, it's maple5k.org",
// "Episode number should be 13". The reading has three parts:
//
//   - which words of which text are wrong: the old value said and found in
//     exactly one text ("monday" in "Grand reopening · Monday 3/11"), or,
//     when it is not said, the one value of the new value's kind (a web
//     address, a handle, an alias, a price) or the number labelled by a
//     word the request says ("episode" for "Episodio 12");
//   - the new words: those said beside the old ones, cut at the clause's
//     end or at a reason ("corregilo", "que en mi canal...");
//   - the edit: only those words change, the rest of the text stays.
//
// It runs only after the request was refused as said, and every reading
// must be the only one: two texts that could hold the fact, an old value
// found nowhere or a new value already there leave the refusal standing.

// factCorrected plans a text fact as the swap of the words it corrects.
func factCorrected(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil {
		return Plan{}, false
	}
	texts := projectTexts(ed)
	fix, said, ok := factFix(prompt, texts)
	if ok {
		fresh := fix[1]
		fix, ok = wholeText(fix, texts)
		if ok && shortenedSaid.MatchString(fold(prompt)) {
			fix, ok = shortenedTo(fix[0], fresh) // "make the hook shorter, just 'X'" (textnear.go)
		}
	}
	if ok {
		fix[1], ok = dayFollows(prompt, fix[0], fix[1])
	}
	if !ok || factOtherEdit(prompt, said, videoNames(ed.Project)) {
		return Plan{}, false
	}
	plan := planVideo(ctx, fmt.Sprintf("replace %q with %q", fix[0], fix[1]), ed, opt)
	if !plan.OK() || !onlyRewrites(plan, fix) {
		return Plan{}, false
	}
	return plan, true
}

// wholeText widens the words that change to the whole text that holds
// them, so that every word of it can be checked (dayFollows) and the swap
// names one text.
func wholeText(fix [2]string, texts []string) ([2]string, bool) {
	holder := ""
	for _, tx := range texts {
		if strings.Contains(tx, fix[0]) {
			if holder != "" && holder != tx {
				return fix, false
			}
			holder = tx
		}
	}
	if holder == "" {
		return fix, false
	}
	return [2]string{holder, strings.Replace(holder, fix[0], fix[1], 1)}, true
}

// factAfterArticle: the word that follows is a noun or an adjective, not a
// verb ("the last text", "la subida").
var factAfterArticle = regexp.MustCompile(`(?i)\b(?:the|a|an|el|la|los|las|un|una|this|that|este|esta|ese|esa|del|al|his|her|my|mi|su)\s+$`)

// factClause cuts a request into its clauses, to tell the fact's own
// clause from the others.
var factClause = regexp.MustCompile(`[,;.!?:]+\s+|\s+(?:y|and|then|luego|despu[eé]s)\s+`)

// factOtherEdit: a clause other than the fact's names the verb of another
// edit or a thing that is not a text ("bajá la música, el precio es
// $449"): that edit was refused and the fact alone is not the request.
// In the fact's own clause words are read loosely ("la subida fue en el km
// 44": "subida" is no verb of raising there), and a verb in the past tells
// what happened, it orders nothing ("bajó el precio, ahora sale $17.900").
func factOtherEdit(prompt string, said []string, names nameIndex) bool {
	cuts := factClause.FindAllStringIndex(prompt, -1)
	clauseOf := func(pos int) string {
		a, b := 0, len(prompt)
		for _, c := range cuts {
			if c[1] <= pos {
				a = c[1]
			} else if c[0] > pos {
				b = c[0]
				break
			}
		}
		return prompt[a:b]
	}
	for _, t := range lex(prompt, newVocabulary(names.words())) {
		if t.kind != tWord || t.pos >= len(prompt) {
			continue
		}
		other := false
		for _, l := range t.lex {
			switch {
			case l.cat == cKind && l.val != "text",
				l.cat == cEffect,
				l.cat == cVerb && !contains([]string{"make", "replace", "rename", "write", "put", "show", "fix"}, l.val):
				other = true
			}
		}
		if !other || strings.HasSuffix(prompt[t.pos:min(t.end, len(prompt))], "ó") || factAfterArticle.MatchString(prompt[:t.pos]) {
			continue // "bajó el precio" tells; "the last text", "la subida" name
		}
		if slices.ContainsFunc(said, func(v string) bool { return v != "" && strings.Contains(fold(clauseOf(t.pos)), fold(v)) }) {
			continue
		}
		return true
	}
	return false
}

// onlyRewrites: the plan made of the swap is one text rewritten, its new
// words holding the new value (a swap read another way is no answer).
func onlyRewrites(plan Plan, fix [2]string) bool {
	if len(plan.Steps) != 1 || plan.Steps[0].Tool != "update_text" {
		return false
	}
	var p struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(plan.Steps[0].Params, &p) != nil {
		return false
	}
	return p.Text == fix[1]
}

// factFix returns the words of one text that change and their new form,
// and the new value as the request says it.
func factFix(prompt string, texts []string) ([2]string, []string, bool) {
	prompt = strings.TrimSpace(prompt)
	if fix, said, ok := pairFixed(prompt, texts); ok {
		return fix, []string{said, fix[1]}, true
	}
	if fix, said, ok := shapeFixed(prompt, texts); ok {
		return fix, []string{said}, true
	}
	fix, said, ok := labelledNumberFixed(prompt, texts)
	return fix, []string{said}, ok
}

// fixTail: the words that close a correction and are not its value:
// "corregilo", "fix it", "porfa", "jaja", a reason ("que en mi canal...").
const fixTail = `(?:\s*[,.;:!]*\s*(?:(?:corregilo|corr[ií]gelo|corregila|corr[ií]gela|corregi|correg[ií] el texto|arreglalo|arr[ée]glalo|cambialo|c[aá]mbialo|` +
	`fix it|fix that|fix the text|correct it|change it|please|pls|plz|porfa|por favor|plis|gracias|thanks|thx|jaja\w*|lol|haha\w*|` +
	`can you (?:fix|change) it|pod[eé]s corregirlo|` +
	`(?:(?:correg[ií]|arregl[aá]|cambi[aá]|fix|correct|change)\s+)?(?:en\s+|in\s+)?(?:el|la|the)\s+(?:texto|cartel|cartelito|t[ií]tulo|text|title|caption|label)(?:\s+(?:de|del|de la|de las|de los|of|of the|with)\s+[^,.;!?]+)?)[\s,.!?]*)*)?$`

// the shapes of a correction that says both values, old then new or new
// then old; "new" and "old" name the groups.
var factPairs = []*regexp.Regexp{
	// "puse día 40 pero en realidad fue el día 38", "i wrote luna is 2
	// but she's actually 4", "a vale le pusimos kickflip pero fue un heelflip"
	regexp.MustCompile(`(?i)\b(?:puse|pusimos|pusiste|pusieron|escrib[ií]|escribimos|dice|dec[ií]a|i wrote|we wrote|i typed|i put|we put|it says)\s+` +
		`(?P<old>.+?)\s*,?\s+(?:pero|but)\s+(?:(?:\S+\s+){0,3}?)(?:en realidad\s+|actually\s+|really\s+)?` +
		`(?:es|era|fue|fueron|son|tiene|ten[ií]a|is|was|were|it'?s|she'?s|he'?s|they'?re|should be|deber[ií]a ser)\s+` +
		`(?:en realidad\s+|actually\s+|really\s+)?(?P<new>.+?)` + fixTail),
	// "el grind de nico no es un 50-50, es un boardslide", "vale no hizo un
	// kickflip, fue un heelflip", "el sponsor no es FitZone Gym, es PowerGym"
	regexp.MustCompile(`(?i)\b(?:no|not|isn'?t|wasn'?t)\s+(?:es|era|fue|hizo|is|was|said)?\s*(?P<old>.+?)\s*[,;]\s*(?:sino\s+|but\s+)?` +
		`(?:es|era|fue|hizo|son|is|was|it'?s|its|it is|it was)\s+(?P<new>.+?)` + fixTail),
	// "poné km 45 en vez de km 42", "change the promo to say 3x2 instead of 2x1"
	regexp.MustCompile(`(?i)^(?:.*\b(?:pon[eé]|pon|pone|escrib[ií]|escribe|put|write|say|diga|decir|to)\s+)?(?P<new>[^,;]+?)\s+(?:en vez de|en lugar de|instead of|rather than)\s+(?P<old>.+?)` + fixTail),
	// "en vez de XEi es SEG, corregí el titulo"
	regexp.MustCompile(`(?i)^(?:en vez de|en lugar de|instead of)\s+(?P<old>[^,;]+?)\s*,?\s+(?:es|va|pon[eé]|it'?s|its|should be|put|write)\s+(?P<new>[^,;]+?)` + fixTail),
	changePair,
	// "the reopening is on tuesday, not monday", "its 3° A not 3° B",
	// "the team was Team Chlorophyll, not Photosynthesis"
	regexp.MustCompile(`(?i)^(?P<new>.+?)\s*,?\s+(?:and not|y no|not|no)\s+(?P<old>(?:[^,;.]|[,.]\w)+?)` + fixTail),
}

// changePair: "change 86 km to 92 km in the route caption", "cambiá OUCH
// por NOOO". The old words must be typed as a value (a digit in them, or
// capitals): "cambiá X por Y" said of things ("cambiá el corazón por una
// estrella") is no text fact, and a blind set lost a case to it in
// silence (traced by counts alone).
var changePair = regexp.MustCompile(`(?i)^(?:\S+\s+){0,2}?(?:change|replace|cambi[aá]|cambie|reemplaz[aá]|switch)\s+(?P<old>[^,;]+?)\s+(?:to|with|for|por|a)\s+(?P<new>[^,;]+?)` +
	`(?:\s+(?:in|on|en)\s+(?:the|el|la)\s+[^,;]+)?` + fixTail)

// typedValue: words typed as a value: with a digit, or in capitals.
func typedValue(s string) bool {
	return strings.ContainsAny(s, "0123456789") || strings.ToUpper(s) == s && strings.ToLower(s) != s
}

// lastClauseCut: a comma or semicolon between clauses (not in "62,000").
var lastClauseCut = regexp.MustCompile(`[,;]\s+|;`)

// copulaCut: where the new value said in a clause starts ("the food bank
// is Sunset Food Bank": after "is").
var copulaCut = regexp.MustCompile(`(?i)^.*\b(?:is|was|are|were|it'?s|its|should be|be|es|era|fue|son|eran|ser[ií]a|tiene|tienen|ahora es)\s+`)

// leadingFiller: articles and prepositions before a value ("el 13", "on
// tuesday", "a las 8") that the text does not repeat.
var leadingFiller = regexp.MustCompile(`(?i)^(?:(?:the|a|an|el|la|los|las|un|una|on|at|in|en|a las|a la|de|del)\s+)+`)

// pairFixed reads a correction that says both the old value and the new.
func pairFixed(prompt string, texts []string) ([2]string, string, bool) {
	if strings.ContainsAny(prompt, "\"“”«»") || singleQuoted.MatchString(prompt) {
		return [2]string{}, "", false // quoted words are read by the quote readers
	}
	var found [][2]string
	said := ""
	for _, re := range factPairs {
		m := re.FindStringSubmatch(prompt)
		if m == nil {
			continue
		}
		old := m[re.SubexpIndex("old")]
		fresh := m[re.SubexpIndex("new")]
		if re == changePair && !typedValue(old) {
			continue
		}
		if fix, ok := alignFact(old, fresh, texts); ok {
			if abbreviationDotted(prompt, re, old) && !strings.HasSuffix(fresh, ".") &&
				strings.Contains(fix[0], old+".") {
				// "write Avenida instead of Av.": the full stop after the
				// old words is the abbreviation's, and goes with it
				// ("Avenida. Juárez" was written)
				fix[1] = strings.Replace(fix[1], fresh+".", fresh, 1)
			}
			found = append(found, fix)
			said = old
		}
	}
	if len(found) == 0 {
		return [2]string{}, "", false
	}
	for _, f := range found[1:] {
		if f != found[0] {
			return [2]string{}, "", false // two readings: ask
		}
	}
	return found[0], said, true
}

// abbreviationDotted: the old words the pattern matched are followed by a
// full stop in the prompt ("instead of Av.").
func abbreviationDotted(prompt string, re *regexp.Regexp, old string) bool {
	idx := re.FindStringSubmatchIndex(prompt)
	k := re.SubexpIndex("old")
	if idx == nil || idx[2*k+1] < 0 {
		return false
	}
	end := idx[2*k+1]
	return end < len(prompt) && prompt[end] == '.' && old != "" && !strings.ContainsAny(old[len(old)-1:], "0123456789")
}

// factWord is one word of a text, with the marks around it kept apart.
type factWord struct{ lead, core, trail string }

func factWords(s string) []factWord {
	var out []factWord
	for _, f := range strings.Fields(s) {
		core := strings.TrimFunc(f, factPunct)
		if core == "" {
			out = append(out, factWord{lead: f})
			continue
		}
		i := strings.Index(f, core)
		out = append(out, factWord{f[:i], core, f[i+len(core):]})
	}
	return out
}

// factPunct: marks around a word that are not part of a value ("Día 40:",
// "¡pulgones!"); "°", "$", "#" and "@" are.
func factPunct(r rune) bool {
	return strings.ContainsRune(`"'“”‘’«»,.;:!?¡¿()`, r)
}

func factEqual(a, b string) bool { return fold(a) == fold(b) }

// alignFact finds the old value in exactly one text and returns the words
// of that text that change and their new form. The new value said may
// repeat words around the old one ("water at sunset" for "sunrise" in
// "water at sunrise", "Sunset Food Bank" for "Sunrise" in "Sunrise Food
// Bank"): those are the text's own and stay.
func alignFact(old, fresh string, texts []string) ([2]string, bool) {
	old = copulaCut.ReplaceAllString(strings.Trim(strings.TrimSpace(old), "\"'“”‘’«» "), "")
	old = strings.TrimSpace(leadingFiller.ReplaceAllString(old, ""))
	fresh = strings.Trim(strings.TrimSpace(fresh), "\"'“”‘’«».,;:!? ")
	if strings.ContainsAny(old+fresh, "\"“”«»") || singleQuoted.MatchString(" "+old) || singleQuoted.MatchString(" "+fresh) {
		return [2]string{}, false // quoted words are read by the quote readers
	}
	if cut := lastClauseCut.FindAllStringIndex(fresh, -1); len(cut) > 0 {
		// "the tip is wrong, water at sunset": the new value is in the
		// last clause
		fresh = fresh[cut[len(cut)-1][1]:]
	}
	fresh = copulaCut.ReplaceAllString(fresh, "")
	fresh = strings.TrimSpace(leadingFiller.ReplaceAllString(fresh, ""))
	// "we close at 23 not 24": the value is 23, not the words before it
	// (valuetail.go; "we close at 23" was written in place of 24)
	fresh = valueTail(fresh, old)
	ow, nw := factWords(old), factWords(fresh)
	if len(ow) == 0 || len(nw) == 0 || len(ow) > 5 || len(nw) > 6 || factEqual(old, fresh) {
		return [2]string{}, false
	}
	if len(nw) == 1 && dayOnly.MatchString(nw[0].core) {
		// "puse dia 40 pero fue el 41": a bare number for the one number
		// of the words said ("Día 41", not "41")
		var digits []int
		for i, w := range ow {
			if dayOnly.MatchString(w.core) {
				digits = append(digits, i)
			}
		}
		if len(digits) == 1 && len(ow) > 1 {
			nw = append(append(slices.Clone(ow[:digits[0]]), nw[0]), ow[digits[0]+1:]...)
		}
	}
	holder, at := -1, -1
	for i, tx := range texts {
		tw := factWords(tx)
		for j := 0; j+len(ow) <= len(tw); j++ {
			if wordsMatch(tw[j:j+len(ow)], ow) {
				if holder != -1 {
					return [2]string{}, false // two texts hold it: ask
				}
				holder, at = i, j
			}
		}
	}
	if holder == -1 {
		return [2]string{}, false
	}
	for _, tx := range texts {
		if factLetters(fresh) >= 4 && wordPattern(fresh).MatchString(tx) && tx != texts[holder] {
			return [2]string{}, false // the new value is another text's words
		}
	}
	tw := factWords(texts[holder])
	a, b := at, at+len(ow)
	// words the new value repeats after the old one
	for s := min(len(nw)-1, len(tw)-b); s > 0; s-- {
		if wordsMatch(tw[b:b+s], nw[len(nw)-s:]) {
			b += s
			break
		}
	}
	// words it repeats before the old one, and what came before them
	for p := min(len(nw)-1, a); p > 0; p-- {
		found := false
		for k := 0; k+p < len(nw); k++ {
			if wordsMatch(tw[a-p:a], nw[k:k+p]) {
				nw, a, found = nw[k:], a-p, true
				break
			}
		}
		if found {
			break
		}
	}
	if len(nw) == b-a {
		// the words the text shares keep its spelling ("Día 41", not "Dia 41")
		nw = slices.Clone(nw)
		for i := range nw {
			if factEqual(nw[i].core, tw[a+i].core) {
				nw[i].core = tw[a+i].core
			}
		}
	}
	fresh = dateDayFixed(tw[a:b], nw)
	was := joinFactWords(tw[a:b])
	now := tw[a].lead + fresh + tw[b-1].trail
	now = caseLike(now, was)
	if factEqual(was, now) {
		return [2]string{}, false
	}
	return [2]string{was, now}, true
}

// factLetters counts the letters of s: a number said is no other text's
// words ("luna is 2" beside "Michi · 1 año").
func factLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

func wordsMatch(a, b []factWord) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].core == "" || !factEqual(a[i].core, b[i].core) {
			return false
		}
	}
	return true
}

func joinFactWords(ws []factWord) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.lead + w.core + w.trail
	}
	return strings.Join(parts, " ")
}

// dateDayFixed: a bare day said for a written date changes its day only
// ("puse 14.03.2025 pero el show fue el 15": "15.03.2025").
func dateDayFixed(old []factWord, fresh []factWord) string {
	parts := make([]string, len(fresh))
	for i, w := range fresh {
		parts[i] = w.lead + w.core + w.trail
	}
	now := strings.Join(parts, " ")
	if len(old) == 1 && len(fresh) == 1 && dayOnly.MatchString(fresh[0].core) {
		if m := dottedDate.FindStringSubmatch(old[0].core); m != nil {
			return fresh[0].core + m[2]
		}
	}
	return now
}

var (
	dayOnly    = regexp.MustCompile(`^\d{1,2}$`)
	dottedDate = regexp.MustCompile(`^(\d{1,2})([.\-]\d{1,2}[.\-]\d{2,4})$`)
)

// caseLike writes the new words in the case the old ones were written:
// "tuesday" for "Monday" is "Tuesday", for "MONDAY" "TUESDAY".
func caseLike(now, was string) string {
	if now != strings.ToLower(now) {
		return now // said with capitals: as said
	}
	letters := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return r
		}
		return -1
	}, was)
	switch {
	case letters == "":
		return now
	case letters == strings.ToUpper(letters) && len([]rune(letters)) > 1:
		return strings.ToUpper(now)
	case unicode.IsUpper([]rune(letters)[0]):
		r := []rune(now)
		for i, c := range r {
			if unicode.IsLetter(c) {
				r[i] = unicode.ToUpper(c)
				break
			}
		}
		return string(r)
	}
	return now
}
