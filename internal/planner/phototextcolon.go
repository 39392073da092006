package planner

import "strings"

// colonTitle reads the words after a colon that follows a text noun as
// the text, as if quoted: "add a caption at the top: We have liftoff",
// "título abajo: Lanzamiento 2026". They were read word by word (an
// unknown "liftoff", a number), and the request asked for quotes. The
// words run to the end of the sentence. Not when they start with a verb
// ("the title: make it bigger" says what to do to the title) or when
// quotes are typed anyway.
func colonTitle(toks []token, prompt string) []token {
	for i, t := range toks {
		if t.kind != tPunct || !strings.HasPrefix(prompt[t.pos:], ":") || i+1 >= len(toks) {
			continue
		}
		noun := false
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if toks[k].has(cKind, "text") {
				noun = true
				break
			}
			if toks[k].has(cConn) || toks[k].kind == tPunct || toks[k].kind == tQuote {
				break
			}
		}
		first := toks[i+1]
		if !noun || first.kind == tQuote || first.has(cVerb) || first.has(cTextIntro) {
			return toks
		}
		from := first.pos
		to := len(prompt)
		if k := strings.IndexAny(prompt[from:], "\n;"); k >= 0 {
			to = from + k
		}
		if k := strings.Index(prompt[from:to], ". "); k >= 0 {
			to = from + k
		}
		for j := i + 2; j+1 < len(toks); j++ {
			if toks[j].has(cConn) && toks[j+1].has(cVerb) && toks[j].pos < to {
				to = toks[j].pos // "title: We're live! and make it warmer": the edit after is no text
				break
			}
		}
		words := strings.TrimRight(strings.TrimSpace(prompt[from:to]), ".,")
		if words == "" || strings.ToUpper(words) == words && !strings.ContainsAny(words, "0123456789") {
			// "caption in the middle: LIFTOFF": words in capitals are read
			// as the text already, where they stand; with a number among
			// them ("AUDICIONES 2027") they are not, and the colon says
			// where the text begins (it was read as a change of a title
			// there was none of)
			return toks
		}
		out := append([]token{}, toks[:i+1]...)
		out = append(out, token{kind: tQuote, text: words, pos: from, end: from + len(words)})
		for _, u := range toks[i+1:] {
			if u.pos >= from+len(words) {
				out = append(out, u)
			}
		}
		return out
	}
	return toks
}
