package planner

import "slices"

// cutClipOfIt: "cut the last 2 seconds of the drone and put a star on it",
// "cortá el final del dron y ponele una estrella": "it" is the clip whose
// part the clause before cut, the one its time was said by. That clause
// left nothing of its own to refer to, or everything its cut moved back
// (the star went over the whole video). The things "it" found are kept
// when the time before was said by none of them.
func cutClipOfIt(ts []target, r *resolver) []target {
	if r.ctx == nil || len(r.ctx.anchorsBefore) == 0 || len(ts) == 1 {
		return ts
	}
	pool := ts
	if len(ts) == 0 {
		pool = all(r.p)
	}
	if own := filter(pool, func(t target) bool { return slices.Contains(r.ctx.anchorsBefore, t.id) }); len(own) > 0 {
		return own
	}
	return ts
}
