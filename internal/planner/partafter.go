package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// partNamedAfter: what a picture is put over, named after the file with
// "over", "on top of", "at", "en", "sobre" or nothing between ("add
// IMG_2231.jpg over the glazing", "poné IMG_2231.jpg en la parte del
// esmaltado", "add the photo on top of the trimming clip"): the picture
// shows while that plays. overWhat reads only a clip right after "over"
// and every other place was let go, so the picture went at 0 s (silent).
// A part the project does not have ("over the drying part" with no
// drying clip) is said back the same way, not put at 0 s.
//
// The clips of the main track, or anything named with a part noun ("the
// Trimming part": while the Trimming text shows); a logo or another
// picture named without one is where on screen, not when: nil, as
// before.
func partNamedAfter(f *frame, r *resolver, fileAt int) ([]target, error) {
	for _, n := range f.targets {
		if n.first <= fileAt || n.pron || n.prep == "of" || len(n.names) == 0 && n.quote == "" {
			continue
		}
		switch n.kind {
		case "track", "overlay", "video", "pip", "sticker", "text", "effect", "audio", "music":
			continue // where on screen or which track, not when
		}
		cue := r.pictureCue
		r.pictureCue = true // what a picture goes over is seen: the clip, not its sound (lookpicture.go)
		ts, err := r.elements(n)
		r.pictureCue = cue
		if err != nil {
			return nil, err
		}
		if len(ts) > 0 && (everyOn(ts, timeline.TrackMain) || partNoun(f, n)) {
			return ts, nil
		}
		return nil, nil
	}
	return nil, nil
}

// partNoun: the phrase ends in "part", "section", "parte", "tramo"….
func partNoun(f *frame, n np) bool {
	return n.end > 0 && n.end <= len(f.c.toks) && f.c.toks[n.end-1].has(cKind, "part")
}
