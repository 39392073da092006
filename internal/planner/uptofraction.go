package planner

import (
	"slices"
	"strings"
)

// upToAFraction: "music up to 0.6", "bring the music up to 0.8": "up to"
// before a bare fraction of one, in a request that speaks of sound, is the
// particle "up" and the level it goes to, as "up to 60%" is (upToLevel in
// frame.go). The lexer joins "up to" into one word of "until", so the
// fraction was read as a time: the music was made to end at 0.6 s, or,
// after "mute …, and", muted until then (silent). A number of 1 or more is
// left a time ("up to 40" is until 40 s), and so is a fraction when no
// sound is said ("make the logo last up to 0.5"). "hasta" before a
// fraction is read the same way.
func upToAFraction(toks []token, prompt string) []token {
	if !slices.ContainsFunc(toks, saysSoundWord) {
		return toks
	}
	for i := 0; i+1 < len(toks); i++ {
		t, n := toks[i], toks[i+1]
		if t.kind != tWord || n.kind != tNumber || n.num <= 0 || n.num >= 1 {
			continue
		}
		if t.text == "hasta" {
			// "subí la música hasta 0.7": the level it goes to, as "a 0.7"
			// (the music was split at 0.7 s and raised to 100% after it)
			toks[i].text, toks[i].lex = "to", lookup("to")
			continue
		}
		if t.text != "up to" {
			continue
		}
		said := strings.ToLower(prompt[t.pos:t.end])
		at := strings.LastIndex(said, "to")
		if !strings.HasPrefix(said, "up") || at < 2 {
			continue
		}
		up := token{kind: tWord, text: "up", pos: t.pos, end: t.pos + 2, lex: lookup("up")}
		to := token{kind: tWord, text: "to", pos: t.pos + at, end: t.end, lex: lookup("to")}
		toks = slices.Concat(toks[:i], []token{up, to}, toks[i+1:])
		i++
	}
	return toks
}

// saysSoundWord: the word names a sound by its kind ("music", "la voz",
// "the original audio") or its volume.
func saysSoundWord(t token) bool {
	return t.kind == tWord && (t.has(cKind, "music", "audio", "voice", "original") || t.has(cProp, "volume"))
}
