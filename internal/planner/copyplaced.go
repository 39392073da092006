package planner

// "Copy the title and put it at the end too, at 62", "copia el texto y
// ponlo también al final, en el 62": the clause after a copy puts the
// copy at a moment, which "al final" only says where; the copy moves
// there, keeping its length (the two times were read as its length, and
// the copy was made to last 66 s: silent). A copy said to go on a thing
// that names nothing of the project is asked, not dropped ("repeat the
// star on the reading corner photo too": the copy went right after the
// original, silent).

// copyPutAt: the moment the clause after a copy puts it at, where the
// moment is said beside "at the end"; false otherwise.
func copyPutAt(f *frame, r *resolver, sp span, total float64) (float64, bool) {
	if !copyPutOn(f, r) || f.has(longerByDefaultMod) {
		return 0, false
	}
	return timeBesideEnd(sp, total)
}

// copyPlaceUnresolved: the last thing named after a verb of copying is
// said with "on"/"to"/"in" as where the copy goes, but names nothing of
// the project: the error that says so (nil when it resolves, or is not
// said as where).
func copyPlaceUnresolved(f *frame, r *resolver) error {
	if len(f.targets) < 2 {
		return nil
	}
	last := f.targets[len(f.targets)-1]
	if !contains([]string{"to", "in", "on", "over"}, last.prep) || last.pron {
		return nil
	}
	if _, err := r.elements(last); err != nil {
		return err
	}
	return nil
}
