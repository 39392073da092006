package planner

import "github.com/neuralcut/neuralcut/internal/timeline"

// "sacale el sonido original a todos los videos", "mute all the videos":
// the videos, plural, are the clips that are videos, whose own sound is
// taken off; the music and the sounds of the audio tracks stay. The plural
// was read as the whole video ("the video"), so every track was muted,
// the jingle the person wanted to keep with them.

// videosSaid: the clause's one thing is the videos, plural, with no name
// or count: the elements that play a video file.
func videosSaid(f *frame, r *resolver) ([]target, bool) {
	if len(f.targets) != 1 {
		return nil, false
	}
	n := f.targets[0]
	if n.kind != "video" || !n.plural || len(n.names) > 0 || n.ord != 0 || n.pron {
		return nil, false
	}
	ts := filter(all(r.p), func(t target) bool {
		a, ok := r.p.Asset(t.el.AssetID)
		return ok && a.Type == timeline.AssetVideo && t.track != timeline.TrackAudio
	})
	return ts, len(ts) > 0
}
