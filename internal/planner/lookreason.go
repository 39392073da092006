package planner

import "slices"

// A fault said in a relative clause after the look that mends it
// ("ponele nitidez al amasado que se ve borroso", "sharpen the slides
// that look blurry") is why the look is wanted, not a second look: the
// fault was read as the look it names (a blur went on with the
// sharpening, and the two were applied claiming success).

// faultIsTheReason: the fault at i, its remedy said, comes right after
// "que"/"that"/"because" or a comma (its subject "it" between: ", it
// looks washed out"), and its remedy is a look said before it in that
// clause (no other comma, stop or "and" between): "ponele nitidez a las
// diapos, se ven borrosas". A pale fault (fault, as said: "quedó muy
// lavado") is answered by the light lowered too, as a photo's is
// (photowashed.go): "bajale el brillo, quedó lavado" added saturation
// over the whole video beside the brightness it lowered.
func faultIsTheReason(toks []token, i int, remedy, fault string) bool {
	open := reasonOpens(toks, i)
	if open < 0 {
		return false
	}
	var looks []string
	lowered := false
	for k := open - 1; k >= 0; k-- {
		t := toks[k]
		if t.kind == tPunct || isComma(t) || t.has(cConn) {
			break
		}
		if t.has(cEffect, remedy) {
			return true
		}
		if l, ok := t.get(cEffect); ok {
			looks = append(looks, l.val)
		}
		lowered = lowered || t.has(cVerb, "lower")
	}
	return lightLoweredFor(fault, looks, lowered)
}

// reasonOpens is where the reason before the fault at i opens: the
// "que"/"because" or the comma, or -1.
func reasonOpens(toks []token, i int) int {
	k := i - 1
	if k > 0 && toks[k].word("it", "this", "that") && isComma(toks[k-1]) {
		k--
	}
	if k < 0 || !isComma(toks[k]) && !toks[k].word("que", "that", "which", "porque", "because", "since", "ya que") {
		return -1
	}
	return k
}

// lightLoweredFor: the looks of a clause (lowered, when its verb lowers
// them) take light away, which answers a pale or too light fault.
func lightLoweredFor(fault string, looks []string, lowered bool) bool {
	s := " " + complaintNonLetters.ReplaceAllString(fold(fault), " ") + " "
	if !paleLookWords.MatchString(s) && !blownLightWords.MatchString(s) {
		return false
	}
	return slices.Contains(looks, "darker") && !lowered || slices.Contains(looks, "brighter") && lowered
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
