package planner

// introEndsAt reads "shorten the intro so it ends at 7s", "recortá la
// intro para que termine en el 7", "trim the outro so it starts at 58":
// the intro (outro) said with the moment where what is left of it should
// end (start), when no element is called so, as that edge of the video's
// first (last) short clip, the one people call its intro (sectionClip).
// It asked "Which part is intro?" although the clip and the moment were
// both plain (set 34; the same shape as introEdgeCut's lengths, sets 16,
// 17, 31). Only one moment said after a verb of ending or starting (the
// "so it ends at" edgeEndsAt reads) and strictly inside the clip; the
// stretch between the moment and the clip's edge goes. The intro's start
// or the outro's end moved (the edge the clip shares with the video's
// edge stays), or a moment outside the clip, stays asked.
func introEndsAt(f *frame, r *resolver, intent *string, which string) bool {
	if *intent != "delete" && *intent != "remove range" && *intent != "trim edge" && *intent != "timing" || len(f.times) != 1 {
		return false
	}
	te := f.times[0]
	if te.kind != "point" || !te.a.set || te.a.anchor != nil || te.a.span != "" || te.except {
		return false
	}
	for _, n := range f.targets {
		if !n.pron {
			return false // another thing named: its own edge
		}
	}
	ends, starts := f.endSaidBefore(te.first), f.startSaidBefore(te.first)
	if ends == starts || which == "intro" && !ends || which == "outro" && !starts {
		return false // the edge the clip shares with the video's own edge: asked
	}
	a, b, ok := sectionClip(r, which)
	if !ok || te.a.sec <= a+0.05 || te.a.sec >= b-0.05 {
		return false
	}
	cut := rng{te.a.sec, b}
	if which == "outro" {
		cut = rng{a, te.a.sec}
	}
	if shownOnlyWithin(r, cut.a, cut.b) {
		return false // a text or sticker would go whole: asked, as introEdgeCut does
	}
	f.times[0] = timeExpr{kind: "range", a: timeVal{sec: cut.a, set: true}, b: timeVal{sec: cut.b, set: true}, said: te.said + " of the " + which, first: te.first}
	if *intent == "timing" {
		*intent = "delete" // "so it ends at 7": read as a timing of no element; the stretch goes
	}
	return true
}
