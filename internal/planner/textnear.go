package planner

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/neuralcut/neuralcut/internal/videotools"
)

// A text corrected by saying its right words, which are nearly the words
// it has: "el nombre está mal escrito, es Karla con K" (the text says
// "Carla · estilista"), "typo! its 61,000 km not 62" ("62,000 km"),
// "change the score title to RIVERSIDE 3-1 NORTE, we scored again late",
// "es Lucía Gómez Ferrer" (the text has "Lucía Gómez · Reporter"), "le
// falta el final, tiene que decir 'pero vos seguís brillando así'", "el
// título en mayúsculas: 2019 TOYOTA COROLLA XEI". The words said name the
// text by their likeness: the request was refused or asked which text
// ("Which one do you mean by el nombre"), or the remark after the words
// was read as an edit of its own ("we scored again late" asked how much
// earlier).
//
// The new words are a quote, or the words after "es", "it's", "should
// say", "tiene que decir", "va", a colon, or "to"/"a"/"por" after a verb
// of changing, up to a comma or a stop or a remark ("not 62", "con K").
// They must be the words of a run of one text with exactly one word or
// number changed a little (a letter, a digit), or with only their capitals
// changed (the whole text), or with one word swapped (the whole text, four
// words or more), or with words added where the text's run ends (at its
// end or before a mark such as "·"). Only that run changes. Any other
// likeness, or a likeness to two texts, is left as it was; so is a request
// that adds something or says another edit beside the words.
//
// nearTextCorrected is tried only when the request was not planned.
func nearTextCorrected(ctx context.Context, prompt string, ed *videotools.Editor, opt Options) (Plan, bool) {
	if ed == nil || ed.Project == nil {
		return Plan{}, false
	}
	swap, ok := nearTextSwap(prompt, projectTexts(ed))
	if !ok {
		return Plan{}, false
	}
	plan := planVideo(ctx, fmt.Sprintf("replace %q with %q", swap[0], swap[1]), ed, opt)
	return plan, plan.OK()
}

// nearAdds are words of adding: the words said are a new thing's.
var nearAdds = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:add|adds|adding|agreg\p{L}*|añad\p{L}*|anad\p{L}*|insert\p{L}*|sumale|sumá|suma|sticker|stickers|emoji)(?:$|[^\p{L}])`)

// nearQuote is a quoted part of the request.
var nearQuote = regexp.MustCompile(`["“«]([^"”»]+)["”»]|(?:^|\s)['‘]([^'’]+)['’]`)

// nearChangeVerb: a verb of changing, after which "to", "a" or "por"
// start the new words.
var nearChangeVerb = regexp.MustCompile(`^(?:cambi|change|correg|corrig|fix|arregl|rename|replace|reemplaz|edit|update|actualiz)`)

// nearSayMarks end right before the new words.
var nearSayMarks = [][]string{
	{"should", "say"}, {"should", "read"}, {"should", "be"}, {"must", "say"}, {"tiene", "que", "decir"},
	{"tiene", "que", "ser"}, {"deberia", "decir"}, {"deberia", "ser"}, {"debe", "decir"}, {"que", "diga"},
	{"it", "is"}, {"its"}, {"it's"}, {"it’s"}, {"es"}, {"son"}, {"is"}, {"va"},
}

// nearTails end the new words: what follows is a remark ("not 62", "con K").
var nearTails = map[string]bool{"not": true, "no": true, "con": true, "with": true, "instead": true, "en": true,
	"pls": true, "please": true, "porfa": true, "lol": true, "because": true, "porque": true, "since": true, "now": true, "ahora": true}

// nearTok is a word of the request or of a text: as typed, and its core
// folded (the punctuation around it dropped); a mark ("·") is its own core.
type nearTok struct {
	raw, core string
	pos, end  int // bytes of the core in its string
}

// nearToks splits s at spaces.
func nearToks(s string) []nearTok {
	var out []nearTok
	i := 0
	for _, w := range strings.Fields(s) {
		at := strings.Index(s[i:], w) + i
		i = at + len(w)
		trim := func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("$€£%@#", r)
		}
		core := strings.TrimFunc(w, trim)
		if core == "" {
			out = append(out, nearTok{raw: w, core: w, pos: at, end: at + len(w)})
			continue
		}
		lead := strings.Index(w, core)
		out = append(out, nearTok{raw: w, core: fold(core), pos: at + lead, end: at + lead + len(core)})
	}
	return out
}

