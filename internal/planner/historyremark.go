package planner

import (
	"slices"
	"strings"
)

// pastStateWords say how a thing was, or sounded, before ("was", "sounded
// better", "estaba mejor", "sonaba mejor").
var pastStateWords = []string{"was", "were", "sounded", "looked", "seemed", "felt",
	"era", "eran", "estaba", "estaban", "sonaba", "sonaban", "quedaba", "quedaban", "veia", "veian"}

// pastSelfWords are what the user did or felt then, said after "I"/"we"
// ("I deleted Toby by mistake", "I liked the new title") or after "me"
// ("me quedé sin música", "me gustaba más").
var pastSelfWords = []string{"liked", "loved", "preferred", "deleted", "removed", "made", "did", "had", "lost", "broke", "messed",
	"changed", "moved", "cut", "erased", "hid", "muted", "added", "put"}

var pastSelfWordsEs = []string{"quede", "quedo", "gustaba", "gusto", "gustaban", "gustaron", "encantaba", "encanto"}

// pastSelfDidEs: what the user did, said in the Spanish past with no
// subject ("borré el tilde sin querer", "moví el logo por error"); typed
// without its accent, "borre" is also a command, so it is a remark only
// with a mistake said beside it (narrative) and an undo beside the clause.
// It was planned as a second delete after the undo (silent; set 34).
var pastSelfDidEs = []string{"borre", "saque", "elimine", "quite", "movi", "cambie", "puse", "corte", "recorte", "agregue", "meti",
	"oculte", "silencie", "mutee", "achique", "agrande", "baje", "subi", "rote", "gire", "toque", "tape", "borramos", "sacamos",
	"movimos", "cambiamos", "pusimos", "cortamos", "agregamos"}

// historyRemark: beside an undo or a redo, a clause that only tells of
// the change being taken back or made again, in the past: what the user
// did or felt ("i deleted toby by mistake", "I liked the new title", "me
// quedé sin música"), or that the thing was better then ("it sounded
// better quieter", "the music was better lower", "estaba mejor antes").
// It is why, not an edit: it was refused ("basic mode would leave out
// mistake", "that is a style"), or read as a second delete. A value, a
// quoted text or a verb of history keep the clause ("undo, I wanted the
// music at 20%" is not a remark).
func historyRemark(prompt string, toks []token) bool {
	said := func(t token, ws ...string) bool {
		return t.word(ws...) || t.kind == tWord && slices.Contains(ws, fold(typed(prompt, t)))
	}
	var words []token
	for _, t := range toks {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.word(interjections...), t.word("actually", "wait", "no", "ok", "okay", "so", "oh", "pero", "but", "en realidad", "la verdad"):
		default:
			words = append(words, t)
		}
	}
	if len(words) < 2 || slices.ContainsFunc(words, func(t token) bool { return t.has(cVerb, "undo", "redo") }) {
		return false
	}
	// "me equivoqué, deshacelo": the Spanish says the user with "me"/"nos"
	// (it was refused for "equivoque")
	if narrative(toks) && (words[0].word("i", "we", "yo", "me", "nos") || strings.HasSuffix(fold(typed(prompt, words[0])), "ed") || said(words[0], pastSelfDidEs...)) {
		return true // "i deleted toby by mistake", "deleted it by accident", "borré el tilde sin querer"
	}
	switch {
	case words[0].word("i", "we") && said(words[1], pastSelfWords...):
		return true
	case words[0].word("me") && said(words[1], pastSelfWordsEs...):
		return true
	}
	past, better := false, false
	for _, t := range words {
		switch {
		case said(t, pastStateWords...):
			past = true
		case t.word("better", "nicer", "mejor", "lindo", "linda"):
			better = past
		}
	}
	return past && better
}

// restoreWish: "bring the fire sticker back", "get it back", "traelo de
// vuelta", "recuperá el corazón": beside an undo it is what the undo is
// for (the sticker was looked for as "fire sticker back", and refused).
// A value, a place or a time keep the clause.
func restoreWish(toks []token) bool {
	var words []token
	for _, t := range toks {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.word(interjections...), t.word("wait", "no", "ok", "okay", "so", "please", "pls", "just", "porfa", "dale"):
		case t.has(cPos), t.has(cSpan), t.has(cEffect):
			return false
		default:
			words = append(words, t)
		}
	}
	if len(words) == 0 {
		return false
	}
	first, last := words[0], words[len(words)-1]
	switch {
	case first.word("bring", "get") && len(words) >= 2 && last.word("back"):
		return true
	case first.word("trae", "traelo", "traela", "traemelo", "traemela") && len(words) >= 2 && last.word("de vuelta"):
		return true
	case first.word("recupera", "recuperalo", "recuperala", "devolve", "devolvelo", "devolvela", "devolveme"):
		return true
	}
	return false
}

