package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// A picture or video put "in its place" ("en su lugar", "in the same
// spot", "mismo tamaño y mismo lugar") right after a clause that removed
// one picture over the video takes that one's time (inItsPlace), corner
// and size: "sacá el recuadro de las manos y poné el mapa en su lugar"
// added the map at 0, full frame, and called it done (silent).

// touchedPicture is where the one element ids names sat when it is a
// picture or video on an overlay track (found now or, deleted, before the
// clause); nil otherwise.
func touchedPicture(ids []string, now, before *timeline.Project) *timeline.Visual {
	if len(ids) != 1 {
		return nil
	}
	for _, p := range []*timeline.Project{now, before} {
		for _, t := range all(p) {
			if t.id != ids[0] {
				continue
			}
			if t.track != timeline.TrackOverlay || t.el.AssetID == "" || t.el.Visual == nil {
				return nil
			}
			v := *t.el.Visual
			return &v
		}
	}
	return nil
}

// removedPictureFrame is the place of the picture the clause before
// removed, when this clause puts a new one over the video in its place
// with no corner of its own; nil otherwise.
func removedPictureFrame(f *frame, r *resolver, track any) *timeline.Visual {
	if track != "overlay" || r.ctx == nil || r.ctx.lastPicture == nil || r.ctx.intent != "delete" || itsPlaceSaid(f) == "" || len(f.pos) > 0 {
		return nil
	}
	return r.ctx.lastPicture
}