// nearNewWords are the stretches of the request that may be a text's
// new words: each quote, and what follows a mark of saying, cut at each
// remark word and at the first comma or stop.
func nearNewWords(prompt string) []string {
	var out []string
	for _, m := range nearQuote.FindAllStringSubmatch(prompt, -1) {
		out = append(out, strings.TrimSpace(m[1]+m[2]))
	}
	if len(out) > 0 {
		return out
	}
	toks := nearToks(prompt)
	changed := false
	for j := 0; j < len(toks); j++ {
		if nearChangeVerb.MatchString(toks[j].core) {
			changed = true
		}
		start := -1
		if strings.HasSuffix(toks[j].raw, ":") {
			start = j + 1
		} else if changed && (toks[j].core == "to" || toks[j].core == "a" || toks[j].core == "por") && toks[j].raw == toks[j].core {
			start = j + 1
		} else {
			for _, mark := range nearSayMarks {
				if j+1 >= len(mark) {
					ok := true
					for k := range mark {
						if toks[j+1-len(mark)+k].core != mark[k] {
							ok = false
							break
						}
					}
					if ok {
						start = j + 1
						break
					}
				}
			}
		}
		if start < 0 || start >= len(toks) {
			continue
		}
		for e := start; e < len(toks); e++ {
			if e > start && nearTails[toks[e].core] {
				out = append(out, prompt[toks[start].pos:toks[e-1].end])
			}
			if strings.ContainsAny(toks[e].raw[len(toks[e].raw)-1:], ".,;!?") && !abbreviated(toks, e) {
				out = append(out, prompt[toks[start].pos:toks[e].end])
				break
			}
			if e == len(toks)-1 {
				out = append(out, prompt[toks[start].pos:toks[e].end])
			}
		}
	}
	return out
}

// abbreviated: the stop that ends toks[e] shortens a word ("Av. Juárez",
// "Dr. Paz"): a capital and at most two letters more, and a capital after.
func abbreviated(toks []nearTok, e int) bool {
	t := toks[e]
	if !strings.HasSuffix(t.raw, ".") || e+1 >= len(toks) || len([]rune(t.core)) > 3 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(t.raw)
	next, _ := utf8.DecodeRuneInString(toks[e+1].raw)
	return unicode.IsUpper(first) && unicode.IsUpper(next)
}

// nearWord: a and b (cores) differ a little: a digit or a letter.
func nearWord(a, b string) bool {
	if a == b {
		return false
	}
	da, db := strings.IndexFunc(a, unicode.IsDigit) >= 0, strings.IndexFunc(b, unicode.IsDigit) >= 0
	if da || db {
		return da && db && numberShape(a) == numberShape(b)
	}
	return len([]rune(a)) >= 4 && len([]rune(b)) >= 4 && osaDistance(a, b, 1) <= 1
}

