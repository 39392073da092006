package planner

import "strings"

// A clip named after what it films, said with the verb conjugated: "poné
// un texto cuando amasan" (amasado.mp4), "cuando preparan los bancales"
// (preparando-bancales.mp4), "when the sun sets… cuando atardece"
// (atardecer-huerta.mp4), "cuando hornean" (horno.mp4, through the
// glossary's "hornear"). The names index held the participle, the gerund
// and the infinitive only, so "amasan" was a word basic mode would leave
// out. A name word with a Spanish verb's ending gives its present and past
// forms to the index, and a said form finds its verb's other forms.

// verbShapes are a Spanish verb form's ending and its conjugation ("ar"
// or "er", which stands for "ir" too), longest first.
var verbShapes = []struct{ end, conj string }{
	{"ando", "ar"}, {"ado", "ar"}, {"ada", "ar"}, {"ar", "ar"},
	{"iendo", "er"}, {"ido", "er"}, {"ida", "er"}, {"er", "er"}, {"ir", "er"},
	// a noun of the act ("cosecha", the harvest, through harvest-day.mp4's
	// translation): "cuando estoy cosechando", "cuando cosechan"
	{"a", "ar"},
}

// conjugations are the person forms said of what a clip shows.
var conjugations = map[string][]string{
	"ar": {"a", "an", "amos", "aron", "aba", "aban", "o", "ando"},
	"er": {"e", "en", "emos", "imos", "ieron", "io", "ia", "ian", "iendo"},
}

// verbStem splits a name word shaped like a Spanish verb form into its
// stem (four letters or more) and conjugation.
func verbStem(w string) (stem, conj string, ok bool) {
	for _, s := range verbShapes {
		if st, found := strings.CutSuffix(w, s.end); found && len(st) >= 4 && isPlainWord(st) {
			return st, s.conj, true
		}
	}
	return "", "", false
}

// conjugatedForms are the person forms of a name word shaped like a verb
// form, of five letters or more, that the lexicon does not read as
// something else ("amasado": amasa, amasan, amasamos…).
func conjugatedForms(w string) []string {
	stem, conj, ok := verbStem(w)
	if !ok {
		return nil
	}
	var out []string
	for _, e := range conjugations[conj] {
		if o := stem + e; len(o) >= 5 && o != w && len(lookup(o)) == 0 {
			out = append(out, o)
		}
	}
	return out
}

// conjugatedBases are the participle, gerund and infinitive of a said
// person form ("amasan": amasado, amasando, amasar), and their glossary
// words; none when the word is no such form.
func conjugatedBases(w string) []string {
	if len(lookup(w)) > 0 {
		return nil
	}
	var out []string
	for conj, ends := range map[string][]string{"ar": {"ado", "ando", "ar", "ada", "a"}, "er": {"ido", "iendo", "er", "ir", "ida"}} {
		for _, e := range conjugations[conj] {
			stem, found := strings.CutSuffix(w, e)
			if !found || len(stem) < 4 {
				continue
			}
			for _, b := range ends {
				for _, o := range translatedNames(stem + b) {
					if !contains(out, o) {
						out = append(out, o)
					}
				}
			}
		}
	}
	return out
}

// indexConjugated adds to ix the person forms of w and of the words that
// name the same thing (indexedNames).
func indexConjugated(ix nameIndex, w string) {
	for _, o := range append(indexedNames(w), w) {
		for _, c := range conjugatedForms(o) {
			ix[c] = true
		}
	}
}
