package planner

import "slices"

// A purpose said after an edit ("move the logo up so the title is
// readable", "subí el nombre para que no tape la cara") is why the edit is
// asked, not a second edit: the thing it names (the title, the face) is
// what the edit helps, not what it changes. It was refused for its words
// ("would leave out readable"), or its thing taken as the edit's ("add a
// blur … so the title reads better" was read as adding a text).
//
// Only a purpose of a closed kind is read so: that something can be read
// or seen, that it no longer covers or gets in the way of something, or
// that something goes away. A purpose that says a place, a size, a time,
// a value, a look or a verb of an edit ("so it ends at 55", "so it is at
// the top") may be the edit itself, and stays to be planned or refused.

// purposeOpeners open a clause of purpose.
var purposeOpeners = []string{"so", "so that", "para que", "asi", "asi que", "de modo que", "de manera que", "that way", "in order for"}

// purposePredicates say what the edit is for: something read or seen, not
// covered or in the way, or gone.
var purposePredicates = []string{
	"readable", "legible", "legibles", "read", "reads", "to read", "lea", "lean", "se lea", "se lean", "leer", "se lee", "se leen",
	"disappears", "disappear", "desaparezca", "desaparezcan", "goes away", "go away", "se vaya", "se vayan",
}

// inTheWay say that something covers or gets in the way: a purpose only
// when denied ("so it doesn't cover the face", "para que no tape la
// cara"). Said plainly it is where the edit should reach ("extend the
// vignette so it covers the kitchen clip"), the edit itself.
//
// Things said to clash or bump into each other are in the way too ("ponelo
// arriba así no choca con nada", "so it doesn't clash with the logo", "para
// que no se pise con el nombre"): it was refused for "choca", "clash".
var inTheWay = []string{"cover", "covers", "covering", "covered", "block", "blocks", "blocking", "overlap", "overlaps", "overlapping",
	"tape", "tapen", "tapa", "tapan", "estorbe", "estorben", "moleste", "molesten",
	"clash", "clashes", "clashing", "collide", "collides", "colliding", "bump", "bumps", "interfere", "interferes",
	"choca", "chocan", "choque", "choquen", "pisa", "pisan", "pise", "pisen", "estorba", "estorban", "molesta", "molestan",
	"superpone", "superponen", "superponga", "superpongan"}

// purposeFree words may sit in a purpose around its predicate: who or what
// is helped, how well, and negation ("so people can read the title
// better", "para que no se tape más la cara").
var purposeFree = []string{"is", "are", "be", "can", "could", "will", "would", "isnt", "arent", "cant", "doesnt", "dont", "wont", "no", "not",
	"anymore", "better", "easier", "easily", "clearly", "properly", "mejor", "bien", "mas", "ya", "nada", "anything", "nothing",
	"people", "everyone", "we", "you", "they", "la gente", "todos", "se", "me", "nos", "le", "les", "lo", "la", "los", "las",
	"pueda", "puedan", "podamos", "around", "behind", "under", "alrededor", "detras", "debajo", "de", "del", "of", "with", "con",
	"off", "box", "background", "fondo", "caja", "recuadro", "face", "faces", "cara", "caras",
	// what it would bump into ("so it doesn't bump into the logo", "so
	// they don't clash with each other")
	"into", "each", "other"}

// purposeReason: toks, from an opener up to the end of its sentence, are a
// purpose of the closed kind, with nothing an edit could use.
func purposeReason(toks []token, names func(token) bool) bool {
	if len(toks) < 2 || !toks[0].word(purposeOpeners...) {
		return false
	}
	return purposeSaid(toks, names)
}

// purposeClause: a clause of its own after an edit is a purpose of the
// closed kind, opened as purposeReason, or by "que" as a Spanish wish
// ("…, que no tape la cara", "…, que desaparezca el fondo").
func purposeClause(toks []token, names func(token) bool) bool {
	if len(toks) > 1 && toks[0].word("que") {
		return purposeSaid(toks, names)
	}
	return purposeReason(toks, names)
}

