package planner

import (
	"fmt"
	"regexp"
)

// sameSpotSaid: "same spot", "en el mismo lugar", "misma posición": a new
// text goes where the text it is said beside is ("add a second quote line
// 'para encontrarnos' right after the quote, same spot" went to the
// bottom, the default, under a centred quote: silent).
var sameSpotSaid = regexp.MustCompile(`(?i)\b(?:(?:in|at|on)\s+)?the\s+same\s+(?:spot|place|position|row|height|location)\b|\bsame\s+(?:spot|place|position|row|height)\b|\b(?:en\s+)?(?:el\s+)?mismo\s+(?:lugar|sitio|rengl[oó]n|spot)\b|\b(?:en\s+)?(?:la\s+)?misma\s+(?:posici[oó]n|altura|ubicaci[oó]n|fila)\b|\bah[ií]\s+mismo\b`)

// sameSpotAs is the row of the one text the clause names beside a new
// one said to go in the same spot (its time's anchor, or a text named); "" when no same spot is said. With no
// such text, or several, it is asked.
func sameSpotAs(f *frame, r *resolver, sp span) (string, error) {
	clause := f.prompt[f.c.toks[0].pos:f.c.toks[len(f.c.toks)-1].end]
	if !sameSpotSaid.MatchString(clause) {
		return "", nil
	}
	found := filter(sp.anchors, isText) // "right after the quote, same spot"
	for _, n := range f.targets {
		if n.quote != "" || n.det == "a" || n.kind != "text" && len(n.names) == 0 {
			continue
		}
		ts, err := r.elements(n)
		if err != nil {
			continue
		}
		for _, t := range filter(ts, isText) {
			if !containsTarget(found, t) {
				found = append(found, t)
			}
		}
	}
	if len(found) != 1 {
		return "", &question{"The same spot as which text? Say it, e.g. \"at the top\" or \"where the title is\"."}
	}
	if found[0].el.Text.Position == "" {
		return "", &question{fmt.Sprintf("Where exactly? %s is not in one of the three rows (top, center, bottom); say e.g. \"at the top\".", describe(found))}
	}
	return found[0].el.Text.Position, nil
}

func containsTarget(ts []target, t target) bool {
	for _, u := range ts {
		if u.id == t.id {
			return true
		}
	}
	return false
}
