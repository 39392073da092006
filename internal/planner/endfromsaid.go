package planner

import "slices"

// endFromSaid: "at the end, starting at 60s", "al final, desde el 30": a
// second said beside "at the end" is where that end part starts, so the
// end is no place of its own (the picture was put after the last clip, at
// 66, the second said dropped).
func endFromSaid(f *frame) bool {
	return slices.ContainsFunc(f.times, func(t timeExpr) bool {
		return (t.kind == "point" || t.kind == "from") && t.a.set && t.a.anchor == nil && t.a.span == "" && !t.bare && !t.except
	})
}