// notDeleteWords are what "don't delete" may be said of: the thing just
// named, or anything at all.
var notDeleteWords = []string{"it", "lo", "la", "los", "las", "nada", "anything", "nothing", "eso", "that", "them", "any", "of"}

// notDeleted: "don't delete it", "no lo borres", "sin borrar nada",
// "without deleting anything", "(solo cortalo) no borres nada": the user
// says an edit that keeps everything is not a removal. Said beside a
// hide or a split (keepsAll) it is a reassurance, not an edit: it was
// refused ("basic mode does not act on not").
func notDeleted(toks []token, lead bool) bool {
	neg, del := false, false
	for i, t := range toks {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.word("but", "pero", "just", "solo", "only", "y", "and", "please", "porfa", "for now", "por ahora"):
		case lead && !neg && !del && i+1 < len(toks) && t.has(cVerb, "cut", "split") && t.has(cPron):
			// "solo cortalo, no borres nada": the split said again
		case t.has(cNeg) && !neg || t.has(cPrep, "without") && !neg:
			neg = true
		case neg && !del && (t.has(cVerb, "delete") || t.word("deleting", "removing", "erasing", "borrar", "eliminar", "sacar")):
			del = true
		case t.word(notDeleteWords...):
		default:
			return false
		}
	}
	return neg && del
}

// keepsAll: a clause whose edit keeps every part of the video: a hide or
// a split, or a cut at one point ("cut it in half", "cortá el solo a la
// mitad", "cut the intro at 5"), which is a split.
func keepsAll(toks []token) bool {
	verb := ""
	for _, t := range toks {
		if l, ok := t.get(cVerb); ok {
			if verb != "" {
				return false
			}
			verb = l.val
		}
	}
	if verb == "" && slices.ContainsFunc(toks, func(t token) bool { return t.has(cProp, "invisible") }) {
		verb = "hide" // "ocultá la estrella"
	}
	switch verb {
	case "hide", "split":
		return true
	case "cut":
	default:
		return false
	}
	// a cut at one point, or in half: no span, no length, no first or last
	times, point, half := 0, false, false
	for i, t := range toks {
		switch {
		case t.is(tNumber, tTime):
			times++
			if i > 0 && (toks[i-1].has(cPrep, "at") || toks[i-1].word("at", "en", "a", "a los", "a las", "around")) {
				point = true
			} else if t.unit > 0 && !t.point {
				return false // "cut 5 seconds": a length
			}
		case t.word("mitad", "half", "two", "dos"):
			half = true
		case t.has(cPrep, "from", "between", "until", "to", "for", "after", "before", "during"), t.has(cSpan), t.has(cOrd), t.has(cUnit),
			t.word("first", "last", "primeros", "primeras", "ultimos", "ultimas", "primer", "ultimo", "ultima", "start", "end", "beginning", "principio", "final", "inicio"):
			if t.has(cPrep, "to") && !(i+1 < len(toks) && toks[i+1].is(tNumber, tTime)) {
				continue // "a la mitad"
			}
			if t.has(cSpan, "halfway") {
				half = true
				continue
			}
			return false
		}
	}
	return times == 1 && point || times == 0 && half
}

// notDeletedTail: the clause ends in "(sin borrar nada)", "without
// deleting anything": the clause before it, with the tail as an aside.
func notDeletedTail(c clause, prompt string) (clause, string, bool) {
	for i, t := range c.toks {
		if i > 0 && (t.has(cPrep, "without") || t.kind == tPunct && t.text == "(" && i+1 < len(c.toks) && c.toks[i+1].has(cPrep, "without")) {
			head := c.toks[:i]
			if notDeleted(c.toks[i:], false) && keepsAll(head) {
				tail := rawOf(prompt, c.toks[i:])
				c.toks, c.raw = head, rawOf(prompt, head)
				return c, tail, true
			}
			return c, "", false
		}
	}
	return c, "", false
}

// splitSaid: the clause splits (or cuts at one point), so "solo cortalo"
// after it says the same split again.
func splitSaid(toks []token) bool {
	return keepsAll(toks) && !slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "hide") })
}

