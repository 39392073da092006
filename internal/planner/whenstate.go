package planner

import (
	"fmt"
	"slices"
)

// When a thing shows, said as a complaint with no time: "the QR code
// appears too late", "el sticker aparece muy tarde", "the caption comes
// in too early". The way is known (earlier, later) and the amount is not;
// basic mode asks, as lengthStateQuestion does for a length, and never
// guesses a shift (the clause was refused as a "show" or "timing" that
// "would leave out late", naming neither what it read nor how to say it).

// whenState: "earlier" when the clause says its thing shows too late,
// "later" when too early or too soon; "" otherwise. A complaint of how
// long it lasts ("goes by too fast", "desaparece muy rápido") is
// lengthState's.
func whenState(toks []token) string {
	i := tooSoon(toks)
	if i < 0 || lengthState(toks) != "" {
		return ""
	}
	for _, t := range toks[i:min(i+2, len(toks))] {
		switch {
		case t.word("late", "tarde") || t.text == "too late" || t.text == "muy tarde" || t.text == "demasiado tarde":
			return "earlier"
		case t.word("early", "soon", "temprano", "pronto") || t.text == "too early" || t.text == "too soon" ||
			t.text == "muy pronto" || t.text == "muy temprano":
			return "later"
		}
	}
	return ""
}

// whenStateQuestion asks how much earlier or later a thing should show
// when the clause says only that it shows too late or too soon: no time,
// amount, place, look or command verb of its own (with one, the clause is
// planned as it was read).
func whenStateQuestion(f *frame) error {
	way := whenState(f.c.toks)
	if way == "" || len(f.times) > 0 || len(f.amounts) > 0 || len(f.quotes) > 0 || len(f.effects) > 0 || len(f.pos) > 0 {
		return nil
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool { return t.timeLike() }) {
		return nil // "comes in 2 seconds late": by how much, read as it was
	}
	if slices.ContainsFunc(f.c.toks, func(t token) bool {
		return t.has(cVerb) && !t.has(cKind) && !t.has(cVerb, "start", "show", "end", "last", "move")
	}) {
		// "cut the intro, it starts too late": a command of its own; a
		// noun that is also a verb ("the caption") is the thing
		return nil
	}
	what := "it"
	if len(f.targets) > 0 && f.targets[0].said != "" {
		what = f.targets[0].said
	}
	return &question{fmt.Sprintf("How much %s should %s start? I read %q as asking it %s, but not by how much: say e.g. \"start %s 2 seconds %s\" or \"make %s start at 0:05\"",
		way, what, f.c.raw, way, what, way, what)}
}

// goesByFastNotSpeed: "rápido" after a verb of going by ("el título pasa
// muy rápido", "desaparece re rápido", "se va rapidísimo") says how short
// the thing stays, not its playback speed: the word keeps no "speed"
// reading there (it was refused as "no tool changes playback speed"),
// and lengthState reads the complaint.
func goesByFastNotSpeed(toks []token) {
	for i, t := range toks {
		if !t.has(cNo, "speed") || !t.word("rapido", "rapidisimo", "muy rapido") {
			continue
		}
		j := i - 1
		for j >= 0 && toks[j].word(lengthDegrees...) {
			j--
		}
		if j >= 0 && j < i-1 && toks[j].word("pasa", "pasan", "se pasa", "desaparece", "desaparecen", "se va", "se van") {
			toks[i].lex = []lexeme{{cat: cFiller}} // read by its word (lengthState), no reading of its own
		}
	}
}

// goesByWord: a verb of going by, which says how long a thing stays
// ("pasa muy rápido", "desaparece re rápido"), not a command of its own.
func goesByWord(t token) bool {
	return t.word("goes by", "go by", "flies by", "flashes by", "passes", "pasa", "pasan", "se pasa", "disappears", "desaparece",
		"desaparecen", "se va", "se van")
}

// whenComplaintRead: with a time said ("el QR aparece muy tarde, que
// salga desde el 60"), the word of the complaint ("tarde", "late") is
// why the thing moves, read with the move (it was left out, and the
// request refused).
func whenComplaintRead(f *frame, intent, w string) bool {
	if intent != "move" && intent != "timing" || len(f.times) == 0 || whenState(f.c.toks) == "" {
		return false
	}
	return contains([]string{"late", "tarde", "early", "temprano", "soon", "pronto"}, w)
}

// vagueShiftQuestion: "make the step 1 subtitle appear a bit earlier",
// "corré la etiqueta un toque antes": the way is said and the amount is
// only "a bit". Basic mode asks how much rather than pick a shift (it
// was refused as "say what to change" or "say where to move it"),
// naming the thing and the way.
func vagueShiftQuestion(f *frame) error {
	if !f.has("earlier", "later") || !f.has("bit") || len(f.times) > 0 || len(f.amounts) > 0 || len(f.targets) == 0 ||
		len(f.quotes) > 0 || len(f.effects) > 0 || len(f.pos) > 0 || f.neg {
		return nil
	}
	way := "later"
	if f.has("earlier") {
		way = "earlier"
	}
	what := "it"
	if f.targets[0].said != "" {
		what = f.targets[0].said
	}
	return &question{fmt.Sprintf("How much %s should %s start? I read %q as moving it a bit %s: say by how much, e.g. \"1 second %s\", or the time, e.g. \"at 0:05\"",
		way, what, f.c.raw, way, way)}
}
