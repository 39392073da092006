package planner

import (
	"slices"
	"strings"
)

// A talk said by a pronoun ("while he talks", "cuando ella habla") after
// a person was named, in the clause or in the one before it ("tomi is
// hard to hear, lower the music while he talks", "the music drowns out
// Carla when she talks", "grandma's message is hard to hear over the
// song. turn the music down while she talks"): the talk is that person's,
// read as "while tomi talks" is (personclips.go, the event reader). The
// pronoun was read as any voice, and every clip where someone talks was
// asked about.

// talkerPronouns are the pronouns of one person that talks.
var talkerPronouns = []string{"he", "she", "hes", "shes", "el", "ella"}

// talkerNamed puts the person named before in the place of the pronoun
// of a talk said after a word of when ("while", "cuando").
func talkerNamed(clauses []clause, names func(token) bool) []clause {
	for k, c := range clauses {
		for i := 1; i < len(c.toks); i++ {
			if ok, _ := eventWord(c.toks[i-1]); !ok {
				continue
			}
			said, n := pronounTalkAt(c.toks, i)
			if n == 0 {
				continue
			}
			who, found := talkerBefore(c.toks[:i-1], names)
			if !found && k > 0 {
				who, found = talkerBefore(clauses[k-1].toks, names)
			}
			if !found {
				continue
			}
			t := c.toks[i]
			who.pos, who.end, who.poss = t.pos, c.toks[i+n-1].end, false
			talk := token{kind: tWord, text: said, pos: who.pos, end: who.end, lex: lookup(said)}
			put := []token{who, talk}
			if slices.Contains(talkingWords, strings.Fields(t.text)[0]) {
				put = []token{talk, who} // "cuando habla ella": the verb first, as said
			}
			c.toks = slices.Concat(c.toks[:i], put, c.toks[i+n:])
			clauses[k] = c
			break
		}
	}
	return clauses
}

// pronounTalkAt: a pronoun of one person and a verb of talking at i, one
// token ("she talks", "habla ella") or two; the talk's words without the
// pronoun and the tokens it takes, or 0.
func pronounTalkAt(toks []token, i int) (string, int) {
	t := toks[i]
	if t.kind != tWord {
		return "", 0
	}
	ws := strings.Fields(t.text)
	if len(ws) > 1 && slices.Contains(talkerPronouns, ws[0]) && saysTalking(token{kind: tWord, text: strings.Join(ws[1:], " ")}) {
		return strings.Join(ws[1:], " "), 1
	}
	if len(ws) > 1 && slices.Contains(talkerPronouns, ws[len(ws)-1]) && slices.Contains(talkingWords, ws[0]) {
		return strings.Join(ws[:len(ws)-1], " "), 1
	}
	if len(ws) == 1 && slices.Contains(talkerPronouns, ws[0]) && i+1 < len(toks) && saysTalking(toks[i+1]) {
		return toks[i+1].text, 2
	}
	return "", 0
}

// talkerBefore: the first word of toks that names a thing of the project
// and no kind, place, look or verb: a person said by name ("tomi",
// "grandma's message", "hector's"), never the music said beside her.
func talkerBefore(toks []token, names func(token) bool) (token, bool) {
	for _, t := range toks {
		if t.kind != tWord || !names(t) || strings.Contains(t.text, " ") || slices.Contains(talkerPronouns, t.text) {
			continue
		}
		if t.has(cKind) || t.has(cPos) || t.has(cEffect) || t.has(cProp) || t.has(cVerb) || t.has(cMod) || t.has(cDet) {
			continue
		}
		return t, true
	}
	return token{}, false
}
