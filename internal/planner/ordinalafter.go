package planner

// ordinalBeforeUnit: at i a number, then "primeros"/"últimos" and a unit:
// "sacale los 2 primeros segundos", "cortá los 3 últimos segundos", the
// usual Spanish order. The ordinal is moved after the unit ("los 2
// segundos primeros"), which the time reader takes as "los 5 segundos
// finales" is taken: the first or last that long. The number was read
// bare, "primeros" as "the first" of the clip, and the whole clip was
// deleted (silent).
func ordinalBeforeUnit(toks []token, i int) bool {
	if i+2 >= len(toks) || toks[i].kind != tNumber || toks[i+1].kind != tWord || !isUnit(toks[i+2]) {
		return false
	}
	return toks[i+1].word("primeros", "primeras", "ultimos", "ultimas", "iniciales", "finales")
}
