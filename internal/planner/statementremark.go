package planner

import (
	"slices"
	"strings"
)

// A remark beside an edit is a statement, not a request: it has a subject
// of its own and a verb said of it ("nobody needs to watch me cut potatoes",
// "rocco got adopted yesterday", "the buyer doesn't care about it", "el
// cliente no quiere mostrar el service", "mi público habla español", "a mi
// audiencia no le gusta eso", "ya lo adoptaron", "I'll redo the recording
// with her on sunday"). A request has no subject (an imperative) or is a
// wish, a "should" or a "can" said of a thing ("the logo should be
// smaller", "quiero el logo arriba", "the sponsor line can go"). Each of
// these statements was refused for its words (a verb it does not know, a
// person, "not") although the edit beside it was clear.
//
// statementRemark reads the form (subject, then a finite verb) and then
// what the statement says: nothing an edit could use (no value, quote,
// place, look, size, property or time) unless the edit beside it says the
// same; a wish only when it is negated or put off until later. What it
// lets through is set aside and named in the reply; what it does not is
// left to be planned or refused as before.

// remarkPersons open a statement as its subject: the user, a person or
// nobody.
var remarkPersons = []string{"i", "we", "he", "she", "they", "nobody", "no one", "noone", "everyone", "everybody", "people",
	"yo", "nosotros", "nosotras", "ella", "ellos", "ellas", "nadie", "todos", "todo el mundo"}

// remarkContractions are the same subjects typed with their verb ("I'll",
// "she's"): contraction() tells them from "ill" and "shes".
var remarkContractions = []string{"ill", "well", "im", "were", "ive", "weve", "id", "hes", "shes", "theyre", "theyll", "theyve", "theres"}

// remarkOpeners may stand before a statement and say only how it joins the
// edit ("…, because the client hates it", "…, que en mi canal lo llamamos
// así", "…, and my mom watches these").
var remarkOpeners = []string{"because", "cause", "cuz", "bc", "since", "as", "porque", "que", "q", "ya que", "pues", "and", "y", "but", "pero",
	"also", "tambien", "anyway", "anyways", "igual", "total", "btw"}

// remarkAdverbs may stand between the subject and its verb.
var remarkAdverbs = []string{"ya", "just", "really", "already", "only", "solo", "still", "todavia", "actually", "never", "nunca",
	"always", "siempre", "even", "literally", "finally", "recien", "also", "tambien", "totally", "re", "muy"}

// remarkClitics stand before a Spanish finite verb ("lo llamamos", "no le
// gusta"); an imperative never has one before it.
var remarkClitics = []string{"lo", "la", "los", "las", "le", "les", "me", "nos", "se", "te"}

// modalWords ask for an edit when said of a thing ("the logo should be
// smaller", "the sponsor line can go", "el logo tiene que ir arriba"); said
// by a person with a "not" they are a fact ("nobody can scan it", "we
// can't show it").
var modalWords = []string{"should", "must", "can", "could", "may", "might", "gotta", "has to", "have to", "needs to", "need to",
	"debe", "deberia", "deberian", "tiene que", "tienen que", "hay que", "puede", "pueden", "podria", "podrias", "cant", "cannot", "couldnt", "shouldnt"}

// remarkWishes say what someone wants or likes: a request in another form
// ("I want the logo bigger", "the client wants it warmer"), unless it is
// negated or put off ("I don't want people seeing the aphids", "i wanna put
// something in between later").
var remarkWishes = []string{"want", "wants", "wanna", "need", "needs", "would", "prefer", "prefers", "like", "likes", "love", "loves",
	"asked", "asks", "ask", "quiero", "quiere", "quieren", "queremos", "quisiera", "necesito", "necesita", "necesitamos", "prefiero",
	"prefiere", "prefieren", "pidio", "pide", "piden", "gusta", "gustan", "encanta", "encantan", "me gustaria"}

