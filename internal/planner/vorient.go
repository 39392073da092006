package planner

import (
	"regexp"
	"slices"
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
