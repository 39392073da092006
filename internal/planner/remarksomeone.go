package planner

// Remarks on what someone filmed does in a part being cut, said with
// someone nobody named ("remove the part from 40 to 44, some guy walks
// right in front of the camera", "sacá del 12 al 15, un tipo pasa por
// delante") or with a filler someone says ("cut the first 2 seconds of
// the intro, martin says umm", "cortá los primeros 2 segundos, martín
// dice eh"): why the part goes. Both were refused: the whole clause for
// "walks, right", or "martin" asked among the clips and the voice named
// so. narratedPart and personSubject (conversation.go) read them; these
// are the words they take.

// someoneDet: a determiner of someone not named ("some guy", "a kid",
// "un tipo", "una señora", "this dude").
func someoneDet(t token) bool {
	return t.kind == tWord && t.word("some", "a", "an", "this", "that", "un", "una", "algun", "alguna", "este", "esta", "ese", "esa")
}

// gazeAway: at i, someone looks away or elsewhere ("she looks away from
// the camera", "he looks down", "mira para otro lado"): "looks" is where
// they look, not a look of the picture (the clause was refused for
// "away").
func gazeAway(c []token, i int) bool {
	return i+1 < len(c) && c[i].word("looks", "look", "looking", "looked", "mira", "miro", "mirando") &&
		c[i+1].word("away", "down", "off", "elsewhere", "para", "hacia", "a otro lado", "al costado", "abajo")
}

// edgeSecondSaid: a removal's time said as the one second at an edge,
// with no number ("lose the last second of the intro", "sacá el primer
// segundo"): a time removed, as "the last 2 seconds" is (removesTime).
func edgeSecondSaid(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tWord && toks[i].word("last", "first", "final", "ultimo", "ultima", "primer", "primero", "primera") && toks[i+1].has(cUnit) {
			return true
		}
	}
	return false
}

// fillerSaid: sounds of hesitation someone says ("umm", "eh", "este").
var fillerSaid = []string{"um", "umm", "ummm", "uh", "uhh", "uhm", "uhmm", "er", "erm", "ehm", "eh", "ehh", "em", "emm", "mmm", "hmm", "ahh", "este", "o sea", "like"}

// saysFiller: at k, a verb of saying and then only a filler ("says umm",
// "dice eh"), the end of the remark.
func saysFiller(c []token, k int) bool {
	if k+1 >= len(c) || !c[k].word("says", "say", "said", "goes", "dice", "dijo") {
		return false
	}
	for _, t := range c[k+1:] {
		if t.kind != tWord || !t.word(fillerSaid...) {
			return false
		}
	}
	return true
}
