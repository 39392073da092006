package planner

import (
	"regexp"
	"slices"
)

// A remark that the viewer cannot read or see a thing ("no se lee el
// banner del sponsor", "no se ve nada en el clip del quieto", "I can't
// read the price text", "you can't see anything in it", "y no se lee el
// menú") is why a complaint beside it asks its edit, not an edit of its
// own: "no se lee" was read as a hide ("would leave out lee"), "leer" as
// a word of a text's name, and the whole request refused.
//
// Three places, each with its evidence:
//   - before a state that names no thing ("no se lee el banner del
//     sponsor, es muy chico", "no se ve nada en el clip del quieto, está
//     re oscuro", "no se llega a leer el cartel, dura muy poquito"): the
//     remark names the one thing the state is of, and is set aside;
//   - after a clause ("el texto de los precios tapa la pizarra y no se
//     lee el menú"): the remark names no thing of the project (what it
//     names is in the footage), and is set aside;
//   - at the end of a state, with no comma ("the helmet cam window is so
//     small you can't see anything in it"): the tail names no thing.
//
// A remark alone, one that names two things or a thing the state after it
// does not say, stays as it was (planned or refused).

// unseenThingRe: the remark names what cannot be read or seen.
var unseenThingRe = regexp.MustCompile(`^(?:(?:pero|but|y|and|porque|because|ya que)\s+)?(?:(?:i|you|we|people|nobody|one|la gente|nadie)\s+)?` +
	`(?:no\s+(?:se\s+)?(?:lee|leen|ve|ven|distingue|distinguen|puede leer|puede ver|pueden leer|pueden ver)|` +
	`(?:can't|cant|cannot|can not|couldn't|couldnt|can barely|can hardly|barely|hardly)\s+(?:read|see|make out))` +
	`\s+(?:(?:nada|casi nada|bien)\s+(?:en|de)\s+|(?:anything|much)\s+(?:in|on|of)\s+)?(?:el|la|los|las|the|this|that|ese|esa)\s+[^,;:]+$`)

// unseenBareRe: the same, naming nothing or only "it" ("you can't see
// anything in it", "nobody can read it", "no se lee nada").
var unseenBareRe = regexp.MustCompile(`^(?:(?:pero|but|y|and|porque|because|ya que|so)\s+)?(?:(?:i|you|we|people|nobody|one|la gente|nadie)\s+)?` +
	`(?:no\s+(?:se\s+)?(?:lee|leen|ve|ven|distingue|distinguen|puede leer|puede ver|pueden leer|pueden ver)|` +
	`(?:can't|cant|cannot|can not|couldn't|couldnt|can barely|can hardly|barely|hardly|can)\s+(?:even\s+)?(?:read|see|make out))` +
	`(?:\s+(?:it|them|nada|anything|nothing|bien|in it|on it|en el|en ella|at all|properly|a thing))*$`)

// unseenPerceived: words after which the remark names what is not seen.
var unseenPerceived = []string{"lee", "leen", "se lee", "se leen", "ve", "ven", "se ve", "se ven", "distingue", "distinguen", "leer", "ver",
	"read", "see", "out", "nada", "anything", "much", "en", "in", "on", "of", "de", "bien"}

// unseenThing is the part of the remark that names what is not seen: the
// words after the perception ("leer" may be a word of a text's name, and
// counted as a second thing).
func unseenThing(c clause) clause {
	k := 0
	for k < len(c.toks) && !c.toks[k].word("lee", "leen", "se lee", "se leen", "ve", "ven", "se ve", "se ven", "distingue", "distinguen", "leer", "ver", "read", "see", "make out") {
		k++
	}
	for k < len(c.toks) && c.toks[k].word(unseenPerceived...) {
		k++
	}
	return clause{toks: c.toks[k:], raw: c.raw}
}

// unseenNamesOne: the clause is a remark that one thing of the project
// cannot be read or seen.
func unseenNamesOne(c clause, names func(token) bool) bool {
	if !unseenThingRe.MatchString(readFold(c.raw)) && !cannotReadThing(c.raw) {
		return false
	}
	return thingsNamed(unseenThing(c).toks, names) == 1
}

// thinglessState: the clause says a state with no thing of its own: it
// lasts too little, is too small or too big, or a look is too much or too
// little ("es muy chico", "está re oscuro", "dura muy poquito").
func thinglessState(toks []token, names func(token) bool) bool {
	if thingsNamed(toks, names) > 0 || hasVerb(toks) && lengthState(toks) == "" {
		return false
	}
	if lengthState(toks) == "longer" {
		return true
	}
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		if sizeWay(t) != "" && i > 0 && degreeAt(toks, i-1) {
			return true // "es muy chico", "so small"
		}
		if (t.has(cMod) || t.has(cEffect)) && complaintPhrase(t.text) || t.has(cEffect) && complaintAt(toks, i) {
			return true // "está re oscuro", "too dark"
		}
	}
	return false
}

// unseenBeforeState: c names the one thing that cannot be seen, and next
// says its state.
func unseenBeforeState(c, next clause, names func(token) bool) bool {
	return unseenNamesOne(c, names) && thinglessState(next.toks, names)
}

// unseenAfter: c, after the clause prev, only says that something cannot
// be read or seen: nothing named, something of the footage (no thing of
// the project), or, after a clause that says one thing covers another,
// whatever is covered ("…tapa la pizarra y no se lee el menú").
func unseenAfter(c, prev clause, names func(token) bool) bool {
	raw := readFold(c.raw)
	if unseenBareRe.MatchString(raw) {
		return true
	}
	if !unseenThingRe.MatchString(raw) {
		return false
	}
	return thingsNamed(unseenThing(c).toks, names) == 0 || slices.ContainsFunc(prev.toks, func(t token) bool {
		return t.kind == tWord && (t.word(coveringWords...) || t.word(inTheWay...) || slices.Contains(coveringWords, t.fixed))
	})
}

// unseenTail cuts "you can't see anything in it" off the end of a clause
// that says a state with no comma before it ("the helmet cam window is so
// small you can't see anything in it").
func unseenTail(c clause, prompt string, names func(token) bool) (clause, string, bool) {
	for i := 2; i < len(c.toks)-1; i++ {
		if !c.toks[i].word("you", "i", "we", "nobody", "people", "no", "nadie") {
			continue
		}
		tail := clause{toks: c.toks[i:], raw: rawOf(prompt, c.toks[i:])}
		if !unseenBareRe.MatchString(readFold(tail.raw)) {
			continue
		}
		head := c.toks[:i]
		if !slices.ContainsFunc(head, func(t token) bool { return t.kind == tWord }) || !stateOfAThing(head, names) {
			return c, "", false
		}
		c.toks = head
		c.raw = rawOf(prompt, head)
		return c, tail.raw, true
	}
	return c, "", false
}

// stateOfAThing: the words name a thing and say a state of it with no
// verb of an edit ("the helmet cam window is so small").
func stateOfAThing(toks []token, names func(token) bool) bool {
	if thingsNamed(toks, names) == 0 || hasVerb(toks) {
		return false // "…, move it so you can't see it": an edit
	}
	var rest []token
	for k, t := range toks {
		if !thingWordAt(toks, k, names) {
			rest = append(rest, t)
		}
	}
	return thinglessState(rest, names)
}
