package planner

// trimPickInside: a trim to one moment ("recortá las medialunas para que
// termine en el 36", "recorta el final de las medialunas, desde el 36 ya no
// pasa nada") whose one name says several things (the clip
// medialunas.mp4 at 28–38 and the text "2x1 en medialunas…" at 29–35) is
// of the one thing the moment falls inside: only there can an edge move
// to it. The text was trimmed too and the request refused ("already ends
// at 35s"). Several things said by several names, or a moment inside more
// than one of them or none, stay as they were.
func trimPickInside(f *frame, ts []target, sp span) []target {
	if len(ts) < 2 || len(f.targets) != 1 || f.targets[0].count > 1 || len(sp.points) != 1 || len(sp.ranges) > 0 || sp.duration > 0 {
		return ts
	}
	if f.verb != "trim" && f.verb != "shorten" && f.verb != "cut" {
		return ts
	}
	at := sp.points[0]
	var in []target
	for _, t := range ts {
		if t.el.Start.Seconds()+1e-6 < at && at < t.el.End().Seconds()-1e-6 {
			in = append(in, t)
		}
	}
	if len(in) != 1 {
		return ts
	}
	return in
}
