package planner

import "slices"

// How people say what is wrong with a photo, or what it lacks, in chat:
// "its kinda dark", "está medio oscura", "la veo apagada", "le falta
// contraste", "it lacks contrast", "¿le das más saturación?". Each is
// rewritten into the words the complaint and look readers know ("it is
// bit dark", "se ve apagada", "more contrast", "dale más saturación").
// They were refused ("would leave out kinda", "le, falta", "le, das"), and
// "está medio oscura" brightened the middle of the frame: "medio" read as
// the centre, where it is a hedge on the state.

// photoCopulas say how the photo is or looks; a state after them is a
// complaint (complaintAt).
var photoCopulas = []string{"its", "is", "are", "theyre", "esta", "estan", "looks", "look", "seems", "feels", "se ve", "se ven", "queda",
	"quedo", "quedan", "parece", "me parece"}

// hedgePhrases soften the state after a copula ("kind of dark", "medio
// oscura"); said there, they are "a bit".
var hedgePhrases = [][]string{{"kinda"}, {"kind", "of"}, {"sort", "of"}, {"sorta"}, {"a", "tad"}, {"tad"}, {"medio"}, {"media"},
	{"somewhat"}, {"rather"}, {"pretty"}, {"fairly"}, {"un", "toque"}, {"un toque"}, {"un tanto"}, {"un", "tanto"}}

// lackWords say what the photo lacks: the look after them is wanted more.
var lackWords = [][]string{{"le", "falta"}, {"le", "faltan"}, {"falta"}, {"le", "hace", "falta"}, {"le", "hace falta"}, {"hace falta"}, {"lacks"}, {"is", "lacking"},
	{"needs", "more"}, {"needs", "some"}, {"le", "falta", "mas"}}

// giveWords ask for a look as a question or a plain present ("¿le das
// más saturación?", "me das más brillo"): "dale".
var giveWords = [][]string{{"le", "das"}, {"me", "das"}, {"le", "podes", "dar"}, {"le", "podrias", "dar"}, {"podes", "darle"},
	{"podrias", "darle"}}

// leanWords say which way a colour cast leans ("que tire a azul",
// "tirando a naranja", "leaning blue").
var leanWords = [][]string{{"que", "tire", "a"}, {"que", "tire", "al"}, {"tirando", "a"}, {"tirando", "al"}, {"que", "tienda", "a"},
	{"leaning"}, {"leaning", "towards"}, {"leaning", "toward"}, {"towards"}}

// leanLooks are the casts a colour a photo leans to gives.
var leanLooks = map[string]string{"azul": "cool", "blue": "cool", "celeste": "cool", "naranja": "warm", "orange": "warm",
	"amarillo": "warm", "yellow": "warm", "dorado": "warm", "golden": "warm"}

// leanSaidAgain drops a tail after a comma that says which way the cast
// of the look before it leans, the same way ("enfriá la foto, que tire a
// azul", "más fría, tirando a azul", "warmer, leaning orange"): it was
// refused as a clause with no look. Another way is left as it is.
func leanSaidAgain(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !(toks[i-1].kind == tPunct && toks[i-1].text == ",") {
			continue
		}
		n := phraseAt(toks, i, leanWords)
		if n == 0 || i+n >= len(toks) {
			continue
		}
		end := i + n
		if toks[end].word("the", "el", "lo") {
			end++
		}
		look := ""
		if end < len(toks) {
			look = leanLooks[toks[end].text]
		}
		if look == "" || end+1 < len(toks) && toks[end+1].kind == tWord ||
			!slices.ContainsFunc(toks[:i-1], func(t token) bool { return t.has(cEffect, look) }) {
			continue
		}
		return append(slices.Clone(toks[:i-1]), toks[end+1:]...)
	}
	return toks
}

// nowPhrases say the photo as it is now, after "than" ("warmer than now",
// "brighter than it is", "más cálida que ahora"): the look is a change
// from it, which a look is already.
var nowPhrases = [][]string{{"now"}, {"right", "now"}, {"it", "is", "now"}, {"it", "is"}, {"its", "now"}, {"its"}, {"it", "was"},
	{"before"}, {"the", "original"}, {"ahora"}, {"antes"}, {"esta"}, {"esta", "ahora"}, {"la", "original"}}

// thanNow drops "than now" after a look ("make it warmer than now"): it was
// refused, "than" and "now" left out.
func thanNow(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("than", "que") || !toks[i-1].has(cEffect) {
			continue
		}
		n := phraseAt(toks, i+1, nowPhrases)
		if n == 0 || i+1+n < len(toks) && toks[i+1+n].kind == tWord {
			continue
		}
		return append(slices.Clone(toks[:i]), toks[i+1+n:]...)
	}
	return toks
}