// isMark: a token with no letter or digit ("·", "|", "-").
func isMark(t nearTok) bool {
	return strings.IndexFunc(t.raw, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// nearRun finds in text the run the new words w correct: {old, new}.
func nearRun(w, text string) ([2]string, bool) {
	ws, ts := nearToks(w), nearToks(text)
	n, m := len(ws), len(ts)
	if n == 0 || m == 0 {
		return [2]string{}, false
	}
	span := func(toks []nearTok, s string, i, j int) string { return s[toks[i].pos:toks[j].end] }
	var found [][2]string
	fresh := strings.TrimRight(strings.TrimSpace(w), ",;:") // "Paso 2: Quieto (stay)" keeps its ")"
	for i := 0; i+n <= m; i++ {
		near, other, cased, wordSwap := 0, 0, 0, false
		for k := 0; k < n; k++ {
			a, b := ws[k], ts[i+k]
			switch {
			case a.core == b.core:
				if a.raw != b.raw && strings.Trim(a.raw, ".,;!?") != strings.Trim(b.raw, ".,;!?") {
					cased++
				}
			case nearWord(a.core, b.core):
				near++
			default:
				other++
				wordSwap = !isMark(a) && !isMark(b)
			}
		}
		whole := i == 0 && n == m
		if other == 0 && near == 1 || whole && n >= 2 && other == 0 && near == 0 && cased > 0 || whole && n >= 4 && other == 1 && near == 0 && wordSwap {
			found = append(found, [2]string{span(ts, text, i, i+n-1), fresh})
		}
	}
	// words added where the text's run ends: "Lucía Gómez" + "Ferrer"
	for i := 0; i < m; i++ {
		k := 0
		for k < n && i+k < m && ws[k].core == ts[i+k].core && !isMark(ws[k]) {
			k++
		}
		if k >= 2 && k < n && (i+k == m || isMark(ts[i+k])) && !isMark(ws[k]) && !strings.ContainsAny(ws[k-1].raw[len(ws[k-1].raw)-1:], ".,;:!?") {
			found = append(found, [2]string{span(ts, text, i, i+k-1), fresh})
		}
	}
	if len(found) != 1 {
		return [2]string{}, false
	}
	return found[0], true
}

// nearTextSwap: the one run of one text that the request's new words
// correct, and those words: {old, new}.
func nearTextSwap(prompt string, texts []string) ([2]string, bool) {
	if nearAdds.MatchString(prompt) {
		return [2]string{}, false
	}
	var best [2]string
	bestText := ""
	bestLen, ties := 0, 0
	for _, w := range nearNewWords(prompt) {
		if strings.IndexFunc(w, unicode.IsLetter) < 0 || saidByText(w, texts) || nearOtherEdit.MatchString(fold(strings.Replace(prompt, w, " ", 1))) {
			continue // "move the 'Day 75' text": it names a text; "… y que dure hasta el 30"
		}
		for _, tx := range texts {
			swap, ok := nearRun(w, tx)
			if !ok {
				continue
			}
			switch l := len(nearToks(w)); {
			case l > bestLen:
				best, bestText, bestLen, ties = swap, tx, l, 1
			case l == bestLen && swap != best:
				ties++
			}
		}
	}
	if ties != 1 {
		return [2]string{}, false
	}
	if shortenedSaid.MatchString(fold(prompt)) {
		return shortenedTo(bestText, best[1])
	}
	return best, true
}

// shortenedSaid: the request makes the text shorter ("make the hook
// shorter, just 'FIN DE AÑO 2026'", "acortá el título: 'Gran final'").
var shortenedSaid = regexp.MustCompile(`\b(?:shorter|shorten\w*|make it short|cut it down|trim it down|fewer words|less words|mas corto|mas corta|mas breve|acort\w*|resum\w*|menos texto|menos palabras)\b`)

// shortenedTo: a text made shorter becomes the new words whole (the
// words that run alike were kept and the rest of the text stayed, so the
// text grew); new words no shorter than the text are no such thing.
func shortenedTo(text, fresh string) ([2]string, bool) {
	if len([]rune(fresh)) >= len([]rune(text)) {
		return [2]string{}, false
	}
	return [2]string{text, fresh}, true
}

// saidByText: some text has the words w already, as typed: they name it
// ("the 'Day 75' text"); in other capitals they may be its new words.
func saidByText(w string, texts []string) bool {
	w = strings.TrimSpace(w)
	for _, tx := range texts {
		if strings.Contains(tx, w) {
			return true
		}
	}
	return false
}

// nearOtherEdit: words of another edit beside the new words (a move, a
// removal, a length or a time): "move the 'Day 75' text so it starts with
// the harvest clip", "… y que dure hasta el 30".
var nearOtherEdit = regexp.MustCompile(`\b(?:move|moves|mov[e]|mover|movelo|movela|subilo|subila|bajalo|bajala|borr\w*|delete|remove|quit\w*|sac\w*|dure|duren|dura|last|lasts|long|larg\w*|hasta|until|till|desde|from|starts?|empie\w*|seconds?|segundos?|secs?|mute|silenci\w*|volume|volumen|hide|ocult\w*|aparezc\w*|aparec\w*|appears?|appearing|salga|salgan)\b`)
