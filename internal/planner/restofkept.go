package planner

import "regexp"

// The rest of what a clause before kept, removed: "del corte dejá solo
// hasta el 32, lo demás volalo", "keep the clip up to 32, bin the rest",
// "quedate con el final del clip, lo de antes sacalo". The keep already
// took that rest away, so the removal restates it: nothing more to do
// (it was read as a second removal of the clip it named, or refused as
// a stretch outside it). Said after a clause that kept nothing (it
// moved or changed something), "the rest" is of nothing the request
// said: it is asked, never the thing of the clause before removed.

// restWords: the rest said as a thing, with no time of its own.
var restWords = regexp.MustCompile(`(?:^|\s)(?:todo lo demas|lo demas|el resto|lo de antes|lo anterior|lo de despues|lo que sobra|lo que queda|lo otro|the rest|everything else|all the rest)(?:$|\s|,)`)

// restRemoved: the clause removes "the rest", naming no thing of its own
// (only "it", glued to its verb or said).
func restRemoved(f *frame) bool {
	if !contains([]string{"delete", "cut", "drop", "kill", "trim"}, f.verb) || !restWords.MatchString(fold(f.c.raw)) {
		return false
	}
	for _, n := range f.targets {
		if !n.pron {
			return false
		}
	}
	return true
}

// keptStretch: the clause before kept a stretch of something: its verb
// was a keep ("dejá solo", "keep", "quedate con") and it trimmed or
// timed what it named.
func keptStretch(r *resolver) bool {
	return r.ctx != nil && r.ctx.keptVerb && contains([]string{"timing", "trim", "keep", "cut"}, r.ctx.intent)
}

// restOfKept reads a removal of "the rest" after a clause: nothing more
// after a keep; asked after anything else.
func restOfKept(f *frame, r *resolver) (bool, error) {
	if !restRemoved(f) || r.ctx == nil || r.ctx.intent == "" {
		return false, nil
	}
	if keptStretch(r) {
		return true, nil
	}
	if len(f.times) == 0 && len(f.targets) > 0 {
		return false, &question{"The rest of what? Nothing said before was read as a part kept: say what to keep, e.g. \"keep the clip only from 35 on\" or \"trim the clip to start at 35\"."}
	}
	return false, nil
}
