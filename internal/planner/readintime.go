package planner

import (
	"regexp"
	"slices"
	"strings"
)

// A clause that only says the viewer cannot read or see a thing in time
// ("no llego a leerlo", "no se llega a leer", "no da tiempo a verlo",
// "I can't even read it", "you can't read it in time"), said beside a
// complaint that the thing goes by too fast ("el título dura re poco, no
// llego a leerlo"), is why it should last longer, not an edit of its own
// (it inherited the length and was refused: "would leave out llego").

var readInTimeRe = regexp.MustCompile(`^(?:(?:pero|but|y|and|que|porque|because|cause|cuz|so|asi que|ya que)\s+)?` +
	`(?:(?:i|you|we|people|nobody|anyone|one|la gente|nadie)\s+)?` +
	`(?:(?:no|ni)\s+(?:se\s+)?(?:llego|llega|llegas|llegan|llegamos|alcanzo|alcanza|alcanzas|alcanzan|da\s+(?:el\s+)?tiempo|me da\s+(?:el\s+)?tiempo|te da\s+(?:el\s+)?tiempo|hay tiempo)\s+(?:a|de|para)\s+|` +
	`(?:no\s+(?:se\s+)?(?:puede|puedo|podes|alcanzo a)\s+)|` +
	`(?:can't|cant|can not|cannot|couldn't|couldnt|don't have time to|dont have time to|never get to|barely)\s+(?:even\s+)?)` +
	`(?:leer|leerlo|leerla|leerlos|verlo|verla|ver|read|see|catch|read it|see it)` +
	`(?:\s+(?:it|them|lo|la|nada|bien|en pantalla|on screen|in time|a tiempo|what it says|lo que dice|el recorrido|the route|anything))*$`)

// readThingRe: the same, naming what cannot be read ("no se llega a leer
// el cartel de precios", "I can't read the price text").
var readThingRe = regexp.MustCompile(strings.TrimSuffix(readInTimeRe.String()[:strings.LastIndex(readInTimeRe.String(), `(?:\s+(?:it`)], "") +
	`\s+(?:el|la|los|las|the|this|that|ese|esa|este|esta)\s+[^,;:]+$`)

// cannotReadThing: the clause says only that a thing it names cannot be
// read or seen in time; said before "dura muy poquito", which names none,
// the thing is what lasts too little (thingFirst), and this clause is why.
func cannotReadThing(raw string) bool {
	return readThingRe.MatchString(readFold(raw))
}

func readFold(raw string) string {
	s := strings.Trim(fold(strings.ToLower(raw)), " .,!?;:")
	return strings.Join(strings.Fields(strings.NewReplacer("’", "'", "!", " ", ".", " ", ",", " ").Replace(s)), " ")
}

// cannotReadInTime: the clause says only that its thing cannot be read or
// seen in time.
func cannotReadInTime(raw string) bool {
	return readInTimeRe.MatchString(readFold(raw))
}

// longerByAmount: the clause asks its thing to last more, by an amount ("el
// cartel del precio que dure 2 segundos más", "keep it up 2 more secs"):
// "no llegás a leerlo" beside it is why, as beside a complaint that it
// goes by too fast (it was refused: "does not know the word llegas").
func longerByAmount(toks []token) bool {
	more := slices.ContainsFunc(toks, func(t token) bool { return t.has(cMod, "more", "longer") || t.word("extra") })
	amount := slices.ContainsFunc(toks, func(t token) bool { return t.kind == tTime || t.kind == tNumber })
	lasts := slices.ContainsFunc(toks, func(t token) bool {
		return t.has(cVerb, "last") || t.word("que dure", "que duren", "dure", "duren", "keep", "keep it up", "stay", "leave", "deja", "dejalo", "dejala")
	})
	return more && amount && lasts && !slices.ContainsFunc(toks, func(t token) bool { return t.has(cVerb, "delete", "cut", "trim", "split") })
}
