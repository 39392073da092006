package planner

import "strings"

// participleNoun: a Spanish word shaped like a feminine participle ("la
// subida", "la bajada", "una entrada", "las llegadas") names a thing or a
// part, not a verb: a clitic "la" comes before a verb said in full ("la
// bajás"), never before a participle. "recortá la subida para que empiece
// en el 11" read "subida" as "raise" and, with no thing left, removed 0–11
// of the whole video (silent); the noun now must name a thing, or it is
// asked.
func participleNoun(w string) bool {
	for _, end := range []string{"ada", "ida", "adas", "idas"} {
		if strings.HasSuffix(w, end) && len(w) > len(end)+2 {
			return true
		}
	}
	return false
}

// participleNouns drops the verb read through a Spanish stem from a word
// shaped like a participle right after "la", "las" or "una": "la subida"
// is then a name to find (or to ask about), like "la cobra". A word the
// lexicon lists itself keeps its meaning.
func participleNouns(toks []token) {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || strings.ContainsRune(t.text, ' ') || !participleNoun(t.text) || !toks[i-1].word("la", "las", "una") {
			continue
		}
		if _, listed := theLexicon().words[t.text]; listed {
			continue
		}
		if _, _, stem := theLexicon().spanishVerb(t.text); stem {
			toks[i].lex = nil
		}
	}
}