// remarkFinite are verbs, or words that stand for one, that show a
// statement after a thing said as its subject ("the test drive has wind
// noise", "el test drive tiene ruido", "rocco got adopted").
var remarkFinite = []string{"has", "have", "had", "got", "gets", "is", "are", "was", "were", "will", "did", "does", "didnt", "doesnt", "dont",
	"isnt", "wasnt", "said", "says", "thinks", "hates", "tiene", "tienen", "tenia", "fue", "fueron", "era", "es", "son", "esta", "estan",
	"dice", "dijo", "piensa", "odia", "odian", "habla", "hablan", "va", "van", "sale", "salio", "hace", "hizo"}

// laterSaid: words that put the user's own doing off to another day, not a
// time of the video ("on sunday", "el domingo", "next week").
var laterSaid = []string{"later", "afterwards", "despues", "luego", "mas tarde", "tomorrow", "manana", "next week", "la semana que viene",
	"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
	"domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "el finde", "this weekend", "for now", "por ahora"}

// statementRemark: toks is a statement beside the edit in edit, never a
// request of its own.
func statementRemark(toks, edit []token, prompt string, names func(token) bool) bool {
	if hasQuote(toks) || !slices.ContainsFunc(edit, func(t token) bool { return t.has(cVerb) }) {
		return false
	}
	if len(toks) > 0 && toks[0].word("for", "para") {
		return false // "para los abuelos, hacela más clara": who it is for (purposeTail)
	}
	w := remarkWords(toks, names)
	if len(w) < 2 || otherThingSaid(w, edit, names) {
		return false
	}
	n, person, ok := remarkSubject(w, names)
	if !ok || praiseOfRemoved(w, edit) {
		return false
	}
	negated := len(w) > 0 && w[0].word("nobody", "no one", "noone", "nadie")
	k := n
	for k < len(w) && (w[k].word(remarkAdverbs...) || w[k].has(cNeg) || w[k].word(remarkClitics...) || w[k].word("didnt", "doesnt", "dont", "cant")) {
		negated = negated || w[k].has(cNeg) || w[k].word("didnt", "doesnt", "dont", "cant", "never", "nunca")
		k++
	}
	if k >= len(w) || w[k].kind != tWord {
		return false
	}
	verb := w[k]
	if imperativeTyped(verb, prompt) {
		return false // "el logo achicá": a command with its thing said first
	}
	wish := verb.word(remarkWishes...)
	if verb.word(modalWords...) && !(person && negated) {
		return false // "the sponsor line can go", "it should overlap the end"
	}
	deferred := person && (putOff(w[k:], names) || somethingElse(w[k:], names))
	if wish && !negated && !deferred && !quietPreference(w[k+1:], names) {
		return false // "I want the logo bigger", "the client wants it warmer"
	}
	if !person && verb.has(cVerb) && !finiteWord(verb) && !finiteEnding(verb) {
		return false // "el logo saca": not a statement of the thing
	}
	state := !wish && (verb.word(stateWords...) || finiteWord(verb))
	return remarkSaysNoEdit(w[n:], edit, deferred, state, names)
}

// likedWords say that a thing is liked: beside its removal the remark may
// say the opposite of the edit ("delete luna's clip, she's my favourite"),
// and the request is asked, never done.
var likedWords = []string{"favourite", "favorite", "fave", "best", "cute", "beautiful", "lovely", "amazing", "love", "loves",
	"favorito", "favorita", "preferido", "preferida", "mejor", "lindo", "linda", "hermoso", "hermosa", "encanta", "encantan", "divino", "divina"}

func praiseOfRemoved(w, edit []token) bool {
	return slices.ContainsFunc(w, func(t token) bool { return t.word(likedWords...) }) &&
		slices.ContainsFunc(edit, func(t token) bool { return t.has(cVerb, "delete", "mute", "hide", "cut", "lower") })
}

// somethingElse: the user means to put something not named yet ("quiero
// meter algo en el medio", "I wanna add something there"): what the edit
// makes room for, not an edit of its own (there is nothing to add).
func somethingElse(w []token, names func(token) bool) bool {
	return slices.ContainsFunc(w, func(t token) bool {
		return t.word("something", "algo", "otra cosa", "something else", "more stuff", "otras cosas")
	}) &&
		!slices.ContainsFunc(w, func(t token) bool {
			return names(t) || t.has(cKind) || t.has(cSticker) || t.has(cEffect) || t.kind != tWord
		})
}

// putOff: the user's own doing is put off to another day ("on sunday",
// "por ahora"), or "later" closes it and it names no thing ("i wanna put
// something in between later"); "I want the music to start later" names
// one, and "later" is a time of the video.
func putOff(w []token, names func(token) bool) bool {
	if slices.ContainsFunc(w, func(t token) bool { return t.word(laterSaid...) && !t.word(laterWords...) }) {
		return true
	}
	return w[len(w)-1].word(laterWords...) && !slices.ContainsFunc(w, func(t token) bool { return names(t) || t.has(cKind) || t.has(cPron) })
}

// otherThingSaid: the statement names a thing of the project the edit does
// not, or says "too" ("hide the logo, the music doesn't want it", "mute the
// music, I'll delete the logo too"): it may be an edit of its own, and is
// refused naming it. An edit that points back ("that clip", "it") takes
// the thing the statement before named. A form of a word the edit says is
// no other thing ("take out the subscribe text, my channel is not about
// subscribers anyway").
func otherThingSaid(w, edit []token, names func(token) bool) bool {
	if slices.ContainsFunc(w, func(t token) bool { return t.word("too", "either", "tambien", "as well", "also") }) {
		return true
	}
	back := hasPronoun(edit) || slices.ContainsFunc(edit, func(t token) bool { return t.word(demonstratives...) })
	for i, t := range w {
		mine := i > 0 && w[i-1].word("my", "mi", "mis", "our", "nuestro", "nuestra") // "my channel": the user's, not the project's
		if !back && !mine && (names(t) || t.has(cKind) && !t.word(documentWords...)) && !slices.ContainsFunc(edit, func(e token) bool { return e.text == t.text || sameStem(e.text, t.text) }) {
			return true
		}
	}
	return false
}

// quietPreference: what someone likes says nothing an edit could use ("a mi
// vieja le gusta así", "my mom loves this"): a reason, not a look to add.
func quietPreference(rest []token, names func(token) bool) bool {
	for _, t := range rest {
		if t.kind != tWord || t.has(cVerb) || t.has(cEffect) || t.has(cColor) || t.has(cPos) || t.has(cProp) || t.has(cMod) || sizeWord(t) || names(t) {
			return false
		}
	}
	return true
}

// remarkWords: the clause without punctuation, laughs, interjections and
// the words that only join it to the edit.
func remarkWords(toks []token, names func(token) bool) []token {
	w := slices.DeleteFunc(slices.Clone(toks), func(t token) bool {
		return t.kind == tPunct || laughWord(t) || t.word(interjections...) || t.word("lol", "lmao", "jaja", "jajaja", "haha", "xd")
	})
	for len(w) > 0 && w[0].word(remarkOpeners...) {
		w = w[1:]
	}
	// "…, en mi canal lo llamamos así": where the statement holds, before it
	if len(w) > 3 && w[0].word("en", "in", "on", "at") && w[1].has(cDet) && w[2].kind == tWord && (!names(w[2]) || w[1].word("mi", "my", "our", "nuestro", "nuestra")) &&
		w[3].word(remarkClitics...) {
		w = w[3:]
	}
	return w
}

// remarkSubject: how many words the statement's subject takes, and
// whether it is a person (0: no subject, the clause may be a command).
func remarkSubject(w []token, names func(token) bool) (int, bool, bool) {
	n, person := subjectOf(w, names)
	if n == 0 && !w[0].word(firstPersonVerbs...) {
		return 0, false, false
	}
	if n == 0 {
		return 0, true, true // "quiero meter algo en el medio": the user, unsaid
	}
	return n, person, true
}

// firstPersonVerbs open a Spanish statement of the user with no subject
// said ("quiero meter algo", "vuelvo a grabar el domingo").
var firstPersonVerbs = []string{"quiero", "queremos", "necesito", "necesitamos", "voy", "vamos", "voy a", "vamos a", "vuelvo", "volvemos",
	"vuelvo a", "volvemos a", "tengo", "tenemos", "prefiero", "preferimos"}

func subjectOf(w []token, names func(token) bool) (int, bool) {
	switch {
	case w[0].word(remarkPersons...) || contraction(w[0], remarkContractions...):
		return 1, true
	case w[0].word(remarkClitics...) && len(w) > 1 && finiteEnding(w[1]):
		return 1, true // "lo adoptaron la semana pasada", "lo llamamos así"
	case w[0].word("da", "dan") && len(w) == 2 && w[1].kind == tWord && len(w[1].lex) == 0:
		return 1, false // "da asco", "da cringe": how it makes one feel
	case w[0].word("a") && len(w) > 3 && w[1].has(cDet):
		// "a mi vieja le gusta así", "a mi audiencia no le gusta eso"
		for j := 3; j < min(len(w), 6); j++ {
			if w[j].word("le", "les", "me", "nos") {
				return j, true
			}
			if !w[j].has(cNeg) && !(w[j].kind == tWord && len(w[j].lex) == 0) {
				break
			}
		}
		return 0, false
	case w[0].has(cDet) && !w[0].word("a", "an", "un", "una", "all", "every", "another", "todo", "toda", "todos", "todas"):
		// "the buyer doesn't care", "el test drive tiene ruido": one to
		// three words of a thing or a person, then the verb
		for j := 2; j < min(len(w), 6); j++ {
			if subjectEnds(w, j) {
				return j, false
			}
			if !nounWordOfSubject(w[j]) {
				break
			}
		}
		return 0, false
	case w[0].kind == tWord && (len(w[0].lex) == 0 || names(w[0])) && len(w) > 2 && (subjectEnds(w, 1) || names(w[0]) && finiteEnding(w[1]) && len(w[1].lex) == 0):
		// "rocco got adopted", "ines talks over it", "concreto didnt pay
		// us": a name, then its verb
		return 1, !names(w[0]) || len(w[0].lex) == 0
	}
	return 0, false
}

// subjectEnds: w[j] is the verb after a subject (a finite form, a "not"
// or a clitic that stands before one).
func subjectEnds(w []token, j int) bool {
	t := w[j]
	return finiteWord(t) || t.word(stateWords...) || t.word(modalWords...) || t.word(remarkWishes...) || t.has(cNeg) ||
		t.word("didnt", "doesnt", "dont", "cant", "ya", "just", "already", "never", "really", "still", "todavia", "aun", "recien") ||
		t.word(remarkClitics...) && !w[j-1].word("de", "del", "of") && j+1 < len(w) && (finiteEnding(w[j+1]) || finiteWord(w[j+1])) ||
		t.kind == tWord && len(t.lex) == 0 && finiteEnding(t) && j > 1
}

// finiteWord: a verb of remarkFinite, alone or opening a phrase the
// lexicon knows ("tiene ruido": a noise to take out).
func finiteWord(t token) bool {
	f := strings.Fields(t.text)
	return t.word(remarkFinite...) || t.kind == tWord && len(f) > 1 && contains(remarkFinite, f[0])
}

// nounWordOfSubject: a word that may name the subject (a thing, a person,
// what it looks like), never a verb, place, time or amount.
func nounWordOfSubject(t token) bool {
	return t.kind == tWord && !t.has(cPos) && !t.has(cMod) && !t.has(cNeg) && !t.has(cSpan) && !sizeWord(t) &&
		(!t.has(cPrep) || t.word("of", "de", "del")) && !t.word(remarkClitics...)
}

// finiteEnding: a verb form that is said of someone, never a command:
// English third person or past ("talks", "lowered"), Spanish first person
// plural, past or imperfect ("llamamos", "adoptaron", "grabé").
func finiteEnding(t token) bool {
	if t.kind != tWord || strings.Contains(t.text, " ") {
		return false
	}
	s := t.text
	for _, e := range []string{"mos", "ron", "aba", "aban", "ia", "ian", "ste", "ed"} {
		if strings.HasSuffix(s, e) && len(s) > len(e)+2 {
			return true
		}
	}
	return strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") && len(s) > 3 && len(t.lex) == 0
}

// imperativeTyped: a Spanish command typed with its accent ("sacá",
// "poné", "subí") or with a clitic glued on ("sacalo", "achicala").
func imperativeTyped(t token, prompt string) bool {
	if t.pos < 0 || t.end > len(prompt) || t.pos >= t.end {
		return false
	}
	raw := strings.ToLower(prompt[t.pos:t.end])
	if t.has(cVerb) && (strings.HasSuffix(raw, "á") || strings.HasSuffix(raw, "é") || strings.HasSuffix(raw, "í")) && !t.word(stateWords...) {
		return true
	}
	for _, c := range []string{"lo", "la", "los", "las", "le", "les", "selo", "sela"} {
		if t.has(cVerb) && strings.HasSuffix(t.text, c) && !finiteEnding(t) {
			return true
		}
	}
	return false
}

// remarkSaysNoEdit: past its subject, the statement says nothing an edit
// could use, or only what the edit beside it says too: no value, place,
// look, size, property, text or time of the video. A user's doing put off
// until later may say where ("something in between later").
func remarkSaysNoEdit(rest, edit []token, deferred, state bool, names func(token) bool) bool {
	editPlace := slices.ContainsFunc(edit, func(e token) bool { return e.has(cPos) })
	inEdit := func(t token, c cat) bool {
		l, _ := t.get(c)
		return slices.ContainsFunc(edit, func(e token) bool { return e.has(c, l.val) })
	}
	soundEdit := slices.ContainsFunc(edit, func(t token) bool { return t.has(cVerb, "volume", "mute", "lower", "delete") })
	for i, t := range rest {
		switch {
		case t.kind != tWord:
			return false // a number, a time, a quote
		case t.word("que", "q") && i+1 < len(rest) && !deferred:
			return false // "el texto de las entradas que dure todo el encore": a wish for it
		case t.word(laterSaid...):
		case t.word("to read", "de leer", "leer") || state && editPlace && t.has(cPos):
			// "the title is hard to read in the middle, move it up top":
			// where it is now, beside where it goes
		case t.has(cTextIntro), t.has(cProp), sizeWord(t), t.has(cMod, "more", "less", "bigger", "smaller", "up", "down"), t.has(cColor) && !inEdit(t, cColor):
			return false
		case t.has(cEffect) && !inEdit(t, cEffect) && !(soundEdit && t.has(cEffect, "grain", "denoise")):
			return false // "my client likes vintage stuff": a look of its own
		case !deferred && (t.has(cPos) && !inEdit(t, cPos) || t.has(cSpan) && !t.has(cSpan, "on") ||
			t.has(cPrep, "until", "from", "after", "before", "during", "between", "since")):
			return false // a place or a time: maybe where the edit goes
		case deferred && names(t) && !slices.ContainsFunc(edit, func(e token) bool { return e.text == t.text }):
			return false
		}
	}
	return true
}

// statementTail splits off a statement said after the edit in the same
// clause, behind a comma ("En el título pon «Tortilla de patatas» en vez
// de «Tortilla Española», que en mi canal lo llamamos así": the quotes kept
// the comma from splitting the clause).
func statementTail(c clause, prompt string, names func(token) bool) (clause, string, bool) {
	i := slices.IndexFunc(c.toks, isComma)
	for j := len(c.toks) - 2; j > 0; j-- {
		if isComma(c.toks[j]) {
			i = j
			break
		}
	}
	if i <= 0 || i+1 >= len(c.toks) || !statementRemark(c.toks[i+1:], c.toks[:i], prompt, names) {
		return c, "", false
	}
	tail := rawOf(prompt, c.toks[i+1:])
	c.toks = c.toks[:i]
	c.raw = rawOf(prompt, c.toks)
	return c, tail, true
}

// demonstratives point back at a thing said before ("turn that clip
// down", "ese clip"): a statement beside such an edit may name it.
var demonstratives = []string{"that", "this", "ese", "esa", "este", "esta", "aquel", "aquella"}
