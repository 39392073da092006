package planner

import (
	"slices"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// phoneOfText reads a phone word said with a word of a text that shows a
// phone number ("el teléfono de urgencias" for "Urgencias 24 h · 351 555
// 0199", "the emergency number", "el número de urgencias") as that text:
// the words said in two were two things, "urgencias" the text and "el
// teléfono" the clip described as someone reading out the phone, and
// "ponelo abajo" shrank the clip into the bottom while the text moved.
// "The phone" alone stays what it was (a thing in the picture; resolve.go
// textClassOf).
func phoneOfText(toks []token, p *timeline.Project) []token {
	var held [][]string // the words of each text that shows a phone number
	for _, t := range all(p) {
		if t.el.Text != nil && phoneNumberIn(t.el.Text.Content) {
			var ws []string
			for _, w := range nameWords(t.el.Text.Content) {
				if len(w) >= 3 && isPlainWord(w) {
					ws = append(ws, indexedNames(w)...)
				}
			}
			held = append(held, ws)
		}
	}
	if len(held) == 0 {
		return toks
	}
	heldBy := func(k int) bool {
		return k >= 0 && k < len(toks) && toks[k].kind == tWord &&
			slices.ContainsFunc(held, func(ws []string) bool { return slices.Contains(ws, toks[k].text) })
	}
	for i, t := range toks {
		if t.kind != tWord || !t.word(phoneWords...) || t.has(cKind, "text") {
			continue
		}
		// "el teléfono de (las) urgencias", "the emergency phone"
		after := i+1 < len(toks) && toks[i+1].word("de", "del", "of") && (heldBy(i+2) || i+2 < len(toks) && toks[i+2].has(cDet) && heldBy(i+3))
		if !after && !heldBy(i-1) {
			continue
		}
		toks = slices.Clone(toks)
		toks[i].lex = []lexeme{{cat: cKind, val: "text"}}
	}
	return toks
}

// phoneWords name a phone number said as a thing.
var phoneWords = []string{"phone", "telephone", "number", "telefono", "tel", "numero", "celular", "cel", "whatsapp", "hotline", "line"}

// phoneNumberIn: the text holds a run of at least 7 digits, spaces,
// dots or dashes between them allowed ("351 555 0199", "555-0142").
func phoneNumberIn(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			digits++
			if digits >= 7 {
				return true
			}
		case r == ' ' || r == '-' || r == '.' || r == '(' || r == ')':
		default:
			digits = 0
		}
	}
	return false
}
