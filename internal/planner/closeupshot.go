package planner

import "slices"

// closeUpShot reads "close-up", "closeup" and "close up" said after the
// thing it shows ("the dashboard close up", "the hands close-up") as a
// shot: the word of a file named for one ("tablero-closeup.mp4") when the
// project has such a file, otherwise a kind of clip, as "shot" is. "Close
// up" was the verb of filling a gap ("there is no it", the clip asked
// about) and "close-up" a word left out ("trim the end of the hands
// close-up by 4 secs"). Said first, or after a word that opens a command
// ("close up the gap", "please close up the gaps"), it stays a verb.
func closeUpShot(toks []token, ix nameIndex) []token {
	for i, t := range toks {
		if t.kind != tWord || !t.word("close up", "close-up", "closeup", "close-ups", "closeups", "close ups") || i == 0 {
			continue
		}
		p := toks[i-1]
		if p.kind != tWord || p.has(cVerb) || p.has(cConn) || p.has(cPron) || p.has(cFiller) || p.has(cNeg) || p.has(cPrep) ||
			p.word("you", "please", "to", "can", "could", "will", "lets", "let's") {
			continue
		}
		toks = slices.Clone(toks)
		if ix["closeup"] {
			toks[i].text, toks[i].lex = "closeup", nil
			continue
		}
		toks[i].lex = []lexeme{{cat: cKind, val: "clip"}}
	}
	return toks
}
