package planner

import (
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// theFinalNamed reads "la final", "las finales" (the feminine article
// before "final" as a noun: a competition's or a match's final, never the
// end of the video, which is "el final", "al final") as the word of a
// file named for one ("final-partido.mp4") when the project has such a
// file. "hasta que termina la final" ended a picture at the end of the
// video, "cuando arranca la final" added a text at 0 s and "en toda la
// final" stretched an effect past the video (set 42 v42-006, v42-024,
// v42-083). "a la final" (the colloquial "in the end") and a project with
// no such file keep the end.
func theFinalNamed(toks []token, names nameIndex, p *timeline.Project) []token {
	named := false
	for _, a := range p.Assets {
		if slices.Contains(nameWords(a.Name), "final") {
			named = true
			break
		}
	}
	if !named {
		return toks
	}
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.word("final", "finales") || !toks[i-1].word("la", "las", "toda la", "todas las") {
			continue
		}
		if t.text == "final" && toks[i-1].word("las", "todas las") || t.text == "finales" && toks[i-1].word("la", "toda la") {
			continue // the article agrees with the noun
		}
		if i >= 2 && toks[i-2].word("a") || i+1 < len(toks) && (ofTheVideo(toks[i+1]) || toks[i+1].word("del", "de") && i+2 < len(toks) && toks[i+2].has(cKind)) {
			continue // "a la final"; "la final del video", "de la canción" (the end of it)
		}
		if !finalAsThing(toks, i) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].text, toks[i].lex = "final", nil
		names["final"] = true
	}
	return toks
}

// finalAsThing: "la final" at i is said as a thing that runs: its moment
// ("cuando arranca la final", "hasta que termina la final"), all of it
// ("toda la final", "durante la final") or what it shows ("el clip de la
// final"). Said as a place alone ("poné la estrella en la final, en el
// 47") it stays as it was read: a moment said after it places the thing
// (as a thing the clause lost its time: set 42 v42-106).
func finalAsThing(toks []token, i int) bool {
	if toks[i-1].word("toda la", "todas las") || i >= 2 && toks[i-2].word("toda", "todas") {
		return true
	}
	if i < 2 {
		return false
	}
	b := toks[i-2]
	switch {
	case b.kind != tWord:
		return false
	case b.has(cVerb, "start") || b.has(cVerb, "end") || b.word("termina", "terminan", "arranca", "arrancan", "empieza", "empiezan", "comienza", "acaba", "durante", "mientras"):
		return true
	case b.word("de", "del") && i >= 3 && toks[i-3].has(cKind):
		return true
	}
	return false
}

// finalOfNamedThing reads "final" between "the" and a word that names a
// thing of the project ("the final bow", "the final clip") as "last":
// which one of them, not the end of the video ("make the final bow black
// and white" greyed the video's last 5 seconds, not the bow clip). Before
// anything else ("the final 3 seconds", "at the final") it keeps its
// reading.
func finalOfNamedThing(toks []token, named func(token) bool) []token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].kind != tWord || toks[i].text != "final" || !toks[i-1].word("the") || !named(toks[i+1]) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].text, toks[i].lex = "last", lookup("last")
	}
	return toks
}
