package planner

import "strings"

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
