package planner

import (
	"regexp"
	"slices"
	"strings"
)

// orientationState matches a clause that only says a thing shows the wrong
// way round ("it reads backwards", "the text is mirrored", "está al revés",
// "se lee al revés", "que está dado vuelta"): said beside a flip or a turn
// it is why the thing is flipped, not a second flip nor a reverse of the
// playback ("flip the logo, it reads backwards" flipped it twice, back to
// where it was, and said it flipped; "espejá el logo que está al revés"
// was refused as a reverse).
var orientationState = regexp.MustCompile(`^(?:(?:que|since|because|bc|cuz|cause|as|porque|ya que|pq|xq) )?` +
	`(?:(?:it|this|that|its|it s|thing|(?:the|el|la|los|las) \w+(?: (?:on|of|in|de|del|en) (?:it|(?:the|el|la) \w+))?|lo|la|se|todo|toda) )?` +
	`(?:is |its |it s |s |se |)` +
	`(?:reads?|reading|looks?|shows?|appears?|is|are|its|came out|comes out|was|lee|leen|ve|ven|esta|estan|quedo|queda|quedaron|salio|salieron|parece|aparece)` +
	`(?: (?:all|totally|completely|kinda|kind of|like|todo|toda|re|medio|como))?` +
	` (?:backwards?|reversed|mirrored|inverted|flipped|al reves|del reves|invertid[oa]|espejad[oa]|(?:the )?wrong way(?: round| around)?|(?:para|del) (?:el )?otro lado)$`)

// orientationRemark: toks only say the thing shows the wrong way round.
func orientationRemark(toks []token) bool {
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct || laughWord(t) })
	if len(c) == 0 || slices.ContainsFunc(c, func(t token) bool { return t.kind != tWord }) {
		return false
	}
	return orientationState.MatchString(joinedText(c)) || orientationSaid(toks) // orientremark.go
}

// flipOrTurn: the clause asks a flip or a turn.
func flipOrTurn(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "flip") || t.has(cVerb, "rotate") })
}

// remarkedFlip is the clause of the flip or turn that the orientation
// remark at k is the reason for: the next clause, or the first after
// other such remarks ("the whiteboard footage is mirrored (the writing is
// backwards), flip it horizontally": "it" was the writing, and nothing to
// refer to); -1 when that clause is no flip or turn.
func remarkedFlip(clauses []clause, k int) int {
	j := k + 1
	for j+1 < len(clauses) && orientationRemark(clauses[j].toks) {
		j++
	}
	if j < len(clauses) && flipOrTurn(clauses[j].toks) {
		return j
	}
	return -1
}

// remarkHead is an orientation remark without a second one in
// parentheses after it ("the whiteboard footage is mirrored (the writing
// is backwards)"): the thing the remark is about is the first one's
// subject (the two subjects left "it" with two things).
func remarkHead(c clause, prompt string) clause {
	at := -1 // the lexer drops the parenthesis: it is between two words
	for i := 1; i < len(c.toks); i++ {
		if a, b := c.toks[i-1].end, c.toks[i].pos; a <= b && b <= len(prompt) && strings.Contains(prompt[a:b], "(") {
			at = i
			break
		}
	}
	if at < 2 || !orientationRemark(c.toks[:at]) || !orientationRemark(c.toks[at:]) {
		return c
	}
	c.toks = c.toks[:at]
	c.raw = rawOf(prompt, c.toks)
	return c
}

// mirrorOpeners and mirrorWords: "como espejo vertical", "like a
// horizontal mirror", "en modo espejo horizontal".
var (
	mirrorOpeners = []string{"como", "like", "tipo", "as", "in", "en", "a", "an", "un", "una", "modo", "estilo", "mode", "style", "onda", "sort of"}
	mirrorWords   = []string{"espejo", "mirror", "mirrored", "espejado", "espejada", "reflejo", "reflection", "flip", "volteo"}
)

