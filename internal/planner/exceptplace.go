package planner

// exceptOnPlace: the preposition before a thing said right after "except"
// or "but not" ("sepia but not on the interview", "blur everything except
// in the city clip", "salvo en la entrevista", "menos durante el logo")
// leaves the thing out, as "except the interview" does: its "on"/"in" hid
// the "except", and the effect went on the very clip left out (silent).
func exceptOnPlace(toks []token, i int, prep string) string {
	if prep != "in" && prep != "at" && prep != "during" && prep != "to" && prep != "for" {
		return prep
	}
	for j := i - 1; j >= 1 && j >= i-3; j-- {
		t := toks[j]
		if t.kind == tWord && t.has(cPrep) {
			if b := toks[j-1]; b.kind == tWord && (b.has(cPrep, "without") || b.word("menos", "salvo", "excepto", "except")) {
				return "without"
			}
			return prep
		}
		if t.kind != tWord || !(t.has(cDet) || t.has(cOrd)) {
			break
		}
	}
	return prep
}
