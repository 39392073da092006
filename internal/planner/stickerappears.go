package planner

// newStickerAppears: "que aparezca un rayito arriba a la izquierda del 48
// al 51", "have a star show up from 5 to 8": a sticker said with "a"/"un",
// none of its kind on the timeline, that should appear at a time is one
// to add, as "quiero un rayito … del 48 al 51" is (it was read as moving
// a thing there is: "there is no rayito on the timeline"). A sticker of
// that kind already there, or "the"/"el", stays the one there is.
func newStickerAppears(f *frame, r *resolver) bool {
	if f.verb != "" && f.verb != "make" && f.verb != "start" || len(f.quotes) > 0 || !indefinite(f) || !saysSticker(f) ||
		!(f.hasProp("visible") || f.verb == "start") || !(closedSpan(f) || untilGiven(f) || durationGiven(f)) {
		return false
	}
	for _, n := range f.targets {
		if n.sticker == "" && n.kind != "sticker" {
			return false // another thing said beside it ("un rayo sobre el logo")
		}
		if n.sticker != "" && stickerOnTimeline(r, n.sticker) {
			return false // "que aparezca un rayo …" with a lightning there: which one is meant stays asked
		}
	}
	return !existing(f, r)
}

// stickerOnTimeline: a sticker of that catalog id is on some track.
func stickerOnTimeline(r *resolver, id string) bool {
	for _, tr := range r.p.Tracks {
		for _, e := range tr.Elements {
			if e.Sticker != nil && e.Sticker.StickerID == id {
				return true
			}
		}
	}
	return false
}
