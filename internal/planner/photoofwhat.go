package planner

import (
	"slices"
	"strings"
)

// photoNouns name the picture itself.
var photoNouns = []string{"foto", "fotos", "photo", "photos", "imagen", "picture", "pic", "image"}

// photoOfDropped: "la foto del café está muy clara", "the photo of the
// barn looks dark": what the photo shows, said after its noun, is which
// photo, not a part to edit (it was refused: "cafe" left out). Only before
// a copula, where the state said is the photo's.
func photoOfDropped(toks []token) []token {
	if i, k := photoOfAt(toks); i >= 0 {
		return slices.Delete(slices.Clone(toks), i, k)
	}
	return toks
}

// photoOfSaid is the text photoOfDropped takes out, so that the regions
// read from the prompt's words (Sanitize) leave it out too ("the photo of
// the cup looks too dark" selected the cup); "" if none.
func photoOfSaid(toks []token, prompt string) string {
	if i, k := photoOfAt(toks); i >= 0 {
		return prompt[toks[i].pos:toks[k-1].end]
	}
	return ""
}

// photoOfAt is the span [i, k) of "del café" after a photo's noun and
// before a copula; -1 if none.
func photoOfAt(toks []token) (int, int) {
	for i := 0; i+2 < len(toks); i++ {
		elided := photoNounElided(toks, i)
		if !toks[i].word(photoNouns...) && !elided || !toks[i+1].word("del", "de", "of") {
			continue
		}
		k := i + 2
		for k < len(toks) && k <= i+4 && toks[k].kind == tWord && !copulaLed(toks[k]) && !toks[k].has(cEffect) {
			k++
		}
		if k == i+2 {
			continue
		}
		// at the end of its clause too: "dale un tono más cálido a la foto
		// del café", "make the photo of the barn warmer" (it was refused:
		// "cafe" left out)
		if k < len(toks) && !copulaLed(toks[k]) && toks[k].kind != tPunct && !toks[k].has(cEffect) {
			continue
		}
		if !elided && (k == len(toks) || !copulaLed(toks[k])) && (i == 0 || !toks[i-1].word("la", "the", "this", "esta", "my", "mi")) {
			continue // "como una foto de los abuelos": a photo it should look like, not this one
		}
		if slices.ContainsFunc(toks[i+2:k], func(t token) bool {
			if elided {
				return t.has(cEffect) || t.has(cRegion) && !t.has(cRegion, "subject") // "la del cielo" is the sky
			}
			return t.has(cEffect) || t.has(cRegion) && k < len(toks) && !copulaLed(toks[k])
		}) {
			continue // "the photo of the sky warmer" is said of the sky when no copula says it is the photo's
		}
		if elided {
			return i - 1, k // "a la del cohete" goes as a whole
		}
		return i + 1, k
	}
	return -1, -1
}

// photoNounElided: "bajale la saturación a la del cohete": "la" after "a"
// and before "del" is the photo with its noun left out ("a la [foto] del
// cohete"): it was read as the rocket, selected as the subject, and the
// whole photo was asked. Only after "a", where the edit says what it is
// done to; "la del cielo" is still the sky (a part said after "del").
func photoNounElided(toks []token, i int) bool {
	return i > 0 && toks[i].word("la") && toks[i-1].word("a")
}

// copulaLed: the token is a copula or a phrase the lexicon begins with
// one ("looks too dark", "esta muy clara" are one token each).
func copulaLed(t token) bool {
	if t.word(photoCopulas...) {
		return true
	}
	for _, c := range photoCopulas {
		if t.kind == tWord && strings.HasPrefix(t.text, c+" ") {
			return true
		}
	}
	return false
}

// standOutWords say a thing should stand out.
var standOutWords = []string{"resalte", "resalta", "destaque", "destaca", "sobresalga", "stand out", "stands out", "pop", "pops"}

// subjectStandsOutAfter: "oscurecé la mesa de madera, que la taza
// resalte", "darken the table so the cup stands out": the surface is
// edited for the subject's sake, which is kept as it is (as "except the
// cup" is): the surface is the background (it was refused).
func subjectStandsOutAfter(toks []token, end int) bool {
	for k := end; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tPunct && t.text != "," {
			return false
		}
		if t.has(cRegion) && !t.has(cRegion, "subject") {
			return false
		}
		if t.has(cRegion, "subject") {
			m := k + 1
			return m < len(toks) && toks[m].word(standOutWords...)
		}
	}
	return false
}

// shotAsPhoto reads "this coffee shot is too dark", "the shot", "esta
// toma" in a photo as the photo itself: the lexicon has "shot" and "toma"
// for a video clip, which a photo has none of (it was refused: "would
// leave out this coffee shot"). Only as a noun after its determiner, one
// word apart at most ("this shot", "this coffee shot"), never as the verb
// ("I shot it at noon").
func shotAsPhoto(toks []token) []token {
	var out []token
	for i, t := range toks {
		if !t.word("shot", "toma") || !t.has(cKind, "clip") {
			continue
		}
		if !(i > 0 && toks[i-1].word(shotDets...) || i > 1 && toks[i-2].word(shotDets...) && toks[i-1].kind == tWord && !toks[i-1].has(cVerb)) {
			continue
		}
		if out == nil {
			out = slices.Clone(toks)
		}
		out[i] = wordToken(map[string]string{"shot": "photo", "toma": "foto"}[t.text], t.pos, t.end)
	}
	if out == nil {
		return toks
	}
	return out
}

// shotDets say which shot: this one.
var shotDets = []string{"this", "that", "the", "my", "our", "esta", "esa", "la", "mi", "nuestra"}
