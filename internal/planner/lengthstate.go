package planner

import (
	"fmt"
	"slices"
	"strings"
)

// How long a thing lasts, said as a state or a wish instead of an edit:
// "the intro drags", "the title goes by too fast", "the logo stays too
// long", "la foto dura re poco", "que la intro dure menos". Said before a
// command that gives the amount ("…, cortale 2 seg al final") it is only
// why, and the command is planned alone (the state was planned as an edit
// of its own and refused, "say which element"). Said alone it names no
// amount: basic mode asks how long, naming both ways, and never guesses a
// length (lengthStateQuestion).

// lengthDegrees may stand between the verb of a length and what it says.
var lengthDegrees = []string{"too", "way too", "way", "so", "very", "muy", "re", "demasiado", "bastante", "super", "a bit", "un poco", "kinda"}

// lengthState: "shorter" when the clause says its thing lasts too long or
// should last less, "longer" when it goes by too fast or should last more,
// "" when it says neither.
func lengthState(toks []token) string {
	for i, t := range toks {
		switch {
		case (t.has(cMod, "shorter") || t.has(cMod, "longer")) && complaintPhrase(t.text):
			// "is too long", "drags", "se hace largo": phrases of the lexicon
			if t.has(cMod, "shorter") {
				return "shorter"
			}
			return "longer"
		case flashesBy(toks, i), goneBeforeRead(toks, i):
			return "longer"
		case t.word("goes by", "go by", "flies by", "flashes by", "flash by", "zips by", "passes", "pasa", "se pasa", "disappears", "desaparece", "se va") || t.has(cVerb, "end"),
			t.word("goes", "go", "flies", "went", "flashes", "flash", "zips") && i+1 < len(toks) && toks[i+1].word("by"):
			// "the title goes by too fast", "desaparece muy rápido"
			k := i + 1
			if k < len(toks) && toks[k].word("by") {
				k++
			}
			if j := pastDegrees(toks, k); j < len(toks) && j > k && toks[j].word("fast", "quick", "quickly", "rapido", "pronto") {
				return "longer"
			}
			if k < len(toks) && toks[k].word("volando", "en un segundo") && (k+1 == len(toks) || toks[k+1].kind == tPunct) {
				return "longer" // "la foto pasa volando"
			}
		case t.has(cVerb, "last") || showsSaid(t) || t.word("stays", "stay", "remains", "is up", "stays up", "stays on", "lingers", "hangs around", "goes on", "go on", "runs on", "drags on", "keeps going", "sigue", "is on screen", "are on screen", "esta en pantalla", "estan en pantalla", "aparecen", "shows up") ||
			// "is on screen forever", "está en pantalla demasiado": only with
			// the screen said ("the text is too long" may be its words)
			t.word("is", "are", "esta", "estan") && i+1 < len(toks) && toks[i+1].word("on screen", "en pantalla"):
			// "stays too long", "dura re poco", "que dure menos", "se queda demasiado"
			if lastsALot(toks, i) {
				return "shorter"
			}
			if w := lengthAfter(toks, i+1); w != "" {
				return w
			}
		}
	}
	return ""
}

// pastDegrees: the index after the degree words from i ("too", "re").
func pastDegrees(toks []token, i int) int {
	for i < len(toks) && toks[i].word(lengthDegrees...) {
		i++
	}
	return i
}

// lengthAfter reads what follows the verb of a length at i: "menos",
// "less", "too long", "demasiado", "mucho" ask it shorter; "más", "more",
// "poco", "too short", "too little" ask it longer. A number after it
// ("dura 5 segundos") is a length said, not a state.
func lengthAfter(toks []token, i int) string {
	j := pastDegrees(toks, i)
	degree := j > i
	if j < len(toks) && toks[j].word("on screen", "en pantalla", "up", "around") {
		j = pastDegrees(toks, j+1) // "stays on screen way too long"
		degree = degree || j > i+1
	}
	if j >= len(toks) {
		if degree && toks[j-1].word("demasiado", "too") {
			return "shorter" // "se queda demasiado"
		}
		return ""
	}
	after := slices.DeleteFunc(slices.Clone(toks[min(j+1, len(toks)):]), laughWord)
	if len(after) > 0 && after[0].word("tiempo", "rato", "time") && toks[j].word("mucho", "muchisimo", "demasiado", "poco", "poquito", "little") {
		after = after[1:] // "se ve mucho tiempo", "aparece muy poco tiempo"
	}
	if len(after) > 0 && !slices.ContainsFunc(after, func(t token) bool { return t.kind == tPunct }) {
		return "" // more words after it: "dura más que el video" is not a state of its own
	}
	switch w := toks[j]; {
	case w.word("mucho", "muchisimo", "demasiado") && j+1 < len(toks) && toks[j+1].word("tiempo", "rato"):
		return "shorter" // "se ve mucho tiempo"
	case w.has(cMod, "less"), degree && w.word("long", "much", "mucho", "largo", "larga"), w.word("forever", "una eternidad"):
		return "shorter"
	case w.has(cMod, "more") && !degree, w.word("poco", "poquito", "poquitito", "little", "short", "corto", "corta", "nada"):
		return "longer"
	}
	return ""
}

