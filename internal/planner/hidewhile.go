package planner

// A hide said with how long it is meant for is a plain hide when that
// length is no part of the video: a vague while ("escondé todos los textos
// un momento, quiero ver el video limpio", "hide the logo for a moment",
// "ocultá la pista de textos un rato") is how long the person wants it
// hidden before showing it again (hidden stays until shown), and a span
// that holds all of each thing's time ("hide the logo for the whole
// video", "ocultá el logo todo el video") is all of it. Both were asked
// ("How long is 'un momento'?") or refused as hiding only part of a
// thing's time. A span that leaves part of a thing out stays refused, and
// "show it for a moment" (a wish for a short showing) stays asked.

// hideWhileWords: a vague while said as a noun phrase the frame keeps as a
// thing ("un rato" is no part noun).
var hideWhileWords = []string{"un rato", "un ratito", "un momentito", "a while", "a little while", "a sec", "un segundito"}

// hideForAWhile drops, from a hide, a vague while said as a thing ("un
// momento", "a moment", "un rato"): it is no thing to hide and no time.
func hideForAWhile(f *frame) {
	if !hideSaid(f) || len(f.targets) < 2 || len(f.times) > 0 {
		return
	}
	var keep []np
	for _, n := range f.targets {
		if vagueWhile(n) {
			continue
		}
		keep = append(keep, n)
	}
	if len(keep) > 0 && len(keep) < len(f.targets) {
		f.targets = keep
	}
}

// vagueWhile: the noun phrase is "a moment" / "un momento" / "un rato": a
// part with "a" and no name, or one of hideWhileWords.
func vagueWhile(n np) bool {
	if n.quote != "" || len(n.mods) > 0 || n.ord != 0 || n.kind != "" && n.kind != "part" {
		return false
	}
	if contains(hideWhileWords, fold(n.said)) {
		return true
	}
	if len(n.names) > 0 {
		return false
	}
	if n.kind == "part" && n.det == "a" && n.noun != "" && (n.noun == "moment" || n.noun == "momento" || n.noun == "bit") {
		return true
	}
	return false
}

// spanHoldsAll: every range of the span holds all of each thing's time, so
// a hide over it is a plain hide.
func spanHoldsAll(sp span, ts []target) bool {
	if !sp.hasRange() || len(sp.points) > 0 || len(ts) == 0 {
		return false
	}
	for _, rg := range sp.ranges {
		for _, t := range ts {
			if t.el == nil || rg.a > t.el.Start.Seconds()+1e-6 || rg.b < t.el.End().Seconds()-1e-6 {
				return false
			}
		}
	}
	return true
}
