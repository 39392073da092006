package planner

import (
	"fmt"
	"slices"

	"github.com/neuralcut/neuralcut/internal/timeline"
)

// "The rest" right after a split of one named thing ("split the music at
// 36 and delete the rest", "partí la música en el 36 y borrá lo que
// queda") is that thing's piece after the cut, not the rest of the video:
// every track from 36 on was removed, the clips, texts and stickers with
// the music. Only a thing off the main track is read so (a clip of the
// main track cut in two is still read as before); a split of the whole
// video keeps "the rest" as its rest.

// restOfSplitThing deletes the right-hand pieces the clause before made
// of the things it split, where this clause removes "the rest" alone;
// ok false leaves the clause as it was.
func restOfSplitThing(s *sim, f *frame, rc *refContext) (string, bool, error) {
	if rc.intent != "split" || len(rc.splitRest) == 0 || len(f.targets) > 0 || len(f.times) != 1 {
		return "", false, nil
	}
	if te := f.times[0]; te.kind != "span" || te.a.span != "rest" || te.a.anchor != nil {
		return "", false, nil
	}
	pieces := filter(all(s.p()), func(t target) bool { return slices.Contains(rc.splitRest, t.id) })
	if len(pieces) == 0 || slices.ContainsFunc(pieces, func(t target) bool { return t.track == timeline.TrackMain }) {
		return "", false, nil
	}
	if _, err := s.call("delete_timeline_elements", map[string]any{"elementIds": ids(pieces)}); err != nil {
		return "", true, err
	}
	return fmt.Sprintf("Removed %s after the cut.", describe(pieces)), true, nil
}
