package planner

import "slices"

// lackedLooks are the nouns of a look that "le falta" or "it lacks" says
// is missing, when they are no look word by themselves: "le falta color",
// "le falta vida", "it lacks life" are more colour (they were refused:
// "falta" unknown; "le falta luz" already read, "luz" being a look).
var lackedLooks = map[string]bool{"color": true, "colour": true, "colores": true, "colors": true, "colours": true, "vida": true,
	"life": true, "chispa": true, "vivacidad": true}

// lackedLookRead replaces "le falta color" by the look it asks for.
func lackedLookRead(toks []token) []token {
	for i := 0; i < len(toks); i++ {
		n := phraseAt(toks, i, lackWords)
		if n == 0 || i+n >= len(toks) {
			continue
		}
		k := i + n
		for k < len(toks)-1 && toks[k].word("un", "poco", "un poco", "algo", "de", "a", "bit", "little", "some", "mas", "more") {
			k++
		}
		if !lackedLooks[toks[k].text] || toks[k].kind != tWord {
			continue
		}
		// "more saturation": the words the lexicon reads as that look
		more, look := wordToken("more", toks[i].pos, toks[k].pos), wordToken("saturation", toks[k].pos, toks[k].end)
		toks = slices.Replace(slices.Clone(toks), i, k+1, more, look)
	}
	return toks
}
