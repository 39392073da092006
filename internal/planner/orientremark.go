package planner

import (
	"regexp"
	"slices"
	"strings"
)

// orientationSaid reads an orientation remark by what it says, not by one
// sentence shape: a state of being the wrong way round ("mirrored",
// "backwards", "upside down", "al revés", "espejada", "the wrong way", "on
// the other side") with, around it, only words that describe: a subject
// of any length ("the map behind the guy", "her hand", "the car"), a
// verb of being or facing ("faces", "points", "lo grabé"), hedges. The
// sentence shape (orientationState) missed "the map behind the guy is
// mirrored", "the car faces the wrong way", "so her hand is on the other
// side" and "que lo grabé al revés", each refused beside a clear flip.
// Anything an edit could use (a number, a quote, a time, a place, a look,
// a verb of editing, the flip itself) keeps it out: it may be a second
// request. "Upside down" is left to the sentence shape and the readers
// of a turn ("the seed packet is upside down, fix it" turns it; read as
// a reason it was refused).
var orientationStateWords = regexp.MustCompile(`(?:^| )(?:backwards?|reversed|mirrored|inverted|flipped|al reves|del reves|invertid[oa]s?|espejad[oa]s?|(?:the )?wrong (?:way|side)(?: round| around)?|(?:on |to |in )?the other side|(?:para|del|en|al) (?:el )?otro lado)(?: |$)`)

// orientationOpeners lead a reason: "so", "so that", "since", "que".
var orientationOpeners = []string{"so", "so that", "since", "because", "bc", "cuz", "cause", "as", "que", "porque", "ya que", "pq", "xq", "para que"}

func orientationSaid(toks []token) bool {
	c := slices.DeleteFunc(slices.Clone(toks), func(t token) bool { return t.kind == tPunct || laughWord(t) })
	for len(c) > 0 && c[0].kind == tWord && c[0].word(orientationOpeners...) {
		c = c[1:]
	}
	if len(c) < 2 || len(c) > 9 || slices.ContainsFunc(c, func(t token) bool { return t.kind == tWord && t.word(orientationWishes...) }) {
		return false // "it should be reversed" asks, it does not say why
	}
	text := joinedText(c)
	loc := orientationStateWords.FindStringIndex(text)
	if loc == nil {
		return false
	}
	// the words outside the state only describe
	state := strings.Fields(text[loc[0]:loc[1]])
	for _, t := range c {
		if t.kind != tWord {
			return false // a number, a time, a quote
		}
		if slices.Contains(state, fold(t.text)) || slices.Contains(state, strings.ToLower(t.text)) {
			continue
		}
		if t.has(cPos) || t.has(cEffect) || t.has(cColor) || t.has(cSpan) || t.has(cUnit) || t.has(cNeg) ||
			t.has(cVerb) && !t.word(orientationVerbs...) {
			return false
		}
	}
	return true
}

// orientationWishes make a remark a request.
var orientationWishes = []string{"should", "must", "has to", "have to", "needs to", "need to", "want", "wanna", "tiene que", "tienen que",
	"deberia", "deberian", "debe", "quiero", "queremos", "hay que", "que sea", "que este", "que quede"}

// orientationVerbs say how a thing is or was shot, never an edit.
var orientationVerbs = []string{"is", "are", "was", "were", "looks", "look", "reads", "read", "shows", "faces", "face", "facing", "points", "pointing",
	"appears", "seems", "comes out", "came out", "esta", "estan", "quedo", "queda", "quedaron", "salio", "salieron", "se ve", "ve", "ven",
	"lee", "leen", "aparece", "parece", "mira", "miran", "grabe", "grabamos", "filme", "filmamos", "shot", "filmed", "recorded"}

// remarkNamesOther: the remark names, by a name of the project, a thing
// the flip does not ("flip the logo, the clicker is mirrored"): it may be
// a second thing to flip, so it is not set aside (the logo alone was
// flipped and the clicker dropped as a reason).
func remarkNamesOther(flip, remark []token, names func(token) bool) bool {
	said := map[string]bool{}
	for _, t := range flip {
		if t.kind == tWord {
			said[fold(t.text)] = true
		}
	}
	return slices.ContainsFunc(remark, func(t token) bool { return t.kind == tWord && names(t) && !said[fold(t.text)] })
}