// copyThenPut: "duplicá el fuego y ponelo también en el encore",
// "duplicate the OUCH and put it in the replay too": a bare duplicate,
// then "put it" where a thing or a part of the video is: the copy goes
// there, as "duplicá el fuego en el encore" reads (the put was refused:
// "say where to move it"). A time or a corner after "put it" is left to
// the move of the copy, as before.
func copyThenPut(c, next clause, prompt string) (clause, bool) {
	verbs := 0
	for _, t := range c.toks {
		switch {
		case t.has(cVerb, "duplicate"):
			verbs++
		case t.has(cVerb), t.is(tNumber, tTime, tPercent), t.has(cPos), t.has(cPrep, "at", "in", "to", "after", "before", "during", "from"), t.has(cSpan):
			return c, false
		}
	}
	if verbs != 1 {
		return c, false
	}
	i := 0
	for i < len(next.toks) && (next.toks[i].kind == tPunct || next.toks[i].has(cConn)) {
		i++
	}
	if i >= len(next.toks) || !next.toks[i].has(cVerb, "put", "move") {
		return c, false
	}
	pron := next.toks[i].has(cPron)
	i++
	if !pron && i < len(next.toks) && next.toks[i].has(cPron, "it") {
		pron = true
		i++
	}
	if !pron {
		return c, false
	}
	var rest []token
	prep := false
	for _, t := range next.toks[i:] {
		switch {
		case t.word("too", "also", "tambien", "as well"):
		case t.is(tNumber, tTime, tPercent, tQuote), t.has(cPos), t.has(cEffect), t.has(cVerb) && !t.word("arranca", "empieza", "starts", "begins"):
			return c, false
		default:
			prep = prep || t.has(cPrep, "in", "at", "during", "after", "before") || t.word("cuando", "when", "while", "mientras")
			rest = append(rest, t)
		}
	}
	if !prep {
		return c, false
	}
	c.toks = append(slices.Clone(c.toks), rest...)
	c.raw = strings.TrimSpace(c.raw + " " + rawOf(prompt, rest))
	return c, true
}

// copiesPut joins each bare duplicate with the "put it in <part>" after
// it (copyThenPut). Video only: a photo's "duplicá la capa y ponela en
// modo trama" is a layer and its blend.
func copiesPut(clauses []clause, prompt string) []clause {
	var out []clause
	for k := 0; k < len(clauses); k++ {
		if k+1 < len(clauses) {
			if merged, ok := copyThenPut(clauses[k], clauses[k+1], prompt); ok {
				out = append(out, merged) // "duplicá el fuego y ponelo también en el encore"
				k++
				continue
			}
			clauses[k+1] = copyPutAgain(clauses[k], clauses[k+1]) // copyagain.go
		}
		out = append(out, clauses[k])
	}
	return out
}

// weDidAlone: after an edit, a clause that is only a verb said of "we",
// with nothing it acts on ("cambiá el texto de precios a '…', aumentamos":
// we raised the prices) tells why the edit is asked, not a second edit:
// "aumentamos" was read as raising every volume (silent; set 40). A verb
// with its object ("subimos la música") stays to be planned or refused.
func weDidAlone(toks []token) bool {
	c := contentTokens(toks)
	if len(c) != 1 || c[0].kind != tWord || strings.ContainsRune(c[0].text, ' ') {
		return false
	}
	w := c[0].text
	if !strings.HasSuffix(w, "amos") && !strings.HasSuffix(w, "imos") {
		return false
	}
	if _, listed := theLexicon().words[w]; listed {
		return false
	}
	_, _, stem := theLexicon().spanishVerb(w)
	return stem
}

// leftStateWords say how a change left a thing ("quedó", "salió", "came
// out"); "ended up" and "turned out" are read in two words.
var leftStateWords = []string{"quedo", "quedaron", "salio", "salieron", "came out", "turned out", "ended up"}

// leftStates are what such a remark says the thing was left: a level,
// a size, a light ("re baja", "too loud", "muy oscura").
var leftStates = []string{"baja", "bajo", "bajas", "bajos", "alta", "alto", "altas", "altos", "fuerte", "fuertes", "despacio",
	"bajita", "bajito", "quiet", "loud", "low", "high", "soft", "grande", "enorme", "chico", "chica", "chiquito", "chiquita", "big",
	"small", "huge", "tiny", "oscuro", "oscura", "claro", "clara", "dark", "bright", "feo", "fea", "horrible", "mal", "bad", "ugly",
	"raro", "rara", "weird"}

// outcomeRemark: beside an undo, a clause that says how the change left
// a thing, in the past ("deshacé lo último, quedó re baja la música",
// "undo that, the music ended up way too quiet"): why it is undone, not
// a new edit. The music was set to 11% after the undo (silent; set 43
// v43-085). A verb of its own, a value or any other word keeps the
// clause ("deshacé lo último y subí la música", "la música está muy
// baja" in the present).
func outcomeRemark(toks []token) bool {
	outcome, state := false, false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return false
		case t.word(leftStateWords...):
			outcome = true
		case i+1 < len(toks) && t.word("came", "turned", "ended") && toks[i+1].word("out", "up"):
			outcome = true
			i++
		case t.word(leftStates...), t.has(cMod, "louder", "quieter", "bigger", "smaller") && !t.has(cVerb):
			// "too quiet" is read as one word, a level to change
			state = true
		case t.word(complaintDegrees...), t.word(interjections...), t.word("now", "ahora", "way", "really", "bastante", "medio", "un poco", "a bit", "kinda"):
		case t.has(cDet) && !t.has(cVerb), t.has(cKind) && !t.has(cVerb), t.has(cPron) && !t.has(cVerb):
			// the thing it is said of: "la música", "it"
		default:
			return false
		}
	}
	return outcome && state
}