// purposeSaid: the words after the opener toks[0] say a purpose of the
// closed kind.
func purposeSaid(toks []token, names func(token) bool) bool {
	said, denied := false, false
	for _, t := range toks[1:] {
		switch {
		case t.kind == tPunct && t.text != ",", t.kind == tWord && t.has(cConn):
			return said // the sentence, or the clause, ends
		case t.kind == tPunct:
		case t.kind != tWord:
			return false // a number, a time, a quote: maybe the edit itself
		case t.word(purposePredicates...):
			said = true
		case t.word(inTheWay...):
			if !denied {
				return false
			}
			said = true
		case t.has(cNeg) || t.word("no", "not", "doesnt", "dont", "wont", "isnt", "arent", "cant", "nothing", "nada"):
			denied = true
		case t.word(purposeFree...) || t.has(cPron) || t.has(cDet) || t.has(cNeg) || isFiller(t) || t.has(cColor):
			// "the black box around it goes away": the colour says which
			// thing, not a look to put on
		case t.has(cPos) || t.has(cEffect) || t.has(cSpan) || t.has(cProp) || t.has(cMod) || sizeWord(t) || stickerNamed(t) || t.has(cVerb):
			return false // a place, a look, a time, a size: maybe an edit
		case names(t) || t.has(cKind) || t.has(cTextIntro):
			// the thing the edit helps: "so the title is readable"
		default:
			return false
		}
	}
	return said
}

// editAsked: the words before a purpose ask an edit: a verb, or a look,
// a size or a place said with a filler verb ("hacé el logo más chico así
// no tapa el título": "hacé" is no verb of an edit of its own).
//
// A sound's edit is not helped by what is read or seen ("lower the music
// so people can read the title" stays refused).
func editAsked(toks []token) bool {
	if slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.has(cKind, "music", "audio") || t.has(cVerb, "mute") || t.has(cProp, "volume"))
	}) {
		return false
	}
	return hasVerb(toks) || slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.has(cMod) || t.has(cPos) || t.has(cEffect) || sizeWord(t))
	})
}

// coveringWords say that a thing sits over another, in the forms a remark
// says it of the thing just edited ("it covers", "it's covering", "tapa",
// "está tapando"), as typed (the typo fixer reads "covers" as "cover").
var coveringWords = []string{"covers", "covering", "blocks", "blocking", "overlaps", "overlapping", "hides", "hiding",
	"tapa", "tapan", "tapando", "cubre", "cubren", "cubriendo", "pisa", "pisan", "pisando"}

// coverSubjects may open such a remark: the thing just edited, as a
// pronoun, and a "to be" before a participle.
var coverSubjects = []string{"it", "its", "this", "that", "eso", "esto", "is", "esta", "estan", "ya"}

// coverRemark: after an edit that moves, removes, hides, shrinks or fades
// a thing, a clause of its own that says what the thing covers ("move the
// name to the top, it's covering his board", "delete the box in the
// corner, it covers the board", "el título que esté arriba, tapa el
// bowl") is why the edit is asked: what is covered is not a second thing
// to edit. "tapa" and "covers" are also verbs of hiding: the covered
// thing was hidden (a clip named "bowl" went dark), or the remark was
// refused. Only a pronoun may be its subject, and the covered thing is
// said with no number, time, place, look, size or text.
func coverRemark(toks []token, edit []token, names func(token) bool) bool {
	w := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct })
	k, at := 0, 0
	if len(w) > 1 && placeNowBeside(w[0], edit) {
		// "…ponelo arriba, abajo tapa la tabla": where it covers now (placenow.go)
		k, at = 1, 1
	}
	for k < len(w) && k < at+2 && w[k].word(coverSubjects...) {
		k++
	}
	covering := func(t token) bool {
		return t.word(coveringWords...) || t.kind == tWord && slices.Contains(coveringWords, t.fixed)
	}
	if k >= len(w)-1 || !covering(w[k]) || !editUncovers(edit) {
		return false
	}
	return !slices.ContainsFunc(w[k+1:], func(t token) bool {
		if names(t) || t.has(cKind) {
			return false // the covered thing, which the edit helps
		}
		return !neutralAside(t, names) || t.has(cVerb) && !covering(t) || t.has(cEffect) || t.has(cColor) || t.has(cProp) || sizeWord(t)
	})
}

// editUncovers: the clause moves, removes, hides, resizes or fades a
// thing, or puts it at a place: an edit a covered thing is the reason of.
func editUncovers(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool {
		return t.kind == tWord && (t.has(cVerb, "move", "delete", "hide", "put", "lower", "raise") || t.has(cPos) || sizeWord(t) ||
			t.has(cProp, "opacity", "transparent"))
	})
}