// mirrorWaySaid: a clause that only says the axis of a flip, as a mirror
// ("como espejo vertical", "like a horizontal mirror"): "vertical" or
// "horizontal", else "". After a flip it was read as a new request and
// asked which element.
func mirrorWaySaid(toks []token) string {
	way, mirror := "", false
	for _, t := range toks {
		switch {
		case t.kind == tPunct:
		case t.kind != tWord:
			return ""
		case t.has(cProp, "vertical", "horizontal") && way == "":
			way = "horizontal"
			if t.has(cProp, "vertical") {
				way = "vertical"
			}
		case t.word(mirrorWords...):
			mirror = true
		case t.word(mirrorOpeners...):
		default:
			return ""
		}
	}
	if !mirror {
		return ""
	}
	return way
}

// flipAxisAgrees: the flip's clause says no axis, or the same one.
func flipAxisAgrees(toks []token, way string) bool {
	for _, t := range toks {
		if t.has(cProp, "vertical", "horizontal") && !t.has(cProp, way) {
			return false
		}
	}
	return true
}

// gluedFlipWithAxis: a flip said with the pronoun glued on "da" and its
// axis ("dala vuelta horizontal"): "la" is the thing the remark before
// named (it asked which element). Without an axis ("dalo vuelta") it is
// left to the vague remedy, which turns a thing upside down.
func gluedFlipWithAxis(toks []token) bool {
	glued, axis := false, false
	for _, t := range toks {
		switch {
		case t.kind == tWord && t.word("dalo vuelta", "dala vuelta", "dalos vuelta", "dalas vuelta", "darlo vuelta", "darla vuelta",
			"dalo la vuelta", "dala la vuelta"):
			glued = true
		case t.has(cProp, "vertical", "horizontal"):
			axis = true
		}
	}
	return glued && axis
}

// orientationTail: a flip's clause whose tail after "que", "since",
// "because" or a comma only says the thing shows the wrong way round
// ("espejá el logo que está al revés", "flip the logo since it reads
// backwards"): the tail is the reason, set aside.
func orientationTail(c clause, prompt string, names func(token) bool) (clause, string, bool) {
	for i := len(c.toks) - 2; i > 1; i-- {
		t := c.toks[i]
		if !(t.kind == tPunct && t.text == ",") && !(t.kind == tWord && t.word("que", "since", "because", "bc", "cuz", "cause", "porque", "ya que", "as", "so", "so that", "para que")) {
			continue
		}
		if !flipOrTurn(c.toks[:i]) || !orientationRemark(c.toks[i+1:]) || namesAnother(c.toks[:i], c.toks[i+1:]) || remarkNamesOther(c.toks[:i], c.toks[i+1:], names) {
			continue
		}
		tail := rawOf(prompt, c.toks[i+1:])
		c.toks = c.toks[:i]
		c.raw = rawOf(prompt, c.toks)
		return c, tail, true
	}
	return c, "", false
}

// namesAnother: the remark's subject is a thing the flip does not name
// ("flip the heart, the logo is mirrored": the logo's flip was dropped as
// a reason). "it", and the text on a thing, are the thing flipped.
func namesAnother(head, tail []token) bool {
	thing := func(t token) bool { return t.kind == tWord && (t.has(cKind) || t.has(cSticker)) }
	k := 0
	for k < len(tail) && (tail[k].kind != tWord || tail[k].has(cDet)) {
		k++
	}
	if k >= len(tail) || !thing(tail[k]) || tail[k].has(cKind, "text") {
		return false
	}
	return !slices.ContainsFunc(head, func(h token) bool { return thing(h) && fold(h.text) == fold(tail[k].text) })
}

// reversedSaid: a remark says the thing is "al revés" or "del revés",
// which is upside down as often as mirrored.
func reversedSaid(remark string) bool {
	r := " " + fold(remark) + " "
	return strings.Contains(r, " al reves ") || strings.Contains(r, " del reves ")
}
