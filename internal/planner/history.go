package planner

import (
	"fmt"
	"slices"
)

// History requests name the changes they take back in many ways ("undo the
// last two changes", "deshacé el último cambio", "redo the last one"); these
// words are read by undo and redo, so that the clause is understood rather
// than refused for them.
var historyWords = map[string]bool{
	"change": true, "changes": true, "step": true, "steps": true, "edit": true, "edits": true,
	"thing": true, "things": true, "action": true, "actions": true, "one": true, "ones": true,
	"cambio": true, "cambios": true, "paso": true, "pasos": true, "edicion": true, "ediciones": true,
	"cosa": true, "cosas": true, "accion": true, "acciones": true, "lo": true,
	// the latest ones, which is what undo takes anyway
	"last": true, "latest": true, "ultimo": true, "ultima": true, "ultimos": true, "ultimas": true,
	// "redo what I undid", "rehacé lo que deshice": the change an undo took
	"what": true, "undid": true, "undone": true, "deshice": true, "deshiciste": true, "deshecho": true,
	// "undo the last two things I did", "las dos cosas que hicimos": the
	// changes the user made, which are the ones undo takes
	"did": true, "made": true, "done": true, "hice": true, "hicimos": true, "hiciste": true, "hecho": true,
}

// historyCount is how many changes an undo or redo takes: a count
// ("twice", "both"), a number ("the last 3 changes", "los dos últimos cambios"),
// or all there are ("undo everything", "deshacé todo": all of them). One
// change other than the latest ("undo the first change", "the second to
// last") cannot be taken back alone: that is refused, not read as the
// latest.
func historyCount(f *frame, all int) (int, error) {
	for _, t := range f.c.toks {
		if l, ok := t.get(cOrd); ok && l.num != -1 {
			return 0, unreadf("basic mode undoes and redoes the latest changes, in order; say how many, e.g. \"undo the last 3 changes\"")
		}
	}
	n := 1
	if f.count > 0 {
		n = f.count
	}
	// "deshacé las dos últimas cosas": the number went to the phrase of
	// history words ("cosas" is also a thing of the project), not to the
	// frame; it is still how many (it undid one)
	for _, t := range f.targets {
		if t.count > 1 && historyNames(t, "undo") {
			n = t.count
		}
	}
	// "undo the last two", "deshacé las últimas dos": the number beside
	// "last" is how many, with no noun after it (read as a time, "the
	// last 2 seconds", it undid one)
	toks := f.c.toks
	for i, t := range toks {
		if !t.word("last", "latest", "ultimo", "ultima", "ultimos", "ultimas") {
			continue
		}
		for _, k := range []int{i + 1, i - 1} {
			if k >= 0 && k < len(toks) && toks[k].kind == tNumber && toks[k].num >= 1 && toks[k].num == float64(int(toks[k].num)) {
				n = int(toks[k].num)
			}
		}
	}
	for _, te := range f.times {
		if te.kind == "last" && te.bare && te.dur >= 1 && te.dur == float64(int(te.dur)) {
			n = int(te.dur) // "undo the last two": a count with no unit
		}
	}
	if f.says(map[string]bool{"both": true, "ambos": true, "ambas": true}) {
		n = 2 // "undo both changes", "deshacé ambos cambios": two (it undid one)
	}
	for _, a := range f.amounts {
		if a.kind == "number" && a.v >= 1 && a.v == float64(int(a.v)) {
			n = int(a.v)
		}
	}
	// "go back to the original": every change (it undid one)
	if f.nounIs("everything") || f.says(map[string]bool{"todo": true, "everything": true, "all": true, "todos": true, "todas": true, "original": true}) {
		if all == 0 {
			// "go back to the original" with nothing changed yet: one undo
			// took back the photo's own import (the canvas was left empty)
			return 0, &cannot{"nothing has been changed yet: there is nothing to go back from"}
		}
		n = all
	}
	return max(1, min(n, 200)), nil
}

// historyNames reports whether an undo or redo names its changes by words
// of history alone ("redo the last one").
func historyNames(n np, intent string) bool {
	if intent != "undo" && intent != "redo" {
		return false
	}
	for _, w := range n.names {
		if !historyWords[w] {
			return false
		}
	}
	return true
}

// undoSaidAgain: the clause is a bare undo right after a bare undo, with
// no word between them that makes a second one ("nah go back, undo",
// "deshacé, volvé atrás"): the same undo said twice (it undid two
// changes). "undo and then undo again", "undo twice" stay two.
func undoSaidAgain(prev, f *frame, prompt string) bool {
	if prev == nil || !bareUndo(prev) || !bareUndo(f) || len(prev.c.toks) == 0 || len(f.c.toks) == 0 {
		return false
	}
	from, to := prev.c.toks[len(prev.c.toks)-1].end, f.c.toks[0].pos
	if from > to {
		return false
	}
	between := lex(prompt[from:to], nil)
	return !slices.ContainsFunc(between, func(t token) bool {
		return t.word("then", "and", "y", "luego", "despues", "after that", "next")
	})
}

// bareUndo: an undo that says no count, no thing and not "again".
func bareUndo(f *frame) bool {
	if f.verb != "undo" || f.count > 0 || len(f.amounts) > 0 || againSaid(f) || hasWord(f, "twice", "both", "ambos", "ambas") {
		return false
	}
	for _, t := range f.targets {
		if !historyNames(t, "undo") {
			return false
		}
	}
	return true
}

// dismissals take back what was just done only when nothing else is said
// with them: "never mind", "forget it", "scratch that".
var dismissals = []string{"never mind", "nevermind", "forget it", "forget that", "scratch that"}

// dismissalAlone: a dismissal said of a thing ("never mind the logo") or
// before other orders ("forget it, just make the music quieter") may drop
// what the user was saying rather than a change made (it deleted the logo,
// or undid a change made before): asked. Said alone, or with other undos
// ("never mind, go back"), it is an undo.
func dismissalAlone(f *frame) error {
	if f.verb != "undo" || len(f.c.toks) == 0 || !slices.ContainsFunc(f.c.toks, func(t token) bool { return t.word(dismissals...) }) {
		return nil
	}
	ask := &question{fmt.Sprintf("Should %q take back the last change, or only leave it as it is? Say \"undo\" to take it back.", f.c.raw)}
	for _, n := range f.targets {
		if !historyNames(n, "undo") {
			return ask
		}
	}
	rest := lex(f.prompt[f.c.toks[len(f.c.toks)-1].end:], nil)
	if slices.ContainsFunc(rest, func(t token) bool {
		return t.kind == tWord && t.has(cVerb) && !t.has(cVerb, "undo") && !t.has(cVerb, "redo")
	}) {
		return ask
	}
	return nil
}
