package planner

import "slices"

// edgeAmountAfterComma reads "recortá el final del clip del taller, los
// ultimos 2 seg", "trim the end of the city clip, the last 3 seconds": a
// removal of a thing's edge with no amount, then after the comma only that
// edge's seconds, as the seconds of the thing said before: "recortá los
// últimos 2 segundos del clip del taller" (it was refused, "say how much
// to trim"). As surplusOfEdge reads "…, le sobran 2 segundos"; an ordinal
// of the other edge ("el final de la cocina, los primeros 2") is left as
// it was.
func edgeAmountAfterComma(toks []token) []token {
	for c, t := range toks {
		if t.kind != tPunct || t.text != "," || c == 0 {
			continue
		}
		from := 0
		for i := c - 1; i >= 0; i-- {
			if toks[i].kind == tPunct {
				from = i + 1
				break
			}
		}
		hi := c + 1
		for hi+1 < len(toks) && toks[hi+1].kind != tPunct {
			hi++
		}
		if hi >= len(toks) {
			return toks
		}
		// the seconds said with "first"/"last": an edge of its own
		ord := slices.IndexFunc(toks[c+1:hi+1], func(t token) bool { return t.kind == tOrdinal || t.has(cOrd) })
		at := slices.IndexFunc(toks[c+1:hi+1], func(t token) bool { return t.kind == tTime })
		if ord < 0 || at < 0 || ord > at {
			continue
		}
		if out, ok := surplusOfEdge(toks, from, c+1, c+1+at, c+1+at, hi); ok {
			return out
		}
	}
	return toks
}
