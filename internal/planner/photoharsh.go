package planner

import "slices"

// harshDegrees say a look is too much ("too harsh", "muy duro", "tan
// dura"): the degrees of a complaint, and "tan".
var harshDegrees = append(slices.Clone(complaintDegrees), "tan")

// harshSubjects are what a harsh contrast is said of: the photo, the
// light, the contrast itself or a part of the photo. Anything else called
// harsh (a vignette, a filter, the colours) is another complaint.
var harshSubjects = []string{"it", "photo", "picture", "image", "pic", "shot", "foto", "imagen", "light", "lighting", "luz",
	"contrast", "contraste", "shadows", "sombras", "highlights", "sky", "cielo", "face", "cara", "background", "fondo",
	"top", "bottom", "left", "right", "arriba", "abajo", "ground", "suelo", "piso", "person", "persona"}

// harshFiller are words of the clause that say nothing about what is harsh.
var harshFiller = []string{"the", "el", "la", "los", "las", "this", "esta", "este", "is", "it's", "its", "looks", "look", "seems",
	"feels", "still", "now", "a", "bit", "little", "kind", "of", "se", "ve", "queda", "quedo", "quedó", "está", "es", "lo",
	"un", "poco", "todavia", "todavía", "ahora", "way", "quite", "kinda", "medio", "me", "parece", "looking", "se ve", "se ven", "quede", "looks like"}

// harshNegations before the degree ("not too harsh", "sin que quede muy
// duro") say a limit on another edit, not a complaint.
var harshNegations = []string{"not", "no", "n't", "dont", "don't", "never", "sin", "nunca", "without", "ni"}

// harshSaid reads a photo said to look harsh ("Reduce el contraste, se ve
// muy duro", "it looks too harsh") as a complaint of too much contrast:
// the flat look, which the clause before, when it lowers the contrast,
// already is (it was refused: "say the look"). Photo requests only: a cut
// said harsh in a video is another thing. Only when the clause's subject is
// the photo, its light, its contrast or a part of it, with no negation
// before: "the vignette is too harsh" (the vignette weaker), "the colours
// look too harsh" (less saturation) and "dramatic but not too harsh" (a
// limit) were all read as less contrast (silent); they stay refused.
func harshSaid(toks []token) []token {
	for k := 1; k < len(toks); k++ {
		if !toks[k].word("harsh", "duro", "dura", "duros", "duras") || !toks[k-1].word(harshDegrees...) || !harshSubjectOK(toks[:k-1]) {
			continue
		}
		flat := token{kind: tWord, text: "too harsh", pos: toks[k-1].pos, end: toks[k].end, lex: []lexeme{{cat: cEffect, val: "flat"}}}
		toks = slices.Replace(slices.Clone(toks), k-1, k+1, flat)
		for j := k - 2; j >= 0 && !toks[j].is(tPunct); j-- {
			if toks[j].word("contrast", "contraste") {
				// "the contrast is too harsh": what is harsh, not more of it
				// (it was read as more contrast beside the flat look:
				// "cancel out"); the flat look says it
				from := j
				if j > 0 && (toks[j-1].has(cDet) || toks[j-1].word("the", "el", "this", "este")) {
					from = j - 1
				}
				toks = slices.Delete(toks, from, j+1)
				break
			}
		}
	}
	return toks
}

// harshSubjectOK: the clause before the degree (back to a mark or a
// "but"/"and") holds no negation and no word but a harsh subject or filler.
func harshSubjectOK(before []token) bool {
	for i := len(before) - 1; i >= 0; i-- {
		t := before[i]
		if t.is(tPunct) || t.word("but", "and", "pero", "y", "aunque", "though", "because", "porque") {
			return true
		}
		if t.word(harshNegations...) || !t.is(tWord) || !t.word(harshSubjects...) && !t.word(harshFiller...) {
			return false
		}
	}
	return true
}
