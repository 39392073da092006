package planner

import "fmt"

// trimEdgePoint reads the one time said with a trim of an edge ("trim the
// end of the intro at 8", "recortá el final de la intro en el 8") as a
// moment the edge moves to or as how much is trimmed, by its words.
//
// Why: planTrimEdge took every such number as an amount, so "trim the end
// of the intro at 8" (the intro playing 0–10) cut 8 seconds off and left
// 2, a wrong edit done with success. Now:
//   - a moment: "at 8", "to 80", "until", "hasta", "en el 8", "a los 8",
//     "al 8", "the second 8", a clock "0:08", "so it ends at", "que
//     termine en 8";
//   - an amount: "by 2", "por 2", "2 seconds" with no preposition, "en 2
//     segundos";
//   - asked: a bare "en 8", or "to 5 seconds" / "a 5 segundos" (a moment
//     or a length) where the two readings differ, and a moment that is
//     not inside the thing.
//
// It returns how much to trim off the edge for a moment, 0 when the time
// is an amount (the caller keeps its old reading), or a question.
func trimEdgePoint(f *frame, te timeExpr, t target, edge string) (float64, error) {
	if te.kind != "point" || te.first < 0 || te.first >= len(f.c.toks) || edge != "start" && edge != "end" {
		return 0, nil
	}
	toks := f.c.toks
	at := -1
	for j := te.first; j < len(toks) && j <= te.first+4; j++ {
		if toks[j].timeLike() {
			at = j
			break
		}
	}
	if at < 0 {
		return 0, nil
	}
	v := toks[at]
	n := v.num
	a, b := t.el.Start.Seconds(), t.el.End().Seconds()
	marked := v.kind == tTime && (v.clock || v.point) // "0:08", "the second 8", "el segundo 8"
	article := false                                  // "en el 8", "a los 8", "at the 8 second mark"
	prep := ""
	for j := te.first; j < at; j++ {
		w := toks[j]
		switch {
		case w.kind != tWord:
		case w.word("el", "los", "la", "al", "the"):
			article = true
			if w.word("al") && prep == "" {
				prep = "a"
			}
		case prep == "" && w.word("at", "to", "till", "until", "hasta", "en", "a", "by", "por", "around", "about"):
			prep = fold(w.text)
		}
	}
	// "so it ends at 8", "que termine en 8": a verb of the edge said just
	// before the time makes it a moment
	verbBefore := te.first > 0 && toks[te.first-1].kind == tWord && toks[te.first-1].has(cVerb, "end", "start")
	unit := v.kind == tTime && !marked
	kind := "amount"
	switch {
	case prep == "by" || prep == "por":
	case marked || article || verbBefore:
		kind = "point"
	case prep == "at" || prep == "till" || prep == "until" || prep == "hasta" || prep == "around" || prep == "about":
		kind = "point"
	case prep == "to" || prep == "a":
		kind = "point"
		if unit {
			kind = "point or length" // "trim the end to 5 seconds": end at 5, or 5 s long
		}
	case prep == "en":
		if !unit {
			kind = "ask" // "recortá el final en 8": at 8, or 8 off
		}
	}
	name := describe([]target{t})
	switch kind {
	case "amount":
		return 0, nil
	case "ask":
		return 0, &question{fmt.Sprintf("Should %s %s at %s, or lose %s off its %s? Say e.g. \"que termine en el %s\" or \"sacale %s segundos del %s\".",
			name, edgeVerb(edge), secs(n), secs(n), edge, trimNum(n), trimNum(n), edgeWordEs(edge))}
	case "point or length":
		if !(edge == "end" && a < 0.05) {
			return 0, &question{fmt.Sprintf("Should %s %s at %s, or last %s? Say e.g. \"so it %ss at %s\" or \"make it last %s\".",
				name, edgeVerb(edge), secs(n), secs(n), edgeVerb(edge), trimNum(n), secs(n))}
		}
	}
	if n <= a+0.05 || n >= b-0.05 {
		return 0, &question{fmt.Sprintf("%s plays %s–%s, so it cannot %s at %s: say a moment inside it (e.g. \"so it %ss at %s\") or how much to trim (e.g. \"trim 2 seconds off its %s\").",
			name, secs(a), secs(b), edgeVerb(edge), secs(n), edgeVerb(edge), trimNum((a+b)/2), edge)}
	}
	if edge == "start" {
		return n - a, nil
	}
	return b - n, nil
}

// edgeVerb is the verb of an edge: a thing starts or ends.
func edgeVerb(edge string) string {
	if edge == "start" {
		return "start"
	}
	return "end"
}

// edgeWordEs is the Spanish word of an edge, for a question's example.
func edgeWordEs(edge string) string {
	if edge == "start" {
		return "principio"
	}
	return "final"
}

// trimNum writes a time as a bare number for an example ("8", "7.5").
func trimNum(v float64) string {
	return fmt.Sprintf("%g", float64(int(v*10+0.5))/10)
}
