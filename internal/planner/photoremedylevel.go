package planner

import "slices"

// levelRemedy reads a bare "bring it down", "take it down a bit more",
// "subila un poco" said right after a complaint about one setting ("too
// bright, bring it down a notch", "still too bright, take it down a bit
// more"): what is lowered or raised is the setting the complaint named.
// It was asked ("say what to lower") or read as moving the photo. Only
// when the way said is the complaint's own remedy: "too bright, bring it
// up" says the opposite and stays asked.
func levelRemedy(f *frame) {
	if len(f.effects)+len(f.props)+len(f.regions)+len(f.pos)+len(f.quotes) > 0 || f.text != "" ||
		slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) {
		return
	}
	up, down := f.verb == "raise" || f.has("up"), f.verb == "lower" || f.has("down")
	if f.verb != "raise" && f.verb != "lower" && f.verb != "move" || up == down {
		return
	}
	look := lookComplainedBefore(f)
	pair, ok := levelPairs[look]
	if !ok || up && pair[0] != look || down && pair[1] != look {
		return
	}
	f.effects = []string{look}
	f.verb = "make"
	f.targets = nil
	f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "up" || m == "down" })
}

// levelPairs: a look of one setting, by the way it goes: raised, lowered.
var levelPairs = map[string][2]string{
	"brighter": {"brighter", "darker"}, "darker": {"brighter", "darker"},
	"contrast": {"contrast", "flat"}, "flat": {"contrast", "flat"},
	"saturate": {"saturate", "desaturate"}, "desaturate": {"saturate", "desaturate"},
	"warm": {"warm", "cool"}, "cool": {"warm", "cool"},
}

// lookComplainedBefore is the look the clause right before f asks when it only
// complains ("too bright": darker); "" when it does more or is no
// complaint.
func lookComplainedBefore(f *frame) string {
	g := photoClauseBefore(f)
	if g == nil || !complaintOnly(g) || len(g.effects) != 1 || len(g.regions) > 0 {
		return ""
	}
	return g.effects[0]
}

// photoClauseBefore is the clause said right before f, read on its own (no
// layer names: what it says of a setting, not which layer); nil when f
// is the first.
func photoClauseBefore(f *frame) *frame {
	if len(f.c.toks) == 0 {
		return nil
	}
	prefix := f.prompt[:f.c.toks[0].pos]
	toks := lex(prefix, newVocabulary(nil))
	clauses := splitClauses(prefix, toks, func(token) bool { return false })
	if len(clauses) == 0 {
		return nil
	}
	return fill(clauses[len(clauses)-1], prefix, nameIndex{})
}

// levelCarried reads a clause that raises or lowers on another part with
// no setting of its own as the setting the clause before named: "bajale
// el brillo al cielo y subile al pasto" (the grass was made vivid:
// silent), "more contrast on the sky and less on the grass" (refused).
// The way is this clause's own (its verb, or more or less); only the
// setting is carried, so an amount never changes sign.
func levelCarried(f *frame) {
	if len(f.effects)+len(f.props)+len(f.quotes) > 0 || len(f.regions) == 0 || f.text != "" ||
		slices.ContainsFunc(f.targets, func(n np) bool { return !n.pron }) {
		return
	}
	more, less := f.has("more"), f.has("less")
	verb := f.verb == "raise" || f.verb == "lower"
	if !verb && (f.verb != "" || more == less) {
		return
	}
	g := photoClauseBefore(f)
	if g == nil || len(g.effects) != 1 || len(g.regions) == 0 {
		return
	}
	pair, ok := levelPairs[g.effects[0]]
	if !ok {
		return
	}
	switch {
	case verb && (g.verb == "raise" || g.verb == "lower"):
		// the setting the clause before raised or lowered; this verb
		// gives the way ("subile la saturación al granero y bajale al
		// cielo": less saturation there)
		f.effects = []string{pair[map[bool]int{true: 0, false: 1}[f.verb == "raise"]]}
		f.verb = "make"
	case !verb && g.verb != "raise" && g.verb != "lower" && g.has("more") != g.has("less"):
		f.effects = []string{pair[map[bool]int{true: 0, false: 1}[more]]}
		f.mods = slices.DeleteFunc(f.mods, func(m string) bool { return m == "more" || m == "less" })
	}
}
