package planner

import "fmt"

// resultWords say how a thing is to end up ("que quede más dramático",
// "que se vea más oscuro").
var resultWords = []string{"quede", "queden", "se vea", "se vean", "luzca", "luzcan"}

// resultClause: a clause that says only how the thing the clause before
// changed is to end up ("oscurecé el cielo, que quede más dramático"):
// "que" and a verb of result, a look, and no part, layer or place of its
// own ("que toda la foto quede más dramática" names the whole photo).
func resultClause(f *frame) bool {
	if len(f.c.toks) < 2 || !f.c.toks[0].word("que") || !f.c.toks[1].word(resultWords...) {
		return false
	}
	return len(f.effects) > 0 && len(f.regions) == 0 && len(f.targets) == 0 && len(f.pos) == 0
}

// goesOnWithParts: clause f, after another, goes on with the parts that
// one named: a look said alone ("more dramatic") or how it is to end up
// ("que quede más dramático").
func goesOnWithParts(f *frame) bool {
	alone := f.verbSaid == "" && len(f.effects) > 0 && len(f.regions) == 0 && len(f.targets) == 0 && len(f.pos) == 0
	return alone || resultClause(f)
}

// regionKey names a part's selection, to tell whether the selection a
// clause before left is the one this clause selects; "" for a selection
// not worth telling (a part with other parts taken out of it).
func regionKey(r region, outside bool, ps *photoPlan) string {
	if r.name == "" || r.name == "edges" || r.name == "ground" || len(ps.kept.subtract) > 0 {
		return ""
	}
	return fmt.Sprintf("%s/%s/%v", r.name, r.label, outside)
}

// selectedAlready: the part's selection is the one a look clause before
// left on ("make the sky darker, more dramatic": the sky, darkened, was
// selected again and not found).
func (ps *photoPlan) selectedAlready(key string) bool {
	return key != "" && ps.selected && key == ps.prevRegionSel
}