// lengthStateQuestion: a clause that only says how long a thing lasts
// ("the intro drags", "la foto dura re poco") gives the way and not the
// amount; basic mode asks for it instead of guessing a length, naming the
// way it read and the forms that say how much. nil when the clause says
// an amount, a time, or anything else to do.
func lengthStateQuestion(f *frame) error {
	way := lengthState(f.c.toks)
	edge := ""
	for _, t := range f.times {
		if t.kind != "span" || strings.ContainsAny(t.said, "0123456789") {
			return nil // a time said: "stays too long after 10" is left as it was read
		}
		edge = t.said // "el final se hace largo": the part of the video is the thing
	}
	if way == "" || len(f.amounts) > 0 || len(f.quotes) > 0 || len(f.effects) > 0 || len(f.pos) > 0 || slices.ContainsFunc(f.sticker, func(w stickerWord) bool { return !w.weak }) {
		return nil
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.has(cVerb) && !t.has(cVerb, "last", "end", "start") && !goesByWord(t)
	}) {
		return nil // "cut the intro, it drags": a command of its own
	}
	what := "it"
	if edge != "" {
		what = edge
	}
	if len(f.targets) > 0 && f.targets[0].said != "" {
		what = f.targets[0].said
	}
	return &question{fmt.Sprintf("How much %s should %s be? I read %q as asking it %s, but not by how much: say e.g. \"make %s last 6 seconds\", \"2 seconds %s\" or \"until 0:12\"",
		way, what, f.c.raw, way, what, way)}
}

// lastsALot: "la foto dura mucho", "los textos duran demasiado" with
// nothing after: it lasts too long, a complaint (refused: "say how long").
// "Que dure mucho" is a wish and stays as it was.
func lastsALot(toks []token, i int) bool {
	if !toks[i].word("dura", "duran") || i+1 >= len(toks) || !toks[i+1].word("mucho", "muchisimo", "una banda") {
		return false
	}
	return i+2 >= len(toks) || toks[i+2].kind == tPunct
}

// bareNumberAfterComplaint: after a complaint of how long a thing lasts,
// a number said with no unit ("the interview drags, make it 50", "el
// clip de la cocina está muy largo, dejalo en 6") is of its time, never
// its volume or a move (the volume was set to 6%, the logo moved to 5 s:
// silent). It is its length where it cannot be a moment of the thing (it
// starts at 0, where both readings end it there, or at or after that
// number); a number the thing plays through may be its length or its
// end, which is asked.
func bareNumberAfterComplaint(f *frame, r *resolver) (bool, error) {
	if f.c.lasted == "" || len(f.targets) != 1 || len(f.pos) > 0 || len(f.effects) > 0 || f.hasTextContent() ||
		!contains([]string{"", "put", "make", "keep", "leave", "set", "shorten", "trim", "extend"}, f.verb) {
		return false, nil
	}
	var n float64
	switch {
	case len(f.times) == 1 && len(f.amounts) == 0:
		t := f.times[0]
		if t.kind != "point" || !t.bare || !t.a.set || t.a.anchor != nil || strings.ContainsAny(t.said, ":") {
			return false, nil
		}
		n = t.a.sec
	case len(f.times) == 0 && len(f.amounts) == 1 && f.amounts[0].kind == "number" && contains([]string{"", "to", "at"}, f.amounts[0].prep):
		n = f.amounts[0].v
	default:
		return false, nil
	}
	if n > 0 && wholeVideo(f, r) {
		// "the video is too long, make it 60": the video's length, read
		// as "make it 60 seconds" is (its volume was set to 60%: silent)
		f.times, f.amounts = []timeExpr{{kind: "duration", dur: n, said: secs(n)}}, nil
		return false, nil
	}
	ts, err := r.elements(f.targets[0])
	if err != nil || len(ts) != 1 || n <= 0 {
		return false, nil
	}
	if start := ts[0].el.Start.Seconds(); start > 0 && start < n {
		what := f.targets[0].said
		return false, &question{fmt.Sprintf("Should %s last %s, or end at %s? Say e.g. \"make %s last %s\" or \"end %s at %s\".",
			what, secs(n), secs(n), what, secs(n), what, secs(n))}
	}
	f.times, f.amounts = []timeExpr{{kind: "duration", dur: n, said: secs(n)}}, nil
	return true, nil
}

// showsSaid: a verb of being seen, which says how long a thing lasts
// when "too long" or "mucho tiempo" follows it ("the star shows too
// long", "la estrella se ve mucho tiempo": "make it 2 seconds" after it
// was asked as a start or a length).
func showsSaid(t token) bool {
	return t.word("shows", "is shown", "is visible", "se ve", "se muestra", "se queda", "aparece", "sale")
}
