package planner

// edgeToMoment: a trim of one edge of a clip said by the moment the clip
// should end or start at, not by an amount: "recorta el final del
// retorneado desde el 35", "trim the end of the brakes clip from 18 on",
// "recortá el principio de la cadena hasta el 22". The end is cut from
// that moment to the clip's end, the start from the clip's start to it
// ("say how much to trim" was asked, though the moment says it). A
// moment outside the clip, or on its edge, says nothing of it: 0, still
// asked.
func edgeToMoment(f *frame, t target, edge string) float64 {
	a, b := t.el.Start.Seconds(), t.el.End().Seconds()
	for _, te := range f.times {
		if te.except {
			continue
		}
		switch {
		case edge == "end" && te.kind == "from" && te.a.set && te.a.anchor == nil && te.prep == "from":
			if n := te.a.sec; n > a+0.05 && n < b-0.05 {
				return b - n
			}
		case edge == "start" && te.kind == "until" && te.b.set && te.b.anchor == nil && te.prep == "until":
			if n := te.b.sec; n > a+0.05 && n < b-0.05 {
				return n - a
			}
		}
	}
	return 0
}
