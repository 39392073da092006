package planner

import (
	"slices"
	"strings"
)

// A Spanish "le" or "les" said before the verb or after "que" doubles
// the thing named after "a"/"al" ("¿le puedes subir el brillo al
// pronóstico?", "quitale el brillo que le pusiste a la fachada"): it is
// that thing again, not a word left out (the clause was refused: "would
// leave out «le»").

// cliticDoubled: w is such a "le" and the clause says "a" or "al" past
// it (the thing or the time it doubles).
func cliticDoubled(f *frame, w string) bool {
	if w != "le" && w != "les" {
		return false
	}
	toks := f.c.toks
	for i, t := range toks {
		if !t.word(w) {
			continue
		}
		for _, u := range toks[i+1:] {
			if fs := strings.Fields(fold(u.text)); len(fs) > 0 && (fs[0] == "a" || fs[0] == "al") {
				return true
			}
		}
	}
	return false
}

// cliticPronouns: the pronoun after "a" that doubles a verb's own
// object clitic ("aclarala a ella": "la" is "ella").
var cliticPronouns = map[string][]string{"la": {"ella"}, "lo": {"el"}, "las": {"ellas"}, "los": {"ellos"}}

// cliticPronounDoubled drops "a ella" after a verb that carries its clitic
// ("la cara está muy oscura, aclarala solo a ella", "oscurecelo solo a
// él"): the pronoun is the clitic said again, the part named before, and
// "solo" says the edit is on it alone. "a ella" was left out and the
// request refused ("basic mode would leave out «a ella»"). Only after a
// part named before the verb (with none, "aclarala a ella" may be the
// person, and the clitic alone the whole photo), last in the clause, and
// only a pronoun that agrees with the clitic ("aclarala a él" stays as
// it was read).
func cliticPronounDoubled(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.has(cVerb) || !t.has(cPron) || !partBefore(toks, i) {
			continue
		}
		var prons []string
		for cl, ps := range cliticPronouns {
			if len(t.text) > len(cl)+2 && strings.HasSuffix(t.text, cl) {
				prons = ps
			}
		}
		if prons == nil {
			continue
		}
		k := i + 1
		for k < len(toks) && toks[k].word(onlyWords...) {
			k++
		}
		if k+1 >= len(toks) || !toks[k].word("a") || !toks[k+1].word(prons...) {
			continue
		}
		if end := k + 2; end < len(toks) && toks[end].kind == tWord && !toks[end].has(cConn) {
			continue // more said of the pronoun ("a ella y al fondo")
		}
		toks = slices.Delete(slices.Clone(toks), k, k+2)
	}
	return toks
}
