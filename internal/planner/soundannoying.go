package planner

import "slices"

// A sound said to bother the person is a sound too loud: "the kiln hum is
// so annoying", "that street noise is so annoying", "el ruido de la
// licuadora es re molesto", "la música es insoportable". The annoyance
// word was no word basic mode knew ("does not know the word 'annoying'"),
// or, after "it's", a thing of its own ("there is no 'it's annoying'").
// Said after a complaint or an edit that already says the level ("the
// hum is so loud it's annoying", "turn the music down, it's annoying"), it
// is only why, and is set aside. Only a sound said before it in the same
// sentence (a sound's kind, a file of sound by its name, a noise of one)
// makes it a level: "the logo is annoying" stays what it was.

// annoyingWords say a thing bothers the one who hears it.
var annoyingWords = []string{
	"annoying", "irritating", "grating", "unbearable", "insufferable", "obnoxious",
	"molesto", "molesta", "molestos", "molestas", "molestisimo", "molestisima", "irritante", "irritantes",
	"insoportable", "insoportables", "insufrible", "fastidioso", "fastidiosa",
}

// annoyanceLeads are the words between the sound and the annoyance word
// that say nothing more: the copula, "so", "it's", "re".
var annoyanceLeads = []string{"its", "it", "is", "so", "soo", "sooo", "soooo", "really", "very", "super", "es", "esta", "re", "muy", "tan", "that", "thats"}

// annoyingSound rewrites an annoyance word said of a sound: the level
// word "quieter" when the sentence says no level or verb before it, a
// filler (with its leads) when it does.
func annoyingSound(toks []token, sounds nameIndex) {
	for i, t := range toks {
		if t.kind != tWord || len(t.lex) > 0 || !t.word(annoyingWords...) {
			continue
		}
		start := i
		for start > 0 && !(toks[start-1].kind == tPunct && contains([]string{".", "!", "?", ";"}, toks[start-1].text)) {
			start--
		}
		before := toks[start:i]
		heard := slices.ContainsFunc(before, func(b token) bool {
			return b.has(cKind, "music", "audio", "voice") || sounds.has(b)
		})
		if !heard {
			continue
		}
		said := slices.ContainsFunc(before, func(b token) bool {
			return b.has(cMod, "quieter", "louder") || b.has(cVerb) || b.has(cNo)
		})
		if !said {
			toks[i].lex = []lexeme{{cat: cMod, val: "quieter"}}
			continue
		}
		toks[i].lex = []lexeme{{cat: cFiller}}
		for k := i - 1; k >= start && toks[k].kind == tWord && toks[k].word(annoyanceLeads...); k-- {
			toks[k].lex = []lexeme{{cat: cFiller}}
		}
	}
}