// photoColloquial rewrites the hedges, lacks and gives of toks (see above),
// and looks said by reference, relative states and a state the edit mends
// (compareLook, relativeState, stateAfterAnd in photoremark.go).
func photoColloquial(toks []token) []token {
	out := relativeState(notSoSaid(compareLook(thanNow(leanSaidAgain(coloursTooStrong(castSaid(slices.Clone(toks))))))))
	for i := 0; i < len(out); i++ {
		if n := phraseAt(out, i, hedgePhrases); n > 0 && i > 0 && out[i-1].word(photoCopulas...) && i+n < len(out) && out[i+n].has(cEffect) &&
			!out[i+n].word("washed out", "washed") { // "looks kinda washed out" may be the faded look wanted: still asked
			out = slices.Replace(out, i, i+n, bitToken(out[i].pos, out[i+n-1].end))
			continue
		}
		if n := phraseAt(out, i, hedgePhrases); n > 0 && i > 0 && out[i-1].word(photoCopulas...) && i+n < len(out) && out[i+n].kind == tWord &&
			out[i+n].has(cVerb) && !out[i+n].has(cEffect) && !out[i+n].has(cMod) && (i+n+1 == len(out) || out[i+n+1].kind == tPunct) {
			// "está medio movida": a hedge on a participle basic mode reads
			// as a verb says nothing more than the state ("está movida", a
			// remark); "movida" was read as the move verb ("say which
			// layer")
			out = slices.Delete(out, i, i+n)
			continue
		}
		if n := phraseAt(out, i, lackWords); n > 0 && lookAfter(out, i+n) {
			if i > 0 && out[i-1].word("it", "lo", "la") {
				i-- // "it lacks contrast": "it" said again by the look's "more"
				n++
			}
			out = slices.Replace(out, i, i+n, wordToken("more", out[i].pos, out[i+n-1].end))
			continue
		}
		if n := phraseAt(out, i, giveWords); n > 0 && lookAfter(out, i+n) {
			out = slices.Replace(out, i, i+n, wordToken("dale", out[i].pos, out[i+n-1].end))
			continue
		}
		if i+2 < len(out) && out[i].word("la", "lo") && out[i+1].word("veo") && out[i+2].has(cEffect) {
			// "la veo apagada": as "se ve apagada", one phrase of the lexicon
			// when it is one
			merged := wordToken("se ve "+out[i+2].text, out[i].pos, out[i+2].end)
			if len(merged.lex) > 0 {
				out = slices.Replace(out, i, i+3, merged)
			} else {
				out = slices.Replace(out, i, i+2, wordToken("se ve", out[i].pos, out[i+1].end))
			}
		}
	}
	return moreAfterAnd(stateAfterAnd(littleAfterBut(out))) // after the hedges: "it's sort of dark and dull"
}

// bitToken is the degree "a bit" standing for the words from pos to end:
// not "bit" the part; a copy, since lookup's slice is the lexicon's own
// (deleting in place took "the part" from every later "bit": "mute the
// bit" muted two tracks).
func bitToken(pos, end int) token {
	bit := wordToken("bit", pos, end)
	bit.lex = slices.DeleteFunc(slices.Clone(bit.lex), func(l lexeme) bool { return l.cat != cMod })
	bit.text = "a bit"
	return bit
}

// littlePhrases say how much after a "but": a little.
var littlePhrases = [][]string{{"poquito"}, {"poco"}, {"un", "poco"}, {"un poco"}, {"un", "poquito"}, {"solo", "un", "poco"}, {"solo", "un", "poquito"},
	{"solo", "un poco"}, {"apenas"}, {"un", "toque"}, {"un toque"}, {"suave"}, {"suavecito"}, {"levemente"}, {"leve"}, {"despacio"}}

// littleAfterBut reads "más cálida pero poquito", "aclarala pero un
// toque": a look, then "but a little" to the clause's end, is that look a
// bit (it was refused: "would leave out poquito").
func littleAfterBut(toks []token) []token {
	for i := 1; i+1 < len(toks); i++ {
		if !toks[i].word("pero", "but") || !slices.ContainsFunc(toks[:i], func(t token) bool { return t.has(cEffect) }) {
			continue
		}
		n := phraseAt(toks, i+1, littlePhrases)
		if n == 0 || i+1+n < len(toks) && toks[i+1+n].kind == tWord {
			continue
		}
		return slices.Replace(slices.Clone(toks), i, i+1+n, bitToken(toks[i].pos, toks[i+n].end))
	}
	return toks
}

// notSoCopulas say how a state wished away after "que no" would look.
var notSoCopulas = []string{"se vea", "se vean", "quede", "queden", "este", "esten", "luzca"}

// notSoSaid reads a request that opens with "que no se vea tan lavada",
// "que no quede tan oscura" as "demasiado lavada": a state wished away is
// the state the photo has now (it was refused: "does not act on not").
// After another clause ("aclarala, que no quede tan oscura") it is what
// that clause is for, left as it is.
func notSoSaid(toks []token) []token {
	if len(toks) < 5 || !toks[0].word("que") || !toks[1].word("no") || !toks[2].word(notSoCopulas...) || !toks[3].word("tan", "tanto") || !toks[4].has(cEffect) {
		return toks
	}
	return slices.Replace(slices.Clone(toks), 0, 4, wordToken("demasiado", toks[0].pos, toks[3].end))
}

// phraseAt is how many tokens from i one of phrases takes (0: none).
func phraseAt(toks []token, i int, phrases [][]string) int {
	for _, p := range phrases {
		if i+len(p) > len(toks) {
			continue
		}
		ok := true
		for k, w := range p {
			if toks[i+k].kind != tWord || toks[i+k].text != w {
				ok = false
				break
			}
		}
		if ok {
			return len(p)
		}
	}
	return 0
}

// lookAfter: a look comes at i, past an amount ("un montón de luz",
// "a lot more contrast", "some").
func lookAfter(toks []token, i int) bool {
	for end := min(len(toks), i+6); i < end; i++ {
		t := toks[i]
		switch {
		case t.has(cEffect):
			return true
		case t.kind == tWord && (t.has(cMod) || t.word("of", "de", "un", "una", "some", "a", "bit", "little", "poco", "un poco", "mas", "more")):
		default:
			return false
		}
	}
	return false
}

// wordToken is a word of the lexicon standing for the words from pos to end.
func wordToken(w string, pos, end int) token {
	return token{kind: tWord, text: w, pos: pos, end: end, lex: lookup(w)}
}
