package planner

import (
	"slices"
	"strings"
)

// What a clip shows is said as a verb of a word its name or its
// description holds: "when rosa waves goodbye" (a clip described "Rosa
// waving goodbye to camera"), "when the kiln opens" ("opening the kiln"),
// "cuando rosa amasa" (amasado.mp4, "Rosa kneading dough"). The event
// reader placed the subject and asked about the doing ("When is …?"), or
// took the words as names no thing holds ("there is no "rosa waves
// goodbye" on the timeline"): the doing's form ("waves", "opens") is not
// the form the clip is said with ("waving", "opening"), and a description
// word the lexicon reads ("opening", an intro) is no name at all. Here a
// said word and a word of a name or a description share a root (both less
// a verb's or a noun's ending: "wav", "open", "amas"), and an event's
// words are the clip whose words hold them all, one of them as it is said.

// rootMark marks in a name index the roots of the words of the project's
// asset names and descriptions (indexDoingRoots): never a name said.
const rootMark = "\x02"

// rootEndings are the endings cut to find a root, longest first: English
// verb forms and Spanish verb and noun forms.
var rootEndings = []string{"iendo", "ando", "aron", "ieron", "ing", "ado", "ada", "ido", "ida", "amos", "emos", "imos",
	"ed", "es", "an", "en", "as", "os", "s", "e", "a", "o"}

// wordRoot is w less the longest ending of rootEndings that leaves three
// letters or more; w itself when none does.
func wordRoot(w string) string {
	for _, end := range rootEndings {
		if stem, ok := strings.CutSuffix(w, end); ok && len(stem) >= 3 {
			return stem
		}
	}
	return w
}

// rootable: w is a word of four plain letters or more, whose root says
// something.
func rootable(w string) bool {
	return len(w) >= 4 && isPlainWord(w)
}

// indexDoingRoots puts in ix the roots of every word of the assets' names
// and descriptions, the words the lexicon reads too ("opening").
func indexDoingRoots(ix nameIndex, name, desc string) {
	for _, w := range append(nameWords(name), letterWords(desc)...) {
		if rootable(w) && !describedGeneric[w] {
			ix[rootMark+wordRoot(w)] = true
		}
	}
}

// doingRootName: the word t, after an event's subject ("when the kiln
// opens"), is a doing whose root is a root of an asset's name or
// description words: the word, folded, as one more name of the subject;
// "" when it is not. A word the lexicon reads is never one.
func doingRootName(t token, names nameIndex) string {
	w := fold(t.text)
	if t.kind != tWord || len(t.lex) > 0 || !rootable(w) {
		return ""
	}
	if r := wordRoot(w); r != w && names[rootMark+r] {
		return w
	}
	return ""
}

// rootHeld: the said word w is one of have (in any of its forms), or a
// word of have shares its root.
func rootHeld(have []string, w string) bool {
	return hasAll(have, []string{w}) || sharesRoot(have, w)
}

// sharesRoot: a word of have has the root of the said word w.
func sharesRoot(have []string, w string) bool {
	if !rootable(w) {
		return false
	}
	r := wordRoot(w)
	return slices.ContainsFunc(have, func(h string) bool { return rootable(h) && wordRoot(h) == r })
}

// letterWords are the words of a description, folded, split at anything
// but a letter a–z.
func letterWords(desc string) []string {
	return strings.FieldsFunc(fold(desc), func(r rune) bool { return r < 'a' || r > 'z' })
}

// doingDescribed are the things of pool whose name and description words
// hold every name said of an event (n.prep "during": "when rosa waves
// goodbye"), each as said or by its root, and one of them, not a person,
// as said: the clip that shows it. Read only when no name or description
// holds the words as said (describedNamed).
func (r *resolver) doingDescribed(n np, pool []target) []target {
	if n.prep != "during" || len(n.names) == 0 {
		return nil
	}
	return filter(pool, func(t target) bool {
		if t.el.AssetID == "" {
			return false
		}
		a, ok := r.p.Asset(t.el.AssetID)
		if !ok {
			return false
		}
		have := append(slices.Clone(r.elementWords(t)), letterWords(a.Description)...)
		if len(n.names) == 1 {
			// "cuando saludan": one doing, the root of a word of the
			// file's own name (saludo-final.mp4)
			return !hasAll(have, n.names) && rootHeld(nameWords(a.Name), n.names[0])
		}
		exact := false
		for _, w := range n.names {
			if !rootHeld(have, w) {
				return false
			}
			exact = exact || !seenPeople[w] && hasAll(have, []string{w})
		}
		return exact
	})
}
