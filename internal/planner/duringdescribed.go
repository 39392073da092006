package planner

import (
	"errors"
	"slices"
)

// duringDescribed reads a stretch said by what it shows, beside the time
// said in numbers ("I want the heart again during the cutting, around 28",
// "copiá el logo durante el corte, en el 30"): the words after "during"
// name nothing of the project, so they only describe the moment the
// number says. The thing was looked for and the request refused ("there
// is no the cutting") though its time was said. It takes evidence: one
// time said in numbers, with no anchor of its own, and a thing said with
// "during"/"durante" after the first thing that names nothing there (a
// thing that is there keeps its reading, as does one that is asked).
func duringDescribed(f *frame, r *resolver) {
	if len(f.targets) < 2 || len(f.times) != 1 {
		return
	}
	te := f.times[0]
	if !te.a.set || te.a.anchor != nil || te.b.anchor != nil || te.kind != "point" && te.kind != "range" {
		return
	}
	at := -1
	for i, n := range f.targets[1:] {
		if n.prep != "during" || n.pron {
			continue
		}
		if at >= 0 {
			return // two of them: which one the time goes with is not clear
		}
		at = i + 1
	}
	if at < 0 {
		return
	}
	var nf *notFound
	if _, err := r.elements(f.targets[at]); err == nil || !errors.As(err, &nf) {
		return
	}
	f.targets = slices.Delete(slices.Clone(f.targets), at, at+1)
}
