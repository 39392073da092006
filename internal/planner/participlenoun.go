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

// calledAsNoun: "llamada", "llamado" say a text's words ("un cartel llamado
// Ofertas"), but after an article they are a noun, the call: "la llamada
// bajala al 70%" added a text "bajala al 70%" (silent), where the phone
// call clip was meant. Typed with a capital inside the sentence ("poné
// abajo Llamada de Marta") it is the first word of the text itself. The
// word is then a name to find, a text's word, or asked about.
func calledAsNoun(toks []token, prompt string) {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || !t.word("llamada", "llamadas", "llamado", "llamados") {
			continue
		}
		capital := t.pos >= 0 && t.pos < len(prompt) && prompt[t.pos] >= 'A' && prompt[t.pos] <= 'Z'
		if capital || toks[i-1].word("la", "las", "una", "el", "los", "un", "esa", "esta", "ese", "este") {
			toks[i].lex = nil
		}
	}
}

// stemNouns drops the verb (and the look) read through a Spanish stem from
// a word the lexicon does not list, where it can only be a noun: after
// English "the", "this" ("the tape sound is way too loud": "tape" was
// "tapá", hide, and every sound was hidden), and after "la", "una" with a
// verb right after it ("que la tinta se vea bien saturada": "tinta" is ink,
// and a tint was added). A verb after "la" has it as its object ("la bajás
// un poco") and no verb of its own after it. The word is then a name to
// find, or to ask about.
func stemNouns(toks []token) {
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tWord || strings.ContainsRune(t.text, ' ') || strings.HasSuffix(t.text, "r") {
			continue
		}
		if _, listed := theLexicon().words[t.text]; listed {
			continue
		}
		next := i+1 < len(toks) && toks[i+1].kind == tWord && (toks[i+1].word("se") || strings.HasPrefix(toks[i+1].text, "se ") || toks[i+1].has(cVerb))
		if !toks[i-1].word("the", "this") && !(toks[i-1].word("la", "una") && next) {
			continue
		}
		if _, _, stem := theLexicon().spanishVerb(t.text); stem {
			toks[i].lex = nil
		}
	}
}
