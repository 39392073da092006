package planner

import "fmt"

// twoPointsOfMove: a move told two points, one of them an edge of the video
// said right after the thing ("the address at the end should pop up
// earlier, at 52s"): the edge may say which one it is or where it goes,
// and read as both the text went to 0 s (silent). It is asked.
func twoPointsOfMove(f *frame) *question {
	if f.verb != "move" && f.verb != "start" || len(f.times) != 2 {
		return nil
	}
	a, b := f.times[0], f.times[1]
	// the edge first, as said after the thing, then a point in seconds
	if a.kind != "span" || a.a.span != "end" && a.a.span != "start" || b.kind != "point" || b.a.anchor != nil {
		return nil
	}
	if a.a.span == "start" && b.a.set && b.a.sec == 0 {
		return nil // "right at the start, at zero": the same moment said twice
	}
	return &question{fmt.Sprintf("Which time: %q or %q? Say e.g. \"start it %s\".", a.said, b.said, b.said)}
}
