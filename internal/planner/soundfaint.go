package planner

import "slices"

// faintVolume is the level of a sound wished barely heard, as a picture
// wished barely seen keeps 15% of its opacity (vlook.go).
const faintVolume = 0.15

// faintHeardWords are the English ways to say a sound barely heard.
var faintHeardWords = []string{"barely audible", "barely heard", "hardly audible", "almost inaudible", "nearly inaudible",
	"almost silent", "nearly silent", "casi inaudible", "apenas audible"}

// heardWishWords are the Spanish subjunctives of being heard: "que se
// escuche", "que se oiga" (the wish, not the state "se escucha").
var heardWishWords = []string{"se escuche", "se escuchen", "se oiga", "se oigan", "suene", "suenen"}

// faintWish: a sound wished barely heard ("the music should be barely
// audible", "make the song almost silent", "la música que apenas se
// escuche", "que casi no se oiga la canción") is brought down to a faint
// level. "Barely audible" was read as the complaint "is barely audible"
// and the music went to 100%; the Spanish wish had no verb and was
// refused. A state said ("the music is barely audible", "apenas se
// escucha") stays the complaint that asks for more.
func (f *frame) faintWish() {
	toks := f.c.toks
	at := faintWishAt(toks)
	if at < 0 || len(f.amounts) > 0 || f.has("full", "min", "half") {
		return
	}
	f.mods = slices.DeleteFunc(slices.Clone(f.mods), func(m string) bool { return m == "louder" || m == "bit" })
	f.mods = append(f.mods, "quieter", "faint")
	// "que casi no se escuche": no hiding, and no "not" of the request
	f.props = slices.DeleteFunc(slices.Clone(f.props), func(p string) bool { return p == "visible" })
	negs := 0
	for k, t := range toks {
		if t.kind == tWord && (t.has(cNeg) || t.word("no")) && (k < at || k > at+2) {
			negs++
		}
	}
	if negs == 0 {
		f.neg = false
	}
	for k := at; k < len(toks) && k <= at+2; k++ {
		w := toks[k].text
		f.unknown = slices.DeleteFunc(f.unknown, func(u string) bool { return u == w })
	}
}

// faintWishAt is where the tokens wish a sound barely heard, or -1.
func faintWishAt(toks []token) int {
	for i, t := range toks {
		if t.kind != tWord {
			continue
		}
		if t.word(faintHeardWords...) && (i == 0 || !toks[i-1].word(stateWords...)) {
			return i
		}
		if !t.word(heardWishWords...) || i == 0 {
			continue
		}
		switch {
		case toks[i-1].word("apenas", "casi no"):
			return i - 1
		case i >= 2 && toks[i-1].word("no") && toks[i-2].word("casi"):
			return i - 2
		}
	}
	return -1
}
