package planner

// A fault said in a relative clause after the look that mends it
// ("ponele nitidez al amasado que se ve borroso", "sharpen the slides
// that look blurry") is why the look is wanted, not a second look: the
// fault was read as the look it names (a blur went on with the
// sharpening, and the two were applied claiming success).

// faultIsTheReason: the fault at i, its remedy said, comes right after
// "que"/"that"/"because" or a comma, and its remedy is a look said
// before it in that clause (no other comma, stop or "and" between):
// "ponele nitidez a las diapos, se ven borrosas".
func faultIsTheReason(toks []token, i int, remedy string) bool {
	if i == 0 || !isComma(toks[i-1]) && !toks[i-1].word("que", "that", "which", "porque", "because", "since", "ya que") {
		return false
	}
	for k := i - 2; k >= 0; k-- {
		t := toks[k]
		if t.kind == tPunct || isComma(t) || t.has(cConn) {
			return false
		}
		if t.has(cEffect, remedy) {
			return true
		}
	}
	return false
}

// lookAsMeant are the looks a clause said, as it meant them: a look
// lowered ("bajale la saturación", "lower the brightness") is its
// opposite, so a fault after it that asks the same ("…, está muy
// saturada") agrees with it (they were asked as looks that undo each
// other).
func lookAsMeant(f *frame) []string {
	if f == nil || f.verb != "lower" {
		return f.effects
	}
	out := make([]string, 0, len(f.effects))
	for _, e := range f.effects {
		if o := oppositeLook(e); o != "" {
			e = o
		}
		out = append(out, e)
	}
	return out
}
