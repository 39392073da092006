package planner

import "strings"

// What someone says, said as a thing heard: "no se escucha lo que dice
// la entrevistada", "i can't hear what she says". "que dice" after "lo"
// (or "says" after "what") is the talk of the one named, never the
// words of a text ("la entrevistada" was taken as a text's words, the
// volume clause had no thing, and the music was raised: silent).
func speechOfSomeone(toks []token, i int) bool {
	t := toks[i]
	switch {
	case t.word("que dice", "que dicen", "que habla", "que hablan") && i > 0:
		return toks[i-1].word("lo", "todo lo")
	case t.word("dice", "dicen", "says", "say", "is saying", "said") && i > 1 && toks[i-1].word("que") && toks[i-2].word("lo"):
		return true
	case t.word("says", "say", "is saying", "said") && i > 1 && toks[i-2].word("what") && toks[i-1].kind == tWord:
		return true // "what she says"
	}
	return false
}

// speechOf: the text intro at i says what someone says (speechOfSomeone);
// its words are used, as the talk they name.
func (f *frame) speechOf(toks []token, i int) bool {
	if !speechOfSomeone(toks, i) {
		return false
	}
	for k := max(0, i-2); k <= i; k++ {
		if toks[k].word("lo", "todo lo", "que", "what") {
			f.used[k] = true
		}
	}
	f.used[i] = true
	return true
}

// speechOfNoOne: what is said, with no one named and nothing else named
// ("no se escucha lo que dice", "i can't hear what they say") is the
// voice of the video (the music was raised to 100%: silent).
func (f *frame) speechOfNoOne() {
	if len(f.targets) > 0 {
		return
	}
	toks := f.c.toks
	for i := range toks {
		if toks[i].has(cTextIntro) && speechOfSomeone(toks, i) || speechInPhrase(toks[i]) && i+1 == len(toks) {
			f.targets = append(f.targets, np{said: "the voice", kind: "voice", noun: "voice", first: i, end: i + 1, aspect: "audio", mods: []string{"voice"}})
			return
		}
	}
}

// speechInPhrase: a phrase of the lexicon that says speech not heard
// whole ("no se entiende lo que dice", "can't understand what she says").
func speechInPhrase(t token) bool {
	if t.kind != tWord || !t.has(cMod, "louder") {
		return false
	}
	for _, w := range []string{"lo que dice", "lo que habla", "what she says", "what he says", "le entiende"} {
		if strings.Contains(t.text, w) {
			return true
		}
	}
	return false
}
