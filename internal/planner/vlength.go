package planner

// lengthGiven reads "add 2 seconds to the title", "dale 2 segundos más al
// título", "sumale un segundo al logo", "give the logo 3 more seconds" as
// that element made that much longer, and "quitale 2 segundos al logo",
// "take 2 seconds off the heart" as that much shorter: a length in
// seconds given to (or taken from) a thing of the project. Before, the
// title's text became "the title", or a second logo was added at 1 s.
// Only a length said in units with no "at"/"for" before it counts (a time
// at which to add something stays a time), and only for one thing that is
// not the whole video (which no tool lengthens).
func lengthGiven(f *frame) {
	if len(f.times) != 1 || len(f.targets) != 1 || len(f.quotes) > 0 || f.text != "" || len(f.sticker) > 0 ||
		len(f.effects) > 0 || len(f.pos) > 0 || len(f.amounts) > 0 || f.neg {
		return
	}
	te, n := f.times[0], f.targets[0]
	if te.kind != "point" || te.bare || te.prep != "" || !endsInAUnit(te.said) && !secondsSaid(f) ||
		n.kind == "video" || n.kind == "everything" || n.kind == "part" || n.sticker != "" && n.det == "a" || n.det == "a" {
		return
	}
	if secondsGiven(f) && !f.has("more", "less") {
		// "give 2 seconds of fade to the logo", "dale 2 segundos de
		// fundido al logo": seconds of something else, or a word basic
		// mode cannot do, is no length of the thing (the logo was made to
		// last 2 s: silent); refused with the reason ("of length", "de
		// largo" stay its length)
		if why := secondsOfSomething(f); why != "" {
			f.no = why
			return
		}
	}
	way := ""
	switch {
	case secondsGivenAsLength(f):
		return // "dale 5 segundos al logo", "ponele 5 segundos": its length (lengthAfterComplaint)
	case (f.verb == "add" || f.verb == "apply" || f.verb == "put") && (n.prep == "to" || n.first < te.first && f.has("more")):
		way = "extend" // "add 2 seconds to", "give the logo 3 more seconds"
	case f.verb == "delete" && (n.prep == "to" || offBefore(f, n)):
		way = "shorten" // "quitale 2 segundos al logo", "take 2 seconds off the logo"
	default:
		return
	}
	f.verb, f.verbs = way, []string{way}
	f.mods = nil
}

// offBefore: "off" is said right before the thing ("take 2 seconds off
// the logo").
func offBefore(f *frame, n np) bool {
	for j := n.first - 1; j >= 0 && j >= n.first-2; j-- {
		if f.c.toks[j].word("off") {
			return true
		}
	}
	return false
}

// purposeSubject drops the "it" of "trim the intro so it ends at 6", "cut
// the logo so that it stops at 5": the thing just named, said again as the
// subject of what the edit is for (it was read as a second thing, from the
// clause before, and with none the request was refused: "nothing to refer
// to").
func purposeSubject(f *frame) {
	if len(f.targets) != 2 || f.targets[0].pron || !f.targets[1].pron || f.targets[0].plural != f.targets[1].plural {
		return
	}
	it := f.targets[1]
	toks := f.c.toks
	j := it.first - 1
	if j >= 0 && toks[j].word("that") {
		j--
	}
	if j < 0 || !toks[j].word("so", "so that", "such that") || j < f.targets[0].end {
		return
	}
	f.targets = f.targets[:1]
}

// secondsGivenAsLength: seconds given to a thing with "give"/"dar" or a
// "poner" with "le" glued on, and no "more" ("dale 5 segundos al logo",
// "ponele 5 segundos al logo", "give 3 seconds to the logo"): how long it
// lasts (lead policy 8), not 5 more (the logo of 8 s became 13 s: silent).
// "dale 5 segundos más", "sumale/agregale 5 segundos", "add 5 seconds to"
// stay 5 more.
func secondsGivenAsLength(f *frame) bool {
	return secondsGiven(f) && (f.verb == "apply" || f.verb == "put") && !f.has("more", "less") && !moreByTheLength(f)
}

// secondsOfSomething: the clause has a word basic mode cannot do (its
// reason key), or "seconds of"/"segundos de" a noun that is not a
// length ("unknown").
func secondsOfSomething(f *frame) string {
	toks := f.c.toks
	for _, t := range toks {
		if t.has(cNo) {
			l, _ := t.get(cNo)
			return l.val
		}
	}
	for i, t := range toks {
		if (t.has(cUnit) || t.kind == tTime) && i+2 < len(toks) && toks[i+1].kind == tWord && toks[i+1].word("of", "de") && toks[i+2].kind == tWord &&
			!toks[i+2].has(cDet) && !toks[i+2].word("length", "duration", "largo", "duracion", "duración", "long") {
			return "secondsof"
		}
	}
	return ""
}
