package planner

import "slices"

// What someone else wants or will do, said beside the edit: "take off the
// black and white, they want it in color", "the bride would like the
// ceremony in colour, please remove the black and white", "voiceover off
// pls, the client will record a new one". It is why the edit is asked, not
// a second edit: the clause was joined to the command and refused for its
// words ("they", "bride"), or planned as a colour of its own. It is read as
// userAside reads a wish: no value, place, size, look or verb of an edit;
// "in colour" is allowed only beside an edit that takes a colourless look
// away, which it restates.

// otherPeople open a remark as its subject besides otherLead's: a plural
// article and a word basic mode does not know ("los novios", "las chicas").
var otherPeople = []string{"los", "las", "their", "his", "her"}

// otherRemark: toks is someone else's wish or doing, beside the edit in
// edit.
func otherRemark(toks, edit []token, names func(token) bool) bool {
	i := slices.IndexFunc(toks, func(t token) bool { return t.kind == tWord })
	if i < 0 {
		return false
	}
	w := toks[i:]
	if !otherLead(w) && !(len(w) > 2 && w[0].word(otherPeople...) && w[1].kind == tWord && len(w[1].lex) == 0 && w[2].kind == tWord) {
		// "el blanco y negro de la ceremonia sacalo, queremos todo a
		// color": the user's own wish, when it only restates the colour
		// that taking the look away gives (it was refused: "no verb or
		// edit I know")
		if _, wish := userLead(w); !wish || !colourlessTakenAway(edit) || !slices.ContainsFunc(w, func(t token) bool { return t.has(cProp, "color") }) {
			return false
		}
	}
	rest := slices.Clone(toks)
	if colourlessTakenAway(edit) {
		// "…, they want it in color", "…, queremos todo a color": what
		// taking the look away gives, over all of it
		rest = slices.DeleteFunc(rest, func(t token) bool {
			return t.has(cProp, "color") || t.word("again", "de nuevo", "otra vez", "todo", "all", "it all", "everything", "entero", "completo")
		})
	}
	// the thing the edit is for may be named again, and where the look
	// is taken away from, named only here ("the bride would like the
	// ceremony in colour, remove the black and white": remarkScope)
	rest = slices.DeleteFunc(rest, func(t token) bool {
		return names(t) && (slices.ContainsFunc(edit, func(e token) bool { return e.text == t.text }) || colourlessTakenAway(edit) && !namesPart(edit, names))
	})
	return userAside(rest, names) && !slices.ContainsFunc(rest, func(t token) bool { return t.has(cNeg) })
}

// colourlessTakenAway: the clause removes a look without colour ("take off
// the black and white", "sacale el sepia").
func colourlessTakenAway(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "delete") }) &&
		slices.ContainsFunc(toks, func(t token) bool { return t.has(cEffect, "bw", "sepia") })
}

// remarkScope: the edit beside the remark, with the things only the remark
// names said after it ("remove the black and white on the ceremony"), so
// the look is taken away there and not from the whole video.
func remarkScope(remark, edit clause, names func(token) bool) clause {
	if namesPart(edit.toks, names) || !colourlessTakenAway(edit.toks) {
		return edit
	}
	var thing []token
	for _, t := range remark.toks {
		if names(t) {
			thing = append(thing, t)
		}
	}
	if len(thing) == 0 {
		return edit
	}
	end := edit.toks[len(edit.toks)-1]
	for end.kind == tPunct && len(edit.toks) > 1 {
		edit.toks = edit.toks[:len(edit.toks)-1]
		end = edit.toks[len(edit.toks)-1]
	}
	on := token{kind: tWord, text: "on", pos: end.end, end: end.end, lex: []lexeme{{cat: cPrep, val: "at"}, {cat: cSpan, val: "on"}}}
	said := []token{on}
	for _, t := range thing {
		t.pos, t.end = end.end, end.end
		said = append(said, t)
	}
	edit.toks = slices.Concat(edit.toks, said)
	return edit
}

// selfStates open what the user says they look like in the footage ("I'm
// mirrored", "I look upside down", "salgo espejado", "estoy al revés").
var selfStates = []string{"im", "i am", "i'm", "i look", "im like", "estoy", "salgo", "me veo", "aparezco", "quede", "sali"}

// selfStateOfEdit: the user's state in the footage that the edit before
// fixes, said with its own participle ("flip the facecam, im mirrored
// lol"): the state is why, not a second edit (it was planned as a flip of
// "lol", a sticker). Only the edit's own verb may be said in it.
func selfStateOfEdit(toks, edit []token, names func(token) bool) bool {
	w := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct || laughWord(t) })
	if len(w) < 2 || !(w[0].word(selfStates...) || contraction(w[0], "im")) && !(w[0].word("i") && w[1].word("am", "look")) {
		return false
	}
	verbs := map[string]bool{}
	for _, t := range edit {
		for _, l := range t.lex {
			if l.cat == cVerb {
				verbs[l.val] = true
			}
		}
	}
	restated := false
	for _, t := range w[1:] {
		switch {
		case t.word("am", "look", "so", "all", "totally", "completely", "todo", "re", "medio"):
		case t.has(cVerb) && slices.ContainsFunc(t.lex, func(l lexeme) bool { return l.cat == cVerb && verbs[l.val] }):
			restated = true // "mirrored" after "flip": the same edit
		case !neutralAside(t, names) || t.has(cVerb) || t.has(cEffect) || t.has(cProp) || t.has(cColor) || sizeWord(t):
			return false
		}
	}
	return restated
}
