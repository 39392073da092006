package planner

// Words that let a remark on a clip's start or end ("el intro arranca
// lentísimo", "the chain clip starts slow", "el saludo tiene un silencio
// al principio", "el video del gato arranca con la cámara temblando") be
// read as why the cut after it is made (edgeRemark, vedgeremark.go). Each
// was planned as an edit of its own: "say what should start then", "say
// what to do with the silences", "there is no la camara temblando".

// startsHow: toks[i] is a verb of starting said with how it starts, not
// when: "arranca lentísimo", "starts way too slow", "empieza medio raro".
// A time, a thing or a place after it ("starts at 5", "arranca con el
// logo") is when or with what, read elsewhere.
func startsHow(toks []token, i int) bool {
	if !toks[i].has(cVerb, "start") {
		return false
	}
	j := i + 1
	for j < len(toks) && toks[j].kind == tWord && toks[j].word("too", "so", "very", "way too", "really", "kinda", "a bit", "muy", "re", "super", "medio", "bastante", "demasiado", "un poco") {
		j++
	}
	if j >= len(toks) || toks[j].kind != tWord {
		return false
	}
	w := toks[j]
	if w.word(mannerWords...) {
		return true
	}
	return len(w.lex) == 0 && j == len(toks)-1 // "arranca lentísimo": an unknown word of how, last
}

// mannerWords say how a clip starts, said as a fault.
var mannerWords = []string{"slow", "slowly", "badly", "weird", "weirdly", "awkward", "awkwardly", "boring", "flat", "shaky",
	"lento", "lenta", "lentisimo", "lentisima", "mal", "raro", "rara", "flojo", "floja", "aburrido", "aburrida", "movido", "movida", "temblando"}

// silenceHad: toks[i-1:i+1] is "a silence", "un silencio", "una pausa"
// said of the clip ("tiene un silencio al principio"): a part of it, like
// "a boring bit", not the silences of the project to remove.
func silenceHad(toks []token, i int) bool {
	return toks[i].kind == tWord && toks[i].has(cKind, "silence") && toks[i-1].kind == tWord && toks[i-1].word("a", "an", "un", "una")
}

// clipSaidAsVideoOf: "el video del gato", "the video of the chain": a
// clip called by what it shows, not the whole video.
func clipSaidAsVideoOf(toks []token, names func(token) bool) bool {
	for i := 0; i+2 < len(toks); i++ {
		if !toks[i].word("video", "vid") || !toks[i+1].word("de", "del", "of", "de la", "of the") {
			continue
		}
		j := i + 2
		if toks[j].has(cDet) && j+1 < len(toks) {
			j++
		}
		if names(toks[j]) {
			return true
		}
	}
	return false
}

// oneRemarkedThing: the remark is about one thing of the project, or
// about the intro or outro alone ("el intro arranca lentísimo"): a
// section word is no thing of thingsNamed, and the cut after it was
// left without whose edge it is.
func oneRemarkedThing(toks []token, names func(token) bool) bool {
	toks = bitsOff(toks)
	if n := thingsNamed(toks, names); n != 0 {
		return n == 1
	}
	sections := 0
	for k := range toks {
		if toks[k].kind == tWord && sectionWordAt(toks, k, names) {
			sections++
		}
	}
	return sections == 1
}
