package planner

import "strings"

// wholeClipOf unjoins a whole-span phrase that ends in "clip" when a name
// follows it ("durante todo el clip del nene llegando", "for the whole
// clip of the dog"): the words mean the whole of that clip, not the whole
// video, so "todo el" and "clip" are read apart and the clip is named by
// what follows (the phrase was read as the whole video and "nene
// llegando" was left as a second thing of its own, and asked: v18-006).
func wholeClipOf(toks []token) []token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		words := strings.Fields(t.text)
		if t.kind != tWord || len(words) < 2 || !t.has(cSpan, "whole") || t.fixed != "" {
			continue
		}
		if last := words[len(words)-1]; last != "clip" && last != "video" {
			continue
		}
		if !toks[i+1].word("of", "of the", "de", "del", "de la", "from") || i > 0 && toks[i-1].word("por") {
			continue // "visible por todo el clip de kid finish" is keptForAThing's
		}
		head := strings.Join(words[:len(words)-1], " ")
		noun := words[len(words)-1]
		split := []token{
			{kind: tWord, text: head, pos: t.pos, end: t.end - len(noun) - 1},
			{kind: tWord, text: noun, pos: t.end - len(noun), end: t.end},
		}
		if len(theLexicon().phrases[head]) == 0 && len(strings.Fields(head)) > 1 {
			// "all the", "the entire": read word by word
			split = split[1:]
			at := t.pos
			var heads []token
			for _, w := range strings.Fields(head) {
				heads = append(heads, token{kind: tWord, text: w, pos: at, end: at + len(w)})
				at += len(w) + 1
			}
			split = append(heads, split...)
		}
		out := append(toks[:i:i], split...)
		toks = append(out, toks[i+1:]...)
		i += len(split) - 1
	}
	return toks
}
